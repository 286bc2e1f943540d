//! The Pro package: written automatically (no review) the moment a payment succeeds.
//!
//! With the buyer's survey answers it is the full personalised plan (90-day roadmap, keywords,
//! content ideas, KPIs) plus done-for-you templates filled in with their business, a
//! competitor analysis built from their keywords and location, and the guarantee terms.
//! Without answers it is the general edition of the same package, with bracketed blanks and an
//! invitation to take the survey for the personalised one.

mod roadmap;

use std::fmt::Write as _;

use crate::leads::model::{NewLead, Platform, SellLocation};
use crate::strategies::planner::{self, inline_text, phrase_text, short_text};

/// Days after purchase in which a refund is granted without questions.
pub const GUARANTEE_DAYS: u32 = 30;

macro_rules! md {
    ($out:expr) => { $out.push('\n') };
    ($out:expr, $($arg:tt)*) => {{ let _ = writeln!($out, $($arg)*); }};
}

/// What the package is written for.
pub struct Buyer<'a> {
    pub name: &'a str,
    pub order_id: i64,
    /// The purchase date, as shown (e.g. "November 22, 2026").
    pub purchased_on: &'a str,
    pub support_email: &'a str,
    pub site_url: &'a str,
}

/// The words a template puts where the business's own details go.
struct Subject {
    business: String,
    offering: String,
    customer: String,
    problem: String,
    place: Option<String>,
}

impl Subject {
    fn from_lead(lead: &NewLead) -> Self {
        Self {
            business: inline_text(&lead.business_name),
            offering: phrase_text(&lead.business_offering, 12),
            customer: phrase_text(&lead.ideal_customer, 12),
            problem: format!("“{}”", short_text(&lead.problem_solved, 14)),
            place: match lead.sell_location {
                SellLocation::Locally => lead.specific_location.as_deref().map(inline_text).filter(|p| !p.is_empty()),
                _ => None,
            },
        }
    }

    fn general() -> Self {
        Self {
            business: "[Your business]".into(),
            offering: "[what you sell]".into(),
            customer: "[your ideal customer]".into(),
            problem: "[the problem you solve, in your customers' words]".into(),
            place: None,
        }
    }
}

/// The whole package in Markdown.
pub fn write(lead: Option<&NewLead>, buyer: &Buyer<'_>) -> String {
    let mut out = String::with_capacity(40_000);
    let subject = lead.map_or_else(Subject::general, Subject::from_lead);
    let title = match lead {
        Some(_) => format!("{} — your Pro Marketing Strategy Package", subject.business),
        None => "Your Pro Marketing Strategy Package".to_owned(),
    };
    md!(out, "# {title}");
    md!(out);
    md!(
        out,
        "Thank you for your order (#{}, {}). This package is yours for life: keep this e-mail, and reply to it whenever you want it sent again.",
        buyer.order_id,
        buyer.purchased_on
    );
    md!(out);
    md!(out, "Inside:");
    md!(out);
    md!(out, "1. Your 90-day roadmap, week by week");
    md!(out, "2. Done-for-you content templates");
    md!(out, "3. Your competitor analysis");
    md!(out, "4. Your {GUARANTEE_DAYS}-day money-back guarantee");
    md!(out);
    match lead {
        Some(lead) => write_personal_plan(&mut out, lead),
        None => write_general_roadmap(&mut out, buyer),
    }
    write_templates(&mut out, &subject, lead.map_or(Platform::ALL, |l| &l.platforms[..]));
    write_competitors(&mut out, &subject, lead);
    write_guarantee(&mut out, buyer);
    out
}

fn write_personal_plan(out: &mut String, lead: &NewLead) {
    md!(out, "Everything below is written from the answers you gave in our survey.");
    md!(out);
    // The plan's own title is replaced by the package's; its sections follow as they are.
    let plan = planner::write_plan(lead);
    let body = plan.split_once('\n').map_or(plan.as_str(), |(_, rest)| rest);
    out.push_str(body.trim_start_matches('\n'));
    if !out.ends_with('\n') {
        out.push('\n');
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

fn write_templates(out: &mut String, s: &Subject, platforms: &[Platform]) {
    let Subject { business, offering, customer, problem, place } = s;
    let near = place.as_deref().map(|p| format!(" in {p}")).unwrap_or_default();
    md!(out, "## Done-for-you content templates");
    md!(out);
    md!(
        out,
        "Copy, adjust the words in brackets, and publish. Each template is built on the same promise, so everything you post points the same way."
    );
    md!(out);
    md!(out, "### Your one-line pitch");
    md!(out);
    md!(out, "> {business} helps {customer}{near} with {offering}. The problem we solve: {problem}.");
    md!(out);
    md!(out, "### Homepage hero");
    md!(out);
    md!(out, "- **Headline:** {} for {customer}", capitalised(offering));
    md!(out, "- **Subheadline:** {problem} — [one sentence on how you do it differently].");
    md!(out, "- **Button:** [Get started / Book a call / Shop now]");
    md!(out, "- **Proof line:** [A number, a testimonial or a recognisable customer]");
    md!(out);
    md!(out, "### Welcome e-mail sequence (3 e-mails)");
    md!(out);
    md!(
        out,
        "1. **Day 0 — \"Welcome to {business}\"**: thank them for joining, say in one sentence what you help with ({offering}), and deliver what you promised for signing up. End with one question: \"What made you sign up today?\""
    );
    md!(
        out,
        "2. **Day 2 — \"The mistake most people make\"**: start from the problem you solve ({problem}), name the mistake people make with it, explain why it happens, and give one fix they can apply today. No pitch."
    );
    md!(
        out,
        "3. **Day 5 — \"How we can help\"**: a short customer story (before, what changed, after), then your offer with one clear link and a deadline or bonus if you have one."
    );
    md!(out);
    for &platform in platforms {
        write_channel_template(out, platform, s);
    }
    md!(out, "### Testimonial request");
    md!(out);
    md!(
        out,
        "> Hi [name], thank you for choosing {business}. Could you reply with two or three sentences on what changed for you? I would love to share it (first name only unless you say otherwise)."
    );
    md!(out);
    md!(out, "### Referral ask");
    md!(out);
    md!(
        out,
        "> If you know someone who could use {offering}, I would be grateful for an introduction. As a thank-you, [your referral reward]."
    );
    md!(out);
}

fn write_channel_template(out: &mut String, platform: Platform, s: &Subject) {
    let Subject { business, offering, customer, problem, .. } = s;
    md!(out, "### {} template", planner::platform_name(platform));
    md!(out);
    match platform {
        Platform::Instagram => {
            md!(
                out,
                "- **Carousel, slide 1:** \"3 signs you need this\" — the problem you solve, {problem}, in one line."
            );
            md!(out, "- **Slides 2–4:** one sign per slide, in your customers' own words.");
            md!(out, "- **Slide 5:** \"What to do instead\" — one practical step.");
            md!(
                out,
                "- **Caption:** Who this is for ({customer}), the takeaway, and \"Save this for later\". End with a link-in-bio mention of {offering}."
            );
        }
        Platform::Facebook => {
            md!(
                out,
                "- **Community post:** \"Quick question for {customer}: what is the hardest part about [the problem behind {problem}]? I'm collecting answers for a free guide.\""
            );
            md!(
                out,
                "- **Follow-up post (a week later):** share the guide, credit the answers, and mention {business} once at the end."
            );
        }
        Platform::Tiktok => {
            md!(
                out,
                "- **Hook (first 2 seconds):** \"This is for {customer}.\" Then the problem, {problem}, in one sentence."
            );
            md!(out, "- **Middle (15–30 s):** show one fix, step by step, on screen.");
            md!(out, "- **End:** \"Follow for part 2\" — and make part 2 the next step.");
        }
        Platform::Linkedin => {
            md!(out, "- **Opening line:** \"Most {customer} I talk to want the same thing: {problem}.\"");
            md!(out, "- **Body:** what you learned helping them, as three short numbered lessons.");
            md!(out, "- **Close:** \"This is what we do at {business}: {offering}. Happy to share how, if useful.\"");
        }
        Platform::Email => {
            md!(out, "- **Subject:** \"[One fix for the problem you solve]\", built on {problem}");
            md!(out, "- **Body:** a short story, the fix in three steps, and one link to {offering}.");
            md!(out, "- **P.S.:** \"Reply with your biggest question, I read every answer.\"");
        }
        Platform::GoogleAds => {
            md!(out, "- **Headline 1:** {} (30 characters max: shorten if needed)", capitalised(offering));
            md!(out, "- **Headline 2:** For {customer}");
            md!(out, "- **Headline 3:** [Your strongest proof or offer]");
            md!(out, "- **Description:** {problem} — {business} [how you deliver it]. [Call to action].");
        }
    }
    md!(out);
}

/// "sourdough bread" → "Sourdough bread", for the start of a line.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| first.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

fn write_competitors(out: &mut String, s: &Subject, lead: Option<&NewLead>) {
    md!(out, "## Competitor analysis");
    md!(out);
    match lead {
        Some(lead) => {
            md!(
                out,
                "Your customers compare {} with whoever shows up when they search. Run these five searches (your top keywords) in a private browser window and note the first five businesses that are not directories:",
                s.business
            );
            md!(out);
            for keyword in planner::keywords(lead) {
                md!(out, "- \"{keyword}\"");
            }
            md!(out);
            if let Some(place) = &s.place {
                md!(
                    out,
                    "Add \"{place}\" to each search and check the map results too: local buyers often decide there."
                );
                md!(out);
            }
            let channels: Vec<&str> = lead.platforms.iter().map(|&p| planner::platform_name(p)).collect();
            if !channels.is_empty() {
                md!(
                    out,
                    "Then look up the same businesses on {}: those are the channels where you will meet them.",
                    channels.join(", ")
                );
                md!(out);
            }
        }
        None => {
            md!(
                out,
                "Search for [what you sell] + [your city or \"online\"] in a private browser window and note the first five businesses that are not directories. Repeat with the words your customers use for their problem."
            );
            md!(out);
        }
    }
    md!(out, "### The comparison table");
    md!(out);
    md!(out, "| | {} | Competitor 1 | Competitor 2 | Competitor 3 |", s.business);
    md!(out, "|---|---|---|---|---|");
    for row in [
        "Promise (headline)",
        "Who it is for",
        "Price and model",
        "Proof shown",
        "Main channel",
        "What reviews praise",
        "What reviews complain about",
    ] {
        md!(out, "| {row} | | | | |");
    }
    md!(out);
    md!(out, "### Where you can win");
    md!(out);
    md!(
        out,
        "1. **Their complaints are your headlines.** Every repeated complaint in their reviews that {} does not have is a message to lead with.",
        s.business
    );
    md!(out, "2. **Be specific where they are general.** If they speak to everyone, speak only to {}.", s.customer);
    md!(
        out,
        "3. **Own one channel they neglect.** Where they post rarely or badly, a steady weekly rhythm is enough to stand out."
    );
    md!(
        out,
        "4. **Make the problem concrete.** Describe the problem you solve ({}) better than they do, in your customers' words: people buy from whoever describes their problem best.",
        s.problem
    );
    md!(out);
    md!(out, "### Your positioning statement");
    md!(out);
    md!(
        out,
        "> For {}, {} offers {}: {}. Unlike [competitor], we [the one difference that matters most to them].",
        s.customer,
        s.business,
        s.offering,
        s.problem
    );
    md!(out);
    md!(out, "Repeat this review every 90 days: competitors change, and so do the gaps.");
    md!(out);
}

fn write_guarantee(out: &mut String, buyer: &Buyer<'_>) {
    md!(out, "## Your {GUARANTEE_DAYS}-day money-back guarantee");
    md!(out);
    md!(
        out,
        "If this package is not worth it to you, reply to this e-mail or write to {} within {GUARANTEE_DAYS} days of your purchase ({}) and we will refund the full $99 to your original payment method. No questions asked, no forms, and you may keep the package.",
        buyer.support_email,
        buyer.purchased_on
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
    use super::*;

    fn buyer() -> Buyer<'static> {
        Buyer {
            name: "Ada",
            order_id: 7,
            purchased_on: "November 22, 2026",
            support_email: "help@example.com",
            site_url: "https://plans.example",
        }
    }

    #[test]
    fn the_general_edition_has_every_promised_part_and_no_empty_blanks() {
        let text = write(None, &buyer());
        for heading in [
            "## 90-day roadmap",
            "## Done-for-you content templates",
            "## Competitor analysis",
            "## Your 30-day money-back guarantee",
        ] {
            assert!(text.contains(heading), "missing {heading}");
        }
        assert_eq!(text.matches("**Week ").count(), 13);
        assert!(text.contains("https://plans.example/"));
        assert!(text.contains("help@example.com"));
        // One template per channel when the buyer's channels are unknown.
        assert_eq!(text.matches(" template\n").count(), Platform::ALL.len());
        assert!(!text.contains("{") && !text.contains("  "), "unfilled or doubled blanks");
    }
}
