//! SQL for plan pages: opening one when a plan is sent, the founder's ticks and figures, visits,
//! the Monday e-mails' state, and the operator's revocation.

use jiff::civil::Date;
use rusqlite::{Connection, OptionalExtension, params};

use crate::plan::Plan;

/// A page to open with a sent plan.
pub struct NewPage<'a> {
    pub strategy_id: i64,
    pub lead_id: i64,
    pub token: &'a str,
    /// The plan as sent, as JSON.
    pub plan: &'a str,
    pub tasks_total: usize,
    pub starts_on: Date,
    pub time_zone: &'a str,
}

/// A plan page as stored, with its founder's name and address.
#[derive(Debug, Clone)]
pub struct Page {
    pub id: i64,
    pub lead_id: i64,
    pub token: String,
    pub plan: Plan,
    pub starts_on: Date,
    pub time_zone: String,
    pub mailed_week: u8,
    pub unsubscribed: bool,
    pub paused: bool,
    pub created_at: String,
    /// The founder's last tick, or when they asked for the e-mails again.
    pub active_at: String,
    pub last_visit_at: Option<String>,
    pub opened_weeks: i64,
    pub business_name: String,
    pub email: String,
}

const COLUMNS: &str = "p.id, p.lead_id, p.token, p.plan, p.starts_on, p.time_zone, p.mailed_week,
    p.unsubscribed_at IS NOT NULL, p.paused_at IS NOT NULL, p.created_at, p.active_at, p.last_visit_at,
    p.opened_weeks, l.business_name, l.email";

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Page> {
    let bad = |i: usize, e: Box<dyn std::error::Error + Send + Sync>| {
        rusqlite::Error::FromSqlConversionFailure(i, rusqlite::types::Type::Text, e)
    };
    let plan: String = r.get(3)?;
    let starts_on: String = r.get(4)?;
    Ok(Page {
        id: r.get(0)?,
        lead_id: r.get(1)?,
        token: r.get(2)?,
        plan: serde_json::from_str(&plan).map_err(|e| bad(3, e.into()))?,
        starts_on: starts_on.parse().map_err(|e: jiff::Error| bad(4, e.into()))?,
        time_zone: r.get(5)?,
        mailed_week: r.get(6)?,
        unsubscribed: r.get(7)?,
        paused: r.get(8)?,
        created_at: r.get(9)?,
        active_at: r.get(10)?,
        last_visit_at: r.get(11)?,
        opened_weeks: r.get(12)?,
        business_name: r.get(13)?,
        email: r.get(14)?,
    })
}

/// A list index as SQLite stores it.
fn number(index: usize) -> i64 {
    i64::try_from(index).unwrap_or(i64::MAX)
}

/// A stored list index.
fn index(number: i64) -> usize {
    usize::try_from(number).unwrap_or(usize::MAX)
}

pub fn open(conn: &Connection, page: &NewPage<'_>, now: &str) -> rusqlite::Result<i64> {
    conn.prepare_cached(
        "INSERT INTO plan_pages (strategy_id, lead_id, token, plan, tasks_total, starts_on, time_zone, created_at, active_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
    )?
    .execute(params![
        page.strategy_id,
        page.lead_id,
        page.token,
        page.plan,
        i64::try_from(page.tasks_total).unwrap_or(i64::MAX),
        page.starts_on.to_string(),
        page.time_zone,
        now
    ])?;
    Ok(conn.last_insert_rowid())
}

/// The page behind `token`, unless the operator revoked it.
pub fn by_token(conn: &Connection, token: &str) -> rusqlite::Result<Option<Page>> {
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM plan_pages p JOIN leads l ON l.id = p.lead_id
         WHERE p.token = ?1 AND p.revoked_at IS NULL"
    ))?
    .query_row([token], from_row)
    .optional()
}

/// The id of the live page behind `token`.
pub fn id_of(conn: &Connection, token: &str) -> rusqlite::Result<Option<i64>> {
    conn.prepare_cached("SELECT id FROM plan_pages WHERE token = ?1 AND revoked_at IS NULL")?
        .query_row([token], |r| r.get(0))
        .optional()
}

/// (week, task) of every task ticked on page `id`.
pub fn ticks(conn: &Connection, id: i64) -> rusqlite::Result<Vec<(u8, usize)>> {
    conn.prepare_cached("SELECT week, task FROM plan_ticks WHERE page_id = ?1")?
        .query_map([id], |r| Ok((r.get(0)?, index(r.get(1)?))))?
        .collect()
}

/// Ticks or unticks a task. A tick also resumes Monday e-mails paused for want of one.
pub fn tick(
    conn: &Connection,
    id: i64,
    week: u8,
    task: usize,
    done: bool,
    now: &str,
) -> rusqlite::Result<()> {
    if done {
        conn.prepare_cached(
            "INSERT INTO plan_ticks (page_id, week, task, ticked_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT DO NOTHING",
        )?
        .execute(params![id, week, number(task), now])?;
        conn.prepare_cached(
            "UPDATE plan_pages SET paused_at = NULL, active_at = ?2 WHERE id = ?1",
        )?
        .execute(params![id, now])?;
    } else {
        conn.prepare_cached(
            "DELETE FROM plan_ticks WHERE page_id = ?1 AND week = ?2 AND task = ?3",
        )?
        .execute(params![id, week, number(task)])?;
    }
    Ok(())
}

/// (kpi, day, value) of every figure written on page `id`.
pub fn figures(conn: &Connection, id: i64) -> rusqlite::Result<Vec<(usize, u16, f64)>> {
    conn.prepare_cached("SELECT kpi, day, value FROM plan_figures WHERE page_id = ?1")?
        .query_map([id], |r| Ok((index(r.get(0)?), r.get(1)?, r.get(2)?)))?
        .collect()
}

/// Writes (or, with no value, clears) a KPI's figure at `day`.
pub fn figure(
    conn: &Connection,
    id: i64,
    kpi: usize,
    day: u16,
    value: Option<f64>,
    now: &str,
) -> rusqlite::Result<()> {
    match value {
        Some(value) => conn
            .prepare_cached(
                "INSERT INTO plan_figures (page_id, kpi, day, value, written_at) VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (page_id, kpi, day) DO UPDATE SET value = excluded.value, written_at = excluded.written_at",
            )?
            .execute(params![id, number(kpi), day, value, now])?,
        None => conn
            .prepare_cached("DELETE FROM plan_figures WHERE page_id = ?1 AND kpi = ?2 AND day = ?3")?
            .execute(params![id, number(kpi), day])?,
    };
    Ok(())
}

/// Counts a visit; `from_week` names the Monday e-mail it came from.
pub fn visit(conn: &Connection, id: i64, from_week: Option<u8>, now: &str) -> rusqlite::Result<()> {
    let bit = from_week.map_or(0_i64, |week| 1 << week);
    conn.prepare_cached(
        "UPDATE plan_pages SET visits = visits + 1, last_visit_at = ?2, opened_weeks = opened_weeks | ?3
         WHERE id = ?1",
    )?
    .execute(params![id, now, bit])?;
    Ok(())
}

/// Stops the Monday e-mails of the page behind `token`; false when there is none.
pub fn unsubscribe(conn: &Connection, token: &str, now: &str) -> rusqlite::Result<bool> {
    Ok(conn
        .prepare_cached(
            "UPDATE plan_pages SET unsubscribed_at = coalesce(unsubscribed_at, ?2)
             WHERE token = ?1 AND revoked_at IS NULL",
        )?
        .execute(params![token, now])?
        > 0)
}

/// Sends the Monday e-mails again (after a pause or an unsubscribe); false when no page.
pub fn resume(conn: &Connection, token: &str, now: &str) -> rusqlite::Result<bool> {
    Ok(conn
        .prepare_cached(
            "UPDATE plan_pages SET unsubscribed_at = NULL, paused_at = NULL, active_at = ?2
             WHERE token = ?1 AND revoked_at IS NULL",
        )?
        .execute(params![token, now])?
        > 0)
}

/// Revokes every live page of lead `lead_id`; how many there were.
pub fn revoke(conn: &Connection, lead_id: i64, actor: &str, now: &str) -> rusqlite::Result<usize> {
    conn.prepare_cached(
        "UPDATE plan_pages SET revoked_at = ?2, revoked_by = ?3 WHERE lead_id = ?1 AND revoked_at IS NULL",
    )?
    .execute(params![lead_id, now, actor])
}

/// Pages whose Monday e-mails may still go out: live, not stopped, not past week 13, and the
/// newest of their lead (a second plan sent to a founder takes over from the first).
pub fn mailable(conn: &Connection) -> rusqlite::Result<Vec<Page>> {
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM plan_pages p JOIN leads l ON l.id = p.lead_id
         WHERE p.revoked_at IS NULL AND p.unsubscribed_at IS NULL AND p.mailed_week < 13
           AND NOT EXISTS (SELECT 1 FROM plan_pages n WHERE n.lead_id = p.lead_id AND n.id > p.id)
         ORDER BY p.id"
    ))?
    .query_map([], from_row)?
    .collect()
}

/// Records week `week`'s e-mail as queued (or, with `paused`, the "still want these?" one).
pub fn mailed(
    conn: &Connection,
    id: i64,
    week: u8,
    paused: bool,
    now: &str,
) -> rusqlite::Result<()> {
    conn.prepare_cached(
        "UPDATE plan_pages SET mailed_week = ?2, mails_sent = mails_sent + 1,
             paused_at = CASE WHEN ?3 THEN ?4 ELSE paused_at END
         WHERE id = ?1",
    )?
    .execute(params![id, week, paused, now])?;
    Ok(())
}

/// Records week `week` as passed without an e-mail (the founder's e-mails are paused).
pub fn skipped(conn: &Connection, id: i64, week: u8) -> rusqlite::Result<()> {
    conn.prepare_cached("UPDATE plan_pages SET mailed_week = ?2 WHERE id = ?1")?
        .execute(params![id, week])?;
    Ok(())
}

/// Live pages (a founder's newest), and those whose founder ticked a task or opened the page
/// since `since`.
pub fn following(conn: &Connection, since: &str) -> rusqlite::Result<(i64, i64)> {
    conn.prepare_cached(
        "SELECT COUNT(*),
                COUNT(*) FILTER (WHERE p.last_visit_at >= ?1
                    OR EXISTS (SELECT 1 FROM plan_ticks t WHERE t.page_id = p.id AND t.ticked_at >= ?1))
         FROM plan_pages p WHERE p.revoked_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM plan_pages n WHERE n.lead_id = p.lead_id AND n.id > p.id)",
    )?
    .query_row([since], |r| Ok((r.get(0)?, r.get(1)?)))
}
