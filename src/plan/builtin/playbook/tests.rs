//! The playbook's steps that come from what the founder already has: the apps their customers
//! write on, and an established business's past customers.

use crate::content::trades::Catalogue;
use crate::leads::model::{
    BusinessStage, BusinessType, NewLead, Platform, SellLocation, TimeAvailable,
};
use crate::plan::builtin;
use crate::plan::model::Plan;
use crate::plan::tests::Sampler;

fn write(lead: &NewLead) -> Plan {
    builtin::write_noted(lead, Catalogue::defaults(), &Default::default()).0
}

fn tuner() -> NewLead {
    let mut lead = Sampler(7).lead();
    lead.business_name = "Accord Ouest".to_owned();
    lead.business_type = BusinessType::Other;
    lead.sell_location = SellLocation::Locally;
    lead.specific_location = Some("Nantes, France".to_owned());
    lead.business_offering =
        "I tune and repair pianos at home, uprights and grands, and advise before a purchase"
            .to_owned();
    lead.ideal_customer = "Families whose children take lessons, and piano teachers".to_owned();
    lead.problem_solved = "Pianos go out of tune and people don't know who to call".to_owned();
    lead.other_challenge = None;
    lead.success_vision = None;
    lead.platforms = vec![Platform::Facebook, Platform::Email];
    lead.time_available = TimeAvailable::OneToTwoHours;
    lead.current_marketing = Vec::new();
    lead
}

#[test]
fn an_app_the_founder_names_is_set_up_in_the_first_weeks() {
    let mut lead = tuner();
    lead.ideal_customer.push_str(". Most of them book by WhatsApp.");
    let plan = write(&lead);
    let (week, task) = plan.tasks().find(|(_, t)| t.id == "app-1").expect("a WhatsApp step");
    assert!(task.text.contains("WhatsApp Business"), "{}", task.text);
    assert!(week <= 4, "set up early, not in week {week}");
    // Nothing named, nothing set up.
    assert!(write(&tuner()).tasks().all(|(_, t)| !t.id.starts_with("app-")));
}

#[test]
fn an_established_business_writes_to_its_past_customers_from_the_first_weeks() {
    let mut lead = tuner();
    lead.business_stage = BusinessStage::Established;
    let plan = write(&lead);
    let email = plan.channels.iter().find(|c| c.platform == Platform::Email).expect("e-mail");
    assert!(email.hours_per_week > 0.0, "e-mail works from the start: {}", email.cadence);
    let (week, task) = plan.tasks().find(|(_, t)| t.id == "email-list").expect("the list");
    assert!(task.text.contains("past customers"), "{}", task.text);
    assert!(week <= 4, "the list starts early, not in week {week}");
    // A newly launched one has no past customers to gather.
    lead.business_stage = BusinessStage::Launched;
    assert!(write(&lead).tasks().all(|(_, t)| !t.text.contains("past customers")));
}

#[test]
fn a_plan_where_there_is_no_autumn_has_no_autumn_in_it() {
    let mut lead = Sampler(11).lead();
    lead.business_name = "Wax & Wick".to_owned();
    lead.business_type = BusinessType::OnlineStore;
    lead.sell_location = SellLocation::Locally;
    lead.business_offering = "Hand-poured soy candles in small batches".to_owned();
    lead.business_stage = BusinessStage::Established;
    let said = |plan: &Plan| {
        let ideas = plan.content_ideas.iter().map(|i| i.title.clone());
        let tasks = plan.tasks().map(|(_, t)| t.text.clone());
        let audience = [plan.audience.who.clone(), plan.positioning.clone()];
        ideas.chain(tasks).chain(audience).collect::<Vec<_>>().join("\n").to_lowercase()
    };
    lead.specific_location = Some("Leeds, UK".to_owned());
    let leeds = write(&lead);
    assert_eq!(leeds.trade, "candle brand", "the catalogue's candles");
    assert!(said(&leeds).contains("autumn"), "the candle trade's seasons, kept where they are");
    lead.specific_location = Some("George Town, Penang".to_owned());
    let penang = write(&lead);
    assert!(!said(&penang).contains("autumn") && !said(&penang).contains("winter"));
    assert_eq!(penang.content_ideas.len(), 30, "topped up to thirty");
}
