//! Built-in plans per second on one core (run by `bench/figures.py`).

use std::time::Instant;

use plansmith::leads::model::*;
use plansmith::strategies::planner;

fn lead(n: usize) -> NewLead {
    let pick = |all: usize| n % all;
    let platforms: Vec<Platform> = Platform::ALL.iter().copied().enumerate().filter(|(i, _)| (n + 1) >> i & 1 == 1).map(|(_, p)| p).collect();
    NewLead {
        business_name: format!("Business {n}"),
        business_type: BusinessType::ALL[pick(BusinessType::ALL.len())],
        sell_location: SellLocation::ALL[pick(3)],
        specific_location: n.is_multiple_of(3).then(|| "Austin, TX".to_owned()),
        business_offering: "Handmade sourdough bread, seasonal pastries and weekend baking classes".into(),
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
        email: plansmith::mail::EmailAddress::parse(&format!("owner{n}@example.com")).expect("a valid address"),
    }
}

fn main() {
    let count: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let leads: Vec<NewLead> = (0..count).map(lead).collect();
    let started = Instant::now();
    let mut bytes = 0;
    for lead in &leads {
        bytes += planner::write_plan(lead).len();
    }
    let seconds = started.elapsed().as_secs_f64();
    println!("plans={count} seconds={seconds:.3} plans_per_second={:.0} avg_bytes={}", count as f64 / seconds, bytes / count);
}
