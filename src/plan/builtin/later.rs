//! The second half of the quarter, once the first steps are done: work on the people who
//! already showed interest (by how the business sells), or, for a business not selling yet,
//! its first buyers served, their words collected, and the price set for after the founding
//! offer.

use super::facts::Facts;
use super::lexicon::Model;
use super::steps::{Step, step};

pub(super) fn later(facts: &Facts) -> Vec<Step> {
    let customers = facts.customers();
    // An hour or two a week is spent on the first half's steps and the channels' routine.
    if facts.is_idea() && facts.minutes < 180 {
        return Vec::new();
    }
    if facts.is_idea() {
        return vec![
            step("first-delivery", 45, None, format!("Serve your first paying {customers} as if each were your only one, and write down what went wrong while it is fresh")).from(7),
            step("first-words", 30, None, format!("Ask each of your first {customers}, the day after, for two lines on what changed for them, and for permission to use their name")).from(8),
            step("launch-price", 30, None, "Set the price for after the founding offer from what the first buyers paid and said, and tell everyone on your list when it changes".to_owned()).from(11),
        ];
    }
    let later: [(&'static str, u8, u32, String); 3] = match facts.model {
        Model::Bookings if facts.one_off() => [
            ("follow-up-old", 7, 45, "Go back through every enquiry of the last three months that did not book: one friendly message each with a date you still have free".to_owned()),
            ("referrers", 8, 60, format!("List five businesses that meet your {customers} just before they need you (venues, planners, shops) and offer each a thank-you for every booking they send")),
            ("price-step", 11, 30, "Raise your price or add one premium option for new enquiries only, and note how many still book".to_owned()),
        ],
        Model::Bookings => [
            ("lapsed", 7, 45, "Message every client of the last three months who has not booked again, with your next free slots and one reason to come back now".to_owned()),
            ("neighbour-partner", 8, 60, format!("Agree a swap with one business your {customers} also use: each recommends the other to their clients for a month")),
            ("price-step", 11, 30, "Raise your price or add one premium option for new clients only, and note how many still book".to_owned()),
        ],
        Model::WalkIn => [
            ("regulars", 7, 45, "Start a regulars' offer (a stamp card or a members' day) and tell everyone who comes in this week".to_owned()),
            ("joint-offer", 8, 60, format!("Agree a joint offer with one business nearby whose {customers} are yours too, and announce it in both places")),
            ("quiet-hours", 11, 30, "Look at your quietest hours and give them an offer of their own for a month; count what it brings".to_owned()),
        ],
        Model::Shop => [
            ("second-order", 7, 45, "Write to everyone who bought once in the last three months with a reason to buy again: what is new, or what goes with what they have".to_owned()),
            ("gift-guides", 8, 60, format!("Find five gift guides, blogs or newsletters your {customers} read and pitch one product to each, with photos ready to use")),
            ("bestseller", 11, 30, "Put your best-selling product on the home page and in every bio link, and see whether the rest sell more or less for it".to_owned()),
        ],
        Model::Leads => [
            ("referral-ask", 7, 45, "Ask your two happiest clients for an introduction to someone like them, and for a two-line testimonial".to_owned()),
            ("follow-up-old", 8, 45, "Go back to every conversation of the last three months that went quiet: one short note with something useful and a question".to_owned()),
            ("offer-page", 11, 60, "Turn what your last three clients bought into one fixed-price package with a clear first step, on its own page".to_owned()),
        ],
    };
    // Nobody books a call-out again to fill a gap.
    let later = later.into_iter().filter(|(id, ..)| !(facts.on_call && *id == "lapsed"));
    later.map(|(id, from, minutes, text)| step(id, minutes, None, text).from(from)).collect()
}
