//! Which trade a business is: its offering, name and website scored against every trade in
//! the catalogue, by the trade's weighted cues (in any of the catalogue's languages) less its
//! negative cues. A weak or contested match is said so, never settled silently: a plan for
//! the wrong trade is worse than a careful general one. So is a trade that shares only its
//! noun with the business: "drone roof inspections" are not roofing, for the trade knows
//! nothing of drones or inspections (see [`unexplained`]).

use crate::content::trades::{
    Catalogue, Language, Qualifier, SurveyType, Trade, qualifiers, words as tokens,
};
use crate::leads::model::{BusinessType, NewLead};

/// Below this a trade is only a guess: one cue that names the trade (weight 5) where the
/// founder says what the business is, or several that point to it.
const SURE: u32 = 5;
/// What a negative cue takes off.
const AGAINST: u32 = 4;

/// One trade's score against the answers, and the words that earned it.
#[derive(Debug, Clone)]
pub struct Candidate<'c> {
    pub trade: &'c Trade,
    pub score: u32,
    /// The cues found, as the catalogue writes them.
    pub words: Vec<&'c str>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Confidence {
    /// One trade clearly ahead of every other.
    Sure,
    /// Two trades scored too close to choose.
    Contested,
    /// Nothing scored enough, or nothing at all.
    Weak,
    /// One trade clearly ahead, but the founder's first words carry a word that changes what
    /// is sold or how ("drone", "on a trailer", "classes") and the trade does not know it.
    Unexplained,
}

#[derive(Debug, Clone)]
pub struct Recognition<'c> {
    pub confidence: Confidence,
    /// The best-scoring trade, if any trade scored at all.
    pub best: Option<Candidate<'c>>,
    /// The next best, when it is another trade.
    pub runner_up: Option<Candidate<'c>>,
    /// The words that change what is sold or how, in the name or the offering's first
    /// sentence, that the best trade does not know (as `content/qualifiers.toml` writes them);
    /// empty unless the match is [`Confidence::Unexplained`].
    pub unexplained: Vec<&'static str>,
}

impl<'c> Recognition<'c> {
    /// The trade to write the plan for: only when it is sure.
    pub fn trade(&self) -> Option<&'c Trade> {
        match (&self.best, self.confidence) {
            (Some(best), Confidence::Sure) => Some(best.trade),
            _ => None,
        }
    }
}

/// Scores every trade against the lead's offering, business name and website.
pub fn recognise<'c>(catalogue: &'c Catalogue, lead: &NewLead) -> Recognition<'c> {
    // The name and the offering's first sentence say what the business is; the rest of the
    // offering often names what it also does, uses or serves.
    let offering = lead.business_offering.as_str();
    let first_end = offering.find(['.', '!', '?', '\n', ';']).unwrap_or(offering.len());
    let head = tokens(&format!("{} \n {}", lead.business_name, &offering[..first_end]));
    let mut words = head.clone();
    words.extend(tokens(&offering[first_end..]));
    words.extend(tokens(lead.website.as_deref().unwrap_or_default()));
    let text =
        Text { keys: words.iter().map(|w| key(w)).collect(), words: &words, head: head.len() };
    let kind = survey_type(lead.business_type);
    let mut candidates: Vec<Candidate<'c>> =
        catalogue.trades.iter().filter_map(|trade| score(trade, &text, kind)).collect();
    candidates.sort_by(|a, b| b.score.cmp(&a.score).then_with(|| a.trade.id.cmp(&b.trade.id)));
    let mut ranked = candidates.into_iter();
    let best = ranked.next();
    let runner_up = ranked.next();
    let confidence = match (&best, &runner_up) {
        (Some(best), _) if best.score < SURE => Confidence::Weak,
        (Some(best), Some(next)) if !clearly_ahead(best.score, next.score) => Confidence::Contested,
        (Some(_), _) => Confidence::Sure,
        (None, _) => Confidence::Weak,
    };
    let unexplained = match (&best, confidence) {
        (Some(best), Confidence::Sure) => unexplained(best.trade, &text.words[..text.head]),
        _ => Vec::new(),
    };
    let confidence = if unexplained.is_empty() { confidence } else { Confidence::Unexplained };
    Recognition { confidence, best, runner_up, unexplained }
}

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
fn unexplained(trade: &Trade, head: &[String]) -> Vec<&'static str> {
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

/// Ahead by two points, or by half again the runner-up's score.
fn clearly_ahead(best: u32, next: u32) -> bool {
    (best >= next + 2 && best * 2 >= next * 3) || best >= next + 4
}

/// The founder's words, and the key of each (see [`key`]) to pass over cues quickly.
struct Text<'a> {
    words: &'a [String],
    keys: std::collections::HashSet<&'a str>,
    /// The words before this index are the name and the offering's first sentence.
    head: usize,
}

impl Text<'_> {
    fn contains(&self, cue: &[String]) -> bool {
        cue.first().is_some_and(|first| self.keys.contains(key(first))) && contains(self.words, cue)
    }

    /// What `cue` earns where it stands best in the text, and where that is: its whole
    /// `weight` in the name or the offering's first sentence, half after it (what the business
    /// also does or uses: a chimney sweep's "bird nest removal"), half again where it names who
    /// it serves ("renders for developers and architects"), and nothing where it is denied ("no
    /// dogs").
    fn weight(&self, cue: &[String], weight: u32) -> Option<(u32, usize)> {
        if !cue.first().is_some_and(|first| self.keys.contains(key(first))) {
            return None;
        }
        positions(self.words, cue)
            .map(|at| {
                let before = &self.words[at.saturating_sub(4)..at];
                let near = &self.words[at.saturating_sub(2)..at];
                let mut earned = weight;
                if near.iter().any(|w| NEGATIONS.contains(&w.as_str())) {
                    earned = 0;
                }
                if before.iter().any(|w| FOR_WHOM.contains(&w.as_str())) {
                    earned /= 2;
                }
                if at >= self.head {
                    earned /= 2;
                }
                (earned, at)
            })
            .max_by_key(|(earned, at)| (*earned, std::cmp::Reverse(*at)))
            .filter(|(earned, _)| *earned > 0)
    }
}

/// Words that deny what follows, in the catalogue's languages (accents folded).
const NEGATIONS: &[&str] = &[
    "no", "not", "non", "never", "geen", "niet", "kein", "keine", "nicht", "pas", "sans", "sin",
    "sem", "nao", "senza",
];

/// Words after which a trade's word names the customer, not the business ("for restaurants").
const FOR_WHOM: &[&str] = &["for", "voor", "fur", "pour", "para", "per"];

/// A word's first four letters (the whole of a shorter one): two forms of a word have the same
/// key (see [`same_word`]), so a cue whose first word's key the text lacks cannot be in it.
fn key(word: &str) -> &str {
    &word[..word.char_indices().nth(4).map_or(word.len(), |(at, _)| at)]
}

fn score<'c>(trade: &'c Trade, text: &Text, kind: SurveyType) -> Option<Candidate<'c>> {
    // One place in the text earns once, for its best cue: "librería" and "libreria" are the
    // same word, not two reasons.
    let mut earned: std::collections::BTreeMap<usize, u32> = std::collections::BTreeMap::new();
    let mut found = Vec::new();
    let recognise = &trade.recognise;
    for ((cue, weight), cue_words) in recognise.cues.iter().zip(&recognise.cue_words) {
        if let Some((weight, at)) = text.weight(cue_words, u32::from(*weight)) {
            let best = earned.entry(at).or_default();
            *best = (*best).max(weight);
            found.push(cue.as_str());
        }
    }
    if found.is_empty() {
        return None;
    }
    let mut score: u32 = earned.values().sum();
    let against = recognise.not_words.iter().filter(|cue| text.contains(cue)).count();
    score = score.saturating_sub(AGAINST * against as u32);
    if trade.types.contains(&kind) {
        score += 1;
    }
    (score > 0).then_some(Candidate { trade, score, words: found })
}

/// Whether `cue` stands in `words` as consecutive words.
fn contains(words: &[String], cue: &[String]) -> bool {
    positions(words, cue).next().is_some()
}

/// Where `cue` starts in `words`, each place it stands as consecutive words.
fn positions<'w>(words: &'w [String], cue: &'w [String]) -> impl Iterator<Item = usize> + 'w {
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

fn survey_type(kind: BusinessType) -> SurveyType {
    match kind {
        BusinessType::FoodBeverage => SurveyType::FoodBeverage,
        BusinessType::BeautyWellness => SurveyType::BeautyWellness,
        BusinessType::Coaching => SurveyType::Coaching,
        BusinessType::Freelance => SurveyType::Freelance,
        BusinessType::OnlineStore => SurveyType::OnlineStore,
        BusinessType::Other => SurveyType::Other,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::leads::model::tests::valid_input;

    fn lead(kind: BusinessType, offering: &str, name: &str) -> NewLead {
        let mut input = valid_input();
        input.business_offering = Some(offering.to_owned());
        input.business_name = Some(name.to_owned());
        input.website = None;
        let mut lead = input.parse().expect("valid answers");
        lead.business_type = kind;
        lead
    }

    fn recognised(kind: BusinessType, offering: &str, name: &str) -> Option<String> {
        let catalogue = Catalogue::defaults();
        recognise(catalogue, &lead(kind, offering, name)).trade().map(|t| t.id.clone())
    }

    #[test]
    fn a_mobile_dog_groomer_who_trims_nails_is_not_a_nail_salon() {
        assert_eq!(
            recognised(
                BusinessType::Other,
                "Mobile dog grooming: full grooms, baths, nail trims",
                "Paws on Wheels"
            )
            .as_deref(),
            Some("mobile-dog-groomer")
        );
        assert_eq!(
            recognised(
                BusinessType::BeautyWellness,
                "Gel nails, manicures and nail art",
                "Polished"
            )
            .as_deref(),
            Some("nail-salon")
        );
    }

    #[test]
    fn trades_are_recognised_in_the_founders_language() {
        assert_eq!(
            recognised(
                BusinessType::Other,
                "Mobiele fietsenmaker: ik repareer je fiets aan huis",
                "Fietsdokter"
            )
            .as_deref(),
            Some("mobile-bike-repair")
        );
        assert_eq!(
            recognised(
                BusinessType::Other,
                "Reparación de bicicletas a domicilio en Valencia",
                "BiciMóvil"
            )
            .as_deref(),
            Some("mobile-bike-repair")
        );
    }

    #[test]
    fn a_trade_named_as_the_customer_or_denied_is_not_the_business() {
        // A food photographer's customers are restaurants; a cat hotel takes no dogs.
        assert_ne!(
            recognised(
                BusinessType::Freelance,
                "Food photography and short reels for restaurants and cafes",
                "Plated"
            )
            .as_deref(),
            Some("restaurant")
        );
        assert_ne!(
            recognised(
                BusinessType::Other,
                "A holiday home only for cats, no dog sitting and no dog walking",
                "Casa Gato"
            )
            .as_deref(),
            Some("pet-sitter")
        );
    }

    #[test]
    fn an_offering_that_names_no_trade_is_not_guessed() {
        let catalogue = Catalogue::defaults();
        let answer = lead(BusinessType::Other, "We help people with things they need", "Acme");
        let recognition = recognise(catalogue, &answer);
        assert_eq!(
            recognition.confidence,
            Confidence::Weak,
            "{:?}",
            recognition.best.map(|b| b.trade.id.clone())
        );
        assert!(recognition.trade().is_none());
    }

    /// How `offering` and `name` are read: the trade's id, how sure, and the words that
    /// change what is sold that the trade does not know.
    fn read(
        kind: BusinessType,
        offering: &str,
        name: &str,
    ) -> (Option<String>, Confidence, Vec<&'static str>) {
        let recognition = recognise(Catalogue::defaults(), &lead(kind, offering, name));
        let best = recognition.best.as_ref().map(|b| b.trade.id.clone());
        (best, recognition.confidence, recognition.unexplained)
    }

    #[test]
    fn a_word_that_changes_what_is_sold_unsettles_a_trade_that_does_not_know_it() {
        // A café on wheels, drone surveys beside a roofer, a stove fitter beside a sauna.
        let coffee = "Café on wheels: espresso, flat whites and cake at farmers markets";
        let (best, confidence, words) = read(BusinessType::FoodBeverage, coffee, "Brew Cart");
        assert_eq!((best.as_deref(), confidence), (Some("cafe"), Confidence::Unexplained));
        assert_eq!(words, ["on wheels"]);
        let survey = "Aerial roof surveys by drone, with a written condition report";
        let (best, confidence, words) = read(BusinessType::Other, survey, "SkyCheck");
        assert_eq!((best.as_deref(), confidence), (Some("roofer"), Confidence::Unexplained));
        assert_eq!(words, ["drone", "survey"]);
        let (_, confidence, _) =
            read(BusinessType::Other, "Sauna stove servicing and repair across Lapland", "Kiuas");
        assert_eq!(confidence, Confidence::Unexplained);
    }

    #[test]
    fn the_same_words_in_the_founders_language_unsettle_it_too() {
        let (best, confidence, words) = read(
            BusinessType::Other,
            "Zonnepanelen reiniging voor woningen en boerderijen",
            "Helder Dak",
        );
        assert_eq!(
            (best.as_deref(), confidence),
            (Some("solar-installer"), Confidence::Unexplained)
        );
        assert_eq!(words, ["reiniging", "boerderijen"]);
        let (_, confidence, words) =
            read(BusinessType::Other, "Boekhouding voor melkveebedrijven en boeren", "Koeboek");
        assert_eq!(confidence, Confidence::Unexplained);
        assert_eq!(words, ["boeren"]);
    }

    #[test]
    fn a_trade_that_knows_the_word_keeps_its_match() {
        // Car detailing goes to its customers, a roaster ships, a bookkeeper serves businesses,
        // a dog trainer teaches and a cake maker knows weddings.
        for (kind, offering, name, trade) in [
            (
                BusinessType::Other,
                "Mobile car valeting at your home or office",
                "Shine On",
                "car-detailing",
            ),
            (
                BusinessType::Other,
                "Puppy classes and one-to-one dog training",
                "Good Boy",
                "dog-trainer",
            ),
            (
                BusinessType::OnlineStore,
                "Coffee roaster: specialty beans delivered to your door",
                "Kiln Roast",
                "coffee-roaster",
            ),
            (
                BusinessType::Freelance,
                "Monthly bookkeeping for cafés and small shops",
                "Tidy Ledger",
                "bookkeeper",
            ),
            (
                BusinessType::FoodBeverage,
                "Wedding cakes and celebration cakes to order",
                "Tiered",
                "cake-maker",
            ),
        ] {
            assert_eq!(recognised(kind, offering, name).as_deref(), Some(trade), "{offering}");
        }
    }

    #[test]
    fn teaching_or_renting_a_trade_is_not_doing_it() {
        let (best, confidence, words) = read(
            BusinessType::Other,
            "Ceramics courses in my studio: wheel throwing for adults, six weeks",
            "Clay Days",
        );
        assert_eq!((best.as_deref(), confidence), (Some("ceramics"), Confidence::Unexplained));
        assert_eq!(words, ["courses"]);
        // Classes are the trade of a classes business.
        assert_eq!(
            recognised(
                BusinessType::Other,
                "Pottery classes for beginners on the wheel",
                "Wheel Club"
            )
            .as_deref(),
            Some("art-classes")
        );
        let (_, confidence, words) =
            read(BusinessType::Other, "We rent out a hot tub and sauna for garden parties", "Soak");
        assert_eq!(confidence, Confidence::Unexplained);
        assert_eq!(words, ["we rent"]);
    }

    #[test]
    fn a_denied_word_or_one_that_only_sounds_alike_changes_nothing() {
        // "No delivery": the bakery sells at its door. A potter's own workshop teaches no one.
        assert_eq!(
            recognised(
                BusinessType::FoodBeverage,
                "Sourdough bakery, no delivery, come early",
                "Crumb"
            )
            .as_deref(),
            Some("bakery")
        );
        assert_eq!(
            recognised(
                BusinessType::OnlineStore,
                "Stoneware mugs and bowls thrown in my workshop",
                "Clayhouse"
            )
            .as_deref(),
            Some("ceramics")
        );
    }

    #[test]
    fn accents_and_inflections_do_not_hide_a_cue() {
        let words = tokens("Réparations de vélos, GROOMING and Cards");
        assert!(contains(&words, &tokens("réparation")));
        assert!(contains(&words, &tokens("velo")));
        assert!(contains(&words, &tokens("groom")));
        assert!(!contains(&words, &tokens("car")));
        assert!(contains(&tokens("Weekend cooking class"), &tokens("cooking classes")));
        assert!(contains(&tokens("Fresh bread from your baker"), &tokens("bakery")));
        assert!(!contains(&tokens("Dog nail trims"), &tokens("nail salon")));
    }
}

#[cfg(test)]
mod catalogue_tests {
    use super::*;

    /// Every trade is recognised from its own name as a founder would write it; a trade its
    /// neighbours' cues outweigh needs `not` cues or stronger ones of its own.
    #[test]
    fn every_trade_is_recognised_from_its_own_name() {
        let catalogue = Catalogue::defaults();
        let mut wrong = Vec::new();
        for trade in &catalogue.trades {
            let mut input = crate::leads::model::tests::valid_input();
            input.business_offering =
                Some(format!("My {}: I work as a {}.", trade.names.trade, trade.names.business));
            input.business_name = Some("Northside".to_owned());
            input.website = None;
            let lead = input.parse().unwrap();
            let recognition = recognise(catalogue, &lead);
            if recognition.trade().map(|t| t.id.as_str()) != Some(trade.id.as_str()) {
                wrong.push(format!(
                    "{} ({:?}): best {:?}, next {:?}",
                    trade.id,
                    recognition.confidence,
                    recognition.best.map(|c| (c.trade.id.clone(), c.score, c.words)),
                    recognition.runner_up.map(|c| (c.trade.id.clone(), c.score, c.words)),
                ));
            }
        }
        assert!(
            wrong.is_empty(),
            "{} trades not recognised from their name:\n{}",
            wrong.len(),
            wrong.join("\n")
        );
    }
}
