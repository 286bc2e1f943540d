//! What a product phrase names (work, goods or sessions), and how sentences say it again.

use super::words::{KEEPS_WHOLE, SERVICE_NOUNS, SESSION_NOUNS};

/// What a product phrase names, which decides the ideas that fit it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Work done for the customer: "knife sharpening", "vintage radio repair".
    Work,
    /// Things made or sold: "fresh pasta", "soy candles".
    Goods,
    /// Time booked with the business, in a group or alone: "weekend courses", "boat tours".
    Sessions,
}

/// The last words of a product phrase for time booked that is not counted ("language
/// coaching"): its ideas speak of its sessions.
const UNCOUNTED_SESSIONS: &str = "coaching mentoring consulting therapy tutoring training";

/// What `phrase` names: work, goods or sessions.
pub fn kind(phrase: &str) -> Kind {
    match phrase.split_whitespace().last() {
        Some(w) if has(UNCOUNTED_SESSIONS, w) => Kind::Sessions,
        Some(w) if has(SERVICE_NOUNS, w) => Kind::Work,
        Some(w) if has(SESSION_NOUNS, w) => Kind::Sessions,
        _ => Kind::Goods,
    }
}

/// Whether the product is time booked in units people count ("skiing lessons", "weekend
/// courses"), not coaching or consulting by the hour.
pub fn counted_sessions(phrase: &str) -> bool {
    phrase.split_whitespace().last().is_some_and(|w| has(SESSION_NOUNS, w))
}

/// The product as time booked that can be counted: "language coaching sessions", "weekend
/// courses".
pub fn sessions(phrase: &str) -> String {
    match phrase.split_whitespace().last() {
        Some(w) if has(UNCOUNTED_SESSIONS, w) => format!("{phrase} sessions"),
        _ => phrase.to_owned(),
    }
}

/// The product phrase as a sentence says it after its first time: its last two words
/// ("boat repair" for "traditional wooden boat repair"), where those name it on their own;
/// else the phrase itself.
pub fn short(phrase: &str) -> String {
    let words: Vec<&str> = phrase.split_whitespace().collect();
    let [.., before, last] = words.as_slice() else { return phrase.to_owned() };
    // "home cooked lunches" is not "cooked lunches": a participle or a joining word keeps it.
    let whole = words.len() < 3
        || words.iter().any(|w| has(KEEPS_WHOLE, w))
        || before.ends_with("ed")
        || !before.chars().all(char::is_alphabetic);
    if whole { phrase.to_owned() } else { format!("{before} {last}") }
}

/// Whether the product phrase names work done for the customer ("knife sharpening",
/// "vintage radio repair"), which shows in photos of the work, not of the thing itself.
pub fn is_service(phrase: &str) -> bool {
    kind(phrase) == Kind::Work
}

fn has(list: &str, word: &str) -> bool {
    list.split_whitespace().any(|w| w == word)
}
