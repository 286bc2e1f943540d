//! The built-in planner: a plan from the answers alone, offline and deterministic (no clock,
//! no randomness). It writes for the trade the catalogue recognises (its words, buyers,
//! searches, ideas, tactics and funnel), else a general plan that says so. It never builds a
//! noun phrase from pieces of the founder's text and never pastes answers back: it names the
//! business by its name and its trade by the catalogue's or the lexicon's noun. The
//! exceptions are nouns, each written into the plan's own sentences: what the offering names
//! first ("knife sharpening", made a noun by rules where the founder wrote a verb), the buyers
//! the ideal customer names ("izakaya owners"), the neighbourhoods or towns they are in
//! ("Trnovo and Krakovo"), and the things a counter or a shop lists by name ("burek",
//! "potica"; see `specifics`).

mod audience;
mod budget;
mod buyers;
mod catalogue;
mod challenges;
mod channels;
mod content;
mod facts;
mod funnel;
mod keywords;
mod kpis;
mod later;
mod lexicon;
mod motion;
mod named_things;
mod offering;
mod outlets;
mod playbook;
mod problems;
pub mod recognise;
mod reviews;
mod roadmap;
mod seasons;
mod selling;
mod specifics;
mod steps;
mod tactics;
mod units;

pub use super::market::mentions;
pub use facts::Facts;
pub use lexicon::Model;

use super::model::{Author, Plan, Week};
use super::text::{a, lowercase_first};
use crate::content::Currency;
use crate::content::trades::Catalogue;
use crate::leads::model::{BrandTone, BusinessStage, NewLead, Platform, PrimaryGoal};

/// The built-in plan for `lead`, from the embedded trade catalogue, in dollars.
pub fn write(lead: &NewLead) -> Plan {
    write_with(lead, Catalogue::defaults(), &Currency::default())
}

/// The built-in plan for `lead`, with what `catalogue` knows of its trade, its amounts in
/// `currency`.
pub fn write_with(lead: &NewLead, catalogue: &Catalogue, currency: &Currency) -> Plan {
    write_noted(lead, catalogue, currency).0
}

/// The built-in plan, and a note for the strategist when its trade was not recognised.
pub fn write_noted(
    lead: &NewLead,
    catalogue: &Catalogue,
    currency: &Currency,
) -> (Plan, Option<String>) {
    let facts = Facts { currency: currency.clone(), ..Facts::new(lead, catalogue) };
    let (mut channels, mut essentials) = channels::channels(&facts, &[]);
    let (mut budget, mut budget_note) = budget::budget(&facts, &channels, &[]);
    // Google Ads without ad money would be weekly checks of nothing: its time goes elsewhere.
    let unfunded = budget::unfunded(&channels, &budget);
    if !unfunded.is_empty() {
        (channels, essentials) = channels::channels(&facts, &unfunded);
        (budget, budget_note) = budget::budget(&facts, &channels, &unfunded);
    }
    let (keywords, content_ideas) = match facts.trade {
        Some(trade) => {
            let mut ideas = catalogue::ideas(&facts, trade, &channels);
            // A trade whose ideas do not all fit the market is topped up with general ones.
            let general = content::ideas(&facts, &channels).into_iter();
            ideas.extend(general.take(30usize.saturating_sub(ideas.len())));
            (catalogue::keywords(&facts, trade), ideas)
        }
        None => (keywords::keywords(&facts), content::ideas(&facts, &channels)),
    };
    let keywords = named_things::keywords(&facts, catalogue, keywords);
    let mut content_ideas = content_ideas;
    named_things::ideas(&facts, &mut content_ideas);
    let kpis = facts
        .trade
        .and_then(|trade| funnel::kpis(&facts, trade))
        .unwrap_or_else(|| kpis::kpis(&facts));
    let roadmap =
        roadmap::roadmap(&facts, &channels, &essentials, &mut budget, &content_ideas, &kpis);
    let plan = Plan {
        written_by: Author::BuiltIn,
        // Empty when the trade was not recognised: the draft's note says so.
        trade: facts.trade.map(|t| t.names.trade.clone()).unwrap_or_default(),
        summary: summary(&facts, &roadmap),
        positioning: audience::positioning(&facts),
        audience: audience::audience(&facts),
        channels,
        essentials,
        budget,
        budget_limit_usd: facts.money,
        budget_note,
        keywords,
        content_ideas,
        roadmap,
        challenge_actions: challenges::actions(&facts),
        kpis,
        closing: closing(&facts),
    };
    (plan, facts.unrecognised())
}

fn summary(facts: &Facts, roadmap: &[Week]) -> String {
    let name = &facts.name;
    let now = match facts.stage {
        BusinessStage::Idea => format!(
            "{name} is not selling yet, so these 90 days are about proof: finding out, before you build more, whether enough people will pay."
        ),
        BusinessStage::Launched => format!(
            "{name} is up and running, so these 90 days are about turning the first buyers into a steady, repeatable flow."
        ),
        BusinessStage::Established => format!(
            "{name} already has customers, so these 90 days are about doing more of what brings them and fixing what leaks."
        ),
    };
    let goal = match facts.goal {
        PrimaryGoal::GetFirstCustomers => {
            "Your goal is your first paying customers, so asking people you know and everyone who enquires to buy comes before building an audience."
        }
        PrimaryGoal::GrowAudience if facts.lead.platforms.contains(&Platform::Email) => {
            "Your goal is a bigger audience, so the plan builds a list of people you can reach again, not just followers."
        }
        PrimaryGoal::GrowAudience => {
            "Your goal is a bigger audience, so the plan puts you where new people find you every week and gives them a reason to follow and come back."
        }
        PrimaryGoal::IncreaseSales => {
            "Your goal is more sales, so the plan works on the people who already know you before it pays to reach new ones."
        }
        PrimaryGoal::BrandAwareness => {
            "Your goal is to be known, so the plan puts you in front of the same people often, in places they already trust."
        }
    };
    let hours = facts.minutes / 60;
    let effort = format!(
        "It fits in {hours} hours a week and {} a month, and each week lists what to do with the minutes it takes.",
        facts.currency.amount(facts.money)
    );
    // The trade's own moves, by name and week, so the summary says what is special here.
    let moves: Vec<String> = roadmap
        .iter()
        .flat_map(|w| w.tasks.iter().map(move |t| (w.week, t)))
        .filter(|(_, t)| t.id.starts_with("tactic-"))
        .filter_map(|(week, t)| {
            t.text
                .split_once(": ")
                .map(|(name, _)| format!("{} (week {week})", lowercase_first(name)))
        })
        .take(3)
        .collect();
    match moves.as_slice() {
        [] => format!("{now} {goal} {effort}"),
        [one] => format!(
            "{now} {goal} Beyond the weekly posts, one move that works for {}: {one}. {effort}",
            a(facts.noun())
        ),
        [rest @ .., last] => format!(
            "{now} {goal} Beyond the weekly posts, moves that work for {}: {} and {last}. {effort}",
            a(facts.noun()),
            rest.join(", ")
        ),
    }
}

fn closing(facts: &Facts) -> String {
    match facts.lead.brand_tone {
        BrandTone::Professional => format!(
            "Review this plan at day 30, 60 and 90 against the KPIs above, keep what moved the numbers and drop what did not. We wish {} a strong quarter.",
            facts.name
        ),
        BrandTone::Friendly => format!(
            "Check in with the KPIs at day 30, 60 and 90: keep what works, drop what does not, and be kind to yourself in the weeks that slip. We are rooting for {}.",
            facts.name
        ),
        BrandTone::Casual => format!(
            "Look at the numbers at day 30, 60 and 90, keep what works and ditch the rest. That's it. Go get them, {}.",
            facts.name
        ),
        BrandTone::Bold => format!(
            "Day 30, 60, 90: check the numbers, double down on what wins, cut what does not. {} has work to do. Start Monday.",
            facts.name
        ),
    }
}
