//! Who buys, in the founder's own nouns, for a business whose trade the catalogue does not
//! know: the people or organisations the ideal customer names ("home cooks", "izakaya
//! owners", "HR managers"), each a noun with at most two words before it, never a clause of
//! the answer. Only English nouns the list below knows are read; otherwise the plan keeps to
//! its own words.

/// Nouns for people and organisations who buy, plural, that name someone on their own.
const ON_THEIR_OWN: &str = "households homeowners families parents mums moms dads couples brides \
    newlyweds sons daughters students researchers scientists academics professionals founders entrepreneurs \
    freelancers startups businesses companies restaurants cafés cafes bars hotels shops \
    retailers landlords tenants renters collectors hobbyists gardeners cyclists runners climbers \
    surfers golfers athletes musicians artists writers authors photographers designers \
    developers engineers marketers accountants lawyers doctors nurses dentists therapists \
    coaches teachers schools universities retirees seniors pensioners tourists visitors \
    travellers travelers expats commuters gamers readers podcasters creators nonprofits \
    charities agencies clinics gyms venues architects contractors builders farmers chefs cooks \
    bakers brands employers recruiters women men teenagers homebuyers investors libraries \
    museums galleries councils manufacturers wholesalers distributors drivers izakayas pubs \
    salons florists vets adults mothers fathers falconers producers growers cooperatives studios \
    choirs traders anglers winemakers wineries";

/// Nouns that name someone only with a word before them ("pet owners", "marketing teams").
const WITH_A_WORD: &str = "owners managers teams people lovers enthusiasts fans workers leaders \
    buyers shoppers users members staff employees executives directors officers groups \
    organisations organizations communities makers departments clubs";

/// Words that are no part of the noun before it: articles, pronouns, quantities, joining
/// words and prepositions ("emptied before staff arrive" names staff, not "emptied before
/// staff"), and praise that says nothing ("good", "best").
const NOT_A_MODIFIER: &str = "a an the and or of for with who that which in on at to from by \
    their our my your his her its some many most all any other such these those like mostly \
    mainly usually especially often also both either not no more less few every each good great \
    best nice real typical average are is be they them we i want need love just only even very \
    really primarily generally plus as than about around over under between into sometimes etc \
    eg ie mainly lots plenty several certain various anyone everyone someone people customers whose \
    clients target ideal potential existing current own like including include includes such \
    where when while there here what how why it this then so but if do does have has had was \
    were can could would should will may before after since until during without within \
    through across against among beyond near behind above below inside outside once facebook \
    instagram whatsapp telegram linkedin tiktok youtube forums";

/// Words that turn the noun after them into who the business is not for ("not tourists").
const NOT_FOR: &str = "not no except excluding than without never";

/// Whether `list`, words separated by spaces, holds `word`.
fn has(list: &str, word: &str) -> bool {
    list.split_whitespace().any(|w| w == word)
}

/// A word of the answer, and whether a clause ends after it (a comma, a full stop).
struct Word<'a> {
    text: &'a str,
    ends: bool,
    /// A sentence ends after it: the next word's capital is the sentence's, not the word's.
    sentence_ends: bool,
}

/// The buyers the ideal customer names, in the order it names them, at most two: each a
/// noun the lists above know, with the one or two words before it that belong to it ("small
/// business owners"). Empty when the answer names none the planner can read safely.
pub fn named(ideal_customer: &str) -> Vec<String> {
    let words: Vec<Word> = ideal_customer
        .split_whitespace()
        .map(|raw| {
            let text = raw.trim_matches(|c: char| !c.is_alphanumeric());
            let ends = raw.ends_with([',', '.', ';', ':', '!', '?', ')', '(']) || text.is_empty();
            let sentence_ends = raw.ends_with(['.', '!', '?']);
            Word { text, ends, sentence_ends }
        })
        .collect();
    let mut found: Vec<String> = Vec::new();
    // Words already read as what owners own ("owners of small businesses").
    let mut read_to = 0;
    for (at, word) in words.iter().enumerate() {
        if at < read_to {
            continue;
        }
        let lower = word.text.to_lowercase();
        let alone = has(ON_THEIR_OWN, &lower) || demonym(word.text);
        if !alone && !has(WITH_A_WORD, &lower) {
            continue;
        }
        // The words before it that belong to it, within its clause: "izakaya owners".
        let mut start = at;
        while start > 0 && at - start < 2 {
            let before = &words[start - 1];
            if before.ends || !modifier(before.text) {
                break;
            }
            start -= 1;
        }
        // "Owners of old wooden boats": the owned thing after "of" names them.
        let owned =
            (lower == "owners" && start == at).then(|| owners_of(&words[at + 1..])).flatten();
        if !alone && start == at && owned.is_none() {
            continue;
        }
        // "not tourists", "rather than students": who the business is not for.
        let denied = words[..start]
            .iter()
            .rev()
            .take(3)
            .take_while(|w| !w.ends)
            .any(|w| has(NOT_FOR, &w.text.to_lowercase()));
        if denied {
            continue;
        }
        let phrase: Vec<String> = words[start..=at]
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let at = start + i;
                cased(w.text, at == 0 || words[at - 1].sentence_ends)
            })
            .collect();
        if let Some((_, read)) = &owned {
            read_to = at + 1 + read;
        }
        let phrase = owned.map_or_else(|| phrase.join(" "), |(owned, _)| owned);
        if !found.iter().any(|f| f.eq_ignore_ascii_case(&phrase)) {
            found.push(phrase);
        }
        if found.len() == 2 {
            break;
        }
    }
    found
}

/// Owners named by what they own, from the words after "owners": "of old wooden boats" →
/// "wooden boat owners", the thing's last two words with the last one singular; with how many
/// words it read.
fn owners_of(after: &[Word]) -> Option<(String, usize)> {
    let (of, rest) = after.split_first()?;
    if !of.text.eq_ignore_ascii_case("of") || of.ends {
        return None;
    }
    let mut owned: Vec<&str> = Vec::new();
    let mut ended = false;
    for word in rest.iter().take(3) {
        if !modifier(word.text) {
            break;
        }
        owned.push(word.text);
        if word.ends {
            ended = true;
            break;
        }
    }
    // The thing ends where a clause or a joining word begins ("boats in the…"), not inside a
    // name the planner cannot read ("maison d'hôtes").
    let next = rest.get(owned.len()).map(|w| w.text.to_lowercase());
    if !ended && next.as_deref().is_some_and(|n| !has(NOT_A_MODIFIER, n)) {
        return None;
    }
    // "of small and medium gyms": one word before "and" is half of a pair.
    if !ended && owned.len() == 1 && matches!(next.as_deref(), Some("and" | "or")) {
        return None;
    }
    let (last, before) = owned.split_last()?;
    let mut phrase: Vec<String> = before.iter().rev().take(1).map(|w| w.to_lowercase()).collect();
    phrase.push(super::offering::singular(&last.to_lowercase()));
    phrase.push("owners".to_owned());
    Some((phrase.join(" "), 1 + owned.len()))
}

/// Whether `word` names a people, capitalised and plural: "Uruguayans", "Canadians",
/// "Germans".
fn demonym(word: &str) -> bool {
    word.chars().next().is_some_and(char::is_uppercase)
        && word.chars().skip(1).all(char::is_lowercase)
        && word.chars().count() >= 7
        && (["ians", "cans", "eans", "yans"].iter().any(|end| word.ends_with(end))
            || word == "Germans")
}

/// Whether `word` may stand before a buyer's noun as part of it: a plain word (letters and
/// hyphens), not a joining word, a pronoun or a number.
fn modifier(word: &str) -> bool {
    !word.is_empty()
        && word.chars().all(|c| c.is_alphabetic() || c == '-')
        && !has(NOT_A_MODIFIER, &word.to_lowercase())
}

/// The word as a sentence carries it: the answer's first word loses the capital only its
/// place gave it ("Home cooks" → "home"), unless it names a people or language ("Japanese");
/// a shouted word is said plainly ("ENGINEERS" → "engineers"; "HR" stays).
fn cased(word: &str, first: bool) -> String {
    let mut chars = word.chars();
    let titled = chars.next().is_some_and(char::is_uppercase) && !chars.any(char::is_uppercase);
    let shouted = word.chars().count() > 4 && word.chars().all(|c| !c.is_lowercase());
    let lower = word.to_lowercase();
    let proper = ["ese", "ish", "ian", "ean", "can"].iter().any(|e| lower.ends_with(e))
        || ["french", "dutch", "greek", "thai", "swiss", "czech", "welsh"]
            .contains(&lower.as_str());
    if shouted || (first && titled && !proper && !demonym(word)) { lower } else { word.to_owned() }
}

/// The buyers as a sentence's part: "home cooks", "home cooks and izakaya owners".
pub fn listed(named: &[String]) -> Option<String> {
    match named {
        [] => None,
        [one] => Some(one.clone()),
        [first, second, ..] => Some(format!("{first} and {second}")),
    }
}

/// What the founder's answer on the problem solved says the business changes: time, money or
/// worry, as a sentence's end (", without losing time") and as a noun ("the time it saves
/// them"); None when it says none of them in words the planner knows.
pub fn theme(problem_solved: &str) -> Option<(&'static str, &'static str)> {
    const THEMES: &[(&str, (&str, &str))] = &[
        (
            "time hours hour minutes week weeks days quick quickly fast faster wait waiting same-day instantly",
            (", without losing time", "the time it saves them"),
        ),
        (
            "money save saves saving cheaper affordable cost costs price prices budget expensive",
            (", at a price that makes sense to them", "what it saves them"),
        ),
        (
            "stress stressed stressful worry worries worried anxious anxiety hassle confidence confident peace",
            (", without the worry", "the worry it takes away"),
        ),
    ];
    let said: Vec<String> = problem_solved
        .split(|c: char| !c.is_alphanumeric() && c != '-')
        .map(str::to_lowercase)
        .collect();
    THEMES.iter().find(|(words, _)| said.iter().any(|w| has(words, w))).map(|(_, end)| *end)
}

#[cfg(test)]
mod tests {
    use super::{named, theme};

    #[test]
    fn the_problem_solved_says_time_money_or_worry() {
        let end = |answer: &str| theme(answer).map(|(end, _)| end);
        assert_eq!(
            end("Their knives cut like new again without sending them away for a week."),
            Some(", without losing time")
        );
        assert_eq!(
            end("It costs half what an agency charges"),
            Some(", at a price that makes sense to them")
        );
        assert_eq!(end("No more stress before the audit"), Some(", without the worry"));
        assert_eq!(end("Un vrai repas en dix minutes."), Some(", without losing time"));
        assert_eq!(end("Their old radio plays again"), None);
    }

    #[test]
    fn the_buyers_an_ideal_customer_names_are_read_as_nouns() {
        let cases: [(&str, &[&str]); 18] = [
            (
                "Home cooks who own good Japanese knives, and izakaya owners who need their knives sharp every week.",
                &["home cooks", "izakaya owners"],
            ),
            (
                "Marketing managers at small companies and nonprofit communications teams who started a podcast.",
                &["marketing managers", "small companies"],
            ),
            ("HR managers in companies with 50 to 500 staff", &["HR managers", "companies"]),
            (
                "Collectors and people who inherited a family radio and want it working again.",
                &["collectors"],
            ),
            ("University researchers who need clean data", &["university researchers"]),
            ("Eco-conscious shoppers aged 20 to 35", &["eco-conscious shoppers"]),
            ("ENGINEERS MOVING INTO MANAGEMENT and HR managers", &["engineers", "HR managers"]),
            ("Japanese chefs opening their first restaurant", &["Japanese chefs"]),
            (
                "Office workers near Korinbo at lunch. Tourists walking to Omicho.",
                &["office workers", "tourists"],
            ),
            ("Anyone who loves good food, not tourists", &[]),
            (
                "Owners of old wooden boats in the Šibenik archipelago, often inherited.",
                &["wooden boat owners"],
            ),
            (
                "Owners of small businesses and their families",
                &["small business owners", "families"],
            ),
            ("Owners of small and medium boulder gyms", &["medium boulder gyms"]),
            (
                "Uruguayans 20-45 who drink mate every day, plus people buying gifts",
                &["Uruguayans"],
            ),
            ("Americans, Canadians and Germans with Romanian roots", &["Americans", "Canadians"]),
            ("Familles et jeunes actifs du quartier", &[]),
            ("People who are at home", &[]),
            (
                "Cafés that want the bins emptied before staff arrive, and office managers",
                &["cafés", "office managers"],
            ),
        ];
        for (answer, nouns) in cases {
            assert_eq!(
                named(answer),
                nouns.iter().map(|n| (*n).to_owned()).collect::<Vec<_>>(),
                "{answer}"
            );
        }
    }
}
