//! Who the plan is for and the line that sells to them: the positioning and the ideal
//! customer, from the recognised trade's buyers (the moments that send them looking, what holds
//! them back, where they gather, what convinces them) or, for a trade not recognised, from the
//! founder's own nouns, with the places and things the answers name.

use super::facts::Facts;
use super::lexicon::Model;
use super::{buyers, channels, offering, specifics};
use crate::leads::model::BrandTone;
use crate::plan::model::Audience;
use crate::plan::text::{a, capitalised, lowercase_first, sentence};

pub fn positioning(facts: &Facts) -> String {
    // "the bakery in Lisbon" (the town, not the whole address); a business that sells further
    // is just "the software company".
    let town = facts.place_name();
    // The neighbourhood the offering names is where people look for it: "the baker in Trnovo".
    let town = facts.home.as_deref().or(town);
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
            let line = format!(
                "{name}: {product}{place}{who}{end}. Say it in these words on every page and profile, and {also}; once three {customers} have told you why they chose {name} over {others}, add their reason to it."
            );
            return match named_things(facts) {
                Some(things) => format!("{line} {things}"),
                None => line,
            };
        }
        let who = buyers.map(|b| format!(" ({b})")).unwrap_or_default();
        return format!(
            "Write {name}'s positioning in one line before anything else (the roadmap's first task): who it is for{who}, what changes for them, and why {name} rather than what they do today. That line goes on every profile and page."
        );
    };
    let moments = joined(fitting(facts, &trade.buyers.triggers).take(2), "; ");
    let proof = joined(fitting(facts, &trade.buyers.convinces).take(2), "; and ");
    let line = match facts.lead.brand_tone {
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
    };
    match named_things(facts) {
        Some(things) => format!("{line} {things}"),
        None => line,
    }
}

/// What the offering lists by name, as the sentence that asks the founder to say it so
/// ("sourdough bread, burek, potica and coffee"); None when it lists nothing.
fn named_things(facts: &Facts) -> Option<String> {
    (facts.things.len() >= 2).then(|| {
        format!(
            "Name what you sell the way {} ask for it ({}) in every bio, on the sign and in posts: those are the words they search for.",
            facts.customers(),
            specifics::listed(&facts.things)
        )
    })
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

pub fn audience(facts: &Facts) -> Audience {
    let mut where_to_find = Vec::new();
    for platform in &facts.lead.platforms {
        where_to_find.push(channels::where_on(*platform, facts));
    }
    // A recognised trade knows the places its buyers gather and what makes them choose.
    if let Some(trade) = facts.trade {
        where_to_find.extend(fitting(facts, &trade.buyers.gather).take(4).map(|p| sentence(p)));
        let triggers = joined(fitting(facts, &trade.buyers.triggers).take(3), "; ");
        let doubts = joined(fitting(facts, &trade.buyers.objections).take(2), "; ");
        // The buyers the founder named, where the answer names them: "students and families".
        let plain = |text: &str| text.to_lowercase().replace('-', " ");
        let others: Vec<String> = (facts.buyers.iter())
            .filter(|b| plain(b) != plain(facts.customers()))
            .cloned()
            .collect();
        let among =
            buyers::listed(&others).map(|b| format!(", {b} among them")).unwrap_or_default();
        return Audience {
            who: format!(
                "{} {}{among}. What most often sends them looking: {triggers}.",
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
