//! The order rules: a task comes after what it needs, works only with what the founder has or
//! an earlier task set up, and never sets up what they already have.

use std::collections::HashSet;

use super::report::{Report, Rule};
use crate::leads::model::NewLead;
use crate::plan::limits;
use crate::plan::model::{Asset, Plan};

pub(super) fn order(lead: &NewLead, plan: &Plan, report: &mut Report) {
    let existing = limits::existing_assets(lead);
    let mut done: HashSet<&str> = HashSet::new();
    let mut have: HashSet<Asset> = existing.iter().copied().collect();
    let ids: HashSet<&str> = plan.tasks().map(|(_, t)| t.id.as_str()).collect();
    let mut seen_ids = HashSet::new();
    for (week, task) in plan.tasks() {
        if !seen_ids.insert(task.id.as_str()) {
            report.add(Rule::OutOfOrder, format!("Two tasks share the id \"{}\".", task.id));
        }
        for need in &task.needs {
            if !done.contains(need.as_str()) {
                let problem = if ids.contains(need.as_str()) {
                    "comes only later"
                } else {
                    "is not in the roadmap"
                };
                report.add(
                    Rule::OutOfOrder,
                    format!("Week {week}: \"{}\" needs \"{need}\", which {problem}.", task.text),
                );
            }
        }
        if let Some(asset) = task.uses.filter(|a| !have.contains(a)) {
            report.add(
                Rule::OutOfOrder,
                format!("Week {week}: \"{}\" works with {}, which the founder does not have and no earlier task sets up.", task.text, asset_name(asset)),
            );
        }
        if let Some(asset) = task.sets_up {
            if existing.contains(&asset) {
                report.add(
                    Rule::SetsUpExisting,
                    format!(
                        "Week {week}: \"{}\" sets up {}, which the founder already has.",
                        task.text,
                        asset_name(asset)
                    ),
                );
            }
            have.insert(asset);
        }
        done.insert(task.id.as_str());
    }
}

fn asset_name(asset: Asset) -> &'static str {
    match asset {
        Asset::Website => "a website",
        Asset::EmailList => "an e-mail list",
        Asset::SocialProfiles => "social media profiles",
        Asset::AdsAccount => "an ads account",
        Asset::GoogleBusinessProfile => "a Google Business Profile",
        Asset::Contacts => "a list of contacts",
    }
}
