//! The time rules: the channels and essentials fit the founder's hours, and so does every week
//! of the roadmap.

use super::report::{Report, Rule};
use crate::leads::model::NewLead;
use crate::plan::limits;
use crate::plan::model::Plan;

pub(super) fn time(lead: &NewLead, plan: &Plan, report: &mut Report) {
    let cap = limits::weekly_minutes(lead.time_available);
    let hours: f64 = plan.channels.iter().map(|c| c.hours_per_week).sum::<f64>()
        + plan.essentials.iter().map(|e| e.hours_per_week).sum::<f64>();
    if hours * 60.0 > f64::from(cap) + 0.5 {
        report.add(
            Rule::TooManyHours,
            format!(
                "The channels and essentials take {} hours a week; the founder has {}.",
                hours_text(hours),
                hours_text(f64::from(cap) / 60.0)
            ),
        );
    }
    for week in &plan.roadmap {
        let minutes: u32 = week.tasks.iter().map(|t| t.minutes).sum();
        if minutes > cap {
            report.add(
                Rule::WeekOverTime,
                format!(
                    "Week {} takes {minutes} minutes; the founder has {cap} a week.",
                    week.week
                ),
            );
        }
    }
}

fn hours_text(hours: f64) -> String {
    let rounded = (hours * 4.0).round() / 4.0;
    if rounded.fract() == 0.0 { format!("{rounded:.0}") } else { format!("{rounded}") }
}
