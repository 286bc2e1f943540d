//! Places without cold seasons: a plan for Penang or Lagos has no autumn scents, winter
//! markets or first cold evenings, which the catalogue's lines were written with.

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

/// Words of a cold season, whole words, lower case.
const COLD: &[&str] = &[
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
];

/// Whether `place` is tropical: no autumn, winter or snow.
pub fn tropical(place: &str) -> bool {
    let place = normal(place);
    TROPICAL.iter().any(|name| has_words(&place, name))
}

/// Whether `text` speaks of a cold season ("the first cold evenings of autumn").
pub fn cold_season(text: &str) -> bool {
    let text = normal(text);
    COLD.iter().any(|words| has_words(&text, words))
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
        assert!(cold_season("Light the autumn scent on the first cold evenings"));
        assert!(cold_season("A stall at the Christmas market"));
        assert!(!cold_season("A snowboard wax that lasts"), "whole words only");
        assert!(!cold_season("Cold-pressed juice for the office"));
    }
}
