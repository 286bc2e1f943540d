//! The market a local business sells in, read from the place its founder named: the language
//! its customers search in, the town to put in a local search and their word for reviews. An
//! English-speaking place named anywhere decides first, then a country of one language, then a
//! well-known city (for Switzerland, Belgium, Canada and Luxembourg, the city alone); anything
//! else is searched in English. The built-in planner writes from its best guess; the checker
//! judges only by a language the place says for sure.

use crate::content::trades::Language;

mod climate;
mod places;
mod words;

pub use climate::{school_dance, temperate_season, tropical};

use places::{CITIES, Country, ENGLISH, ENGLISH_PARTS, country};
use words::{has_words, normal};

/// The language customers search in at `place` ("Utrecht, Netherlands": Dutch): the best
/// guess the built-in planner writes in, English where nothing says otherwise.
pub fn language(place: &str) -> Language {
    read(place).map_or(Language::En, |(language, _)| language)
}

/// The language customers search in at `place` when the place says it for sure: an
/// English-speaking place, a country of one language, a multilingual one with a city the
/// product knows, or a known city with nothing beside it that the product cannot place
/// ("Rome, GA" is in Georgia; "Rome, Lazio" might be anywhere). None otherwise.
pub fn sure_language(place: &str) -> Option<Language> {
    read(place).filter(|(_, sure)| *sure).map(|(language, _)| language)
}

/// The language read from the place, and whether the place says it for sure.
fn read(place: &str) -> Option<(Language, bool)> {
    let parts: Vec<String> =
        place.split([',', '/', '(', ')']).map(normal).filter(|p| !p.is_empty()).collect();
    // English-speaking places first: "Panama City, Florida", "Paris, Texas", "Lima, OH".
    if parts.iter().any(|part| english_part(part)) {
        return Some((Language::En, true));
    }
    let city = parts.iter().rev().find_map(|part| {
        CITIES.iter().find(|(name, _)| has_words(part, name)).map(|(_, language)| *language)
    });
    match parts.iter().rev().find_map(|part| country(part, has_words)) {
        Some(Country::One(language)) => Some((language, true)),
        // Switzerland, Belgium, Canada, Luxembourg: the city says which language.
        Some(Country::Many(guess)) => Some(city.map_or((guess, false), |city| (city, true))),
        None => {
            let city = city?;
            // Every part is the city's: nothing beside it that might put it elsewhere.
            let placed =
                parts.iter().all(|part| CITIES.iter().any(|(name, _)| has_words(part, name)));
            Some((city, placed))
        }
    }
}

/// Whether a part of a place names an English-speaking country, state, province or nation:
/// by its name anywhere in the part ("Leeds UK"), or by its abbreviation as the whole part,
/// a postcode aside ("GA", "TX 75460").
fn english_part(part: &str) -> bool {
    if ENGLISH.iter().any(|name| has_words(part, name)) {
        return true;
    }
    let mut words = part.split(' ');
    let first = words.next().unwrap_or_default();
    let rest: Vec<&str> = words.collect();
    let postcode = rest.iter().all(|w| w.chars().all(|c| c.is_ascii_digit()));
    (ENGLISH_PARTS.contains(&part)) || (postcode && ENGLISH_PARTS.contains(&first))
}

/// Whether the place names an English-speaking country or state: elsewhere, English searches
/// are only the fallback of a catalogue without the local language.
pub fn english_speaking(place: &str) -> bool {
    place.split([',', '/', '(', ')', '&', '+']).map(normal).any(|part| english_part(&part))
}

/// Whether `place` names `name` (lower case, accents folded) as whole words in one of its
/// parts: "Leeds, UK" names "uk"; "Ukraine" does not.
pub fn mentions(place: &str, name: &str) -> bool {
    place.split([',', '/', '(', ')', '&', '+']).map(normal).any(|part| has_words(&part, name))
}

/// Cities an English speaker names otherwise than their people do, who search in their own.
const LOCAL_NAMES: &[(&str, &str)] = &[
    ("lisbon", "lisboa"),
    ("seville", "sevilla"),
    ("munich", "münchen"),
    ("cologne", "köln"),
    ("vienna", "wien"),
    ("zurich", "zürich"),
    ("the hague", "den haag"),
    ("antwerp", "antwerpen"),
    ("ghent", "gent"),
    ("bruges", "brugge"),
    ("brussels", "bruxelles"),
    ("geneva", "genève"),
    ("rome", "roma"),
    ("milan", "milano"),
    ("naples", "napoli"),
    ("turin", "torino"),
    ("florence", "firenze"),
];

/// The town to put in a local search: the first part of the place, before any comma, lower
/// case as searches are typed, and named as its people name it when the searches are in their
/// language ("Lisbon, Portugal": "lisboa").
pub fn town(place: &str, language: Language) -> String {
    // "Tauranga & Mount Maunganui, NZ", "Valparaíso y Viña del Mar": the first town named.
    let first = place.split([',', '&', '+', '/', '(']).next().unwrap_or(place);
    let first = [" and ", " y ", " e ", " et ", " und ", " en ", " i "]
        .iter()
        .fold(first, |town, and| town.split(and).next().unwrap_or(town));
    let town = first.trim().to_lowercase();
    if language == Language::En {
        return town;
    }
    LOCAL_NAMES
        .iter()
        .find(|(english, _)| *english == town)
        .map_or(town, |(_, local)| (*local).to_owned())
}

/// The word people add to a business's name to read its reviews, in their language.
pub fn reviews_word(language: Language) -> Option<&'static str> {
    Some(match language {
        Language::En => return None,
        Language::Nl => "ervaringen",
        Language::De => "erfahrungen",
        Language::Fr => "avis",
        Language::Es => "opiniones",
        Language::Pt => "avaliações",
        Language::It => "recensioni",
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_country_decides_the_language() {
        assert_eq!(language("Utrecht, Netherlands"), Language::Nl);
        assert_eq!(language("Leeds, UK"), Language::En);
        assert_eq!(language("Graz, Österreich"), Language::De);
        assert_eq!(language("Porto Alegre, Brasil"), Language::Pt);
        assert_eq!(language("Ciudad de México"), Language::Es);
        assert_eq!(language("Québec"), Language::Fr);
    }

    #[test]
    fn a_known_city_alone_decides_it_but_not_against_an_english_market() {
        assert_eq!(language("Utrecht"), Language::Nl);
        assert_eq!(language("Lisboa"), Language::Pt);
        assert_eq!(language("Paris, Texas"), Language::En);
        assert_eq!(language("Springfield"), Language::En);
        assert_eq!(language(""), Language::En);
    }

    #[test]
    fn the_town_is_the_first_part_as_its_people_name_it() {
        assert_eq!(town("Utrecht, Netherlands", Language::Nl), "utrecht");
        assert_eq!(town("Leeds", Language::En), "leeds");
        assert_eq!(town("Lisbon", Language::Pt), "lisboa");
        assert_eq!(town("Lisbon", Language::En), "lisbon");
        assert_eq!(town("Tauranga & Mount Maunganui, NZ", Language::En), "tauranga");
        assert_eq!(town("Valparaíso y Viña del Mar, Chile", Language::Es), "valparaíso");
        assert!(english_speaking("Tauranga & Mount Maunganui, NZ"));
    }
}
