//! Ready-to-use copy for the ads the plan pays for and the e-mails it sends, each line within
//! its platform's limit. Lines are built from the plan's own words (its trade, positioning and
//! keywords, in the market's language), the business name, the town and what a customer does
//! next; a candidate over the limit is dropped, never cut, and short general lines fill any
//! gap, so every set is complete whatever the answers were.

use std::fmt::Write as _;

use crate::leads::model::Platform;
use crate::plan::Plan;
use crate::plan::builtin::{Facts, Model};
use crate::plan::model::Intent;
pub use crate::plan::pro::{
    EMAIL_SUBJECT, GOOGLE_DESCRIPTION, GOOGLE_HEADLINE, META_HEADLINE, META_PRIMARY, ProCopy,
};
use crate::plan::text::{capitalised, md};

/// How many of each a set has: what Google's responsive search ads take at most, and enough
/// variants elsewhere to test against each other.
pub const GOOGLE_HEADLINES: usize = 15;
pub const GOOGLE_DESCRIPTIONS: usize = 4;
pub const META_TEXTS: usize = 3;
pub const META_HEADLINES: usize = 3;
pub const EMAIL_SUBJECTS: usize = 5;

pub struct CopySet {
    pub google_headlines: Vec<String>,
    pub google_descriptions: Vec<String>,
    pub meta_texts: Vec<String>,
    pub meta_headlines: Vec<String>,
    pub email_subjects: Vec<String>,
}

/// Characters as the platforms count them.
pub fn length(text: &str) -> usize {
    text.chars().count()
}

/// The first `count` distinct candidates within `limit` characters.
fn pick(candidates: impl IntoIterator<Item = String>, limit: usize, count: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::with_capacity(count);
    for candidate in candidates {
        let candidate = candidate.trim().to_owned();
        if candidate.is_empty() || length(&candidate) > limit {
            continue;
        }
        if out.iter().any(|kept| kept.eq_ignore_ascii_case(&candidate)) {
            continue;
        }
        out.push(candidate);
        if out.len() == count {
            break;
        }
    }
    out
}

/// What a customer does next, as a button would say it.
fn next_step(facts: &Facts) -> &'static str {
    if facts.is_idea() {
        return "Join the waiting list";
    }
    // Nothing the business may not offer: no "online booking", no "free call"; and for a trade
    // the planner did not recognise, no guess at how it sells beyond what its type says.
    let shop = facts.lead.business_type == crate::leads::model::BusinessType::OnlineStore;
    if facts.trade.is_none() && !shop {
        return "Message us today";
    }
    match facts.model {
        Model::WalkIn => "Drop by today",
        Model::Bookings => "Message us to book",
        Model::Shop => "Order online today",
        Model::Leads => "Ask for a quote",
    }
}

/// Short lines that are true of the way the business sells.
fn model_lines(facts: &Facts) -> &'static [&'static str] {
    if facts.is_idea() {
        return &[
            "Be one of the first",
            "Founding price for the first 10",
            "Get early access",
            "Tell us what you need",
        ];
    }
    match facts.model {
        Model::WalkIn => &[
            "See what is on today",
            "Order ahead, skip the queue",
            "Opening hours and directions",
            "Made for the neighbourhood",
        ],
        Model::Bookings => &[
            "See our recent work",
            "Check our free dates",
            "Clear prices, no surprises",
            "Pick a time that suits you",
        ],
        Model::Shop => {
            &["Shop the collection", "A gift they will keep", "Shipping costs shown upfront"]
        }
        Model::Leads => &[
            "See how we work",
            "Talk to a specialist",
            "A clear first step",
            "Start with a small pilot",
        ],
    }
}

/// Lines that fit any business, to fill a set.
const GENERAL: &[&str] = &[
    "Real people, fast answers",
    "See what we offer",
    "Questions? Just ask",
    "Small team, real care",
    "Find out more today",
    "Start today",
    "Get in touch",
    "Learn more",
    "Take a look",
    "Say hello",
    "Here to help",
    "Worth a look",
    "Ask us anything",
    "See for yourself",
    "Find us online",
];

pub fn write(facts: &Facts, plan: &Plan) -> CopySet {
    let name = facts.name.as_str();
    let what = short(&super::offer::offer_phrase(facts, plan));
    // " in Kraków" for a business found nearby; nothing for one that sells further.
    let reach =
        super::offer::town_name(facts).map(|town| format!(" in {town}")).unwrap_or_default();
    let step = next_step(facts);
    // Searches of people ready to act make headlines; questions and comparisons do not.
    let keywords: Vec<String> = plan
        .keywords
        .iter()
        .filter(|k| matches!(k.intent, Intent::Buy | Intent::Local))
        .map(|k| capitalised(k.phrase.trim()))
        .collect();
    let what_reach = capitalised(&format!("{what}{reach}"));

    let mut headlines = vec![name.to_owned(), what_reach.clone()];
    headlines.extend(keywords.iter().cloned());
    headlines.push(capitalised(&what));
    headlines.push(step.to_owned());
    headlines.extend(model_lines(facts).iter().map(|l| (*l).to_owned()));
    headlines.push(format!("{name}: {}", step.to_lowercase()));
    headlines.extend(GENERAL.iter().map(|l| (*l).to_owned()));

    let mut descriptions = vec![
        format!("{name}: {what}{reach}. {step}."),
        plan.positioning.clone(),
        format!("{what_reach}, from {name}. {step}."),
    ];
    for keyword in keywords.iter().take(2) {
        descriptions.push(format!("Looking for {}? {step} with {name}.", keyword.to_lowercase()));
    }
    descriptions.extend([
        format!("{what_reach}. {step}."),
        format!("{name}{reach}. {step}."),
        format!("{name}: {what}."),
    ]);
    descriptions
        .extend(plan.keywords.iter().map(|k| format!("{}. {step}.", capitalised(k.phrase.trim()))));
    descriptions.extend([
        format!("{} {step}.", model_lines(facts).join(". ")),
        format!("See what we offer. {step}. Real people, fast answers."),
        "Real people, fast answers. See what we offer and get in touch today.".to_owned(),
        "Questions before you decide? Ask us anything: we answer every message.".to_owned(),
    ]);

    let meta_texts = vec![
        format!("Looking for {what}{reach}? {step} with {name}."),
        plan.positioning.clone(),
        format!("{name}: {what}{reach}. {step}."),
        format!("{what_reach}. {step} with {name}."),
        format!("Tap to see what is new at {name}. {step}."),
        "Real people, fast answers. Tap to see what we offer.".to_owned(),
        "Questions? Ask us anything: we answer every message.".to_owned(),
    ];
    let mut meta_headlines = vec![step.to_owned(), name.to_owned(), what_reach.clone()];
    meta_headlines.extend(keywords.iter().cloned());
    meta_headlines.extend([
        capitalised(&what),
        "See what we offer".to_owned(),
        "Take a look".to_owned(),
    ]);

    let mut subjects = vec![
        format!("Welcome to {name}"),
        format!("What to expect from {name}"),
        format!("This month at {name}"),
        "The question we get asked most".to_owned(),
        if facts.is_idea() {
            "Would you use this? One quick question".to_owned()
        } else {
            "A quick favour: what did you think?".to_owned()
        },
        format!("{step}: here is how"),
    ];
    subjects.extend([
        "What is new this month".to_owned(),
        "One question for you".to_owned(),
        "A short tip for this week".to_owned(),
        "Thank you".to_owned(),
    ]);

    CopySet {
        google_headlines: pick(headlines, GOOGLE_HEADLINE, GOOGLE_HEADLINES),
        google_descriptions: pick(descriptions, GOOGLE_DESCRIPTION, GOOGLE_DESCRIPTIONS),
        meta_texts: pick(meta_texts, META_PRIMARY, META_TEXTS),
        meta_headlines: pick(meta_headlines, META_HEADLINE, META_HEADLINES),
        email_subjects: pick(subjects, EMAIL_SUBJECT, EMAIL_SUBJECTS),
    }
}

/// An offer short enough for an ad line: "azulejo tile restoration and hand-painted replica
/// tiles" → "azulejo tile restoration".
fn short(offer: &str) -> String {
    if length(offer) <= 32 {
        return offer.to_owned();
    }
    let cut = [" and ", ", ", " (", " with ", " for ", " from "]
        .iter()
        .filter_map(|sep| offer.find(sep))
        .min()
        .unwrap_or(offer.len());
    offer[..cut].trim().to_owned()
}

pub use crate::plan::pro::{paid, sends_email};

/// Part 2 of the package: the copy set for the buyer's chosen platforms, each line with its
/// length.
pub(super) fn write_section(out: &mut String, facts: &Facts, plan: &Plan, pro: Option<&ProCopy>) {
    let mut set = write(facts, plan);
    // The copy an AI provider wrote for the plan, in its customers' language, where it has it.
    if let Some(pro) = pro {
        if let Some(google) = &pro.google {
            set.google_headlines = google.headlines.clone();
            set.google_descriptions = google.descriptions.clone();
        }
        if let Some(meta) = &pro.meta {
            set.meta_texts = meta.primary_texts.clone();
            set.meta_headlines = meta.headlines.clone();
        }
        if !pro.email_subjects.is_empty() {
            set.email_subjects = pro.email_subjects.clone();
        }
    }
    let paid = paid(plan);
    md!(
        out,
        "Copy for the ads your plan pays for and the e-mails it sends, each line within its platform's limit, counted in characters. Delete any line that is not true of {} before you use it.",
        md(&facts.name)
    );
    md!(out);
    if paid.contains(&Platform::GoogleAds) {
        md!(out, "### Google Ads: one responsive search ad");
        md!(out);
        md!(out, "**{GOOGLE_HEADLINES} headlines** (up to {GOOGLE_HEADLINE} characters each):");
        md!(out);
        table(out, &set.google_headlines);
        md!(
            out,
            "**{GOOGLE_DESCRIPTIONS} descriptions** (up to {GOOGLE_DESCRIPTION} characters each):"
        );
        md!(out);
        table(out, &set.google_descriptions);
        let negatives = pro.and_then(|p| p.google.as_ref()).map(|g| g.negatives.as_slice());
        if let Some(negatives) = negatives.filter(|n| !n.is_empty()) {
            md!(
                out,
                "**Negative keywords** (add them to the campaign on day one, so it does not pay for searches that will never buy): {}",
                negatives.iter().map(|n| md(n.trim())).collect::<Vec<_>>().join(", ")
            );
            md!(out);
        }
    }
    // One Meta ad shows on Facebook and Instagram alike: where the plan pays for it on one, its
    // copy serves the other the founder works too.
    let meta_paid = [Platform::Instagram, Platform::Facebook].iter().any(|p| paid.contains(p));
    let on_meta = |p: &Platform| {
        matches!(p, Platform::Instagram | Platform::Facebook)
            && (paid.contains(p) || (meta_paid && facts.lead.platforms.contains(p)))
    };
    let meta: Vec<&str> = [Platform::Instagram, Platform::Facebook]
        .into_iter()
        .filter(on_meta)
        .map(Platform::label)
        .collect();
    if !meta.is_empty() {
        md!(out, "### {} ads", meta.join(" and "));
        md!(out);
        if meta.len() == 2 {
            md!(
                out,
                "One set of texts for Meta's ads: they serve on Instagram and on Facebook alike, so they fit whichever placements the ad runs on."
            );
            md!(out);
        }
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
    if sends_email(plan) {
        md!(out, "### E-mail subject lines");
        md!(out);
        md!(out, "Up to {EMAIL_SUBJECT} characters, so no inbox cuts them:");
        md!(out);
        table(out, &set.email_subjects);
    }
    let unpaid: Vec<&str> = facts
        .lead
        .platforms
        .iter()
        .filter(|p| **p != Platform::Email && !paid.contains(p) && !on_meta(p))
        .map(|p| p.label())
        .collect();
    if paid.is_empty() && !sends_email(plan) {
        md!(
            out,
            "Your plan pays for no ads and sends no e-mail in these 90 days, so this part is the one-line pitch and the posts in part 3: there is no ad copy to write yet."
        );
        md!(out);
    } else if !unpaid.is_empty() {
        md!(
            out,
            "No ad copy for {}: your plan puts no ad money there in these 90 days.",
            unpaid.join(" or ")
        );
        md!(out);
    }
}

/// Lines with their length, numbered.
fn table(out: &mut String, lines: &[String]) {
    md!(out, "| # | Text | Characters |");
    md!(out, "|---:|---|---:|");
    for (i, line) in lines.iter().enumerate() {
        md!(out, "| {} | {} | {} |", i + 1, md(line), length(line));
    }
    md!(out);
}
