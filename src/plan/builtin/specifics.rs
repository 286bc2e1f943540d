//! What the founder said that no catalogue knows: the neighbourhoods, towns or countries their
//! customers are in ("Trnovo and Krakovo"), where the shop itself is ("Trnovo"), and the
//! things a food or goods business sells by name ("burek", "potica"). Read conservatively: a
//! word is taken only where it reads as a place or a thing on its own; otherwise the plan keeps
//! to its own words.

/// Words after which a list of places starts ("families in Cayma, Yanahuara and Cerro
/// Colorado"; "offices around Prule").
const BEFORE_PLACES: &str = "in around near across";

/// Lower-case words that may stand between "in" and a place's name ("in barrio El Vergel").
const PLACE_WORDS: &str = "the barrio bairro quartiere quartier colonia district suburb central \
    downtown greater old";

/// Lower-case words inside a place's name ("Campo de Ourique", "Bergen op Zoom").
const JOINS: &str = "de del da do dos das di la le van von der den op al el y";

/// Lower-case nouns that end a place's name ("the Šibenik archipelago", "the Algarve coast").
const PLACE_ENDS: &str = "archipelago area region coast islands valley hills district bay lakes \
    mountains peninsula riviera delta";

/// Words before "in" that say the place is not where the customers are ("family in New York"
/// is where a gift goes).
const NOT_HERE: &str = "family relatives friends abroad diaspora from";

/// Capitalised words that follow "in" and name no place: languages, months, days, apps.
const NOT_PLACES: &str = "english hebrew russian spanish french german arabic portuguese italian \
    dutch chinese mandarin cantonese japanese korean hindi urdu bengali polish turkish greek \
    swedish danish norwegian finnish czech slovak serbian croatian hungarian romanian ukrainian \
    january february march april may june july august september october november december \
    jan feb mar apr jun jul aug sep sept oct nov dec pg \
    monday tuesday wednesday thursday friday saturday sunday spring summer autumn winter \
    zoom instagram facebook whatsapp google tiktok youtube telegram viber wechat yandex 2gis \
    kaspi olx avito wildberries ozon jumia glovo wolt bolt uber grab gojek careem talabat \
    deliveroo rappi ifood pedidosya mercado mercadolibre marketplace etsy amazon shopee lazada \
    tokopedia i christmas easter eid ramadan diwali";

/// Words that end a thing's name: what follows says when, where or how it is sold ("burek in
/// the morning", "focaccia every morning", "sauce made in Chaguanas").
const ENDS_A_THING: &str = "in on at for with from by to while every each daily made sold \
    baked cooked delivered shipped served available including like which that who when is are per bought \
    grown brought sourced imported picked collected a an we i they you";

/// Words that start no thing's name: pronouns, quantities and joining words.
const NO_THING: &str = "we i our my you your it its this these those one no all every each and \
    or plus also some most many other then there they he she us them his her me mostly mainly \
    now just only even usually sometimes since around selling replace repair clean install fix \
    restore";

/// Words after which the rest of a list names something else than things sold.
const BEFORE_OBJECTS: &str = "for to of with including from by";

/// Words that make a name too general to search for, or no thing at all.
const GENERAL: &str = "home kids adult adults pair pairs set sets everything things stuff \
    products items events services orders order lunch dinner breakfast classic plain and or \
    office offices";

/// Praise before a thing that is no part of its name ("proper coffee").
const PRAISE: &str = "proper real good great best nice lovely delicious amazing tasty fresh";

fn has(list: &str, word: &str) -> bool {
    list.split_whitespace().any(|w| w == word)
}

/// Whether `place` is a country or a region of several ("Germany", "the UK", "the Gulf").
pub fn is_country(place: &str) -> bool {
    let lower = place.to_lowercase();
    let lower = lower.strip_prefix("the ").unwrap_or(&lower);
    countries::COUNTRIES.contains(&lower)
}

/// A list as a sentence's part: "Trnovo", "Trnovo and Krakovo", "a, b and c".
pub fn listed(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// The places `text` names after "in", "around", "near" or "across", in its order, each one to
/// three capitalised words ("Cerro Colorado", "the Muide", "Block 8"), at most four, leaving
/// out `known` ones (the town and the country the answers give).
pub fn places(text: &str, known: &[String]) -> Vec<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut found: Vec<String> = Vec::new();
    let mut at = 0;
    while at < words.len() {
        let word = bare(words[at]).to_lowercase();
        let after_areas = word == "like"
            && at > 0
            && ["areas", "places", "suburbs", "towns", "neighbourhoods", "neighborhoods"]
                .contains(&bare(words[at - 1]).to_lowercase().as_str());
        // "Expat ladies from around Av. Ordóñez Lasso": where some come from, not where they are.
        let elsewhere = at > 0 && has(NOT_HERE, &bare(words[at - 1]).to_lowercase());
        if !(has(BEFORE_PLACES, &word) || after_areas) || elsewhere || ends_clause(words[at]) {
            at += 1;
            continue;
        }
        at += 1;
        // A run of names joined by commas, "and" or "or".
        loop {
            let mut the = false;
            while at < words.len() && has(PLACE_WORDS, words[at]) {
                the |= words[at] == "the";
                at += 1;
            }
            let start = at;
            let mut name: Vec<&str> = Vec::new();
            while at < words.len() && name.len() < 3 {
                let word = words[at];
                let text = bare(word);
                // "al-Ali" in "Tla' al-Ali": a joining word before a hyphen is the name's too.
                let capital = text.chars().next().is_some_and(char::is_uppercase)
                    || !name.is_empty()
                        && text.split_once('-').is_some_and(|(join, rest)| {
                            has(JOINS, join) && rest.chars().next().is_some_and(char::is_uppercase)
                        });
                // "Block 8": a number belongs to the name before it.
                let number = !name.is_empty() && text.chars().all(|c| c.is_ascii_digit());
                // "Campo de Ourique": a joining word between two capitalised ones.
                let joins = !name.is_empty()
                    && has(JOINS, word)
                    && words.get(at + 1).is_some_and(|next| capitalised(next));
                if text.is_empty() || !(capital || number || joins) || word.starts_with('(') {
                    break;
                }
                name.push(text);
                at += 1;
                if ends_clause(word) || word.ends_with(',') {
                    break;
                }
            }
            if name.is_empty() {
                break;
            }
            // "the Šibenik archipelago": a place's own noun after its name.
            if let Some(noun) = words.get(at).map(|w| bare(w))
                && !ends_clause(words[at - 1])
                && !words[at - 1].ends_with(',')
                && has(PLACE_ENDS, noun)
            {
                name.push(noun);
                at += 1;
            }
            let joined = name.join(" ");
            let lower = joined.to_lowercase();
            // "Antigua" is the town "Antigua Guatemala" already named.
            let known = known.iter().any(|k| {
                let k = format!(" {} ", k.to_lowercase());
                k.contains(&format!(" {lower} ")) || format!(" {lower} ").contains(&k)
            }) || name
                .iter()
                .flat_map(|w| w.split(['-', '/']))
                .any(|w| has(NOT_PLACES, &w.to_lowercase()));
            if !known && !found.iter().any(|f| f.eq_ignore_ascii_case(&joined)) {
                found.push(if the { format!("the {joined}") } else { joined });
            }
            let last = words[at - 1];
            if ends_clause(last) || at >= words.len() {
                break;
            }
            if last.ends_with(',') {
                // "Lekki, Ajah and VI": the next name follows the comma.
                if words[at] == "and" || words[at] == "or" {
                    at += 1;
                }
                continue;
            }
            if at > start && (words[at] == "and" || words[at] == "or") {
                at += 1;
                continue;
            }
            break;
        }
    }
    found.truncate(4);
    found
}

/// The word without the punctuation around it.
fn bare(word: &str) -> &str {
    word.trim_matches(|c: char| !c.is_alphanumeric() && c != '-' && c != '\'')
}

/// Whether a clause or a sentence ends after `word`.
fn ends_clause(word: &str) -> bool {
    word.ends_with(['.', ';', ':', '!', '?', ')', '(']) && !is_abbreviation(word)
}

/// "Av." and "St." end no sentence.
fn is_abbreviation(word: &str) -> bool {
    let bare = word.trim_end_matches('.');
    word.ends_with('.') && bare.len() <= 3 && bare.chars().next().is_some_and(char::is_uppercase)
}

/// The things the offering lists by name, in its own words and order ("sourdough bread",
/// "burek", "potica", "coffee"): the first run of at least two names, each of one to four
/// words, in the offering's first two sentences; at most four. Empty when it lists none.
pub fn things(offering: &str) -> Vec<String> {
    let cleaned = without_brackets(offering);
    for sentence in sentences(&cleaned).into_iter().take(2) {
        // "Small bakery-café in Trnovo: sourdough bread, …": the list follows the colon.
        let list = sentence.split_once(':').map_or(sentence, |(_, after)| after);
        let segments: Vec<&str> = list
            .split([',', ';', '–', '—', '+'])
            .flat_map(|s| s.split(" - "))
            .flat_map(|s| s.split(" plus "))
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .collect();
        let mut run: Vec<String> = Vec::new();
        let mut after_place = false;
        for segment in segments {
            // "with local scents like pandan, kopi": what follows are examples of something
            // else the sentence says, not things sold.
            let lower = format!(" {} ", segment.to_lowercase());
            if [" like ", " such as ", " e.g. "].iter().any(|w| lower.contains(w)) {
                break;
            }
            let first = sentence.starts_with(segment);
            let names: Vec<Option<String>> = match split_and(segment, first, !run.is_empty()) {
                Some(parts) => parts.into_iter().map(Some).collect(),
                None => vec![thing(segment, first)],
            };
            // "made in my flat in Georgetown, Penang": the name after a place's comma is the
            // place's.
            let placed = after_place && segment.split_whitespace().all(capitalised);
            after_place = ends_in_place(segment);
            // "pão de queijo for padarias, small hotels and offices": the names after "for"
            // are who buys, not what is sold.
            let objects = segment
                .split_whitespace()
                .skip(1)
                .any(|w| has(BEFORE_OBJECTS, &bare(w).to_lowercase()));
            for name in names {
                match name.filter(|_| !placed) {
                    Some(name) if !run.iter().any(|r| r.eq_ignore_ascii_case(&name)) => {
                        run.push(name)
                    }
                    Some(_) => {}
                    None if run.len() >= 2 => break,
                    None => run.clear(),
                }
            }
            if run.len() >= 4 || objects {
                break;
            }
        }
        if run.len() >= 2 {
            run.truncate(4);
            return run;
        }
    }
    Vec::new()
}

/// "potica on weekends and proper coffee" → ["potica", "coffee"], when each part is a name of
/// at most two words, or three at the end of a list already started ("…, pastéis de nata and
/// seasonal pastries"); None when "and" joins words of one name ("baby and kids clothes").
fn split_and(segment: &str, sentence_start: bool, listing: bool) -> Option<Vec<String>> {
    let parts: Vec<&str> = segment.split(" and ").collect();
    if parts.len() < 2 {
        return None;
    }
    let names: Option<Vec<String>> =
        parts.iter().enumerate().map(|(i, p)| thing(p, sentence_start && i == 0)).collect();
    let longest = if listing { 3 } else { 2 };
    names.filter(|names| names.iter().all(|n| n.split_whitespace().count() <= longest))
}

fn capitalised(word: &str) -> bool {
    bare(word).chars().next().is_some_and(char::is_uppercase)
}

/// Whether the segment ends in a place's name after "in", "at" or "near".
fn ends_in_place(segment: &str) -> bool {
    let words: Vec<&str> = segment.split_whitespace().collect();
    words.len() >= 2
        && capitalised(words[words.len() - 1])
        && words[..words.len() - 1].iter().rev().take(3).any(|w| has("in at near", w))
}

/// The segment as a thing's name, cut where words about when or where begin, without praise,
/// lower-cased unless a word is a name ("Jamdani"); None unless it reads as one.
fn thing(segment: &str, sentence_start: bool) -> Option<String> {
    let mut words: Vec<&str> = Vec::new();
    for word in segment.split_whitespace() {
        let lower = bare(word).to_lowercase();
        if has(ENDS_A_THING, &lower) || lower.chars().any(|c| c.is_ascii_digit()) {
            break;
        }
        words.push(word);
    }
    while words.first().is_some_and(|w| has(PRAISE, &bare(w).to_lowercase())) {
        words.remove(0);
    }
    let first = bare(words.first()?).to_lowercase();
    let plain = words.iter().all(|w| {
        let w = bare(w);
        !w.is_empty() && w.chars().all(|c| c.is_alphabetic() || c == '-' || c == '\'')
    });
    // A past participle or a verb's -ing on its own ("washed", "taking") says how, not what;
    // a quoted name ("'Papa Hot'") is a brand's, not a thing people ask for.
    let participle =
        words.len() == 1 && first.len() > 4 && ["ed", "ing"].iter().any(|e| first.ends_with(e));
    let quoted = words.iter().any(|w| w.starts_with(['\'', '"', '‘', '“']));
    // "Replace caps": a job, not a thing; "lunch set", "kids": nothing anyone searches by.
    let verb = super::offering::is_verb(&first);
    let general = words.iter().any(|w| has(GENERAL, &bare(w).to_lowercase()));
    if !plain || words.len() > 4 || has(NO_THING, &first) || participle || quoted || verb || general
    {
        return None;
    }
    let name: Vec<String> = words
        .iter()
        .enumerate()
        .map(|(i, w)| {
            let w = bare(w);
            if i == 0 && sentence_start { w.to_lowercase() } else { w.to_owned() }
        })
        .collect();
    Some(name.join(" "))
}

/// The text without what it says in brackets ("keratina (alisado)" → "keratina").
fn without_brackets(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The text's sentences: split at a full stop, "!" or "?" before a space, or a line break.
fn sentences(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes: Vec<(usize, char)> = text.char_indices().collect();
    for (i, &(at, c)) in bytes.iter().enumerate() {
        let next_space = bytes.get(i + 1).is_none_or(|&(_, n)| n.is_whitespace());
        let ends = c == '\n' || (matches!(c, '.' | '!' | '?') && next_space);
        if ends {
            // "€3.80" and "Av." end no sentence.
            let word = text[start..at].split_whitespace().last().unwrap_or_default();
            if c == '.' && is_abbreviation(&format!("{word}.")) {
                continue;
            }
            let sentence = text[start..at].trim();
            if !sentence.is_empty() {
                out.push(sentence);
            }
            start = at + c.len_utf8();
        }
    }
    let rest = text[start..].trim();
    if !rest.is_empty() {
        out.push(rest);
    }
    out
}

mod countries;
mod glosses;
pub use glosses::glosses;
#[cfg(test)]
mod tests;
