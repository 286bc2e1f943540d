//! How a cue or a qualifier is found among the founder's words: as consecutive words, each a
//! form of the cue's, and which words deny what follows or name the customer.

/// Words that deny what follows, in the catalogue's languages (accents folded).
pub(super) const NEGATIONS: &[&str] = &[
    "no", "not", "non", "never", "geen", "niet", "kein", "keine", "nicht", "pas", "sans", "sin",
    "sem", "nao", "senza",
];

/// Words after which a trade's word names the customer, not the business ("for restaurants").
pub(super) const FOR_WHOM: &[&str] = &["for", "voor", "fur", "pour", "para", "per"];

/// Words that, followed by "to", name where the goods go, so the trade's word after them
/// names the customer ("delivered to offices and coworkings"); a plain "to" does not
/// ("one-to-one career coaching").
pub(super) const SENT: &[&str] = &[
    "delivered",
    "deliver",
    "delivers",
    "delivering",
    "sold",
    "sell",
    "sells",
    "selling",
    "supplied",
    "supply",
    "supplies",
    "supplying",
    "shipped",
    "ship",
    "ships",
    "shipping",
];

/// Whether `before`, the words before a cue, say who the business serves: "for restaurants",
/// "delivered to offices".
pub(super) fn for_whom(before: &[String]) -> bool {
    before.iter().any(|w| FOR_WHOM.contains(&w.as_str()))
        || before.windows(2).any(|p| SENT.contains(&p[0].as_str()) && p[1] == "to")
}

/// Whether `cue` stands in `words` as consecutive words.
pub(super) fn contains(words: &[String], cue: &[String]) -> bool {
    positions(words, cue).next().is_some()
}

/// Where `cue` starts in `words`, each place it stands as consecutive words.
pub(super) fn positions<'w>(
    words: &'w [String],
    cue: &'w [String],
) -> impl Iterator<Item = usize> + 'w {
    let fits = !cue.is_empty() && cue.len() <= words.len();
    words
        .windows(cue.len().max(1))
        .enumerate()
        .filter(move |(_, window)| {
            fits && window.iter().zip(cue).all(|(w, c)| text_is_form_of(w, c))
        })
        .map(|(at, _)| at)
}

/// Two forms of one word: equal, or, when both have four letters or more, one is the other
/// with up to three more letters ("groom", "grooms", "grooming"; "class", "classes"; "baker",
/// "bakery"). A shorter word is only itself ("car" is not "cards").
fn same_word(a: &str, b: &str) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    short == long
        || (short.chars().count() >= 4
            && long.starts_with(short)
            && long.chars().count() <= short.chars().count() + 3)
}

/// A word of the founder's text is a form of a cue's word: the text may add up to three
/// letters to the cue ("groom" finds "grooming"), but a cue only up to two to the text
/// ("bakery" finds "baker", "classes" finds "class"; "pianoles" does not find "piano").
fn text_is_form_of(text: &str, cue: &str) -> bool {
    same_word(text, cue) && cue.chars().count() <= text.chars().count() + 2
}
