//! E-mail templates, embedded from `assets/mail/`. Names ending in `.html` are auto-escaped,
//! so a visitor's answers can never become markup.

use minijinja::{Environment, context};
use serde::Serialize;

use crate::config::Config;
use crate::leads::model::NewLead;

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
    ("newsletter_confirm.txt", include_str!("../../assets/mail/newsletter_confirm.txt")),
    ("newsletter_confirm.html", include_str!("../../assets/mail/newsletter_confirm.html")),
];

pub struct Templates {
    env: Environment<'static>,
    brand: String,
    support_email: String,
    site_url: String,
}

/// A rendered message body.
pub struct Rendered {
    pub subject: String,
    pub text: String,
    pub html: String,
}

#[derive(Serialize)]
struct Answer {
    question: &'static str,
    answer: String,
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
        }
    }

    fn render(&self, name: &str, ctx: minijinja::Value) -> String {
        let base = context! { brand => &self.brand, support_email => &self.support_email, site_url => &self.site_url };
        let ctx = context! { ..ctx, ..base };
        self.env
            .get_template(name)
            .and_then(|t| t.render(ctx))
            .unwrap_or_else(|e| panic!("mail template {name} failed to render: {e:#}"))
    }

    pub fn lead_confirmation_subject(&self) -> String {
        header_text(&format!("Your {} marketing plan is on its way", self.brand))
    }

    pub fn lead_alert_subject(&self, lead: &NewLead) -> String {
        header_text(&format!("New lead: {} ({})", lead.business_name, lead.business_type.label()))
    }

    /// To the visitor, right after the survey.
    pub fn lead_confirmation(&self, lead: &NewLead) -> Rendered {
        let ctx = context! {
            greeting_name => lead.business_name,
            business_name => lead.business_name,
            answers => answers(lead),
        };
        Rendered {
            subject: self.lead_confirmation_subject(),
            text: self.render("lead_confirmation.txt", ctx.clone()),
            html: self.render("lead_confirmation.html", ctx),
        }
    }

    /// To the admin notification address.
    pub fn lead_alert(&self, lead_id: i64, lead: &NewLead) -> Rendered {
        let key_answers = vec![
            Answer { question: "Business type", answer: lead.business_type.label().to_owned() },
            Answer { question: "Stage", answer: lead.business_stage.label().to_owned() },
            Answer { question: "Primary goal", answer: lead.primary_goal.label().to_owned() },
            Answer { question: "Monthly budget", answer: lead.marketing_budget.label().to_owned() },
            Answer { question: "Support wanted", answer: lead.marketing_support.label().to_owned() },
        ];
        let ctx = context! {
            lead_id,
            business_name => lead.business_name,
            email => lead.email,
            key_answers,
            answers => answers(lead),
            admin_url => format!("{}/admin", self.site_url),
        };
        Rendered {
            subject: self.lead_alert_subject(lead),
            text: self.render("lead_alert.txt", ctx.clone()),
            html: self.render("lead_alert.html", ctx),
        }
    }
}

impl Templates {
    /// The reviewed plan, to the customer: the Markdown as the plain-text part and rendered
    /// (with any raw HTML in it escaped) as the HTML part.
    pub fn plan(&self, business_name: &str, markdown: &str) -> Rendered {
        let ctx = context! {
            business_name,
            plan => markdown,
            plan_html => minijinja::Value::from_safe_string(markdown_to_html(markdown)),
        };
        Rendered {
            subject: header_text(&format!("Your marketing plan for {business_name}")),
            text: self.render("plan.txt", ctx.clone()),
            html: self.render("plan.html", ctx),
        }
    }
}

impl Templates {
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
        Rendered {
            subject: header_text(&format!("Your {} Pro Marketing Strategy Package", self.brand)),
            text: self.render("pro_package.txt", ctx.clone()),
            html: self.render("pro_package.html", ctx),
        }
    }

    /// Double opt-in for the newsletter.
    pub fn newsletter_confirm(&self, confirm_url: &str, unsubscribe_url: &str) -> Rendered {
        let ctx = context! { confirm_url, unsubscribe_url };
        Rendered {
            subject: header_text(&format!("Confirm your {} newsletter subscription", self.brand)),
            text: self.render("newsletter_confirm.txt", ctx.clone()),
            html: self.render("newsletter_confirm.html", ctx),
        }
    }

    pub fn site_url(&self) -> &str {
        &self.site_url
    }
}

/// Markdown to HTML with pulldown-cmark. Raw HTML in the source is shown as text, never
/// passed through: plans carry visitors' own words.
pub fn markdown_to_html(markdown: &str) -> String {
    use pulldown_cmark::{Event, Options, Parser, html};
    let parser = Parser::new_ext(markdown, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH).map(|event| match event {
        Event::Html(raw) | Event::InlineHtml(raw) => Event::Text(raw),
        other => other,
    });
    let mut out = String::with_capacity(markdown.len() * 3 / 2);
    html::push_html(&mut out, parser);
    out
}

/// Every answer in survey order, as a person reads it.
fn answers(lead: &NewLead) -> Vec<Answer> {
    fn list<T: Copy>(items: &[T], label: fn(T) -> &'static str) -> String {
        items.iter().map(|item| label(*item)).collect::<Vec<_>>().join(", ")
    }
    let not_provided = || "Not provided".to_owned();
    let mut location = lead.sell_location.label().to_owned();
    if let Some(place) = &lead.specific_location {
        location = format!("{location} ({place})");
    }
    let mut challenges = list(&lead.marketing_challenges, |c| c.label());
    if let Some(other) = &lead.other_challenge {
        challenges = challenges.replace("Other", &format!("Other: {other}"));
    }
    vec![
        Answer { question: "Business name", answer: lead.business_name.clone() },
        Answer { question: "Business type", answer: lead.business_type.label().to_owned() },
        Answer { question: "Where you sell", answer: location },
        Answer { question: "What you offer", answer: lead.business_offering.clone() },
        Answer { question: "Stage", answer: lead.business_stage.label().to_owned() },
        Answer { question: "Website", answer: lead.website.clone().unwrap_or_else(not_provided) },
        Answer { question: "Ideal customer", answer: lead.ideal_customer.clone() },
        Answer { question: "Problem you solve", answer: lead.problem_solved.clone() },
        Answer { question: "Primary goal", answer: lead.primary_goal.label().to_owned() },
        Answer { question: "Time each week", answer: lead.time_available.label().to_owned() },
        Answer { question: "Monthly budget", answer: lead.marketing_budget.label().to_owned() },
        Answer { question: "Brand tone", answer: lead.brand_tone.label().to_owned() },
        Answer { question: "Support wanted", answer: lead.marketing_support.label().to_owned() },
        Answer { question: "Platforms", answer: list(&lead.platforms, |p| p.label()) },
        Answer { question: "Biggest challenges", answer: challenges },
        Answer { question: "Marketing today", answer: list(&lead.current_marketing, |c| c.label()) },
    ]
}

/// Text fit for a header: control characters (CR/LF above all) become spaces.
pub fn header_text(text: &str) -> String {
    let cleaned: String = text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect();
    cleaned.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{Config, Layer};
    use crate::leads::model::tests::valid_input;

    #[test]
    fn visitor_text_is_escaped_in_html_and_kept_in_plain_text() {
        let templates = Templates::new(&Config::from_layer(Layer::default()).unwrap());
        let mut lead = valid_input().parse().unwrap();
        lead.business_name = "<b>Bloom</b> & \"Co\"".into();
        lead.ideal_customer = "<script>alert(1)</script>".into();
        let mail = templates.lead_confirmation(&lead);
        assert!(mail.html.contains("&lt;b&gt;Bloom") && mail.html.contains("&amp;"), "{}", mail.html);
        assert!(!mail.html.contains("<script>"));
        assert!(mail.text.contains("<b>Bloom</b> & \"Co\""));
        assert!(mail.text.contains("within 24 hours"));
        assert!(mail.text.contains("Austin, TX"));
    }

    #[test]
    fn plan_markdown_is_rendered_and_raw_html_is_escaped() {
        let html = markdown_to_html("## Plan\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n<script>alert(1)</script> and <b>x</b>");
        assert!(html.contains("<h2>Plan</h2>") && html.contains("<table>"), "{html}");
        assert!(!html.contains("<script>") && html.contains("&lt;script&gt;"), "{html}");
    }

    #[test]
    fn headers_cannot_carry_line_breaks() {
        assert_eq!(header_text("New lead: Evil\r\nBcc: victim@example.com"), "New lead: Evil Bcc: victim@example.com");
    }
}
