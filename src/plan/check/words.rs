//! The text rules: the plan never cuts the founder's words off, and quotes only whole answers.

use super::report::{Report, Rule};
use crate::leads::model::NewLead;
use crate::plan::model::Plan;
use crate::plan::text::{inline, quotable};

/// The plan's own sentences, for the text rules.
fn sentences(plan: &Plan) -> Vec<&str> {
    let mut out: Vec<&str> =
        vec![&plan.summary, &plan.positioning, &plan.closing, &plan.budget_note];
    out.extend(plan.audience.where_to_find.iter().map(String::as_str));
    out.extend(plan.audience.what_convinces.iter().map(String::as_str));
    for channel in &plan.channels {
        out.push(&channel.role);
        out.push(&channel.cadence);
        out.extend(channel.formats.iter().map(String::as_str));
    }
    out.extend(plan.essentials.iter().map(|e| e.why.as_str()));
    out.extend(plan.budget.iter().flat_map(|l| [l.item.as_str(), l.note.as_str()]));
    out.extend(plan.keywords.iter().flat_map(|k| [k.phrase.as_str(), k.why.as_str()]));
    out.extend(plan.content_ideas.iter().map(|i| i.title.as_str()));
    for week in &plan.roadmap {
        out.push(&week.focus);
        out.extend(week.tasks.iter().map(|t| t.text.as_str()));
    }
    out.extend(plan.challenge_actions.iter().flat_map(|c| c.actions.iter().map(String::as_str)));
    out.extend(plan.kpis.iter().flat_map(|k| [k.metric.as_str(), k.how_to_measure.as_str()]));
    out
}

pub(super) fn words(lead: &NewLead, plan: &Plan, report: &mut Report) {
    let answers: Vec<&str> = [
        Some(lead.business_name.as_str()),
        lead.specific_location.as_deref(),
        Some(lead.business_offering.as_str()),
        lead.website.as_deref(),
        Some(lead.ideal_customer.as_str()),
        Some(lead.problem_solved.as_str()),
        lead.success_vision.as_deref(),
        lead.other_challenge.as_deref(),
    ]
    .into_iter()
    .flatten()
    .map(str::trim)
    .collect();
    let name = inline(&lead.business_name);
    let typed_ellipsis = answers.iter().any(|a| a.contains('…') || a.contains("..."));
    for sentence in sentences(plan) {
        if unfilled(sentence).is_some() {
            // The founder's own words may hold brackets; only the plan's own text can be blank.
            let own = answers.iter().fold(sentence.to_owned(), |text, answer| {
                text.replace(&inline(answer), "").replace(answer, "")
            });
            if let Some(gap) = unfilled(&own) {
                report.add(
                    Rule::CutText,
                    format!("\"{sentence}\" has \"{gap}\" in it: a blank was never filled in."),
                );
            }
        }
        if !typed_ellipsis && (sentence.contains('…') || sentence.contains("...")) {
            report
                .add(Rule::CutText, format!("\"{sentence}\" has an ellipsis: text looks cut off."));
        }
        // What the plan quotes from the founder's answers is a whole answer, never a piece
        // of one (six words or more of it); its own phrases (a search, a page's title, a
        // service's name) it may quote freely. The business's name, which may hold quotes of its own, is not a
        // quotation.
        let unnamed = if name.contains(['“', '”']) {
            sentence.replace(&name, "")
        } else {
            sentence.to_owned()
        };
        let mut rest = unnamed.as_str();
        while let Some(open) = rest.find('“') {
            let after = &rest[open + '“'.len_utf8()..];
            let Some(close) = after.find('”') else { break };
            let quoted = after[..close].trim();
            let whole = answers.iter().any(|a| inline(a) == quoted || quotable(a) == quoted);
            let folded = |text: &str| inline(text).to_lowercase();
            let piece = quoted.split_whitespace().count() >= 6
                && answers.iter().any(|a| folded(a).contains(&folded(quoted)));
            if piece && !whole {
                report.add(Rule::CutText, format!("\"{sentence}\" quotes “{quoted}”, a piece of the founder's answer: quote an answer whole or say it in the plan's own words."));
            }
            rest = &after[close + '”'.len_utf8()..];
        }
    }
}

/// A template's blank left in the text: "[your support address]", "[CITY]", "{name}",
/// "order #0", "TODO". Brackets that read as text ("[see below]") are not blanks.
fn unfilled(sentence: &str) -> Option<&str> {
    let mut rest = sentence;
    while let Some(open) = rest.find(['[', '{']) {
        let close = if rest[open..].starts_with('[') { ']' } else { '}' };
        let Some(len) = rest[open..].find(close) else { break };
        let inside = rest[open + 1..open + len].trim();
        let lower = inside.to_lowercase();
        let named = !inside.is_empty()
            && inside.chars().all(|c| c.is_alphanumeric() || c == '_' || c == ' ')
            && (inside.chars().all(|c| !c.is_lowercase())
                || inside.contains('_')
                || (close == '}' && !inside.contains(' ')));
        let asks = ["your ", "insert", "add ", "name", "link", "date", "tbd", "placeholder", "xx"]
            .iter()
            .any(|w| lower.starts_with(w));
        if inside.len() <= 40 && (named || asks) {
            return Some(&rest[open..=open + len]);
        }
        rest = &rest[open + len..];
    }
    ["#0", "TODO", "XXX", "lorem ipsum"].into_iter().find_map(|gap| {
        sentence
            .find(gap)
            // "#0" only as a whole token: "#05" or "#0a" are real.
            .filter(|at| {
                gap != "#0" || !sentence[at + 2..].starts_with(|c: char| c.is_alphanumeric())
            })
            .map(|at| &sentence[at..at + gap.len()])
    })
}

#[cfg(test)]
mod tests {
    use crate::plan::builtin;
    use crate::plan::check::{Rule, check};
    use crate::plan::tests::Sampler;

    /// A piece of an answer in quotes is cut text; a whole answer, or the plan's own phrase
    /// (a search people type, a page's title), may be quoted.
    #[test]
    fn only_a_piece_of_an_answer_in_quotes_is_cut_text() {
        let mut lead = Sampler(7).lead();
        lead.problem_solved = "Bike shops have three weeks of waiting in spring and you carry the bike there yourself.".to_owned();
        let cut = |summary: String| {
            let mut plan = builtin::write(&lead);
            plan.summary = summary;
            check(
                &lead,
                &plan,
                &crate::content::Currency::default(),
                crate::content::trades::Catalogue::defaults(),
            )
            .into_iter()
            .filter(|v| v.rule == Rule::CutText)
            .count()
        };
        assert_eq!(cut("People say “three weeks of waiting in spring” about shops.".to_owned()), 1);
        assert_eq!(cut(format!("In their words: “{}”", lead.problem_solved)), 0);
        assert_eq!(
            cut("Search for “café colonial curitiba” and build the page “Reservar pelo WhatsApp”."
                .to_owned()),
            0
        );
        assert_eq!(cut("A card that says “Volte numa terça”.".to_owned()), 0);
    }
}
