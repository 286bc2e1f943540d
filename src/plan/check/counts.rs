//! The counting rules: the plan has what it promises (13 weeks with tasks, 30 distinct content
//! ideas, 5 keywords, two actions per chosen challenge, KPIs that grow).

use std::collections::HashSet;

use super::report::{Report, Rule};
use crate::leads::model::{Challenge, NewLead};
use crate::plan::model::{Outlet, Plan};
use crate::plan::text::hours;

pub(super) fn counts(lead: &NewLead, plan: &Plan, report: &mut Report) {
    let weeks: Vec<u8> = plan.roadmap.iter().map(|w| w.week).collect();
    if weeks != (1..=13).collect::<Vec<u8>>() {
        report.add(
            Rule::Roadmap,
            format!("The roadmap has weeks {weeks:?}; it needs weeks 1 to 13 in order."),
        );
    }
    for week in plan.roadmap.iter().filter(|w| w.tasks.is_empty()) {
        report.add(Rule::Roadmap, format!("Week {} has no tasks.", week.week));
    }
    // A channel the plan gives weekly hours is worked in the roadmap.
    for channel in plan.channels.iter().filter(|c| c.hours_per_week > 0.0) {
        let outlet = Outlet::from_platform(channel.platform);
        if !plan.tasks().any(|(_, task)| task.channel == Some(outlet)) {
            report.add(
                Rule::Roadmap,
                format!(
                    "{} gets {} h a week in the channel plan, but no week of the roadmap works on it.",
                    channel.platform.label(),
                    hours(channel.hours_per_week)
                ),
            );
        }
    }
    let titles: HashSet<String> =
        plan.content_ideas.iter().map(|i| i.title.trim().to_lowercase()).collect();
    if plan.content_ideas.len() != 30 || titles.len() != plan.content_ideas.len() {
        report.add(
            Rule::ContentIdeas,
            format!("There are {} content ideas, {} of them distinct; the plan promises 30 distinct ones.", plan.content_ideas.len(), titles.len()),
        );
    }
    let phrases: HashSet<String> =
        plan.keywords.iter().map(|k| k.phrase.trim().to_lowercase()).collect();
    if plan.keywords.len() != 5 || phrases.len() != 5 {
        report.add(
            Rule::Keywords,
            format!(
                "There are {} keywords, {} of them distinct; the plan promises 5.",
                plan.keywords.len(),
                phrases.len()
            ),
        );
    }
    for keyword in &plan.keywords {
        let words = keyword.phrase.split_whitespace().count();
        if !(2..=5).contains(&words) {
            report.add(
                Rule::Keywords,
                format!(
                    "The keyword \"{}\" has {words} words; searches people type have 2 to 5.",
                    keyword.phrase
                ),
            );
        }
    }
    for challenge in &lead.marketing_challenges {
        let name = challenge_name(lead, *challenge);
        match plan.challenge_actions.iter().find(|c| c.challenge == *challenge) {
            Some(entry) if entry.actions.len() >= 2 => {}
            Some(_) => report.add(
                Rule::Challenges,
                format!("The challenge \"{name}\" has fewer than two actions."),
            ),
            None => {
                report.add(Rule::Challenges, format!("The challenge \"{name}\" has no actions."))
            }
        }
    }
    if plan.kpis.len() < 3 {
        report.add(
            Rule::Kpis,
            format!("There are {} KPIs; the plan needs at least 3.", plan.kpis.len()),
        );
    }
    for kpi in &plan.kpis {
        let targets = [kpi.day30, kpi.day60, kpi.day90];
        if targets.iter().any(|t| !t.is_finite() || *t < 0.0)
            || kpi.day30 > kpi.day60
            || kpi.day60 > kpi.day90
        {
            report.add(
                Rule::Kpis,
                format!(
                    "The KPI \"{}\" has targets {targets:?}; they must grow from day 30 to day 90.",
                    kpi.metric
                ),
            );
        }
        if kpi.how_to_measure.trim().is_empty() {
            report.add(
                Rule::Kpis,
                format!("The KPI \"{}\" does not say how to measure it.", kpi.metric),
            );
        }
    }
}

/// How a chosen challenge is named in the plan: its label, or the founder's own words for
/// "other".
pub fn challenge_name(lead: &NewLead, challenge: Challenge) -> String {
    match (challenge, &lead.other_challenge) {
        (Challenge::Other, Some(text)) if !text.trim().is_empty() => text.trim().to_owned(),
        _ => challenge.label().to_owned(),
    }
}
