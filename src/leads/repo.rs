//! SQL for leads. Functions take a connection so callers choose the transaction.

use rusqlite::{Connection, OptionalExtension, params};

use super::model::NewLead;

/// A second identical submission from the same address within this window is the same lead
/// (a double click, a resent request), not a new one.
pub const DUPLICATE_WINDOW: jiff::SignedDuration = jiff::SignedDuration::from_mins(10);

pub enum Inserted {
    New(i64),
    Duplicate(i64),
}

impl Inserted {
    pub fn id(&self) -> i64 {
        match self {
            Self::New(id) | Self::Duplicate(id) => *id,
        }
    }
}

/// Stores a lead unless the same answers (`fingerprint(lead)`) arrived from the same address
/// within `DUPLICATE_WINDOW` of `now`.
pub fn insert(
    conn: &Connection,
    lead: &NewLead,
    fingerprint: &str,
    now: jiff::Timestamp,
) -> rusqlite::Result<Inserted> {
    let created_at = crate::db::format_timestamp(now);
    let window_start = crate::db::format_timestamp(now - DUPLICATE_WINDOW);
    let existing: Option<i64> = conn
        .prepare_cached(
            "SELECT id FROM leads WHERE email = ?1 AND created_at >= ?2 AND fingerprint = ?3
             ORDER BY id DESC LIMIT 1",
        )?
        .query_row(params![lead.email, window_start, fingerprint], |row| row.get(0))
        .optional()?;
    if let Some(id) = existing {
        return Ok(Inserted::Duplicate(id));
    }
    conn.prepare_cached(
        "INSERT INTO leads (
            business_name, business_type, sell_location, specific_location, business_offering,
            business_stage, website, ideal_customer, problem_solved, success_vision, primary_goal,
            time_available, marketing_budget, brand_tone, marketing_support, platforms,
            marketing_challenges, other_challenge, current_marketing, email, created_at, fingerprint
        ) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21, ?22)",
    )?
    .execute(params![
        lead.business_name,
        lead.business_type.as_str(),
        lead.sell_location.as_str(),
        lead.specific_location,
        lead.business_offering,
        lead.business_stage.as_str(),
        lead.website,
        lead.ideal_customer,
        lead.problem_solved,
        lead.success_vision,
        lead.primary_goal.as_str(),
        lead.time_available.as_str(),
        lead.marketing_budget.as_str(),
        lead.brand_tone.as_str(),
        lead.marketing_support.as_str(),
        json_list(&lead.platforms),
        json_list(&lead.marketing_challenges),
        lead.other_challenge,
        json_list(&lead.current_marketing),
        lead.email,
        created_at,
        fingerprint,
    ])?;
    Ok(Inserted::New(conn.last_insert_rowid()))
}

/// Leads stored so far.
pub fn total(conn: &Connection) -> rusqlite::Result<i64> {
    conn.prepare_cached("SELECT COUNT(*) FROM leads")?.query_row([], |row| row.get(0))
}

/// Leads stored so far, and those created at or after `since` (a stored timestamp).
pub fn counts(conn: &Connection, since: &str) -> rusqlite::Result<(i64, i64)> {
    let total = total(conn)?;
    let today: i64 = conn
        .prepare_cached("SELECT COUNT(*) FROM leads WHERE created_at >= ?1")?
        .query_row([since], |row| row.get(0))?;
    Ok((total, today))
}

fn json_list<T: serde::Serialize>(items: &[T]) -> String {
    serde_json::to_string(items).expect("enumeration lists serialise")
}

/// A stable digest (64-bit FNV-1a) of the answers.
pub fn fingerprint(lead: &NewLead) -> String {
    let canonical = serde_json::to_vec(lead).expect("a lead serialises");
    let hash = canonical.iter().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}

/// A stored lead with its answers.
/// A lead's newest plan page (`follow`), as the admin's list reads it.
#[derive(Debug, Clone, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlanPageRow {
    pub token: String,
    pub starts_on: String,
    pub total: i64,
    pub ticked: i64,
    pub visits: i64,
    pub last_visit_at: Option<String>,
    pub mails_sent: i64,
    /// Bit N: the page was opened from week N's e-mail.
    pub opened_weeks: i64,
    pub mailed_week: u8,
    /// 1 when the founder stopped the Monday e-mails (SQLite's JSON has no booleans).
    pub unsubscribed: u8,
    /// 1 when they are paused after three quiet weeks.
    pub paused: u8,
    pub revoked_at: Option<String>,
}

#[derive(Debug, Clone)]
pub struct Lead {
    pub id: i64,
    pub answers: NewLead,
    pub plan_generated: bool,
    pub created_at: String,
    /// When a plan was last sent, if ever.
    pub plan_sent_at: Option<String>,
    /// Status of the newest strategy, if any.
    pub latest_strategy_status: Option<String>,
    /// The newest plan page's state, as JSON (`PlanPageRow`), if a plan with one was sent.
    pub plan_page: Option<PlanPageRow>,
}

const LEAD_COLUMNS: &str = "l.id, l.business_name, l.business_type, l.sell_location, l.specific_location,
    l.business_offering, l.business_stage, l.website, l.ideal_customer, l.problem_solved, l.success_vision,
    l.primary_goal, l.time_available, l.marketing_budget, l.brand_tone, l.marketing_support, l.platforms,
    l.marketing_challenges, l.other_challenge, l.current_marketing, l.email, l.plan_generated, l.created_at,
    (SELECT MAX(s.sent_at) FROM strategies s WHERE s.lead_id = l.id),
    (SELECT s.status FROM strategies s WHERE s.lead_id = l.id ORDER BY s.id DESC LIMIT 1),
    (SELECT json_object('token', p.token, 'startsOn', p.starts_on, 'total', p.tasks_total,
        'ticked', (SELECT COUNT(*) FROM plan_ticks t WHERE t.page_id = p.id), 'visits', p.visits,
        'lastVisitAt', p.last_visit_at, 'mailsSent', p.mails_sent, 'openedWeeks', p.opened_weeks,
        'mailedWeek', p.mailed_week, 'unsubscribed', p.unsubscribed_at IS NOT NULL,
        'paused', p.paused_at IS NOT NULL, 'revokedAt', p.revoked_at)
     FROM plan_pages p WHERE p.lead_id = l.id ORDER BY p.id DESC LIMIT 1)";

fn lead_from_row(row: &rusqlite::Row<'_>) -> rusqlite::Result<Lead> {
    fn list<T: serde::de::DeserializeOwned>(
        row: &rusqlite::Row<'_>,
        i: usize,
    ) -> rusqlite::Result<Vec<T>> {
        let text: String = row.get(i)?;
        serde_json::from_str(&text).map_err(|e| {
            rusqlite::Error::FromSqlConversionFailure(i, rusqlite::types::Type::Text, Box::new(e))
        })
    }
    Ok(Lead {
        id: row.get(0)?,
        answers: NewLead {
            business_name: row.get(1)?,
            business_type: row.get(2)?,
            sell_location: row.get(3)?,
            specific_location: row.get(4)?,
            business_offering: row.get(5)?,
            business_stage: row.get(6)?,
            website: row.get(7)?,
            ideal_customer: row.get(8)?,
            problem_solved: row.get(9)?,
            success_vision: row.get(10)?,
            primary_goal: row.get(11)?,
            time_available: row.get(12)?,
            marketing_budget: row.get(13)?,
            brand_tone: row.get(14)?,
            marketing_support: row.get(15)?,
            platforms: list(row, 16)?,
            marketing_challenges: list(row, 17)?,
            other_challenge: row.get(18)?,
            current_marketing: list(row, 19)?,
            email: row.get(20)?,
        },
        plan_generated: row.get(21)?,
        created_at: row.get(22)?,
        plan_sent_at: row.get(23)?,
        latest_strategy_status: row.get(24)?,
        plan_page: row
            .get::<_, Option<String>>(25)?
            .map(|json| serde_json::from_str(&json))
            .transpose()
            .map_err(|e| {
                rusqlite::Error::FromSqlConversionFailure(25, rusqlite::types::Type::Text, e.into())
            })?,
    })
}

pub fn get(conn: &Connection, id: i64) -> rusqlite::Result<Option<Lead>> {
    conn.prepare_cached(&format!("SELECT {LEAD_COLUMNS} FROM leads l WHERE l.id = ?1"))?
        .query_row([id], lead_from_row)
        .optional()
}

/// One page of leads, newest first, optionally only those whose name or e-mail contains
/// `search`; and how many match in all.
pub fn page(
    conn: &Connection,
    search: Option<&str>,
    page: u32,
    page_size: u32,
) -> rusqlite::Result<(Vec<Lead>, i64)> {
    let offset = i64::from(page.saturating_sub(1)) * i64::from(page_size);
    let Some(search) = search else {
        // The common case walks the primary key backwards: no filter to evaluate.
        let total: i64 =
            conn.prepare_cached("SELECT COUNT(*) FROM leads")?.query_row([], |r| r.get(0))?;
        let leads = conn
            .prepare_cached(&format!(
                "SELECT {LEAD_COLUMNS} FROM leads l ORDER BY l.id DESC LIMIT ?1 OFFSET ?2"
            ))?
            .query_map(params![page_size, offset], lead_from_row)?
            .collect::<Result<_, _>>()?;
        return Ok((leads, total));
    };
    let pattern = like_pattern(search);
    let filter = "(l.business_name LIKE ?1 ESCAPE '\\' OR l.email LIKE ?1 ESCAPE '\\')";
    let total: i64 = conn
        .prepare_cached(&format!("SELECT COUNT(*) FROM leads l WHERE {filter}"))?
        .query_row([&pattern], |r| r.get(0))?;
    let leads = conn
        .prepare_cached(&format!("SELECT {LEAD_COLUMNS} FROM leads l WHERE {filter} ORDER BY l.id DESC LIMIT ?2 OFFSET ?3"))?
        .query_map(params![pattern, page_size, offset], lead_from_row)?
        .collect::<Result<_, _>>()?;
    Ok((leads, total))
}

/// `LIKE` pattern (with `ESCAPE '\\'`) matching text that contains `search` literally.
fn like_pattern(search: &str) -> String {
    format!("%{}%", search.replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_"))
}

/// Which leads an export takes: those whose name or e-mail contains `search`, created on or
/// after `since` (an RFC 3339 timestamp).
#[derive(Debug, Clone, Default)]
pub struct ExportFilter {
    pub search: Option<String>,
    pub since: Option<String>,
}

/// Up to `limit` leads with an id above `after`, oldest first: one batch of an export.
pub fn export_batch(
    conn: &Connection,
    filter: &ExportFilter,
    after: i64,
    limit: u32,
) -> rusqlite::Result<Vec<Lead>> {
    let pattern = filter.search.as_deref().map(like_pattern);
    conn.prepare_cached(&format!(
        "SELECT {LEAD_COLUMNS} FROM leads l
         WHERE l.id > ?1
           AND (?2 IS NULL OR l.business_name LIKE ?2 ESCAPE '\\' OR l.email LIKE ?2 ESCAPE '\\')
           AND (?3 IS NULL OR l.created_at >= ?3)
         ORDER BY l.id LIMIT ?4"
    ))?
    .query_map(params![after, pattern, filter.since, limit], lead_from_row)?
    .collect()
}

/// Leads that have no draft yet, oldest first.
pub fn without_plan(conn: &Connection, limit: usize) -> rusqlite::Result<Vec<Lead>> {
    conn.prepare_cached(&format!(
        "SELECT {LEAD_COLUMNS} FROM leads l WHERE l.plan_generated = 0 ORDER BY l.id LIMIT ?1"
    ))?
    .query_map([limit as i64], lead_from_row)?
    .collect()
}

/// Whether lead `id` has a plan; a lead that no longer exists has none to be given.
pub fn plan_generated(conn: &Connection, id: i64) -> rusqlite::Result<bool> {
    conn.prepare_cached("SELECT plan_generated FROM leads WHERE id = ?1")?
        .query_row([id], |row| row.get(0))
        .optional()
        .map(|found| found.unwrap_or(true))
}

pub fn mark_plan_generated(conn: &Connection, id: i64) -> rusqlite::Result<()> {
    conn.prepare_cached("UPDATE leads SET plan_generated = 1 WHERE id = ?1")?.execute([id])?;
    Ok(())
}

/// Rows for tests of what hangs off a lead.
#[cfg(test)]
pub mod seed {
    use rusqlite::{Connection, params};

    /// A lead with fixed answers, named `name`, at `email`.
    pub fn lead(conn: &Connection, id: i64, name: &str, email: &str) {
        conn.execute(
            "INSERT INTO leads (id, business_name, business_type, sell_location, business_offering, business_stage, ideal_customer,
                problem_solved, primary_goal, time_available, marketing_budget, brand_tone, marketing_support, platforms,
                marketing_challenges, current_marketing, email, created_at, fingerprint)
             VALUES (?1, ?2, 'other', 'locally', 'Tiles', 'launched', 'Owners', 'Old tiles', 'get-first-customers',
                '3-5-hours', '50-200', 'friendly', 'some-help', '[]', '[]', '[]', ?3, 'x', 'f' || ?1)",
            params![id, name, email],
        )
        .unwrap();
    }

    /// A plan sent to lead `lead`.
    pub fn sent_plan(conn: &Connection, id: i64, lead: i64) {
        conn.execute(
            "INSERT INTO strategies (id, lead_id, status, strategy, generator, created_at, created_by, updated_at)
             VALUES (?1, ?2, 'sent', '# Plan', 'built-in planner', 'x', 'system', 'x')",
            params![id, lead],
        )
        .unwrap();
    }
}
