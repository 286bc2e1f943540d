//! Problems the founder names in their own words ("winter is dead for us"), matched by their
//! words against a library of common problems, each with three actions.

use super::super::text::capitalised;
use super::facts::Facts;
use super::seasons::{MONTHS, Seasons};
use crate::leads::model::BusinessStage;

/// A problem in the founder's own words, matched by its words against common problems.
struct Problem {
    words: &'static [&'static str],
    actions: [&'static str; 3],
}

const LIBRARY: &[Problem] = &[
    Problem {
        words: &["shipping", "delivery", "postage", "courier"],
        actions: [
            "Show the shipping cost on the product page, not at checkout: surprise costs are the first reason carts are left.",
            "Set a free-shipping threshold a little above your average order, so shipping pays for itself in bigger orders.",
            "Compare two carriers and a pick-up point service for your three most common parcel sizes; switch if one is 20% cheaper.",
        ],
    },
    Problem {
        words: &["break", "fragile", "damage"],
        actions: [
            "Test your packaging by dropping three packed parcels from waist height; change what breaks.",
            "Say on the product page how you pack fragile items and that breakages are replaced: it turns a worry into a reason to buy.",
            "Keep a small stock of replacements and note every breakage by carrier to know which one to drop.",
        ],
    },
    Problem {
        words: &["abandon", "cart", "checkout"],
        actions: [
            "Turn on your shop's abandoned-cart e-mail: one reminder after an hour, one after a day.",
            "Buy something from your own shop on a phone and remove every step that is not needed.",
            "Show the total cost (shipping included) and delivery time before the last step.",
        ],
    },
    Problem {
        words: &["season", "winter", "summer", "quiet months", "slow months"],
        actions: [
            "Plan the quiet months now: an offer, a product or a service that sells in the low season (gift vouchers, classes, pre-orders).",
            "Collect e-mail addresses in the busy season, so you can bring people back when it is quiet.",
            LAST_YEAR,
        ],
    },
    Problem {
        words: &[
            "empty",
            "quiet day",
            "slow day",
            "monday",
            "tuesday",
            "weekday",
            "off-peak",
            "off peak",
        ],
        actions: [
            "Give the quiet day an offer of its own: a weekday rate, a class or a bundle that only runs then.",
            "Each week, tell past clients and your list which quiet-day slots are free, with a one-tap way to take one.",
            "Until it fills, keep that day for your own admin and content, so the empty hours still pay.",
        ],
    },
    Problem {
        words: &[
            "no-show",
            "no show",
            "show up",
            "not show",
            "turn up",
            "cancel",
            "late cancellation",
        ],
        actions: [
            "Send reminders two days and two hours before every appointment.",
            "Take a small deposit when people book, refunded when they cancel more than 24 hours ahead.",
            "Keep a short waiting list and offer freed slots by message the same day.",
        ],
    },
    Problem {
        words: &["price", "pricing", "expensive", "cheap", "charge"],
        actions: [
            "Show what is included next to the price; people compare what they get, not just the number.",
            "Offer three options (good, better, best): most people choose the middle, and some the top.",
            "Raise the price for new customers only and watch what happens for a month before deciding.",
        ],
    },
    Problem {
        words: &["review", "reputation", "rating"],
        actions: [
            "Ask for a review at the happiest moment (when they thank you), with a direct link, in the same message.",
            "Answer every review, good and bad, within two days; people read the answers too.",
            "Put your best three reviews where people decide: the page, the booking link, the product page.",
        ],
    },
    Problem {
        words: &["competit", "competitor", "big brands", "amazon", "cheaper"],
        actions: [
            "Write down what you do that a bigger competitor cannot (personal service, local, made by hand) and say it in every bio and page.",
            "Pick the niche of customers the big ones serve worst and speak to them by name.",
            "Never compete on price alone: compete on speed, care or a promise they will not make.",
        ],
    },
    Problem {
        words: &["referral", "word of mouth", "recommend"],
        actions: [
            "Ask every happy customer, in person, who else they know who needs this.",
            "Give referrers a thank-you they value (a discount, a gift, a mention).",
            "Make referring easy: a card or a link they can forward in one tap.",
        ],
    },
    Problem {
        words: &["cash", "money flow", "cashflow", "cash flow", "paid late", "invoice"],
        actions: [
            "Ask for a deposit or payment up front for new work and pre-orders.",
            "Send invoices the day the work is done, with payment terms of 14 days and a reminder on day 15.",
            "Sell something that pays before it costs: pre-sales, gift vouchers, packages of sessions.",
        ],
    },
    Problem {
        words: &["return", "refund"],
        actions: [
            "Read the last ten returns' reasons and fix the page that caused the most (sizes, colours, photos).",
            "Add a size or fit guide and real photos from customers.",
            "Make exchanges easier than refunds, and say so before people buy.",
        ],
    },
    Problem {
        words: &["trust", "credib", "legit", "scam"],
        actions: [
            "Show real people: your face, your workplace, your customers (with permission).",
            "Put contact details, an address or a phone number where people can see them.",
            "Collect and show three detailed reviews that mention a result.",
        ],
    },
    Problem {
        words: &["algorithm", "reach", "views", "followers", "engagement"],
        actions: [
            "Post less and better: one post that people save or share is worth five that they scroll past.",
            "Answer every comment in the first hour; platforms show posts that start conversations to more people.",
            "Move the followers you have onto your e-mail list, which no algorithm can take away.",
        ],
    },
    Problem {
        words: &["website", "traffic", "seo", "google", "search"],
        actions: [
            "Write one page per thing you sell, each titled with the words people type (the keywords in this plan).",
            "Get listed where your customers search: directories, marketplaces, the Google Business Profile.",
            "Ask partners and local sites to link to you; each link helps people and search engines find you.",
        ],
    },
    Problem {
        words: &["repeat", "retention", "come back", "loyal", "churn"],
        actions: [
            "Contact every customer 2–4 weeks after they buy: a tip, a thank-you, a reason to come back.",
            "Start a simple loyalty reward: the fifth visit, order or session has a gift.",
            "Ask the customers who left why, and fix the top reason.",
        ],
    },
    Problem {
        words: &[
            "leads",
            "prospect",
            "pipeline",
            "find clients",
            "finding clients",
            "new clients",
            "more clients",
        ],
        actions: [
            "Keep a list of 30 potential clients and contact five each week with something useful.",
            "Turn your best result into a short case study and send it to the people who look most like that client.",
            "Follow up every proposal after three days and again after a week.",
        ],
    },
    Problem {
        words: &["shy", "introvert", "sell", "selling", "awkward", "salesy"],
        actions: [
            "Sell by helping: share one useful tip per post, and the offer at the end, once.",
            "Let customers speak for you: reviews and results do the selling.",
            "Write a script for the first two sentences of every conversation, so you never start from nothing.",
        ],
    },
    Problem {
        words: &["photo", "content", "ideas", "what to post"],
        actions: [
            "Use the 30 ideas in this plan in order; add every question a customer asks to the list.",
            "Take photos in one session a month by a window, in daylight; phone cameras are enough.",
            "Reuse what worked: post your best post again every two months in a new format.",
        ],
    },
    Problem {
        words: &["niche", "position", "stand out", "different", "target"],
        actions: [
            "Pick the one kind of customer you most enjoy serving and write every post to them by name.",
            "Write your one-line promise: who it is for, what they get, and what makes it different.",
            "Say no to the work that does not fit, so the work that does gets all your effort.",
        ],
    },
    Problem {
        words: &["ads", "advert", "cost per", "expensive ads", "facebook ads", "google ads"],
        actions: [
            "Stop every ad that has not brought a customer after spending three times your profit per sale.",
            "Advertise only what already sells without ads: promote your best posts, not new ones.",
            "Send ads to one page with one button, never to the home page.",
        ],
    },
    Problem {
        words: &["staff", "hire", "help", "team", "alone"],
        actions: [
            "Write down the marketing tasks that take longest and hand the simplest one (scheduling, photos) to a freelancer a few hours a month.",
            "Use templates for every recurring post and e-mail.",
            "Keep the plan to what one person can do; add channels only when someone can own them.",
        ],
    },
    Problem {
        words: &["motivat", "burn", "overwhelm", "tired", "stress"],
        actions: [
            "Do the week's marketing in one fixed slot and stop when the time is up.",
            "Track one number a week, not ten: it shows progress when it is hard to feel it.",
            "Plan one week off marketing each quarter; the plan survives a pause.",
        ],
    },
];

/// The actions for the challenge the founder wrote: the first two problems it names, else
/// steps that find out what it costs.
pub(super) fn other(facts: &Facts) -> Vec<String> {
    let written = facts.lead.other_challenge.as_deref().unwrap_or_default();
    let text = written.to_lowercase();
    let found = LIBRARY.iter().filter(|p| p.words.iter().any(|w| text.contains(w)));
    // Months the founder names as busy or quiet answer the season with those months.
    if let Some(seasons) = super::seasons::seasons(written) {
        let mut actions = seasonal(facts, &seasons);
        let quiet = |p: &&Problem| p.words.contains(&"season") || p.words.contains(&"empty");
        let other = found.filter(|p| !quiet(p)).map(|p| p.actions[0]).next();
        actions.extend(other.map(|a| for_stage(facts, a)));
        return actions;
    }
    let found: Vec<&Problem> = found.take(2).collect();
    match found.as_slice() {
        [] => vec![
            "For the next two weeks, note each time the problem costs you a sale or an hour: when, who, how much.".to_owned(),
            "Ask three customers or peers how they handle it, and pick the answer that is cheapest to try.".to_owned(),
            "Try that one change for two weeks and compare the notes before and after; keep it if the count went down.".to_owned(),
        ],
        [one] => one.actions.iter().map(|a| for_stage(facts, a)).collect(),
        [one, two, ..] => {
            let mut actions: Vec<String> = one.actions.iter().map(|a| for_stage(facts, a)).collect();
            actions.push(for_stage(facts, two.actions[0]));
            actions
        }
    }
}

/// Three actions for the months the founder named: the busy months booked before they start,
/// the quiet ones used for what the busy ones leave no time for, and no one turned away for
/// good.
fn seasonal(facts: &Facts, seasons: &Seasons) -> Vec<String> {
    let (busy, quiet) = (seasons.busy, seasons.quiet);
    let before = MONTHS[(busy.from + 11) % 12];
    let whom = if facts.is_idea() {
        "everyone on your list and everyone who has asked about you"
    } else {
        "every customer of the last season and everyone on your list"
    };
    vec![
        format!(
            "Book the busy months before they start: in {before}, write to {whom} with your dates {} and a price for booking early, so the busy weeks are booked before the calls come.",
            busy.said()
        ),
        format!(
            "Give {} an offer of its own (the work best done then, or a lower price for those months), and use the time the busy months leave none for: photos and stories of the season's work, your page, your list, and the reviews you have not asked for yet.",
            quiet.named()
        ),
        format!(
            "{}, when you have to turn people away, offer each one a date later in the season or next year and take their number, instead of a plain no.",
            capitalised(&busy.said())
        ),
    ]
}

/// The action as this business can take it: one that reads the past (last year's sales) is
/// for an established business; a younger one starts the record instead.
fn for_stage(facts: &Facts, action: &str) -> String {
    match (facts.stage, action) {
        (BusinessStage::Idea | BusinessStage::Launched, LAST_YEAR) => {
            "Start the record now: note each week's sales, and ask your first customers which months they buy most; next year's targets per month come from both.".to_owned()
        }
        _ => action.to_owned(),
    }
}

/// An action that needs a year of sales behind the business.
const LAST_YEAR: &str =
    "Look at last year's sales by month and set this year's targets per month, not per year.";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::leads::model::{Challenge, NewLead};

    fn other_actions(text: &str) -> Vec<String> {
        let mut lead: NewLead = crate::plan::tests::Sampler(11).lead();
        lead.marketing_challenges = vec![Challenge::Other];
        lead.other_challenge = Some(text.to_owned());
        other(&Facts::new(&lead, crate::content::trades::Catalogue::defaults()))
    }

    #[test]
    fn a_young_business_is_not_sent_to_last_years_figures() {
        for (stage, past) in [
            (BusinessStage::Idea, false),
            (BusinessStage::Launched, false),
            (BusinessStage::Established, true),
        ] {
            let mut lead: NewLead = crate::plan::tests::Sampler(11).lead();
            lead.business_stage = stage;
            lead.marketing_challenges = vec![Challenge::Other];
            lead.other_challenge = Some("Winter is dead for us".to_owned());
            let actions =
                other(&Facts::new(&lead, crate::content::trades::Catalogue::defaults())).join(" ");
            assert_eq!(actions.contains("last year's sales"), past, "{stage:?}: {actions}");
        }
    }

    #[test]
    fn a_written_challenge_gets_the_playbook_of_the_problem_it_names() {
        assert!(LIBRARY.len() >= 20, "a library of common problems");
        for (text, expected) in [
            ("Clients book and then do not show up", "reminders"),
            ("Mondays are always empty", "quiet day"),
            ("Shipping to Europe costs more than the mug", "shipping"),
            ("Winter is dead for us", "quiet months"),
            ("People say we are too expensive", "price"),
            ("I hate selling, it feels salesy", "sell"),
        ] {
            let actions = other_actions(text).join(" ").to_lowercase();
            assert!(actions.contains(expected), "{text:?} → {actions}");
        }
        // Months the founder names are the season's, in the actions.
        let months = other_actions(
            "Very seasonal – everyone wants the boat in the water by May, then nobody calls from June to October.",
        );
        assert_eq!(months.len(), 3);
        assert!(months[0].contains("in October") && months[0].contains("from November to May"));
        assert!(months[1].starts_with("Give June to October an offer of its own"));
        // A problem the library does not know still gets specific steps, not advice in general.
        let unknown = other_actions("The council is digging up our street until March");
        assert_eq!(unknown.len(), 3);
        assert!(unknown[0].contains("note each time the problem costs you"));
    }
}
