//! The package proofread as its buyer reads it: nothing the product should have filled in is
//! left blank, nothing happens on a platform the plan does not work or pay for, every ad text
//! names the business or what it sells, and the calendar keeps each channel's rhythm.

use crate::content::trades::Catalogue;
use crate::leads::model::{NewLead, Platform};
use crate::plan::Plan;
use crate::plan::builtin::Facts;
use crate::plan::pro::ProCopy;
use crate::plan::text::md;

use super::copy::paid;
use crate::plan::rhythm;

/// Blanks the product fills itself; a founder's own fill-ins ("[first name]") are not these.
const UNFILLED: &[&str] =
    &["(#0", "#0,", "[your support address]", "[your site]", "__PLANSMITH_", "{name}", "{what}"];

/// Every problem the proofreader finds in `text`, the package for `lead` built on `plan`; empty
/// when there is none.
pub fn proofread(
    lead: &NewLead,
    plan: &Plan,
    pro: Option<&ProCopy>,
    text: &str,
    catalogue: &Catalogue,
) -> Vec<String> {
    let facts = &Facts::new(lead, catalogue);
    let mut problems = Vec::new();
    for blank in UNFILLED {
        if text.contains(blank) {
            problems.push(format!("\"{blank}\" was left unfilled."));
        }
    }
    let paid = paid(plan);
    let worked = |p: Platform| {
        paid.contains(&p) || plan.channels.iter().any(|c| c.platform == p && c.hours_per_week > 0.0)
    };
    for platform in Platform::ALL.iter().copied() {
        let label = platform.label();
        if !paid.contains(&platform) && text.contains(&format!("### {label} ads")) {
            problems.push(format!("Ad copy for {label}, where the plan pays for no ads."));
        }
        if !worked(platform) && text.contains(&format!("\n### {label}\n")) {
            problems.push(format!("A template for {label}, which the plan does not work."));
        }
    }
    let calendar = calendar_rows(text);
    // Search ads have no rhythm of posts: the model's schedule may put an ad's launch on its
    // day, and the product's own calendar gives them none.
    for channel in plan.channels.iter().filter(|c| c.platform != Platform::GoogleAds) {
        let name = crate::plan::model::Outlet::from_platform(channel.platform).name();
        let rhythm = rhythm::of(plan, channel);
        for (week, rows) in &calendar {
            let posts = rows.iter().filter(|r| r.as_str() == name).count();
            let expected = if channel.hours_per_week > 0.0 && rhythm.posts_in(*week) {
                rhythm.count
            } else {
                0
            };
            if posts > expected {
                problems.push(format!(
                    "Week {week} of the calendar has {posts} {name} posts; the plan's rhythm is {expected}."
                ));
            }
        }
    }
    let names = [facts.name.to_lowercase(), super::offer::offer_phrase(facts, plan).to_lowercase()];
    let keywords: Vec<String> = plan.keywords.iter().map(|k| k.phrase.to_lowercase()).collect();
    // The model's own ads are in the customers' language, which this rule cannot read; the
    // copy's check held them to the plan (`plan::pro::check`).
    let written: Vec<&String> = pro
        .iter()
        .flat_map(|p| {
            p.meta
                .iter()
                .flat_map(|m| &m.primary_texts)
                .chain(p.google.iter().flat_map(|g| &g.descriptions))
        })
        .collect();
    for line in ad_texts(text)
        .into_iter()
        .filter(|line| !written.iter().any(|w| md(w) == *line || *w == line))
    {
        let lower = line.to_lowercase();
        let short = |name: &str| name.split([',', '(']).next().unwrap_or(name).trim().to_owned();
        let named = names.iter().any(|n| lower.contains(&short(n)))
            || keywords.iter().any(|k| lower.contains(k.as_str()))
            || lower.contains(&lead.business_name.to_lowercase());
        if !named {
            problems.push(format!(
                "The ad text \"{line}\" names neither the business nor what it sells."
            ));
        }
    }
    problems
}

/// The channel of every post in the calendar, week by week.
/// The calendar's rows, by roadmap week: each post's channel.
fn calendar_rows(text: &str) -> Vec<(u8, Vec<String>)> {
    let Some(start) = text.find("\n### Week ") else { return Vec::new() };
    let end = text[start + 1..].find("\n## ").map_or(text.len(), |e| start + 1 + e);
    let mut weeks: Vec<(u8, Vec<String>)> = Vec::new();
    for line in text[start..end].lines() {
        if let Some(rest) = line.strip_prefix("### Week ") {
            if let Some(week) = rest.split(':').next().and_then(|n| n.parse().ok()) {
                weeks.push((week, Vec::new()));
            }
        } else if let (Some((_, week)), Some(row)) = (weeks.last_mut(), line.strip_prefix("| ")) {
            let cells: Vec<&str> = row.split(" | ").collect();
            if cells.len() >= 3 && cells[0] != "Day" && !cells[0].starts_with("---") {
                week.push(cells[1].trim().to_owned());
            }
        }
    }
    weeks
}

/// The primary texts of the Meta ads and the descriptions of the Google ad.
fn ad_texts(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut taking = false;
    for line in text.lines() {
        if line.starts_with("**Primary text**") || line.starts_with("**4 descriptions**") {
            taking = true;
        } else if line.starts_with("**") || line.starts_with('#') {
            taking = false;
        } else if taking && let Some(row) = line.strip_prefix("| ") {
            let cells: Vec<&str> = row.split(" | ").collect();
            if cells.len() == 3 && cells[0].parse::<u32>().is_ok() {
                out.push(cells[1].to_owned());
            }
        }
    }
    out
}
