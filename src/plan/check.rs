//! The consistency checker: judges a plan, whoever wrote it, against the answers it was
//! written for, and lists every way it breaks them in words an admin understands.

use std::collections::HashSet;

use poem_openapi::{Enum, Object};
use serde::{Deserialize, Serialize};

use super::limits::{self, month_of};
use super::model::{Asset, Outlet, Plan};
use crate::leads::model::{Challenge, NewLead};

/// Which rule a violation breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Enum)]
#[serde(rename_all = "kebab-case")]
#[oai(rename_all = "kebab-case")]
pub enum Rule {
    /// Something happens on a platform the founder did not choose and the plan did not add.
    OffPlatform,
    /// The channels and essentials ask for more hours than the founder has.
    TooManyHours,
    /// A roadmap week asks for more minutes than the founder has.
    WeekOverTime,
    /// The budget table spends more than the plan's monthly limit.
    OverBudget,
    /// A month of the roadmap spends other money than the budget table.
    SpendMismatch,
    /// Ad money below what the platform needs.
    BelowPlatformMinimum,
    /// A task sets up what the founder already has.
    SetsUpExisting,
    /// A task needs something that does not exist or only comes later.
    OutOfOrder,
    /// Not 13 weeks, numbered 1 to 13.
    Roadmap,
    /// Not 30 distinct content ideas.
    ContentIdeas,
    /// Not 5 distinct keywords of 2 to 5 words.
    Keywords,
    /// A chosen challenge without actions.
    Challenges,
    /// Missing or backwards KPI targets.
    Kpis,
    /// The founder's words cut off, or quoted other than whole.
    CutText,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Violation {
    pub rule: Rule,
    pub message: String,
}

/// Every way `plan` breaks the answers in `lead`; empty when it keeps them all.
pub fn check(lead: &NewLead, plan: &Plan) -> Vec<Violation> {
    let mut report = Report(Vec::new());
    outlets(lead, plan, &mut report);
    time(lead, plan, &mut report);
    money(lead, plan, &mut report);
    order(lead, plan, &mut report);
    counts(lead, plan, &mut report);
    words(lead, plan, &mut report);
    report.0
}

struct Report(Vec<Violation>);

impl Report {
    fn add(&mut self, rule: Rule, message: String) {
        self.0.push(Violation { rule, message });
    }
}

fn outlets(lead: &NewLead, plan: &Plan, report: &mut Report) {
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

fn time(lead: &NewLead, plan: &Plan, report: &mut Report) {
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

fn money(lead: &NewLead, plan: &Plan, report: &mut Report) {
    let limit = limits::monthly_budget(lead);
    let total: u32 = plan.budget.iter().map(|line| line.monthly_usd).sum();
    if total > limit {
        report.add(
            Rule::OverBudget,
            format!("The budget table spends ${total} a month; the plan's limit is ${limit}."),
        );
    }
    for line in &plan.budget {
        if !(1..=3).contains(&line.from_month) {
            report.add(
                Rule::SpendMismatch,
                format!(
                    "The budget line \"{}\" starts in month {}; months are 1 to 3.",
                    line.item, line.from_month
                ),
            );
        }
        let Some(platform) = line.platform else { continue };
        if let Some((minimum, why)) = limits::platform_minimum(platform)
            && line.monthly_usd > 0
            && line.monthly_usd < minimum
        {
            report.add(
                Rule::BelowPlatformMinimum,
                format!(
                    "{} gets ${} a month, under its ${minimum} minimum: {why}.",
                    platform.label(),
                    line.monthly_usd
                ),
            );
        }
    }
    for month in 1..=3u8 {
        let planned: u32 =
            plan.budget.iter().filter(|l| l.from_month <= month).map(|l| l.monthly_usd).sum();
        let spent: u32 = plan
            .tasks()
            .filter(|(week, _)| month_of(*week) == month)
            .map(|(_, t)| t.cost_usd)
            .sum();
        if planned != spent {
            report.add(Rule::SpendMismatch, format!("Month {month} of the roadmap spends ${spent}; the budget table says ${planned}."));
        }
    }
}

fn order(lead: &NewLead, plan: &Plan, report: &mut Report) {
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

fn counts(lead: &NewLead, plan: &Plan, report: &mut Report) {
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
        match plan.challenge_actions.iter().find(|c| c.challenge == name) {
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

/// The plan's own sentences, for the text rules.
fn sentences(plan: &Plan) -> Vec<&str> {
    let mut out: Vec<&str> =
        vec![&plan.summary, &plan.positioning, &plan.closing, &plan.budget_note];
    out.extend(plan.audience.where_to_find.iter().map(String::as_str));
    out.extend(plan.audience.what_convinces.iter().map(String::as_str));
    for channel in &plan.channels {
        out.push(&channel.role);
        out.push(&channel.cadence);
        out.extend(channel.formats.iter().map(String::as_str));
    }
    out.extend(plan.essentials.iter().map(|e| e.why.as_str()));
    out.extend(plan.budget.iter().flat_map(|l| [l.item.as_str(), l.note.as_str()]));
    out.extend(plan.keywords.iter().flat_map(|k| [k.phrase.as_str(), k.why.as_str()]));
    out.extend(plan.content_ideas.iter().map(|i| i.title.as_str()));
    for week in &plan.roadmap {
        out.push(&week.focus);
        out.extend(week.tasks.iter().map(|t| t.text.as_str()));
    }
    out.extend(plan.challenge_actions.iter().flat_map(|c| c.actions.iter().map(String::as_str)));
    out.extend(plan.kpis.iter().flat_map(|k| [k.metric.as_str(), k.how_to_measure.as_str()]));
    out
}

fn words(lead: &NewLead, plan: &Plan, report: &mut Report) {
    let answers: Vec<&str> = [
        Some(lead.business_name.as_str()),
        lead.specific_location.as_deref(),
        Some(lead.business_offering.as_str()),
        lead.website.as_deref(),
        Some(lead.ideal_customer.as_str()),
        Some(lead.problem_solved.as_str()),
        lead.success_vision.as_deref(),
        lead.other_challenge.as_deref(),
    ]
    .into_iter()
    .flatten()
    .map(str::trim)
    .collect();
    let name = super::text::inline(&lead.business_name);
    let typed_ellipsis = answers.iter().any(|a| a.contains('…') || a.contains("..."));
    for sentence in sentences(plan) {
        if !typed_ellipsis && (sentence.contains('…') || sentence.contains("...")) {
            report
                .add(Rule::CutText, format!("\"{sentence}\" has an ellipsis: text looks cut off."));
        }
        // Whatever the plan puts in curly quotes must be one of the answers, whole (the
        // business's name, which may hold quotes of its own, is not a quotation).
        let unnamed = if name.contains(['“', '”']) {
            sentence.replace(&name, "")
        } else {
            sentence.to_owned()
        };
        let mut rest = unnamed.as_str();
        while let Some(open) = rest.find('“') {
            let after = &rest[open + '“'.len_utf8()..];
            let Some(close) = after.find('”') else { break };
            let quoted = after[..close].trim();
            if !answers
                .iter()
                .any(|a| super::text::inline(a) == quoted || super::text::quotable(a) == quoted)
            {
                report.add(Rule::CutText, format!("\"{sentence}\" quotes “{quoted}”, which is not one of the founder's answers, whole."));
            }
            rest = &after[close + '”'.len_utf8()..];
        }
    }
}
