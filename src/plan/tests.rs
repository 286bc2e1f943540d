//! The built-in planner against the consistency checker, over thousands of sampled answer sets
//! (every enumeration, hostile free text), and the committed sample plans.

use std::path::{Path, PathBuf};

use super::{Plan, Violation, builtin, check, render};
use crate::leads::model::*;
use crate::mail::address::EmailAddress;

/// Free text as founders type it, and as they should not: one word, 2,000 characters, emoji,
/// capitals, Portuguese, a link, quotes, Markdown, a line break.
const TEXTS: &[&str] = &[
    "Bread",
    "Sourdough bread and pastries baked every morning for the neighbourhood",
    "ONE-ON-ONE CAREER COACHING FOR ENGINEERS MOVING INTO MANAGEMENT!!!",
    "Pão de massa-mãe e pastelaria feitos todas as manhãs 🍞🥐",
    "We build https://example.com/app — a *tool* for [teams] | with `pipes` and # hashes",
    "She said \"it's the best\" and 'we agree'…",
    "Line one\nline two\n\n- a list item",
    "x",
    "Handmade ceramics: bowls, mugs and plates, glazed in small batches and shipped worldwide",
    "Wedding photography",
    "Accounting for freelancers in Berlin",
    "Dog grooming at home",
    "Mobile dog grooming from a van: full grooms, baths, nail trims",
    "Mobile bike repair: we fix bikes at your home or office",
    "Handwoven rugs made to order on a floor loom",
    "Office managers and HR people at IT companies with 30-200 staff",
    "Bee swarm call-outs for orchards, same day in spring",
];

/// A small deterministic generator (xorshift64*), so every run samples the same answers.
pub(crate) struct Sampler(pub u64);

impl Sampler {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[(self.next() % items.len() as u64) as usize]
    }

    fn subset<T: Copy + PartialEq>(&mut self, items: &[T], at_least_one: bool) -> Vec<T> {
        let mut chosen: Vec<T> =
            items.iter().copied().filter(|_| self.next().is_multiple_of(3)).collect();
        if chosen.is_empty() && at_least_one {
            chosen.push(self.pick(items));
        }
        chosen
    }

    fn text(&mut self) -> String {
        if self.next().is_multiple_of(20) {
            // 2,000 characters, the survey's longest answer.
            "Our bakery makes long-fermented bread. ".repeat(60).chars().take(2000).collect()
        } else {
            self.pick(TEXTS).to_owned()
        }
    }

    pub(crate) fn lead(&mut self) -> NewLead {
        let mut current = self.subset(CurrentMarketing::ALL, true);
        if current.len() > 1 {
            current.retain(|c| *c != CurrentMarketing::None);
        }
        let challenges = self.subset(Challenge::ALL, true);
        let other_challenge = challenges.contains(&Challenge::Other).then(|| self.text());
        NewLead {
            business_name: self
                .pick(&[
                    "Bolo",
                    "OnboardIQ",
                    "Marta Lopes Photography",
                    "THE BIG SHOP",
                    "Café “Luz”",
                    "A",
                ])
                .to_owned(),
            business_type: self.pick(BusinessType::ALL),
            sell_location: self.pick(SellLocation::ALL),
            specific_location: self
                .pick(&[
                    None,
                    Some("Lisbon"),
                    Some("São Paulo, Brazil"),
                    Some("x"),
                    Some("Utrecht, Netherlands"),
                    Some("Berlin"),
                    Some("Lyon, France"),
                    Some("Leeds, UK"),
                    Some("Budapest"),
                ])
                .map(str::to_owned),
            business_offering: self.text(),
            business_stage: self.pick(BusinessStage::ALL),
            website: self.pick(&[None, Some("https://example.com")]).map(str::to_owned),
            ideal_customer: self.text(),
            problem_solved: self.text(),
            success_vision: self.pick(&[None, Some("Fully booked by June")]).map(str::to_owned),
            primary_goal: self.pick(PrimaryGoal::ALL),
            time_available: self.pick(TimeAvailable::ALL),
            marketing_budget: self.pick(MarketingBudget::ALL),
            brand_tone: self.pick(BrandTone::ALL),
            marketing_support: self.pick(MarketingSupport::ALL),
            platforms: self.subset(Platform::ALL, true),
            marketing_challenges: challenges,
            other_challenge,
            current_marketing: current,
            email: EmailAddress::parse("founder@example.com").expect("a valid address"),
        }
    }
}

#[test]
fn the_built_in_plan_keeps_every_rule_for_thousands_of_sampled_answers() {
    let mut sampler = Sampler(0x9e37_79b9_7f4a_7c15);
    for n in 0..3000 {
        let lead = sampler.lead();
        let plan = builtin::write(&lead);
        let violations = violations(&lead, &plan);
        assert!(
            violations.is_empty(),
            "sample {n} breaks the checker: {violations:#?}\nanswers: {lead:#?}"
        );
        // Google Ads is only ads: weekly time on it means the budget pays for them.
        let google_at_work = plan
            .channels
            .iter()
            .any(|c| c.platform == Platform::GoogleAds && c.hours_per_week > 0.0);
        let google_paid = plan.budget.iter().any(|l| l.platform == Some(Platform::GoogleAds));
        assert_eq!(
            google_at_work, google_paid,
            "sample {n}: Google Ads at work without ad money, or the reverse\nanswers: {lead:#?}"
        );
    }
}

#[test]
fn the_built_in_plan_is_the_same_for_the_same_answers() {
    let mut sampler = Sampler(7);
    let lead = sampler.lead();
    let first = serde_json::to_string(&builtin::write(&lead)).unwrap();
    assert_eq!(first, serde_json::to_string(&builtin::write(&lead)).unwrap());
}

pub(crate) fn samples() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/plans");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/plans")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|path| path.to_string_lossy().ends_with(".answers.json"))
        .collect();
    files.sort();
    assert!(files.len() >= 6, "the sample answers are in tests/plans");
    files
}

/// The committed sample plans (`tests/plans/NAME.plan.md` and `.plan.json`) are what the
/// planner writes today, so a change to the plans shows in review. Rewrite them with
/// `PLANSMITH_UPDATE_PLANS=1 cargo test --lib sample_plans`.
#[test]
fn the_sample_plans_are_current_and_keep_every_rule() {
    let update = std::env::var_os("PLANSMITH_UPDATE_PLANS").is_some();
    for answers in samples() {
        let lead = crate::commands::plan::read_answers(&answers).expect("sample answers");
        let plan = builtin::write(&lead);
        assert_eq!(violations(&lead, &plan), vec![], "{} breaks the checker", answers.display());
        let stem = answers.to_string_lossy().trim_end_matches(".answers.json").to_owned();
        let outputs = [
            (
                format!("{stem}.plan.md"),
                render::markdown(&lead.business_name, &plan, &crate::content::Currency::default()),
            ),
            (format!("{stem}.plan.json"), serde_json::to_string_pretty(&plan).unwrap() + "\n"),
        ];
        for (path, text) in outputs {
            if update {
                std::fs::write(&path, &text).expect("write the sample plan");
            } else {
                let committed = std::fs::read_to_string(&path).unwrap_or_default();
                assert!(
                    committed == text,
                    "{path} is not what the planner writes today; run PLANSMITH_UPDATE_PLANS=1 cargo test --lib sample_plans and read the difference"
                );
            }
        }
    }
}

/// The trade's funnel on the page: each step's target is the step before times its rate (to
/// the nearest whole number), and the last is within what one person in the trade sells.
#[test]
fn funnel_targets_hold_their_arithmetic_for_every_recognised_trade() {
    let catalogue = crate::content::trades::Catalogue::defaults();
    let mut sampler = Sampler(0x5eed_f00d);
    let mut checked = 0;
    for _ in 0..3000 {
        let lead = sampler.lead();
        let facts = builtin::Facts::new(&lead, catalogue);
        let Some(trade) = facts.trade else { continue };
        if lead.business_stage == BusinessStage::Idea {
            continue;
        }
        let plan = builtin::write(&lead);
        let steps = &trade.funnel.steps;
        for (i, (_, rate)) in steps.iter().enumerate().skip(1) {
            let (before, here) = (&plan.kpis[i - 1], &plan.kpis[i]);
            for (b, h) in
                [(before.day30, here.day30), (before.day60, here.day60), (before.day90, here.day90)]
            {
                assert!(
                    (b * rate - h).abs() <= 1.0,
                    "{}: {} × {rate} is not {} ({})",
                    trade.id,
                    b,
                    h,
                    here.metric
                );
            }
        }
        let sold = &plan.kpis[steps.len() - 1];
        assert!(
            sold.day90 <= f64::from(trade.scale.per_month.1),
            "{}: {} a month",
            trade.id,
            sold.day90
        );
        checked += 1;
    }
    assert!(checked > 100, "only {checked} sampled plans had a recognised trade");
}

/// A blank left in the text and a channel the roadmap never works are caught, whoever wrote
/// the plan.
#[test]
fn the_checker_finds_blanks_and_channels_the_roadmap_forgets() {
    let lead = crate::commands::plan::read_answers(&samples()[0]).expect("sample answers");
    let mut plan = builtin::write(&lead);
    assert_eq!(violations(&lead, &plan), vec![]);
    plan.roadmap[1].tasks[0].text = "E-mail [your support address] about order #0".to_owned();
    let working = plan.channels.iter().find(|c| c.hours_per_week > 0.0).unwrap().platform;
    let outlet = super::model::Outlet::from_platform(working);
    for week in &mut plan.roadmap {
        week.tasks.retain(|t| t.channel != Some(outlet));
        if week.tasks.is_empty() {
            week.tasks.push(plan_task("rest"));
        }
    }
    let found: Vec<String> = messages(&lead, &plan);
    assert!(found.iter().any(|m| m.contains("[your support address]")), "{found:#?}");
    assert!(
        found.iter().any(|m| m.contains(working.label()) && m.contains("no week of the roadmap")),
        "{found:#?}"
    );
}

/// What the checker finds in `plan`, with the default currency and trade catalogue.
fn violations(lead: &NewLead, plan: &Plan) -> Vec<Violation> {
    check(
        lead,
        plan,
        &crate::content::Currency::default(),
        crate::content::trades::Catalogue::defaults(),
    )
}

/// The admin-facing messages of [`violations`].
fn messages(lead: &NewLead, plan: &Plan) -> Vec<String> {
    violations(lead, plan).into_iter().map(|v| v.message).collect()
}

fn plan_task(id: &str) -> super::model::Task {
    super::model::Task {
        id: id.to_owned(),
        text: "Rest".to_owned(),
        minutes: 10,
        cost_usd: 0,
        channel: None,
        needs: Vec::new(),
        sets_up: None,
        uses: None,
    }
}

/// A chosen platform the plan holds back at first is started by the roadmap, as its channel
/// plan says.
#[test]
fn every_platform_held_back_is_started_in_the_roadmap() {
    let mut sampler = Sampler(0xfeed_beef);
    for n in 0..3000 {
        let lead = sampler.lead();
        let plan = builtin::write(&lead);
        for channel in plan.channels.iter().filter(|c| c.cadence.starts_with("Starts in week")) {
            let outlet = super::model::Outlet::from_platform(channel.platform);
            assert!(
                plan.tasks().any(|(_, t)| t.id.starts_with("start-") && t.channel == Some(outlet)),
                "sample {n}: {} is said to start but never does\nanswers: {lead:#?}",
                channel.platform.label()
            );
        }
    }
}

/// Brackets that read as text are left alone; a template's name in braces is a blank.
#[test]
fn only_a_template_blank_counts_as_unfilled() {
    let lead = crate::commands::plan::read_answers(&samples()[0]).expect("sample answers");
    let mut plan = builtin::write(&lead);
    plan.roadmap[2].tasks[0].text =
        "Post the guide [see below] with the {brand_name} card".to_owned();
    let found: Vec<String> = messages(&lead, &plan);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(found[0].contains("\"{brand_name}\" in it"), "{found:#?}");
}

/// A general shop plan's orders are its visitors times the share who buy.
#[test]
fn general_shop_orders_are_visitors_times_the_share_who_buy() {
    let mut sampler = Sampler(0xabad_cafe);
    let mut checked = 0;
    for _ in 0..3000 {
        let lead = sampler.lead();
        let plan = builtin::write(&lead);
        let find = |name: &str| plan.kpis.iter().find(|k| k.metric == name);
        let (Some(v), Some(r), Some(o)) =
            (find("Shop visitors"), find("Visitors who buy"), find("Orders"))
        else {
            continue;
        };
        for (visitors, rate, orders) in
            [(v.day30, r.day30, o.day30), (v.day60, r.day60, o.day60), (v.day90, r.day90, o.day90)]
        {
            assert!(
                (visitors * rate / 100.0 - orders).abs() <= 1.0,
                "{visitors} × {rate}% is not {orders}"
            );
        }
        checked += 1;
    }
    assert!(checked > 20, "only {checked} sampled plans were general shops");
}

/// A writer names each challenge by the survey's value; plans stored before that (and writers
/// that use the label or the founder's words) still read as the same challenge, and keep the
/// checker's rule.
#[test]
fn a_challenge_is_read_by_its_value_its_label_or_the_founders_words() {
    let mut sampler = Sampler(0x0c0f_fee5);
    let mut checked = 0;
    for _ in 0..200 {
        let lead = sampler.lead();
        let plan = builtin::write(&lead);
        let mut stored = serde_json::to_value(&plan).unwrap();
        let entries = stored["challengeActions"].as_array_mut().unwrap();
        for (entry, challenge) in entries.iter_mut().zip(&lead.marketing_challenges) {
            let written = entry.as_object_mut().unwrap();
            written.remove("heading");
            // As plans were stored before: the label, or the founder's own words for "other".
            written.insert(
                "challenge".into(),
                crate::plan::check::challenge_name(&lead, *challenge).into(),
            );
            checked += 1;
        }
        let read: crate::plan::Plan = serde_json::from_value(stored).unwrap();
        for (entry, challenge) in read.challenge_actions.iter().zip(&lead.marketing_challenges) {
            assert_eq!(entry.challenge, *challenge);
        }
        assert_eq!(violations(&lead, &read), vec![]);
    }
    assert!(checked > 100);
    let old = r#"{"challenge":"Budget is too small","actions":["a","b"]}"#;
    let entry: crate::plan::model::ChallengeActions = serde_json::from_str(old).unwrap();
    assert_eq!(
        (entry.challenge, entry.heading()),
        (Challenge::BudgetTooSmall, "Budget is too small")
    );
    let value = r#"{"challenge":"budget-too-small","actions":["a","b"]}"#;
    let entry: crate::plan::model::ChallengeActions = serde_json::from_str(value).unwrap();
    assert_eq!((entry.challenge, entry.heading), (Challenge::BudgetTooSmall, None));
    let idea =
        r#"{"title":"t","platform":"instagram","format":"reel","pillar":"behind the scenes"}"#;
    let idea: crate::plan::model::ContentIdea = serde_json::from_str(idea).unwrap();
    assert_eq!(idea.pillar, crate::plan::model::Pillar::BehindTheScenes);
}

/// A general plan whose offering names work, goods or sessions keeps thirty distinct ideas and
/// every rule, whatever the survey type, place and stage; its ideas name what it sells.
#[test]
fn a_general_plan_names_what_the_offering_sells_and_keeps_every_rule() {
    let offerings = [
        ("Sharpens knives on whetstones from a small truck", "knife sharpening"),
        ("We repair vintage radios and record players", "vintage radio repair"),
        ("Soy candles poured by hand in small batches", "soy candles"),
        ("Weekend courses teaching bread baking to beginners", "bread baking courses"),
    ];
    let catalogue = crate::content::trades::Catalogue::defaults();
    let mut sampler = Sampler(0x0ff3_4123);
    let mut checked = 0;
    for (offering, product) in offerings {
        for business_type in BusinessType::ALL {
            for sell_location in SellLocation::ALL {
                for business_stage in BusinessStage::ALL {
                    let mut lead = sampler.lead();
                    lead.business_offering = offering.to_owned();
                    lead.business_type = *business_type;
                    lead.sell_location = *sell_location;
                    lead.business_stage = *business_stage;
                    if builtin::Facts::new(&lead, catalogue).trade.is_some() {
                        continue;
                    }
                    let plan = builtin::write(&lead);
                    assert_eq!(violations(&lead, &plan), vec![], "answers: {lead:#?}");
                    assert!(
                        plan.content_ideas.iter().any(|i| i.title.contains(product)),
                        "no idea names {product}: {:#?}",
                        plan.content_ideas
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 50, "only {checked} general plans");
}
