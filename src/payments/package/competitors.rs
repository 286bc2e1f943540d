//! The competitor worksheet: the searches to run for the business's trade, keywords and
//! place, the kinds of competitor it meets, and a table with its own column filled in.

use std::fmt::Write as _;

use crate::content::trades::Language;
use crate::leads::model::Platform;
use crate::plan::Plan;
use crate::plan::builtin::{Facts, Model};
use crate::plan::model::Intent;
use crate::plan::pro::ProCopy;
use crate::plan::text::{lowercase_first, md};

/// `phrase` without the town or "near me" at its end, so the town is added once.
fn without_place(phrase: &str, near: &str) -> String {
    let phrase = phrase.trim();
    let lower = phrase.to_lowercase();
    for end in [near.trim().to_lowercase(), "near me".to_owned()] {
        if !end.is_empty() && lower.ends_with(&end) {
            let keep = lower.chars().count() - end.chars().count();
            return lower.chars().take(keep).collect::<String>().trim().to_owned();
        }
    }
    phrase.to_owned()
}

/// One search to run: where, what to type, what to write down.
struct Search {
    place: &'static str,
    query: String,
    note: &'static str,
}

/// The searches the AI provider wrote, in the customers' language, run where the plan works.
fn written_searches(facts: &Facts, plan: &Plan, written: &[String]) -> Vec<Search> {
    const GOOGLE: &str = "The first three businesses like yours (skip directories and ads): name, headline, price if shown";
    let mut out: Vec<Search> = written
        .iter()
        .map(|q| Search { place: "Google", query: q.clone(), note: GOOGLE })
        .collect();
    let first = written.first().cloned().unwrap_or_default();
    if facts.local {
        out.push(Search {
            place: "Google Maps",
            query: first.clone(),
            note: "The top three on the map: rating, number of reviews, newest review date, photos",
        });
    }
    out.extend(social(facts, plan, &first));
    out
}

/// A search on each social platform the plan works.
fn social(facts: &Facts, plan: &Plan, query: &str) -> Vec<Search> {
    let worked =
        |p: &Platform| plan.channels.iter().any(|c| c.platform == *p && c.hours_per_week > 0.0);
    let mut out = Vec::new();
    for platform in facts.lead.platforms.iter().filter(|p| worked(p)) {
        let (place, note) = match platform {
            Platform::Instagram => (
                "Instagram search",
                "The three accounts with the most recent posts: what they post, how often, what gets comments",
            ),
            Platform::Facebook => (
                "Facebook search (Pages and Groups)",
                "Who gets recommended when someone asks: the names that come up twice",
            ),
            Platform::Tiktok => (
                "TikTok search",
                "The three videos with the most views this month: the hook in the first two seconds",
            ),
            Platform::Linkedin => (
                "LinkedIn search (Companies and Posts)",
                "Who posts about this, how often, and which posts get comments from buyers",
            ),
            Platform::Email | Platform::GoogleAds => continue,
        };
        out.push(Search { place, query: query.to_owned(), note });
    }
    out
}

fn searches(facts: &Facts, plan: &Plan) -> Vec<Search> {
    // What a customer nearby types: the plan's first search for someone ready to buy or
    // looking nearby (in the market's language), else what the business offers.
    let near = facts.town().map(|town| format!(" {town}")).unwrap_or_default();
    let offer = super::offer::offer_phrase(facts, plan);
    let offer = offer.strip_prefix("a ").or_else(|| offer.strip_prefix("an ")).unwrap_or(&offer);
    let noun = plan
        .keywords
        .iter()
        .find(|k| matches!(k.intent, Intent::Buy | Intent::Local))
        .map(|k| without_place(&k.phrase, &near))
        .unwrap_or_else(|| offer.to_owned());
    let noun = noun.as_str();
    // Searches with English words added ("prices") only where people search in English.
    let english = facts.language == Language::En
        && (facts.place.is_none() || facts.searches_in_local_language());
    let mut out = Vec::new();
    for keyword in plan.keywords.iter().take(5) {
        // A place already in the keyword is not added twice.
        let phrase = keyword.phrase.trim();
        let query = if facts.local
            && !near.is_empty()
            && !phrase.to_lowercase().contains(&near.trim().to_lowercase())
            && !phrase.ends_with("near me")
        {
            format!("{phrase}{near}")
        } else {
            phrase.to_owned()
        };
        out.push(Search { place: "Google", query, note: "The first three businesses like yours (skip directories and ads): name, headline, price if shown" });
    }
    if facts.local {
        out.push(Search {
            place: "Google Maps",
            query: format!("{noun}{near}"),
            note: "The top three on the map: rating, number of reviews, newest review date, photos",
        });
    }
    out.extend(social(facts, plan, &format!("{noun}{near}")));
    if facts.lead.platforms.contains(&Platform::GoogleAds) {
        out.push(ads_search());
    }
    match facts.model {
        Model::Shop => out.push(Search {
            place: "Etsy and Amazon",
            query: plan.keywords.first().map_or_else(|| noun.to_owned(), |k| k.phrase.clone()),
            note: "The top three sellers: price, shipping cost and time, number of reviews, what the one-star reviews say",
        }),
        Model::Leads | Model::Bookings if !english => {}
        Model::Leads => out.push(Search {
            place: "Google",
            query: format!("{noun} pricing"),
            note: "Who shows prices, their cheapest plan or starting fee, and the first step they offer (call, trial, audit)",
        }),
        Model::Bookings => out.push(Search {
            place: "Google",
            query: format!("{noun} prices{near}"),
            note: "The price ranges people see before they contact anyone",
        }),
        Model::WalkIn => {}
    }
    // The same search twice (a keyword that is also the price search) is run once.
    let mut seen = std::collections::HashSet::new();
    out.retain(|search| seen.insert((search.place, search.query.to_lowercase())));
    out
}

fn ads_search() -> Search {
    Search {
        place: "Google Ads Transparency Center (adstransparency.google.com)",
        query: "each competitor's name from the searches above".to_owned(),
        note: "Whether they run ads, since when, and what the ads promise",
    }
}

/// The kinds of competitor a business of this model meets, the obvious one first.
fn kinds(facts: &Facts, plan: &Plan) -> Vec<String> {
    let offer = super::offer::offer_phrase(facts, plan);
    let reach = facts.reach();
    let customers = facts.customers();
    let mut out = match facts.model {
        Model::WalkIn => vec![
            format!("**Other independent places {reach}** where your {customers} could go instead: the ones on the map and in your searches."),
            "**Chains and supermarkets** selling something close for less, on the way to somewhere else.".to_owned(),
            "**Habit**: the place people already go without thinking. You win them one visit at a time.".to_owned(),
        ],
        Model::Bookings => vec![
            format!("**Others offering {offer} {reach}**: the ones with the most reviews set the price people expect."),
            format!("**Directories and marketplaces** where {customers} compare several at once, on price and reviews."),
            "**Doing it themselves**, or asking a friend: the cheapest option, and the one your examples of work must beat.".to_owned(),
        ],
        Model::Shop => vec![
            "**Marketplace sellers** (Etsy, Amazon) with the same kind of product, lots of reviews and fast shipping.".to_owned(),
            "**Big retailers**, cheaper and everywhere: you win on story, quality and care, not price.".to_owned(),
            "**Other independent shops** with their own site: the closest to you, and the best to learn from.".to_owned(),
        ],
        Model::Leads => vec![
            format!("**Other specialists and firms** offering what you do {reach}: the names in your searches."),
            "**Big all-in-one tools or agencies**: safe choices for a buyer, slower and dearer for them.".to_owned(),
            "**Doing nothing**: a spreadsheet, an intern, or living with the problem. Often the real competitor.".to_owned(),
        ],
    };
    if facts.is_idea() {
        out.push("**Today's workaround**: what the people you interview use now. If it is good enough for them, your offer must be clearly better.".to_owned());
    }
    out
}

pub fn write(out: &mut String, facts: &Facts, plan: &Plan, pro: Option<&ProCopy>) {
    let name = &facts.name;
    let customers = facts.customers();
    md!(
        out,
        "Your {customers} compare {name} with whoever they find first. This worksheet says where to look and what to write down; it takes about 90 minutes. Do it again every 90 days: competitors change, and so do the gaps."
    );
    md!(out);
    md!(out, "### Step 1: run these searches");
    md!(out);
    md!(out, "Use a private browser window, so your own history does not change the results.");
    md!(out);
    md!(out, "| # | Where | Search for | Write down |");
    md!(out, "|---|---|---|---|");
    let written = pro.map(|p| p.searches.as_slice()).unwrap_or_default();
    let mut searches = match written.is_empty() {
        true => searches(facts, plan),
        false => written_searches(facts, plan, written),
    };
    if !written.is_empty() && facts.lead.platforms.contains(&Platform::GoogleAds) {
        searches.push(ads_search());
    }
    for (i, search) in searches.iter().enumerate() {
        md!(out, "| {} | {} | \"{}\" | {} |", i + 1, search.place, md(&search.query), search.note);
    }
    md!(out);
    md!(out, "### Step 2: know who you are up against");
    md!(out);
    let rivals = pro.map(|p| p.rivals.as_slice()).unwrap_or_default();
    if rivals.is_empty() {
        for kind in kinds(facts, plan) {
            md!(out, "- {kind}");
        }
    }
    for rival in rivals {
        let named = if rival.named { " (you named them)" } else { "" };
        md!(out, "- **{}**{named}: {}", md(rival.name.trim()), md(rival.why.trim()));
    }
    md!(out);
    md!(out, "### Step 3: fill in the table");
    md!(out);
    let named: Vec<&str> =
        rivals.iter().filter(|r| r.named).map(|r| r.name.trim()).take(3).collect();
    match named.is_empty() {
        true => md!(
            out,
            "Pick the three names that came up most often in step 1. Your own column is filled in from your plan where it can be; fill in the rest as a stranger would see you."
        ),
        false => md!(
            out,
            "The competitors you named have their columns; give the others to the names that came up most often in step 1. Your own column is filled in from your plan where it can be; fill in the rest as a stranger would see you."
        ),
    }
    md!(out);
    let main = plan
        .channels
        .iter()
        .find(|c| c.hours_per_week > 0.0)
        .map_or("Your website", |c| c.platform.label());
    let columns: Vec<String> = (0..3)
        .map(|i| named.get(i).map_or_else(|| format!("Competitor {}", i + 1), |n| md(n)))
        .collect();
    md!(out, "| | {} | {} |", md(name), columns.join(" | "));
    md!(out, "|---|---|---|---|---|");
    md!(out, "| Promise (their headline) | {} | | | |", md(&plan.positioning));
    md!(out, "| Who it is for | {} | | | |", md(&plan.audience.who));
    md!(out, "| Price and how to buy | | | | |");
    md!(out, "| Proof shown (reviews, numbers, names) | | | | |");
    md!(out, "| Main channel | {main} | | | |");
    md!(out, "| What reviews praise | | | | |");
    md!(out, "| What reviews complain about | | | | |");
    md!(out);
    md!(out, "### Step 4: decide where you win");
    md!(out);
    md!(out, "Read the table row by row, with your plan beside it:");
    md!(out);
    md!(
        out,
        "1. **What reviews complain about.** A complaint that comes up for two of them and that {name} does not deserve is your next post's first line, and the first line of your profile's description."
    );
    md!(
        out,
        "2. **Price and how to buy.** Where you cost more, say what the difference buys; where buying from them takes more steps, say how few yours takes."
    );
    let rhythm = plan.channels.iter().find(|c| c.hours_per_week > 0.0).map(|c| {
        format!(
            "{} rhythm ({})",
            c.platform.label(),
            lowercase_first(c.cadence.trim().trim_end_matches('.'))
        )
    });
    match rhythm {
        Some(rhythm) => md!(
            out,
            "3. **Main channel.** Where none of them posts every week, your plan's {} is enough to be the one people see; where one does, look at which of their posts get comments, and answer the same questions better.",
            md(&rhythm)
        ),
        None => md!(
            out,
            "3. **Main channel.** Where none of them answers within the day, answering first is enough to win the enquiries that reach you."
        ),
    }
    md!(
        out,
        "4. **Promise.** Your plan's line is “{}”. Keep it if none of them can say the same; if one can, sharpen it with what step 1 showed only you offer.",
        md(plan.positioning.trim().trim_end_matches('.'))
    );
    md!(out);
    md!(out, "Then finish this sentence and use it on your page and profiles:");
    md!(out);
    md!(
        out,
        "> Unlike [the competitor your {customers} mention most], {} [the one difference that matters most to them].",
        md(name)
    );
    md!(out);
}
