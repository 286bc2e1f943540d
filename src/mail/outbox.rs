//! The outbox table. `enqueue` runs inside the caller's transaction.

use rusqlite::{Connection, OptionalExtension, params};
use serde::{Deserialize, Serialize};

use crate::db::format_timestamp;

/// A rendered message waiting to be queued.
#[derive(Debug, Clone)]
pub struct Email {
    /// What caused it, e.g. `lead_confirmation`.
    pub kind: &'static str,
    /// Unique per cause, e.g. `lead:42:confirmation`.
    pub dedupe_key: String,
    pub to: String,
    pub subject: String,
    /// Empty for the kinds whose bodies are written when sent (`super::LateBodies`).
    pub text: String,
    pub html: String,
    pub headers: Vec<(String, String)>,
    pub lead_id: Option<i64>,
    /// Files sent with it.
    pub attachments: Vec<Attachment>,
}

/// A text file sent with a message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Attachment {
    /// Its file name ("calendar.ics").
    pub name: String,
    /// Its MIME type ("text/calendar").
    pub content_type: String,
    pub text: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Held,
    Queued,
    Sending,
    Sent,
    Failed,
}

impl Status {
    pub const ALL: [Self; 5] = [Self::Held, Self::Queued, Self::Sending, Self::Sent, Self::Failed];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Held => "held",
            Self::Queued => "queued",
            Self::Sending => "sending",
            Self::Sent => "sent",
            Self::Failed => "failed",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// One stored message, as the worker and the CLI see it.
#[derive(Debug, Clone)]
pub struct Stored {
    pub id: i64,
    pub kind: String,
    pub recipient: String,
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
    pub headers: Vec<(String, String)>,
    pub status: String,
    pub attempts: i64,
    pub next_attempt_at: String,
    pub last_error: Option<String>,
    pub created_at: String,
    pub sent_at: Option<String>,
    pub server_reply: Option<String>,
    pub lead_id: Option<i64>,
    pub attachments: Vec<Attachment>,
}

/// Queues `email` unless its dedupe key was queued before. Returns the new row's id.
pub fn enqueue(
    conn: &Connection,
    email: &Email,
    deliver: bool,
    now: jiff::Timestamp,
) -> rusqlite::Result<Option<i64>> {
    let status = if deliver { Status::Queued } else { Status::Held };
    let headers: serde_json::Map<String, serde_json::Value> = email
        .headers
        .iter()
        .map(|(k, v)| (k.clone(), serde_json::Value::String(v.clone())))
        .collect();
    let now = format_timestamp(now);
    let inserted = conn
        .prepare_cached(
            "INSERT INTO outbox (dedupe_key, kind, recipient, subject, text_body, html_body, headers, status,
                                 next_attempt_at, created_at, lead_id, attachments)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, ?10, ?11)
             ON CONFLICT (dedupe_key) DO NOTHING",
        )?
        .execute(params![
            email.dedupe_key,
            email.kind,
            email.to,
            email.subject,
            email.text,
            email.html,
            serde_json::Value::Object(headers).to_string(),
            status.as_str(),
            now,
            email.lead_id,
            (!email.attachments.is_empty())
                .then(|| serde_json::to_string(&email.attachments).unwrap_or_default()),
        ])?;
    if inserted == 0 {
        return Ok(None);
    }
    if !deliver {
        // Debug only: `serve` says once at start that mail is held, and this runs inside the
        // writer's transaction.
        tracing::debug!(kind = email.kind, "mail held: SMTP is not configured");
    }
    Ok(Some(conn.last_insert_rowid()))
}

/// How many `kind` messages were queued for `recipient` (any case) since `since`.
pub fn queued_since(
    conn: &Connection,
    kind: &str,
    recipient: &str,
    since: jiff::Timestamp,
) -> rusqlite::Result<i64> {
    conn.prepare_cached("SELECT count(*) FROM outbox WHERE lower(recipient) = lower(?1) AND kind = ?2 AND created_at >= ?3")?
        .query_row(params![recipient, kind, format_timestamp(since)], |r| r.get(0))
}

/// At start: mail held while SMTP was off is released, and rows left `sending` by a crash
/// go back to the queue. Returns (released, recovered).
pub fn prepare_for_delivery(conn: &Connection, deliver: bool) -> rusqlite::Result<(usize, usize)> {
    let released = if deliver {
        conn.execute("UPDATE outbox SET status = 'queued' WHERE status = 'held'", [])?
    } else {
        0
    };
    // A message left `sending` may or may not have reached the server; trying it again now
    // risks one duplicate, never a loss.
    let recovered = conn.execute(
        "UPDATE outbox SET status = 'queued', next_attempt_at = ?1 WHERE status = 'sending'",
        [format_timestamp(jiff::Timestamp::now())],
    )?;
    Ok((released, recovered))
}

/// Marks up to `limit` due messages `sending` and returns them, oldest first.
pub fn claim_due(conn: &Connection, now: &str, limit: usize) -> rusqlite::Result<Vec<Stored>> {
    let ids: Vec<i64> = conn
        .prepare_cached(
            "UPDATE outbox SET status = 'sending'
             WHERE id IN (SELECT id FROM outbox WHERE status = 'queued' AND next_attempt_at <= ?1
                          ORDER BY next_attempt_at, id LIMIT ?2)
             RETURNING id",
        )?
        .query_map(params![now, limit as i64], |row| row.get(0))?
        .collect::<Result<_, _>>()?;
    let mut claimed = Vec::with_capacity(ids.len());
    for id in ids {
        if let Some(message) = get(conn, id)? {
            claimed.push(message);
        }
    }
    claimed.sort_by_key(|m| m.id);
    Ok(claimed)
}

/// When the next queued message falls due, if any.
pub fn next_due(conn: &Connection) -> rusqlite::Result<Option<String>> {
    conn.prepare_cached("SELECT MIN(next_attempt_at) FROM outbox WHERE status = 'queued'")?
        .query_row([], |row| row.get(0))
}

pub fn mark_sent(conn: &Connection, id: i64, now: &str, reply: &str) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE outbox SET status = 'sent', sent_at = ?2, attempts = attempts + 1, last_error = NULL,
                           server_reply = ?3
         WHERE id = ?1",
    )?
    .execute(params![id, now, reply])?;
    Ok(())
}

pub fn mark_retry(
    conn: &Connection,
    id: i64,
    next_attempt_at: &str,
    error: &str,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE outbox SET status = 'queued', attempts = attempts + 1, next_attempt_at = ?2, last_error = ?3
         WHERE id = ?1",
    )?
    .execute(params![id, next_attempt_at, error])?;
    Ok(())
}

pub fn mark_failed(conn: &Connection, id: i64, error: &str) -> rusqlite::Result<()> {
    conn.prepare_cached("UPDATE outbox SET status = 'failed', attempts = attempts + 1, last_error = ?2 WHERE id = ?1")?
        .execute(params![id, error])?;
    Ok(())
}

/// Queues failed (or held) message `id` again, now. Returns false when there is no such
/// message or it was already sent.
pub fn retry(conn: &Connection, id: i64, now: &str) -> rusqlite::Result<bool> {
    let changed = conn.execute(
        "UPDATE outbox SET status = 'queued', next_attempt_at = ?2 WHERE id = ?1 AND status IN ('failed', 'queued', 'held')",
        params![id, now],
    )?;
    Ok(changed > 0)
}

pub fn retry_failed(conn: &Connection, now: &str) -> rusqlite::Result<usize> {
    conn.execute(
        "UPDATE outbox SET status = 'queued', next_attempt_at = ?1 WHERE status = 'failed'",
        [now],
    )
}

pub fn get(conn: &Connection, id: i64) -> rusqlite::Result<Option<Stored>> {
    conn.prepare_cached(&format!("SELECT {COLUMNS} FROM outbox WHERE id = ?1"))?
        .query_row([id], from_row)
        .optional()
}

pub fn list(
    conn: &Connection,
    status: Option<Status>,
    limit: usize,
) -> rusqlite::Result<Vec<Stored>> {
    let mut statement = conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM outbox WHERE ?1 IS NULL OR status = ?1 ORDER BY id DESC LIMIT ?2"
    ))?;
    statement.query_map(params![status.map(Status::as_str), limit as i64], from_row)?.collect()
}

/// Messages per status, for monitoring.
pub fn depth(conn: &Connection) -> rusqlite::Result<Vec<(String, i64)>> {
    conn.prepare_cached("SELECT status, COUNT(*) FROM outbox GROUP BY status ORDER BY status")?
        .query_map([], |row| Ok((row.get(0)?, row.get(1)?)))?
        .collect()
}

const COLUMNS: &str =
    "id, kind, recipient, subject, text_body, html_body, headers, status, attempts,
                       next_attempt_at, last_error, created_at, sent_at, server_reply, lead_id, attachments";

fn from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<Stored> {
    let headers: String = row.get(6)?;
    let headers = serde_json::from_str::<serde_json::Map<String, serde_json::Value>>(&headers)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(k, v)| v.as_str().map(|v| (k, v.to_owned())))
        .collect();
    Ok(Stored {
        id: row.get(0)?,
        kind: row.get(1)?,
        recipient: row.get(2)?,
        subject: row.get(3)?,
        text_body: row.get(4)?,
        html_body: row.get(5)?,
        headers,
        status: row.get(7)?,
        attempts: row.get(8)?,
        next_attempt_at: row.get(9)?,
        last_error: row.get(10)?,
        created_at: row.get(11)?,
        sent_at: row.get(12)?,
        server_reply: row.get(13)?,
        lead_id: row.get(14)?,
        attachments: row
            .get::<_, Option<String>>(15)?
            .and_then(|json| serde_json::from_str(&json).ok())
            .unwrap_or_default(),
    })
}
