//! Text into HTML: the escaping every page, sitemap and e-mail form needs before a value from
//! the operator, a visitor or the configuration goes into markup, and the filling of a
//! template's placeholders with such values.

/// `text` safe inside an element or a double- or single-quoted attribute, with any template
/// placeholder in it made inert ([`crate::content::inert`]).
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
    crate::content::inert(out)
}

/// `template` with each placeholder replaced by its value, escaped.
pub(super) fn fill(template: &str, fields: &[(&str, &str)]) -> String {
    fields
        .iter()
        .fold(template.to_owned(), |html, (token, value)| html.replace(token, &escape_html(value)))
}
