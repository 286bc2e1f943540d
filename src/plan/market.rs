//! The market a local business sells in, read from the place its founder named: the language
//! its customers search in, the town to put in a local search and their word for reviews. A
//! country named anywhere in the place decides; without one, a well-known city does; anything
//! else is searched in English. The built-in planner writes from it and the checker judges by
//! it.

use crate::content::trades::Language;

const COUNTRIES: &[(&str, Language)] = &[
    ("netherlands", Language::Nl),
    ("nederland", Language::Nl),
    ("holland", Language::Nl),
    ("belgium", Language::Nl),
    ("belgie", Language::Nl),
    ("flanders", Language::Nl),
    ("vlaanderen", Language::Nl),
    ("germany", Language::De),
    ("deutschland", Language::De),
    ("austria", Language::De),
    ("osterreich", Language::De),
    ("switzerland", Language::De),
    ("schweiz", Language::De),
    ("france", Language::Fr),
    ("belgique", Language::Fr),
    ("wallonia", Language::Fr),
    ("wallonie", Language::Fr),
    ("quebec", Language::Fr),
    ("luxembourg", Language::Fr),
    ("spain", Language::Es),
    ("espana", Language::Es),
    ("mexico", Language::Es),
    ("argentina", Language::Es),
    ("colombia", Language::Es),
    ("chile", Language::Es),
    ("peru", Language::Es),
    ("uruguay", Language::Es),
    ("paraguay", Language::Es),
    ("bolivia", Language::Es),
    ("ecuador", Language::Es),
    ("venezuela", Language::Es),
    ("guatemala", Language::Es),
    ("costa rica", Language::Es),
    ("panama", Language::Es),
    ("dominican republic", Language::Es),
    ("republica dominicana", Language::Es),
    ("portugal", Language::Pt),
    ("brazil", Language::Pt),
    ("brasil", Language::Pt),
    ("italy", Language::It),
    ("italia", Language::It),
];

/// Places that name an English-speaking market, so a city that shares its name with one
/// elsewhere ("Paris, Texas") is not searched in French.
const ENGLISH: &[&str] = &[
    "usa",
    "united states",
    "us",
    "uk",
    "united kingdom",
    "england",
    "scotland",
    "wales",
    "northern ireland",
    "ireland",
    "australia",
    "new zealand",
    "nz",
    "aotearoa",
    "canada",
    "south africa",
    "india",
    "singapore",
    "texas",
    "california",
    "florida",
    "new york",
];

/// Cities that say the market on their own, where the founder named no country.
const CITIES: &[(&str, Language)] = &[
    ("amsterdam", Language::Nl),
    ("rotterdam", Language::Nl),
    ("utrecht", Language::Nl),
    ("den haag", Language::Nl),
    ("the hague", Language::Nl),
    ("eindhoven", Language::Nl),
    ("groningen", Language::Nl),
    ("haarlem", Language::Nl),
    ("antwerp", Language::Nl),
    ("antwerpen", Language::Nl),
    ("ghent", Language::Nl),
    ("gent", Language::Nl),
    ("bruges", Language::Nl),
    ("brugge", Language::Nl),
    ("leuven", Language::Nl),
    ("berlin", Language::De),
    ("munich", Language::De),
    ("munchen", Language::De),
    ("hamburg", Language::De),
    ("cologne", Language::De),
    ("koln", Language::De),
    ("frankfurt", Language::De),
    ("stuttgart", Language::De),
    ("dusseldorf", Language::De),
    ("leipzig", Language::De),
    ("vienna", Language::De),
    ("wien", Language::De),
    ("zurich", Language::De),
    ("basel", Language::De),
    ("bern", Language::De),
    ("paris", Language::Fr),
    ("lyon", Language::Fr),
    ("marseille", Language::Fr),
    ("toulouse", Language::Fr),
    ("bordeaux", Language::Fr),
    ("lille", Language::Fr),
    ("nantes", Language::Fr),
    ("montpellier", Language::Fr),
    ("strasbourg", Language::Fr),
    ("geneva", Language::Fr),
    ("geneve", Language::Fr),
    ("lausanne", Language::Fr),
    ("brussels", Language::Fr),
    ("bruxelles", Language::Fr),
    ("liege", Language::Fr),
    ("montreal", Language::Fr),
    ("madrid", Language::Es),
    ("barcelona", Language::Es),
    ("valencia", Language::Es),
    ("seville", Language::Es),
    ("sevilla", Language::Es),
    ("malaga", Language::Es),
    ("bilbao", Language::Es),
    ("buenos aires", Language::Es),
    ("bogota", Language::Es),
    ("medellin", Language::Es),
    ("lima", Language::Es),
    ("santiago", Language::Es),
    ("guadalajara", Language::Es),
    ("monterrey", Language::Es),
    ("lisbon", Language::Pt),
    ("lisboa", Language::Pt),
    ("porto", Language::Pt),
    ("sao paulo", Language::Pt),
    ("rio de janeiro", Language::Pt),
    ("belo horizonte", Language::Pt),
    ("rome", Language::It),
    ("roma", Language::It),
    ("milan", Language::It),
    ("milano", Language::It),
    ("naples", Language::It),
    ("napoli", Language::It),
    ("turin", Language::It),
    ("torino", Language::It),
    ("florence", Language::It),
    ("firenze", Language::It),
    ("bologna", Language::It),
    ("lugano", Language::It),
];

/// The language customers search in at `place` ("Utrecht, Netherlands": Dutch).
pub fn language(place: &str) -> Language {
    let parts: Vec<String> = place.split([',', '/', '(', ')']).map(normal).collect();
    let named = |list: &[(&str, Language)]| {
        parts.iter().rev().find_map(|part| {
            list.iter().find(|(name, _)| has_words(part, name)).map(|(_, language)| *language)
        })
    };
    if let Some(language) = named(COUNTRIES) {
        return language;
    }
    if parts.iter().any(|part| ENGLISH.iter().any(|name| has_words(part, name))) {
        return Language::En;
    }
    named(CITIES).unwrap_or(Language::En)
}

/// Whether the place names an English-speaking country or state: elsewhere, English searches
/// are only the fallback of a catalogue without the local language.
pub fn english_speaking(place: &str) -> bool {
    ENGLISH.iter().any(|name| mentions(place, name))
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

/// Lower case, accents folded, single spaces.
fn normal(text: &str) -> String {
    let folded: String = text
        .chars()
        .flat_map(char::to_lowercase)
        .map(|c| match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' => 'a',
            'ç' => 'c',
            'è' | 'é' | 'ê' | 'ë' => 'e',
            'ì' | 'í' | 'î' | 'ï' => 'i',
            'ñ' => 'n',
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' => 'o',
            'ù' | 'ú' | 'û' | 'ü' => 'u',
            c if c.is_alphanumeric() => c,
            _ => ' ',
        })
        .collect();
    folded.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `name`'s words stand in `part` as whole words.
fn has_words(part: &str, name: &str) -> bool {
    format!(" {part} ").contains(&format!(" {name} "))
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
