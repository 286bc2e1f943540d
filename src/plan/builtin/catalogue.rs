//! The sections a recognised trade writes from its catalogue entry: the five keywords, in the
//! market's language with the town where people look nearby, and the 30 content ideas, written
//! for the trade and spread over the channels at work.

use super::super::model::{Channel, ContentIdea, Intent, Keyword, Outlet};
use super::facts::Facts;
use super::outlets::{format_for, idea_outlets, video_outlet};
use crate::content::trades::{Format, Idea, Language, Pillar, SearchIntent, Trade};

/// Five searches people type for the trade: up to two local ones with the town first (where
/// the business is found nearby), then one to buy, one to compare, one to learn, then the
/// file's next best.
pub fn keywords(facts: &Facts, trade: &Trade) -> Vec<Keyword> {
    let local = facts.local && trade.local;
    // A business that sells nearby is searched for in its market's language, even in a trade
    // people do not look for on a map.
    let language = if facts.local { facts.language } else { Language::En };
    let town = facts.town();
    let candidates: Vec<(String, Intent)> = trade
        .searches
        .get(language)
        .iter()
        .filter(|(_, intent)| local || *intent != SearchIntent::Local)
        .map(|(phrase, intent)| {
            let phrase = phrase.trim().to_lowercase();
            match intent {
                SearchIntent::Local => {
                    let placed = match &town {
                        Some(town) if !phrase.contains("near me") && !phrase.contains(town) => {
                            format!("{phrase} {town}")
                        }
                        _ => phrase,
                    };
                    (placed, Intent::Local)
                }
                SearchIntent::Buy => (phrase, Intent::Buy),
                SearchIntent::Compare => (phrase, Intent::Compare),
                SearchIntent::Learn => (phrase, Intent::Learn),
            }
        })
        .filter(|(phrase, _)| (2..=5).contains(&phrase.split_whitespace().count()))
        .collect();
    let mut chosen: Vec<&(String, Intent)> = Vec::with_capacity(5);
    let mut take = |intent: Intent, at_most: usize| {
        let picked: Vec<_> = candidates
            .iter()
            .filter(|(phrase, i)| *i == intent && !chosen.iter().any(|(p, _)| p == phrase))
            .take(at_most)
            .collect();
        chosen.extend(picked);
    };
    take(Intent::Local, 2);
    take(Intent::Buy, 1);
    take(Intent::Compare, 1);
    take(Intent::Learn, 1);
    for candidate in &candidates {
        if chosen.len() < 5 && !chosen.iter().any(|(p, _)| *p == candidate.0) {
            chosen.push(candidate);
        }
    }
    let noun = facts.noun();
    let mut out: Vec<Keyword> = chosen
        .into_iter()
        .take(5)
        .map(|(phrase, intent)| Keyword {
            phrase: phrase.clone(),
            intent: *intent,
            why: why(facts, *intent),
        })
        .collect();
    // A trade file with few searches in this language: the plain searches every trade has.
    for (phrase, intent) in [
        (format!("{noun} prices"), Intent::Compare),
        (format!("best {noun}"), Intent::Compare),
        (format!("{noun} reviews"), Intent::Compare),
        (format!("how to choose a {noun}"), Intent::Learn),
        (format!("{noun} near me"), Intent::Local),
    ] {
        let fits = (2..=5).contains(&phrase.split_whitespace().count());
        if out.len() < 5 && fits && !out.iter().any(|k| k.phrase == phrase) {
            out.push(Keyword { phrase, intent, why: why(facts, intent) });
        }
    }
    out
}

fn why(facts: &Facts, intent: Intent) -> String {
    let customers = facts.customers();
    let act = facts.act();
    match intent {
        Intent::Local => "A search made nearby, often on a phone: the map results answer it, so the Google Business Profile's photos, reviews and hours decide who gets the visit.".to_owned(),
        Intent::Buy => format!("Someone typing this is ready to {act}: send them to the page where they can, not to the home page."),
        Intent::Compare => format!("{} weighing their options: a page or post that answers it honestly (prices, what is included) wins them.", capital(customers)),
        Intent::Learn => format!("A question {customers} ask before they {act}: answer it in a post or an e-mail and they meet you first."),
    }
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}

/// Thirty of the trade's own ideas, in the file's order, each on a channel at work that
/// carries its format: e-mail ideas only with an e-mail channel, customers' stories only once
/// there are customers. Video ideas go to the channel that shows video.
pub fn ideas(facts: &Facts, trade: &Trade, channels: &[Channel]) -> Vec<ContentIdea> {
    let outlets = idea_outlets(channels);
    let has_email = outlets.contains(&Outlet::Email);
    let social: Vec<Outlet> = outlets.iter().copied().filter(|o| *o != Outlet::Email).collect();
    let usable = |Idea(_, format, pillar): &&Idea| {
        (*format != Format::Email || has_email) && !(facts.is_idea() && *pillar == Pillar::Proof)
    };
    // Ideas a channel cannot carry come last rather than not at all: a plan promises 30. Ideas
    // out of season where the business is (autumn in Penang) are left out; the plan tops the
    // list up with general ones.
    let (first, rest): (Vec<&Idea>, Vec<&Idea>) =
        trade.ideas.iter().filter(|i| facts.fits(&i.0)).partition(|i| usable(i));
    let mut turn = 0;
    first
        .into_iter()
        .chain(rest)
        .take(30)
        .map(|Idea(title, format, pillar)| {
            let video = matches!(format, Format::Reel | Format::ShortVideo | Format::Live);
            let outlet = match format {
                // A newsletter carries the long reads too: a guide or an article a week.
                Format::Email | Format::Guide | Format::Article if has_email => Outlet::Email,
                _ if social.is_empty() => outlets[0],
                _ if video => video_outlet(&social).unwrap_or(social[0]),
                _ => {
                    turn += 1;
                    social[(turn - 1) % social.len()]
                }
            };
            ContentIdea {
                title: title.clone(),
                platform: outlet,
                format: format_for(outlet, video).to_owned(),
                pillar: *pillar,
            }
        })
        .collect()
}
