//! SQL for analytics events and the traffic report.

use rusqlite::{Connection, params};

pub struct Event<'a> {
    pub day: &'a str,
    pub kind: &'a str,
    pub path: &'a str,
    pub referrer_host: Option<&'a str>,
    pub step: Option<u8>,
    pub visitor: &'a str,
    pub created_at: &'a str,
}

pub fn insert(conn: &Connection, e: &Event<'_>) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "INSERT INTO analytics_events (day, kind, path, referrer_host, step, visitor, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?
    .execute(params![
        e.day,
        e.kind,
        e.path,
        e.referrer_host,
        e.step,
        e.visitor,
        e.created_at
    ])?;
    Ok(())
}

pub struct Report {
    /// (day, page views, distinct visitors), oldest first.
    pub days: Vec<(String, i64, i64)>,
    pub top_pages: Vec<(String, i64)>,
    pub referrers: Vec<(String, i64)>,
    pub opened: i64,
    /// Distinct visitors who reached each step 1..=17.
    pub steps: Vec<i64>,
    pub submitted: i64,
}

/// Everything from `since` (a YYYY-MM-DD day) on.
pub fn report(conn: &Connection, since: &str) -> rusqlite::Result<Report> {
    let days = conn
        .prepare_cached(
            "SELECT day, COUNT(*), COUNT(DISTINCT visitor) FROM analytics_events
             WHERE kind = 'pageview' AND day >= ?1 GROUP BY day ORDER BY day",
        )?
        .query_map([since], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    let top_pages = conn
        .prepare_cached(
            "SELECT path, COUNT(*) AS views FROM analytics_events WHERE kind = 'pageview' AND day >= ?1
             GROUP BY path ORDER BY views DESC, path LIMIT 20",
        )?
        .query_map([since], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let referrers = conn
        .prepare_cached(
            "SELECT referrer_host, COUNT(*) AS views FROM analytics_events
             WHERE kind = 'pageview' AND day >= ?1 AND referrer_host IS NOT NULL
             GROUP BY referrer_host ORDER BY views DESC, referrer_host LIMIT 20",
        )?
        .query_map([since], |r| Ok((r.get(0)?, r.get(1)?)))?
        .collect::<Result<_, _>>()?;
    let distinct = |kind: &str| -> rusqlite::Result<i64> {
        conn.prepare_cached("SELECT COUNT(DISTINCT day || visitor) FROM analytics_events WHERE kind = ?1 AND day >= ?2")?
            .query_row(params![kind, since], |r| r.get(0))
    };
    let mut steps = vec![0i64; 17];
    let mut statement = conn.prepare_cached(
        "SELECT step, COUNT(DISTINCT day || visitor) FROM analytics_events
         WHERE kind = 'survey_step' AND day >= ?1 GROUP BY step",
    )?;
    for row in statement.query_map([since], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?)))? {
        let (step, count) = row?;
        if (1..=17).contains(&step) {
            steps[(step - 1) as usize] = count;
        }
    }
    Ok(Report {
        days,
        top_pages,
        referrers,
        opened: distinct("survey_opened")?,
        steps,
        submitted: distinct("survey_submitted")?,
    })
}

/// The salt for `day`, created on first use; salts of earlier days are deleted so yesterday's
/// hashes can never be recomputed.
pub fn daily_salt(conn: &Connection, day: &str, fresh: &str) -> rusqlite::Result<String> {
    let key = format!("analytics_salt:{day}");
    conn.execute("DELETE FROM settings WHERE key LIKE 'analytics_salt:%' AND key <> ?1", [&key])?;
    crate::auth::repo::setting_or_insert(conn, &key, fresh)
}
