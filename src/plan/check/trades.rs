//! The other-trade rule: no content idea or roadmap task is built on a noun that belongs to
//! another trade (a nail salon's "manicure" in a dog groomer's plan). A noun belongs to a trade
//! when the trade's names use it and at most two trades' text does; it is fine wherever the
//! plan's own trade or the founder's answers use it. The plan's trade is the one it records,
//! else (for a plan an AI wrote) the one the recogniser is sure of, if the plan's own words for
//! its trade agree; without one the rule is skipped.

use super::report::{Report, Rule};
use super::vocabulary::{Noun, contains, found, tokens, vocabulary};
use crate::content::trades::{Catalogue, Trade, words};
use crate::leads::model::NewLead;
use crate::plan::builtin::recognise::recognise;
use crate::plan::model::{Author, Plan};

pub(super) fn trades(lead: &NewLead, plan: &Plan, report: &mut Report) {
    let catalogue = Catalogue::defaults();
    let Some(own) = plan_trade(lead, plan, catalogue) else { return };
    let vocabulary = vocabulary();
    let trade = &catalogue.trades[own];
    // The founder's words are read only when a noun of another trade turns up.
    let answers = std::cell::OnceCell::new();
    let answers = || -> &Vec<String> {
        answers.get_or_init(|| {
            std::iter::once(lead.business_name.as_str())
                .chain(lead.own_words())
                .flat_map(|text| words(text).into_iter().chain([String::new()]))
                .collect()
        })
    };
    // The first noun of another trade in `text`, that neither the founder nor the trade uses.
    let foreign = |text: &str| -> Option<&Noun> {
        found(&tokens(text), &vocabulary.nouns, &vocabulary.by_first)
            .into_iter()
            .map(|at| &vocabulary.nouns[at])
            .find(|noun| {
                !noun.owners.contains(&own)
                    && !contains(answers(), &noun.words)
                    && !contains(answers(), &noun.other)
            })
    };
    let whose = |noun: &Noun| {
        noun.owners
            .iter()
            .map(|&at| catalogue.trades[at].names.trade.as_str())
            .collect::<Vec<_>>()
            .join(" or ")
    };
    let mine = &trade.names.trade;
    for idea in &plan.content_ideas {
        if let Some(noun) = foreign(&idea.title) {
            report.add(
                Rule::OtherTrade,
                format!(
                    "The content idea \"{}\" is built on \"{}\", a word of another trade ({}), not of {mine}, and the founder's answers never use it.",
                    idea.title,
                    noun.words.join(" "),
                    whose(noun)
                ),
            );
        }
    }
    for (week, task) in plan.tasks() {
        if let Some(noun) = foreign(&task.text) {
            report.add(
                Rule::OtherTrade,
                format!(
                    "Week {week}: \"{}\" is built on \"{}\", a word of another trade ({}), not of {mine}, and the founder's answers never use it.",
                    task.text,
                    noun.words.join(" "),
                    whose(noun)
                ),
            );
        }
    }
}

/// The catalogue's index of the plan's trade: the one the plan records by name, else for a
/// plan an AI wrote the one the recogniser is sure of, when the plan's own name for its trade
/// is empty or shares a word with it.
fn plan_trade(lead: &NewLead, plan: &Plan, catalogue: &Catalogue) -> Option<usize> {
    let named = plan.trade.trim();
    if let Some(&at) = vocabulary().by_name.get(named) {
        return Some(at);
    }
    // The built-in planner records the trade it was sure of; an empty one it was not, and a
    // name the embedded catalogue does not know is an operator's own trade.
    if plan.written_by == Author::BuiltIn {
        return None;
    }
    let trade = recognise(catalogue, lead).trade()?;
    let agrees = named.is_empty() || {
        let said = words(named);
        let names = names_of(trade);
        said.iter().any(|w| w.chars().count() >= 4 && names.contains(w))
    };
    if !agrees {
        return None;
    }
    catalogue.trades.iter().position(|t| t.id == trade.id)
}

/// The words a trade's names use.
fn names_of(trade: &Trade) -> Vec<String> {
    let names = &trade.names;
    [names.trade.as_str(), names.business.as_str(), names.product.many(), names.customer.many()]
        .iter()
        .flat_map(|n| words(n))
        .collect()
}
