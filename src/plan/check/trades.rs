//! The other-trade rules: no content idea and no roadmap task names a noun of another trade (a
//! nail salon's "manicure" in a dog groomer's plan). A noun belongs to a trade when the trade's
//! names use it and at most two trades' text uses it, in either form. It is fine wherever the
//! plan's own trade's text or the founder's answers use it, and when each of its words is one
//! the plan's trade, the answers or the plan's name for its trade use ("training session" for a
//! personal trainer, though dog trainers sell them too), unless the plan's trade lists it among
//! the words that argue against it. The plan's trade is the one it records, else (for a plan
//! an AI wrote) the one the recogniser is sure of, if the plan's own words for its trade agree;
//! without one the rules are skipped.

use std::cell::OnceCell;
use std::collections::HashSet;

use super::report::{Report, Rule};
use super::vocabulary::{Noun, Vocabulary, contains, found, stem, tokens, vocabulary};
use crate::content::trades::{Catalogue, Trade, words};
use crate::leads::model::NewLead;
use crate::plan::builtin::recognise::recognise;
use crate::plan::model::{Author, Plan};

pub(super) fn trades(lead: &NewLead, plan: &Plan, catalogue: &Catalogue, report: &mut Report) {
    let vocabulary = vocabulary(catalogue);
    let own = match plan_trade(lead, plan, catalogue, &vocabulary) {
        Ok(own) => own,
        Err(why) => {
            report.skip(Rule::OtherTrade, why);
            report.skip(Rule::OtherTradeTask, why);
            return;
        }
    };
    let trade = &catalogue.trades[own];
    // The founder's words are read only when a noun of another trade turns up.
    let answers: OnceCell<(Vec<String>, HashSet<String>)> = OnceCell::new();
    let answers = || {
        answers.get_or_init(|| {
            let text: Vec<String> = std::iter::once(lead.business_name.as_str())
                .chain(lead.own_words())
                .chain([plan.trade.as_str()])
                .flat_map(|text| words(text).into_iter().chain([String::new()]))
                .collect();
            let stems = text.iter().map(|w| stem(w).into_owned()).collect();
            (text, stems)
        })
    };
    // The first noun of another trade in `text` that neither the founder nor the trade uses.
    let foreign = |text: &str| -> Option<&Noun> {
        found(&tokens(text), &vocabulary.nouns, &vocabulary.by_first)
            .into_iter()
            .map(|at| &vocabulary.nouns[at])
            .find(|noun| {
                if noun.owners.contains(&own) {
                    return false;
                }
                let (said, stems) = answers();
                if noun.forms.iter().any(|form| contains(said, form)) {
                    return false;
                }
                let shunned =
                    trade.recognise.not_words.iter().any(|not| noun.forms.contains(not));
                // One word for what another trade does or sells ("videography", "supplements")
                // is everyday English in many plans; another business's name or a compound is
                // not.
                let telling = noun.named || noun.words.len() > 1;
                let ours = |word: &str| {
                    let mine = &vocabulary.stems[own];
                    mine.contains(word)
                        || stems.contains(word)
                        // "therapy" in "physiotherapy", "care" in "skincare".
                        || word.len() >= 4 && mine.iter().any(|w| w.len() > word.len() && w.ends_with(word))
                };
                shunned || telling && noun.words.iter().any(|word| !ours(&stem(word)))
            })
    };
    let message = |what: String, noun: &Noun| {
        let noun_text = noun.words.join(" ");
        let whose: Vec<&str> = noun
            .owners
            .iter()
            .map(|&at| catalogue.trades[at].names.trade.as_str())
            .filter(|name| *name != noun_text)
            .collect();
        let whose = match whose.is_empty() {
            true => String::new(),
            false => format!(" ({})", whose.join(" or ")),
        };
        format!(
            "{what} mentions \"{noun_text}\", which belongs to a different business{whose} and appears nowhere in the answers: rewrite it for {} or drop it.",
            trade.names.trade
        )
    };
    for idea in &plan.content_ideas {
        if let Some(noun) = foreign(&idea.title) {
            report.add(Rule::OtherTrade, message(format!("The idea \"{}\"", idea.title), noun));
        }
    }
    for (week, task) in plan.tasks() {
        if let Some(noun) = foreign(&task.text) {
            let what = format!("Week {week}: the task \"{}\"", task.text);
            report.add(Rule::OtherTradeTask, message(what, noun));
        }
    }
}

/// The catalogue's index of the plan's trade: the one the plan records by name, else for a
/// plan an AI wrote the one the recogniser is sure of, when the plan's own name for its trade
/// is empty or shares a word with it. Err says why there is none.
fn plan_trade(
    lead: &NewLead,
    plan: &Plan,
    catalogue: &Catalogue,
    vocabulary: &Vocabulary,
) -> Result<usize, &'static str> {
    let named = plan.trade.trim();
    if let Some(&at) = vocabulary.by_name.get(named) {
        return Ok(at);
    }
    // The built-in planner records the trade it was sure of; an empty one it was not.
    let unknown = "the trade was not recognised, so no trade's words are known to be its own";
    if plan.written_by == Author::BuiltIn {
        return Err(unknown);
    }
    let trade = recognise(catalogue, lead).trade().ok_or(unknown)?;
    let agrees = named.is_empty() || {
        let said = words(named);
        let names = names_of(trade);
        said.iter().any(|w| w.chars().count() >= 4 && names.contains(w))
    };
    if !agrees {
        return Err(
            "the plan names its trade otherwise than the trade recognised from the answers",
        );
    }
    catalogue.trades.iter().position(|t| t.id == trade.id).ok_or(unknown)
}

/// The words a trade's names use.
fn names_of(trade: &Trade) -> Vec<String> {
    let names = &trade.names;
    [names.trade.as_str(), names.business.as_str(), names.product.many(), names.customer.many()]
        .iter()
        .flat_map(|n| words(n))
        .collect()
}
