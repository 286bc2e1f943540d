//! The package's calendar as files a founder imports: an iCalendar (`.ics`) file with the
//! roadmap's thirteen weeks (each week's focus and tasks on its Monday) and the first four
//! weeks' posts on their days, and the same as a CSV for a spreadsheet.

use icalendar::{Calendar, Component, Event, EventLike};
use jiff::ToSpan;
use jiff::civil::Date;

use super::calendar::Slot;
use crate::content::Currency;
use crate::plan::Plan;
use crate::plan::text::duration;

/// A file sent with the package.
pub struct File {
    pub name: &'static str,
    pub content_type: &'static str,
    pub text: String,
}

/// The Monday week `week` (1–13) of the roadmap starts on, the roadmap starting at `start`.
fn monday(start: Date, week: u8) -> Date {
    start.checked_add((i64::from(week.saturating_sub(1)) * 7).days()).unwrap_or(start)
}

fn naive(day: Date) -> chrono::NaiveDate {
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

pub fn ics(
    business: &str,
    plan: &Plan,
    slots: &[Slot<'_>],
    start: Date,
    currency: &Currency,
) -> File {
    let mut calendar = Calendar::new();
    calendar.name(&format!("{business}: 90-day marketing plan"));
    for week in &plan.roadmap {
        let event = Event::new()
            .summary(&format!("Week {}: {}", week.week, week.focus))
            .description(&task_lines(plan, week.week, currency).join("\n"))
            .all_day(naive(monday(start, week.week)))
            .done();
        calendar.push(event);
    }
    for slot in slots {
        let event = Event::new()
            .summary(&format!(
                "{}: {}{}",
                slot.outlet.name(),
                if slot.again { "again: " } else { "" },
                slot.idea.title
            ))
            .description(&format!("Post ({}), from your content ideas.", slot.idea.format))
            .all_day(naive(slot.day))
            .done();
        calendar.push(event);
    }
    File {
        name: "marketing-calendar.ics",
        content_type: "text/calendar",
        text: calendar.done().to_string(),
    }
}

pub fn csv(plan: &Plan, slots: &[Slot<'_>], start: Date, currency: &Currency) -> File {
    let mut out = ::csv::Writer::from_writer(Vec::new());
    let cost = format!("Cost ({})", currency.code);
    let _ = out.write_record(["Date", "Week", "What", "Channel", "Minutes", cost.as_str()]);
    for week in &plan.roadmap {
        let day = monday(start, week.week).to_string();
        for task in &week.tasks {
            let channel = task.channel.map(|c| c.name()).unwrap_or_default();
            let _ = out.write_record([
                day.as_str(),
                &week.week.to_string(),
                &task.text,
                channel,
                &task.minutes.to_string(),
                &task.cost_usd.to_string(),
            ]);
        }
    }
    for slot in slots {
        let week = (slot.day.since(start).map_or(0, |span| span.get_days()) / 7 + 1).to_string();
        let _ = out.write_record([
            slot.day.to_string().as_str(),
            &week,
            &format!("{}: {}", if slot.again { "Post again" } else { "Post" }, slot.idea.title),
            slot.outlet.name(),
            "",
            "",
        ]);
    }
    let bytes = out.into_inner().unwrap_or_default();
    File {
        name: "marketing-calendar.csv",
        content_type: "text/csv",
        text: String::from_utf8(bytes).unwrap_or_default(),
    }
}
