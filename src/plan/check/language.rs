//! The keyword language rule: a business that sells locally, where people search in a language
//! the catalogue knows other than English, gets at least some keywords in that language. A
//! keyword counts as English only when every word of it is one the catalogue's English text
//! uses and its searches in other languages do not (the town and the business's name aside),
//! so a word the checker does not know never raises the alarm.

use super::report::{Report, Rule};
use super::vocabulary::vocabulary;
use crate::content::trades::{Language, words};
use crate::leads::model::{NewLead, SellLocation};
use crate::plan::market::{language as search_language, town};
use crate::plan::model::Plan;

pub(super) fn language(lead: &NewLead, plan: &Plan, report: &mut Report) {
    if lead.sell_location != SellLocation::Locally || plan.keywords.is_empty() {
        return;
    }
    let Some(place) = lead.specific_location.as_deref().map(str::trim).filter(|p| !p.is_empty())
    else {
        return;
    };
    let language = search_language(place);
    let Some(name) = language_name(language) else { return };
    let mut own: Vec<String> = words(place);
    own.extend(words(&town(place, language)));
    own.extend(words(&lead.business_name));
    if plan.keywords.iter().all(|k| english(&k.phrase, &own)) {
        report.add(
            Rule::KeywordLanguage,
            format!(
                "All {} keywords are in English, but people in {place} search in {name}: write the searches they type in {name} (at least the local ones).",
                plan.keywords.len()
            ),
        );
    }
}

/// Whether every word of `phrase` is surely English: a word of the catalogue's English text
/// that none of its other languages' searches use, or one of `own` (the town, the name).
fn english(phrase: &str, own: &[String]) -> bool {
    let vocabulary = vocabulary();
    let mut english_only = false;
    for word in words(phrase) {
        if own.contains(&word) || word.chars().all(|c| c.is_ascii_digit()) {
            continue;
        }
        if !vocabulary.english.contains(&word) {
            return false;
        }
        if !vocabulary.local.values().any(|set| set.contains(&word)) {
            english_only = true;
        }
    }
    english_only
}

/// The language's name in English; None for English.
fn language_name(language: Language) -> Option<&'static str> {
    Some(match language {
        Language::En => return None,
        Language::Nl => "Dutch",
        Language::De => "German",
        Language::Fr => "French",
        Language::Es => "Spanish",
        Language::Pt => "Portuguese",
        Language::It => "Italian",
    })
}
