//! The platform rule: everything happens on a platform the founder chose, or on one the plan
//! adds as an essential (a website they have, meeting people in person).

use std::collections::HashSet;

use super::report::{Report, Rule};
use crate::leads::model::NewLead;
use crate::plan::limits;
use crate::plan::model::{Asset, Outlet, Plan};

pub(super) fn outlets(lead: &NewLead, plan: &Plan, report: &mut Report) {
    let chosen = |outlet: Outlet| outlet.platform().is_some_and(|p| lead.platforms.contains(&p));
    let added: HashSet<Outlet> = plan.essentials.iter().map(|e| e.outlet).collect();
    // A website the founder already has may be worked on without being added, and meeting
    // people in person is never one of the survey's choices, so it cannot go against them.
    let has_website = limits::existing_assets(lead).contains(&Asset::Website);
    let allowed = |outlet: Outlet| {
        chosen(outlet)
            || added.contains(&outlet)
            || outlet == Outlet::InPerson
            || (outlet == Outlet::Website && has_website)
    };
    let mut seen = HashSet::new();
    for channel in &plan.channels {
        if !lead.platforms.contains(&channel.platform) {
            report.add(
                Rule::OffPlatform,
                format!(
                    "The channel plan uses {}, which the founder did not choose.",
                    channel.platform.label()
                ),
            );
        }
        if !seen.insert(channel.platform) {
            report.add(
                Rule::OffPlatform,
                format!("{} appears twice in the channel plan.", channel.platform.label()),
            );
        }
    }
    for essential in &plan.essentials {
        if chosen(essential.outlet) {
            report.add(
                Rule::OffPlatform,
                format!("{} is listed as an essential, but it is one of the founder's chosen platforms.", essential.outlet.name()),
            );
        }
    }
    for line in &plan.budget {
        if let Some(platform) = line.platform.filter(|p| !lead.platforms.contains(p)) {
            report.add(
                Rule::OffPlatform,
                format!(
                    "The budget pays for {}, which the founder did not choose.",
                    platform.label()
                ),
            );
        }
    }
    for (week, task) in plan.tasks() {
        if let Some(outlet) = task.channel.filter(|o| !allowed(*o)) {
            report.add(
                Rule::OffPlatform,
                format!(
                    "Week {week}: \"{}\" is on {}, which is neither chosen nor added.",
                    task.text,
                    outlet.name()
                ),
            );
        }
    }
    for idea in &plan.content_ideas {
        if !allowed(idea.platform) {
            report.add(
                Rule::OffPlatform,
                format!(
                    "The content idea \"{}\" is for {}, which is neither chosen nor added.",
                    idea.title,
                    idea.platform.name()
                ),
            );
        }
    }
}
