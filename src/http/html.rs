//! Text into HTML: the escaping every page, sitemap and e-mail form needs before a value from
//! the operator, a visitor or the configuration goes into markup, and the filling of a
//! template's placeholders with such values.

/// What every template placeholder starts with (`__PLANSMITH_BRAND_NAME__`).
const PLACEHOLDER: &str = "__PLANSMITH_";

/// `html` with any placeholder in it made inert: its first underscore is written as the
/// character reference `&#95;`, which reads the same but is never filled in. Pages are filled
/// in several passes, so a value that carried a placeholder (a post's excerpt holding
/// `__PLANSMITH_POST_BODY__`) would otherwise be expanded by a later pass, unescaped.
pub fn inert(html: String) -> String {
    if html.contains(PLACEHOLDER) { html.replace(PLACEHOLDER, "&#95;_PLANSMITH_") } else { html }
}

/// `text` safe inside an element or a double- or single-quoted attribute, with any template
/// placeholder in it made [`inert`].
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    inert(out)
}

/// `template` with each placeholder replaced by its value, escaped.
pub(super) fn fill(template: &str, fields: &[(&str, &str)]) -> String {
    fields
        .iter()
        .fold(template.to_owned(), |html, (token, value)| html.replace(token, &escape_html(value)))
}
