//! How a business the catalogue does not know sells, read from the answers: to organisations
//! (an office manager, a care-home chain, an orchard) rather than to people buying for
//! themselves, and on call, when something has gone wrong and the buyer wants someone now.
//! Both decide the general plan's motion: accounts won in conversations and pilots, or a phone
//! that is answered and the people who pass the call on.

/// Words in the ideal customer that name an organisation or a role in one.
const ORGANISATIONS: &str = "businesses business companies company employers offices office firms \
    agencies brands retailers shops stores restaurants cafés cafes bars pubs hotels hostels \
    clinics practices schools universities colleges nurseries councils municipalities hospitals \
    chains manufacturers wholesalers distributors growers farms orchards orchardists vineyards \
    wineries packhouses landlords developers contractors builders venues startups fleets saccos \
    cooperatives co-ops nonprofits charities libraries museums galleries izakayas salons gyms \
    managers directors executives officers procurement hr ceos b2b coworkings coworking";

/// Words after an organisation's word that make it people after all ("office workers",
/// "hotel guests").
const PEOPLE_AT: &str = "workers worker employees staff guests visitors people commuters kids \
    children students patients members";

/// Words that name people buying for themselves or their family.
const PEOPLE: &str = "households homeowners families parents mums moms dads mothers fathers mamás \
    papás couples brides newlyweds students retirees seniors pensioners tourists visitors \
    travellers travelers expats commuters gamers readers women men teenagers teens kids children \
    individuals singles";

/// What people own, before "owners" or after "owners of", that makes them people, not
/// businesses ("dog owners", "owners of old houses").
const OWNED_BY_PEOPLE: &str = "dog dogs pet pets cat cats horse horses home homes house houses \
    car cars bike bikes boat boats garden gardens pool pools property properties cottage \
    cottages apartment apartments flat flats villa villas";

/// Words in the offering or the problem that say the buyer needs someone now.
/// ("Delivered the same day" is a shop's promise, not a call-out.)
const URGENT: &str = "emergency emergencies urgent urgently call-out callout call-outs 24/7 burst \
    lockout locked swarm swarms rescue breakdown breakdowns flooded flooding stranded";

fn has(list: &str, word: &str) -> bool {
    list.split_whitespace().any(|w| w == word)
}

fn words(text: &str) -> Vec<String> {
    text.split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | ';' | ':' | '(' | ')'))
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric() && c != '/').to_lowercase())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Whether the buyers are organisations: the ideal customer names one (or a role in one)
/// before it names people buying for themselves, or the offering says it is sold to them.
pub fn to_organisations(ideal_customer: &str, offering: &str) -> bool {
    let said = words(ideal_customer);
    // "Owners" are a business's unless what they own is a person's: "dog owners", "owners of
    // old houses".
    let owns_a_business = |at: usize| {
        let before = at.checked_sub(1).map(|b| said[b].as_str());
        let after = said.get(at + 1).filter(|w| *w == "of").map(|_| &said[at + 2..]);
        let of_people =
            after.is_some_and(|rest| rest.iter().take(3).any(|w| has(OWNED_BY_PEOPLE, w)));
        !before.is_some_and(|w| has(OWNED_BY_PEOPLE, w)) && !of_people
    };
    let organisation = said.iter().enumerate().position(|(at, w)| {
        let people_there = said.get(at + 1).is_some_and(|next| has(PEOPLE_AT, next));
        (has(ORGANISATIONS, w) && !people_there) || (w == "owners" && owns_a_business(at))
    });
    // People who own something of their own count as people: "boat owners", "dog owners".
    let people = said
        .iter()
        .enumerate()
        .position(|(at, w)| has(PEOPLE, w) || (w == "owners" && !owns_a_business(at)));
    let sold_to = words(offering).windows(3).any(|w| {
        (w[0] == "sold" || w[0] == "sell") && w[1] == "to" && has(ORGANISATIONS, &w[2])
            || w.iter().any(|w| w == "b2b")
    });
    match (organisation, people) {
        (Some(org), Some(person)) => org < person || sold_to,
        (Some(_), None) => true,
        (None, _) => sold_to,
    }
}

/// Words that say goods are packed and sent: a bag, a box, shipping.
const PACKED: &str = "ship ships shipped shipping parcel parcels bag bags box boxes jar jars \
    bottle bottles pack packs packet packets tin tins delivered post posted";

/// Whether the offering speaks of goods packed and sent ("$12 a bag, shipped from Omaha"), not
/// of a service that uses the same nouns.
pub fn sends_goods(offering: &str) -> bool {
    words(offering).iter().any(|w| has(PACKED, w))
}

/// Words that say the business sells only to the trade: "wholesale", "not to the public".
const WHOLESALE: &str = "wholesale b2b mayorista mayoristas atacado atacadista groothandel \
    großhandel grossiste ingrosso";

/// Whether the offering says it sells to the trade only, whatever it sells: "only wholesale to
/// cafés and hotels", "we don't sell to the public".
pub fn wholesale(offering: &str) -> bool {
    let said = words(offering);
    let denied = said.iter().any(|w| matches!(w.as_str(), "don't" | "dont" | "not" | "never"));
    said.iter().any(|w| has(WHOLESALE, w))
        || said.windows(2).any(|w| w[0] == "por" && w[1] == "mayor")
        || (denied && said.windows(3).any(|w| w[0] == "to" && w[1] == "the" && w[2] == "public"))
}

/// Whether the business is called when something has gone wrong: an emergency, a call-out, a
/// swarm, a burst pipe.
pub fn on_call(offering: &str, problem_solved: &str) -> bool {
    let said = [offering, problem_solved].map(words).concat();
    said.iter().any(|w| has(URGENT, w)) || said.windows(2).any(|w| w[0] == "call" && w[1] == "out")
}

/// Currencies as founders write them, before or after the amount, and about what one unit is
/// worth in US dollars: enough to tell a €3 job from a 60,000 MAD project.
const CURRENCIES: &[(&str, f64)] = &[
    ("nz$", 0.6),
    ("a$", 0.65),
    ("c$", 0.73),
    ("r$", 0.2),
    ("mx$", 0.055),
    ("us$", 1.0),
    ("$", 1.0),
    ("€", 1.1),
    ("eur", 1.1),
    ("£", 1.3),
    ("gbp", 1.3),
    ("¥", 0.007),
    ("yen", 0.007),
    ("円", 0.007),
    ("₹", 0.012),
    ("rs", 0.012),
    ("inr", 0.012),
    ("rupees", 0.012),
    ("ksh", 0.0078),
    ("kes", 0.0078),
    ("mad", 0.1),
    ("dh", 0.1),
    ("dirhams", 0.1),
    ("zł", 0.25),
    ("pln", 0.25),
    ("pesos", 0.055),
    ("mxn", 0.055),
    ("reais", 0.2),
    ("brl", 0.2),
    ("chf", 1.1),
    ("kr", 0.1),
    ("sek", 0.1),
    ("nok", 0.1),
    ("dkk", 0.15),
    ("฿", 0.028),
    ("baht", 0.028),
    ("₱", 0.018),
    ("php", 0.018),
    ("₦", 0.0007),
    ("naira", 0.0007),
    ("tl", 0.03),
    ("₺", 0.03),
    ("aud", 0.65),
    ("cad", 0.73),
    ("nzd", 0.6),
    ("usd", 1.0),
];

/// The dearest thing the offering prices, in rough US dollars: each amount written with a
/// currency ("€3", "6,900 €", "KSh 80,000", "¥180–¥350", "3.000-6.000€"); None when it names
/// no price.
pub fn top_price_usd(offering: &str) -> Option<f64> {
    let lower = offering.to_lowercase();
    let chars: Vec<(usize, char)> = lower.char_indices().collect();
    let mut best: Option<f64> = None;
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].1.is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && (chars[i].1.is_ascii_digit() || matches!(chars[i].1, ',' | '.')) {
            i += 1;
        }
        let raw = lower[chars[start].0..chars.get(i).map_or(lower.len(), |c| c.0)]
            .trim_end_matches(['.', ',']);
        let Some(amount) = amount(raw) else { continue };
        let before = lower[..chars[start].0].trim_end().trim_end_matches(['-', '–']).trim_end();
        let after = lower[chars.get(i).map_or(lower.len(), |c| c.0)..].trim_start();
        // A range's first amount takes the currency written after the second ("3.000-6.000€").
        let after_range = after.trim_start_matches(['-', '–']).trim_start();
        let after_range =
            after_range.trim_start_matches(|c: char| c.is_ascii_digit() || matches!(c, ',' | '.'));
        let rate = CURRENCIES
            .iter()
            .find(|(mark, _)| {
                let word = |text: &str| {
                    !mark.chars().all(char::is_alphabetic)
                        || !text.chars().next().is_some_and(char::is_alphabetic)
                };
                before.ends_with(mark)
                    && word(&before[..before.len() - mark.len()].chars().rev().collect::<String>())
                    || [after, after_range.trim_start()]
                        .iter()
                        .any(|text| text.starts_with(mark) && word(&text[mark.len()..]))
            })
            .map(|(_, rate)| *rate);
        if let Some(rate) = rate {
            let usd = amount * rate;
            best = Some(best.map_or(usd, |b: f64| b.max(usd)));
        }
    }
    best
}

/// "6,900" → 6900, "3.000" → 3000 (a separator before three digits groups thousands), "2.50"
/// → 2.5.
fn amount(raw: &str) -> Option<f64> {
    let mut digits = String::new();
    let parts: Vec<&str> = raw.split([',', '.']).collect();
    for (n, part) in parts.iter().enumerate() {
        if n > 0 && !(part.len() == 3 && parts.len() > 1) && n == parts.len() - 1 {
            digits.push('.');
        }
        digits.push_str(part);
    }
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::{on_call, to_organisations, top_price_usd};

    #[test]
    fn the_dearest_price_is_read_in_any_currency() {
        let near = |offering: &str, usd: f64| {
            let read = top_price_usd(offering).unwrap_or(-1.0);
            assert!((read - usd).abs() <= usd * 0.01 + 0.01, "{offering}: {read}");
        };
        near("Kitchen knives €3 each, scissors €8, a fortnightly contract for €35/month.", 38.5);
        near("Sold to employers: 6,900 € per group of up to 8, or 95 €/h one-to-one.", 7590.0);
        near(
            "A private villa hammam starts around 60,000 MAD, hotel spas 300,000 MAD and up",
            30000.0,
        );
        near("Onigiri ¥180–¥350 each. Lunch set ¥650.", 4.55);
        near("A full stairwell can be 3.000-6.000€.", 6600.0);
        near("Basic plan ₹6,000/month, with hospital accompaniment ₹12,000/month.", 144.0);
        near("Full exterior nganya designs from KSh 80,000", 624.0);
        near("Tuning $120, repairs quoted.", 120.0);
        assert_eq!(top_price_usd("12-week programme for 8 people, 2 visits on site"), None);
    }

    #[test]
    fn buyers_who_are_organisations_are_told_from_people() {
        let organisations = [
            "Orchard and vineyard managers and packhouse operators who find swarms in bins",
            "Owners and managers of kimono rental shops with 150+ sets",
            "Matatu owners and SACCO managers on routes 44 and 46",
            "HR and care directors at private care home chains",
            "Office managers and HR people at IT companies with 30-200 staff",
            "Small business owners who hate bookkeeping",
        ];
        for answer in organisations {
            assert!(to_organisations(answer, ""), "{answer}");
        }
        let people = [
            "Mamás and papás whose kid panics at a normal barbería; many find us through therapists",
            "Dog owners in Leeds who work full time",
            "Busy parents who want a hot dinner, and the odd office worker",
            "Home cooks who own good Japanese knives",
            "Couples getting married in the Algarve",
            "Owners of old houses doing a renovation, and the architects who do these works",
            "Office workers near Korinbo at lunch. Tourists walking to Omicho.",
            "Boat owners in the marinas around Split, and later a few charter companies",
        ];
        for answer in people {
            assert!(!to_organisations(answer, ""), "{answer}");
        }
        assert!(to_organisations(
            "Nurses recruited from abroad",
            "Ward Finnish coaching. Sold to employers: 6,900 € per group"
        ));
    }

    #[test]
    fn selling_only_to_the_trade_is_read_in_any_words() {
        assert!(super::wholesale(
            "We bake alfajores but we don't sell to the public, only to cafés"
        ));
        assert!(super::wholesale("Wholesale coffee beans for cafés"));
        assert!(!super::wholesale("Fresh bread for the public market on Saturdays"));
        assert!(super::sends_goods("Planning $12 a bag and a $29/month box, shipped from Omaha"));
        assert!(!super::sends_goods("We handle vet certificates, permits and flights for pets"));
    }

    #[test]
    fn a_call_out_is_told_from_a_booking() {
        assert!(on_call("Bee swarm collection. Swarm call-out $120", ""));
        assert!(on_call("Plumbing repairs", "A burst pipe at 2am needs someone now"));
        assert!(on_call("Locksmith: locked out? Emergency call-outs 24/7", ""));
        assert!(!on_call("Baby clothes, photographed, sold on WhatsApp", "delivered the same day"));
        assert!(!on_call("Sensory-friendly haircuts for children", "Kids panic at the barber"));
        assert!(!on_call("Workplace Finnish coaching for nurses", "They call in sick"));
    }
}
