//! The roadmap's steps for the way a business the catalogue does not know sells, where that
//! decides more than its survey type: organisations won one by one (a proposal ready after a
//! good call, the sector's own meeting places, the list worked to its end), or a call-out
//! business (a phone that is answered, and the people who pass the number on).

use super::buyers;
use super::facts::Facts;
use super::steps::{Step, step};

/// The weekly minutes from which the motion's later steps fit beside the channels' routine.
pub(super) const ROOMY: u32 = 180;

/// Steps for buyers who are organisations; the list and the first two rounds of messages are
/// the Leads playbook's.
pub(super) fn for_organisations(facts: &Facts, steps: &mut Vec<Step>) {
    // An hour or two a week has room for the list and its first rounds only.
    if facts.minutes < ROOMY {
        return;
    }
    let who = buyers::listed(&facts.buyers).unwrap_or_else(|| "your clients".to_owned());
    // A call-out is priced per call, not proposed (`on_call` below).
    if !facts.on_call {
        steps.push(step("proposal", 45, None, "Write a one-page proposal you can send the day after a good conversation: their problem in their own numbers, what you do, a pilot with its price, and a start date".to_owned()).from(4));
    }
    steps.push(step("sector", 45, None, format!("Find the association, trade event or newsletter that {who} read, and book a place, a short talk or a mention for this quarter")).from(6));
    steps.push(
        step(
            "outreach-3",
            60,
            None,
            "Write to the next 10 on your list, and follow up once with everyone who has not answered"
                .to_owned(),
        )
        .needs(&["outreach-2"])
        .from(8),
    );
    steps.push(
        step(
            "outreach-4",
            60,
            None,
            "Write to the last 10 on the list with your newest result or lesson, and ask for 20 minutes"
                .to_owned(),
        )
        .needs(&["outreach-3"])
        .from(10),
    );
}

/// Organisations that buy small and often are won at their door: the list is visited, the
/// work shown on the spot, and a first job given, not a call booked and a proposal sent.
pub(super) fn small_orders(facts: &Facts, steps: &mut Vec<Step>) {
    if !facts.small_orders() {
        return;
    }
    steps.retain(|s| s.id != "proposal");
    for step in steps.iter_mut() {
        let text = match step.id {
            "outreach-1" => {
                "Visit the first 10 on the list at a quiet hour: do one small job on the spot or show what you sell, leave a card with your prices, and ask for the person who decides"
            }
            "outreach-2" => {
                "Go back to those 10 with a first job or delivery free or at half price, and visit the next 10"
            }
            "outreach-3" => {
                "Visit the next 10 on your list, and call once on everyone who has not decided"
            }
            "outreach-4" => {
                "Visit the last 10 on the list, and ask every regular for the name of one business like theirs"
            }
            "prospect-list" => {
                "List 40 businesses along routes you can cover in a morning, with the name of the person who decides and the quiet hour to call in"
            }
            "presale" => {
                "Offer every business that said yes a standing order at a founding price: how often you come, what it covers, and what it costs a month"
            }
            _ => continue,
        };
        step.text = text.to_owned();
    }
}

/// Steps for a business called when something has gone wrong: answer the phone, be known to
/// those who hear first, be ready before the busy weeks, and thank who sent the call.
pub(super) fn on_call(facts: &Facts, steps: &mut Vec<Step>) {
    let customers = facts.customers();
    steps.push(step("call-ready", 30, None, "Put one phone number on every profile, your page and your cards; say the hours you answer it and how fast you call back, and keep to it: a caller who reaches voicemail calls the next name".to_owned()));
    steps.push(step("referrers", 60, None, format!("List ten people your {customers} ask first when it happens (neighbours, managers, the council's line, trades who get the wrong call) and give each your number and a two-line message they can forward")).from(3));
    if facts.minutes < ROOMY {
        return;
    }
    steps.push(step("busy-weeks", 30, None, "Find the weeks of the year when calls like yours peak (ask your referrers, look back at last year's calls) and send everyone on your list your number two weeks before".to_owned()).needs(&["referrers"]).from(6));
    steps.push(step("referrer-thanks", 30, None, "Thank every referrer who passed a call on, in person or with a small gift, and ask who else should have your number".to_owned()).needs(&["referrers"]).from(9));
}

#[cfg(test)]
mod tests;
