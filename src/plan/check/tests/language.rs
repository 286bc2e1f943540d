//! The keyword language rule: English-only keywords flagged where the place says for sure that
//! people search in another language; left alone where it cannot say, or for visitors.

use super::{broken, checked, lead};
use crate::content::trades::{Catalogue, Language};
use crate::leads::model::NewLead;
use crate::plan::builtin;
use crate::plan::check::Rule;
use crate::plan::check::language::{Reads, reads};
use crate::plan::check::vocabulary::vocabulary;
use crate::plan::model::{Author, Plan};

const ENGLISH: [&str; 5] = [
    "mobile bike repair",
    "bike repair near me",
    "bike service at home",
    "flat tyre repair",
    "bike repair prices",
];

fn bike_repair(place: &str) -> (NewLead, Plan) {
    let lead = lead("Mobile bike repair: we fix bikes at your home or office", place);
    let mut plan = builtin::write(&lead);
    plan.written_by = Author::Ai;
    for (keyword, phrase) in plan.keywords.iter_mut().zip(ENGLISH) {
        keyword.phrase = phrase.to_owned();
    }
    (lead, plan)
}

/// A Dutch town's business with English keywords is flagged; the planner's own Dutch searches
/// and one Dutch search among English ones are not; a search for the business's own name is
/// no search for the trade.
#[test]
fn english_keywords_for_a_business_selling_in_a_dutch_town_are_flagged() {
    let (lead, mut plan) = bike_repair("Utrecht, Netherlands");
    assert_eq!(broken(&lead, &builtin::write(&lead), Rule::KeywordLanguage), vec![]);
    let found = broken(&lead, &plan, Rule::KeywordLanguage);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(found[0].message.contains("is a search in Dutch"), "{found:#?}");
    plan.keywords[4].phrase = "wag tidy ervaringen".to_owned();
    assert_eq!(broken(&lead, &plan, Rule::KeywordLanguage).len(), 1, "the name is no search");
    plan.keywords[4].phrase = "fietsenmaker aan huis".to_owned();
    assert_eq!(broken(&lead, &plan, Rule::KeywordLanguage), vec![]);
    // English in Leeds; in Budapest the checker cannot tell.
    for place in ["Leeds, UK", "Budapest XIII. kerület"] {
        let (elsewhere, plan) = bike_repair(place);
        assert_eq!(broken(&elsewhere, &plan, Rule::KeywordLanguage), vec![], "{place}");
    }
}

/// Each keyword is read for what it is: a Dutch search is Dutch; a word the checker does not
/// know (a typo) is not taken for English, and never raises the alarm either.
#[test]
fn a_keyword_is_read_as_english_dutch_the_name_or_unknown() {
    let vocabulary = vocabulary(Catalogue::defaults());
    let own = vec!["utrecht".to_owned()];
    let brand = vec!["wag".to_owned(), "tidy".to_owned()];
    let read = |phrase: &str| reads(&vocabulary, Language::Nl, phrase, &own, &brand);
    assert_eq!(read("fietsenmaker aan huis"), Reads::Local);
    assert_eq!(read("bike repair utrecht"), Reads::English);
    assert_eq!(read("wag tidy ervaringen"), Reads::Brand);
    assert_eq!(read("bike repiar prices"), Reads::Other);
}

/// The place is read city and English-speaking state first: Geneva is French, Lugano Italian,
/// Liège French; Panama City in Florida, Rome in Georgia and Lima in Ohio are English; a
/// Swiss or Canadian place without a city the product knows is not judged.
#[test]
fn the_language_is_the_one_the_place_says_for_sure() {
    for (place, language) in [
        ("Geneva, Switzerland", "French"),
        ("Lugano, Switzerland", "Italian"),
        ("Liège, Belgium", "French"),
        ("Zürich, Switzerland", "German"),
        ("Montréal, Canada", "French"),
    ] {
        let (lead, plan) = bike_repair(place);
        let found = broken(&lead, &plan, Rule::KeywordLanguage);
        assert_eq!(found.len(), 1, "{place}: {found:#?}");
        assert!(found[0].message.contains(&format!("a search in {language}")), "{place}");
    }
    for place in [
        "Panama City, Florida",
        "Rome, GA",
        "Lima, OH",
        "Paris, TX 75460",
        "Toronto, Canada",
        "Schaffhausen, Switzerland",
        "Luxembourg",
        "Rome, Lazio",
    ] {
        let (lead, plan) = bike_repair(place);
        assert_eq!(broken(&lead, &plan, Rule::KeywordLanguage), vec![], "{place}");
    }
}

/// An Amsterdam tour for tourists is rightly searched in English: the rule is skipped, and the
/// review desk says why.
#[test]
fn a_business_for_tourists_or_expats_is_not_told_to_search_in_the_local_language() {
    let (mut lead, plan) = bike_repair("Amsterdam");
    lead.business_offering = "Guided bike tours of Amsterdam's canals".to_owned();
    lead.ideal_customer = "Tourists and visitors from abroad on a city break".to_owned();
    let checked = checked(&lead, &plan);
    assert!(!checked.violations.iter().any(|v| v.rule == Rule::KeywordLanguage));
    let why = checked.not_run().join(" ");
    assert!(why.contains("tourists, visitors or expats"), "{why}");
    assert!(!checked.ran().contains(&Rule::KeywordLanguage.checks()));
}

/// A built-in plan for a trade it did not recognise has no searches in the market's language
/// to write, whatever the length of the business's name: the rule says it did not run and
/// why, instead of failing the planner's own plan or passing it on the name alone.
#[test]
fn a_built_in_general_plan_abroad_says_the_local_searches_are_the_strategists() {
    let mut lead = lead("Bespoke zither restoration and tuning", "Utrecht, Netherlands");
    lead.business_name = "De Grote Zither Werkplaats van Utrecht".to_owned();
    let plan = builtin::write(&lead);
    assert_eq!(plan.trade, "", "not recognised");
    let phrases: Vec<&str> = plan.keywords.iter().map(|k| k.phrase.as_str()).collect();
    assert!(phrases.contains(&"de grote zither ervaringen"), "{phrases:?}");
    let checked = checked(&lead, &plan);
    assert!(!checked.violations.iter().any(|v| v.rule == Rule::KeywordLanguage));
    let why = checked.not_run().join(" ");
    assert!(why.contains("no searches in Dutch: write them"), "{why}");
}
