//! The keyword language rule: a business that sells locally, where the place says for sure that
//! people search in a language the catalogue knows other than English, gets at least one
//! search in that language. A keyword counts as English only when every word of it is one the
//! catalogue's English text uses and its searches in other languages do not (the town aside),
//! so a word the checker does not know never raises the alarm. A search for the business's own
//! name ("wag tidy ervaringen") is no search for the trade, so it counts for neither.

use super::report::{Report, Rule};
use super::vocabulary::{Vocabulary, vocabulary};
use crate::content::trades::{Catalogue, Language, words};
use crate::leads::model::{NewLead, SellLocation};
use crate::plan::market::{reviews_word, sure_language, town};
use crate::plan::model::{Author, Plan};

/// Words in the ideal customer that say the business sells to people from elsewhere, who
/// search in English wherever they are.
const VISITORS: &[&[&str]] = &[
    &["tourist"],
    &["tourists"],
    &["expat"],
    &["expats"],
    &["travellers"],
    &["travelers"],
    &["holidaymakers"],
    &["from", "abroad"],
    &["international", "visitors"],
    &["international", "students"],
    &["english", "speaking"],
    &["english", "speakers"],
];

/// What a keyword is, for the rule.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum Reads {
    /// Every word surely English.
    English,
    /// Only the business's name, the town and people's word for reviews.
    Brand,
    /// A word of the catalogue's searches in the market's language, and none surely English.
    Local,
    /// Anything else: words the checker does not know.
    Other,
}

pub(super) fn language(lead: &NewLead, plan: &Plan, catalogue: &Catalogue, report: &mut Report) {
    let Some((language, name)) = market(lead, plan, catalogue) else {
        return report.skip(Rule::KeywordLanguage, &skipped(lead, plan, catalogue));
    };
    let place = lead.specific_location.as_deref().unwrap_or_default().trim();
    let mut own: Vec<String> = words(place);
    own.extend(words(&town(place, language)));
    let brand: Vec<String> = words(&lead.business_name);
    let vocabulary = vocabulary(catalogue);
    let read: Vec<Reads> = plan
        .keywords
        .iter()
        .map(|k| reads(&vocabulary, language, &k.phrase, &own, &brand))
        .collect();
    if read.contains(&Reads::English)
        && read.iter().all(|r| matches!(r, Reads::English | Reads::Brand))
    {
        report.add(
            Rule::KeywordLanguage,
            format!(
                "None of the {} keywords is a search in {name} (they are in English, or the business's own name), but people in {place} search in {name}: write the searches they type there for the trade in {name}, at least the local ones.",
                plan.keywords.len()
            ),
        );
    }
}

/// The market's language and its name, when the rule applies to this plan.
fn market(lead: &NewLead, plan: &Plan, catalogue: &Catalogue) -> Option<(Language, &'static str)> {
    if lead.sell_location != SellLocation::Locally || plan.keywords.is_empty() || to_visitors(lead)
    {
        return None;
    }
    let place = lead.specific_location.as_deref().map(str::trim).filter(|p| !p.is_empty())?;
    let language = sure_language(place)?;
    let name = language_name(language)?;
    // The built-in planner writes the searches its catalogue has; where it has none in the
    // language (a trade it did not recognise, or one without them) its note says so instead.
    if plan.written_by == Author::BuiltIn {
        let trade = catalogue.trades.iter().find(|t| t.names.trade == plan.trade)?;
        let searches = trade.searches.get(language);
        if std::ptr::eq(searches, trade.searches.en.as_slice()) {
            return None;
        }
    }
    Some((language, name))
}

/// Why the rule does not apply to this plan, in an admin's words.
fn skipped(lead: &NewLead, plan: &Plan, catalogue: &Catalogue) -> String {
    let place = lead.specific_location.as_deref().map(str::trim).filter(|p| !p.is_empty());
    let sure = place.and_then(sure_language);
    if lead.sell_location != SellLocation::Locally {
        "the business does not sell locally".to_owned()
    } else if plan.keywords.is_empty() {
        "the plan has no keywords".to_owned()
    } else if to_visitors(lead) {
        "its customers come from elsewhere (tourists, visitors or expats) and may search in English"
            .to_owned()
    } else if place.is_none() {
        "the founder named no place".to_owned()
    } else if sure.is_none() {
        "the place does not say for sure which language people search in".to_owned()
    } else if sure == Some(Language::En) {
        "people there search in English".to_owned()
    } else {
        let name = sure.and_then(language_name).unwrap_or("the local language");
        let known = catalogue.trades.iter().any(|t| t.names.trade == plan.trade);
        match known {
            true => format!("the catalogue has no searches in {name} for this trade: write them"),
            false => format!(
                "the trade was not recognised, so the planner has no searches in {name}: write them"
            ),
        }
    }
}

/// Whether the ideal customer is said to come from elsewhere.
fn to_visitors(lead: &NewLead) -> bool {
    let said = words(&lead.ideal_customer);
    VISITORS.iter().any(|phrase| said.windows(phrase.len()).any(|w| w == *phrase))
}

/// What `phrase` is: English when every word is a word of the catalogue's English text that
/// none of its other languages' searches use (the town and figures aside); the business's own
/// name when it is made of `brand`, the town and a word for reviews.
pub(super) fn reads(
    vocabulary: &Vocabulary,
    language: Language,
    phrase: &str,
    own: &[String],
    brand: &[String],
) -> Reads {
    let said = words(phrase);
    let reviews = |word: &str| {
        Language::ALL
            .into_iter()
            .filter_map(reviews_word)
            .any(|w| words(w).iter().any(|r| r == word))
    };
    let plain = |word: &String| own.contains(word) || word.chars().all(|c| c.is_ascii_digit());
    // The name itself, whole or by three of its words, with nothing but the town or reviews.
    let named = said.iter().filter(|w| brand.contains(w)).count();
    if named > 0
        && named >= brand.len().min(3)
        && said.iter().all(|w| brand.contains(w) || plain(w) || reviews(w) || w == "reviews")
    {
        return Reads::Brand;
    }
    let (mut english_only, mut unknown) = (false, false);
    for word in said.iter().filter(|w| !plain(w)) {
        if vocabulary.english_only.contains(word) {
            english_only = true;
        } else if !vocabulary.english.contains(word) {
            unknown = true;
        }
    }
    let local = vocabulary.local.get(&language);
    match (english_only, unknown) {
        (true, false) => Reads::English,
        _ if said.iter().any(|w| {
            !plain(w) && !vocabulary.english.contains(w) && local.is_some_and(|set| set.contains(w))
        }) =>
        {
            Reads::Local
        }
        _ => Reads::Other,
    }
}

/// The language's name in English; None for English.
fn language_name(language: Language) -> Option<&'static str> {
    (language != Language::En).then(|| language.name())
}
