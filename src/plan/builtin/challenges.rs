//! Concrete actions for each challenge the founder chose; a challenge in their own words is
//! matched against a library of common problems.

use super::super::check::challenge_name;
use super::super::model::ChallengeActions;
use super::super::text::lowercase_first;
use super::facts::Facts;
use super::lexicon::Model;
use crate::leads::model::Challenge;

pub fn actions(facts: &Facts) -> Vec<ChallengeActions> {
    facts
        .lead
        .marketing_challenges
        .iter()
        .map(|challenge| {
            let mut actions = for_challenge(facts, *challenge);
            if let Some(first) = from_the_trade(facts, *challenge) {
                actions.insert(0, first);
            }
            ChallengeActions {
                challenge: *challenge,
                heading: Some(challenge_name(facts.lead, *challenge)),
                actions,
            }
        })
        .collect()
}

/// What the recognised trade's buyers say about a challenge: where they gather, what stops
/// them buying.
fn from_the_trade(facts: &Facts, challenge: Challenge) -> Option<String> {
    let buyers = &facts.trade?.buyers;
    let customers = facts.customers();
    let two = |lines: &[String]| {
        lines.iter().take(2).map(|l| lowercase_first(l.trim())).collect::<Vec<_>>().join("; and ")
    };
    match challenge {
        Challenge::DontKnowWhereToStart | Challenge::AudienceDoesntKnowMe
            if !buyers.gather.is_empty() =>
        {
            Some(format!(
                "Be seen where {customers} already gather before they need you: {}.",
                two(&buyers.gather)
            ))
        }
        Challenge::TrafficNoSales if !buyers.objections.is_empty() => Some(format!(
            "Answer what stops {customers} before they ask, on the page and in every reply: {}.",
            two(&buyers.objections)
        )),
        _ => None,
    }
}

fn for_challenge(facts: &Facts, challenge: Challenge) -> Vec<String> {
    let name = &facts.name;
    let hours = facts.minutes / 60;
    let trade = |walk_in: &str, bookings: &str, shop: &str, leads: &str| {
        match facts.model {
            Model::WalkIn => walk_in,
            Model::Bookings => bookings,
            Model::Shop => shop,
            Model::Leads => leads,
        }
        .to_owned()
    };
    match challenge {
        Challenge::DontKnowWhereToStart => vec![
            "Follow the roadmap week by week and nothing else: it is in the order that matters, and each week fits your time.".to_owned(),
            format!("Block the same {hours}-hour slot in your calendar every week and treat it like an appointment with a customer."),
            trade(
                "Start with the Google Business Profile in week 1: it is where most local customers look first.",
                "Start with the booking link: every post afterwards has somewhere to send people.",
                "Start with your three best product pages: every post afterwards sends people there.",
                "Start with the list of 30 potential clients: every post and message afterwards has a reader.",
            ),
        ],
        Challenge::AudienceDoesntKnowMe => vec![
            format!("Show a face: people trust the person behind {name} before the business. Put yourself in one post a week."),
            trade(
                "Be seen where your street already is: the neighbours' counters, local groups, a market stall.",
                "Borrow an audience: a joint post or giveaway with a business that serves the same clients.",
                "Borrow an audience: send a product to three accounts your customers follow and ask what they think.",
                "Comment usefully on five posts a week by people your clients follow; that is how strangers find you.",
            ),
            "Repeat one clear line about what you do everywhere (bio, page, e-mail signature) until people can say it back.".to_owned(),
        ],
        Challenge::TrafficNoSales => vec![
            "Ask five recent visitors who did not buy what stopped them: price, trust, timing or confusion. Fix the most common answer first.".to_owned(),
            trade(
                "Put today's offer and your opening hours at the top of every profile; people leave when they cannot see if you are open.",
                "Show prices (or a starting price) and your next free date on the page; hidden prices lose bookings.",
                "Show shipping cost and delivery time before checkout, and add reviews next to the buy button.",
                "Replace \"contact us\" with one low-risk first step: a 20-minute call or a fixed-price audit, bookable online.",
            ),
            "Follow up with everyone who showed interest within 48 hours; most sales are made on the second contact.".to_owned(),
        ],
        Challenge::MarketingNotConsistent => vec![
            format!("Batch the week's posts in one {}-minute session and schedule them; consistency comes from the batch, not from willpower.", (facts.minutes / 2).clamp(30, 90)),
            "Keep a running list of ideas on your phone: the 30 in this plan are the start, and every customer question is another.".to_owned(),
            "Fewer channels done every week beat more done sometimes: the plan keeps only what fits your time.".to_owned(),
        ],
        Challenge::NotEnoughTime => vec![
            format!("The plan never asks for more than your {hours} hours a week; when a week slips, skip it rather than doubling up."),
            "Turn one piece of work into three: one photo session gives a week of posts, one e-mail becomes a post.".to_owned(),
            trade(
                "Film or photograph while you work (the first batch, the counter), not in extra time.",
                "Take two photos of every job before you leave; that is next week's content.",
                "Photograph products in one monthly session, not one by one.",
                "Write one long post a month and cut it into short ones.",
            ),
        ],
        Challenge::BudgetTooSmall => vec![
            "The plan spends the bottom of your range and keeps free tools wherever they are good enough.".to_owned(),
            "Every paid line must show a result at the day-30 review, or it stops and the money stays with you.".to_owned(),
            trade(
                "Free first: the Google Business Profile, reviews and local groups cost nothing and bring people in.",
                "Free first: reviews and referrals cost nothing and bring the clients who book again.",
                "Free first: e-mail to past buyers is the cheapest sale you will ever make.",
                &format!("Free first: personal outreach to 10 good prospects beats {} of ads.", facts.currency.amount(200)),
            ),
        ],
        Challenge::Other => super::problems::other(facts),
    }
}
