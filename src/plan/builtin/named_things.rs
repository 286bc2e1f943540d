//! The things the founder sells by name ("burek", "potica") and their own word for it
//! ("kalafatanje"), where the plan's own lists would otherwise speak only of the trade's usual
//! range: searches for them, and two content ideas about the things.

use std::collections::HashSet;

use super::super::market;
use super::facts::Facts;
use super::lexicon::Model;
use super::specifics;
use crate::content::trades::{Catalogue, Language, words};
use crate::leads::model::BusinessType;
use crate::plan::model::{ContentIdea, Intent, Keyword};
use crate::plan::text::capitalised;

/// The keywords with up to two searches in the founder's own words in place of the last ones:
/// the word they give in brackets for what they sell ("kalafatanje"), with the town or the
/// place the offering names when it is one word; then, for a business people walk into, the
/// things it sells by name, with the town ("burek ljubljana"). A search a keyword already
/// makes, one of more than five words, or a thing in English where people search in another
/// language, is left out.
pub fn keywords(facts: &Facts, catalogue: &Catalogue, mut keywords: Vec<Keyword>) -> Vec<Keyword> {
    let english = catalogue.derived(English::new);
    let named = |phrase: &str, keywords: &[Keyword]| {
        keywords.iter().any(|k| {
            let said: Vec<&str> = k.phrase.split_whitespace().collect();
            phrase.split_whitespace().all(|w| said.contains(&w))
        })
    };
    let fits = |phrase: &str| (2..=5).contains(&phrase.split_whitespace().count());
    let mut searched: Vec<Keyword> = Vec::new();
    for (gloss, place) in glossed(facts, &english) {
        let phrase = match place {
            Some(place) if gloss.split_whitespace().count() == 1 => format!("{gloss} {place}"),
            _ => gloss.clone(),
        };
        if fits(&phrase) && !named(&gloss, &keywords) && searched.len() < 2 {
            searched.push(Keyword {
                intent: if phrase == gloss { Intent::Buy } else { Intent::Local },
                phrase,
                why: format!(
                    "Your own word for it, and the one your customers type: say \"{gloss}\" on your page, your profiles and in posts, so the search finds you."
                ),
            });
        }
    }
    let food = facts.lead.business_type == BusinessType::FoodBeverage;
    let counter = facts.local && food && facts.model == Model::WalkIn;
    if let Some(town) = facts.town().filter(|_| counter) {
        let town = town.to_lowercase();
        let things = facts
            .things
            .iter()
            .map(|t| t.to_lowercase())
            .filter(|t| t.split_whitespace().count() <= 3 && !named(t, &keywords) && !english.said(facts, t))
            .map(|thing| Keyword {
                phrase: format!("{thing} {town}"),
                intent: Intent::Local,
                why: format!(
                    "People nearby search for what they want by its name and the town: list {thing} among the Google profile's products, with a photo and a price, so the map shows you for it."
                ),
            })
            .filter(|k| fits(&k.phrase) && !searched.iter().any(|s| s.phrase == k.phrase))
            .take(2 - searched.len())
            .collect::<Vec<_>>();
        searched.extend(things);
    }
    if searched.is_empty() {
        return keywords;
    }
    keywords.truncate(5 - searched.len());
    keywords.extend(searched);
    keywords
}

/// The founder's bracketed words for what they sell, after an English word and in none
/// themselves ("kalafatanje" after "caulking", not "laurel" after "defne"), lower-case, each
/// with the place a one-word search goes with: the town for a business found nearby, else the
/// place the offering ends a clause with ("our yard in Betina.").
fn glossed(facts: &Facts, english: &English) -> Vec<(String, Option<String>)> {
    if facts.place.as_deref().is_some_and(market::english_speaking) {
        return Vec::new();
    }
    let offering = &facts.lead.business_offering;
    let ends_a_clause = |place: &str| {
        offering.match_indices(&format!("in {place}")).any(|(at, said)| {
            let next = offering[at + said.len()..].chars().next();
            next.is_none_or(|c| matches!(c, '.' | ',' | ';' | ')' | '!'))
        })
    };
    let place = facts.town().or_else(|| {
        let places = specifics::places(offering, &[]).into_iter();
        places.filter(|p| !specifics::is_country(p)).find(|p| ends_a_clause(p))
    });
    let english_word = |w: &String| english.0.contains(w);
    specifics::glosses(offering)
        .into_iter()
        .filter(|(before, _)| words(before).last().is_some_and(english_word))
        .map(|(_, gloss)| gloss.to_lowercase())
        .filter(|gloss| !words(gloss).iter().any(english_word))
        .map(|gloss| (gloss, place.as_ref().map(|p| p.to_lowercase())))
        .collect()
}

/// The words of the catalogue's English text that no search in another language uses: where
/// people search in another language, a thing named in these ("pickled onion", "lunch set") is
/// the founder's English for it, not the word their customers type.
struct English(HashSet<String>);

impl English {
    fn new(catalogue: &Catalogue) -> Self {
        let mut english: HashSet<String> = HashSet::new();
        let mut local: HashSet<String> = HashSet::new();
        for trade in &catalogue.trades {
            let en = trade.searches.en.iter().map(|(p, _)| p.as_str());
            for text in en.chain(trade.ideas.iter().map(|i| i.0.as_str())) {
                english.extend(words(text));
            }
            for language in Language::ALL.into_iter().filter(|l| *l != Language::En) {
                let searches = trade.searches.get(language);
                if !std::ptr::eq(searches, trade.searches.en.as_slice()) {
                    local.extend(searches.iter().flat_map(|(p, _)| words(p)));
                }
            }
        }
        English(english.difference(&local).cloned().collect())
    }

    /// Whether `thing` is said in English words where people do not search in English
    /// ("soup" in Phnom Penh; "bai sach chrouk" is theirs).
    fn said(&self, facts: &Facts, thing: &str) -> bool {
        !market::english_speaking(facts.place.as_deref().unwrap_or_default())
            && words(thing).iter().all(|w| self.0.contains(w))
    }
}

/// The ideas with two about the founder's things in the place of the second and the fifth:
/// one thing from start to finish (or up close, for a shop that sells what others make), and
/// two side by side. They keep the channel, format and theme of the ideas they replace.
pub fn ideas(facts: &Facts, ideas: &mut [ContentIdea]) {
    // A thing is shown when an idea's title has its first word ("sourdough").
    let shown = |thing: &String| {
        let first = thing.split_whitespace().next().unwrap_or_default().to_lowercase();
        ideas.iter().any(|i| i.title.to_lowercase().split_whitespace().any(|w| w == first))
    };
    // Only things the trade's own ideas do not show yet: a potter's ideas already throw mugs.
    let fresh: Vec<&String> = facts.things.iter().filter(|t| !shown(t)).collect();
    let Some(first) = fresh.first() else {
        return;
    };
    if ideas.len() < 5 {
        return;
    }
    let makes = facts.model == Model::WalkIn
        || facts.lead.business_offering.to_lowercase().split_whitespace().any(|w| {
            ["made", "make", "handmade", "bake", "baked", "cook", "cooked", "sew", "weave"]
                .contains(&w.trim_matches(|c: char| !c.is_alphanumeric()))
        });
    ideas[1].title = if makes {
        format!("{}, start to finish: every step, in the order we do it", capitalised(first))
    } else {
        format!("{} up close: how to tell a good one before you buy", capitalised(first))
    };
    let pair = match fresh.as_slice() {
        [_, second, third, ..] => [*second, *third],
        [first, second] => [*first, *second],
        _ => return,
    };
    ideas[4].title = format!(
        "{} or {}: which one for which moment, and what each costs",
        capitalised(pair[0]),
        pair[1]
    );
}
