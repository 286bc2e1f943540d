//! The mail a new survey causes: the visitor's confirmation and, when an admin address is
//! configured, an alert to the admin.
//!
//! Both are addressed before the lead's transaction and queued inside it without bodies; the
//! outbox worker writes the bodies from the stored lead when it sends them (`LateBodies`).
//! Rendering them at submit instead cost about 40% of lead throughput (bench/RESULTS.md, "What
//! each part costs").

use std::sync::Arc;

use minijinja::context;
use rusqlite::Connection;
use serde::Serialize;

use super::model::{Challenge, NewLead};
use super::repo;
use crate::content::Currency;
use crate::db::DbResult;
use crate::mail::templates::{Rendered, Templates, header_text};
use crate::mail::{Email, LateBodies, Mailer, Stored};

const CONFIRMATION: &str = "lead_confirmation";
/// Confirmations one address receives a day, however many surveys name it (the leads are
/// still stored and the admin is still alerted).
pub const CONFIRMATIONS_PER_DAY: i64 = 3;
/// The business name as the confirmation repeats it, at most this many characters.
const NAME_IN_CONFIRMATION: usize = 40;
const ALERT: &str = "lead_alert";

/// A new lead's mail, addressed ahead of its transaction (the lead id is filled in there).
pub struct LeadMail {
    to: String,
    subject: String,
    alert: Option<(String, String)>,
}

/// Addresses the visitor's confirmation and the admin alert for `lead`.
pub fn address(mailer: &Mailer, lead: &NewLead) -> LeadMail {
    LeadMail {
        to: lead.email.to_string(),
        subject: confirmation_subject(&mailer.templates),
        alert: mailer.admin_email.clone().map(|to| (to, alert_subject(lead))),
    }
}

/// Queues the lead's mail inside the transaction that stored lead `lead_id`.
pub fn enqueue(
    mailer: &Mailer,
    conn: &Connection,
    lead_id: i64,
    mail: LeadMail,
) -> rusqlite::Result<()> {
    let LeadMail { to, subject, alert } = mail;
    let without_bodies = |kind: &'static str, to: String, subject: String| Email {
        kind,
        dedupe_key: format!("lead:{lead_id}:{}", kind.trim_start_matches("lead_")),
        to,
        subject,
        text: String::new(),
        html: String::new(),
        headers: Vec::new(),
        lead_id: Some(lead_id),
        attachments: Vec::new(),
    };
    mailer.enqueue_capped(
        conn,
        &without_bodies(CONFIRMATION, to, subject),
        CONFIRMATIONS_PER_DAY,
    )?;
    if let Some((admin, subject)) = alert {
        mailer.enqueue(conn, &without_bodies(ALERT, admin, subject))?;
    }
    Ok(())
}

/// Writes the bodies of a lead's mail from the stored lead when the worker sends it.
pub struct Bodies {
    pub mailer: Arc<Mailer>,
}

impl LateBodies for Bodies {
    fn kinds(&self) -> &'static [&'static str] {
        &[CONFIRMATION, ALERT]
    }

    fn write(&self, conn: &Connection, message: &mut Stored) -> DbResult<bool> {
        let Some(lead_id) = message.lead_id else { return Ok(false) };
        let Some(lead) = repo::get(conn, lead_id)? else { return Ok(false) };
        let templates = &self.mailer.templates;
        let rendered = match message.kind.as_str() {
            CONFIRMATION => confirmation(templates, &lead.answers),
            _ => alert(templates, lead_id, &lead.answers),
        };
        message.text_body = rendered.text;
        message.html_body = rendered.html;
        Ok(true)
    }
}

fn confirmation_subject(templates: &Templates) -> String {
    header_text(&format!("Your {} marketing plan is on its way", templates.brand()))
}

fn alert_subject(lead: &NewLead) -> String {
    header_text(&format!("New lead: {} ({})", lead.business_name, lead.business_type.label()))
}

/// To the visitor, right after the survey. Anyone can type any address into the survey, so
/// this says little: the business name, shortened, and the answers chosen from lists; nothing
/// written in free text is echoed to an inbox that may not be the writer's.
fn confirmation(templates: &Templates, lead: &NewLead) -> Rendered {
    let name = shorten(&lead.business_name, NAME_IN_CONFIRMATION);
    let ctx = context! {
        greeting_name => name,
        business_name => name,
        answers => answers(lead, Written::LeftOut, templates.currency()),
    };
    templates.message(CONFIRMATION, confirmation_subject(templates), ctx)
}

/// To the admin notification address.
fn alert(templates: &Templates, lead_id: i64, lead: &NewLead) -> Rendered {
    let key_answers = vec![
        Answer { question: "Business type", answer: lead.business_type.label().to_owned() },
        Answer { question: "Stage", answer: lead.business_stage.label().to_owned() },
        Answer { question: "Primary goal", answer: lead.primary_goal.label().to_owned() },
        Answer {
            question: "Monthly budget",
            answer: lead.marketing_budget.label_in(templates.currency()),
        },
        Answer { question: "Support wanted", answer: lead.marketing_support.label().to_owned() },
    ];
    let ctx = context! {
        lead_id,
        business_name => lead.business_name,
        email => lead.email,
        key_answers,
        answers => answers(lead, Written::Included, templates.currency()),
        admin_url => format!("{}/admin", templates.site_url()),
    };
    templates.message(ALERT, alert_subject(lead), ctx)
}

fn shorten(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let cut: String = text.chars().take(max - 1).collect();
    format!("{}…", cut.trim_end())
}

#[derive(Serialize)]
struct Answer {
    question: &'static str,
    answer: String,
}

/// The answers in survey order, as a person reads them: every one (`Written::Included`), or
/// only those picked from the survey's lists (`Written::LeftOut`), for mail that may reach an
/// inbox that is not the writer's.
fn answers(lead: &NewLead, written: Written, currency: &Currency) -> Vec<Answer> {
    fn list<T: Copy>(items: &[T], label: fn(T) -> &'static str) -> String {
        items.iter().map(|item| label(*item)).collect::<Vec<_>>().join(", ")
    }
    let with_text = written == Written::Included;
    let mut location = lead.sell_location.label().to_owned();
    if let (true, Some(place)) = (with_text, &lead.specific_location) {
        location = format!("{location} ({place})");
    }
    let challenges = lead
        .marketing_challenges
        .iter()
        .map(|challenge| match (challenge, &lead.other_challenge) {
            (Challenge::Other, Some(other)) if with_text => format!("Other: {other}"),
            _ => challenge.label().to_owned(),
        })
        .collect::<Vec<_>>()
        .join(", ");
    let text =
        |question: &'static str, answer: String| with_text.then_some(Answer { question, answer });
    [
        text("Business name", lead.business_name.clone()),
        Some(Answer { question: "Business type", answer: lead.business_type.label().to_owned() }),
        Some(Answer { question: "Where you sell", answer: location }),
        text("What you offer", lead.business_offering.clone()),
        Some(Answer { question: "Stage", answer: lead.business_stage.label().to_owned() }),
        text("Website", lead.website.clone().unwrap_or_else(|| "Not provided".to_owned())),
        text("Ideal customer", lead.ideal_customer.clone()),
        text("Problem you solve", lead.problem_solved.clone()),
        Some(Answer { question: "Primary goal", answer: lead.primary_goal.label().to_owned() }),
        Some(Answer { question: "Time each week", answer: lead.time_available.label().to_owned() }),
        Some(Answer {
            question: "Monthly budget",
            answer: lead.marketing_budget.label_in(currency),
        }),
        Some(Answer { question: "Brand tone", answer: lead.brand_tone.label().to_owned() }),
        Some(Answer {
            question: "Support wanted",
            answer: lead.marketing_support.label().to_owned(),
        }),
        Some(Answer { question: "Platforms", answer: list(&lead.platforms, |p| p.label()) }),
        Some(Answer { question: "Biggest challenges", answer: challenges }),
        Some(Answer {
            question: "Marketing today",
            answer: list(&lead.current_marketing, |c| c.label()),
        }),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// Whether mail repeats what a visitor wrote in their own words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Written {
    Included,
    LeftOut,
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
        let mail = confirmation(&templates, &lead);
        assert!(
            mail.html.contains("&lt;b&gt;Bloom") && mail.html.contains("&amp;"),
            "{}",
            mail.html
        );
        assert!(!mail.html.contains("<script>"));
        assert!(mail.text.contains("<b>Bloom</b> & \"Co\""));
        assert!(mail.text.contains("within 24 hours"));
        // Free text is not echoed to whatever address was typed.
        assert!(
            !mail.text.contains("<script>") && !mail.text.contains("Austin, TX"),
            "{}",
            mail.text
        );
    }

    #[test]
    fn the_confirmation_shortens_a_long_business_name() {
        let templates = Templates::new(&Config::from_layer(Layer::default()).unwrap());
        let mut lead = valid_input().parse().unwrap();
        lead.business_name =
            "Buy cheap watches now at www.spam.example and win a prize today".into();
        let mail = confirmation(&templates, &lead);
        assert!(!mail.text.contains("win a prize"), "{}", mail.text);
        assert!(mail.text.contains("Buy cheap watches now at www.spam.examp…"), "{}", mail.text);
    }
}
