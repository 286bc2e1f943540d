//! The other-trade rules: another trade's nouns in an idea or a task flagged, each by its own
//! rule; nouns the plan's trade or the founder shares left alone.

use super::{broken, checked, groomer, lead};
use crate::content::trades::Catalogue;
use crate::plan::builtin;
use crate::plan::check::{Rule, check};
use crate::plan::model::Author;

/// A nail salon's words in a dog groomer's plan are flagged, an idea by one rule and a task
/// by the other (in section mode each is judged with the part that writes it); the groomer's
/// own words and a noun the founder used are not.
#[test]
fn an_idea_or_task_on_another_trades_noun_is_flagged_by_its_own_rule() {
    let lead = groomer();
    let mut plan = builtin::write(&lead);
    assert_eq!(plan.trade, "mobile dog grooming");
    assert!(checked(&lead, &plan).violations.is_empty());
    plan.content_ideas[0].title = "Why our nail salon uses gel that lasts three weeks".to_owned();
    plan.roadmap[2].tasks[0].text = "Ask every client to book a haircut with the barber".to_owned();
    let ideas = broken(&lead, &plan, Rule::OtherTrade);
    let tasks = broken(&lead, &plan, Rule::OtherTradeTask);
    assert_eq!((ideas.len(), tasks.len()), (1, 1), "{ideas:#?} {tasks:#?}");
    assert_eq!(
        ideas[0].message,
        "The idea \"Why our nail salon uses gel that lasts three weeks\" mentions \"nail salon\", which belongs to a different business and appears nowhere in the answers: rewrite it for mobile dog grooming or drop it."
    );
    assert!(tasks[0].message.starts_with("Week 3: the task"), "{tasks:#?}");
    assert!(tasks[0].message.contains("\"barber\""), "{tasks:#?}");
    // The groomer's own words.
    plan.content_ideas[0].title = "A day on the road with our clients".to_owned();
    plan.roadmap[2].tasks[0].text = "Post a before-and-after of a full groom".to_owned();
    assert!(checked(&lead, &plan).violations.is_empty());
    // The founder's own words.
    let mut founder = lead.clone();
    founder.business_offering.push_str(", and a nail salon for owners next door");
    plan.content_ideas[0].title = "Why our nail salon uses gel that lasts three weeks".to_owned();
    assert!(checked(&founder, &plan).violations.is_empty());
}

/// Nouns another trade's names use, good in these plans: the plan's trade or its answers use
/// every word of them, in one form or the other ("coaching session" and "coaching sessions"
/// are one noun), or they are everyday words more trades use.
#[test]
fn nouns_the_plans_own_trade_shares_are_not_another_trades() {
    let cases = [
        (
            "Personal training: one-to-one sessions in the park",
            "personal training",
            "Book a training session before the holidays",
        ),
        (
            "Personal training: one-to-one sessions in the park",
            "personal training",
            "Supplements: what you need and what you don't",
        ),
        (
            "Career coaching for people changing jobs",
            "career coaching",
            "What happens in our coaching sessions",
        ),
        (
            "Business coaching for owners of small firms",
            "business coaching",
            "Three coaching sessions that changed a business",
        ),
        (
            "Wedding photography: the whole day, documentary style",
            "wedding photography",
            "What to wear to your photo session",
        ),
        (
            "Wedding photography: the whole day, documentary style",
            "wedding photography",
            "Why couples add videography",
        ),
        (
            "Physiotherapy for sports injuries and back pain",
            "physiotherapy practice",
            "What happens in a therapy session",
        ),
        (
            "Massage therapy: deep tissue and sports massage",
            "massage therapy",
            "What happens in a therapy session",
        ),
        (
            "Freelance web design for small businesses",
            "freelance web design",
            "Copywriting for your home page",
        ),
        (
            "Interior design for homes and small offices",
            "interior design",
            "Working with your architect on the layout",
        ),
        (
            "Health coaching for busy parents",
            "health coaching",
            "Supplements: what you need and what you don't",
        ),
        (
            "Personal training: one-to-one sessions in the park",
            "personal training",
            "Review your ad placements",
        ),
    ];
    let mut wrong = Vec::new();
    for (offering, trade, title) in cases {
        let mut lead = lead(offering, "Leeds, UK");
        lead.ideal_customer = "People who want results".to_owned();
        lead.problem_solved = "Help that fits their week".to_owned();
        let mut plan = builtin::write(&lead);
        assert_eq!(plan.trade, trade, "{offering}");
        plan.content_ideas[0].title = title.to_owned();
        plan.roadmap[1].tasks[0].text = title.to_owned();
        let found =
            [broken(&lead, &plan, Rule::OtherTrade), broken(&lead, &plan, Rule::OtherTradeTask)];
        wrong.extend(found.concat().into_iter().map(|v| v.message));
    }
    assert_eq!(wrong, Vec::<String>::new());
}

/// An AI's plan names its trade in its own words: the recogniser's trade is used when it is
/// sure and the words agree, and the rule is skipped otherwise, saying so.
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
    let checked = checked(&unknown, &plan);
    assert!(!checked.violations.iter().any(|v| v.rule == Rule::OtherTrade), "no trade: skipped");
    assert!(!checked.ran().contains(&Rule::OtherTrade.checks()));
    assert!(checked.not_run().iter().any(|r| r.contains("the trade was not recognised")));
}

/// The operator's catalogue is the one the plan is judged by: a trade the operator added is
/// judged on its own words, not skipped for being unknown to the defaults.
#[test]
fn the_plan_is_judged_by_the_catalogue_it_was_written_from() {
    let lead = groomer();
    let mut plan = builtin::write(&lead);
    plan.content_ideas[0].title = "Why our nail salon uses gel that lasts three weeks".to_owned();
    let mut catalogue = Catalogue::defaults().clone();
    let at = catalogue.trades.iter().position(|t| t.id == "mobile-dog-groomer").unwrap();
    catalogue.trades[at].names.trade = "dog grooming on wheels".to_owned();
    let currency = Default::default();
    assert_eq!(check(&lead, &plan, &currency, &catalogue).len(), 0, "not the plan's trade name");
    plan.trade = "dog grooming on wheels".to_owned();
    let found = check(&lead, &plan, &currency, &catalogue);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(found[0].message.contains("rewrite it for dog grooming on wheels"), "{found:#?}");
}
