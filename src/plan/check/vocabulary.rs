//! What the embedded trade catalogue tells the checker about words, worked out once: which
//! words its English text uses and which its searches in each other language use, and which
//! trade's nouns ("nail salon", "manicure", "dog owners") belong to only one or two trades.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use crate::content::trades::{Catalogue, Language, Trade, words};

/// A noun of one or two trades: its words, and the trades whose text uses it.
pub(super) struct Noun {
    pub words: Vec<String>,
    /// The same noun's other form (singular or plural), as words.
    pub other: Vec<String>,
    /// Indexes into the catalogue's trades.
    pub owners: Vec<usize>,
}

pub(super) struct Vocabulary {
    /// Every word of the catalogue's English text: names, searches, ideas, tactics, buyers.
    pub english: HashSet<String>,
    /// Every word of the catalogue's searches in a language other than English.
    pub local: HashMap<Language, HashSet<String>>,
    /// Nouns that a trade's names use and at most two trades' text uses.
    pub nouns: Vec<Noun>,
    /// The nouns, by their first word.
    pub by_first: HashMap<String, Vec<usize>>,
    /// The trades, by the name a plan records (`Names::trade`).
    pub by_name: HashMap<String, usize>,
}

/// A noun more trades than this use is shared, never another trade's.
const SHARED: usize = 2;

pub(super) fn vocabulary() -> &'static Vocabulary {
    static VOCABULARY: OnceLock<Vocabulary> = OnceLock::new();
    VOCABULARY.get_or_init(|| build(Catalogue::defaults()))
}

/// Everything a trade's file says in English, as words.
fn english_text(trade: &Trade) -> Vec<String> {
    let names = &trade.names;
    let mut text: Vec<&str> = vec![
        &names.trade,
        &names.business,
        names.product.one(),
        names.product.many(),
        names.customer.one(),
        names.customer.many(),
        trade.scale.unit.one(),
        trade.scale.unit.many(),
        &trade.google_category,
    ];
    text.extend(trade.searches.en.iter().map(|(phrase, _)| phrase.as_str()));
    text.extend(trade.ideas.iter().map(|idea| idea.0.as_str()));
    text.extend(trade.tactics.iter().flat_map(|t| [t.name.as_str(), t.text.as_str()]));
    let buyers = &trade.buyers;
    for list in [&buyers.triggers, &buyers.objections, &buyers.gather, &buyers.convinces] {
        text.extend(list.iter().map(String::as_str));
    }
    text.extend(trade.funnel.steps.iter().map(|(step, _)| step.as_str()));
    // A sentence break between the pieces, so a noun is never found across two of them.
    text.iter().flat_map(|piece| words(piece).into_iter().chain([String::new()])).collect()
}

fn build(catalogue: &Catalogue) -> Vocabulary {
    let texts: Vec<Vec<String>> = catalogue.trades.iter().map(english_text).collect();
    let english: HashSet<String> =
        texts.iter().flatten().filter(|w| !w.is_empty()).cloned().collect();
    let mut local: HashMap<Language, HashSet<String>> = HashMap::new();
    for language in Language::ALL.into_iter().filter(|l| *l != Language::En) {
        let set = local.entry(language).or_default();
        for trade in &catalogue.trades {
            let searches = trade.searches.get(language);
            // A trade without searches in the language falls back to its English ones.
            if !std::ptr::eq(searches, trade.searches.en.as_slice()) {
                set.extend(searches.iter().flat_map(|(phrase, _)| words(phrase)));
            }
        }
    }
    // Every noun a trade's names use, in both forms.
    let mut nouns: Vec<Noun> = Vec::new();
    let mut seen: HashSet<Vec<String>> = HashSet::new();
    for trade in &catalogue.trades {
        let names = &trade.names;
        let pairs = [
            (names.trade.as_str(), names.trade.as_str()),
            (names.business.as_str(), names.business.as_str()),
            (names.product.one(), names.product.many()),
            (names.product.many(), names.product.one()),
            (names.customer.one(), names.customer.many()),
            (names.customer.many(), names.customer.one()),
        ];
        for (kind, (noun, other)) in pairs.into_iter().enumerate() {
            let noun_words = words(noun);
            // One word for a customer ("leaders", "shoppers") says who buys, not which trade.
            let customer = kind >= 4 && noun_words.len() == 1;
            if !noun_words.is_empty() && !customer && seen.insert(noun_words.clone()) {
                nouns.push(Noun { words: noun_words, other: words(other), owners: Vec::new() });
            }
        }
    }
    let mut by_first: HashMap<String, Vec<usize>> = HashMap::new();
    for (at, noun) in nouns.iter().enumerate() {
        by_first.entry(noun.words[0].clone()).or_default().push(at);
    }
    for (trade, text) in texts.iter().enumerate() {
        for at in found(text, &nouns, &by_first) {
            if nouns[at].owners.last() != Some(&trade) {
                nouns[at].owners.push(trade);
            }
        }
    }
    // Keep the nouns of one or two trades, and index them again.
    nouns.retain(|noun| (1..=SHARED).contains(&noun.owners.len()));
    let mut by_first: HashMap<String, Vec<usize>> = HashMap::new();
    for (at, noun) in nouns.iter().enumerate() {
        by_first.entry(noun.words[0].clone()).or_default().push(at);
    }
    let by_name =
        catalogue.trades.iter().enumerate().map(|(i, t)| (t.names.trade.clone(), i)).collect();
    Vocabulary { english, local, nouns, by_first, by_name }
}

/// The nouns that stand in `text` (as whole words), by index, in the order found.
pub(super) fn found<S: AsRef<str>>(
    text: &[S],
    nouns: &[Noun],
    by_first: &HashMap<String, Vec<usize>>,
) -> Vec<usize> {
    let mut out = Vec::new();
    for start in 0..text.len() {
        let Some(candidates) = by_first.get(text[start].as_ref()) else { continue };
        for &at in candidates {
            let noun = &nouns[at].words;
            let rest = &text[start..];
            if rest.len() >= noun.len() && noun.iter().zip(rest).all(|(n, w)| n == w.as_ref()) {
                out.push(at);
            }
        }
    }
    out
}

/// Whether `phrase` (as words) stands in `text` as whole words.
pub(super) fn contains(text: &[String], phrase: &[String]) -> bool {
    !phrase.is_empty() && text.windows(phrase.len()).any(|window| window == phrase)
}

/// `text` as [`words`], borrowing the words already in lower-case ASCII (most of a plan's), so
/// the checker reads a plan's ideas and tasks without copying each word.
pub(super) fn tokens(text: &str) -> Vec<Cow<'_, str>> {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .flat_map(|w| {
            if w.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()) {
                vec![Cow::Borrowed(w)]
            } else {
                words(w).into_iter().map(Cow::Owned).collect()
            }
        })
        .collect()
}
