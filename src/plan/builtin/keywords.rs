//! The general plan's five keywords, for a business whose trade was not recognised: what the
//! founder says they sell, with the town where people look nearby, before the survey type's
//! general searches.

use super::super::model::{Intent, Keyword};
use super::facts::Facts;
use super::lexicon::Model;
use crate::content::trades::Language;
use crate::leads::model::BusinessType;

/// Five searches real people type: the recognised trade's (or the type's), with the place
/// for a business found nearby; where people nearby search in another language than English,
/// the last is the search they type there for the business itself.
pub fn keywords(facts: &Facts) -> Vec<Keyword> {
    let mut out = general(facts);
    if let Some(own) =
        in_local_language(facts).filter(|own| !out.iter().any(|k| k.phrase == own.phrase))
    {
        out.truncate(4);
        out.push(own);
    }
    out
}

/// What people nearby type, in their language, once they have heard of the business: its name
/// and their word for reviews ("padaria estrela avaliações").
fn in_local_language(facts: &Facts) -> Option<Keyword> {
    let word = super::super::market::reviews_word(facts.language).filter(|_| facts.local)?;
    let name: String = facts
        .name
        .chars()
        .map(|c| if c.is_alphanumeric() || c == '\'' || c == '&' { c } else { ' ' })
        .collect::<String>()
        .to_lowercase();
    // A long name is typed by its first words.
    let name: Vec<&str> = name.split_whitespace().collect();
    let typed = if name.len() > 4 { &name[..3] } else { &name[..] };
    let phrase = format!("{} {word}", typed.join(" "));
    (2..=5).contains(&phrase.split_whitespace().count()).then(|| Keyword {
        phrase,
        intent: Intent::Compare,
        why: format!(
            "People nearby search in their own language; once they have heard of {} they look up what others say, so ask every happy customer for a Google review.",
            facts.name
        ),
    })
}

fn general(facts: &Facts) -> Vec<Keyword> {
    // What the founder says they sell is searched for before the type's general words.
    let product = facts.product.clone();
    // Without a product phrase, a business behind "Something else" has no general searches
    // worth paying for; the searches for its own name are real, and it should own them.
    if product.is_none()
        && facts.lead.business_type == BusinessType::Other
        && let Some(brand) = brand_searches(facts)
    {
        return brand;
    }
    let searches: &[(&str, Intent)] = if product.is_some() { &[] } else { &facts.words.searches };
    let noun = product.as_deref().unwrap_or(facts.noun());
    let mut out: Vec<Keyword> = Vec::with_capacity(5);
    let local_trade = facts.local;
    if local_trade {
        let place = facts.place.as_deref().map(|p| super::super::market::town(p, Language::En));
        let first = match &place {
            Some(place) => format!("{noun} {place}"),
            None => format!("{noun} near me"),
        };
        let fits = |phrase: &str| phrase.split_whitespace().count() <= 5;
        if fits(&first) {
            out.push(Keyword {
            phrase: first.to_lowercase(),
            intent: Intent::Local,
            why: "The search of someone ready to go today; your Google Business Profile and your page should both answer it.".to_owned(),
            });
        }
        if place.is_some() && fits(&format!("{noun} near me")) {
            out.push(Keyword {
                phrase: format!("{noun} near me").to_lowercase(),
                intent: Intent::Local,
                why: "What people type on their phone nearby; Google answers it with the map, so reviews and photos decide who gets the visit.".to_owned(),
            });
        }
    }
    // The trade's searches (the first with the place where it is local), then the same plainly
    // where a place made one too long or a duplicate, then the searches any trade has.
    // How the business sells decides what its buyers type: a call-out is searched for when it
    // is needed, a supplier to organisations by what it provides and to whom.
    // Without a product phrase the motions' searches would be built on "small business".
    let general = if facts.on_call && product.is_some() {
        [
            // "Emergency call-outs for burst pipes" is not searched as "emergency emergency…".
            (
                if noun.contains("emergency") {
                    noun.to_owned()
                } else {
                    format!("emergency {noun}")
                },
                Intent::Buy,
            ),
            (format!("same day {noun}"), Intent::Buy),
            (format!("{noun} cost"), Intent::Compare),
        ]
    } else if facts.organisations && product.is_some() && !noun.contains(" for ") {
        [
            (format!("{noun} for companies"), Intent::Buy),
            (format!("{noun} provider"), Intent::Compare),
            (format!("{noun} pricing"), Intent::Compare),
        ]
    } else if !local_trade && product.is_some() {
        // Sold further than the town, it is searched first by its own name.
        [
            (noun.to_owned(), Intent::Buy),
            (format!("{noun} prices"), Intent::Compare),
            (format!("best {noun}"), Intent::Compare),
        ]
    } else {
        [
            (format!("{noun} prices"), Intent::Compare),
            (format!("best {noun}"), Intent::Compare),
            (format!("{noun} reviews"), Intent::Compare),
        ]
    };
    let candidates = searches
        .iter()
        .map(|(phrase, intent)| ((*phrase).to_owned(), *intent, true))
        .chain(searches.iter().map(|(phrase, intent)| ((*phrase).to_owned(), *intent, false)))
        .chain(general.into_iter().map(|(phrase, intent)| (phrase, intent, false)))
        .chain(product.iter().flat_map(|p| {
            // Work done by hand is not bought "online" unless all of it is.
            let online = !super::offering::is_service(p)
                || facts.lead.sell_location == crate::leads::model::SellLocation::OnlineOnly;
            let online = online.then(|| (format!("{p} online"), Intent::Buy, false));
            online.into_iter().chain([(format!("{p} cost"), Intent::Compare, false)])
        }))
        .chain(
            facts
                .words
                .searches
                .iter()
                .map(|(phrase, intent)| ((*phrase).to_owned(), *intent, false)),
        );
    for (phrase, intent, placed) in candidates {
        if out.len() == 5 {
            break;
        }
        let phrase = match (&facts.place, intent, local_trade) {
            (Some(place), Intent::Buy | Intent::Compare, true) if placed && out.len() < 3 => {
                format!("{phrase} {}", super::super::market::town(place, Language::En))
            }
            _ => phrase.to_lowercase(),
        };
        if !(2..=5).contains(&phrase.split_whitespace().count())
            || out.iter().any(|k| k.phrase == phrase)
        {
            continue;
        }
        let why = match intent {
            Intent::Buy => format!("Someone typing this is ready to {}: send them to the page where they can, not to the home page.", facts.act()),
            Intent::Compare => "People comparing before they choose: a page or post that answers it honestly (prices, what is included) wins them.".to_owned(),
            Intent::Learn => format!("A question your {} ask before they {}: answer it in a post or an e-mail and they meet you first.", facts.customers(), facts.act()),
            Intent::Local => "A nearby search: the map results decide it, so keep the profile's photos and reviews fresh.".to_owned(),
        };
        out.push(Keyword { phrase, intent, why });
    }
    out
}

/// Five searches for the business's own name: what people type once they have heard of it.
fn brand_searches(facts: &Facts) -> Option<Vec<Keyword>> {
    let name = facts.name.to_lowercase();
    let words = name.split_whitespace().count();
    // Only a name people can type as it is: words, not quotes or symbols.
    let plain = name.chars().all(|c| c.is_alphanumeric() || matches!(c, ' ' | '-' | '\'' | '&'));
    if !(1..=3).contains(&words) || !plain {
        return None;
    }
    let own = "People who heard of you look you up before they buy: your own page and profiles should be what they find.";
    let mut phrases = vec![
        (format!("{name} reviews"), Intent::Compare),
        (format!("{name} prices"), Intent::Compare),
    ];
    // "Safi Laundry Arusha" is searched as it is, not as "safi laundry arusha arusha".
    // The town as a word of the name: "bath" is not in "bathroom bliss".
    let named = |town: &str| format!(" {name} ").contains(&format!(" {town} "));
    match facts.town() {
        Some(town) if named(&town) => phrases.push((name.clone(), Intent::Local)),
        Some(town) => phrases.push((format!("{name} {town}"), Intent::Local)),
        None => {}
    }
    phrases.extend(match facts.model {
        Model::WalkIn => [
            (format!("{name} opening hours"), Intent::Local),
            (format!("{name} menu"), Intent::Buy),
        ],
        Model::Bookings => {
            [(format!("{name} booking"), Intent::Buy), (format!("{name} contact"), Intent::Buy)]
        }
        Model::Shop => [
            (format!("{name} discount code"), Intent::Buy),
            (format!("{name} shipping"), Intent::Compare),
        ],
        Model::Leads => [
            (format!("{name} case studies"), Intent::Compare),
            (format!("{name} contact"), Intent::Buy),
        ],
    });
    phrases.push((format!("is {name} worth it"), Intent::Compare));
    let out: Vec<Keyword> = phrases
        .into_iter()
        .filter(|(phrase, _)| (2..=5).contains(&phrase.split_whitespace().count()))
        .take(5)
        .map(|(phrase, intent)| Keyword { phrase, intent, why: own.to_owned() })
        .collect();
    (out.len() == 5).then_some(out)
}
