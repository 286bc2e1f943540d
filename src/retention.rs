//! What is kept, and for how long: once at start and then daily, analytics events older
//! than the configured retention, handled Stripe event ids older than 30 days, and founders'
//! plan pages (with their ticks and figures) a year after their plan's 13 weeks ended are
//! deleted.

use std::time::Duration;

use rusqlite::{Connection, params};
use tokio::sync::watch;

use crate::db::{Db, DbError, format_timestamp};

/// Handled Stripe event ids kept to recognise redeliveries; Stripe retries for three days.
pub const STRIPE_EVENT_DAYS: i64 = 30;
/// Days a plan page is kept from its week 1: its 13 weeks, then a year.
pub const PLAN_PAGE_DAYS: i64 = 13 * 7 + 365;
const EVERY: Duration = Duration::from_secs(24 * 3600);

/// Rows removed by one pass.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Pruned {
    pub analytics_events: usize,
    pub stripe_events: usize,
    pub plan_pages: usize,
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
    let cutoff = (now - jiff::SignedDuration::from_hours(24 * PLAN_PAGE_DAYS))
        .to_zoned(jiff::tz::TimeZone::UTC)
        .date();
    pruned.plan_pages =
        conn.execute("DELETE FROM plan_pages WHERE starts_on < ?1", params![cutoff.to_string()])?;
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
            Pruned { analytics_events: 1, stripe_events: 1, plan_pages: 0 }
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

    #[test]
    fn a_plan_page_goes_a_year_after_its_thirteen_weeks() {
        let dir = tempfile::tempdir().unwrap();
        let (conn, _) = crate::db::open_and_migrate(&dir.path().join("t.db")).unwrap();
        crate::leads::repo::seed::lead(&conn, 1, "Bloom", "a@example.com");
        crate::leads::repo::seed::sent_plan(&conn, 1, 1);
        crate::leads::repo::seed::sent_plan(&conn, 2, 1);
        conn.execute_batch(
            "INSERT INTO plan_pages (id, strategy_id, lead_id, token, plan, tasks_total, starts_on, time_zone, created_at, active_at)
             VALUES (1, 1, 1, 't1', '{}', 1, '2025-08-18', 'UTC', 'x', 'x'), (2, 2, 1, 't2', '{}', 1, '2025-08-25', 'UTC', 'x', 'x');
             INSERT INTO plan_ticks (page_id, week, task, ticked_at) VALUES (1, 1, 0, 'x');",
        )
        .unwrap();
        // 456 days before 2026-11-18 is 2025-08-19: the page from the 18th goes.
        let now: jiff::Timestamp = "2026-11-18T12:00:00Z".parse().unwrap();
        assert_eq!(prune(&conn, 0, now).unwrap().plan_pages, 1);
        let left: i64 = conn.query_row("SELECT id FROM plan_pages", [], |r| r.get(0)).unwrap();
        assert_eq!(left, 2);
        let ticks: i64 =
            conn.query_row("SELECT count(*) FROM plan_ticks", [], |r| r.get(0)).unwrap();
        assert_eq!(ticks, 0, "its ticks with it");
    }
}
