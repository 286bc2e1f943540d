//! Reading one trade file: its types by serde, then what the schema asks beyond them, each
//! problem with the file, line and field.

use std::path::Path;

use super::schema::{Idea, Language, SearchIntent, Trade};
use super::words::words;
use crate::content::error::ContentError;

/// Parses and checks one trade file.
pub fn parse(path: &Path, text: &str) -> Result<Trade, ContentError> {
    let mut trade: Trade = toml::from_str(text).map_err(|err| ContentError {
        file: path.to_owned(),
        line: err.span().map(|span| line_of(text, span.start)),
        field: None,
        message: err.message().trim_end().to_owned(),
    })?;
    check(path, &trade).map_err(|(field, message)| ContentError {
        file: path.to_owned(),
        line: line_of_field(text, &field),
        field: Some(field),
        message,
    })?;
    let recognise = &mut trade.recognise;
    recognise.cue_words = recognise.cues.iter().map(|(cue, _)| words(cue)).collect();
    recognise.not_words = recognise.not.iter().map(|cue| words(cue)).collect();
    Ok(trade)
}

type Problem = (String, String);

/// What the schema asks beyond the types: the id matches the file, counts and ranges hold, and
/// nothing is left to fill in.
fn check(path: &Path, trade: &Trade) -> Result<(), Problem> {
    let problem = |field: &str, message: String| Err((field.to_owned(), message));
    let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
    if trade.id != stem {
        return problem(
            "id",
            format!("is \"{}\" but the file is {stem}.toml: they must match", trade.id),
        );
    }
    let id_ok = !trade.id.is_empty()
        && trade.id.split('-').all(|w| {
            !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        });
    if !id_ok {
        return problem("id", "must be lower-case words joined by '-'".into());
    }
    if trade.types.is_empty() {
        return problem("types", "names no survey business type".into());
    }
    for (field, value) in [
        ("names.trade", &trade.names.trade),
        ("names.business", &trade.names.business),
        ("names.product", &trade.names.product.0),
        ("names.product", &trade.names.product.1),
        ("names.customer", &trade.names.customer.0),
        ("names.customer", &trade.names.customer.1),
        ("scale.unit", &trade.scale.unit.0),
        ("scale.unit", &trade.scale.unit.1),
    ] {
        if value.trim().is_empty() {
            return problem(field, "is empty".into());
        }
    }
    for (field, (low, high)) in
        [("scale.per_month", trade.scale.per_month), ("scale.price_usd", trade.scale.price_usd)]
    {
        if low == 0 || low > high {
            return problem(
                field,
                format!("[{low}, {high}] must be [low, high] with 0 < low <= high"),
            );
        }
    }
    if trade.recognise.cues.len() < 3 {
        return problem("recognise.cues", "needs at least 3 phrases".into());
    }
    for (phrase, weight) in &trade.recognise.cues {
        if phrase.trim().is_empty() || *phrase != phrase.to_lowercase() {
            return problem("recognise.cues", format!("\"{phrase}\" must be a lower-case phrase"));
        }
        if !(1..=5).contains(weight) {
            return problem(
                "recognise.cues",
                format!("\"{phrase}\" has weight {weight}; weights are 1 to 5"),
            );
        }
    }
    for language in Language::ALL {
        let field = format!("searches.{}", language.code());
        let searches = trade.searches.written(language);
        if searches.is_empty() && language != Language::En {
            continue;
        }
        if searches.len() < 3 {
            return problem(&field, format!("has {} searches; write at least 3", searches.len()));
        }
        if let Some((phrase, _)) = searches.iter().find(|(p, _)| p.trim().is_empty()) {
            return problem(&field, format!("\"{phrase}\" is empty"));
        }
        if trade.local && !searches.iter().any(|(_, intent)| *intent == SearchIntent::Local) {
            return problem(
                &field,
                "a trade found nearby needs at least one \"local\" search".into(),
            );
        }
    }
    let buyers = &trade.buyers;
    for (field, list) in [
        ("buyers.triggers", &buyers.triggers),
        ("buyers.objections", &buyers.objections),
        ("buyers.where", &buyers.gather),
        ("buyers.convinces", &buyers.convinces),
    ] {
        if list.len() < 2 || list.iter().any(|line| line.trim().is_empty()) {
            return problem(field, "needs at least 2 lines, none empty".into());
        }
    }
    if trade.tactics.is_empty() {
        return problem(
            "tactics",
            "the trade has no tactics: write at least one [[tactics]]".into(),
        );
    }
    for (i, tactic) in trade.tactics.iter().enumerate() {
        if tactic.name.trim().is_empty() || tactic.text.trim().is_empty() {
            return problem(&format!("tactics[{i}]"), "needs a name and a text".into());
        }
        if !(5..=480).contains(&tactic.minutes) {
            return problem(
                &format!("tactics[{i}].minutes"),
                format!("{} is not 5 to 480", tactic.minutes),
            );
        }
    }
    if trade.ideas.len() < 30 {
        return problem("ideas", format!("has {} ideas; a plan needs 30", trade.ideas.len()));
    }
    let mut titles = std::collections::HashSet::new();
    for Idea(title, ..) in &trade.ideas {
        if title.trim().is_empty() {
            return problem("ideas", "an idea has no title".into());
        }
        if !titles.insert(title.to_lowercase()) {
            return problem("ideas", format!("\"{title}\" is there twice"));
        }
    }
    let steps = &trade.funnel.steps;
    if !(2..=4).contains(&steps.len()) {
        return problem("funnel.steps", format!("has {} steps; write 2 to 4", steps.len()));
    }
    if steps[0].1 != 1.0 {
        return problem("funnel.steps", "the first step's rate must be 1".into());
    }
    if let Some((step, rate)) = steps[1..].iter().find(|(_, rate)| !(*rate > 0.0 && *rate < 1.0)) {
        return problem(
            "funnel.steps",
            format!("\"{step}\" has rate {rate}; a rate is between 0 and 1"),
        );
    }
    if let Some(line) = unfilled(trade) {
        return problem("ideas", format!("\"{line}\" looks unfilled: write every line whole"));
    }
    Ok(())
}

/// A line a reader would see with a gap in it (`[…]`, `{name}`, `#0`, `TODO`).
fn unfilled(trade: &Trade) -> Option<&str> {
    let lines = trade
        .ideas
        .iter()
        .map(|idea| idea.0.as_str())
        .chain(trade.tactics.iter().flat_map(|t| [t.name.as_str(), t.text.as_str()]));
    lines.into_iter().find(|line| {
        line.contains(['[', ']', '{', '}']) || line.contains("TODO") || line.contains("#0")
    })
}

/// The 1-based line of byte `offset` in `text`.
pub(super) fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].bytes().filter(|b| *b == b'\n').count() + 1
}

/// The line where `field` (`ideas`, `searches.nl`, `tactics[3].minutes`) is written: each
/// segment is looked for after the previous one, as a `[table]`, the n-th `[[table]]`, or a
/// `key =`.
fn line_of_field(text: &str, field: &str) -> Option<usize> {
    let lines: Vec<&str> = text.lines().collect();
    let mut at = 0;
    let mut prefix = String::new();
    for segment in field.split('.') {
        let (name, index) = match segment.split_once('[') {
            Some((name, rest)) => (name, rest.trim_end_matches(']').parse::<usize>().ok()),
            None => (segment, None),
        };
        let full = if prefix.is_empty() { name.to_owned() } else { format!("{prefix}.{name}") };
        let is_here = |line: &str| {
            let line = line.trim_start();
            line.starts_with(&format!("[{full}]"))
                || line.starts_with(&format!("[[{full}]]"))
                || line.strip_prefix(name).is_some_and(|rest| rest.trim_start().starts_with('='))
        };
        let mut found = lines[at..].iter().enumerate().filter(|(_, line)| is_here(line));
        let (offset, _) = found.nth(index.unwrap_or(0))?;
        at += offset;
        prefix = full;
    }
    Some(at + 1)
}
