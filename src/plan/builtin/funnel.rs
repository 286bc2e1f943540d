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
    // The goal counts the trade's unit (cuts, class seats, events), which is the step that
    // names it, else the last step that is not about customers coming back.
    let anchor = anchor_step(trade);
    let goal = match counts_newcomers(trade, anchor) {
        true => monthly_goal(facts, trade) * NEW_SHARE,
        false => monthly_goal(facts, trade),
    };
    // The share of the first step that reaches the anchor.
    let through: f64 =
        steps.iter().take(anchor + 1).skip(1).map(|(_, rate)| rate.clamp(0.0001, 1.0)).product();
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
        let mut count = two_figures(goal * share / through).max(1.0);
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
        // About one customer in five leaves a review when asked the day after, and few
        // businesses gather more than ten in a month.
        let sold = rows[anchor].day30;
        let first = (sold * 0.2).round().clamp(1.0, 10.0);
        rows.push(Kpi {
            metric: "New Google reviews (in all since day 1)".to_owned(),
            day30: first,
            day60: first * 2.0,
            day90: first * 3.0,
            unit: "reviews".to_owned(),
            how_to_measure: format!(
                "Count on your Google Business Profile; ask every happy {} the day after",
                trade.names.customer.one()
            ),
        });
    }
    Some(rows)
}

/// A count as a target reads, to two significant figures from 100 up (6,029 → 6,000): the
/// steps after it are worked from it, so the arithmetic still holds on the page.
fn two_figures(count: f64) -> f64 {
    if count < 100.0 {
        return count.round();
    }
    let step = 10f64.powi(count.log10().floor() as i32 - 1);
    (count / step).round() * step
}

/// Of all a trade sells in a month (a bakery's sales, a physio's sessions), the share that is
/// a newcomer's first: about one in seven.
const NEW_SHARE: f64 = 0.15;

/// Whether the anchor step counts newcomers while the scale counts everything sold: "first
/// visits to the shop" against a bakery's sales, "patients starting a care plan" against a
/// chiropractor's visits. Without the difference a bakery would need 2,000 first visits a month.
fn counts_newcomers(trade: &Trade, anchor: usize) -> bool {
    const NEW: [&str; 2] = ["first", "new"];
    const PEOPLE: [&str; 7] =
        ["client", "patient", "famil", "student", "engagement", "meet-and-greet", "rider"];
    const TIME: [&str; 6] = ["session", "hour", "visit", "walk", "lesson", "night"];
    let Some((label, _)) = trade.funnel.steps.get(anchor) else {
        return false;
    };
    if names_unit(trade, label) {
        return false;
    }
    let label = label.to_lowercase();
    let words: Vec<&str> = label.split_whitespace().collect();
    let says = |list: &[&str]| words.iter().any(|w| list.iter().any(|l| w.starts_with(l)));
    says(&NEW) || (says(&PEOPLE) && TIME.iter().any(|t| unit_word(trade).starts_with(t)))
}

/// The last word of the trade's unit ("groom" of "full groom"), lower case.
fn unit_word(trade: &Trade) -> String {
    let unit = trade.scale.unit.one().to_lowercase();
    unit.split_whitespace().last().unwrap_or_default().to_owned()
}

/// Whether a funnel step's label names the trade's unit ("grooms booked" names "groom").
fn names_unit(trade: &Trade, label: &str) -> bool {
    let unit = unit_word(trade);
    unit.len() >= 3 && label.to_lowercase().split_whitespace().any(|w| w.starts_with(&unit))
}

/// The funnel step the trade's scale counts.
fn anchor_step(trade: &Trade) -> usize {
    let steps = &trade.funnel.steps;
    const RETURNING: [&str; 9] = [
        "again",
        "return",
        "regular",
        "repeat",
        "rebook",
        "renew",
        "come back",
        "coming back",
        "infill",
    ];
    steps
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, (label, _))| names_unit(trade, label))
        .or_else(|| {
            steps.iter().enumerate().skip(1).rev().find(|(_, (label, _))| {
                let label = label.to_lowercase();
                !RETURNING.iter().any(|w| label.contains(w))
            })
        })
        .map_or(steps.len() - 1, |(i, _)| i)
}

/// The trade's unit (the anchor step) a month by day 90, from what one person in the trade does
/// in a month at full stride: a newly open business reaches part of the low figure, an
/// established one goes part of the way from the low figure to the high one, by weekly hours
/// and budget.
fn monthly_goal(facts: &Facts, trade: &Trade) -> f64 {
    let (least, most) = trade.scale.per_month;
    // For a trade whose clients stay (monthly clients, members, subscribers) the scale is the
    // book at full stride, not the new ones each month: about a sixth of it is new in a month.
    let unit = trade.scale.unit.many().to_lowercase();
    let recurring = trade.model == Selling::Subscription
        || ["monthly", "member", "subscri", "regular", "retainer"].iter().any(|w| unit.contains(w));
    let (least, most) = if recurring {
        (f64::from((least / 6).max(1)), f64::from((most / 6).max(1)))
    } else {
        (f64::from(least), f64::from(most))
    };
    let time = match facts.minutes {
        0..=120 => 0.6,
        121..=300 => 0.8,
        301..=600 => 1.0,
        _ => 1.1,
    };
    let money = 1.0 + f64::from(facts.money.min(1000)) / 2000.0;
    let goal = match facts.stage {
        BusinessStage::Established => least + (most - least) * 0.4 * time * money,
        _ => least * 0.5 * time * money,
    };
    goal.clamp(1.0, most)
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
