//! The Pro package: written automatically the moment a payment succeeds, within the minutes
//! the checkout promises.
//!
//! With the buyer's survey answers it carries their plan (the text a strategist approved for
//! them, with the strategist's edits, when there is one; else a fresh plan from the built-in
//! planner, which a strategist then offers to review) and builds its own parts from the plan's
//! data: copy for the ads it pays for and the e-mails it sends, within each platform's limits,
//! a dated posting calendar on the channels' rhythm (every post of the rest of the plan where
//! the AI provider scheduled them, else four weeks), a competitor worksheet with the plan's own
//! searches, templates for each channel at work, and a set-up checklist. Without answers it is
//! the general edition, with bracketed blanks and an invitation to take the survey.

/// Writes one line of Markdown to a `String` (or an empty line).
macro_rules! md {
    ($out:expr) => { $out.push('\n') };
    ($out:expr, $($arg:tt)*) => {{ let _ = writeln!($out, $($arg)*); }};
}

mod again;
mod calendar;
mod checklist;
mod competitors;
pub mod copy;
mod export;
mod moments;
mod offer;
mod proofread;
mod roadmap;
mod span;
mod templates;

use std::fmt::Write as _;

use jiff::civil::Date;

use crate::content::Currency;
use crate::content::trades::Catalogue;
use crate::leads::model::{NewLead, Platform};
use crate::plan::builtin::{self, Facts};
use crate::plan::model::Asset;
use crate::plan::pro::ProCopy;
use crate::plan::text::md;
use crate::plan::{Plan, holidays, render};
pub use export::File;
pub use proofread::proofread;

/// The plan a package is built on: the approved one's data, else `draft`, else the built-in
/// planner's for the answers.
fn plan_for(
    lead: &NewLead,
    approved: Option<&Approved>,
    draft: Option<Plan>,
    buyer: &Buyer<'_>,
) -> Plan {
    match approved.and_then(|a| a.plan.clone()).or(draft) {
        Some(plan) => plan,
        None => builtin::write_with(lead, buyer.catalogue, buyer.currency),
    }
}

/// The calendar files sent with the package (`.ics` and `.csv`): the roadmap's weeks from the
/// plan's week 1 and the calendar's posts. None for the general edition.
pub fn files(
    lead: Option<&NewLead>,
    approved: Option<&Approved>,
    draft: Option<&Plan>,
    pro: Option<&ProCopy>,
    buyer: &Buyer<'_>,
) -> Vec<File> {
    let pro = approved.and_then(|a| a.pro.as_ref()).or(pro);
    let Some(lead) = lead else { return Vec::new() };
    let plan = plan_for(lead, approved, draft.cloned(), buyer);
    let span = span(buyer, pro);
    let country = holidays::country_of(lead);
    let slots = calendar::slots(&plan, &span, country, pro);
    vec![
        export::ics(&lead.business_name, &plan, &slots, span.start, buyer.currency),
        export::csv(&plan, &slots, span.start, buyer.currency),
    ]
}

/// The weeks the buyer's calendar covers.
fn span(buyer: &Buyer<'_>, pro: Option<&ProCopy>) -> calendar::Span {
    let scheduled = pro.is_some_and(crate::plan::schedule::scheduled);
    calendar::Span::new(buyer.purchased, buyer.plan_started, scheduled)
}

/// "#42, March 5, 2026", or only the date for a preview.
fn order_label(buyer: &Buyer<'_>, purchased_on: &str) -> String {
    match buyer.order_id {
        Some(id) => format!("#{id}, {purchased_on}"),
        None => purchased_on.to_owned(),
    }
}

/// Days after purchase in which a refund is granted without questions.
pub const GUARANTEE_DAYS: u32 = 30;

/// What the package is written for.
pub struct Buyer<'a> {
    pub name: &'a str,
    /// None for a preview (`plansmith plan --format package`).
    pub order_id: Option<i64>,
    /// The purchase date, in the operator's time zone.
    pub purchased: Date,
    /// The Monday the plan's week 1 began, for a plan drafted before the purchase (its copy's
    /// schedule counts from it); None for a plan written for the purchase.
    pub plan_started: Option<Date>,
    pub price: &'a str,
    pub support_email: &'a str,
    pub site_url: &'a str,
    /// The trades the built-in planner knows.
    pub catalogue: &'a Catalogue,
    /// The operator's currency, in which the plan's amounts are written.
    pub currency: &'a Currency,
}

/// The plan a strategist approved for the buyer's answers: the text as they left it, and the
/// data it was drafted from when the draft was written as data.
pub struct Approved {
    pub text: String,
    pub plan: Option<Plan>,
    /// The package's copy an AI provider wrote for the plan, when it did.
    pub pro: Option<ProCopy>,
}

/// The whole package in Markdown.
pub fn write(lead: Option<&NewLead>, approved: Option<&Approved>, buyer: &Buyer<'_>) -> String {
    write_on(lead, approved, None, approved.and_then(|a| a.pro.as_ref()), buyer)
}

/// The package built on `draft`, a plan no strategist has approved yet (a preview of what an
/// AI provider's plan would give).
pub fn write_on_draft(
    lead: &NewLead,
    draft: &Plan,
    pro: Option<&ProCopy>,
    buyer: &Buyer<'_>,
) -> String {
    write_on(Some(lead), None, Some(draft.clone()), pro, buyer)
}

fn write_on(
    lead: Option<&NewLead>,
    approved: Option<&Approved>,
    draft: Option<Plan>,
    pro: Option<&ProCopy>,
    buyer: &Buyer<'_>,
) -> String {
    let mut out = String::with_capacity(48_000);
    let purchased_on = buyer.purchased.strftime("%B %-d, %Y").to_string();
    let Some(lead) = lead else {
        return general(&mut out, buyer, &purchased_on);
    };
    let facts = Facts::new(lead, buyer.catalogue);
    let plan = plan_for(lead, approved, draft, buyer);
    let answers = lead.own_words().join("\n");
    let business = checklist::Business {
        local: facts.local,
        has_site: lead.website.is_some()
            || crate::plan::limits::existing_assets(lead).contains(&Asset::Website)
            || plan.tasks().any(|(_, t)| t.sets_up == Some(Asset::Website)),
        answers: &answers,
    };
    let name = md(&facts.name);
    md!(out, "# {name}: your Pro Marketing Strategy Package");
    md!(out);
    md!(
        out,
        "Thank you for your order ({}). This package is yours to keep: reply to this e-mail whenever you want it sent again.",
        order_label(buyer, &purchased_on)
    );
    md!(out);
    md!(out, "Inside:");
    md!(out);
    md!(out, "1. Your 90-day marketing plan");
    md!(out, "2. Ready-to-use ad and e-mail copy");
    match pro.is_some_and(crate::plan::schedule::scheduled) {
        true => {
            md!(out, "3. Your posting calendar for the rest of the plan, every post written out")
        }
        false => md!(out, "3. Your posting calendar for the next four weeks"),
    }
    md!(out, "4. Your competitor worksheet");
    md!(out, "5. Done-for-you templates");
    let mut next = 6;
    if checklist::any(&plan, &business) {
        md!(out, "6. Your set-up checklist");
        next += 1;
    }
    md!(out, "{next}. Your {GUARANTEE_DAYS}-day money-back guarantee");
    md!(out);
    let plan_text = match approved {
        Some(approved) => {
            md!(
                out,
                "Part 1 is the plan our strategist reviewed and approved for {name}, with their edits. Parts 2 to 5 were built from that plan the moment your payment went through, so they follow it: reply to this e-mail and a strategist will go over any of them with you."
            );
            approved.text.clone()
        }
        None => {
            md!(
                out,
                "Your plan was written from your answers the moment your payment went through, so it arrives before a strategist has read it. Reply to this e-mail and a strategist will review it with you, and any part of this package that does not fit {name}."
            );
            render::markdown(&facts.name, &plan, buyer.currency)
        }
    };
    md!(out);
    md!(out, "## 1. Your 90-day marketing plan");
    md!(out);
    nest(&mut out, &plan_text);
    md!(out, "## 2. Ready-to-use copy");
    md!(out);
    copy::write_section(&mut out, &facts, &plan, pro);
    md!(out, "## 3. Your posting calendar");
    md!(out);
    let span = span(buyer, pro);
    let whole = pro.is_some_and(crate::plan::schedule::scheduled);
    let weeks = match (whole, span.first) {
        (true, 1) => "Every post of your plan's 13 weeks".to_owned(),
        (true, first) => format!("Every post of your plan's weeks {first} to 13"),
        (false, _) => "Four weeks of posts".to_owned(),
    };
    md!(
        out,
        "{weeks}, from {}, at the rhythm your plan sets for each channel, each with an idea from your plan. Move a post by a day if you need to; do not skip the week. The two files attached to this e-mail put it in your calendar: marketing-calendar.ics (open it, or import it in Google Calendar, Outlook or Apple Calendar) holds every week of your plan on its Monday and these posts on their days; marketing-calendar.csv is the same for a spreadsheet.",
        span.monday(span.first).max(span.from).strftime("%A %B %-d")
    );
    md!(out);
    let country = holidays::country_of(lead);
    calendar::write(&mut out, &plan, &span, country, pro);
    md!(out, "## 4. Your competitor worksheet");
    md!(out);
    competitors::write(&mut out, &facts, &plan, pro);
    md!(out, "## 5. Done-for-you templates");
    md!(out);
    // Templates for the platforms the plan works or pays for, not the ones it holds back.
    let paid = copy::paid(&plan);
    let at_work: Vec<Platform> = lead
        .platforms
        .iter()
        .copied()
        .filter(|p| {
            paid.contains(p)
                || plan.channels.iter().any(|c| c.platform == *p && c.hours_per_week > 0.0)
        })
        .collect();
    // How the business sells, where the planner knows it: its trade's way, or a shop's.
    let shop = lead.business_type == crate::leads::model::BusinessType::OnlineStore;
    let model = (facts.trade.is_some() || shop).then_some(facts.model);
    templates::write(
        &mut out,
        &templates::Words::of(&facts, &plan),
        Some(&plan),
        &at_work,
        model,
        pro,
    );
    if checklist::any(&plan, &business) {
        md!(out, "## 6. Your set-up checklist");
        md!(out);
        checklist::write(&mut out, &plan, &business);
    }
    write_guarantee(&mut out, buyer, &purchased_on);
    out
}

/// The general edition, for a buyer who took no survey with the address they paid with.
fn general(out: &mut String, buyer: &Buyer<'_>, purchased_on: &str) -> String {
    md!(out, "# Your Pro Marketing Strategy Package");
    md!(out);
    md!(
        out,
        "Thank you for your order ({}). This package is yours to keep: reply to this e-mail whenever you want it sent again.",
        order_label(buyer, purchased_on)
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
    templates::write(out, &templates::Words::general(), None, Platform::ALL, None, None);
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
