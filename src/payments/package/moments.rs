//! Templates for the moments a business of its kind lives on, filled in for it: the quote
//! follow-up for a business that wins work by quotes, the reminder and the rebooking for one
//! that takes bookings, the abandoned-cart e-mail for a shop, the office order for a counter.

use std::fmt::Write as _;

use super::offer::Words;
use crate::plan::builtin::Model;

pub fn write(out: &mut String, words: &Words, model: Model, sends_email: bool) {
    let Words { name, what, link, .. } = words;
    match model {
        Model::Leads => {
            md!(out, "### Following up a quote");
            md!(out);
            md!(
                out,
                "> Hi [first name], I sent you the quote for [the job] on [day]. Is there anything in it you would like me to explain or change? If the timing is the question, I can hold the price and the date until [day]. Thank you, [your name], {name}"
            );
            md!(out);
            md!(
                out,
                "Send it three working days after the quote, and once more a week later; most work that is lost is lost to silence, not to a competitor."
            );
            md!(out);
        }
        Model::Bookings => {
            md!(out, "### The reminder the day before");
            md!(out);
            md!(
                out,
                "> Hi [first name], a reminder that {name} sees you tomorrow at [time], [where]. If you need to move it, reply to this message and we will find another time. See you then!"
            );
            md!(out);
            md!(out, "### Booking the next one");
            md!(out);
            md!(
                out,
                "> Thank you for today, [first name]. Shall I keep [day and time, in the usual number of weeks] for you? Reply yes and it is yours."
            );
            md!(out);
            md!(
                out,
                "Offer the next date before they leave, or in the thank-you message the same day: a client who has a date booked comes back."
            );
            md!(out);
        }
        Model::Shop if sends_email => {
            md!(out, "### The abandoned-cart e-mail");
            md!(out);
            md!(
                out,
                "- **Subject:** Still thinking it over?\n- **Body:** Hi [first name], you left [the product] in your basket at {name}. It is still there for you: [link to the basket]. If a question is holding you back (size, delivery time, materials), reply to this e-mail and we will answer the same day.\n- **When:** one hour after the basket is left, and once more after a day. Most shop platforms send it for you: switch it on and paste this text in."
            );
            md!(out);
        }
        Model::Shop => {}
        Model::WalkIn => {
            md!(out, "### The office order");
            md!(out);
            md!(
                out,
                "> Hello [name], we are {name}, {what}, a few minutes from your office. For meetings and birthdays we make [what you would put in a box for ten], ready at [time] and delivered or collected. Shall I send you this week's list? [your name], {name}"
            );
            md!(out);
            md!(
                out,
                "Take it in person with a sample to the five nearest offices, then send it to whoever you met. Your link for them: {link}."
            );
            md!(out);
        }
    }
}
