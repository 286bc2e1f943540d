//! The delivery worker inside `serve`: woken at once on enqueue, sends every due message over
//! one SMTP connection, retries transient failures with exponential backoff and jitter for
//! about a day, and marks permanent failures `failed` with the server's reply.

use std::sync::Arc;
use std::time::Duration;

use rand::Rng;
use tokio::sync::watch;

use super::outbox::{self, Stored};
use super::smtp::{self, Outcome};
use super::{LateBodies, Mailer};
use crate::db::{Db, DbError, format_timestamp};

const BATCH: usize = 100;
/// Parallel SMTP connections for a backlog.
const CONNECTIONS: usize = 4;
/// Below this many messages per connection, fewer connections are opened.
const MESSAGES_PER_CONNECTION: usize = 10;
/// Longest wait between retries.
const MAX_DELAY: Duration = Duration::from_secs(2 * 60 * 60);
/// Longest idle sleep, so mail queued by another process (`plansmith outbox retry`) goes out soon.
const MAX_IDLE: Duration = Duration::from_secs(60);
/// After this long since it was queued, a message that still fails is given up.
const GIVE_UP_AFTER: jiff::SignedDuration = jiff::SignedDuration::from_hours(24);

/// What one pass of the worker did.
#[derive(Debug, PartialEq, Eq)]
pub enum Step {
    /// Nothing is due.
    Empty,
    /// Messages were handled: (sent, retried, failed).
    Worked { sent: usize, retried: usize, failed: usize },
}

/// Runs until `stop` turns true. Returns at once when SMTP is not configured. `late` writes
/// the bodies of the mail queued without them.
pub async fn run(
    db: Db,
    mailer: Arc<Mailer>,
    late: Arc<dyn LateBodies>,
    mut stop: watch::Receiver<bool>,
) {
    let Some(_) = mailer.smtp() else { return };
    let prepare = db.write(|conn| outbox::prepare_for_delivery(conn, true)).await;
    match prepare {
        Ok((released, recovered)) if released + recovered > 0 => {
            tracing::info!(
                released,
                recovered,
                "outbox: held and interrupted mail queued for delivery"
            );
        }
        Ok(_) => {}
        Err(err) => tracing::error!(error = %err, "outbox: cannot prepare for delivery"),
    }
    loop {
        if *stop.borrow() {
            return;
        }
        let wait = match step(&db, &mailer, &late).await {
            Ok(Step::Worked { .. }) => Duration::ZERO,
            Ok(Step::Empty) => until_next_due(&db).await,
            Err(err) => {
                tracing::error!(error = %err, "outbox: worker step failed");
                Duration::from_secs(5)
            }
        };
        if wait.is_zero() {
            continue;
        }
        tokio::select! {
            _ = mailer.wake.notified() => {}
            _ = tokio::time::sleep(wait) => {}
            _ = stop.changed() => return,
        }
    }
}

async fn until_next_due(db: &Db) -> Duration {
    let next = db.read(outbox::next_due).await.ok().flatten();
    let Some(next) = next.and_then(|n| n.parse::<jiff::Timestamp>().ok()) else { return MAX_IDLE };
    let wait = next.duration_since(jiff::Timestamp::now()).as_millis().max(0) as u64;
    Duration::from_millis(wait).min(MAX_IDLE)
}

/// Claims every due message and sends it over a few SMTP connections in parallel (each
/// reused for its share of the batch).
pub async fn step(
    db: &Db,
    mailer: &Arc<Mailer>,
    late: &Arc<dyn LateBodies>,
) -> Result<Step, DbError> {
    if mailer.smtp().is_none() {
        return Ok(Step::Empty);
    }
    let now = format_timestamp(jiff::Timestamp::now());
    let claimed = db.write(move |conn| outbox::claim_due(conn, &now, BATCH)).await?;
    if claimed.is_empty() {
        return Ok(Step::Empty);
    }
    let (claimed, orphans) = write_late_bodies(db, late, claimed).await?;
    for message in &orphans {
        let error = "what this message was written from was deleted before it was sent".to_owned();
        if let Err(err) = record(db, message, Outcome::Failed(error), mailer.retry_base).await {
            tracing::error!(error = %err, "outbox: cannot record a delivery result");
        }
    }
    if claimed.is_empty() {
        return Ok(Step::Worked { sent: 0, retried: 0, failed: orphans.len() });
    }
    // A handful of messages go over one connection; a backlog is shared out.
    let lanes = claimed.len().div_ceil(MESSAGES_PER_CONNECTION).clamp(1, CONNECTIONS);
    let mut shares: Vec<Vec<Stored>> = (0..lanes).map(|_| Vec::new()).collect();
    for (i, message) in claimed.into_iter().enumerate() {
        shares[i % lanes].push(message);
    }
    let mut lanes = tokio::task::JoinSet::new();
    for share in shares {
        let (db, mailer) = (db.clone(), mailer.clone());
        lanes.spawn(async move { deliver(&db, &mailer, share).await });
    }
    let (mut sent, mut retried, mut failed) = (0, 0, orphans.len());
    while let Some(result) = lanes.join_next().await {
        if let Ok((s, r, f)) = result {
            (sent, retried, failed) = (sent + s, retried + r, failed + f);
        }
    }
    Ok(Step::Worked { sent, retried, failed })
}

/// Writes the bodies of the messages queued without them. Returns the messages ready to send,
/// and those whose source no longer exists.
async fn write_late_bodies(
    db: &Db,
    late: &Arc<dyn LateBodies>,
    messages: Vec<Stored>,
) -> Result<(Vec<Stored>, Vec<Stored>), DbError> {
    let kinds = late.kinds();
    let is_late = move |m: &Stored| kinds.contains(&m.kind.as_str()) && m.text_body.is_empty();
    if !messages.iter().any(is_late) {
        return Ok((messages, Vec::new()));
    }
    let late = late.clone();
    db.read(move |conn| -> Result<_, DbError> {
        let (mut ready, mut orphans) = (Vec::with_capacity(messages.len()), Vec::new());
        for mut message in messages {
            if is_late(&message) && !late.write(conn, &mut message)? {
                orphans.push(message);
            } else {
                ready.push(message);
            }
        }
        Ok((ready, orphans))
    })
    .await
}

/// Sends `messages` over one connection; returns (sent, retried, failed).
async fn deliver(db: &Db, mailer: &Mailer, messages: Vec<Stored>) -> (usize, usize, usize) {
    let url = mailer.smtp().expect("checked by the caller");
    let (mut sent, mut retried, mut failed) = (0, 0, 0);
    let mut connect_error = None;
    let mut connection = match smtp::connect(url).await {
        Ok(connection) => Some(connection),
        Err(err) => {
            tracing::warn!(error = %err, server = %url.redacted(), "outbox: cannot reach the SMTP server; will retry");
            connect_error = Some(format!("cannot reach the SMTP server: {err}"));
            None
        }
    };
    for message in messages {
        let outcome = match connection.as_mut() {
            None => Outcome::Retry(connect_error.clone().unwrap_or_default()),
            Some(conn) => {
                let (outcome, error) = conn.send(&mailer.from, &mailer.reply_to, &message).await;
                let broken = matches!(
                    error,
                    Some(
                        mail_send::Error::Io(_)
                            | mail_send::Error::Timeout
                            | mail_send::Error::Tls(_)
                            | mail_send::Error::UnparseableReply
                    )
                );
                if broken {
                    connect_error = Some(format!(
                        "connection lost: {}",
                        error.as_ref().map(ToString::to_string).unwrap_or_default()
                    ));
                    connection = None;
                } else if error.is_some() && conn.reset().await.is_err() {
                    connection = None;
                    connect_error = Some("connection lost after a refused message".to_owned());
                }
                outcome
            }
        };
        match &outcome {
            Outcome::Sent(_) => sent += 1,
            Outcome::Retry(_) => retried += 1,
            Outcome::Failed(_) => failed += 1,
        }
        // Record each result before the next send: a crash between the server's "250" and this
        // commit re-sends at most one message per connection (with the same Message-ID).
        if let Err(err) = record(db, &message, outcome, mailer.retry_base).await {
            tracing::error!(error = %err, "outbox: cannot record a delivery result");
        }
    }
    if let Some(connection) = connection {
        connection.quit().await;
    }
    (sent, retried, failed)
}

async fn record(
    db: &Db,
    message: &Stored,
    outcome: Outcome,
    retry_base: Duration,
) -> Result<(), DbError> {
    let id = message.id;
    let now = jiff::Timestamp::now();
    let stamp = format_timestamp(now);
    match outcome {
        Outcome::Sent(reply) => {
            tracing::info!(id, kind = %message.kind, "outbox: sent");
            db.write(move |conn| outbox::mark_sent(conn, id, &stamp, &reply)).await
        }
        Outcome::Failed(error) => {
            tracing::warn!(id, kind = %message.kind, %error, "outbox: permanently failed");
            db.write(move |conn| outbox::mark_failed(conn, id, &error)).await
        }
        Outcome::Retry(error) => {
            let created = message.created_at.parse::<jiff::Timestamp>().unwrap_or(now);
            if now.duration_since(created) > GIVE_UP_AFTER {
                let error =
                    format!("gave up after {} attempts over a day: {error}", message.attempts + 1);
                tracing::warn!(id, %error, "outbox: giving up");
                return db.write(move |conn| outbox::mark_failed(conn, id, &error)).await;
            }
            let delay = backoff(message.attempts as u32, retry_base);
            let next =
                format_timestamp(now + jiff::SignedDuration::try_from(delay).unwrap_or_default());
            tracing::info!(id, attempt = message.attempts + 1, retry_in_secs = delay.as_secs(), %error, "outbox: will retry");
            db.write(move |conn| outbox::mark_retry(conn, id, &next, &error)).await
        }
    }
}

/// Exponential backoff with ±20% jitter: base, 2×base, 4×base … capped at two hours.
pub fn backoff(previous_attempts: u32, base: Duration) -> Duration {
    let exponential = base.saturating_mul(1u32 << previous_attempts.min(16));
    let capped = exponential.min(MAX_DELAY);
    let jitter = rand::rng().random_range(0.8..1.2);
    capped.mul_f64(jitter)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn backoff_doubles_with_jitter_and_is_capped() {
        let base = Duration::from_secs(30);
        for attempt in 0..6 {
            let expected = 30.0 * f64::from(1u32 << attempt);
            let got = backoff(attempt, base).as_secs_f64();
            assert!(got >= expected * 0.8 && got <= expected * 1.2, "attempt {attempt}: {got}");
        }
        assert!(backoff(30, base) <= MAX_DELAY.mul_f64(1.2));
    }
}
