//! E-mail: a durable outbox delivered over SMTP.
//!
//! Callers render a message and `enqueue` it inside the same write transaction as the change
//! that causes it, then `wake` the worker. Without SMTP configured, mail is kept as `held`.
//!
//! Some mail is queued without its bodies, which the worker writes when it sends it from rows
//! the feature that queued it owns (`LateBodies`): a new lead's confirmation and alert, whose
//! answers never change, so a submission writes a few hundred bytes of outbox instead of the
//! rendered answers twice over.

pub mod address;
pub mod outbox;
pub mod smtp;
pub mod templates;
pub mod worker;

use std::time::Duration;

use rusqlite::Connection;
use tokio::sync::Notify;

use crate::config::{Config, Mailbox, SmtpUrl};
use crate::db::DbResult;
pub use address::EmailAddress;
pub use outbox::{Attachment, Email, Stored};
use templates::Templates;
pub use templates::hidden_character;

pub struct Mailer {
    pub templates: Templates,
    pub from: Mailbox,
    pub reply_to: String,
    pub admin_email: Option<String>,
    pub retry_base: Duration,
    smtp: Option<SmtpUrl>,
    wake: Notify,
}

/// Mail queued without its bodies, written when it is sent from rows its feature owns.
pub trait LateBodies: Send + Sync {
    /// The kinds queued without bodies.
    fn kinds(&self) -> &'static [&'static str];
    /// Writes `message`'s bodies; false when what they are written from is gone.
    fn write(&self, conn: &Connection, message: &mut Stored) -> DbResult<bool>;
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

    /// Queues `email` unless `per_day` messages of its kind already went to its recipient in
    /// the last 24 hours, whoever asked for them. Returns the id, or None when not queued.
    pub fn enqueue_capped(
        &self,
        conn: &Connection,
        email: &Email,
        per_day: i64,
    ) -> rusqlite::Result<Option<i64>> {
        let now = jiff::Timestamp::now();
        let since = now - jiff::SignedDuration::from_hours(24);
        if outbox::queued_since(conn, email.kind, &email.to, since)? >= per_day {
            tracing::info!(kind = email.kind, "mail not queued: this address had its share today");
            return Ok(None);
        }
        outbox::enqueue(conn, email, self.delivers(), now)
    }

    /// The reviewed plan for strategy `strategy_id`, to the customer, with the link to its
    /// page where it has one.
    pub fn plan_email(
        &self,
        strategy_id: i64,
        lead_id: i64,
        to: &str,
        business_name: &str,
        markdown: &str,
        page_url: Option<&str>,
    ) -> Email {
        let rendered = self.templates.plan(business_name, markdown, page_url);
        Email {
            kind: "strategy_plan",
            dedupe_key: format!("strategy:{strategy_id}:plan"),
            to: to.to_owned(),
            subject: rendered.subject,
            text: rendered.text,
            html: rendered.html,
            headers: Vec::new(),
            lead_id: Some(lead_id),
            attachments: Vec::new(),
        }
    }
}
