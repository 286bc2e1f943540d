//! What the founder says they sell, in their own first words ("mobile car detailing",
//! "sourdough bread"), for the searches of a business whose trade the catalogue does not know:
//! a search for what they sell beats one for "small business". The phrase is taken only when it
//! reads as a product or service on its own; otherwise the plan keeps to the type's words.

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
    // "I'm a former teacher from Durban and I tutor maths": who the founder is comes first,
    // what they sell after "and I".
    if matches!(words.as_slice(), ["i'm" | "im" | "we're", ..] | ["i" | "we", "am" | "are", ..])
        && let Some(and) = words
            .windows(3)
            .position(|w| w[0] == "and" && SPEAKERS.contains(&w[1]) && is_verb(w[2]))
    {
        words.drain(..=and);
    }
    let mut spoken = false;
    loop {
        // "I want to offer family history research": the plan is the product.
        if let Some(rest) = INTENTIONS.iter().find_map(|i| words.strip_prefix(*i)) {
            words = rest.to_vec();
            continue;
        }
        let Some(first) = words.first().filter(|w| has(OPENINGS, w) || has(PRAISE, w)) else {
            break;
        };
        spoken |= SPEAKERS.contains(first);
        words.remove(0);
    }
    // "Restoration of old wooden windows": the work named first, what it is done on after.
    if let Some(named) = work_of(&words) {
        return Some(named);
    }
    // "Everything for mate": a range, not a product.
    if words.first().is_some_and(|w| has("everything anything", w)) {
        return None;
    }
    // "Piñatas of any character": what follows "of any" is a choice, not the product's name.
    if let Some(any) =
        words.windows(2).position(|w| has("of in for", w[0]) && has("any all every", w[1]))
    {
        words.truncate(any);
    }
    // "We will handle everything", "I can help": a promise, not a product.
    if words.iter().any(|w| has(DENIALS, w))
        || words.first().is_some_and(|w| has("will can could would shall may might must", w))
    {
        return None;
    }
    // "We design, build and restore traditional hammams": the verbs are a list, and what
    // they work on comes after the last.
    if spoken
        && let [only] = words.as_slice()
        && is_verb(only)
    {
        return listed_verbs(offering);
    }
    if let Some(named) = from_verb(&words, spoken) {
        return named;
    }
    // "Sharpens, hones and polishes knives": a verb on its own names nothing.
    if let [only] = words.as_slice()
        && is_verb(only)
        && !only.ends_with("ing")
        && !has(NOUNS_TOO, only)
    {
        return None;
    }
    // "soy candles poured by hand": a participle after the product says how it is made.
    let participle = |at: usize, w: &str| {
        (at >= 1 && w.starts_with("made-to-"))
            || (at >= 2
                && w.len() > 4
                && w.ends_with("ed")
                && !w.ends_with("eed")
                && w.chars().all(char::is_alphabetic))
    };
    let mut end = words
        .iter()
        .enumerate()
        .position(|(at, w)| has(ENDS, w) || participle(at, w))
        .unwrap_or(words.len());
    // "Gift boxes of Armenian dried fruit": a participle inside what follows "of" cuts the
    // phrase at "of", not after the adjective.
    if words.get(end).is_some_and(|w| participle(end, w))
        && let Some(of) = words[..end].iter().position(|w| *w == "of")
        && of + 2 == end
    {
        end = of;
    }
    // "weekend courses teaching sourdough baking": the courses are named by what they teach.
    if let Some(taught) = taught(&words, end) {
        return Some(taught);
    }
    // "plants for offices", "app for roommates": a word or two kept with who it is for.
    let for_whom = words.get(end) == Some(&"for")
        && (end == 1 || words[..end].iter().all(|w| has(GENERAL, w)))
        && end <= 2
        && words.get(end + 1).is_some_and(|w| !has(ENDS, w) && !has(GENERAL, w));
    if for_whom {
        let after: Vec<&str> =
            words[end + 1..].iter().take(3).take_while(|w| !has(ENDS, w)).copied().collect();
        words = if words[..end].iter().all(|w| has(GENERAL, w)) && after.len() > 1 {
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
        // "second-hand baby and kids clothes": who it is for, listed before the thing itself,
        // which the list's last word names.
        let head = words.last().copied().filter(|w| w.len() > 3 && w.ends_with('s'));
        words.truncate(and);
        if let Some(head) = head
            && words.last().is_some_and(|w| has(FOR_WHOM_FIRST, w))
        {
            words.push(head);
        }
    }
    let good = (1..=4).contains(&words.len())
        && words.iter().all(|w| w.chars().all(|c| c.is_alphabetic() || c == '-' || c == '\''))
        && !(words.len() == 1 && (has(GENERAL, words[0]) || words[0].chars().count() < 6))
        && !words.iter().all(|w| has(GENERAL, w))
        && !matches!(words.first(), Some(&("help" | "helping" | "making" | "building" | "teach")))
        // "Preparation for the": a phrase cut before its noun names nothing.
        && !words.last().is_some_and(|w| has(DETERMINERS, w) || has(ENDS, w) || has("of and or", w));
    good.then(|| words.join(" "))
}

/// What a list of verbs opening the offering works on ("we design, build and restore
/// traditional hammams"): what is made where one of them makes ("traditional hammams"), else
/// the first verb's work ("we clean, oil and service bikes" → "bike cleaning").
fn listed_verbs(offering: &str) -> Option<String> {
    let sentence = offering.split(['\n', '.', ';', ':', '(', '!', '?', '–', '—']).next()?;
    let words: Vec<String> = sentence
        .split(|c: char| c.is_whitespace() || c == ',')
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_lowercase())
        .filter(|w| !w.is_empty())
        .collect();
    let mut words: Vec<&str> = words.iter().map(String::as_str).collect();
    while words.first().is_some_and(|w| has(OPENINGS, w) || has(PRAISE, w)) {
        words.remove(0);
    }
    // The list ends with the verb after its "and" ("design, build and restore"); the verbs
    // in it need not all be known ("clean, oil and adjust").
    let and = words.iter().take(6).rposition(|w| matches!(*w, "and" | "or"))?;
    let verbs = and + 2;
    if verbs > words.len() || !is_verb(words[0]) {
        return None;
    }
    let listed: Vec<&str> = words[..verbs].iter().copied().filter(|w| is_verb(w)).collect();
    // A verb of making names the product itself; else the first verb's work is the noun.
    let verb = listed.iter().find(|w| has(MAKER_VERBS, w)).unwrap_or(&listed[0]);
    let mut again = vec!["we", verb];
    again.extend_from_slice(&words[verbs..]);
    from_verb(&again[1..], true).flatten()
}

/// Sessions named by what they teach, when the words before `end` name sessions and what
/// follows it says what they teach: "weekend courses teaching sourdough baking" → "sourdough
/// baking courses"; "classes teaching kids" names no subject.
fn taught(words: &[&str], end: usize) -> Option<String> {
    let sessions = *words[..end].last()?;
    if !has(SESSION_NOUNS, sessions) || !matches!(words.get(end), Some(&("teaching" | "covering")))
    {
        return None;
    }
    let subject: Vec<&str> = words[end + 1..]
        .iter()
        .copied()
        .take_while(|w| !has(ENDS, w) && !has(AFTER_THE_OBJECT, w))
        .collect();
    let head = *subject.last()?;
    let plain = subject.iter().all(|w| w.chars().all(char::is_alphabetic));
    (subject.len() <= 2 && plain && !has(PEOPLE, head) && !has(GENERAL, head))
        .then(|| format!("{} {sessions}", subject.join(" ")))
}

/// Whether `list`, words separated by spaces, holds `word`.
fn has(list: &str, word: &str) -> bool {
    list.split_whitespace().any(|w| w == word)
}

/// "Restoration of old wooden windows" → "wooden window restoration"; "installation and repair
/// of solar borehole pumps" → "solar borehole pump installation": the first work named, after
/// what it is done on (at most three words, the last made singular). None unless the words
/// open with work and "of".
fn work_of(words: &[&str]) -> Option<String> {
    let first = *words.first()?;
    // "Preparation for the UMSA entrance exam": what a course prepares for follows "for".
    let of =
        words.iter().position(|w| *w == "of" || *w == "for" && has("preparation prep", first))?;
    let work = &words[..of];
    if work.len() > 3 || !work.iter().all(|w| has(WORK_OF, w) || *w == "and") {
        return None;
    }
    let object: Vec<&str> = words[of + 1..]
        .iter()
        .copied()
        .skip_while(|w| has(NOT_OF_THE_OBJECT, w))
        .take_while(|w| !has(ENDS, w) && *w != "and" && *w != "or")
        .take(3)
        .collect();
    let (last, rest) = object.split_last()?;
    let plain = |w: &&str| w.chars().all(|c| c.is_alphabetic() || c == '-');
    if !object.iter().all(plain) {
        return None;
    }
    let mut named: Vec<String> = rest.iter().map(|w| (*w).to_owned()).collect();
    named.push(singular(last));
    named.push(singular(first));
    Some(named.join(" "))
}

/// Whether `word` is one of the verbs an offering may open with.
pub fn is_verb(word: &str) -> bool {
    has(MAKER_VERBS, word) || SERVICE_VERBS.iter().any(|(forms, _)| has(forms, word))
}

/// What an offering that opens with a verb of work or making names: the work as a noun
/// ("sharpens knives" → "knife sharpening"), or what is made ("bakes sourdough bread" →
/// "sourdough bread"). Some(None) when the verb works on no product ("we photograph couples");
/// None when the words do not open with such a verb and what it works on, so the phrase is
/// read as a noun ("dog walking in Leeds", "design studio", "cleaning products").
fn from_verb<'a>(words: &[&'a str], spoken: bool) -> Option<Option<String>> {
    let (verb, rest) = words.split_first()?;
    let service = SERVICE_VERBS.iter().find(|(forms, _)| has(forms, verb)).map(|(_, n)| *n);
    let maker = has(MAKER_VERBS, verb);
    if service.is_none() && !maker {
        return None;
    }
    let gerund = verb.ends_with("ing");
    let third = !gerund && verb.ends_with('s') && !verb.ends_with("ss");
    // "Cleaning and disinfecting rooftop water tanks": a second verb of the same form before
    // what both work on.
    let rest = match rest {
        [and, second, after @ ..]
            if matches!(*and, "and" | "or")
                && (is_verb(second) || (gerund && second.ends_with("ing"))) =>
        {
            after
        }
        _ => rest,
    };
    // "hire out tents": the particle belongs to the verb.
    let rest = rest.strip_prefix(&["out"]).unwrap_or(rest);
    let object_of = |words: &[&'a str]| -> Vec<&'a str> {
        words
            .iter()
            .copied()
            .skip_while(|w| has(DETERMINERS, w))
            .take_while(|w| !has(ENDS, w) && !has(AFTER_THE_OBJECT, w))
            .collect()
    };
    let mut object = object_of(rest);
    // "overhead and underground water tanks": two words that describe one thing, named after
    // the second ("water tanks").
    if let [one] = object.as_slice()
        && !one.ends_with('s')
        && let Some(at) = rest.iter().position(|w| w == one)
        && matches!(rest.get(at + 1), Some(&("and" | "or")))
    {
        let shared = object_of(&rest[at + 2..]);
        // Only when the second names a thing of more than one word: "tender and EOI
        // responses" is a list.
        if shared.len() >= 3 {
            object = shared[1..].to_vec();
        }
    }
    let head = *object.last()?;
    if has(GENERAL, head) || (!third && has(THINGS_FOR_IT, head)) {
        return None;
    }
    // The plain form is a verb after "we" or "I", or, for a verb of work that is no adjective
    // or noun as well, before things in the plural ("sharpen knives"); otherwise it is read as
    // a noun: "repair café", "clean candles", "craft beers", "film cameras".
    let plural = head.ends_with('s') && !head.ends_with("ss");
    let plainly_a_verb = service.is_some() && !has(AMBIGUOUS, verb);
    let a_verb = gerund || third || spoken || (plural && plainly_a_verb);
    if !a_verb {
        return None;
    }
    let plain = object.iter().all(|w| w.chars().all(|c| c.is_alphabetic() || c == '-'));
    if object.len() > 3 || !plain || has(PEOPLE, head) || has(NOT_MADE, head) {
        return Some(None);
    }
    let Some(noun) = service else {
        // What is made, as the founder names it: "soy candles", "wedding cakes".
        let named = object.len() > 1 || head.chars().count() >= 6;
        return Some(named.then(|| object.join(" ")));
    };
    // "vintage radios" → "vintage radio repair": the thing worked on, in the singular.
    let mut phrase: Vec<String> =
        object[..object.len() - 1].iter().map(|w| (*w).to_owned()).collect();
    phrase.push(singular(head));
    phrase.push(noun.to_owned());
    Some(Some(phrase.join(" ")))
}

mod kind;
mod singular;
pub use kind::{Kind, counted_sessions, is_service, kind, sessions, short};
mod verbs;
mod words;
pub(super) use singular::singular;
use verbs::SERVICE_VERBS;
use words::{
    AFTER_THE_OBJECT, AMBIGUOUS, DENIALS, DETERMINERS, ENDS, FOR_WHOM_FIRST, GENERAL, INTENTIONS,
    MAKER_VERBS, NOT_MADE, NOT_OF_THE_OBJECT, NOUNS_TOO, OPENINGS, PEOPLE, PRAISE, SESSION_NOUNS,
    SPEAKERS, THINGS_FOR_IT, WORK_OF,
};

#[cfg(test)]
mod tests;
