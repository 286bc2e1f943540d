//! E-mail: a durable outbox delivered over SMTP.
//!
//! Callers render a message and `enqueue` it inside the same write transaction as the change
//! that causes it, then `wake` the worker. Without SMTP configured, mail is kept as `held`.
//!
//! A new lead's mail is the exception: its row holds no bodies, and the worker renders them
//! from the lead when it sends (`render_lead_mail`). The lead's answers never change, so the
//! message is the same, and a submission writes a few hundred bytes of outbox instead of the
//! rendered answers twice over.

pub mod outbox;
pub mod smtp;
pub mod templates;
pub mod worker;

use std::time::Duration;

use rusqlite::Connection;
use tokio::sync::Notify;

use crate::config::{Config, Mailbox, SmtpUrl};
use crate::leads::model::NewLead;
pub use outbox::{Email, Stored};
use templates::Templates;

pub struct Mailer {
    pub templates: Templates,
    pub from: Mailbox,
    pub reply_to: String,
    pub admin_email: Option<String>,
    pub retry_base: Duration,
    smtp: Option<SmtpUrl>,
    wake: Notify,
}

/// Kinds whose bodies are rendered from the lead when sent, not stored.
pub const FROM_LEAD: [&str; 2] = ["lead_confirmation", "lead_alert"];

/// The mail a new lead causes, addressed ahead of its transaction (the lead id is filled in
/// there).
pub struct LeadMail {
    to: String,
    subject: String,
    alert: Option<(String, String)>,
}

impl Mailer {
    pub fn new(config: &Config) -> Self {
        Self {
            templates: Templates::new(config),
            from: config.mail.from.clone(),
            reply_to: config.support_email.clone(),
            admin_email: config.mail.admin_email.clone(),
            retry_base: Duration::from_secs(config.mail.retry_base_secs),
            smtp: config.mail.smtp.clone(),
            wake: Notify::new(),
        }
    }

    pub fn smtp(&self) -> Option<&SmtpUrl> {
        self.smtp.as_ref()
    }

    /// Whether queued mail is delivered (`queued`) or kept (`held`).
    pub fn delivers(&self) -> bool {
        self.smtp.is_some()
    }

    /// Tells the worker new mail is waiting. Call after the enqueuing transaction commits.
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    pub fn enqueue(&self, conn: &Connection, email: &Email) -> rusqlite::Result<Option<i64>> {
        outbox::enqueue(conn, email, self.delivers(), jiff::Timestamp::now())
    }

    /// The reviewed plan for strategy `strategy_id`, to the customer.
    pub fn plan_email(&self, strategy_id: i64, lead_id: i64, to: &str, business_name: &str, markdown: &str) -> Email {
        let rendered = self.templates.plan(business_name, markdown);
        Email {
            kind: "strategy_plan",
            dedupe_key: format!("strategy:{strategy_id}:plan"),
            to: to.to_owned(),
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            headers: Vec::new(),
            lead_id: Some(lead_id),
        }
    }

    /// Addresses the visitor's confirmation and the admin alert for `lead`.
    pub fn lead_mail(&self, lead: &NewLead) -> LeadMail {
        LeadMail {
            to: lead.email.clone(),
            subject: self.templates.lead_confirmation_subject(),
            alert: self.admin_email.clone().map(|to| (to, self.templates.lead_alert_subject(lead))),
        }
    }

    /// Queues the lead's mail inside the transaction that stored lead `lead_id`.
    pub fn enqueue_lead_mail(&self, conn: &Connection, lead_id: i64, mail: LeadMail) -> rusqlite::Result<()> {
        let LeadMail { to, subject, alert } = mail;
        let unrendered = |kind: &'static str, key: &str, to: String, subject: String| Email {
            kind,
            dedupe_key: format!("lead:{lead_id}:{key}"),
            to,
            subject,
            text: String::new(),
            html: String::new(),
            headers: Vec::new(),
            lead_id: Some(lead_id),
        };
        self.enqueue(conn, &unrendered(FROM_LEAD[0], "confirmation", to, subject))?;
        if let Some((admin, subject)) = alert {
            self.enqueue(conn, &unrendered(FROM_LEAD[1], "alert", admin, subject))?;
        }
        Ok(())
    }

    /// Fills in the bodies of a lead's mail (kinds in `FROM_LEAD`) from `lead`, stored as `lead_id`.
    pub fn render_lead_mail(&self, message: &mut Stored, lead_id: i64, lead: &NewLead) {
        let rendered = match message.kind.as_str() {
            "lead_confirmation" => self.templates.lead_confirmation(lead),
            "lead_alert" => self.templates.lead_alert(lead_id, lead),
            _ => return,
        };
        message.text_body = rendered.text;
        message.html_body = rendered.html;
    }
}
