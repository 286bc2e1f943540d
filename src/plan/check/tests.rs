//! The rules the blind readers taught the checker: KPI arithmetic, keywords in the market's
//! language, and no idea or task built on another trade's noun. Each is broken on purpose in a
//! plan that otherwise keeps every rule.

use crate::content::Currency;
use crate::leads::model::{BusinessType, NewLead, SellLocation};
use crate::plan::builtin;
use crate::plan::check::{Rule, Violation, check};
use crate::plan::model::{Author, Kpi, Plan};
use crate::plan::tests::Sampler;

fn lead(offering: &str, place: &str) -> NewLead {
    let mut lead = Sampler(11).lead();
    lead.business_name = "Wag & Tidy".to_owned();
    lead.business_type = BusinessType::Other;
    lead.sell_location = SellLocation::Locally;
    lead.specific_location = Some(place.to_owned());
    lead.business_offering = offering.to_owned();
    lead.ideal_customer = "Busy owners of anxious or older dogs".to_owned();
    lead.problem_solved = "No car trip, no cage, no waiting room".to_owned();
    lead.other_challenge = None;
    lead.success_vision = None;
    lead.website = None;
    lead
}

fn groomer() -> NewLead {
    lead("Mobile dog grooming from a van: full grooms, baths, nail trims", "Leeds, UK")
}

fn broken(lead: &NewLead, plan: &Plan, rule: Rule) -> Vec<Violation> {
    check(lead, plan, &Currency::default()).into_iter().filter(|v| v.rule == rule).collect()
}

fn kpi(metric: &str, unit: &str, days: [f64; 3], how: &str) -> Kpi {
    Kpi {
        metric: metric.to_owned(),
        day30: days[0],
        day60: days[1],
        day90: days[2],
        unit: unit.to_owned(),
        how_to_measure: how.to_owned(),
    }
}

/// 700 visitors × 1.2% is 8 orders, not 14: a share row between two counts is read as the
/// rate that links them.
#[test]
fn orders_that_are_not_visitors_times_the_share_who_buy_are_flagged() {
    let lead = groomer();
    let mut plan = builtin::write(&lead);
    let table = |orders: [f64; 3]| {
        vec![
            kpi("Shop visitors", "visitors", [700.0, 900.0, 1200.0], "Your shop's analytics"),
            kpi("Visitors who buy", "%", [1.2, 1.4, 1.6], "Orders divided by visitors"),
            kpi("Orders", "orders", orders, "Your shop's orders report"),
        ]
    };
    plan.kpis = table([14.0, 16.0, 20.0]);
    let found = broken(&lead, &plan, Rule::KpiArithmetic);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(found[0].message.contains("700 (Shop visitors) × 1.2% is about 8"), "{found:#?}");
    plan.kpis = table([8.0, 13.0, 19.0]);
    assert_eq!(broken(&lead, &plan, Rule::KpiArithmetic), vec![]);
}

/// A rate the plan writes in words ("2% of profile visits", "clicks times 4%") is checked
/// against the row it names, the way an AI writes its funnel.
#[test]
fn a_rate_written_in_a_kpi_is_checked_against_the_row_it_names() {
    let lead = groomer();
    let mut plan = builtin::write(&lead);
    plan.written_by = Author::Ai;
    let table = |orders: f64, jobs: f64| {
        vec![
            kpi("Profile visits in the month", "visits", [600.0, 1000.0, 1600.0], "Insights"),
            kpi("Reels published", "videos", [20.0, 40.0, 60.0], "Count the posts"),
            kpi(
                "First orders by DM (2% of profile visits)",
                "orders",
                [orders, 20.0, 32.0],
                "A tally",
            ),
            kpi("Jobs won", "jobs", [jobs, 5.0, 8.0], "About 1 in 4, so this is orders times 25%"),
        ]
    };
    plan.kpis = table(12.0, 3.0);
    assert_eq!(broken(&lead, &plan, Rule::KpiArithmetic), vec![]);
    plan.kpis = table(30.0, 3.0);
    let found = broken(&lead, &plan, Rule::KpiArithmetic);
    assert_eq!(found.len(), 2, "the orders, and the jobs worked out from them: {found:#?}");
    assert!(
        found[0]
            .message
            .contains("\"First orders by DM (2% of profile visits)\" aims for 30 by day 30")
    );
    // Rounding is allowed: ±1 on a small count, 15% on a large one.
    plan.kpis = table(13.0, 4.0);
    assert_eq!(broken(&lead, &plan, Rule::KpiArithmetic), vec![]);
}

/// KPIs that are not a funnel (a share with nothing after it to work out, a percentage of
/// nothing in the table) are left alone.
#[test]
fn kpis_that_are_not_a_funnel_are_left_alone() {
    let lead = groomer();
    let mut plan = builtin::write(&lead);
    plan.kpis = vec![
        kpi("Enquiries", "enquiries", [4.0, 7.0, 10.0], "Your inbox"),
        kpi(
            "Enquiries that become bookings",
            "%",
            [20.0, 24.0, 28.0],
            "Bookings divided by enquiries",
        ),
        kpi("New reviews", "reviews", [2.0, 4.0, 7.0], "Count on Google"),
        kpi("Clients who rebook", "clients", [3.0, 6.0, 9.0], "Aim for 60% of regulars"),
        kpi("Posts a week", "posts", [5.0, 5.0, 5.0], "Keep 100% of the rhythm"),
    ];
    assert_eq!(broken(&lead, &plan, Rule::KpiArithmetic), vec![]);
}

/// A Dutch town's business with English keywords is flagged; the planner's own Dutch searches,
/// an English market and a language the catalogue does not know are not.
#[test]
fn english_keywords_for_a_business_selling_in_a_dutch_town_are_flagged() {
    let lead =
        lead("Mobile bike repair: we fix bikes at your home or office", "Utrecht, Netherlands");
    let mut plan = builtin::write(&lead);
    assert_eq!(broken(&lead, &plan, Rule::KeywordLanguage), vec![], "{:?}", plan.keywords);
    let english = [
        "mobile bike repair utrecht",
        "bike repair near me",
        "bike service at home",
        "flat tyre repair",
        "bike repair prices",
    ];
    for (keyword, phrase) in plan.keywords.iter_mut().zip(english) {
        keyword.phrase = phrase.to_owned();
    }
    let found = broken(&lead, &plan, Rule::KeywordLanguage);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(found[0].message.contains("search in Dutch"), "{found:#?}");
    // One search in Dutch is enough.
    plan.keywords[4].phrase = "fietsenmaker aan huis".to_owned();
    assert_eq!(broken(&lead, &plan, Rule::KeywordLanguage), vec![]);
    // The same English keywords are right in Leeds, and in Budapest the checker cannot tell.
    for place in ["Leeds, UK", "Budapest XIII. kerület"] {
        let mut elsewhere = lead.clone();
        elsewhere.specific_location = Some(place.to_owned());
        plan.keywords[4].phrase = "bike repair prices".to_owned();
        assert_eq!(broken(&elsewhere, &plan, Rule::KeywordLanguage), vec![], "{place}");
    }
}

/// A nail salon's words in a dog groomer's plan are flagged; the groomer's own words, a noun
/// many trades share and a noun the founder used are not.
#[test]
fn an_idea_or_task_on_another_trades_noun_is_flagged() {
    let lead = groomer();
    let mut plan = builtin::write(&lead);
    assert_eq!(plan.trade, "mobile dog grooming");
    assert_eq!(broken(&lead, &plan, Rule::OtherTrade), vec![]);
    plan.content_ideas[0].title = "Why our nail salon uses gel that lasts three weeks".to_owned();
    plan.roadmap[2].tasks[0].text = "Ask every client to book a haircut with the barber".to_owned();
    let found = broken(&lead, &plan, Rule::OtherTrade);
    assert_eq!(found.len(), 2, "{found:#?}");
    assert!(
        found[0].message.contains(
            "\"nail salon\", a word of another trade (nail salon), not of mobile dog grooming"
        ),
        "{found:#?}"
    );
    assert!(
        found[1].message.starts_with("Week 3:") && found[1].message.contains("\"barber\""),
        "{found:#?}"
    );
    // Shared by many trades, or the groomer's own.
    plan.content_ideas[0].title = "A day in the studio with our clients".to_owned();
    plan.roadmap[2].tasks[0].text = "Post a before-and-after of a full groom".to_owned();
    assert_eq!(broken(&lead, &plan, Rule::OtherTrade), vec![]);
    // The founder's own words.
    let mut founder = lead.clone();
    founder.business_offering.push_str(", and a nail salon for owners next door");
    plan.content_ideas[0].title = "Why our nail salon uses gel that lasts three weeks".to_owned();
    assert_eq!(broken(&founder, &plan, Rule::OtherTrade), vec![]);
}

/// An AI's plan names its trade in its own words: the recogniser's trade is used when it is
/// sure and the words agree, and the rule is skipped otherwise.
#[test]
fn an_ai_plan_is_judged_on_the_trade_the_recogniser_is_sure_of() {
    let lead = groomer();
    let mut plan = builtin::write(&lead);
    plan.written_by = Author::Ai;
    plan.trade = "mobile grooming for dogs".to_owned();
    plan.content_ideas[0].title = "Our nail salon's gel of the month".to_owned();
    assert_eq!(broken(&lead, &plan, Rule::OtherTrade).len(), 1);
    plan.trade = "pet care".to_owned();
    assert_eq!(broken(&lead, &plan, Rule::OtherTrade), vec![], "the words disagree: skipped");
    let mut unknown = lead.clone();
    unknown.business_offering = "x".to_owned();
    plan.trade = String::new();
    assert_eq!(broken(&unknown, &plan, Rule::OtherTrade), vec![], "no trade: skipped");
}
