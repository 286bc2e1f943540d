//! The package's calendar as files a founder imports: an iCalendar (`.ics`) file with the
//! roadmap's thirteen weeks (each week's focus and tasks on its Monday) and the first four
//! weeks' posts on their days, and the same as a CSV for a spreadsheet.

use icalendar::{Calendar, Component, Event, EventLike};
use jiff::civil::Date;

use super::calendar::Slot;
use crate::content::Currency;
use crate::plan::Plan;

/// A file sent with the package.
pub struct File {
    pub name: &'static str,
    pub content_type: &'static str,
    pub text: String,
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
    crate::follow::calendar::roadmap(&mut calendar, plan, start, currency, None, None);
    for slot in slots {
        let event = Event::new()
            .summary(&format!(
                "{}: {}{}",
                slot.outlet.name(),
                if slot.again { "again: " } else { "" },
                slot.idea.title
            ))
            .description(&format!("Post ({}), from your content ideas.", slot.idea.format))
            .all_day(crate::follow::calendar::naive(slot.day))
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
        let day = crate::follow::monday(start, week.week).to_string();
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
