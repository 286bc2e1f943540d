//! What is kept, and for how long: once at start and then daily, analytics events older
//! than the configured retention and handled Stripe event ids older than 30 days are deleted.

use std::time::Duration;

use rusqlite::{Connection, params};
use tokio::sync::watch;

use crate::db::{Db, DbError, format_timestamp};

/// Handled Stripe event ids kept to recognise redeliveries; Stripe retries for three days.
pub const STRIPE_EVENT_DAYS: i64 = 30;
const EVERY: Duration = Duration::from_secs(24 * 3600);

/// Rows removed by one pass.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    pub analytics_events: usize,
    pub stripe_events: usize,
}

/// Deletes what is past its retention as of `now`. `analytics_days` 0 keeps analytics forever.
pub fn prune(
    conn: &Connection,
    analytics_days: u32,
    now: jiff::Timestamp,
) -> rusqlite::Result<Pruned> {
    let mut pruned = Pruned::default();
    if analytics_days > 0 {
        // `day` is a local date; a day of slack covers every time zone.
        let cutoff = (now - jiff::SignedDuration::from_hours(24 * (i64::from(analytics_days) + 1)))
            .to_zoned(jiff::tz::TimeZone::UTC)
            .date();
        pruned.analytics_events = conn
            .execute("DELETE FROM analytics_events WHERE day < ?1", params![cutoff.to_string()])?;
    }
    let cutoff = format_timestamp(now - jiff::SignedDuration::from_hours(24 * STRIPE_EVENT_DAYS));
    pruned.stripe_events =
        conn.execute("DELETE FROM stripe_events WHERE received_at < ?1", params![cutoff])?;
    Ok(pruned)
}

/// Prunes at start and then every day until `stopped` turns true.
pub async fn run(db: Db, analytics_days: u32, mut stopped: watch::Receiver<bool>) {
    loop {
        let result = db
            .write(move |conn| {
                prune(conn, analytics_days, jiff::Timestamp::now()).map_err(DbError::from)
            })
            .await;
        match result {
            Ok(pruned) if pruned != Pruned::default() => {
                tracing::info!(?pruned, "old rows deleted")
            }
            Ok(_) => {}
            Err(err) => {
                tracing::warn!(error = %err, "cannot delete old rows; will try again tomorrow")
            }
        }
        tokio::select! {
            _ = tokio::time::sleep(EVERY) => {}
            _ = stopped.wait_for(|stop| *stop) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn old_analytics_and_stripe_ids_go_recent_ones_stay() {
        let dir = tempfile::tempdir().unwrap();
        let (conn, _) = crate::db::open_and_migrate(&dir.path().join("t.db")).unwrap();
        let now: jiff::Timestamp = "2026-11-25T12:00:00Z".parse().unwrap();
        for day in ["2025-10-19", "2025-10-21", "2026-11-24"] {
            conn.execute(
                "INSERT INTO analytics_events (day, kind, path, visitor, created_at) VALUES (?1, 'pageview', '/', 'v', ?1)",
                [day],
            )
            .unwrap();
        }
        for (id, at) in [("evt_old", "2026-10-20T00:00:00Z"), ("evt_new", "2026-11-20T00:00:00Z")] {
            conn.execute(
                "INSERT INTO stripe_events (id, type, received_at) VALUES (?1, 'x', ?2)",
                [id, at],
            )
            .unwrap();
        }
        assert_eq!(
            prune(&conn, 400, now).unwrap(),
            Pruned { analytics_events: 1, stripe_events: 1 }
        );
        let days: Vec<String> = conn
            .prepare("SELECT day FROM analytics_events ORDER BY day")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(days, ["2025-10-21", "2026-11-24"]);
        // 0 keeps analytics forever.
        assert_eq!(
            prune(&conn, 0, now + jiff::SignedDuration::from_hours(24 * 900))
                .unwrap()
                .analytics_events,
            0
        );
    }
}
