//! Keywords, the 30 content ideas and the KPIs.

use super::super::model::{Channel, ContentIdea, Intent, Keyword, Kpi};
use super::super::text::{a, capitalised};
use super::facts::Facts;
use super::lexicon::Model;
use super::outlets::{format_for, idea_outlets, video_outlet};
use crate::content::trades::Language;
use crate::leads::model::BusinessStage;

/// Five searches real people type: the recognised trade's (or the type's), with the place
/// for a business found nearby.
pub fn keywords(facts: &Facts) -> Vec<Keyword> {
    // What the founder says they sell is searched for before the type's general words.
    let product = super::offering::product_phrase(&facts.lead.business_offering);
    let searches: &[(&str, Intent)] = if product.is_some() { &[] } else { &facts.words.searches };
    let noun = product.as_deref().unwrap_or(facts.noun());
    let type_noun = facts.noun();
    let mut out: Vec<Keyword> = Vec::with_capacity(5);
    let local_trade = facts.local;
    if local_trade {
        let place = facts.place.as_deref().map(|p| super::market::town(p, Language::En));
        let first = match &place {
            Some(place) => format!("{noun} {place}"),
            None => format!("{noun} near me"),
        };
        let fits = |phrase: &str| phrase.split_whitespace().count() <= 5;
        if fits(&first) {
            out.push(Keyword {
            phrase: first.to_lowercase(),
            intent: Intent::Local,
            why: "The search of someone ready to go today; your Google Business Profile and your page should both answer it.".to_owned(),
            });
        }
        if place.is_some() && fits(&format!("{noun} near me")) {
            out.push(Keyword {
                phrase: format!("{noun} near me").to_lowercase(),
                intent: Intent::Local,
                why: "What people type on their phone nearby; Google answers it with the map, so reviews and photos decide who gets the visit.".to_owned(),
            });
        }
    }
    // The trade's searches (the first with the place where it is local), then the same plainly
    // where a place made one too long or a duplicate, then the searches any trade has.
    let general = [
        (format!("{noun} prices"), Intent::Compare),
        (format!("best {noun}"), Intent::Compare),
        (format!("{noun} reviews"), Intent::Compare),
    ];
    let candidates = searches
        .iter()
        .map(|(phrase, intent)| ((*phrase).to_owned(), *intent, true))
        .chain(searches.iter().map(|(phrase, intent)| ((*phrase).to_owned(), *intent, false)))
        .chain(general.into_iter().map(|(phrase, intent)| (phrase, intent, false)))
        .chain(product.iter().flat_map(|p| {
            [(format!("{p} online"), Intent::Buy), (format!("{p} cost"), Intent::Compare)]
                .map(|(phrase, intent)| (phrase, intent, false))
        }))
        .chain(
            facts
                .words
                .searches
                .iter()
                .map(|(phrase, intent)| ((*phrase).to_owned(), *intent, false)),
        );
    for (phrase, intent, placed) in candidates {
        if out.len() == 5 {
            break;
        }
        let phrase = match (&facts.place, intent, local_trade) {
            (Some(place), Intent::Buy | Intent::Compare, true) if placed && out.len() < 3 => {
                format!("{phrase} {}", super::market::town(place, Language::En))
            }
            _ => phrase.to_lowercase(),
        };
        if !(2..=5).contains(&phrase.split_whitespace().count())
            || out.iter().any(|k| k.phrase == phrase)
        {
            continue;
        }
        let why = match intent {
            Intent::Buy => format!("Someone typing this is ready to {}: send them to the page where they can, not to the home page.", facts.act()),
            Intent::Compare => format!("People weighing one {type_noun} against another: a page or post that answers it honestly (prices, what is included) wins them."),
            Intent::Learn => format!("A question your {} ask before they {}: answer it in a post or an e-mail and they meet you first.", facts.customers(), facts.act()),
            Intent::Local => "A nearby search: the map results decide it, so keep the profile's photos and reviews fresh.".to_owned(),
        };
        out.push(Keyword { phrase, intent, why });
    }
    out
}

/// A content idea template: its pillar, its format per platform kind, and its title.
struct Idea {
    pillar: &'static str,
    title: String,
    /// Made for video first.
    video: bool,
}

fn idea(pillar: &'static str, video: bool, title: String) -> Idea {
    Idea { pillar, title, video }
}

/// Thirty distinct ideas spread over the channels at work, the main channel most.
pub fn ideas(facts: &Facts, channels: &[Channel]) -> Vec<ContentIdea> {
    let name = &facts.name;
    let noun = facts.noun();
    let customers = facts.customers();
    // Ideas that need customers to show; an idea-stage business has none yet.
    let an = a(noun);
    let with_customers = vec![
        idea(
            "proof",
            false,
            format!("A review from one of your {customers}, with a photo of what they got"),
        ),
        idea("proof", true, format!("Before and after: what changed for one of your {customers}")),
        idea(
            "proof",
            false,
            format!(
                "What {customers} say in their own words: a collage of messages (with permission)"
            ),
        ),
        idea(
            "proof",
            false,
            "Your numbers so far: orders, clients or hours, and a thank-you".to_owned(),
        ),
        idea("offer", true, format!("What people ask {an} for most, and why")),
    ];
    let act = facts.act();
    let offer = facts.offer();
    let spot = match facts.model {
        Model::WalkIn => "counter",
        Model::Bookings => "studio",
        Model::Shop => "workbench",
        Model::Leads => "desk",
    };
    let general = vec![
        idea(
            "behind the scenes",
            true,
            format!("A day in the life of {an}, from the first task to the last"),
        ),
        idea(
            "behind the scenes",
            true,
            format!("The tools {an} could not work without, and why each one earns its place"),
        ),
        idea(
            "behind the scenes",
            false,
            format!("Your {spot} before and after a busy day as {an}"),
        ),
        idea(
            "behind the scenes",
            true,
            format!("The mistake you made in your first year as {an}, and what it taught you"),
        ),
        idea("behind the scenes", false, format!("Why you became {an}: the moment you decided")),
        idea(
            "proof",
            false,
            format!(
                "The three questions every {noun} hears before {customers} say yes, answered honestly"
            ),
        ),
        idea("know-how", false, format!("Five myths about choosing {an}, and the truth")),
        idea("know-how", true, format!("A one-minute tip from {an} that people can use today")),
        idea("know-how", false, format!("The checklist {an} would give a friend")),
        idea("know-how", true, format!("How to spot a good {noun}: three things to look for")),
        idea(
            "know-how",
            false,
            format!("The question every {noun} gets asked most, answered properly"),
        ),
        idea("offer", false, format!("What is new this month, and which {customers} it is for")),
        idea(
            "offer",
            false,
            format!("What happens when people {}: three steps, with prices", facts.action()),
        ),
        idea(
            "offer",
            false,
            format!("A reason to {act} this week: limited dates, a small batch, a season"),
        ),
        idea(
            "community",
            false,
            format!("Ask your followers to choose between two of your {offer} ideas"),
        ),
        idea(
            "community",
            false,
            format!("Shout out a business near your {spot} or in your field that you admire"),
        ),
        idea(
            "community",
            true,
            format!("Answer a question from one of your {customers} with a video"),
        ),
        idea(
            "community",
            false,
            format!("A question of the week for your {customers}, with your own answer first"),
        ),
    ];
    // One idea per keyword: the searches the plan targets, answered where people look.
    let searched: Vec<Idea> = keywords(facts)
        .into_iter()
        .map(|k| {
            let phrase = k.phrase;
            match k.intent {
                Intent::Learn => idea(
                    "know-how",
                    false,
                    format!("{}: the answer in a minute", capitalised(&phrase)),
                ),
                Intent::Compare => idea(
                    "know-how",
                    false,
                    format!("\"{phrase}\": what to compare before you choose"),
                ),
                Intent::Buy => idea(
                    "offer",
                    false,
                    format!("For everyone searching \"{phrase}\": what you offer and how to {act}"),
                ),
                Intent::Local => idea(
                    "offer",
                    true,
                    format!("For people searching \"{phrase}\": where to find you and when"),
                ),
            }
        })
        .collect();
    let trade: Vec<Idea> = match facts.model {
        Model::WalkIn => vec![
            idea(
                "behind the scenes",
                true,
                "What is fresh today, filmed at opening time".to_owned(),
            ),
            idea(
                "behind the scenes",
                true,
                format!("Meet the people behind the counter at {name}"),
            ),
            idea("offer", false, "This week's special and the story behind it".to_owned()),
            idea(
                "community",
                false,
                "A regular's favourite order, with their permission".to_owned(),
            ),
            idea(
                "know-how",
                false,
                format!("How to get the most out of what you buy at {}", a(noun)),
            ),
            idea(
                "community",
                false,
                "Your street: the neighbours, the view, the best time to drop by".to_owned(),
            ),
            idea("offer", false, "Opening hours, holiday hours and how to order ahead".to_owned()),
        ],
        Model::Bookings => vec![
            idea("proof", false, "A recent job from start to finish in five photos".to_owned()),
            idea(
                "know-how",
                false,
                format!("What to expect at your first appointment with {}", a(noun)),
            ),
            idea(
                "know-how",
                false,
                format!("How to choose {}: five questions to ask anyone you consider", a(noun)),
            ),
            idea("offer", false, "Your next free dates and how to book them".to_owned()),
            idea("know-how", true, "How to prepare so you get the best result".to_owned()),
            idea("proof", false, "Your favourite piece of work this season and why".to_owned()),
            idea("offer", false, "What your prices include, and what they do not".to_owned()),
        ],
        Model::Shop => vec![
            idea(
                "behind the scenes",
                true,
                "How one product is made, from start to finish".to_owned(),
            ),
            idea("offer", false, "A gift guide: what to pick for whom".to_owned()),
            idea("know-how", false, "How to care for what you bought so it lasts".to_owned()),
            idea(
                "proof",
                false,
                "Customers' photos of your products at home (with permission)".to_owned(),
            ),
            idea(
                "behind the scenes",
                true,
                "Packing orders: what goes into every parcel".to_owned(),
            ),
            idea("offer", false, "Back in stock: the items people asked for".to_owned()),
            idea("know-how", false, "Sizes, materials and how to choose, in one post".to_owned()),
        ],
        Model::Leads => vec![
            idea(
                "proof",
                false,
                "A short case study: the problem, what you did, the result".to_owned(),
            ),
            idea("know-how", false, "A framework you use with clients, in five steps".to_owned()),
            idea(
                "know-how",
                false,
                "A common mistake you see in your field and how to avoid it".to_owned(),
            ),
            idea(
                "offer",
                false,
                "What a first call with you looks like and what people leave with".to_owned(),
            ),
            idea("know-how", true, "Your take on a piece of news in your field".to_owned()),
            idea("proof", false, "A lesson from a project that did not go to plan".to_owned()),
            idea(
                "know-how",
                false,
                "The questions to ask before hiring anyone for this work".to_owned(),
            ),
        ],
    };
    // The stage's own ideas come first, then the trade's, then ideas any business can use.
    let mut pool = Vec::new();
    if facts.stage == BusinessStage::Idea {
        pool.extend([
            idea(
                "community",
                false,
                format!(
                    "What {name} will be and who it is for: ask people to join the waiting list"
                ),
            ),
            idea(
                "community",
                false,
                "A poll: which first version would people want most?".to_owned(),
            ),
            idea(
                "know-how",
                false,
                "The problem in the words of the people you interviewed (with permission)"
                    .to_owned(),
            ),
            idea(
                "behind the scenes",
                true,
                "A first look at what you are making: ask what is missing".to_owned(),
            ),
            idea(
                "offer",
                false,
                "The founding offer: what the first ten customers get, and until when".to_owned(),
            ),
        ]);
    }
    pool.extend(trade);
    pool.extend(searched);
    if facts.stage != BusinessStage::Idea {
        pool.extend(with_customers);
    }
    pool.extend(general);
    let outlets = idea_outlets(channels);
    pool.into_iter()
        .take(30)
        .enumerate()
        .map(|(i, idea)| {
            let outlet = outlets[i % outlets.len()];
            let outlet = if idea.video { video_outlet(&outlets).unwrap_or(outlet) } else { outlet };
            ContentIdea {
                format: format_for(outlet, idea.video).to_owned(),
                platform: outlet,
                pillar: idea.pillar.to_owned(),
                title: idea.title,
            }
        })
        .collect()
}

/// Targets grow with the hours, the money and the stage; the curve differs per metric.
pub fn kpis(facts: &Facts) -> Vec<Kpi> {
    let time = match facts.minutes {
        0..=120 => 0.6,
        121..=300 => 1.0,
        301..=600 => 1.6,
        _ => 2.0,
    };
    let money = 1.0 + f64::from(facts.money) / 500.0;
    let stage = match facts.stage {
        BusinessStage::Idea => 0.5,
        BusinessStage::Launched => 1.0,
        BusinessStage::Established => 2.5,
    };
    let scale = time * money * stage;
    // (metric, unit, day-30 base, growth to day 60, growth to day 90, how to measure)
    let rows: Vec<(&str, &str, f64, f64, f64, &str)> = if facts.stage == BusinessStage::Idea {
        vec![
            (
                "Conversations with potential customers",
                "conversations",
                8.0 / stage,
                1.6,
                2.1,
                "A row per conversation in a spreadsheet: who, what they said, would they pay",
            ),
            (
                "Waiting-list sign-ups",
                "sign-ups",
                20.0,
                2.2,
                3.6,
                "The count in your e-mail platform or form tool",
            ),
            (
                "Pre-orders or paid pilots",
                "customers",
                1.0 / stage,
                3.0,
                6.0,
                "Payments received in advance",
            ),
            (
                "Page visitors who sign up",
                "%",
                8.0,
                1.15,
                1.3,
                "Sign-ups divided by visitors, from the page's analytics",
            ),
        ]
    } else {
        match facts.model {
            Model::WalkIn => vec![
                (
                    "Google Business Profile actions (calls, directions, website clicks)",
                    "actions",
                    40.0,
                    1.5,
                    2.1,
                    "Performance tab of the profile, last 28 days",
                ),
                (
                    "New Google reviews",
                    "reviews",
                    4.0,
                    2.0,
                    3.2,
                    "Count on the profile; note the date you started asking",
                ),
                (
                    "Counter sign-ups for the e-mail or loyalty list",
                    "sign-ups",
                    25.0,
                    2.1,
                    3.4,
                    "The count in your list or card system",
                ),
                (
                    "Visits from people who found you online",
                    "visits",
                    15.0,
                    1.8,
                    2.7,
                    "Ask \"how did you find us?\" at the till for one week a month and count",
                ),
            ],
            Model::Bookings if facts.one_off() => vec![
                ("Enquiries", "enquiries", 4.0, 1.7, 2.5, "Your inbox and enquiry form, per month"),
                (
                    "Enquiries that become bookings",
                    "%",
                    20.0,
                    1.2,
                    1.4,
                    "Bookings divided by enquiries, per month",
                ),
                ("New reviews", "reviews", 2.0, 2.0, 3.5, "Count on Google and your main platform"),
                (
                    "Enquiries from referrals",
                    "enquiries",
                    1.0,
                    2.0,
                    4.0,
                    "Ask every enquiry how they heard of you",
                ),
            ],
            Model::Bookings => vec![
                ("Booking requests", "requests", 6.0, 1.7, 2.5, "Your booking tool, per month"),
                (
                    "Clients who book again within 60 days",
                    "%",
                    20.0,
                    1.2,
                    1.4,
                    "Returning clients divided by all clients, from your booking tool",
                ),
                ("New reviews", "reviews", 3.0, 2.0, 3.3, "Count on Google and your main platform"),
                (
                    "Referred clients",
                    "clients",
                    1.0,
                    2.0,
                    4.0,
                    "Ask every new client who sent them",
                ),
            ],
            Model::Shop => vec![
                ("Shop visitors", "visitors", 400.0, 1.5, 2.2, "Your shop's analytics, per month"),
                (
                    "Visitors who buy",
                    "%",
                    1.2,
                    1.15,
                    1.35,
                    "Orders divided by visitors, from the shop's analytics",
                ),
                ("Orders", "orders", 8.0, 1.7, 2.6, "Your shop's orders report, per month"),
                (
                    "E-mail subscribers",
                    "subscribers",
                    60.0,
                    2.0,
                    3.1,
                    "The count in your e-mail platform",
                ),
            ],
            Model::Leads => vec![
                (
                    "Conversations with potential clients",
                    "conversations",
                    6.0,
                    1.6,
                    2.3,
                    "A row per call or meeting in a spreadsheet",
                ),
                ("Proposals sent", "proposals", 2.0, 2.0, 3.0, "The same spreadsheet"),
                ("New clients", "clients", 1.0, 2.0, 3.0, "Signed agreements or first invoices"),
                (
                    "E-mail subscribers or engaged followers",
                    "people",
                    40.0,
                    1.9,
                    2.9,
                    "Your e-mail platform, or comments and messages per month",
                ),
            ],
        }
    };
    rows.into_iter()
        .map(|(metric, unit, base, to60, to90, how)| {
            let percent = unit == "%";
            let day30 = if percent { base } else { round_target(base * scale) };
            let grow = |factor: f64| {
                if percent {
                    (base * factor * 10.0).round() / 10.0
                } else {
                    round_target(base * scale * factor)
                }
            };
            let (day60, day90) = (grow(to60).max(day30), grow(to90).max(grow(to60)).max(day30));
            Kpi {
                metric: metric.to_owned(),
                day30,
                day60,
                day90,
                unit: unit.to_owned(),
                how_to_measure: how.to_owned(),
            }
        })
        .collect()
}

/// A target as people set them: whole numbers, rounded to 5 above 20 and to 10 above 100.
fn round_target(value: f64) -> f64 {
    let value = value.max(1.0);
    match value {
        v if v >= 100.0 => (v / 10.0).round() * 10.0,
        v if v >= 20.0 => (v / 5.0).round() * 5.0,
        v => v.round(),
    }
}
