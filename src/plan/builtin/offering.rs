//! What the founder says they sell, in their own first words ("mobile car detailing",
//! "sourdough bread"), for the searches of a business whose trade the catalogue does not know:
//! a search for what they sell beats one for "small business". The phrase is taken only when it
//! reads as a product or service on its own; otherwise the plan keeps to the type's words.

/// Where the product phrase ends: what follows says who for, where or how.
const ENDS: &[&str] = &[
    "for",
    "with",
    "in",
    "to",
    "that",
    "who",
    "which",
    "from",
    "at",
    "by",
    "on",
    "since",
    "so",
    "where",
    "near",
    "specialised",
    "specialized",
    "based",
    "made",
    "via",
    "using",
    "around",
];

/// Openings that are not the product: the founder speaking, or a verb of selling.
const OPENINGS: &[&str] = &[
    "we", "i", "i'm", "im", "our", "my", "a", "an", "the", "do", "offer", "offers", "provide",
    "provides", "sell", "sells", "run", "runs", "rent", "out", "bring", "deliver",
];

/// Words too general to search for on their own.
const GENERAL: &[&str] = &[
    "people",
    "platform",
    "tool",
    "software",
    "business",
    "service",
    "services",
    "company",
    "shop",
    "store",
    "webshop",
    "app",
    "products",
    "things",
    "stuff",
    "solutions",
    "studio",
    "coaching",
    "consulting",
    "help",
    "support",
    "online",
    "home",
    "visits",
    "local",
    "small",
    "custom",
    "quality",
];

/// The product or service the offering names first, lowercase, in one to four words; None when
/// the offering does not open with one (it starts with a verb like "help", or is too general).
pub fn product_phrase(offering: &str) -> Option<String> {
    let first = offering
        .split(['\n', ',', '.', ';', ':', '(', '!', '?', '+', '&', '/', '–', '—'])
        .map(str::trim)
        .find(|part| !part.is_empty())?;
    let first = first.split(" - ").next().unwrap_or_default();
    // "Made to measure furniture": the maker's adjectives are one word, not where the phrase ends.
    let first = first
        .to_lowercase()
        .replace("made to measure", "made-to-measure")
        .replace("made to order", "made-to-order");
    let words: Vec<String> = first
        .split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    let mut words: Vec<&str> = words.iter().map(String::as_str).collect();
    while words.first().is_some_and(|w| OPENINGS.contains(w)) {
        words.remove(0);
    }
    let end = words.iter().position(|w| ENDS.contains(w)).unwrap_or(words.len());
    // "plants for offices", "app for roommates": a word or two kept with who it is for.
    let for_whom = words.get(end) == Some(&"for")
        && (end == 1 || words[..end].iter().all(|w| GENERAL.contains(w)))
        && end <= 2
        && words.get(end + 1).is_some_and(|w| !ENDS.contains(w) && !GENERAL.contains(w));
    if for_whom {
        let after: Vec<&str> =
            words[end + 1..].iter().take(3).take_while(|w| !ENDS.contains(w)).copied().collect();
        words = if words[..end].iter().all(|w| GENERAL.contains(w)) && after.len() > 1 {
            // "online shop for Portuguese tinned fish": what follows names the product.
            after
        } else {
            // "plants for offices", "app for roommates".
            let mut kept = words[..=end].to_vec();
            kept.push(after[0]);
            kept
        };
    } else {
        words.truncate(end);
    }
    // "sports and deep tissue massage": a list is cut to its first item only when that item
    // names something on its own.
    if let Some(and) = words.iter().position(|w| *w == "and" || *w == "or") {
        if and < 2 {
            return None;
        }
        words.truncate(and);
    }
    let good = (1..=4).contains(&words.len())
        && words.iter().all(|w| w.chars().all(|c| c.is_alphabetic() || c == '-' || c == '\''))
        && !(words.len() == 1 && (GENERAL.contains(&words[0]) || words[0].chars().count() < 6))
        && !words.iter().all(|w| GENERAL.contains(w))
        && !matches!(words.first(), Some(&("help" | "helping" | "making" | "building" | "teach")));
    good.then(|| words.join(" "))
}

#[cfg(test)]
mod tests {
    use super::product_phrase;

    #[test]
    fn the_first_words_that_name_a_product_are_taken() {
        let cases = [
            (
                "Converted horsebox coffee van. Speciality coffee, hot choc.",
                Some("converted horsebox coffee van"),
            ),
            ("We rent out a wood-fired sauna on a trailer.", Some("wood-fired sauna")),
            ("Mobile car detailing, we come to your house", Some("mobile car detailing")),
            ("Sourdough bread, pastéis de nata and seasonal pastries", Some("sourdough bread")),
            ("We do the monthly bookkeeping for small restaurants", Some("monthly bookkeeping")),
            ("Snow removal contracts for the season", Some("snow removal contracts")),
            ("Kinderfeestjes at your home or in a zaal", Some("kinderfeestjes")),
            ("Plants for offices, cafes and shops.", Some("plants for offices")),
            (
                "Made to measure furniture, mostly built-in wardrobes",
                Some("made-to-measure furniture"),
            ),
        ];
        for (offering, phrase) in cases {
            assert_eq!(product_phrase(offering).as_deref(), phrase, "{offering}");
        }
    }

    #[test]
    fn an_offering_that_opens_with_a_verb_or_a_general_word_gives_none() {
        for offering in [
            "I help founders write their first sales page.",
            "Sports and deep tissue massage in a small studio",
            "Home visits by a qualified podiatrist",
            "1:1 coaching for adults",
            "Coaching for people who are at home",
        ] {
            assert_eq!(product_phrase(offering), None, "{offering}");
        }
    }
}
