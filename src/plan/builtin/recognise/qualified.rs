//! Words that change what is sold or how, beside a trade's noun: which of them the founder's
//! first words carry that the best trade does not know.

use super::matching::{FOR_WHOM, NEGATIONS, contains};
use crate::content::trades::{Language, Qualifier, Trade, qualifiers, words as tokens};

/// The words in `head` (the name and the offering's first sentence) that change what is sold
/// or how and that `trade` does not know, one for each meaning, as the qualifiers file writes
/// it. A trade knows a meaning when its cues, names or searches (what the trade is, what it
/// sells, to whom, and what its buyers type to find it) hold one of the meaning's phrases in
/// any language, or when its way of selling carries it (a trade that goes to its customers
/// knows "at home"); a "local only" meaning ("online") does not change a trade not found
/// nearby. A meaning that names the customer ("for cafés") is known from the trade's names
/// alone, which say whom it serves ("bookkeeping for small businesses"), not from a search
/// ("bakery café") that only shares the word. Ideas, tactics and buyer notes never count: they
/// say what the trade uses or talks about (a roofer's drone photos), not what it sells.
pub(super) fn unexplained(trade: &Trade, head: &[String]) -> Vec<&'static str> {
    qualifiers()
        .iter()
        .filter(|q| !q.models.contains(&trade.model) && (trade.local || !q.local_only))
        .filter_map(|q| {
            let (phrase, _) = q.phrases.iter().find(|(_, words)| said(head, words, q.after_for))?;
            (!knows(&vocabulary_of(trade, q.after_for), q)).then_some(phrase.as_str())
        })
        .collect()
}

/// `trade`'s names, and unless only `whom` it serves is asked, its cues and its searches in
/// every language, as words.
fn vocabulary_of(trade: &Trade, whom: bool) -> Vec<Vec<String>> {
    let names = &trade.names;
    let named = [&names.trade, &names.business, &names.product.0, &names.product.1]
        .into_iter()
        .chain([&names.customer.0, &names.customer.1]);
    let mut vocabulary: Vec<Vec<String>> = named.map(|phrase| tokens(phrase)).collect();
    if !whom {
        let searched = Language::ALL.iter().flat_map(|l| trade.searches.get(*l));
        vocabulary.extend(searched.map(|(phrase, _)| tokens(phrase)));
        vocabulary.extend(trade.recognise.cue_words.iter().cloned());
    }
    vocabulary
}

/// Whether one of `qualifier`'s phrases stands in one of the trade's phrases.
fn knows(vocabulary: &[Vec<String>], qualifier: &Qualifier) -> bool {
    qualifier.phrases.iter().any(|(_, words)| vocabulary.iter().any(|v| contains(v, words)))
}

/// Whether `phrase` stands in `head`, not denied, and after "for" when `after_for`. Its words
/// are matched as written or with up to three letters more ("inspection" finds "inspections";
/// "workshops" does not find the "workshop" a potter works in).
fn said(head: &[String], phrase: &[String], after_for: bool) -> bool {
    let fits = !phrase.is_empty() && phrase.len() <= head.len();
    let extends = |word: &String, q: &String| {
        word == q
            || (q.chars().count() >= 4
                && word.starts_with(q.as_str())
                && word.chars().count() <= q.chars().count() + 3)
    };
    head.windows(phrase.len().max(1)).enumerate().any(|(at, window)| {
        let near = &head[at.saturating_sub(2)..at];
        let before = &head[at.saturating_sub(6)..at];
        fits && window.iter().zip(phrase).all(|(w, q)| extends(w, q))
            && !near.iter().any(|w| NEGATIONS.contains(&w.as_str()))
            && (!after_for || before.iter().any(|w| FOR_WHOM.contains(&w.as_str())))
    })
}
