//! The built-in planner: a plan from the answers alone, offline and deterministic (no clock,
//! no randomness). It writes for the trade the catalogue recognises (its words, buyers,
//! searches, ideas, tactics and funnel), else a general plan that says so. It never builds a
//! noun phrase from pieces of the founder's text and never pastes answers back: it names the
//! business by its name and its trade by the catalogue's or the lexicon's noun. The two
//! exceptions are nouns, for an unrecognised trade: what the offering names first ("knife
//! sharpening", made a noun by rules where the founder wrote a verb), and the buyers the ideal
//! customer names ("izakaya owners"), each written into the plan's own sentences.

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
mod offering;
mod outlets;
mod playbook;
mod problems;
pub mod recognise;
mod reviews;
mod roadmap;
mod selling;
mod steps;
mod tactics;
mod units;

pub use super::market::mentions;
pub use facts::Facts;
pub use lexicon::Model;

use super::model::{Audience, Author, Plan, Week};
use super::text::{a, capitalised, lowercase_first, sentence};
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
        positioning: positioning(&facts),
        audience: audience(&facts),
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
            "{name} is newly open, so these 90 days are about turning the first buyers into a steady, repeatable flow."
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

fn positioning(facts: &Facts) -> String {
    // "the bakery in Lisbon" (the town, not the whole address); a business that sells further
    // is just "the software company".
    let town = facts.place.as_deref().and_then(|p| p.split(',').next()).map(str::trim);
    let what = match town.filter(|t| !t.is_empty()) {
        Some(town) => format!("{} in {town}", facts.noun()),
        None => facts.noun().to_owned(),
    };
    let name = &facts.name;
    let customers = facts.customers();
    // A recognised trade knows the moment its buyers go looking and what makes them choose.
    let Some(trade) = facts.trade else {
        // Who buys, in the ideal customer's own nouns where it names them.
        let buyers = buyers::listed(&facts.buyers);
        let others = if facts.local { "anyone else nearby" } else { "anyone else" };
        // The founder's own words for what they sell, where they name a product.
        if let Some(product) = &facts.product {
            let place = town.map(|t| format!(" in {t}")).unwrap_or_default();
            let work = offering::is_service(product);
            // What the founder says it changes (time, money or worry), else the work done well.
            let end = match buyers::theme(&facts.lead.problem_solved) {
                Some((end, _)) => end,
                None if work => " who want it done well",
                None => "",
            };
            // "For customers" says nothing: without named buyers or a promise, the product alone.
            let who = match buyers {
                Some(who) => format!(", for {who}"),
                None if !end.is_empty() => format!(", for {customers}"),
                None => String::new(),
            };
            let also = if facts.local { "on your signs and cards" } else { "in every bio" };
            return format!(
                "{name}: {product}{place}{who}{end}. Say it in these words on every page and profile, and {also}; once three {customers} have told you why they chose {name} over {others}, add their reason to it."
            );
        }
        let who = buyers.map(|b| format!(" ({b})")).unwrap_or_default();
        return format!(
            "Write {name}'s positioning in one line before anything else (the roadmap's first task): who it is for{who}, what changes for them, and why {name} rather than what they do today. That line goes on every profile and page."
        );
    };
    let moments = joined(fitting(facts, &trade.buyers.triggers).take(2), "; ");
    let proof = joined(fitting(facts, &trade.buyers.convinces).take(2), "; and ");
    match facts.lead.brand_tone {
        BrandTone::Professional => format!(
            "{name} is the {what} that {customers} turn to at the moments that send them looking ({moments}). Lead with what makes them choose: {proof}."
        ),
        BrandTone::Friendly => format!(
            "{name}: the {what} that {customers} can count on at the moments that send them looking ({moments}). Show them {proof}, and let that do the selling."
        ),
        BrandTone::Casual => format!(
            "{name}, the {what} that {customers} call when it counts ({moments}). Proof beats promises: {proof}."
        ),
        BrandTone::Bold => format!(
            "{name}. The {what} that {customers} turn to when it counts ({moments}). No fluff: {proof}."
        ),
    }
}

/// The catalogue's lines that fit the business's market: no first cold evenings in Penang.
fn fitting<'a>(facts: &'a Facts, lines: &'a [String]) -> impl Iterator<Item = &'a String> {
    lines.iter().filter(|line| facts.fits(line))
}

/// Lines of the catalogue joined into one sentence's part, each starting in lower case
/// ("Selling the car" → "selling the car"; "TV walls" stays).
fn joined<'a>(items: impl Iterator<Item = &'a String>, between: &str) -> String {
    items
        .map(|i| i.trim().trim_end_matches('.'))
        .filter(|i| !i.is_empty())
        .map(lowercase_first)
        .collect::<Vec<_>>()
        .join(between)
}

fn audience(facts: &Facts) -> Audience {
    let mut where_to_find = Vec::new();
    for platform in &facts.lead.platforms {
        where_to_find.push(channels::where_on(*platform, facts));
    }
    // A recognised trade knows the places its buyers gather and what makes them choose.
    if let Some(trade) = facts.trade {
        where_to_find.extend(fitting(facts, &trade.buyers.gather).take(4).map(|p| sentence(p)));
        let triggers = joined(fitting(facts, &trade.buyers.triggers).take(3), "; ");
        let doubts = joined(fitting(facts, &trade.buyers.objections).take(2), "; ");
        return Audience {
            who: format!(
                "{} {}. What most often sends them looking: {triggers}.",
                capitalised(facts.customers()),
                facts.reach()
            ),
            need: format!(
                "{} they can trust to deliver what you promise, and an answer to what holds them back: {doubts}.",
                capitalised(&a(facts.noun()))
            ),
            where_to_find,
            what_convinces: fitting(facts, &trade.buyers.convinces).map(|l| sentence(l)).collect(),
        };
    }
    where_to_find.push(match facts.model {
        Model::WalkIn => format!("People passing by and living {}: neighbourhood groups, the shops next door, local events.", facts.reach()),
        Model::Bookings => "People asking friends for a recommendation: every happy client is asked for a review and a referral.".to_owned(),
        Model::Shop => "People searching for a gift or a better version of what they already buy, and the shops and newsletters they read.".to_owned(),
        Model::Leads => "People already talking about the problem: the communities, newsletters and events where they ask for help.".to_owned(),
    });
    let what_convinces = match facts.model {
        Model::WalkIn => vec![
            "Seeing the real thing: photos of today's products, the counter, the people who make them.".to_owned(),
            "Recent reviews from people nearby.".to_owned(),
            "Knowing when you are open and what is fresh today.".to_owned(),
        ],
        Model::Bookings => vec![
            "Examples of your work that look like what they want.".to_owned(),
            "Clear prices, or a clear starting price.".to_owned(),
            "Booking in a minute, at a time that suits them.".to_owned(),
        ],
        Model::Shop => vec![
            "Good photos and honest details: size, material, care.".to_owned(),
            "Reviews from other buyers and a fair returns promise.".to_owned(),
            "Shipping costs and times shown before checkout.".to_owned(),
        ],
        Model::Leads => vec![
            "Proof you have solved this problem before: a case study, a result, a name.".to_owned(),
            "A clear first step that costs little: a call, an audit, a pilot.".to_owned(),
            "Seeing how you think, in posts they can learn from.".to_owned(),
        ],
    };
    Audience { who: general_who(facts), need: general_need(facts), where_to_find, what_convinces }
}

/// Who the general plan writes for: the buyers the ideal customer names, else the founder's
/// first task, to name them.
fn general_who(facts: &Facts) -> String {
    let name = &facts.name;
    let reach = facts.reach();
    match buyers::listed(&facts.buyers) {
        Some(buyers) => format!(
            "{} {reach}: the people every post, page and offer in this plan is written for. Name them in your bio and in the first line of your page, so they see at a glance that {name} is for them.",
            capitalised(&buyers)
        ),
        None => {
            let who =
                if facts.is_idea() { "who you expect to buy first" } else { "who buys most often" };
            format!(
                "Your {} {reach}. Before week 1, write down in one line {who} from {name} (their age or job, what they want, what stops them), and write every post and page in this plan for that person.",
                facts.customers()
            )
        }
    }
}

/// What the general plan's buyers need: what the business sells, done in a way they can trust,
/// with what the founder's answer says it changes (time, money or worry) where it says so, and
/// a reason to choose it, found in their own words.
fn general_need(facts: &Facts) -> String {
    let name = &facts.name;
    let customers = facts.customers();
    let theme = buyers::theme(&facts.lead.problem_solved);
    let what = match (&facts.product, theme) {
        (Some(product), _) => {
            let end = theme.map(|(end, _)| end).unwrap_or_default();
            format!("{} they can trust{end}", capitalised(product))
        }
        (None, Some((_, noun))) => {
            format!("A clear promise of what changes for them with {name}: {noun}")
        }
        (None, None) => format!("A clear promise of what changes for them with {name}"),
    };
    let ask = if facts.is_idea() {
        "ask the first ten people you talk to what they use now and what would make them switch"
            .to_owned()
    } else {
        format!("ask your next three {customers} why they chose you")
    };
    format!(
        "{what}. They also need a plain reason to choose {name} over what they do today: {ask}, and use their own words on your page and profiles."
    )
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
