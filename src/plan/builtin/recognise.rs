//! Which trade a business is: its offering, name and website scored against every trade in
//! the catalogue, by the trade's weighted cues (in any of the catalogue's languages) less its
//! negative cues. A weak or contested match is said so, never settled silently: a plan for
//! the wrong trade is worse than a careful general one. So is a trade that shares only its
//! noun with the business: "drone roof inspections" are not roofing, for the trade knows
//! nothing of drones or inspections (see [`qualified`]).

mod matching;
mod qualified;

use crate::content::trades::{Catalogue, SurveyType, Trade, words as tokens};
use crate::leads::model::{BusinessType, NewLead};
use matching::{NEGATIONS, contains, for_whom, positions};
use qualified::unexplained;

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

    /// Why the plan is general: the trade was not recognised, and what came closest.
    pub fn note(&self) -> String {
        let named = |c: &Candidate| {
            format!("{} (from \"{}\")", c.trade.names.trade, c.words.join("\", \""))
        };
        let why = match (&self.best, &self.runner_up, self.confidence) {
            (Some(best), _, Confidence::Unexplained) => format!(
                ": the closest is {}, but {} not part of it",
                named(best),
                quoted_list(&self.unexplained)
            ),
            (Some(best), Some(next), Confidence::Contested) => {
                format!(" (it could be {} or {})", named(best), named(next))
            }
            (Some(best), ..) => format!(" (the closest, {}, is only a guess)", named(best)),
            (None, ..) => " (nothing in the offering names a trade the planner knows)".to_owned(),
        };
        format!(
            "The trade was not recognised{why}, so this plan is general: write the keywords, \
             content ideas and the trade's own tactics before approving it."
        )
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
                if for_whom(before) {
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

/// A word's first four letters (the whole of a shorter one): two forms of a word have the same
/// key (see `matching::same_word`), so a cue whose first word's key the text lacks cannot be
/// in it.
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

/// `"drone" is` or `"drone", "inspection" are`: the words quoted, with the verb that fits.
fn quoted_list(words: &[&str]) -> String {
    let verb = if words.len() == 1 { "is" } else { "are" };
    format!("\"{}\" {verb}", words.join("\", \""))
}

#[cfg(test)]
mod tests;
