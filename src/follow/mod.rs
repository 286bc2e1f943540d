//! A plan the founder follows for its 13 weeks: a private page at `/plan/{token}` (the link in
//! the plan e-mail) with this week's tasks to tick off, the weeks' progress and the KPIs'
//! figures; a short e-mail each Monday in the founder's time zone; the roadmap as a calendar
//! feed; and, for the operator, each lead's progress.
//!
//! A page opens when a strategist sends a plan that has plan data, and keeps the plan as sent:
//! the data with the strategist's edits read back (`plan::read_back`), so the page and the
//! e-mails show the tasks as the founder read them.

pub mod admin;
pub mod api;
pub mod calendar;
pub mod monday;
pub mod page;
pub mod repo;
pub mod serve;
pub mod zone;

#[cfg(test)]
mod tests;

use jiff::ToSpan;
use jiff::civil::Date;

use crate::leads::model::NewLead;
use crate::plan::Plan;

/// Weeks a plan runs.
pub const WEEKS: u8 = 13;

/// What a page opens with when its plan is sent.
pub struct Opening {
    pub token: String,
    /// The plan as sent, as JSON.
    pub plan: String,
    pub tasks_total: usize,
    pub starts_on: Date,
    pub time_zone: String,
}

/// The page for `plan` sent today as `text` to the founder of `lead`, drafted at `drafted_at`
/// (RFC 3339), in the founder's zone or `fallback_zone`.
pub fn opening(
    plan: &Plan,
    text: &str,
    lead: &NewLead,
    drafted_at: &str,
    fallback_zone: &str,
) -> Opening {
    let mut plan = plan.clone();
    crate::plan::read_back::read_back(text, &mut plan);
    let today = jiff::Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC).date();
    let drafted = drafted_at
        .parse::<jiff::Timestamp>()
        .map_or(today, |at| at.to_zoned(jiff::tz::TimeZone::UTC).date());
    Opening {
        token: crate::http::link_token::random(),
        tasks_total: plan.tasks().count(),
        plan: serde_json::to_string(&plan).unwrap_or_default(),
        starts_on: starts_on(drafted, today),
        time_zone: zone::of(lead, fallback_zone),
    }
}

/// The Monday a plan drafted on `drafted` and sent on `sent` begins: its own week 1 (the
/// Monday after the draft, as its dates were written), unless that week is already over, when
/// the founder starts at week 1 on the Monday after the send rather than weeks in.
pub fn starts_on(drafted: Date, sent: Date) -> Date {
    let planned = crate::plan::holidays::first_monday(drafted);
    match week_of(planned, sent) {
        0 | 1 => planned,
        _ => crate::plan::holidays::first_monday(sent),
    }
}

/// The plan week `today` falls in: 0 before week 1, `WEEKS + 1` after the last.
pub fn week_of(starts_on: Date, today: Date) -> u8 {
    if today < starts_on {
        return 0;
    }
    let days = starts_on.until(today).map_or(0, |span| span.get_days());
    u8::try_from(days / 7 + 1).unwrap_or(u8::MAX).min(WEEKS + 1)
}

/// The Monday week `week` begins on.
pub fn monday(starts_on: Date, week: u8) -> Date {
    starts_on.checked_add((i64::from(week.saturating_sub(1)) * 7).days()).unwrap_or(starts_on)
}

/// "Dec 14 – Dec 20": the days of week `week`.
pub fn dates(starts_on: Date, week: u8) -> String {
    let first = monday(starts_on, week);
    let last = first.checked_add(6.days()).unwrap_or(first);
    format!("{} – {}", first.strftime("%b %-d"), last.strftime("%b %-d"))
}

/// "45 min · €20": a task's time and cost.
pub fn task_meta(task: &crate::plan::model::Task, currency: &crate::content::Currency) -> String {
    let time = crate::plan::text::duration(task.minutes);
    match task.cost_usd {
        0 => time,
        cost => format!("{time} · {}", currency.amount(cost)),
    }
}
