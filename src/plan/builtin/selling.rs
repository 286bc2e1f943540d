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
    wineries packhouses landlords contractors builders venues startups fleets saccos \
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
    individuals singles people professionals";

/// Businesses named in the singular before "owners" ("shop owners", "matatu owners" are not:
/// see `owns_a_business`).
const OWNED_BUSINESSES: &str = "business shop store restaurant cafe café bar pub hotel hostel \
    salon gym clinic farm orchard vineyard winery company agency studio rental fleet matatu \
    izakaya bakery practice nursery school franchise boutique";

/// Words in the offering or the problem that say the buyer needs someone now. ("Delivered the
/// same day" is a shop's promise, not a call-out.)
const URGENT: &str = "emergency emergencies urgent urgently call-out callout call-outs 24/7 burst \
    lockout swarm swarms";

/// Words of trouble that say so only in the offering, where they name the work ("breakdown
/// recovery"); in the problem they are as often a figure of speech ("an inbox flooded").
const URGENT_WORK: &str = "locked rescue breakdown breakdowns flooded flooding stranded";

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
    // "Owners" own a business only where it is named: "shop owners", "small business owners",
    // "owners and managers of rental shops"; "dog owners" and "owners of old houses" are people.
    let business = |w: &str| has(OWNED_BUSINESSES, w) || has(ORGANISATIONS, w);
    let owns_a_business = |at: usize| {
        let before = at.checked_sub(1).is_some_and(|b| business(&said[b]));
        let after = said.iter().skip(at + 1).take(6).any(|w| business(w));
        before || after
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

/// Whether the offering says its goods are made by the business ("made by hand in our
/// family workshop", "handmade", "made to order"): things people order from afar, as from a
/// shop, not by a call.
pub fn made_by_hand(offering: &str) -> bool {
    let text = format!(" {} ", words(offering).join(" "));
    ["handmade", "handcrafted", "hand made", "made by hand", "made to order", "we make", "i make"]
        .iter()
        .any(|said| text.contains(&format!(" {said} ")))
}

/// Occasions a business is booked for once: a wedding, a funeral, a party.
const OCCASIONS: &str = "wedding weddings funeral funerals party parties event events celebration \
    celebrations ceremony ceremonies christening christenings birthday birthdays anniversary \
    anniversaries graduation graduations festival festivals bodas casamentos mariages hochzeiten \
    bruiloften matrimoni";

/// Whether the business is booked for occasions that do not repeat (tents for weddings and
/// funerals, a band for parties): named in the offering's first sentence or by the ideal
/// customer.
pub fn for_occasions(offering: &str, ideal_customer: &str) -> bool {
    let first = offering.split(['.', '!', '?', '\n']).next().unwrap_or_default();
    words(first).iter().chain(&words(ideal_customer)).any(|w| has(OCCASIONS, w))
}

/// Words that say the business sells only to the trade: "wholesale", "not to the public".
const WHOLESALE: &str = "wholesale b2b mayorista mayoristas atacado atacadista groothandel \
    großhandel grossiste ingrosso";

/// Whether the offering says it sells to the trade only, whatever it sells: "only wholesale to
/// cafés and hotels", "we don't sell to the public".
pub fn wholesale(offering: &str) -> bool {
    let said = words(offering);
    let denial = |w: &String| matches!(w.as_str(), "don't" | "dont" | "not" | "never");
    // "At wholesale prices" is a shop's promise to the public.
    let priced = |at: usize| said.get(at + 1).is_some_and(|w| w.starts_with("price"));
    said.iter().enumerate().any(|(at, w)| has(WHOLESALE, w) && !priced(at))
        || said.windows(2).any(|w| w[0] == "por" && w[1] == "mayor")
        // "We don't sell to the public": a denial in the four words before.
        || said.windows(3).enumerate().any(|(at, w)| {
            w.iter().map(String::as_str).eq(["to", "the", "public"])
                && said[at.saturating_sub(4)..at].iter().any(denial)
        })
}

/// Whether the business is called when something has gone wrong: an emergency, a call-out, a
/// swarm, a burst pipe.
pub fn on_call(offering: &str, problem_solved: &str) -> bool {
    let (offered, problem) = (words(offering), words(problem_solved));
    let said: Vec<&String> = offered.iter().chain(&problem).collect();
    said.iter().any(|w| has(URGENT, w))
        || said.windows(2).any(|w| w[0] == "call" && w[1] == "out")
        || offered.iter().any(|w| has(URGENT_WORK, w))
}

/// The dearest thing the offering prices, in rough US dollars: each amount written with a
/// currency ("€3", "6,900 €", "KSh 80,000", "¥180–¥350", "3.000-6.000€"); None when it names
/// no price.
pub fn top_price_usd(offering: &str) -> Option<f64> {
    let lower = offering.to_lowercase();
    let chars: Vec<(usize, char)> = lower.char_indices().collect();
    let at = |i: usize| chars.get(i).map_or(lower.len(), |c| c.0);
    let digit = |i: usize| chars.get(i).is_some_and(|c| c.1.is_ascii_digit());
    let mut best: Option<f64> = None;
    // Where the last amount with a currency ended, and its rate: "$60–200" is dollars twice.
    let mut previous: Option<(usize, f64)> = None;
    let mut i = 0;
    while i < chars.len() {
        if !digit(i) {
            i += 1;
            continue;
        }
        let start = i;
        loop {
            while digit(i) || chars.get(i).is_some_and(|c| matches!(c.1, ',' | '.')) {
                i += 1;
            }
            // "3 000 €": a space before three digits groups thousands.
            let grouped = chars.get(i).is_some_and(|c| c.1 == ' ')
                && (1..=3).all(|k| digit(i + k))
                && !digit(i + 4);
            if !grouped {
                break;
            }
            i += 1;
        }
        let raw = lower[at(start)..at(i)].replace(' ', "");
        let Some(mut amount) = amount(raw.trim_end_matches(['.', ','])) else { continue };
        // "$5k": thousands.
        if chars.get(i).is_some_and(|c| c.1 == 'k')
            && !chars.get(i + 1).is_some_and(|c| c.1.is_alphabetic())
        {
            amount *= 1000.0;
            i += 1;
        }
        let before = lower[..at(start)].trim_end();
        let second_of_range = before.ends_with(['-', '–']);
        let before = before.trim_end_matches(['-', '–']).trim_end().trim_end_matches('.');
        let after = lower[at(i)..].trim_start();
        // A range's first amount takes the currency written after the second ("3.000-6.000€").
        let after_range = after
            .strip_prefix(['-', '–'])
            .map(|rest| {
                rest.trim_start()
                    .trim_start_matches(|c: char| c.is_ascii_digit() || matches!(c, ',' | '.'))
            })
            .map(str::trim_start);
        let marked = |text: &str, mark: &str| {
            // A currency written in letters is a word of its own ("mad", not "made").
            let spelled = mark.chars().all(|c| c.is_ascii_alphabetic());
            !spelled || !text.chars().next().is_some_and(char::is_alphabetic)
        };
        let rate = CURRENCIES
            .iter()
            .find(|(mark, _)| {
                let ahead =
                    |text: &str| text.starts_with(mark) && marked(&text[mark.len()..], mark);
                (before.ends_with(mark)
                    && marked(
                        &before[..before.len() - mark.len()].chars().rev().collect::<String>(),
                        mark,
                    ))
                    || ahead(after)
                    || after_range.is_some_and(ahead)
            })
            .map(|(_, rate)| *rate)
            .or_else(|| {
                let (end, rate) = previous?;
                let between = lower[end..at(start)].trim().trim_matches(['-', '–']).trim();
                (second_of_range && between.is_empty()).then_some(rate)
            });
        if let Some(rate) = rate {
            let usd = amount * rate;
            best = Some(best.map_or(usd, |b: f64| b.max(usd)));
            previous = Some((at(i), rate));
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

mod currencies;
use currencies::CURRENCIES;

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
        near("Programme pour PME : 3 000 € par groupe", 3300.0);
        near("Websites for law firms from $5k", 5000.0);
        near("Tuning $60–200 per visit", 200.0);
        near("About 50 euros a session", 55.0);
        near("New harp from ₲ 4.500.000. Also repairs.", 585.0);
        near("Shirt 0.35 JD, dishdasha 0.75 JD, suit 3.5 JD.", 4.935);
        near("Yogurt 1 kg 4.50 лв, sirene 16 лв/kg.", 8.8);
        near("Sneakers from RD$ 5,500, also Crocs.", 93.5);
        near("Paid US$ 40 a month", 40.0);
        near("A 500 L qvevri is about 1,300 GEL", 481.0);
        near("Gel polish UGX 35,000", 9.45);
        near("Rs. 6,000 a month", 72.0);
        near("一回500円から", 3.5);
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
            "Busy professionals who work in offices",
            "Motorbike owners who ride at weekends",
            "Owners of vintage typewriters",
            "Junior developers preparing for interviews",
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
        assert!(!super::wholesale("Lavender farm open to the public in July; not open in winter"));
        assert!(!super::wholesale("Designer perfume at wholesale prices"));
        assert!(super::sends_goods("Planning $12 a bag and a $29/month box, shipped from Omaha"));
        assert!(!super::sends_goods("We handle vet certificates, permits and flights for pets"));
        assert!(super::made_by_hand("Paraguayan harps made by hand in our family taller"));
        assert!(super::made_by_hand("Handmade falcon hoods"));
        assert!(!super::made_by_hand("Repairs of harps: strings, bridge, cracked soundboard"));
    }

    #[test]
    fn a_call_out_is_told_from_a_booking() {
        assert!(on_call("Bee swarm collection. Swarm call-out $120", ""));
        assert!(on_call("Plumbing repairs", "A burst pipe at 2am needs someone now"));
        assert!(on_call("Locksmith: locked out? Emergency call-outs 24/7", ""));
        assert!(!on_call("Baby clothes, photographed, sold on WhatsApp", "delivered the same day"));
        assert!(!on_call("Sensory-friendly haircuts for children", "Kids panic at the barber"));
        assert!(!on_call("Workplace Finnish coaching for nurses", "They call in sick"));
        assert!(!on_call("Virtual assistant for founders", "Founders whose inbox is flooded"));
        assert!(on_call("Breakdown recovery for vans on the A1", ""));
    }
}
