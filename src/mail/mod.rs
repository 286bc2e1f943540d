//! E-mail: a durable outbox delivered over SMTP.
//!
//! Callers render a message and `enqueue` it inside the same write transaction as the change
//! that causes it, then `wake` the worker. Without SMTP configured, mail is kept as `held`.

pub mod outbox;
pub mod smtp;
pub mod templates;
pub mod worker;

use std::time::Duration;

use rusqlite::Connection;
use tokio::sync::Notify;

use crate::config::{Config, Mailbox, SmtpUrl};
use crate::leads::model::NewLead;
pub use outbox::Email;
use templates::{Rendered, Templates};

pub struct Mailer {
    pub templates: Templates,
    pub from: Mailbox,
    pub reply_to: String,
    pub admin_email: Option<String>,
    pub retry_base: Duration,
    smtp: Option<SmtpUrl>,
    wake: Notify,
}

/// The mail a new lead causes, rendered ahead of its transaction (the lead id is filled in
/// there).
pub struct LeadMail {
    confirmation: Rendered,
    to: String,
    alert: Option<(String, NewLead)>,
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

    /// Renders the visitor's confirmation and the admin alert for `lead`.
    pub fn lead_mail(&self, lead: &NewLead) -> LeadMail {
        LeadMail {
            confirmation: self.templates.lead_confirmation(lead),
            to: lead.email.clone(),
            alert: self.admin_email.clone().map(|to| (to, lead.clone())),
        }
    }

    /// Queues the lead's mail inside the transaction that stored lead `lead_id`.
    pub fn enqueue_lead_mail(&self, conn: &Connection, lead_id: i64, mail: LeadMail) -> rusqlite::Result<()> {
        let LeadMail { confirmation, to, alert } = mail;
        self.enqueue(
            conn,
            &Email {
                kind: "lead_confirmation",
                dedupe_key: format!("lead:{lead_id}:confirmation"),
                to,
                subject: confirmation.subject,
                text: confirmation.text,
                html: confirmation.html,
                headers: Vec::new(),
                lead_id: Some(lead_id),
            },
        )?;
        if let Some((admin, lead)) = alert {
            let rendered = self.templates.lead_alert(lead_id, &lead);
            self.enqueue(
                conn,
                &Email {
                    kind: "lead_alert",
                    dedupe_key: format!("lead:{lead_id}:alert"),
                    to: admin,
                    subject: rendered.subject,
                    text: rendered.text,
                    html: rendered.html,
                    headers: Vec::new(),
                    lead_id: Some(lead_id),
                },
            )?;
        }
        Ok(())
    }
}
