//! SQL for strategies. Every transition is one conditional UPDATE, so the state machine holds
//! whatever the number of concurrent clicks, and each one records who did it.

use rusqlite::{Connection, OptionalExtension, params};

use super::model::{Effort, PreviousSend, Status, Strategy, StrategyEvent, StrategyLead};

const COLUMNS: &str =
    "s.id, s.lead_id, s.status, s.strategy, s.generator, s.created_at, s.created_by, s.reviewed_at,
    s.reviewed_by, s.reject_reason, s.sent_at, s.sent_by, l.business_name, l.email, l.business_type,
    l.business_stage, l.primary_goal, l.created_at, s.plan, s.generator_note, s.rounds, s.tokens_in,
    s.tokens_out, s.duration_ms";

fn from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Strategy> {
    Ok(Strategy {
        id: r.get(0)?,
        lead_id: r.get(1)?,
        status: r.get(2)?,
        strategy: r.get(3)?,
        generator: r.get(4)?,
        created_at: r.get(5)?,
        created_by: r.get(6)?,
        reviewed_at: r.get(7)?,
        reviewed_by: r.get(8)?,
        reject_reason: r.get(9)?,
        sent_at: r.get(10)?,
        sent_by: r.get(11)?,
        lead: StrategyLead {
            business_name: r.get(12)?,
            email: r.get(13)?,
            business_type: r.get(14)?,
            business_stage: r.get(15)?,
            primary_goal: r.get(16)?,
            created_at: r.get(17)?,
        },
        plan: r
            .get::<_, Option<String>>(18)?
            .map(|json| serde_json::from_str(&json))
            .transpose()
            .map_err(|e| {
            rusqlite::Error::FromSqlConversionFailure(18, rusqlite::types::Type::Text, e.into())
        })?,
        checks: None,
        generator_note: r.get(19)?,
        // Drafts stored before the effort was recorded have no time.
        effort: r
            .get::<_, Option<u32>>(23)?
            .map(|millis| -> rusqlite::Result<Effort> {
                Ok(Effort {
                    rounds: r.get(20)?,
                    tokens_in: r.get(21)?,
                    tokens_out: r.get(22)?,
                    millis,
                })
            })
            .transpose()?,
        edited: None,
        apart: None,
        checked_rules: None,
        unchecked_rules: None,
        recognition: None,
        previous_send: None,
        events: None,
    })
}

pub fn get(conn: &Connection, id: i64) -> rusqlite::Result<Option<Strategy>> {
    conn.prepare_cached(&format!(
        "SELECT {COLUMNS} FROM strategies s JOIN leads l ON l.id = s.lead_id WHERE s.id = ?1"
    ))?
    .query_row([id], from_row)
    .optional()
}

/// One page of the strategies awaiting review or sending, oldest first, and how many there
/// are in all.
pub fn pending(
    conn: &Connection,
    page: u32,
    page_size: u32,
) -> rusqlite::Result<(Vec<Strategy>, i64)> {
    page_of(conn, &[Status::PendingReview, Status::Approved], "ASC", page, page_size)
}

/// One page of the strategies in `statuses`, newest first, and how many there are in all.
pub fn list(
    conn: &Connection,
    statuses: &[Status],
    page: u32,
    page_size: u32,
) -> rusqlite::Result<(Vec<Strategy>, i64)> {
    page_of(conn, statuses, "DESC", page, page_size)
}

/// One page of the strategies in `statuses` by id (`order` is ASC or DESC), and their count.
fn page_of(
    conn: &Connection,
    statuses: &[Status],
    order: &str,
    page: u32,
    page_size: u32,
) -> rusqlite::Result<(Vec<Strategy>, i64)> {
    // The statuses are the enum's own words, never the client's text.
    let among = statuses.iter().map(|s| format!("'{}'", s.as_str())).collect::<Vec<_>>().join(", ");
    let total: i64 = conn
        .prepare_cached(&format!("SELECT COUNT(*) FROM strategies WHERE status IN ({among})"))?
        .query_row([], |r| r.get(0))?;
    let offset = i64::from(page.saturating_sub(1)) * i64::from(page_size);
    let rows = conn
        .prepare_cached(&format!(
            "SELECT {COLUMNS} FROM strategies s JOIN leads l ON l.id = s.lead_id
             WHERE s.status IN ({among}) ORDER BY s.id {order} LIMIT ?1 OFFSET ?2"
        ))?
        .query_map(params![page_size, offset], from_row)?
        .collect::<Result<_, _>>()?;
    Ok((rows, total))
}

/// Every strategy of lead `lead_id`, newest first, each with what was done to it.
pub fn history(conn: &Connection, lead_id: i64) -> rusqlite::Result<Vec<Strategy>> {
    let mut rows: Vec<Strategy> = conn
        .prepare_cached(&format!(
            "SELECT {COLUMNS} FROM strategies s JOIN leads l ON l.id = s.lead_id
             WHERE s.lead_id = ?1 ORDER BY s.id DESC"
        ))?
        .query_map([lead_id], from_row)?
        .collect::<Result<_, _>>()?;
    for row in &mut rows {
        row.events = Some(history_of(conn, row.id)?);
    }
    Ok(rows)
}

/// What was done to strategy `id`, oldest first.
pub fn history_of(conn: &Connection, id: i64) -> rusqlite::Result<Vec<StrategyEvent>> {
    conn.prepare_cached(
        "SELECT action, actor, at, detail FROM strategy_events WHERE strategy_id = ?1 ORDER BY id",
    )?
    .query_map([id], |r| {
        Ok(StrategyEvent { action: r.get(0)?, actor: r.get(1)?, at: r.get(2)?, detail: r.get(3)? })
    })?
    .collect()
}

/// The newest plan sent to the address of lead `lead_id`, other than strategy `except`.
pub fn sent_to_address(
    conn: &Connection,
    lead_id: i64,
    except: i64,
) -> rusqlite::Result<Option<PreviousSend>> {
    conn.prepare_cached(
        "SELECT s.id, s.sent_at, s.sent_by FROM leads me
         JOIN leads l ON l.email = me.email
         JOIN strategies s ON s.lead_id = l.id
         WHERE me.id = ?1 AND s.status = 'sent' AND s.id != ?2
         ORDER BY s.sent_at DESC, s.id DESC LIMIT 1",
    )?
    .query_row(params![lead_id, except], |r| {
        Ok(PreviousSend { strategy_id: r.get(0)?, sent_at: r.get(1)?, sent_by: r.get(2)? })
    })
    .optional()
}

fn event(
    conn: &Connection,
    id: i64,
    action: &str,
    actor: &str,
    now: &str,
    detail: Option<&str>,
) -> rusqlite::Result<()> {
    conn.prepare_cached("INSERT INTO strategy_events (strategy_id, action, actor, at, detail) VALUES (?1, ?2, ?3, ?4, ?5)")?
        .execute(params![id, action, actor, now, detail])?;
    Ok(())
}

/// A draft to store: the text, the plan as JSON where there is one, who wrote it and why the
/// built-in planner did when another generator was asked.
pub struct NewDraft<'a> {
    pub text: &'a str,
    pub plan: Option<&'a str>,
    pub generator: &'a str,
    pub note: Option<&'a str>,
    pub effort: Effort,
    /// The Pro package's copy, as JSON.
    pub pro_copy: Option<&'a str>,
}

/// Stores a fresh draft for `lead_id`; older drafts still pending review are rejected as
/// replaced, and the lead is marked as having a plan.
pub fn insert_draft(
    conn: &Connection,
    lead_id: i64,
    draft: &NewDraft<'_>,
    actor: &str,
    now: &str,
) -> rusqlite::Result<i64> {
    let replaced: Vec<i64> = conn
        .prepare_cached(
            "UPDATE strategies SET status = 'rejected', reviewed_at = ?2, reviewed_by = ?3,
                    reject_reason = 'Replaced by a newer draft', updated_at = ?2
             WHERE lead_id = ?1 AND status = 'pending_review' RETURNING id",
        )?
        .query_map(params![lead_id, now, actor], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    for id in replaced {
        event(conn, id, "rejected", actor, now, Some("Replaced by a newer draft"))?;
    }
    conn.prepare_cached(
        "INSERT INTO strategies (lead_id, status, strategy, plan, generator, generator_note, created_at, created_by, updated_at,
                                 rounds, tokens_in, tokens_out, duration_ms, pro_copy)
         VALUES (?1, 'pending_review', ?2, ?3, ?4, ?5, ?6, ?7, ?6, ?8, ?9, ?10, ?11, ?12)",
    )?
    .execute(params![
        lead_id,
        draft.text,
        draft.plan,
        draft.generator,
        draft.note,
        now,
        actor,
        draft.effort.rounds,
        draft.effort.tokens_in,
        draft.effort.tokens_out,
        draft.effort.millis,
        draft.pro_copy
    ])?;
    let id = conn.last_insert_rowid();
    event(conn, id, "generated", actor, now, Some(draft.generator))?;
    crate::leads::repo::mark_plan_generated(conn, lead_id)?;
    Ok(id)
}

/// Outcome of a transition attempt.
pub enum Transition {
    Done,
    NotFound,
    /// The strategy exists but is in this other state.
    WrongState(Status),
    /// Another plan already went to the same address, and no reason was given to send this one.
    AlreadySent(PreviousSend),
}

fn check(conn: &Connection, id: i64, changed: usize) -> rusqlite::Result<Transition> {
    if changed > 0 {
        return Ok(Transition::Done);
    }
    let status: Option<Status> = conn
        .prepare_cached("SELECT status FROM strategies WHERE id = ?1")?
        .query_row([id], |r| r.get(0))
        .optional()?;
    Ok(status.map_or(Transition::NotFound, Transition::WrongState))
}

pub fn approve(conn: &Connection, id: i64, actor: &str, now: &str) -> rusqlite::Result<Transition> {
    let changed = conn.execute(
        "UPDATE strategies SET status = 'approved', reviewed_at = ?2, reviewed_by = ?3, updated_at = ?2
         WHERE id = ?1 AND status = 'pending_review'",
        params![id, now, actor],
    )?;
    if changed > 0 {
        event(conn, id, "approved", actor, now, None)?;
    }
    check(conn, id, changed)
}

pub fn reject(
    conn: &Connection,
    id: i64,
    reason: &str,
    actor: &str,
    now: &str,
) -> rusqlite::Result<Transition> {
    let changed = conn.execute(
        "UPDATE strategies SET status = 'rejected', reviewed_at = ?2, reviewed_by = ?3, reject_reason = ?4, updated_at = ?2
         WHERE id = ?1 AND status = 'pending_review'",
        params![id, now, actor, reason],
    )?;
    if changed > 0 {
        event(conn, id, "rejected", actor, now, Some(reason))?;
    }
    check(conn, id, changed)
}

/// Replaces a draft's text, and reads it back into the plan's data where it can
/// (`plan::read_back`): the positioning, the keywords and the content ideas' titles, which the
/// Pro package's copy follows.
pub fn edit(
    conn: &Connection,
    id: i64,
    text: &str,
    actor: &str,
    now: &str,
) -> rusqlite::Result<Transition> {
    let (plan_json, copy_json) = super::follow::edited(conn, id, text)?;
    let changed = conn.execute(
        "UPDATE strategies SET strategy = ?2, updated_at = ?3, plan = ?4, pro_copy = ?5
         WHERE id = ?1 AND status = 'pending_review'",
        params![id, text, now, plan_json, copy_json],
    )?;
    if changed > 0 {
        event(conn, id, "edited", actor, now, None)?;
    }
    check(conn, id, changed)
}

/// Marks an approved strategy sent, unless another plan already went to the same address and
/// no `reason` is given (recorded with the send when one is). The caller queues the e-mail in
/// the same transaction.
pub fn mark_sent(
    conn: &Connection,
    id: i64,
    actor: &str,
    now: &str,
    reason: Option<&str>,
) -> rusqlite::Result<Transition> {
    let lead: Option<i64> = conn
        .prepare_cached("SELECT lead_id FROM strategies WHERE id = ?1 AND status = 'approved'")?
        .query_row([id], |r| r.get(0))
        .optional()?;
    if let Some(lead) = lead
        && reason.is_none()
        && let Some(previous) = sent_to_address(conn, lead, id)?
    {
        return Ok(Transition::AlreadySent(previous));
    }
    let detail = reason.map(|r| format!("Second plan to this address: {r}"));
    let changed = conn.execute(
        "UPDATE strategies SET status = 'sent', sent_at = ?2, sent_by = ?3, updated_at = ?2
         WHERE id = ?1 AND status = 'approved'",
        params![id, now, actor],
    )?;
    if changed > 0 {
        event(conn, id, "sent", actor, now, detail.as_deref())?;
    }
    check(conn, id, changed)
}

/// (action, actor) of every event of strategy `id`, in order.
pub fn events(conn: &Connection, id: i64) -> rusqlite::Result<Vec<(String, String)>> {
    conn.prepare_cached(
        "SELECT action, actor FROM strategy_events WHERE strategy_id = ?1 ORDER BY id",
    )?
    .query_map([id], |r| Ok((r.get(0)?, r.get(1)?)))?
    .collect()
}

/// The newest plan a strategist approved (or sent) for `lead_id`: its text as they left it, and
/// the plan data (JSON) it was drafted from, when there is any.
/// The plan a package for `lead_id` is built on: the newest a strategist approved, else the
/// newest draft awaiting review.
pub struct ForPackage {
    pub approved: bool,
    pub text: String,
    /// The plan as JSON.
    pub plan: Option<String>,
    /// The Pro package's copy as JSON.
    pub pro_copy: Option<String>,
    /// When it was drafted (RFC 3339, UTC): its week 1 is the Monday after.
    pub created_at: String,
}

pub fn for_package(conn: &Connection, lead_id: i64) -> rusqlite::Result<Option<ForPackage>> {
    conn.prepare_cached(
        "SELECT status IN ('approved', 'sent'), strategy, plan, pro_copy, created_at FROM strategies
         WHERE lead_id = ?1 AND status IN ('approved', 'sent', 'pending_review')
         ORDER BY status IN ('approved', 'sent') DESC, id DESC LIMIT 1",
    )?
    .query_row([lead_id], |r| {
        Ok(ForPackage {
            approved: r.get(0)?,
            text: r.get(1)?,
            plan: r.get(2)?,
            pro_copy: r.get(3)?,
            created_at: r.get(4)?,
        })
    })
    .optional()
}

/// Automatic drafts `generator` wrote since midnight UTC.
pub fn automatic_drafts_today(conn: &Connection, generator: &str) -> rusqlite::Result<i64> {
    conn.prepare_cached(
        "SELECT COUNT(*) FROM strategies WHERE created_by = 'system' AND generator = ?1 AND created_at >= date('now')",
    )?
    .query_row([generator], |r| r.get(0))
}
