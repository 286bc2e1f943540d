//! The KPI arithmetic rule: where a KPI is worked out from another by a rate ("orders, 2% of
//! profile visits", a share-who-buy row between visitors and orders), its target at each review
//! is the other's times the rate, give or take rounding. A KPI that names no rate, whose rate
//! points at no one row of the table, or that counts over another period than its base (a
//! week against a month, a running total) is not read as a funnel and is left alone.

use super::report::{Report, Rule};
use crate::content::trades::words;
use crate::plan::model::{Kpi, Plan};

/// Words that say nothing about what a row counts.
const PLAIN: &[&str] = &[
    "a", "an", "the", "of", "and", "or", "in", "on", "at", "to", "for", "from", "per", "by",
    "with", "who", "that", "this", "new", "last", "month", "months", "monthly", "week", "weeks",
    "weekly", "day", "days", "total", "since", "start", "plan", "count", "number", "all", "your",
    "you", "first", "time", "is", "so", "these", "those", "their", "them", "it", "its", "30", "60",
    "90", "our", "we",
];

/// The span a row counts over, as its words say.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Period {
    Unsaid,
    Week,
    Month,
    /// A running total ("reviews in all since day 1"): no rate of this month's count.
    Running,
}

/// One KPI worked out from another: `result` = `base` × a rate in percent, at each review.
struct Derived {
    base: usize,
    result: usize,
    /// The rate at each review, as a range (the same figure twice unless the plan gave one).
    rates: [(f64, f64); 3],
    /// The share row the rate is read from, if it is one.
    via: Option<usize>,
}

pub(super) fn arithmetic(plan: &Plan, report: &mut Report) {
    let rows = &plan.kpis;
    let keys: Vec<Vec<String>> =
        rows.iter().map(|k| key_words(&format!("{} {}", k.metric, k.unit))).collect();
    let mut derived: Vec<Derived> = Vec::new();
    for (at, row) in rows.iter().enumerate() {
        if is_rate(row) {
            if let Some((base, result)) = share_between(rows, &keys, at) {
                let rates = [row.day30, row.day60, row.day90].map(|r| (r, r));
                derived.push(Derived { base, result, rates, via: Some(at) });
            }
            continue;
        }
        let text = format!("{} {}", row.metric, row.how_to_measure);
        let Some((rate, of)) = stated_rate(&text) else { continue };
        let of = key_words(&of);
        // The row it is a share of: the one that names most of its words, if only one does.
        let overlap =
            |before: usize| of.iter().filter(|w| keys[before].iter().any(|k| same(k, w))).count();
        let mut best: Vec<(usize, usize)> = (0..at)
            .filter(|&before| !is_rate(&rows[before]))
            .map(|before| (overlap(before), before))
            .filter(|(words, _)| words * 2 > of.len())
            .collect();
        best.sort_by_key(|(words, _)| std::cmp::Reverse(*words));
        match best.as_slice() {
            [(most, base), rest @ ..] if rest.first().is_none_or(|(next, _)| next < most) => {
                derived.push(Derived { base: *base, result: at, rates: [rate; 3], via: None });
            }
            _ => {}
        }
    }
    derived.retain(|link| {
        let (base, result) = (period(&rows[link.base]), period(&rows[link.result]));
        base != Period::Running
            && result != Period::Running
            && (base == result || base == Period::Unsaid || result == Period::Unsaid)
    });
    derived.sort_by_key(|link| link.result);
    // A wrong count is reported once: the rows worked out from it are not judged by it.
    let mut wrong: Vec<usize> = Vec::new();
    for link in &derived {
        if wrong.contains(&link.base) {
            continue;
        }
        if (0..3).any(|day| check(rows, link, day, report)) {
            wrong.push(link.result);
        }
    }
}

/// For a share row at `at` (a percentage between two counts): the count it is a share of and
/// the count it works out, by its "divided by" wording ("orders divided by visitors"), else the
/// row before and the row after when it names both.
fn share_between(rows: &[Kpi], keys: &[Vec<String>], at: usize) -> Option<(usize, usize)> {
    if at == 0 || at + 1 >= rows.len() || is_rate(&rows[at - 1]) || is_rate(&rows[at + 1]) {
        return None;
    }
    let (before, after) = (at - 1, at + 1);
    let row = &rows[at];
    let text = format!("{}; {}", row.metric, row.how_to_measure).to_lowercase();
    if let Some((top, bottom)) = divided(&text) {
        let names = |phrase: &[String], other: usize| {
            let unit = key_words(&rows[other].unit);
            let hits = phrase.iter().filter(|w| keys[other].iter().any(|k| same(k, w))).count();
            (!unit.is_empty() && unit.iter().all(|u| phrase.iter().any(|w| same(u, w))))
                || (!phrase.is_empty() && hits * 2 > phrase.len())
        };
        let forward = names(&top, after) && names(&bottom, before);
        let backward = names(&top, before) && names(&bottom, after);
        return match (forward, backward) {
            (true, false) => Some((before, after)),
            (false, true) => Some((after, before)),
            _ => None,
        };
    }
    let said = key_words(&text);
    let names = |other: &Kpi| {
        let unit = key_words(&other.unit);
        !unit.is_empty() && unit.iter().all(|w| said.iter().any(|s| same(s, w)))
    };
    (names(&rows[before]) && names(&rows[after])).then_some((before, after))
}

/// "orders divided by visitors" in `text`: the counted words and the words they are divided by.
fn divided(text: &str) -> Option<(Vec<String>, Vec<String>)> {
    let (head, tail) = text.split_once(" divided by ").or_else(|| text.split_once(" ÷ "))?;
    let head = &head[head.rfind([',', ';', ':', '(', '.']).map_or(0, |i| i + 1)..];
    let tail = &tail[..tail.find([',', ';', ':', ')', '.']).unwrap_or(tail.len())];
    Some((key_words(head), key_words(tail)))
}

/// Checks one review of `link`; true when it reported a problem.
fn check(rows: &[Kpi], link: &Derived, day: usize, report: &mut Report) -> bool {
    let at = |k: &Kpi| [k.day30, k.day60, k.day90][day];
    let (base, result) = (&rows[link.base], &rows[link.result]);
    let (low, high) = link.rates[day];
    let (least, most) = (at(base) * low / 100.0, at(base) * high / 100.0);
    let said = at(result);
    if !most.is_finite() || !said.is_finite() {
        return false;
    }
    // Rounding at each step of a funnel moves a small count by one; a larger one by a share.
    let slack = |count: f64| (count * 0.15).max(1.0);
    if said >= least - slack(least) && said <= most + slack(most) {
        return false;
    }
    let rate = match low == high {
        true => format!("{}%", figure(low)),
        false => format!("{}–{}%", figure(low), figure(high)),
    };
    let rate = match link.via {
        Some(via) => format!("{} ({rate})", rows[via].metric.trim()),
        None => rate,
    };
    let expected = match least.round() == most.round() {
        true => format!("about {}", figure(least.round())),
        false => format!("{} to {}", figure(least.round()), figure(most.round())),
    };
    report.add(
        Rule::KpiArithmetic,
        format!(
            "The KPI \"{}\" aims for {} by day {}, but {} ({}) × {rate} is {expected}: change the target to {expected}, or change the rate if {} is what you expect.",
            result.metric.trim(),
            figure(said),
            [30, 60, 90][day],
            base.metric.trim(),
            figure(at(base)),
            figure(said),
        ),
    );
    true
}

/// A percentage row: its unit is a percentage ("%", "% of visitors", "percent").
fn is_rate(row: &Kpi) -> bool {
    let unit = row.unit.trim().to_lowercase();
    unit.starts_with('%') || unit.starts_with("percent") || unit.starts_with("per cent")
}

/// The span a row counts over: a running total wins over a week or a month, and a row that
/// names both a week and a month says neither for sure.
fn period(row: &Kpi) -> Period {
    let said = words(&format!("{} {} {}", row.metric, row.unit, row.how_to_measure));
    let has = |phrase: &[&str]| said.windows(phrase.len()).any(|w| w == phrase);
    let running = [&["total"][..], &["cumulative"], &["since"], &["so", "far"], &["to", "date"]];
    if running.iter().any(|p| has(p)) || has(&["in", "all"]) || has(&["all", "time"]) {
        return Period::Running;
    }
    let week = ["week", "weeks", "weekly"].iter().any(|w| has(&[w]));
    let month = ["month", "months", "monthly"].iter().any(|w| has(&[w]));
    match (week, month) {
        (true, false) => Period::Week,
        (false, true) => Period::Month,
        _ => Period::Unsaid,
    }
}

/// The first rate the text states with what it is a share of: "2% of profile visits" gives
/// (2, 2) and "profile visits"; "2–3% of visits" (2, 3); "clicks times 4%" (4, 4), "clicks".
fn stated_rate(text: &str) -> Option<((f64, f64), String)> {
    let mut from = 0;
    while let Some(found) = text[from..].find('%') {
        let sign = from + found;
        from = sign + 1;
        let before = text[..sign].trim_end();
        let Some((high, lead)) = number_before(before) else { continue };
        // "2–3%", "2-3%", "2 to 3%": a range.
        let dash = lead.trim_end();
        let (low, lead) = [" to", "–", "-", "—"]
            .iter()
            .find_map(|d| dash.strip_suffix(d))
            .and_then(|rest| number_before(rest.trim_end()))
            .filter(|(low, _)| *low <= high)
            .map_or((high, lead), |(low, rest)| (low, rest));
        if !(0.0..=100.0).contains(&high) {
            continue;
        }
        let after = text[sign + 1..].trim_start();
        if let Some(rest) = after.strip_prefix("of ") {
            let end = rest.find([')', ',', ';', '.', ':', '(', '\n']).unwrap_or(rest.len());
            let of: Vec<&str> = rest[..end].split_whitespace().take(6).collect();
            return Some(((low, high), of.join(" ")));
        }
        let lead = lead.trim_end();
        if let Some(head) = lead.strip_suffix(" times").or_else(|| lead.strip_suffix(" ×")) {
            let start = head.rfind([',', ';', ':', '(', '.']).map_or(0, |i| i + 1);
            let of: Vec<&str> = head[start..].split_whitespace().rev().take(3).collect();
            return Some(((low, high), of.into_iter().rev().collect::<Vec<_>>().join(" ")));
        }
    }
    None
}

/// The number `text` ends with ("… 1.5", "… 2,5"), and the text before it.
fn number_before(text: &str) -> Option<(f64, &str)> {
    let start = text
        .char_indices()
        .rev()
        .take_while(|(_, c)| c.is_ascii_digit() || *c == '.' || *c == ',')
        .last()
        .map(|(i, _)| i)?;
    let digits = text[start..].trim_start_matches(['.', ',']);
    let value = digits.replace(',', ".").parse::<f64>().ok()?;
    Some((value, &text[..start]))
}

/// The words that say what a row counts.
fn key_words(text: &str) -> Vec<String> {
    words(text).into_iter().filter(|w| !PLAIN.contains(&w.as_str())).collect()
}

/// One word in two forms: "visits" and "visitors", "enquiry" and "enquiries", "class" and
/// "classes"; not "clients" and "clicks".
fn same(a: &str, b: &str) -> bool {
    let (a, b) = (super::vocabulary::stem(a), super::vocabulary::stem(b));
    if a == b {
        return true;
    }
    let common = a.chars().zip(b.chars()).take_while(|(x, y)| x == y).count();
    let shorter = a.chars().count().min(b.chars().count());
    common >= 4 && common + 2 >= shorter
}

/// A figure as a KPI table shows it: thousands grouped, whole numbers whole, others to at most
/// two decimals ("1,200", "8", "1.25").
fn figure(value: f64) -> String {
    let text = format!("{value:.2}");
    let text = text.trim_end_matches('0').trim_end_matches('.');
    let (whole, fraction) = text.split_once('.').map_or((text, None), |(w, f)| (w, Some(f)));
    let (sign, digits) = whole.strip_prefix('-').map_or(("", whole), |d| ("-", d));
    let mut grouped = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            grouped.push(',');
        }
        grouped.push(c);
    }
    match fraction {
        Some(fraction) => format!("{sign}{grouped}.{fraction}"),
        None => format!("{sign}{grouped}"),
    }
}
