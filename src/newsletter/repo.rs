//! SQL for newsletter subscribers.

use rusqlite::{Connection, OptionalExtension, params};

use crate::mail::EmailAddress;

/// What a subscribe request has to do.
pub enum Subscribe {
    /// Send a confirmation e-mail (the n-th for this subscriber) with these links' secrets.
    Confirm { id: i64, token: String, unsubscribe_token: String, request: i64 },
    /// Already confirmed: nothing to do.
    AlreadyConfirmed,
}

/// Records a subscribe request for `email`. `fresh` holds two new secrets: the confirm token
/// of a new subscriber or of one coming back after unsubscribing, and the unsubscribe token of
/// a new subscriber (an existing one keeps theirs).
pub fn subscribe(
    conn: &Connection,
    email: &EmailAddress,
    fresh: [&str; 2],
    now: &str,
) -> rusqlite::Result<Subscribe> {
    let [fresh_token, fresh_unsubscribe] = fresh;
    let existing: Option<(i64, String, String, String)> = conn
        .query_row(
            "SELECT id, status, token, coalesce(unsubscribe_token, token) FROM subscribers WHERE email = ?1",
            [email],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?;
    match existing {
        None => {
            conn.execute(
                "INSERT INTO subscribers (email, status, token, unsubscribe_token, created_at) VALUES (?1, 'pending', ?2, ?3, ?4)",
                params![email, fresh_token, fresh_unsubscribe, now],
            )?;
            Ok(Subscribe::Confirm {
                id: conn.last_insert_rowid(),
                token: fresh_token.to_owned(),
                unsubscribe_token: fresh_unsubscribe.to_owned(),
                request: 1,
            })
        }
        Some((_, status, _, _)) if status == "confirmed" => Ok(Subscribe::AlreadyConfirmed),
        Some((id, status, token, unsubscribe_token)) => {
            let token = if status == "unsubscribed" { fresh_token.to_owned() } else { token };
            let request: i64 = conn.query_row(
                "UPDATE subscribers SET status = 'pending', token = ?2, requests = requests + 1, unsubscribed_at = NULL
                 WHERE id = ?1 RETURNING requests",
                params![id, token],
                |r| r.get(0),
            )?;
            Ok(Subscribe::Confirm { id, token, unsubscribe_token, request })
        }
    }
}

/// Whether a confirm link (`Confirm`) or an unsubscribe link (`Unsubscribe`) is one we sent.
pub fn link_exists(conn: &Connection, link: Link, token: &str) -> rusqlite::Result<bool> {
    let sql = match link {
        Link::Confirm => "SELECT 1 FROM subscribers WHERE token = ?1",
        Link::Unsubscribe => "SELECT 1 FROM subscribers WHERE unsubscribe_token = ?1",
    };
    Ok(conn.query_row(sql, [token], |_| Ok(())).optional()?.is_some())
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    Confirm,
    Unsubscribe,
}

/// Confirms the subscription with `token`, also for someone who unsubscribed since and now
/// presses the button of their confirm page; false when the token is unknown.
pub fn confirm(conn: &Connection, token: &str, now: &str) -> rusqlite::Result<bool> {
    let changed = conn.execute(
        "UPDATE subscribers SET status = 'confirmed', confirmed_at = ?2, unsubscribed_at = NULL WHERE token = ?1",
        params![token, now],
    )?;
    Ok(changed > 0)
}

/// Unsubscribes whoever holds the unsubscribe `token`; false when the token is unknown.
pub fn unsubscribe(conn: &Connection, token: &str, now: &str) -> rusqlite::Result<bool> {
    let changed = conn.execute(
        "UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, ?2)
         WHERE unsubscribe_token = ?1",
        params![token, now],
    )?;
    Ok(changed > 0)
}
