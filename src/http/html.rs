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

/// A button that posts a form: its action, its hidden fields, its label.
pub type Button<'a> = (String, Vec<(&'a str, String)>, &'a str);

/// A small page that needs no script: the brand, a title, a line, a button that posts a form
/// when given, and a link back.
pub fn notice_page(
    brand: &str,
    title: &str,
    line: &str,
    button: Option<Button<'_>>,
    back: (&str, &str),
) -> String {
    let brand = escape_html(brand);
    let form = button.map_or_else(String::new, |(action, fields, label)| {
        let fields: String = fields
            .iter()
            .map(|(name, value)| {
                format!(r#"<input type="hidden" name="{}" value="{}">"#, escape_html(name), escape_html(value))
            })
            .collect();
        format!(
            r#"<form method="post" action="{}">{fields}<button type="submit" style="font:inherit;padding:12px 20px;border:0;border-radius:8px;background:#4f46e5;color:#fff;cursor:pointer">{}</button></form>"#,
            escape_html(&action),
            escape_html(label)
        )
    });
    format!(
        r#"<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>{title} · {brand}</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1f2937"><p style="color:#4f46e5;font-weight:600">{brand}</p><h1 style="font-size:1.5rem">{title}</h1><p>{line}</p>{form}<p style="margin-top:2rem"><a href="{href}" style="color:#4f46e5">{back}</a></p></body></html>"#,
        title = escape_html(title),
        line = escape_html(line),
        href = escape_html(back.0),
        back = escape_html(back.1),
    )
}

/// `template` with each placeholder replaced by its value, escaped.
pub fn fill(template: &str, fields: &[(&str, &str)]) -> String {
    fields
        .iter()
        .fold(template.to_owned(), |html, (token, value)| html.replace(token, &escape_html(value)))
}
