//! KPIs from the recognised trade's funnel: the last step's monthly target comes from the
//! trade's one-person scale, the stage, the hours and the budget; every step before it is worked
//! back from the trade's rates, and each step's count is the one before it times its rate, so
//! the arithmetic holds on the page (343 visits × 3.5% = 12 calls; 12 × 45% = 5 clients).

use super::super::model::Kpi;
use super::super::text::capitalised;
use super::facts::Facts;
use crate::content::trades::{Selling, Trade};
use crate::leads::model::BusinessStage;

/// How far into the quarter each review is, as a share of the day-90 pace.
const RAMP: [f64; 3] = [0.5, 0.75, 1.0];

/// The funnel's steps with targets for day 30, 60 and 90, and reviews for a trade found nearby.
/// None for a business not selling yet (its KPIs are about proof, not a funnel) or a trade
/// whose funnel has fewer than two steps.
pub fn kpis(facts: &Facts, trade: &Trade) -> Option<Vec<Kpi>> {
    let steps = &trade.funnel.steps;
    if facts.stage == BusinessStage::Idea || steps.len() < 2 {
        return None;
    }
    let goal = monthly_goal(facts, trade);
    // The share of the first step that reaches the last.
    let through: f64 = steps.iter().skip(1).map(|(_, rate)| rate.clamp(0.0001, 1.0)).product();
    let mut rows: Vec<Kpi> = steps
        .iter()
        .enumerate()
        .map(|(i, (label, _))| Kpi {
            metric: format!("{} a month", capitalised(label.trim())),
            day30: 0.0,
            day60: 0.0,
            day90: 0.0,
            unit: label.trim().to_owned(),
            how_to_measure: measure(trade.model, i, steps.len(), label, rate_note(steps, i)),
        })
        .collect();
    for (day, share) in RAMP.iter().enumerate() {
        let mut count = (goal * share / through).round().max(1.0);
        for (i, (_, rate)) in steps.iter().enumerate() {
            if i > 0 {
                count = (count * rate.clamp(0.0001, 1.0)).round();
            }
            let row = &mut rows[i];
            match day {
                0 => row.day30 = count,
                1 => row.day60 = count,
                _ => row.day90 = count,
            }
        }
    }
    // Rounding can leave a later review under an earlier one at the bottom of a thin funnel.
    for row in &mut rows {
        row.day60 = row.day60.max(row.day30);
        row.day90 = row.day90.max(row.day60);
    }
    if facts.local && trade.local && rows.len() < 5 {
        let sold = rows.last().map_or(0.0, |r| r.day30);
        let first = (sold * 0.4).round().max(1.0);
        rows.push(Kpi {
            metric: "New Google reviews (in all since day 1)".to_owned(),
            day30: first,
            day60: first * 2.0,
            day90: first * 3.0,
            unit: "reviews".to_owned(),
            how_to_measure:
                "Count on your Google Business Profile; ask every happy customer the day after"
                    .to_owned(),
        });
    }
    Some(rows)
}

/// Sales (the funnel's last step) a month by day 90: a share of what one person in the trade
/// sells in a full month, by stage, weekly hours and budget.
fn monthly_goal(facts: &Facts, trade: &Trade) -> f64 {
    let (_, most) = trade.scale.per_month;
    // For a trade whose clients stay (monthly clients, members, subscribers) the scale is the
    // book at full stride, not the new ones each month: about a sixth of it is new in a month.
    let unit = trade.scale.unit.many().to_lowercase();
    let recurring = trade.model == Selling::Subscription
        || ["monthly", "member", "subscri", "regular", "retainer"].iter().any(|w| unit.contains(w));
    let most = if recurring { (most / 6).max(1) } else { most };
    let stage = match facts.stage {
        BusinessStage::Idea => 0.15,
        BusinessStage::Launched => 0.35,
        BusinessStage::Established => 0.7,
    };
    let time = match facts.minutes {
        0..=120 => 0.55,
        121..=300 => 0.8,
        301..=600 => 1.0,
        _ => 1.15,
    };
    let money = 1.0 + f64::from(facts.money.min(1000)) / 2000.0;
    (f64::from(most) * stage * time * money).clamp(1.0, f64::from(most))
}

/// Where a step's count is read, by the way the trade sells.
fn measure(model: Selling, i: usize, len: usize, label: &str, rate: String) -> String {
    let label = label.trim();
    let (middle, last) = match model {
        Selling::Shop => ("Your shop's analytics", "Your shop's orders report"),
        Selling::WalkIn => ("A tally at the counter", "Your till or sales records"),
        Selling::Subscription => ("Your sign-up tool", "Your billing or membership records"),
        _ => ("A tally in a spreadsheet", "Your bookings or invoices"),
    };
    if i == 0 {
        format!("Your page's analytics and the platforms' insights: {label}, per month")
    } else if i + 1 == len {
        format!("{last}, per month; {rate}")
    } else {
        format!("{middle}, per month; {rate}")
    }
}

/// "the targets assume 3.5% of website visits": the rate behind a step's targets, so a founder
/// can see where the numbers come from.
fn rate_note(steps: &[(String, f64)], i: usize) -> String {
    match steps.get(i) {
        Some((_, rate)) if i > 0 => {
            let percent = rate * 100.0;
            let shown = if percent < 10.0 {
                format!("{percent:.1}").trim_end_matches(".0").to_owned()
            } else {
                format!("{percent:.0}")
            };
            format!("the targets assume {shown}% of {}", steps[i - 1].0.trim())
        }
        _ => String::new(),
    }
}
