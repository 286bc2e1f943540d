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

/// Stores a lead unless the same answers arrived from the same address within
/// `DUPLICATE_WINDOW` of `now`.
pub fn insert(conn: &Connection, lead: &NewLead, now: jiff::Timestamp) -> rusqlite::Result<Inserted> {
    let fingerprint = fingerprint(lead);
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

/// Leads stored so far, and those created at or after `since` (a stored timestamp).
pub fn counts(conn: &Connection, since: &str) -> rusqlite::Result<(i64, i64)> {
    let total: i64 = conn.prepare_cached("SELECT COUNT(*) FROM leads")?.query_row([], |row| row.get(0))?;
    let today: i64 = conn
        .prepare_cached("SELECT COUNT(*) FROM leads WHERE created_at >= ?1")?
        .query_row([since], |row| row.get(0))?;
    Ok((total, today))
}

fn json_list<T: serde::Serialize>(items: &[T]) -> String {
    serde_json::to_string(items).expect("enumeration lists serialise")
}

/// A stable digest (64-bit FNV-1a) of the answers.
fn fingerprint(lead: &NewLead) -> String {
    let canonical = serde_json::to_vec(lead).expect("a lead serialises");
    let hash = canonical.iter().fold(0xcbf2_9ce4_8422_2325_u64, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}
