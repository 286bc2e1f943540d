//! The roadmap as iCalendar events: each week's focus and tasks on its Monday. The Pro
//! package attaches them as a file; a founder's plan page offers them as a feed their calendar
//! subscribes to, whose events keep their ids from one fetch to the next.

use icalendar::{Calendar, Component, Event, EventLike};
use jiff::civil::Date;

use crate::content::Currency;
use crate::plan::Plan;
use crate::plan::text::duration;

pub fn naive(day: Date) -> chrono::NaiveDate {
    chrono::NaiveDate::from_ymd_opt(i32::from(day.year()), day.month() as u32, day.day() as u32)
        .unwrap_or_default()
}

/// One line per task: "Write the offer (45 min, $0)".
fn task_lines(plan: &Plan, week: u8, currency: &Currency) -> Vec<String> {
    plan.roadmap
        .iter()
        .filter(|w| w.week == week)
        .flat_map(|w| w.tasks.iter())
        .map(|t| format!("{} ({}, {})", t.text, duration(t.minutes), currency.amount(t.cost_usd)))
        .collect()
}

/// Adds the roadmap's weeks (week 1 on `start`) to `calendar`, each with the id
/// `{uid}-week-{n}` when `uid` is given; `link` ends each description.
pub fn roadmap(
    calendar: &mut Calendar,
    plan: &Plan,
    start: Date,
    currency: &Currency,
    uid: Option<&str>,
    link: Option<&str>,
) {
    for week in &plan.roadmap {
        let mut description = task_lines(plan, week.week, currency).join("\n");
        if let Some(link) = link {
            description.push_str(&format!("\n\nTick them off: {link}"));
        }
        let mut event = Event::new();
        event
            .summary(&format!("Week {}: {}", week.week, week.focus))
            .description(&description)
            .all_day(naive(super::monday(start, week.week)));
        if let Some(uid) = uid {
            event.uid(&format!("{uid}-week-{}", week.week));
        }
        calendar.push(event.done());
    }
}

/// A subscribable feed of the roadmap of page `page_id`.
pub fn feed(
    business: &str,
    plan: &Plan,
    start: Date,
    currency: &Currency,
    host: &str,
    page_url: &str,
) -> String {
    let mut calendar = Calendar::new();
    calendar.name(&format!("{business}: 90-day marketing plan"));
    let uid = format!("plan-{}@{host}", start);
    roadmap(&mut calendar, plan, start, currency, Some(&uid), Some(page_url));
    calendar.done().to_string()
}
