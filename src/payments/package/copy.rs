//! Ready-to-use ad and e-mail copy, each line within its platform's limit. Lines are built
//! from short, known parts (the business name, the trade's noun, the place, the plan's
//! keywords, what a customer does next); a candidate over the limit is dropped, never cut, and
//! short general lines fill any gap, so every set is complete whatever the answers were.

use std::fmt::Write as _;

use crate::leads::model::Platform;
use crate::plan::Plan;
use crate::plan::builtin::{Facts, Model};
use crate::plan::model::Intent;
use crate::plan::text::{a, capitalised, md};

/// Google responsive search ads: headlines and descriptions.
pub const GOOGLE_HEADLINE: usize = 30;
pub const GOOGLE_DESCRIPTION: usize = 90;
/// Meta (Instagram and Facebook) ads: primary text shown before "See more", and the headline.
pub const META_PRIMARY: usize = 125;
pub const META_HEADLINE: usize = 40;
/// E-mail subject lines, before most inboxes cut them.
pub const EMAIL_SUBJECT: usize = 60;

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
    match facts.model {
        Model::WalkIn => "Drop by today",
        Model::Bookings => "Book online in a minute",
        Model::Shop => "Order online today",
        Model::Leads => "Book a free intro call",
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
        Model::Shop => &[
            "Shop the collection",
            "A gift they will keep",
            "Shipping costs shown upfront",
            "Easy returns",
        ],
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
    let noun = facts.noun();
    // " in Lisbon" for a business found nearby; nothing for one that sells further.
    let reach = facts.place.as_deref().map(|place| format!(" in {place}")).unwrap_or_default();
    let step = next_step(facts);
    let customers = facts.customers();
    // Searches of people ready to act make headlines; questions and comparisons do not.
    let keywords: Vec<String> = plan
        .keywords
        .iter()
        .filter(|k| matches!(k.intent, Intent::Buy | Intent::Local))
        .map(|k| capitalised(k.phrase.trim()))
        .collect();
    let noun_reach = capitalised(&format!("{noun}{reach}"));
    let a_noun = a(noun);

    let mut headlines = vec![name.to_owned(), noun_reach.clone()];
    headlines.extend(keywords.iter().cloned());
    headlines.push(capitalised(noun));
    headlines.push(step.to_owned());
    headlines.extend(model_lines(facts).iter().map(|l| (*l).to_owned()));
    headlines.push(format!("{name}: {}", step.to_lowercase()));
    headlines.extend(GENERAL.iter().map(|l| (*l).to_owned()));

    let mut descriptions = vec![
        format!("{name} is {a_noun}{reach}. {step}."),
        format!("{noun_reach}, for {customers} who want it done well. {step}."),
    ];
    for keyword in keywords.iter().take(2) {
        descriptions
            .push(format!("Looking for {}? {name} is {a_noun}{reach}.", keyword.to_lowercase()));
        descriptions.push(format!("Looking for {}? {step} with {name}.", keyword.to_lowercase()));
    }
    descriptions.extend([
        format!("{} {step}.", model_lines(facts).join(". ")),
        format!("{noun_reach}. {step}."),
        format!("{}{reach}, run by people who answer every message. {step}.", capitalised(&a_noun)),
        format!("See what we offer. {step}. Real people, fast answers."),
        "Real people, fast answers. See what we offer and get in touch today.".to_owned(),
        "Small team, real care. Take a look at what we do and say hello.".to_owned(),
        "Questions before you decide? Ask us anything: we answer every message.".to_owned(),
        "See for yourself what we do, and get in touch when you are ready.".to_owned(),
    ]);

    let meta_texts = vec![
        format!("Looking for {a_noun}{reach}? {name} is made for {customers} like you. {step}."),
        format!("Meet {name}: {a_noun}{reach}. Tap to see what is new. {step}."),
        format!("{noun_reach}. {step} with {name}."),
        format!("{}{reach}, made for {customers} like you. {step}.", capitalised(&a_noun)),
        format!("Tap to see what is new. {step}."),
        "Real people, fast answers. Tap to see what we offer.".to_owned(),
        "Small team, real care. Tap to take a look.".to_owned(),
        "Questions? Ask us anything: we answer every message.".to_owned(),
    ];
    let meta_headlines = vec![
        step.to_owned(),
        name.to_owned(),
        noun_reach.clone(),
        capitalised(noun),
        "See what we offer".to_owned(),
        "Take a look".to_owned(),
        "Learn more".to_owned(),
    ];

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
        "Welcome aboard".to_owned(),
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

/// Part 2 of the package: the copy set for the buyer's chosen platforms, each line with its
/// length.
pub(super) fn write_section(out: &mut String, facts: &Facts, plan: &Plan) {
    let set = write(facts, plan);
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
        md!(out, "| {} | {} | {} |", i + 1, md(line), length(line));
    }
    md!(out);
}
