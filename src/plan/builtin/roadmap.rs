//! The 13-week roadmap: one-off steps from a playbook for the way the business sells, its stage
//! and its goal, placed in order within each week's minutes; the monthly payments of the budget;
//! and, around them, the channels' weekly routine scaled to the minutes left.

use super::super::limits::{self, month_of};
use super::super::model::{
    Asset, BudgetLine, Channel, ContentIdea, Essential, Kpi, Outlet, Task, Week,
};
use super::super::text::a;
use super::facts::Facts;
use super::playbook::playbook;
use super::reviews::reviews;
use super::steps::{Ground, Step};
use super::tactics;
use super::units::{cadence, fit_units, main_units};
use crate::leads::model::{BusinessStage, Platform};

const MAX_STEPS_PER_WEEK: usize = 3;

/// `ideas` fill the weekly routines (each week starts with the next idea for the channel) and
/// `kpis` name what the reviews look at.
pub fn roadmap(
    facts: &Facts,
    channels: &[Channel],
    essentials: &[Essential],
    budget: &mut Vec<BudgetLine>,
    ideas: &[ContentIdea],
    kpis: &[Kpi],
) -> Vec<Week> {
    let have = limits::existing_assets(facts.lead);
    let ground = Ground { channels, essentials, budget, have: &have };
    let mut steps = playbook(facts, &ground);
    steps.extend(reviews(facts, channels, kpis));
    steps.extend(tactics::steps(facts, &ground));
    let mut pending: Vec<Step> = steps;
    let mut placed: Vec<&'static str> = Vec::new();
    let mut assets = have.clone();
    let mut weeks = Vec::with_capacity(13);
    for week in 1..=13u8 {
        let mut tasks = Vec::new();
        let mut left = facts.minutes;
        let pay_week = matches!(week, 1 | 5 | 9);
        if pay_week {
            left -= 5 * budget.iter().filter(|l| l.from_month <= month_of(week) + 1).count() as u32;
        }
        // One-off steps, in playbook order, while they fit; a week keeps room for a routine.
        let reserve = if week == 1 { 0 } else { (facts.minutes / 4).min(60) };
        let mut count = 0;
        let mut i = 0;
        while i < pending.len() && count < MAX_STEPS_PER_WEEK {
            let next = &pending[i];
            let ready = next.from_week <= week && next.needs.iter().all(|n| placed.contains(n));
            if !ready {
                // Later steps may not jump an earlier one they depend on; others may.
                i += 1;
                continue;
            }
            if next.minutes + reserve > left && !(tasks.is_empty() && next.minutes <= left) {
                break;
            }
            let next = pending.remove(i);
            left -= next.minutes;
            placed.push(next.id);
            if let Some(asset) = next.sets_up {
                assets.push(asset);
            }
            tasks.push(Task {
                id: next.id.to_owned(),
                text: next.text,
                minutes: next.minutes,
                cost_usd: 0,
                channel: next.channel,
                needs: next.needs.iter().map(|n| (*n).to_owned()).collect(),
                sets_up: next.sets_up,
                uses: next.uses,
            });
            count += 1;
        }
        // The month's payments, in its first week, once what they pay for is set up; a line
        // whose set-up is not done yet starts a month later.
        if pay_week {
            let month = month_of(week);
            for line in budget.iter_mut().filter(|l| l.from_month == month) {
                if payment_id(line).1.iter().any(|n| !placed.contains(n)) {
                    line.from_month += 1;
                }
            }
            for line in budget.iter().filter(|l| l.from_month <= month) {
                let (id, needs) = payment_id(line);
                tasks.push(Task {
                    id: format!("{id}-month-{month}"),
                    text: format!(
                        "Pay for this month's {}: {}",
                        lower_first(&line.item),
                        facts.currency.amount(line.monthly_usd)
                    ),
                    minutes: 5,
                    cost_usd: line.monthly_usd,
                    channel: line.platform.map(Outlet::from_platform),
                    needs: needs.iter().map(|n| (*n).to_owned()).collect(),
                    sets_up: None,
                    uses: None,
                });
            }
            left += 5 * budget.iter().filter(|l| l.from_month <= month + 1).count() as u32;
            left -= 5 * budget.iter().filter(|l| l.from_month <= month).count() as u32;
        }
        // The channels' routine fills the rest, from week 2 (week 1 is for setting up).
        if week > 1 {
            let working = channels.iter().filter(|c| c.hours_per_week > 0.0);
            for (nth, channel) in working.enumerate() {
                let platform = channel.platform;
                if !routine_ready(platform, &assets, &placed, ads_month(budget, platform), week) {
                    continue;
                }
                let planned = (channel.hours_per_week * 60.0).round() as u32;
                let minutes = fit_units(platform, planned.min(left));
                if minutes == 0 {
                    continue;
                }
                left -= minutes;
                tasks.push(Task {
                    id: format!(
                        "{}-week-{week}",
                        Outlet::from_platform(platform).name().to_lowercase().replace(' ', "-")
                    ),
                    text: routine(facts, platform, minutes, ideas, (week, nth)),
                    minutes,
                    cost_usd: 0,
                    channel: Some(Outlet::from_platform(platform)),
                    needs: routine_needs(platform, &placed),
                    sets_up: None,
                    uses: routine_uses(platform),
                });
            }
            for essential in essentials.iter().filter(|e| e.hours_per_week > 0.0) {
                let minutes = (essential.hours_per_week * 60.0).round() as u32;
                if minutes > left || !assets.contains(&Asset::GoogleBusinessProfile) {
                    continue;
                }
                left -= minutes;
                tasks.push(Task {
                    id: format!("profile-week-{week}"),
                    text: format!("Google Business Profile: add two new photos of your {}, answer every review and question", facts.shown()),
                    minutes,
                    cost_usd: 0,
                    channel: Some(essential.outlet),
                    needs: vec!["google-profile".to_owned()],
                    sets_up: None,
                    uses: Some(Asset::GoogleBusinessProfile),
                });
            }
        }
        if tasks.is_empty() {
            tasks.push(Task {
                id: format!("review-week-{week}"),
                text: "Look back at the week: what got a reply, a visit or a sale? Write it down in one line".to_owned(),
                minutes: 15.min(facts.minutes),
                cost_usd: 0,
                channel: None,
                needs: Vec::new(),
                sets_up: None,
                uses: None,
            });
        }
        weeks.push(Week { week, focus: focus(facts, week), tasks });
    }
    // Set-ups that never fit: their money is not spent.
    budget.retain(|l| l.from_month <= 3);
    weeks
}

/// The id a budget line's payments carry, and the steps that must come before the first one.
fn payment_id(line: &BudgetLine) -> (&'static str, &'static [&'static str]) {
    match line.platform {
        // The set-up itself waits for the page when there is none yet.
        Some(Platform::GoogleAds) => ("google-ads-budget", &["google-ads-setup"]),
        Some(Platform::Instagram | Platform::Facebook) => ("meta-ads-budget", &["meta-ads-setup"]),
        Some(Platform::Linkedin) => ("linkedin-ads-budget", &["linkedin-ads-setup"]),
        Some(Platform::Tiktok) => ("tiktok-ads-budget", &["tiktok-ads-setup"]),
        _ if line.item.starts_with("Website") => ("website-plan", &[]),
        _ => ("extras-budget", &[]),
    }
}

/// A channel's weekly routine starts once what it works with exists; Google Ads's checks start
/// with the month its money does (a paused campaign has nothing to check).
fn routine_ready(
    platform: Platform,
    assets: &[Asset],
    placed: &[&str],
    ads_from: Option<u8>,
    week: u8,
) -> bool {
    match platform {
        Platform::Email => assets.contains(&Asset::EmailList),
        Platform::GoogleAds => {
            placed.contains(&"google-ads-setup") && ads_from.is_none_or(|m| month_of(week) >= m)
        }
        _ => true,
    }
}

/// The month a platform's ad money starts, if the budget pays for its ads.
fn ads_month(budget: &[BudgetLine], platform: Platform) -> Option<u8> {
    budget.iter().find(|l| l.platform == Some(platform)).map(|l| l.from_month)
}

fn routine_needs(platform: Platform, placed: &[&str]) -> Vec<String> {
    match platform {
        Platform::GoogleAds => vec!["google-ads-setup".to_owned()],
        Platform::Email if placed.contains(&"email-list") => vec!["email-list".to_owned()],
        _ => Vec::new(),
    }
}

fn routine_uses(platform: Platform) -> Option<Asset> {
    match platform {
        Platform::Email => Some(Asset::EmailList),
        _ => None,
    }
}

fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        // "Meta ads", "Google Ads": names keep their capital.
        Some(first)
            if text
                .split_whitespace()
                .next()
                .is_some_and(|w| w.chars().skip(1).all(char::is_lowercase))
                && !matches!(
                    text.split_whitespace().next(),
                    Some("Meta" | "Google" | "LinkedIn" | "TikTok" | "Instagram" | "Facebook")
                ) =>
        {
            first.to_lowercase().chain(chars).collect()
        }
        _ => text.to_owned(),
    }
}

fn focus(facts: &Facts, week: u8) -> String {
    let text = match (facts.stage, week) {
        (BusinessStage::Idea, 1..=2) => "Talk to the people you want to sell to",
        (BusinessStage::Idea, 3..=4) => "A page that asks for a yes",
        (BusinessStage::Idea, 5..=8) => "Pre-sell and learn",
        (BusinessStage::Idea, 9..=12) => "First paying customers",
        (BusinessStage::Launched, 1..=2) => "Foundations people can find",
        (BusinessStage::Launched, 3..=6) => "A steady rhythm",
        (BusinessStage::Launched, 7..=10) => "Ask, follow up, repeat",
        (BusinessStage::Launched, 11..=12) => "Double down on what works",
        (BusinessStage::Established, 1..=2) => "Find what already works",
        (BusinessStage::Established, 3..=6) => "Fix the leaks",
        (BusinessStage::Established, 7..=10) => "Grow what works",
        (BusinessStage::Established, 11..=12) if facts.money > 0 => "Scale with a budget",
        (BusinessStage::Established, 11..=12) => "Grow what works",
        (_, _) => "Review the quarter and plan the next",
    };
    text.to_owned()
}

/// A week's content once the plan's ideas for a platform are used up: one of the moves that
/// keep a feed fresh without new material, in the trade's words; the `nth` channel of the
/// week takes the next move, so no two channels repeat each other.
fn after_the_ideas(facts: &Facts, week: u8, nth: usize) -> String {
    let offer = facts.offer();
    // A business that names no product has no "your offer" to post about: "your best post".
    let about = if offer == facts.words.offer && offer == "offer" {
        String::new()
    } else {
        format!(" about your {offer}")
    };
    let customers = facts.customers();
    // One piece of work: the trade's, else a job of the work the offering names.
    let one = match (facts.trade, &facts.product_short) {
        (Some(trade), _) => trade.names.product.one().to_owned(),
        (None, Some(product)) if super::offering::is_service(product) => format!("{product} job"),
        (None, _) => "job or order".to_owned(),
    };
    match (usize::from(week) + nth) % 5 {
        0 => {
            format!("Re-make your best post{about} so far, with a new first line and a new picture")
        }
        1 => format!(
            "Answer the best question one of your {customers} asked you lately, in their words"
        ),
        2 => format!("Show {} in progress, from the first step to the last", a(&one)),
        3 => {
            let on = about.replacen(" about", " on", 1);
            format!("One offer{on} with a date it ends, and a reminder the day before")
        }
        _ => format!(
            "A result or review from one of your {customers}, with their permission and a photo"
        ),
    }
}

/// A week's routine on a platform, the `nth` channel of the week, naming the week's ideas for
/// it: each post, video or e-mail of the week gets the platform's next idea, so the quarter
/// works through the list.
fn routine(
    facts: &Facts,
    platform: Platform,
    minutes: u32,
    ideas: &[ContentIdea],
    (week, nth): (u8, usize),
) -> String {
    let outlet = Outlet::from_platform(platform);
    let own: Vec<&ContentIdea> = ideas.iter().filter(|idea| idea.platform == outlet).collect();
    let text = format!("{} this week: {}", platform.label(), cadence(platform, minutes));
    let count = main_units(platform, minutes).clamp(1, 3) as usize;
    if own.is_empty() {
        return text;
    }
    // Each idea once, in order; when the platform's ideas are used up, a week takes one of
    // the moves that keep a feed fresh without new material.
    let first = usize::from(week.saturating_sub(2)) * count;
    let titles: Vec<&str> = own.iter().skip(first).take(count).map(|i| i.title.as_str()).collect();
    match titles.as_slice() {
        [] => format!("{text}. {}", after_the_ideas(facts, week, nth)),
        [one] => format!("{text}. The idea: {one}"),
        many => format!("{text}. Ideas: {}", many.join("; ")),
    }
}
