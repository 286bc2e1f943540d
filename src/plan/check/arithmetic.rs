//! The KPI arithmetic rule: where a KPI is worked out from another by a rate ("orders, 2% of
//! profile visits", a share-who-buy row between visitors and orders), its target at each review
//! is the other's times the rate, give or take rounding. A KPI that names no rate, or whose rate
//! points at nothing in the table, is not a funnel and is left alone.

use super::report::{Report, Rule};
use crate::content::trades::words;
use crate::plan::model::{Kpi, Plan};

/// Words that say nothing about what a row counts.
const PLAIN: &[&str] = &[
    "a", "an", "the", "of", "and", "or", "in", "on", "at", "to", "for", "from", "per", "by",
    "with", "who", "that", "this", "new", "last", "month", "months", "monthly", "week", "weeks",
    "day", "days", "total", "since", "start", "plan", "count", "number", "all", "your", "you",
    "first", "time", "is", "so", "these", "those", "their", "them", "it", "its", "30", "60", "90",
];

/// One KPI worked out from another: `result` = `base` × `rates` percent, at each review.
struct Derived {
    base: usize,
    result: usize,
    rates: [f64; 3],
}

pub(super) fn arithmetic(plan: &Plan, report: &mut Report) {
    let rows = &plan.kpis;
    let keys: Vec<Vec<String>> =
        rows.iter().map(|k| key_words(&format!("{} {}", k.metric, k.unit))).collect();
    let mut derived: Vec<Derived> = Vec::new();
    for (at, row) in rows.iter().enumerate() {
        if is_rate(row) {
            // A share row between two counts: "Visitors who buy (%)", read "orders divided by
            // visitors", between shop visitors and orders.
            if at == 0 || at + 1 >= rows.len() || is_rate(&rows[at - 1]) || is_rate(&rows[at + 1]) {
                continue;
            }
            let said = key_words(&format!("{} {}", row.metric, row.how_to_measure));
            let names = |other: &Kpi| {
                let unit = key_words(&other.unit);
                !unit.is_empty() && unit.iter().all(|w| said.iter().any(|s| same(s, w)))
            };
            if names(&rows[at - 1]) && names(&rows[at + 1]) {
                let rates = [row.day30, row.day60, row.day90];
                derived.push(Derived { base: at - 1, result: at + 1, rates });
            }
            continue;
        }
        let text = format!("{} {}", row.metric, row.how_to_measure);
        let Some((rate, of)) = stated_rate(&text) else { continue };
        let of = key_words(&of);
        if of.is_empty() {
            continue;
        }
        // The row it is a share of: the one that names most of its words, the nearest of equals.
        let overlap =
            |before: usize| of.iter().filter(|w| keys[before].iter().any(|k| same(k, w))).count();
        let base = (0..at)
            .rev()
            .filter(|&before| !is_rate(&rows[before]))
            .map(|before| (overlap(before), before))
            .filter(|(words, _)| *words > 0)
            .fold(None, |best: Option<(usize, usize)>, this| match best {
                Some((most, _)) if most >= this.0 => best,
                _ => Some(this),
            });
        if let Some((_, base)) = base {
            derived.push(Derived { base, result: at, rates: [rate; 3] });
        }
    }
    for link in &derived {
        for day in 0..3 {
            if check(rows, link, day, report) {
                break;
            }
        }
    }
}

/// Checks one review of `link`; true when it reported a problem.
fn check(rows: &[Kpi], link: &Derived, day: usize, report: &mut Report) -> bool {
    let at = |k: &Kpi| [k.day30, k.day60, k.day90][day];
    let (base, result) = (&rows[link.base], &rows[link.result]);
    let rate = link.rates[day];
    let expected = at(base) * rate / 100.0;
    let said = at(result);
    if !expected.is_finite() || !said.is_finite() {
        return false;
    }
    // Rounding at each step of a funnel moves a small count by one; a larger one by a share.
    if (said - expected).abs() <= (expected * 0.15).max(1.0) {
        return false;
    }
    report.add(
        Rule::KpiArithmetic,
        format!(
            "The KPI \"{}\" aims for {} by day {}, but {} ({}) × {}% is about {}: the count and the rate it is worked out from do not agree.",
            result.metric.trim(),
            figure(said),
            [30, 60, 90][day],
            figure(at(base)),
            base.metric.trim(),
            figure(rate),
            figure(expected.round()),
        ),
    );
    true
}

fn is_rate(row: &Kpi) -> bool {
    row.unit.trim() == "%"
}

/// The first rate the text states with what it is a share of: "2% of profile visits" gives
/// (2, "profile visits"); "clicks times 4%" gives (4, "clicks").
fn stated_rate(text: &str) -> Option<(f64, String)> {
    let mut from = 0;
    while let Some(found) = text[from..].find('%') {
        let sign = from + found;
        from = sign + 1;
        let before = text[..sign].trim_end();
        let digits: String = before
            .chars()
            .rev()
            .take_while(|c| c.is_ascii_digit() || *c == '.' || *c == ',')
            .collect::<Vec<_>>()
            .into_iter()
            .rev()
            .collect();
        let Ok(rate) = digits.trim_start_matches(['.', ',']).replace(',', ".").parse::<f64>()
        else {
            continue;
        };
        if !(0.0..=100.0).contains(&rate) {
            continue;
        }
        let after = text[sign + 1..].trim_start();
        if let Some(rest) = after.strip_prefix("of ") {
            let end = rest.find([')', ',', ';', '.', ':', '(', '\n']).unwrap_or(rest.len());
            let of: Vec<&str> = rest[..end].split_whitespace().take(6).collect();
            return Some((rate, of.join(" ")));
        }
        let lead = before[..before.len() - digits.len()].trim_end();
        if let Some(head) = lead.strip_suffix(" times").or_else(|| lead.strip_suffix(" ×")) {
            let start = head.rfind([',', ';', ':', '(', '.']).map_or(0, |i| i + 1);
            let of: Vec<&str> = head[start..].split_whitespace().rev().take(3).collect();
            return Some((rate, of.into_iter().rev().collect::<Vec<_>>().join(" ")));
        }
    }
    None
}

/// The words that say what a row counts.
fn key_words(text: &str) -> Vec<String> {
    words(text).into_iter().filter(|w| !PLAIN.contains(&w.as_str())).collect()
}

/// One word in two forms: "visits" and "visitors", "enquiry" and "enquiries", "view" and
/// "views"; not "clients" and "clicks".
fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.trim_end_matches('s'), b.trim_end_matches('s'));
    if a == b {
        return true;
    }
    let common = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    let shorter = a.chars().count().min(b.chars().count());
    common >= 4 && common + 2 >= shorter
}

/// A figure as a KPI table shows it: whole numbers whole, others to one decimal.
fn figure(value: f64) -> String {
    if value.fract() == 0.0 { format!("{value:.0}") } else { format!("{value:.1}") }
}
