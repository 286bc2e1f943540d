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
    let facts = Facts::new(lead);
    let plan = match approved.and_then(|a| a.plan.clone()) {
        Some(plan) => plan,
        None => builtin::write(lead),
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
    write_copy(&mut out, &facts, &plan);
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
    write_general_roadmap(out, buyer);
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

fn write_copy(out: &mut String, facts: &Facts, plan: &Plan) {
    use copy::{
        EMAIL_SUBJECT, GOOGLE_DESCRIPTION, GOOGLE_DESCRIPTIONS, GOOGLE_HEADLINE, GOOGLE_HEADLINES,
        META_HEADLINE, META_PRIMARY,
    };
    let set = copy::write(facts, plan);
    let chose = |p: Platform| facts.lead.platforms.contains(&p);
    md!(
        out,
        "Every line is within its platform's limit, counted in characters. Delete any line that is not true of {} before you use it.",
        md(&facts.name)
    );
    md!(out);
    if chose(Platform::GoogleAds) {
        md!(out, "### Google Ads: one responsive search ad");
        md!(out);
        if !plan.budget.iter().any(|line| line.platform == Some(Platform::GoogleAds)) {
            md!(
                out,
                "Your plan leaves Google Ads for later (see its budget); this ad is ready for the day they start."
            );
            md!(out);
        }
        md!(out, "**{GOOGLE_HEADLINES} headlines** (up to {GOOGLE_HEADLINE} characters each):");
        md!(out);
        table(out, &set.google_headlines);
        md!(
            out,
            "**{GOOGLE_DESCRIPTIONS} descriptions** (up to {GOOGLE_DESCRIPTION} characters each):"
        );
        md!(out);
        table(out, &set.google_descriptions);
    }
    if chose(Platform::Instagram) || chose(Platform::Facebook) {
        md!(out, "### Meta ads (Instagram and Facebook)");
        md!(out);
        md!(
            out,
            "**Primary text** (up to {META_PRIMARY} characters, all of it shown before \"See more\"):"
        );
        md!(out);
        table(out, &set.meta_texts);
        md!(out, "**Headlines** (up to {META_HEADLINE} characters):");
        md!(out);
        table(out, &set.meta_headlines);
    }
    md!(out, "### E-mail subject lines");
    md!(out);
    md!(out, "Up to {EMAIL_SUBJECT} characters, so no inbox cuts them:");
    md!(out);
    table(out, &set.email_subjects);
}

/// Lines with their length, numbered.
fn table(out: &mut String, lines: &[String]) {
    md!(out, "| # | Text | Characters |");
    md!(out, "|---:|---|---:|");
    for (i, line) in lines.iter().enumerate() {
        md!(out, "| {} | {} | {} |", i + 1, md(line), copy::length(line));
    }
    md!(out);
}

fn write_general_roadmap(out: &mut String, buyer: &Buyer<'_>) {
    md!(
        out,
        "We could not find survey answers for the e-mail address you paid with, so this is the general edition. For a package written around your business, answer the two-minute survey at {}/ with the same e-mail address and reply to this e-mail: we will send you the personalised edition at no cost.",
        buyer.site_url
    );
    md!(out);
    md!(out, "## 90-day roadmap");
    md!(out);
    for (i, (week, tasks)) in roadmap::GENERAL_ROADMAP.iter().enumerate() {
        match i {
            0 => {
                md!(out, "### Days 1–30: Foundation (weeks 1–4)");
                md!(out);
            }
            4 => {
                md!(out, "### Days 31–60: Momentum (weeks 5–8)");
                md!(out);
            }
            8 => {
                md!(out, "### Days 61–90: Scale (weeks 9–13)");
                md!(out);
            }
            _ => {}
        }
        md!(out, "**{week}**");
        md!(out);
        for task in tasks {
            md!(out, "- {task}");
        }
        md!(out);
    }
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
mod tests {
    use super::copy::{
        EMAIL_SUBJECT, EMAIL_SUBJECTS, GOOGLE_DESCRIPTION, GOOGLE_DESCRIPTIONS, GOOGLE_HEADLINE,
        GOOGLE_HEADLINES, META_HEADLINE, META_HEADLINES, META_PRIMARY, META_TEXTS, length,
    };
    use super::*;
    use crate::plan::tests::{Sampler, samples};

    fn buyer() -> Buyer<'static> {
        Buyer {
            name: "Ada",
            order_id: 7,
            purchased: jiff::civil::date(2026, 11, 25),
            price: "$99",
            support_email: "help@example.com",
            site_url: "https://plans.example",
        }
    }

    fn sample_leads() -> Vec<NewLead> {
        samples()
            .iter()
            .map(|path| crate::commands::plan::read_answers(path).expect("sample answers"))
            .collect()
    }

    #[test]
    fn the_general_edition_has_every_promised_part_and_no_empty_blanks() {
        let text = write(None, None, &buyer());
        for heading in [
            "## 90-day roadmap",
            "## Done-for-you templates",
            "## Your competitor worksheet",
            "## Your 30-day money-back guarantee",
        ] {
            assert!(text.contains(heading), "missing {heading}");
        }
        assert_eq!(text.matches("**Week ").count(), 13);
        assert!(text.contains("https://plans.example/"));
        assert!(text.contains("help@example.com"));
        assert!(text.contains("refund the full $99"));
        // One template per channel when the buyer's channels are unknown.
        for platform in Platform::ALL {
            assert!(
                text.contains(&format!("### {}\n", platform.label())),
                "no {} template",
                platform.label()
            );
        }
        assert!(!text.contains('{') && !text.contains("  "), "unfilled or doubled blanks");
    }

    #[test]
    fn every_copy_line_keeps_its_platform_limit_and_every_set_is_full_for_sampled_answers() {
        let mut sampler = Sampler(0x51_7cc1_b727_220a);
        let leads = sample_leads().into_iter().chain((0..1500).map(|_| sampler.lead()));
        for lead in leads {
            let plan = builtin::write(&lead);
            let set = copy::write(&Facts::new(&lead), &plan);
            for (lines, limit, count, what) in [
                (&set.google_headlines, GOOGLE_HEADLINE, GOOGLE_HEADLINES, "Google headline"),
                (
                    &set.google_descriptions,
                    GOOGLE_DESCRIPTION,
                    GOOGLE_DESCRIPTIONS,
                    "Google description",
                ),
                (&set.meta_texts, META_PRIMARY, META_TEXTS, "Meta primary text"),
                (&set.meta_headlines, META_HEADLINE, META_HEADLINES, "Meta headline"),
                (&set.email_subjects, EMAIL_SUBJECT, EMAIL_SUBJECTS, "e-mail subject"),
            ] {
                assert_eq!(lines.len(), count, "{what}s for {:?}: {lines:#?}", lead.business_name);
                for line in lines {
                    assert!(length(line) <= limit, "{what} over {limit} characters: {line:?}");
                    assert!(
                        !line.contains('…') && !line.ends_with("..."),
                        "{what} cut off: {line:?}"
                    );
                }
                let mut distinct: Vec<String> = lines.iter().map(|l| l.to_lowercase()).collect();
                distinct.sort();
                distinct.dedup();
                assert_eq!(distinct.len(), count, "repeated {what}s: {lines:#?}");
            }
        }
    }

    #[test]
    fn the_package_carries_the_approved_text_and_claims_no_review_it_did_not_get() {
        let lead = &sample_leads()[0];
        let fresh = write(Some(lead), None, &buyer());
        assert!(fresh.contains("no one has reviewed it"));
        assert!(!fresh.contains("approved"), "an unreviewed package claims approval");
        assert!(
            !fresh.to_lowercase().contains("checked by"),
            "an unreviewed package claims a check"
        );

        let approved = Approved {
            text: "# A plan\n\n## Summary\n\nEdited by Rui: open on Sundays.\n".to_owned(),
            plan: Some(builtin::write(lead)),
        };
        let text = write(Some(lead), Some(&approved), &buyer());
        assert!(text.contains("reviewed and approved"));
        assert!(
            text.contains("### Summary\n\nEdited by Rui: open on Sundays."),
            "the approved text, nested under part 1"
        );
        assert!(!text.contains("# A plan"), "the approved plan's own title is dropped");
    }

    #[test]
    fn each_sample_package_has_every_part_a_dated_calendar_and_filled_searches() {
        for lead in sample_leads() {
            let text = write(Some(&lead), None, &buyer());
            for heading in [
                "## 1. Your 90-day marketing plan",
                "## 2. Ready-to-use copy",
                "## 3. Your posting calendar",
                "## 4. Your competitor worksheet",
                "## 5. Done-for-you templates",
                "## Your 30-day money-back guarantee",
            ] {
                assert!(text.contains(heading), "{}: missing {heading}", lead.business_name);
            }
            // Bought on Wednesday November 25: the calendar runs four weeks from Monday November 30.
            for week in [
                "### Week of November 30",
                "### Week of December 7",
                "### Week of December 14",
                "### Week of December 21",
            ] {
                assert!(text.contains(week), "{}: missing {week}", lead.business_name);
            }
            assert!(!text.contains("Week of November 23") && !text.contains("Week of December 28"));
            let plan = builtin::write(&lead);
            for keyword in &plan.keywords {
                assert!(
                    text.contains(&format!("\"{}", keyword.phrase)),
                    "{}: no search for {:?}",
                    lead.business_name,
                    keyword.phrase
                );
            }
            for platform in &lead.platforms {
                assert!(
                    text.contains(&format!("### {}\n", platform.label())),
                    "{}: no {} template",
                    lead.business_name,
                    platform.label()
                );
            }
            assert!(!text.contains('…'), "{}: text cut off", lead.business_name);
        }
    }

    #[test]
    fn the_calendar_starts_on_the_monday_after_the_purchase() {
        use jiff::civil::date;
        assert_eq!(calendar::first_monday(date(2026, 11, 25)), date(2026, 11, 30));
        assert_eq!(calendar::first_monday(date(2026, 11, 29)), date(2026, 11, 30));
        assert_eq!(calendar::first_monday(date(2026, 11, 30)), date(2026, 12, 7));
    }
}
