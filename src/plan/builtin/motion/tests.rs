//! The general plan for the way a business sells: to organisations, worked as a list of 40
//! in four rounds with pilots and a handful signed; on call, with calls, jobs and the people
//! who pass the number on; and the ad money shared between the platforms chosen.

use crate::leads::model::NewLead;
use crate::leads::model::{
    BusinessStage, BusinessType, MarketingBudget, Platform, SellLocation, TimeAvailable,
};
use crate::plan::builtin;
use crate::plan::model::Plan;
use crate::plan::tests::Sampler;

fn lead(offering: &str, ideal_customer: &str, problem: &str) -> NewLead {
    let mut lead = Sampler(29).lead();
    lead.business_name = "Kettle & Key".to_owned();
    lead.business_type = BusinessType::Other;
    lead.sell_location = SellLocation::Locally;
    lead.specific_location = Some("Hastings, New Zealand".to_owned());
    lead.business_offering = offering.to_owned();
    lead.ideal_customer = ideal_customer.to_owned();
    lead.problem_solved = problem.to_owned();
    lead.time_available = TimeAvailable::SixToTenHours;
    lead.other_challenge = None;
    lead.success_vision = None;
    lead.website = None;
    lead
}

fn text(plan: &Plan) -> String {
    let ideas = plan.content_ideas.iter().map(|i| i.title.as_str());
    let tasks = plan.tasks().map(|(_, t)| t.text.as_str());
    ideas.chain(tasks).collect::<Vec<_>>().join("\n")
}

fn kpi(plan: &Plan, metric: &str) -> (f64, f64, f64) {
    let k = plan.kpis.iter().find(|k| k.metric == metric).expect(metric);
    (k.day30, k.day60, k.day90)
}

fn week_of(plan: &Plan, id: &str) -> u8 {
    plan.tasks().find(|(_, t)| t.id == id).map(|(week, _)| week).expect(id)
}

#[test]
fn organisations_are_won_from_a_list_of_forty_in_four_rounds() {
    let mut lead = lead(
        "Overnight steam-finishing of rental linen, collected at 6pm and back by 8am",
        "Owners and managers of boutique hotels with 20-60 rooms",
        "Their laundry loses sheets and sends them back grey",
    );
    lead.business_stage = BusinessStage::Idea;
    let (plan, note) = builtin::write_noted(
        &lead,
        crate::content::trades::Catalogue::defaults(),
        &Default::default(),
    );
    assert!(plan.trade.is_empty() && note.is_some(), "a trade the catalogue does not know");
    let said = text(&plan);
    assert!(said.contains("List 40 organisations"), "{said}");
    assert!(said.contains("paid pilot"), "{said}");
    assert!(!said.contains("waiting list"), "organisations are not asked to join a list: {said}");
    let rounds: Vec<u8> = ["outreach-1", "outreach-2", "outreach-3", "outreach-4"]
        .iter()
        .map(|id| week_of(&plan, id))
        .collect();
    assert!(rounds.windows(2).all(|w| w[0] < w[1]), "rounds in order: {rounds:?}");
    assert_eq!(kpi(&plan, "Organisations written to"), (10.0, 30.0, 40.0));
    let (_, _, signed) = kpi(&plan, "Pilots or contracts signed");
    let (_, _, proposed) = kpi(&plan, "Proposals or pilot offers sent");
    let (_, _, talked) = kpi(&plan, "Conversations with the person who decides");
    assert!(signed <= 3.0 && signed < proposed && proposed <= talked && talked <= 40.0);
}

#[test]
fn with_an_hour_or_two_a_week_the_list_is_worked_in_two_rounds_and_counted_so() {
    let mut lead = lead(
        "Overnight steam-finishing of rental linen, collected at 6pm and back by 8am",
        "Owners and managers of boutique hotels with 20-60 rooms",
        "Their laundry loses sheets and sends them back grey",
    );
    lead.time_available = TimeAvailable::OneToTwoHours;
    let plan = builtin::write(&lead);
    let rounds = ["outreach-1", "outreach-2", "outreach-3", "outreach-4"]
        .iter()
        .filter(|id| plan.tasks().any(|(_, t)| t.id == **id))
        .count();
    assert_eq!(rounds, 2);
    assert_eq!(kpi(&plan, "Organisations written to"), (10.0, 20.0, 20.0));
}

#[test]
fn a_call_out_lives_on_its_phone_and_the_people_who_pass_it_on() {
    let lead = lead(
        "Bee swarm collection and hive relocation. Swarm call-out $120, same day in spring",
        "Farmers and anyone with a swarm in a shed",
        "A swarm in the bins stops the picking",
    );
    let plan = builtin::write(&lead);
    let said = text(&plan);
    for id in ["call-ready", "referrers"] {
        week_of(&plan, id);
    }
    assert!(!said.contains("offer the next date"), "nobody rebooks a call-out: {said}");
    assert!(!said.contains("waiting list"), "{said}");
    let calls = kpi(&plan, "Calls and messages asking for a call-out");
    let rate = kpi(&plan, "Calls that become jobs");
    let jobs = kpi(&plan, "Call-outs done");
    let expect = |c: f64, r: f64| (c * r / 100.0).round().max(1.0);
    assert_eq!(jobs.2, expect(calls.2, rate.2).max(jobs.1), "jobs are calls times the rate");
    assert!(plan.keywords.iter().any(|k| k.phrase.starts_with("emergency ")));
}

#[test]
fn a_second_ad_platform_is_not_starved_by_the_first() {
    let mut lead = lead(
        "Ward Finnish coaching for nurses recruited from abroad",
        "HR and care directors at private care home chains",
        "Nurses cannot handle a handover report",
    );
    lead.business_type = BusinessType::Coaching;
    lead.sell_location = SellLocation::Nationally;
    lead.specific_location = None;
    lead.business_stage = BusinessStage::Idea;
    lead.marketing_budget = MarketingBudget::Over500;
    lead.marketing_challenges.clear();
    lead.platforms = vec![Platform::Linkedin, Platform::GoogleAds, Platform::Email];
    let plan = builtin::write(&lead);
    let paid =
        |p: Platform| plan.budget.iter().find(|l| l.platform == Some(p)).map(|l| l.monthly_usd);
    assert_eq!(paid(Platform::GoogleAds), Some(150), "{:#?}", plan.budget);
    assert_eq!(paid(Platform::Linkedin), Some(350), "{:#?}", plan.budget);
    assert!(!plan.budget_note.contains("No Google Ads"), "{}", plan.budget_note);
}
