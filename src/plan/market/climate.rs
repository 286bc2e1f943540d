//! Places without the four seasons: a plan for Penang or Lagos has no autumn scents, winter
//! markets, spring clean-ups or first hot week, which the catalogue's lines were written with;
//! and places without proms, which some of its occasions assume.

use super::words::{has_words, normal};

/// Tropical countries, islands and the cities a founder may name alone, lower case, accents
/// folded. Places with a real winter in part of the country (India, Vietnam, Brazil, Peru,
/// Zambia) are left out: there a cold-season line may still fit.
const TROPICAL: &[&str] = &[
    "malaysia",
    "singapore",
    "indonesia",
    "bali",
    "thailand",
    "philippines",
    "sri lanka",
    "maldives",
    "cambodia",
    "laos",
    "myanmar",
    "brunei",
    "timor leste",
    "nigeria",
    "ghana",
    "kenya",
    "tanzania",
    "uganda",
    "rwanda",
    "senegal",
    "ivory coast",
    "cote d ivoire",
    "cameroon",
    "togo",
    "benin",
    "sierra leone",
    "liberia",
    "madagascar",
    "mauritius",
    "seychelles",
    "colombia",
    "ecuador",
    "venezuela",
    "panama",
    "costa rica",
    "nicaragua",
    "honduras",
    "guatemala",
    "el salvador",
    "belize",
    "jamaica",
    "trinidad",
    "barbados",
    "bahamas",
    "dominican republic",
    "puerto rico",
    "cuba",
    "haiti",
    "fiji",
    "samoa",
    "tonga",
    "vanuatu",
    "papua new guinea",
    "kuala lumpur",
    "penang",
    "jakarta",
    "bangkok",
    "chiang mai",
    "phuket",
    "manila",
    "cebu",
    "colombo",
    "lagos",
    "accra",
    "nairobi",
    "mombasa",
    "dar es salaam",
    "kampala",
    "kigali",
    "medellin",
    "cartagena",
    "quito",
    "guayaquil",
    "kingston",
    "suva",
    "apia",
    "dakar",
    "abidjan",
];

/// Words of the seasons of a temperate year, whole words, lower case.
const TEMPERATE: &[&str] = &[
    "autumn",
    "autumnal",
    "winter",
    "winters",
    "wintry",
    "snow",
    "snowy",
    "frost",
    "frosty",
    "cold evenings",
    "cold weather",
    "cold months",
    "first cold",
    "christmas market",
    "christmas markets",
    "log fire",
    "fireside",
    "spring",
    "springtime",
    "first hot",
    "first warm",
    "cooler months",
];

/// School dances of English-speaking countries, whole words, lower case.
const SCHOOL_DANCES: &[&str] = &["prom", "proms", "homecoming"];

/// Whether `place` is tropical: no autumn, winter or snow.
pub fn tropical(place: &str) -> bool {
    let place = normal(place);
    TROPICAL.iter().any(|name| has_words(&place, name))
}

/// Whether `text` speaks of a season of a temperate year ("the first cold evenings of
/// autumn", "before the first hot week").
pub fn temperate_season(text: &str) -> bool {
    let text = normal(text);
    TEMPERATE.iter().any(|words| has_words(&text, words))
}

/// Whether `text` speaks of a prom or a homecoming dance.
pub fn school_dance(text: &str) -> bool {
    // Most lines name no dance: a byte scan spares them the folding below.
    let named =
        |word: &[u8]| text.as_bytes().windows(word.len()).any(|w| w.eq_ignore_ascii_case(word));
    if !named(b"prom") && !named(b"homecoming") {
        return false;
    }
    let text = normal(text);
    SCHOOL_DANCES.iter().any(|words| has_words(&text, words))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tropical_place_has_no_cold_season() {
        assert!(tropical("Penang, Malaysia"));
        assert!(tropical("George Town, Penang"));
        assert!(tropical("Medellín"));
        assert!(!tropical("Leeds, UK"));
        assert!(!tropical("Lima, Peru"));
        assert!(temperate_season("Light the autumn scent on the first cold evenings"));
        assert!(temperate_season("A stall at the Christmas market"));
        assert!(temperate_season("Book the yearly service before the first hot week"));
        assert!(!temperate_season("A snowboard wax that lasts"), "whole words only");
        assert!(!temperate_season("Cold-pressed juice for the office"));
        assert!(!temperate_season("Springs and coils for sofas"));
        assert!(school_dance("Prom season: fittings open for April and May"));
        assert!(!school_dance("A promotion for the first ten clients"));
    }
}
