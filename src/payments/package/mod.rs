//! The Pro package: written automatically the moment a payment succeeds, with no review.
//!
//! With the buyer's survey answers it carries their plan (the text a strategist approved for
//! them, with the strategist's edits, when there is one; else a fresh plan from the built-in
//! planner, said to be unreviewed) and builds its own parts from the plan's data: ready-to-use
//! ad and e-mail copy within each platform's limits, a dated four-week posting calendar, a
//! competitor worksheet for their trade, keywords and place, and templates for each chosen
//! channel. Without answers it is the general edition, with bracketed blanks and an invitation
//! to take the survey.

/// Writes one line of Markdown to a `String` (or an empty line).
macro_rules! md {
    ($out:expr) => { $out.push('\n') };
    ($out:expr, $($arg:tt)*) => {{ let _ = writeln!($out, $($arg)*); }};
}

mod calendar;
mod competitors;
pub mod copy;
mod roadmap;
mod templates;

use std::fmt::Write as _;

use jiff::civil::Date;

use crate::content::trades::Catalogue;
use crate::leads::model::{NewLead, Platform};
use crate::plan::builtin::{self, Facts};
use crate::plan::text::md;
use crate::plan::{Plan, render};

/// Days after purchase in which a refund is granted without questions.
pub const GUARANTEE_DAYS: u32 = 30;

/// What the package is written for.
pub struct Buyer<'a> {
    pub name: &'a str,
    pub order_id: i64,
    /// The purchase date, in the operator's time zone.
    pub purchased: Date,
    pub price: &'a str,
    pub support_email: &'a str,
    pub site_url: &'a str,
    /// The trades the built-in planner knows.
    pub catalogue: &'a Catalogue,
}

/// The plan a strategist approved for the buyer's answers: the text as they left it, and the
/// data it was drafted from when the draft was written as data.
pub struct Approved {
    pub text: String,
    pub plan: Option<Plan>,
}

/// The whole package in Markdown.
pub fn write(lead: Option<&NewLead>, approved: Option<&Approved>, buyer: &Buyer<'_>) -> String {
    let mut out = String::with_capacity(48_000);
    let purchased_on = buyer.purchased.strftime("%B %-d, %Y").to_string();
    let Some(lead) = lead else {
        return general(&mut out, buyer, &purchased_on);
    };
    let facts = Facts::new(lead, buyer.catalogue);
    let plan = match approved.and_then(|a| a.plan.clone()) {
        Some(plan) => plan,
        None => builtin::write_with(lead, buyer.catalogue),
    };
    let name = md(&facts.name);
    md!(out, "# {name}: your Pro Marketing Strategy Package");
    md!(out);
    md!(
        out,
        "Thank you for your order (#{}, {purchased_on}). This package is yours to keep: reply to this e-mail whenever you want it sent again.",
        buyer.order_id
    );
    md!(out);
    md!(out, "Inside:");
    md!(out);
    md!(out, "1. Your 90-day marketing plan");
    md!(out, "2. Ready-to-use ad and e-mail copy");
    md!(out, "3. Your posting calendar for the next four weeks");
    md!(out, "4. Your competitor worksheet");
    md!(out, "5. Done-for-you templates");
    md!(out, "6. Your {GUARANTEE_DAYS}-day money-back guarantee");
    md!(out);
    let plan_text = match approved {
        Some(approved) => {
            md!(
                out,
                "Part 1 is the plan our strategist reviewed and approved for {name}, with their edits. Parts 2 to 5 were written from your answers and that plan the moment your payment went through; no one has reviewed them."
            );
            approved.text.clone()
        }
        None => {
            md!(
                out,
                "Everything here was written from your survey answers the moment your payment went through; no one has reviewed it. If something does not fit {name}, reply to this e-mail and tell us."
            );
            render::markdown(&facts.name, &plan)
        }
    };
    md!(out);
    md!(out, "## 1. Your 90-day marketing plan");
    md!(out);
    nest(&mut out, &plan_text);
    md!(out, "## 2. Ready-to-use copy");
    md!(out);
    copy::write_section(&mut out, &facts, &plan);
    md!(out, "## 3. Your posting calendar");
    md!(out);
    let start = calendar::first_monday(buyer.purchased);
    md!(
        out,
        "Four weeks of posts from Monday {}, at the rhythm your plan sets for each channel, each with an idea from your plan. Move a post by a day if you need to; do not skip the week.",
        start.strftime("%B %-d")
    );
    md!(out);
    calendar::write(&mut out, &plan, start);
    md!(out, "## 4. Your competitor worksheet");
    md!(out);
    competitors::write(&mut out, &facts, &plan);
    md!(out, "## 5. Done-for-you templates");
    md!(out);
    templates::write(
        &mut out,
        &templates::Words::of(&facts),
        Some(&plan),
        &lead.platforms,
        Some(facts.model),
    );
    write_guarantee(&mut out, buyer, &purchased_on);
    out
}

/// The general edition, for a buyer who took no survey with the address they paid with.
fn general(out: &mut String, buyer: &Buyer<'_>, purchased_on: &str) -> String {
    md!(out, "# Your Pro Marketing Strategy Package");
    md!(out);
    md!(
        out,
        "Thank you for your order (#{}, {purchased_on}). This package is yours to keep: reply to this e-mail whenever you want it sent again.",
        buyer.order_id
    );
    md!(out);
    md!(out, "Inside:");
    md!(out);
    md!(out, "1. Your 90-day roadmap, week by week");
    md!(out, "2. Done-for-you templates");
    md!(out, "3. Your competitor worksheet");
    md!(out, "4. Your {GUARANTEE_DAYS}-day money-back guarantee");
    md!(out);
    md!(
        out,
        "We could not find survey answers for the e-mail address you paid with, so this is the general edition. For a package written around your business, answer the two-minute survey at {}/ with the same e-mail address and reply to this e-mail: we will send you the personalised edition at no cost.",
        buyer.site_url
    );
    md!(out);
    roadmap::write(out);
    md!(out, "## Done-for-you templates");
    md!(out);
    templates::write(out, &templates::Words::general(), None, Platform::ALL, None);
    md!(out, "## Your competitor worksheet");
    md!(out);
    md!(
        out,
        "Search for [what you sell] + [your city, or \"online\"] in a private browser window and note the first three businesses that are not directories. Repeat with the words your customers use for their problem, then fill in the table."
    );
    md!(out);
    md!(out, "| | You | Competitor 1 | Competitor 2 | Competitor 3 |");
    md!(out, "|---|---|---|---|---|");
    for row in [
        "Promise (headline)",
        "Who it is for",
        "Price and how to buy",
        "Proof shown",
        "Main channel",
        "What reviews praise",
        "What reviews complain about",
    ] {
        md!(out, "| {row} | | | | |");
    }
    md!(out);
    write_guarantee(out, buyer, purchased_on);
    std::mem::take(out)
}

/// `text` under a section of the package: its title dropped, its headings one level down.
fn nest(out: &mut String, text: &str) {
    let body = match text.trim_start().strip_prefix("# ") {
        Some(rest) => rest.split_once('\n').map_or("", |(_, body)| body),
        None => text,
    };
    for line in body.trim_matches('\n').lines() {
        if line.starts_with('#') {
            out.push('#');
        }
        out.push_str(line);
        out.push('\n');
    }
    out.push('\n');
}

fn write_guarantee(out: &mut String, buyer: &Buyer<'_>, purchased_on: &str) {
    md!(out, "## Your {GUARANTEE_DAYS}-day money-back guarantee");
    md!(out);
    md!(
        out,
        "If this package is not worth it to you, reply to this e-mail or write to {} within {GUARANTEE_DAYS} days of your purchase ({purchased_on}) and we will refund the full {} to your original payment method. No questions asked, no forms, and you may keep the package.",
        buyer.support_email,
        buyer.price
    );
    md!(out);
    md!(
        out,
        "Thank you for trusting us with your marketing, {}.",
        if buyer.name.trim().is_empty() { "and good luck" } else { buyer.name }
    );
}

#[cfg(test)]
mod tests;
