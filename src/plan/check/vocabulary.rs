//! What a trade catalogue tells the checker about words, worked out once per catalogue: which
//! words its English text uses and which its searches in each other language use, and which
//! trade's nouns ("nail salon", "manicure", "dog owners") belong to only one or two trades.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use crate::content::trades::{Catalogue, Language, Trade, words};

/// A noun of one or two trades, in one of its forms, and the trades whose text uses any form.
pub(super) struct Noun {
    pub words: Vec<String>,
    /// Every form of the noun (singular and plural), as words, this one among them.
    pub forms: Vec<Vec<String>>,
    /// Indexes into the catalogue's trades.
    pub owners: Vec<usize>,
    /// Whether it names another business ("barber", "copywriter"), not only what a trade does
    /// or sells or who buys it ("copywriting", "supplements", "dog owners").
    pub named: bool,
}

pub(super) struct Vocabulary {
    /// Every word of the catalogue's English text: names, searches, ideas, tactics, buyers.
    pub english: HashSet<String>,
    /// Every word of the catalogue's searches in each language other than English.
    pub local: HashMap<Language, HashSet<String>>,
    /// The English words that no search in another language uses.
    pub english_only: HashSet<String>,
    /// Nouns that a trade's names use and at most two trades' text uses, in every form.
    pub nouns: Vec<Noun>,
    /// The nouns, by their first word.
    pub by_first: HashMap<String, Vec<usize>>,
    /// The trades, by the name a plan records (`Names::trade`).
    pub by_name: HashMap<String, usize>,
    /// Each trade's English text, as word stems (see [`stem`]).
    pub stems: Vec<HashSet<String>>,
}

/// A noun more trades than this use is shared, never another trade's.
const SHARED: usize = 2;
/// The same for the name of the one who runs a trade ("barber"): other trades serve barbers
/// and say so (a knife sharpener, a laundry), and a barber in a dog groomer's plan is still
/// another business.
const SHARED_BY_NAME: usize = 4;

/// The vocabulary of `catalogue`, built on its first use and kept with it.
pub(super) fn vocabulary(catalogue: &Catalogue) -> Arc<Vocabulary> {
    catalogue.derived(build)
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
    let english_only =
        english.iter().filter(|w| !local.values().any(|set| set.contains(*w))).cloned().collect();
    let nouns = nouns(catalogue, &texts);
    let by_first = by_first(&nouns);
    let by_name =
        catalogue.trades.iter().enumerate().map(|(i, t)| (t.names.trade.clone(), i)).collect();
    let stems = texts.iter().map(|text| text.iter().map(|w| stem(w).into_owned()).collect());
    Vocabulary { english, english_only, local, nouns, by_first, by_name, stems: stems.collect() }
}

/// Every noun a trade's names use, in both forms, with the trades whose text uses either
/// form; only those of one or two trades are kept.
fn nouns(catalogue: &Catalogue, texts: &[Vec<String>]) -> Vec<Noun> {
    // Each form once, with the forms it goes with joined into one group.
    let mut forms: Vec<Vec<String>> = Vec::new();
    let mut at: HashMap<Vec<String>, usize> = HashMap::new();
    let mut group: Vec<usize> = Vec::new();
    let mut add = |form: Vec<String>| -> usize {
        *at.entry(form.clone()).or_insert_with(|| {
            forms.push(form);
            group.push(group.len());
            group.len() - 1
        })
    };
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut named: Vec<usize> = Vec::new();
    for trade in &catalogue.trades {
        let names = &trade.names;
        let plural = |name: &str| {
            let mut w = words(name);
            if let Some(last) = w.last_mut().filter(|l| !l.ends_with('s')) {
                last.push('s');
            }
            w
        };
        let both = [
            (words(&names.trade), plural(&names.trade), 3),
            (words(&names.business), plural(&names.business), 0),
            (words(names.product.one()), words(names.product.many()), 1),
            (words(names.customer.one()), words(names.customer.many()), 2),
        ];
        for (one, many, kind) in both {
            // One word for a customer ("leaders", "shoppers") says who buys, not which trade.
            if one.is_empty() || many.is_empty() || (kind == 2 && one.len() == 1) {
                continue;
            }
            let pair = (add(one), add(many));
            if kind == 0 {
                named.extend([pair.0, pair.1]);
            }
            pairs.push(pair);
        }
    }
    let root = |group: &[usize], mut i: usize| {
        while group[i] != i {
            i = group[i];
        }
        i
    };
    for (a, b) in pairs {
        let (a, b) = (root(&group, a), root(&group, b));
        group[a.max(b)] = a.min(b);
    }
    let probe: Vec<Noun> = forms
        .iter()
        .map(|f| Noun { words: f.clone(), forms: Vec::new(), owners: Vec::new(), named: false })
        .collect();
    let probe_first = by_first(&probe);
    let mut owners: Vec<Vec<usize>> = vec![Vec::new(); forms.len()];
    for (trade, text) in texts.iter().enumerate() {
        for found in found(text, &probe, &probe_first) {
            let owner = &mut owners[root(&group, found)];
            if owner.last() != Some(&trade) {
                owner.push(trade);
            }
        }
    }
    let mut members: HashMap<usize, Vec<Vec<String>>> = HashMap::new();
    for (i, form) in forms.iter().enumerate() {
        members.entry(root(&group, i)).or_default().push(form.clone());
    }
    let named: HashSet<usize> = named.into_iter().map(|i| root(&group, i)).collect();
    (0..forms.len())
        .filter(|&i| {
            let at = root(&group, i);
            let most = if named.contains(&at) { SHARED_BY_NAME } else { SHARED };
            (1..=most).contains(&owners[at].len())
        })
        .map(|i| Noun {
            words: forms[i].clone(),
            forms: members[&root(&group, i)].clone(),
            owners: owners[root(&group, i)].clone(),
            named: named.contains(&root(&group, i)),
        })
        .collect()
}

fn by_first(nouns: &[Noun]) -> HashMap<String, Vec<usize>> {
    let mut by_first: HashMap<String, Vec<usize>> = HashMap::new();
    for (at, noun) in nouns.iter().enumerate() {
        by_first.entry(noun.words[0].clone()).or_default().push(at);
    }
    by_first
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

/// A word without its plural ending, so "session" and "sessions", "class" and "classes",
/// "enquiry" and "enquiries" are one stem.
pub(super) fn stem(word: &str) -> Cow<'_, str> {
    if let Some(base) = word.strip_suffix("ies").filter(|b| b.chars().count() >= 2) {
        return Cow::Owned(format!("{base}y"));
    }
    if let Some(base) = word.strip_suffix("es")
        && ["s", "x", "ch", "sh", "z"].iter().any(|end| base.ends_with(end))
    {
        return Cow::Borrowed(base);
    }
    match word.strip_suffix('s') {
        Some(base) if !base.ends_with('s') && base.chars().count() >= 3 => Cow::Borrowed(base),
        _ => Cow::Borrowed(word),
    }
}

/// `text` as [`words`], borrowing the words already in lower-case ASCII (most of a plan's), so
/// the checker reads a plan's ideas and tasks without copying each word.
pub(super) fn tokens(text: &str) -> Vec<Cow<'_, str>> {
    let mut out = Vec::new();
    for word in text.split(|c: char| !c.is_alphanumeric()).filter(|w| !w.is_empty()) {
        if word.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit()) {
            out.push(Cow::Borrowed(word));
        } else {
            out.extend(words(word).into_iter().map(Cow::Owned));
        }
    }
    out
}
