//! SQL for newsletter subscribers.

use rusqlite::{Connection, OptionalExtension, params};

use crate::mail::EmailAddress;

/// What a subscribe request has to do.
pub enum Subscribe {
    /// Send a confirmation e-mail (the n-th for this subscriber) with this token.
    Confirm { id: i64, token: String, request: i64 },
    /// Already confirmed: nothing to do.
    AlreadyConfirmed,
}

/// Records a subscribe request for `email`; `fresh_token` is used for new subscribers and
/// for those coming back after unsubscribing.
pub fn subscribe(conn: &Connection, email: &EmailAddress, fresh_token: &str, now: &str) -> rusqlite::Result<Subscribe> {
    let existing: Option<(i64, String, String)> = conn
        .query_row("SELECT id, status, token FROM subscribers WHERE email = ?1", [email], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .optional()?;
    match existing {
        None => {
            conn.execute(
                "INSERT INTO subscribers (email, status, token, created_at) VALUES (?1, 'pending', ?2, ?3)",
                params![email, fresh_token, now],
            )?;
            Ok(Subscribe::Confirm { id: conn.last_insert_rowid(), token: fresh_token.to_owned(), request: 1 })
        }
        Some((_, status, _)) if status == "confirmed" => Ok(Subscribe::AlreadyConfirmed),
        Some((id, status, token)) => {
            let token = if status == "unsubscribed" { fresh_token.to_owned() } else { token };
            let request: i64 = conn.query_row(
                "UPDATE subscribers SET status = 'pending', token = ?2, requests = requests + 1, unsubscribed_at = NULL
                 WHERE id = ?1 RETURNING requests",
                params![id, token],
                |r| r.get(0),
            )?;
            Ok(Subscribe::Confirm { id, token, request })
        }
    }
}

/// Confirms the subscription with `token`; false when no pending subscription has it.
pub fn confirm(conn: &Connection, token: &str, now: &str) -> rusqlite::Result<bool> {
    let changed = conn.execute(
        "UPDATE subscribers SET status = 'confirmed', confirmed_at = ?2 WHERE token = ?1 AND status IN ('pending', 'confirmed')",
        params![token, now],
    )?;
    Ok(changed > 0)
}

/// Unsubscribes whoever holds `token`; false when the token is unknown.
pub fn unsubscribe(conn: &Connection, token: &str, now: &str) -> rusqlite::Result<bool> {
    let changed = conn.execute(
        "UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, ?2) WHERE token = ?1",
        params![token, now],
    )?;
    Ok(changed > 0)
}
