//! The built-in planner's figures (run by `bench/figures.py`, or alone with
//! `cargo run --release --example plans [COUNT]`):
//!
//! 1. plans per second on one core: writing the plan, rendering its Markdown and running the
//!    consistency checker on it, over COUNT (default 20,000) varied answer sets. The offerings
//!    and places vary over several of the catalogue's trades and markets (and one the
//!    catalogue does not know), so the figure includes the other-trade and language rules,
//!    which a general plan skips;
//! 2. boilerplate: the share of each sample plan's sentences (`tests/plans/*.answers.json`,
//!    very different businesses) that appear word for word in another sample's plan, once the
//!    business's own details (its name, place and answers) are masked. Target: under 15%.

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::time::Instant;

use plansmith::leads::model::*;
use plansmith::plan::{builtin, check, render};

/// What the businesses sell: trades of the catalogue, and one it does not know.
const OFFERINGS: [&str; 8] = [
    "Handmade sourdough bread, seasonal pastries and weekend baking classes",
    "Mobile dog grooming from a van: full grooms, baths, nail trims",
    "Personal training: one-to-one sessions in the park",
    "Wedding photography: the whole day, documentary style",
    "Freelance web design for small businesses",
    "Mobile bike repair: we fix bikes at your home or office",
    "Small-batch coffee roastery: freshly roasted beans by subscription",
    "Bespoke zither restoration and tuning",
];

/// Where the local ones sell: English, Dutch, Portuguese and French markets.
const PLACES: [&str; 4] = ["Austin, TX", "Utrecht, Netherlands", "Lisbon, Portugal", "Geneva"];

fn lead(n: usize) -> NewLead {
    let pick = |all: usize| n % all;
    let platforms: Vec<Platform> = Platform::ALL
        .iter()
        .copied()
        .enumerate()
        .filter(|(i, _)| (n + 1) >> i & 1 == 1)
        .map(|(_, p)| p)
        .collect();
    NewLead {
        business_name: format!("Business {n}"),
        business_type: if n.is_multiple_of(2) {
            BusinessType::Other
        } else {
            BusinessType::ALL[pick(BusinessType::ALL.len())]
        },
        sell_location: SellLocation::ALL[pick(3)],
        specific_location: (n % 5 != 4).then(|| PLACES[(n / 3) % PLACES.len()].to_owned()),
        business_offering: OFFERINGS[(n / 7) % OFFERINGS.len()].into(),
        business_stage: BusinessStage::ALL[pick(3)],
        website: Some("example.com".into()),
        ideal_customer: "Busy parents who care about real ingredients".into(),
        problem_solved: "Fresh bread without supermarket additives".into(),
        success_vision: None,
        primary_goal: PrimaryGoal::ALL[pick(4)],
        time_available: TimeAvailable::ALL[pick(4)],
        marketing_budget: MarketingBudget::ALL[(n / 4) % 4],
        brand_tone: BrandTone::ALL[(n / 16) % 4],
        marketing_support: MarketingSupport::ALL[pick(3)],
        platforms: if platforms.is_empty() { vec![Platform::Instagram] } else { platforms },
        marketing_challenges: vec![Challenge::NotEnoughTime, Challenge::Other],
        other_challenge: Some("Seasonal demand".into()),
        current_marketing: vec![CurrentMarketing::SocialMedia],
        email: plansmith::mail::EmailAddress::parse(&format!("owner{n}@example.com"))
            .expect("a valid address"),
    }
}

/// The plan's text with the business's own details replaced by one marker, so a sentence that
/// differs only by them counts as shared.
fn masked(lead: &NewLead, text: &str) -> String {
    let mut details: Vec<&str> = vec![
        &lead.business_name,
        &lead.business_offering,
        &lead.ideal_customer,
        &lead.problem_solved,
    ];
    details.extend(lead.specific_location.as_deref());
    details.extend(lead.other_challenge.as_deref());
    details.extend(lead.success_vision.as_deref());
    let mut details: Vec<String> = details
        .into_iter()
        .map(|d| d.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|d| !d.is_empty())
        .collect();
    // Longest first, so a name inside an answer does not break the answer's mask.
    details.sort_by_key(|d| std::cmp::Reverse(d.len()));
    let mut text = text.to_owned();
    for detail in details {
        text = text.replace(&detail, "·");
        text = text.replace(&plansmith::plan::text::md(&detail), "·");
    }
    text
}

/// The plan's distinct sentences: list items, table cells and prose split at sentence ends,
/// numbers masked (a figure is a detail too). Titles are not sentences: headings, table rules
/// and lines that are one bold label are left out. A sentence the plan repeats (a weekly
/// routine) counts once.
fn sentences(text: &str) -> HashSet<String> {
    let mut out = HashSet::new();
    for line in text.lines() {
        let line = line.trim();
        let label =
            line.starts_with("**") && line.ends_with("**") && line.matches("**").count() == 2;
        if line.is_empty() || line.starts_with('#') || line.starts_with("|---") || label {
            continue;
        }
        let line = line.trim_start_matches(['-', '>', ' ']).trim();
        for sentence in line.split_inclusive(['.', '!', '?', '|']) {
            let sentence: String =
                sentence.chars().map(|c| if c.is_ascii_digit() { '0' } else { c }).collect();
            let sentence = sentence
                .trim_matches(|c: char| c.is_whitespace() || c == '|' || c == '*')
                .to_owned();
            if sentence.split_whitespace().count() >= 4 {
                out.insert(sentence);
            }
        }
    }
    out
}

fn boilerplate() -> Option<f64> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/plans");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .ok()?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with(".answers.json"))
        .collect();
    files.sort();
    let plans: Vec<(String, HashSet<String>)> = files
        .iter()
        .map(|path| {
            let lead = plansmith::commands::plan::read_answers(path).expect("sample answers");
            let plan = builtin::write(&lead);
            let name = path
                .file_name()
                .unwrap_or_default()
                .to_string_lossy()
                .trim_end_matches(".answers.json")
                .to_owned();
            (
                name,
                sentences(&masked(
                    &lead,
                    &render::markdown(&lead.business_name, &plan, &Default::default()),
                )),
            )
        })
        .collect();
    // In how many plans each sentence appears.
    let mut seen: HashMap<&str, usize> = HashMap::new();
    for (_, sentences) in &plans {
        for sentence in sentences {
            *seen.entry(sentence).or_default() += 1;
        }
    }
    let mut shares = Vec::new();
    for (name, sentences) in &plans {
        let shared = sentences.iter().filter(|s| seen[s.as_str()] > 1).count();
        let share = shared as f64 / sentences.len().max(1) as f64;
        println!(
            "boilerplate plan={name} sentences={} shared={shared} share={:.1}%",
            sentences.len(),
            share * 100.0
        );
        shares.push(share);
    }
    Some(shares.iter().sum::<f64>() / shares.len().max(1) as f64)
}

fn main() {
    let count: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let leads: Vec<NewLead> = (0..count).map(lead).collect();
    let started = Instant::now();
    let mut bytes = 0;
    let mut violations = 0;
    let mut recognised = 0;
    for lead in &leads {
        let plan = builtin::write(lead);
        recognised += usize::from(!plan.trade.is_empty());
        bytes += render::markdown(&lead.business_name, &plan, &Default::default()).len();
        violations += check(
            lead,
            &plan,
            &Default::default(),
            plansmith::content::trades::Catalogue::defaults(),
        )
        .len();
    }
    let seconds = started.elapsed().as_secs_f64();
    println!(
        "plans={count} seconds={seconds:.3} plans_per_second={:.0} avg_bytes={} violations={violations} recognised_trade={recognised}",
        count as f64 / seconds,
        bytes / count
    );
    if let Some(share) = boilerplate() {
        println!("boilerplate_share={:.1}% (target < 15%)", share * 100.0);
    }
}
