//! The general plan's ideas for the way the business sells, where that says more than the
//! product does: to organisations, won in conversations and pilots, or on call, when something
//! has gone wrong and the buyer wants someone now.

use super::super::super::text::capitalised;
use super::super::buyers;
use super::super::facts::Facts;
use super::named::{Idea, idea};
use crate::content::trades::Pillar;

/// Ideas for buyers who are organisations: what the problem costs them, what a pilot is, how
/// working together goes, and what other buyers like them ask before they sign.
pub(super) fn for_organisations(facts: &Facts) -> Vec<Idea> {
    let name = &facts.name;
    let who = buyers::listed(&facts.buyers).unwrap_or_else(|| "your clients".to_owned());
    let offer = facts.offer();
    let mut ideas = vec![
        idea(
            Pillar::KnowHow,
            false,
            format!(
                "What doing nothing costs {who}: the hours, the money and the people lost, in numbers you can source"
            ),
        ),
        idea(
            Pillar::Offer,
            false,
            if facts.small_orders() {
                format!(
                    "A first visit from {name}: what you do or bring on the spot, the price, and what a standing order covers"
                )
            } else {
                format!(
                    "The pilot: what {who} get from {name} in the first weeks, what it costs, and what you measure together"
                )
            },
        ),
        idea(
            Pillar::BehindTheScenes,
            false,
            if facts.small_orders() {
                format!("From the first visit to a standing order: how working with {name} goes")
            } else {
                format!("From the first call to the first invoice: how working with {name} goes")
            },
        ),
        idea(
            Pillar::Proof,
            false,
            format!("The five questions {who} ask before they sign, answered plainly"),
        ),
        idea(
            Pillar::KnowHow,
            false,
            format!("The mistake {who} make when they try to solve this in-house"),
        ),
        idea(
            Pillar::Community,
            false,
            format!("What you heard from {who} this month, in their words (no names)"),
        ),
        idea(
            Pillar::KnowHow,
            false,
            format!("A one-page checklist {who} can use on Monday, with {name}'s name on it"),
        ),
        idea(
            Pillar::Offer,
            false,
            // "Offer prices" or "services prices" where the offering names no product.
            match (facts.small_orders(), facts.product.is_some()) {
                (true, true) => format!(
                    "{} prices, plainly: one order, a standing order, and what it saves",
                    capitalised(offer)
                ),
                (true, false) => {
                    "Your prices, plainly: one order, a standing order, and what it saves".to_owned()
                }
                (false, true) => {
                    format!("{} prices, plainly: a pilot, a contract and a one-off", capitalised(offer))
                }
                (false, false) => "Your prices, plainly: a pilot, a contract and a one-off".to_owned(),
            },
        ),
        idea(
            Pillar::Community,
            false,
            "The sector event, association or newsletter where you will be this quarter, and an invitation to meet there".to_owned(),
        ),
    ];
    if facts.is_idea() && facts.small_orders() {
        // Nothing to show yet, and no pilot to pitch: the first visit is the offer.
    } else if facts.is_idea() {
        ideas.insert(
            0,
            idea(
                Pillar::BehindTheScenes,
                false,
                format!("Why you are starting {name}: what you saw {who} struggle with"),
            ),
        );
        ideas.insert(
            2,
            idea(
                Pillar::Offer,
                false,
                format!(
                    "Wanted: three {} for a paid pilot. Who fits, what it costs, what they get",
                    buyers::listed(&facts.buyers).unwrap_or_else(|| facts.customers().to_owned())
                ),
            ),
        );
    } else {
        ideas.insert(
            1,
            idea(
                Pillar::Proof,
                false,
                "A client's result in numbers, told with their permission".to_owned(),
            ),
        );
    }
    ideas
}

/// Ideas for a business called when something has gone wrong: what to do until it arrives,
/// how fast it comes, what a call-out costs, and thanks to the people who pass the call on.
pub(super) fn on_call(facts: &Facts) -> Vec<Idea> {
    let name = &facts.name;
    let customers = facts.customers();
    vec![
        idea(
            Pillar::KnowHow,
            true,
            "What to do in the first ten minutes, before anyone arrives: three safe steps"
                .to_owned(),
        ),
        idea(
            Pillar::Offer,
            false,
            format!("When {name} can come, what a call-out costs, and the number to save"),
        ),
        idea(
            Pillar::Proof,
            true,
            "One call-out from the phone ringing to the job done, with the times".to_owned(),
        ),
        idea(
            Pillar::KnowHow,
            false,
            format!("The signs it is time to call {name}, and when it can wait"),
        ),
        idea(
            Pillar::BehindTheScenes,
            false,
            "What you carry on every call-out, so the job is done on the first visit".to_owned(),
        ),
        idea(
            Pillar::KnowHow,
            false,
            format!(
                "The busiest weeks of the year for call-outs, and what {customers} can do before them"
            ),
        ),
        idea(
            Pillar::Community,
            false,
            "Thanks to the people who passed the call on to you this month (with permission)"
                .to_owned(),
        ),
    ]
}
