//! The day-30, day-60 and day-90 reviews: each names the KPIs it looks at, and the day-60 one
//! moves time from the channel that brought least to the main one.

use super::super::model::{Channel, Kpi};
use super::super::text::lowercase_first;
use super::facts::Facts;
use super::steps::{Step, step};

/// The day-30, day-60 and day-90 reviews, naming the KPIs they look at.
pub(super) fn reviews(facts: &Facts, channels: &[Channel], kpis: &[Kpi]) -> Vec<Step> {
    let metric = |i: usize| {
        kpis.get(i).map_or_else(|| "your numbers".to_owned(), |k| lowercase_first(&k.metric))
    };
    let (first, second) = (metric(0), metric(1));
    let working: Vec<&Channel> = channels.iter().filter(|c| c.hours_per_week > 0.0).collect();
    let shift = match (working.first(), working.last()) {
        (Some(main), Some(last)) if working.len() > 1 => format!(
            "if {} brought less than {} for its time, move an hour a week from it to {}",
            last.platform.label(),
            main.platform.label(),
            main.platform.label()
        ),
        _ => "if a kind of post or a task brought nothing, swap it for more of what did".to_owned(),
    };
    vec![
        step("review-30", 30, None, format!("Day-30 review: compare {first} and {second} with their day-30 targets; keep the two things that worked best, stop the one that did least")).from(5),
        step("review-60", 30, None, format!("Day-60 review: {first} and {second} against their day-60 targets; {shift}")).from(9),
        step("review-90", 45, None, format!("Day-90 review: write down what brought your {} this quarter, compare {first} with its day-90 target, and draft next quarter's plan from it", facts.customers())).from(13),
    ]
}
