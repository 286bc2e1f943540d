//! E-mail templates, embedded from `assets/mail/`. Names ending in `.html` are auto-escaped,
//! so a visitor's answers can never become markup.

use minijinja::{Environment, context};

use crate::config::Config;

const TEMPLATES: &[(&str, &str)] = &[
    ("base.html", include_str!("../../assets/mail/base.html")),
    ("answers.html", include_str!("../../assets/mail/answers.html")),
    ("lead_confirmation.txt", include_str!("../../assets/mail/lead_confirmation.txt")),
    ("lead_confirmation.html", include_str!("../../assets/mail/lead_confirmation.html")),
    ("lead_alert.txt", include_str!("../../assets/mail/lead_alert.txt")),
    ("lead_alert.html", include_str!("../../assets/mail/lead_alert.html")),
    ("plan.txt", include_str!("../../assets/mail/plan.txt")),
    ("plan.html", include_str!("../../assets/mail/plan.html")),
    ("pro_package.txt", include_str!("../../assets/mail/pro_package.txt")),
    ("pro_package.html", include_str!("../../assets/mail/pro_package.html")),
    ("plan_week.txt", include_str!("../../assets/mail/plan_week.txt")),
    ("plan_week.html", include_str!("../../assets/mail/plan_week.html")),
    ("plan_nudge.txt", include_str!("../../assets/mail/plan_nudge.txt")),
    ("plan_nudge.html", include_str!("../../assets/mail/plan_nudge.html")),
    ("newsletter_confirm.txt", include_str!("../../assets/mail/newsletter_confirm.txt")),
    ("newsletter_confirm.html", include_str!("../../assets/mail/newsletter_confirm.html")),
];

pub struct Templates {
    env: Environment<'static>,
    brand: String,
    support_email: String,
    site_url: String,
    /// The legal name, and the postal address after a comma when there is one (footers).
    legal_identity: String,
    /// `#rrggbb`, for links and headings.
    accent: String,
    currency: crate::content::Currency,
}

/// A rendered message body.
pub struct Rendered {
    pub subject: String,
    pub text: String,
    pub html: String,
}

impl Templates {
    pub fn new(config: &Config) -> Self {
        let mut env = Environment::new();
        env.set_undefined_behavior(minijinja::UndefinedBehavior::Strict);
        for (name, source) in TEMPLATES {
            env.add_template(name, source).expect("embedded mail templates are valid");
        }
        Self {
            env,
            brand: config.brand_name.clone(),
            support_email: config.support_email.clone(),
            site_url: config.site_url.clone(),
            legal_identity: config.site.legal_identity(),
            accent: config.site.accent_color.clone(),
            currency: config.site.price.currency(),
        }
    }

    fn render(&self, name: &str, ctx: minijinja::Value) -> String {
        let base = context! {
            brand => &self.brand,
            support_email => &self.support_email,
            site_url => &self.site_url,
            legal_identity => &self.legal_identity,
            accent => &self.accent,
        };
        let ctx = context! { ..ctx, ..base };
        self.env
            .get_template(name)
            .and_then(|t| t.render(ctx))
            .unwrap_or_else(|e| panic!("mail template {name} failed to render: {e:#}"))
    }

    /// Renders `{name}.txt` and `{name}.html` (the HTML auto-escaped) with `ctx`, plus the
    /// brand, the support address, the site's URL, the legal identity and the accent colour
    /// every template may use.
    pub fn message(&self, name: &str, subject: String, ctx: minijinja::Value) -> Rendered {
        Rendered {
            subject,
            text: self.render(&format!("{name}.txt"), ctx.clone()),
            html: self.render(&format!("{name}.html"), ctx),
        }
    }

    pub fn brand(&self) -> &str {
        &self.brand
    }

    /// The operator's currency, for amounts in messages.
    pub fn currency(&self) -> &crate::content::Currency {
        &self.currency
    }
}

impl Templates {
    /// The reviewed plan, to the customer: the Markdown as the plain-text part and rendered
    /// (with any raw HTML in it escaped) as the HTML part.
    /// The founder's plan page is linked above the plan where it has one.
    pub fn plan(&self, business_name: &str, markdown: &str, page_url: Option<&str>) -> Rendered {
        let ctx = context! {
            business_name,
            page_url,
            plan => markdown,
            plan_html => minijinja::Value::from_safe_string(markdown_to_html(markdown)),
        };
        self.message("plan", header_text(&format!("Your marketing plan for {business_name}")), ctx)
    }

    /// The Pro package, to the buyer, right after payment.
    pub fn pro_package(&self, customer_name: &str, markdown: &str) -> Rendered {
        let greeting = match customer_name.trim() {
            "" => "there",
            name => name,
        };
        let ctx = context! {
            greeting,
            package => markdown,
            package_html => minijinja::Value::from_safe_string(markdown_to_html(markdown)),
        };
        self.message(
            "pro_package",
            header_text(&format!("Your {} Pro Marketing Strategy Package", self.brand)),
            ctx,
        )
    }

    /// Double opt-in for the newsletter.
    pub fn newsletter_confirm(&self, confirm_url: &str, unsubscribe_url: &str) -> Rendered {
        let ctx = context! { confirm_url, unsubscribe_url };
        self.message(
            "newsletter_confirm",
            header_text(&format!("Confirm your {} newsletter subscription", self.brand)),
            ctx,
        )
    }

    pub fn site_url(&self) -> &str {
        &self.site_url
    }
}

/// Markdown to HTML with pulldown-cmark. Raw HTML in the source is shown as text, never
/// passed through: plans carry visitors' own words. Links keep only the schemes a reader
/// can safely follow from an e-mail (a `javascript:` or `data:` link is shown as its text),
/// and images are shown as their description: a remote picture in a plan would tell a third
/// party when it was opened.
pub fn markdown_to_html(markdown: &str) -> String {
    use pulldown_cmark::{Event, Options, Parser, Tag, TagEnd, html};
    // Whether each open link was kept, innermost last, so its end goes with it.
    let mut links: Vec<bool> = Vec::new();
    let parser = Parser::new_ext(markdown, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH)
        .filter_map(|event| match event {
            Event::Html(raw) | Event::InlineHtml(raw) => Some(Event::Text(raw)),
            Event::Start(Tag::Link { ref dest_url, .. }) => {
                let kept = followable(dest_url);
                links.push(kept);
                kept.then_some(event)
            }
            Event::End(TagEnd::Link) => links.pop().unwrap_or(false).then_some(event),
            Event::Start(Tag::Image { .. }) | Event::End(TagEnd::Image) => None,
            other => Some(other),
        });
    let mut out = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut out, parser);
    out
}

/// A link a reader may follow from an e-mail: the web, an address, a number, a place on the
/// same page.
fn followable(url: &str) -> bool {
    let url = url.trim_start().to_ascii_lowercase();
    ["https://", "http://", "mailto:", "tel:", "#"].iter().any(|scheme| url.starts_with(scheme))
}

/// The first character in `text` that changes how text around it is shown without being
/// seen itself: the bidirectional overrides, embeddings and isolates (which turn
/// "Shop \u{202e}gnp.exe" into "Shop exe.png" in a subject line), the line and paragraph
/// separators, and the zero-width space, word joiner and byte-order mark. The zero-width
/// joiner and non-joiner stay allowed: emoji and several scripts are written with them.
pub fn hidden_character(text: &str) -> Option<char> {
    text.chars().find(|&c| hidden(c))
}

fn hidden(c: char) -> bool {
    matches!(
        c,
            '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{200b}'
                | '\u{2060}'
            | '\u{feff}'
    )
}

/// Text fit for a header: control characters (CR/LF above all) become spaces, and invisible
/// formatting characters (a right-to-left override) are dropped.
pub fn header_text(text: &str) -> String {
    let cleaned: String = text
        .chars()
        .filter(|&c| !hidden(c))
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    cleaned.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plan_markdown_is_rendered_and_raw_html_is_escaped() {
        let html = markdown_to_html(
            "## Plan\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>alert(1)</script> and <b>x</b>",
        );
        assert!(html.contains("<h2>Plan</h2>") && html.contains("<table>"), "{html}");
        assert!(!html.contains("<script>") && html.contains("&lt;script&gt;"), "{html}");
    }

    #[test]
    fn only_followable_links_are_kept_and_pictures_are_their_description() {
        let html = markdown_to_html(
            "[site](https://example.com) [bad](javascript:alert(1)) [data](DATA:text/html,x) \
             [mail](mailto:a@example.com) ![tracker](https://evil.example/pixel.png)",
        );
        assert!(html.contains("<a href=\"https://example.com\">site</a>"), "{html}");
        assert!(html.contains("<a href=\"mailto:a@example.com\">mail</a>"), "{html}");
        assert!(!html.contains("javascript") && html.contains(" bad "), "{html}");
        assert!(!html.to_lowercase().contains("data:") && html.contains(" data "), "{html}");
        assert!(!html.contains("<img") && html.contains("tracker"), "{html}");
    }

    #[test]
    fn headers_cannot_carry_line_breaks() {
        assert_eq!(
            header_text("New lead: Evil\r\nBcc: victim@example.com"),
            "New lead: Evil Bcc: victim@example.com"
        );
    }
}
