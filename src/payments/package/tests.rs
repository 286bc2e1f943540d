//! The package against its promises: every part of both editions, copy within each platform's
//! limit for thousands of sampled answers, the approved text carried whole, a dated calendar.

use super::copy::{
    EMAIL_SUBJECT, EMAIL_SUBJECTS, GOOGLE_DESCRIPTION, GOOGLE_DESCRIPTIONS, GOOGLE_HEADLINE,
    GOOGLE_HEADLINES, META_HEADLINE, META_HEADLINES, META_PRIMARY, META_TEXTS, length,
};
use super::*;
use crate::plan::builtin::Model;
use crate::plan::tests::{Sampler, samples};

fn buyer() -> Buyer<'static> {
    Buyer {
        name: "Ada",
        order_id: Some(7),
        purchased: jiff::civil::date(2026, 11, 25),
        plan_started: None,
        price: "$99",
        support_email: "help@example.com",
        site_url: "https://plans.example",
        catalogue: Catalogue::defaults(),
        currency: Box::leak(Box::new(crate::content::Currency::default())),
    }
}

fn sample_leads() -> Vec<NewLead> {
    samples()
        .iter()
        .map(|path| crate::commands::plan::read_answers(path).expect("sample answers"))
        .collect()
}

#[test]
fn the_general_edition_has_every_promised_part_and_no_empty_blanks() {
    let text = write(None, None, &buyer());
    for heading in [
        "## 90-day roadmap",
        "## Done-for-you templates",
        "## Your competitor worksheet",
        "## Your 30-day money-back guarantee",
    ] {
        assert!(text.contains(heading), "missing {heading}");
    }
    assert_eq!(text.matches("**Week ").count(), 13);
    assert!(text.contains("https://plans.example/"));
    assert!(text.contains("help@example.com"));
    assert!(text.contains("refund the full $99"));
    // One template per channel when the buyer's channels are unknown.
    for platform in Platform::ALL {
        assert!(
            text.contains(&format!("### {}\n", platform.label())),
            "no {} template",
            platform.label()
        );
    }
    assert!(!text.contains('{') && !text.contains("  "), "unfilled or doubled blanks");
}

#[test]
fn every_copy_line_keeps_its_platform_limit_and_every_set_is_full_for_sampled_answers() {
    let mut sampler = Sampler(0x51_7cc1_b727_220a);
    let leads = sample_leads().into_iter().chain((0..1500).map(|_| sampler.lead()));
    for lead in leads {
        let plan = builtin::write(&lead);
        let set =
            copy::write(&Facts::new(&lead, crate::content::trades::Catalogue::defaults()), &plan);
        for (lines, limit, count, what) in [
            (&set.google_headlines, GOOGLE_HEADLINE, GOOGLE_HEADLINES, "Google headline"),
            (
                &set.google_descriptions,
                GOOGLE_DESCRIPTION,
                GOOGLE_DESCRIPTIONS,
                "Google description",
            ),
            (&set.meta_texts, META_PRIMARY, META_TEXTS, "Meta primary text"),
            (&set.meta_headlines, META_HEADLINE, META_HEADLINES, "Meta headline"),
            (&set.email_subjects, EMAIL_SUBJECT, EMAIL_SUBJECTS, "e-mail subject"),
        ] {
            assert_eq!(lines.len(), count, "{what}s for {:?}: {lines:#?}", lead.business_name);
            for line in lines {
                assert!(length(line) <= limit, "{what} over {limit} characters: {line:?}");
                assert!(!line.contains('…') && !line.ends_with("..."), "{what} cut off: {line:?}");
            }
            let mut distinct: Vec<String> = lines.iter().map(|l| l.to_lowercase()).collect();
            distinct.sort();
            distinct.dedup();
            assert_eq!(distinct.len(), count, "repeated {what}s: {lines:#?}");
        }
    }
}

#[test]
fn the_package_carries_the_approved_text_and_claims_no_review_it_did_not_get() {
    let lead = &sample_leads()[0];
    let fresh = write(Some(lead), None, &buyer());
    assert!(fresh.contains("arrives before a strategist has read it"));
    assert!(fresh.contains("a strategist will review it with you"), "the offer of a review");
    assert!(!fresh.contains("no one has reviewed"), "a paid product that says nobody looked");
    assert!(!fresh.contains("approved"), "an unreviewed package claims approval");
    assert!(!fresh.to_lowercase().contains("checked by"), "an unreviewed package claims a check");

    let approved = Approved {
        text: "# A plan\n\n## Summary\n\nEdited by Rui: open on Sundays.\n".to_owned(),
        plan: Some(builtin::write(lead)),
        pro: None,
    };
    let text = write(Some(lead), Some(&approved), &buyer());
    assert!(text.contains("reviewed and approved"));
    assert!(
        text.contains("### Summary\n\nEdited by Rui: open on Sundays."),
        "the approved text, nested under part 1"
    );
    assert!(!text.contains("# A plan"), "the approved plan's own title is dropped");
}

#[test]
fn each_sample_package_has_every_part_a_dated_calendar_and_filled_searches() {
    for lead in sample_leads() {
        let text = write(Some(&lead), None, &buyer());
        for heading in [
            "## 1. Your 90-day marketing plan",
            "## 2. Ready-to-use copy",
            "## 3. Your posting calendar",
            "## 4. Your competitor worksheet",
            "## 5. Done-for-you templates",
            "## Your 30-day money-back guarantee",
        ] {
            assert!(text.contains(heading), "{}: missing {heading}", lead.business_name);
        }
        // Bought on Wednesday November 25: the calendar runs four weeks from Monday November 30.
        for week in [
            "### Week 1: November 30",
            "### Week 2: December 7",
            "### Week 3: December 14",
            "### Week 4: December 21",
        ] {
            assert!(text.contains(week), "{}: missing {week}", lead.business_name);
        }
        assert!(!text.contains(": November 23\n") && !text.contains("\n### Week 5:"));
        let plan = builtin::write(&lead);
        for keyword in &plan.keywords {
            assert!(
                text.contains(&format!("\"{}", keyword.phrase)),
                "{}: no search for {:?}",
                lead.business_name,
                keyword.phrase
            );
        }
        // A template for each platform the plan works, none for one it holds back.
        for channel in &plan.channels {
            let template = text.contains(&format!("### {}\n", channel.platform.label()));
            let works =
                channel.hours_per_week > 0.0 || copy::paid(&plan).contains(&channel.platform);
            assert_eq!(template, works, "{}: {}", lead.business_name, channel.platform.label());
        }
        assert!(!text.contains('…'), "{}: text cut off", lead.business_name);
    }
}

#[test]
fn the_calendar_starts_on_the_monday_after_the_purchase() {
    use jiff::civil::date;
    assert_eq!(crate::plan::holidays::first_monday(date(2026, 11, 25)), date(2026, 11, 30));
    assert_eq!(crate::plan::holidays::first_monday(date(2026, 11, 29)), date(2026, 11, 30));
    assert_eq!(crate::plan::holidays::first_monday(date(2026, 11, 30)), date(2026, 12, 7));
}

/// Thousands of sampled answers and the sample businesses: the proofreader finds nothing in
/// their packages (no blank left for the product to fill, no platform outside the plan, every
/// ad text naming the business or what it sells, the calendar on each channel's rhythm).
#[test]
fn the_proofreader_passes_every_sampled_package() {
    let mut sampler = Sampler(0x0bad_cafe_f00d);
    let catalogue = Catalogue::defaults();
    for lead in sample_leads().into_iter().chain((0..300).map(|_| sampler.lead())) {
        let text = write(Some(&lead), None, &buyer());
        let plan = builtin::write(&lead);
        assert_eq!(
            proofread(&lead, &plan, None, &text, catalogue),
            Vec::<String>::new(),
            "{}",
            lead.business_name
        );
    }
}

/// The plans of real AI-path runs (tests/fixtures/ai-replays/) make packages that pass too: the
/// package is built from the plan's own trade, keywords and channels.
#[test]
fn packages_built_on_recorded_ai_plans_pass_the_proofreader() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/ai-replays");
    let catalogue = Catalogue::defaults();
    let mut read = 0;
    for entry in std::fs::read_dir(root).unwrap() {
        let dir = entry.unwrap().path();
        if !dir.to_string_lossy().ends_with("-whole") {
            continue;
        }
        let lead = crate::commands::plan::read_answers(&dir.join("answers.json")).unwrap();
        let answer = std::fs::read_to_string(dir.join("resp-1.txt")).unwrap();
        let mut plan: Plan = serde_json::from_str(&answer).unwrap();
        plan.written_by = crate::plan::model::Author::Ai;
        let text = write_on_draft(&lead, &plan, None, &buyer());
        assert_eq!(
            proofread(&lead, &plan, None, &text, catalogue),
            Vec::<String>::new(),
            "{}",
            dir.display()
        );
        // It says what the business is in the plan's own words for its trade.
        assert!(text.to_lowercase().contains(&plan.trade.to_lowercase()), "{}", dir.display());
        read += 1;
    }
    assert!(read >= 3);
}

#[test]
fn the_proofreader_finds_blanks_platforms_outside_the_plan_and_nameless_ads() {
    let lead = &sample_leads()[0];
    let plan = builtin::write(lead);
    let catalogue = Catalogue::defaults();
    let text = write(Some(lead), None, &buyer());
    let unpaid = Platform::ALL.iter().find(|p| !copy::paid(&plan).contains(p)).unwrap();
    let broken = format!(
        "{text}\nThank you for your order (#0, today). Write to [your support address].\n\n### {} ads\n\n**Primary text**\n\n| # | Text | Characters |\n|---:|---|---:|\n| 1 | Real people, fast answers. | 26 |\n",
        unpaid.label()
    );
    let problems = proofread(lead, &plan, None, &broken, catalogue);
    let all = problems.join("\n");
    assert!(all.contains("\"(#0\" was left unfilled"), "{all}");
    assert!(all.contains("\"[your support address]\" was left unfilled"), "{all}");
    assert!(all.contains(&format!("Ad copy for {}", unpaid.label())), "{all}");
    assert!(all.contains("\"Real people, fast answers.\" names neither the business"), "{all}");
}

/// No post falls on a public holiday of the founder's country; the calendar says which days it
/// kept free, and each channel keeps its posts that week where a free day is left.
#[test]
fn the_calendar_keeps_the_founders_public_holidays_free() {
    let mut lead = sample_leads()[0].clone();
    lead.sell_location = crate::leads::model::SellLocation::Locally;
    lead.specific_location = Some("Kraków, Poland".to_owned());
    let plan = builtin::write(&lead);
    let bought = Buyer { purchased: jiff::civil::date(2026, 12, 16), ..buyer() };
    let text = write(Some(&lead), None, &bought);
    for day in ["Thu Dec 24", "Fri Dec 25", "Sat Dec 26"] {
        assert!(!text.contains(&format!("| {day} |")), "a post on {day}");
    }
    assert!(
        text.contains("No posts are planned on public holidays: Thu Dec 24 (Christmas Eve), Fri Dec 25 (Christmas Day), Sat Dec 26 (Second Day of Christmas)"),
        "{text}"
    );
    let span = calendar::Span::new(bought.purchased, None, false);
    let slots = calendar::slots(&plan, &span, Some("PL"), None);
    assert!(slots.iter().all(|s| holidays::on("PL", s.day).is_none()));
    // Without a country, the same weeks are posted as the plan's rhythm says.
    assert!(calendar::slots(&plan, &span, None, None).len() >= slots.len());
    assert_eq!(proofread(&lead, &plan, None, &text, Catalogue::defaults()), Vec::<String>::new());
}

/// The calendar files parse with a real iCalendar parser and a CSV reader: the thirteen roadmap
/// weeks on their Mondays, then every post of the first four weeks on its day.
#[test]
fn the_calendar_files_parse_and_carry_every_week_and_post() {
    let lead = &sample_leads()[0];
    let plan = builtin::write(lead);
    let sent = files(Some(lead), None, None, None, &buyer());
    let (ics, csv) = (&sent[0], &sent[1]);
    assert_eq!((ics.name, ics.content_type), ("marketing-calendar.ics", "text/calendar"));
    let unfolded = icalendar::parser::unfold(&ics.text);
    let calendar = icalendar::parser::read_calendar(&unfolded).unwrap();
    let events: Vec<_> = calendar.components.iter().filter(|c| c.name == "VEVENT").collect();
    let span = calendar::Span::new(buyer().purchased, None, false);
    let slots = calendar::slots(&plan, &span, None, None);
    assert_eq!(events.len(), 13 + slots.len());
    let first = events[0];
    let property = |c: &icalendar::parser::Component<'_>, name: &str| {
        c.properties.iter().find(|p| p.name == name).map(|p| p.val.to_string()).unwrap_or_default()
    };
    assert_eq!(property(first, "DTSTART"), "20261130", "week 1 on the Monday after the purchase");
    assert!(property(first, "SUMMARY").starts_with("Week 1: "));
    assert_eq!(property(events[12], "DTSTART"), "20270222", "week 13, twelve weeks later");
    assert!(
        events.iter().all(|e| !property(e, "UID").is_empty() && !property(e, "DTSTAMP").is_empty())
    );

    assert_eq!((csv.name, csv.content_type), ("marketing-calendar.csv", "text/csv"));
    let mut reader = ::csv::Reader::from_reader(csv.text.as_bytes());
    assert_eq!(
        reader.headers().unwrap(),
        vec!["Date", "Week", "What", "Channel", "Minutes", "Cost (USD)"]
    );
    let rows: Vec<::csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), plan.tasks().count() + slots.len());
    assert!(
        rows.iter()
            .any(|r| &r[2] == plan.roadmap[0].tasks[0].text.as_str() && &r[0] == "2026-11-30")
    );
    assert!(files(None, None, None, None, &buyer()).is_empty(), "the general edition has no dates");
}

/// Three committed packages, read whole in review (`tests/plans/NAME.package.md`): a Lisbon
/// bakery and an idea-stage B2B tool on the built-in planner's plans, and a Porto tile
/// restorer on a plan an AI-path run wrote (`tests/fixtures/ai-replays/`). Rewrite them with
/// `PLANSMITH_UPDATE_PLANS=1 cargo test --lib sample_packages`.
#[test]
fn the_sample_packages_are_current_and_pass_the_proofreader() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let update = std::env::var_os("PLANSMITH_UPDATE_PLANS").is_some();
    let buyer = Buyer {
        name: "Ana",
        order_id: Some(1042),
        purchased: jiff::civil::date(2026, 11, 25),
        plan_started: None,
        price: "$99",
        support_email: "hello@northwind-plans.example",
        site_url: "https://northwind-plans.example",
        catalogue: Catalogue::defaults(),
        currency: &crate::content::Currency::default(),
    };
    let samples = [
        ("lisbon-bakery", root.join("tests/plans/lisbon-bakery.answers.json"), None),
        ("b2b-saas-idea", root.join("tests/plans/b2b-saas-idea.answers.json"), None),
        (
            "porto-azulejos-ai",
            root.join("tests/fixtures/ai-replays/porto-azulejos-whole/answers.json"),
            Some(root.join("tests/fixtures/ai-replays/porto-azulejos-whole/resp-1.txt")),
        ),
    ];
    for (name, answers, ai_answer) in samples {
        let lead = crate::commands::plan::read_answers(&answers).unwrap();
        let (text, plan) = match ai_answer {
            Some(path) => {
                let mut plan: Plan =
                    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
                plan.written_by = crate::plan::model::Author::Ai;
                (write_on_draft(&lead, &plan, None, &buyer), plan)
            }
            None => (write(Some(&lead), None, &buyer), builtin::write(&lead)),
        };
        assert_eq!(
            proofread(&lead, &plan, None, &text, Catalogue::defaults()),
            Vec::<String>::new()
        );
        let path = root.join(format!("tests/plans/{name}.package.md"));
        if update {
            std::fs::write(&path, &text).unwrap();
        } else {
            assert!(
                std::fs::read_to_string(&path).unwrap_or_default() == text,
                "{} is not what the package writes today; run PLANSMITH_UPDATE_PLANS=1 cargo test --lib sample_packages and read the difference",
                path.display()
            );
        }
    }
}

/// The moments a business of its kind lives on get their template, filled in for it.
#[test]
fn each_kind_of_business_gets_the_templates_for_its_moments() {
    let mut sampler = Sampler(0x00d1_5c0f);
    let mut seen = std::collections::HashSet::new();
    for lead in sample_leads().into_iter().chain((0..1500).map(|_| sampler.lead())) {
        let facts = Facts::new(&lead, Catalogue::defaults());
        let plan = builtin::write(&lead);
        let text = write(Some(&lead), None, &buyer());
        let known = facts.trade.is_some()
            || lead.business_type == crate::leads::model::BusinessType::OnlineStore;
        let expected = match facts.model {
            _ if !known => None,
            Model::Leads => Some("### Following up a quote"),
            Model::Bookings => Some("### The reminder the day before"),
            Model::Shop if copy::sends_email(&plan) => Some("### The abandoned-cart e-mail"),
            Model::Shop => None,
            Model::WalkIn => Some("### The office order"),
        };
        if let Some(heading) = expected {
            assert!(text.contains(heading), "{}: {heading}", lead.business_name);
            seen.insert(heading);
        }
        assert!(!text.contains("### The abandoned-cart e-mail") || copy::sends_email(&plan));
    }
    assert_eq!(seen.len(), 4, "every kind sampled: {seen:?}");
}

/// The model's copy for the sample bakery: every idea as a post, scheduled on its channel's
/// rhythm (`scheduled`), or, as copy written before posts were scheduled, with only the week
/// each can go out from.
fn model_copy(plan: &Plan, scheduled: bool) -> crate::plan::pro::ProCopy {
    use crate::plan::pro::{Day, PostCopy, ProCopy, Rival, Template};
    const DAYS: [Day; 7] = [
        Day::Monday,
        Day::Tuesday,
        Day::Wednesday,
        Day::Thursday,
        Day::Friday,
        Day::Saturday,
        Day::Sunday,
    ];
    let rhythms: std::collections::HashMap<_, _> =
        crate::plan::schedule::rhythms(plan).into_iter().collect();
    let mut taken: std::collections::HashMap<(crate::plan::model::Outlet, u8), usize> =
        Default::default();
    let posts = plan
        .content_ideas
        .iter()
        .enumerate()
        .map(|(i, idea)| {
            // The first week with room on the channel's rhythm; ideas for outlets without one
            // spread over the weeks.
            let (week, day) = match rhythms.get(&idea.platform) {
                Some(rhythm) => {
                    let week = (1..=13u8).find(|&w| {
                        rhythm.posts_in(w)
                            && taken.get(&(idea.platform, w)).copied().unwrap_or(0) < rhythm.count
                    });
                    // No room left in the quarter: the post waits for the next.
                    match week {
                        Some(week) => {
                            let n = taken.entry((idea.platform, week)).or_default();
                            *n += 1;
                            let day = DAYS[rhythm.days[(*n - 1) % rhythm.days.len()] as usize];
                            (Some(week), Some(day))
                        }
                        None => (None, None),
                    }
                }
                None => (Some((i % 13) as u8 + 1), Some(Day::Tuesday)),
            };
            PostCopy {
                channel: idea.platform,
                idea: idea.title.clone(),
                from_week: if i % 2 == 0 { 3 } else { 1 },
                week: week.filter(|_| scheduled),
                day: day.filter(|_| scheduled),
                hook: format!("Gancho {i}"),
                caption:
                    "Uma legenda escrita para a padaria, pronta a publicar, com o que o plano diz."
                        .to_owned(),
                hashtags: match idea.platform.social() {
                    true => vec!["lisboa".to_owned()],
                    false => Vec::new(),
                },
                again: match idea.platform.social() {
                    true => format!("De novo, o gancho {i}"),
                    false => String::new(),
                },
                again_caption: match idea.platform.social() {
                    true => {
                        format!("Outra vez, com um ângulo novo: o que mudou desde a ideia {i}.")
                    }
                    false => String::new(),
                },
            }
        })
        .collect();
    ProCopy {
        language: "Portuguese".to_owned(),
        posts,
        google: None,
        meta: None,
        email_subjects: Vec::new(),
        templates: vec![Template {
            title: "Responder a um pedido de encomenda".to_owned(),
            text: "Olá! Obrigado pela mensagem. A encomenda fica pronta no sábado às 9h."
                .to_owned(),
        }],
        searches: vec![
            "padaria de fermentação natural lisboa".to_owned(),
            "pão de centeio perto de mim".to_owned(),
        ],
        rivals: vec![
            Rival {
                name: "Padaria Portuguesa".to_owned(),
                named: true,
                why: "A cadeia em cada esquina: veja o preço do pão e as filas da manhã."
                    .to_owned(),
            },
            Rival {
                name: "O pão do supermercado".to_owned(),
                named: false,
                why: "Mais barato e à mão: o seu pão ganha no sabor e na conservação.".to_owned(),
            },
        ],
        pitch: "A padaria de bairro em Lisboa com pão de fermentação lenta.".to_owned(),
    }
}

/// Copy written before posts were scheduled: a post waits for the week it can go out from.
#[test]
fn older_copy_waits_for_the_week_each_post_names() {
    let lead = &sample_leads()[0];
    let plan = builtin::write(lead);
    let copy = model_copy(&plan, false);
    let span = calendar::Span::new(buyer().purchased, None, false);
    for slot in calendar::slots(&plan, &span, None, Some(&copy)) {
        let week = slot.day.since(span.start).unwrap().get_days() / 7 + 1;
        let post = copy.posts.iter().find(|p| p.idea == slot.idea.title).unwrap();
        assert!(i32::from(post.from_week) <= week, "{} in week {week}", slot.idea.title);
    }
}

/// With the model's schedule, every post goes on the day it names for the rest of the plan,
/// counted from the plan's week 1: a buyer in week 3 gets weeks 3 to 13, and the model's
/// messages for the business's moments replace the product's own templates.
#[test]
fn the_models_copy_schedules_the_posts_and_writes_the_moments() {
    let lead = &sample_leads()[0];
    let plan = builtin::write(lead);
    let copy = model_copy(&plan, true);
    assert_eq!(crate::plan::schedule::check(&plan, &copy), Vec::<String>::new());
    let span = calendar::Span::new(buyer().purchased, None, true);
    let slots = calendar::slots(&plan, &span, None, Some(&copy));
    let placed = copy.posts.iter().filter(|p| p.week.is_some()).count();
    let first: Vec<_> = slots.iter().filter(|s| !s.again).collect();
    assert_eq!(first.len(), placed, "every scheduled post has its day");
    for slot in first {
        let post = copy.posts.iter().find(|p| p.idea == slot.idea.title).unwrap();
        let day = span
            .monday(post.week.unwrap())
            .checked_add(jiff::ToSpan::days(post.day.unwrap().offset()));
        assert_eq!(slot.day, day.unwrap(), "{}", post.idea);
    }
    // Bought in week 3 of a plan that began on November 30: weeks 3 to 13, from the next day.
    let later = Buyer {
        purchased: jiff::civil::date(2026, 12, 16),
        plan_started: Some(jiff::civil::date(2026, 11, 30)),
        ..buyer()
    };
    let text = write_on_draft(lead, &plan, Some(&copy), &later);
    assert!(text.contains("3. Your posting calendar for the rest of the plan"), "{text}");
    assert!(text.contains("Every post of your plan's weeks 3 to 13, from Thursday December 17"));
    assert!(text.contains("### Week 3: December 14") && text.contains("### Week 13: February 22"));
    assert!(!text.contains("\n### Week 2:"));
    let early = calendar::slots(
        &plan,
        &calendar::Span::new(later.purchased, later.plan_started, true),
        None,
        Some(&copy),
    );
    assert!(early.iter().all(|s| s.day >= jiff::civil::date(2026, 12, 17)));
    assert_eq!(
        proofread(lead, &plan, Some(&copy), &text, Catalogue::defaults()),
        Vec::<String>::new()
    );
    // Where the posts leave a week short of the rhythm, an earlier post goes out again: three
    // weeks old at least, each once, under its new first line.
    let full = calendar::Span::new(buyer().purchased, None, true);
    let all = calendar::slots(&plan, &full, None, Some(&copy));
    let again: Vec<_> = all.iter().filter(|s| s.again).collect();
    assert!(!again.is_empty(), "the rhythm is filled with posts that go out again");
    for slot in &again {
        let first = all.iter().find(|s| !s.again && s.idea.title == slot.idea.title).unwrap();
        assert!(slot.day.since(first.day).unwrap().get_days() >= 14, "{}", slot.idea.title);
        assert_eq!(again.iter().filter(|s| s.idea.title == slot.idea.title).count(), 1);
    }
    // Hashtags belong on social posts only.
    let mut tagged = copy.clone();
    let i = tagged.posts.iter().position(|p| !p.channel.social()).unwrap();
    tagged.posts[i].hashtags = vec!["lisboa".to_owned()];
    let asked: Vec<crate::plan::pro::Asked> = tagged
        .posts
        .iter()
        .map(|p| crate::plan::pro::Asked { channel: p.channel, idea: p.idea.clone() })
        .collect();
    let problems = crate::plan::pro::check(&plan, "Padaria Estrela", &asked, &tagged);
    assert!(problems.iter().any(|p| p.contains("where hashtags do not belong")), "{problems:?}");
    let text = write_on_draft(lead, &plan, Some(&copy), &buyer());
    assert!(text.contains("| Again: ") && text.contains(": again: "), "{text}");
    assert!(text.contains("> De novo, o gancho "));
    // Its second outing reads new: the body the model wrote for it, not the first one again.
    let again_body = text.split("> De novo, o gancho ").nth(1).unwrap_or_default();
    assert!(again_body.split("\n\n**").next().unwrap().contains("Outra vez, com um ângulo novo"));
    assert_eq!(
        proofread(lead, &plan, Some(&copy), &text, Catalogue::defaults()),
        Vec::<String>::new()
    );
    assert!(text.contains("### Responder a um pedido de encomenda"));
    assert!(!text.contains("### Asking for a review"), "the model's moments replace the product's");
    assert!(text.contains("### Your posts, written out"));
    // The worksheet runs the model's searches and gives the named rival its own column.
    assert!(text.contains("| Google | \"padaria de fermentação natural lisboa\" |"));
    assert!(text.contains("- **Padaria Portuguesa** (you named them): A cadeia"));
    assert!(text.contains("| Padaria Portuguesa | Competitor 2 | Competitor 3 |"));
    // The product's English outlines give way to the model's messages.
    assert!(!text.contains("### Welcome e-mails"));
    // A rival marked as named must be in the answers.
    let asked: Vec<crate::plan::pro::Asked> = copy
        .posts
        .iter()
        .map(|p| crate::plan::pro::Asked { channel: p.channel, idea: p.idea.clone() })
        .collect();
    let problems = crate::plan::pro::check(&plan, "Padaria Estrela, Lisbon", &asked, &copy);
    assert!(
        problems.iter().any(|p| p.contains("\"Padaria Portuguesa\" is marked as named")),
        "{problems:?}"
    );
    let problems =
        crate::plan::pro::check(&plan, "unlike Padaria Portuguesa we ferment", &asked, &copy);
    assert!(!problems.iter().any(|p| p.contains("rival")), "{problems:?}");
}

#[test]
fn the_checklist_sets_up_the_apps_and_marketplaces_the_founder_lives_on() {
    let mut lead = sample_leads()[0].clone();
    lead.ideal_customer =
        "Regulars who message me on WhatsApp and buyers who find me on Shopee".to_owned();
    lead.website = None;
    lead.current_marketing.retain(|c| *c != crate::leads::model::CurrentMarketing::Website);
    let text = write(Some(&lead), None, &buyer());
    let checklist = &text[text.find("## 6. Your set-up checklist").expect("a checklist")..];
    assert!(
        checklist.contains("WhatsApp Business: ")
            && checklist.contains("https://business.whatsapp.com/")
    );
    assert!(checklist.contains("Shopee: in Seller Centre"), "{checklist}");
    assert!(!checklist.contains("Etsy") && !checklist.contains("LINE"), "only what it names");
    assert!(!checklist.contains("connect your site"), "no site to connect: {checklist}");
    // A business that talks to its customers on LINE gets its ads sent to the add-friend link.
    let mut lisbon = crate::commands::plan::read_answers(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/plans/lisbon-bakery.answers.json"),
    )
    .unwrap();
    lisbon.ideal_customer.push_str(" They follow us on our LINE OA.");
    let text = write(Some(&lisbon), None, &buyer());
    assert!(text.contains("LINE Official Account: in LINE Official Account Manager"), "{text}");
    assert!(text.contains("add-friend link (lin.ee/"), "Meta ads cannot open a LINE chat");
    assert!(!text.contains("shop voucher"), "no discount the plan did not choose");
}

#[test]
fn a_post_waiting_for_next_quarter_fills_a_gap_before_any_post_goes_out_again() {
    let lead = &sample_leads()[0];
    let plan = builtin::write(lead);
    let mut copy = model_copy(&plan, true);
    // The model left one of its social posts for the next quarter.
    let i = copy.posts.iter().position(|p| p.channel.social() && p.week.is_some()).unwrap();
    (copy.posts[i].week, copy.posts[i].day) = (None, None);
    let title = copy.posts[i].idea.clone();
    let span = calendar::Span::new(buyer().purchased, None, true);
    let slots = calendar::slots(&plan, &span, None, Some(&copy));
    let placed: Vec<_> = slots.iter().filter(|s| s.idea.title == title).collect();
    assert_eq!(placed.len(), 1, "it goes out once, where its rhythm had room");
    assert!(!placed[0].again, "as written, not as a post that goes out again");
    // No post goes out again before that week's gap is filled.
    assert!(
        slots
            .iter()
            .filter(|s| s.again)
            .all(|s| s.day >= placed[0].day || s.outlet != placed[0].outlet)
    );
    let text = write_on_draft(lead, &plan, Some(&copy), &buyer());
    let later = text.split("### Ready for next quarter").nth(1).unwrap_or_default();
    assert!(
        !later.split("\n## ").next().unwrap_or_default().contains(&title),
        "not waiting any more"
    );
    assert_eq!(
        proofread(lead, &plan, Some(&copy), &text, Catalogue::defaults()),
        Vec::<String>::new()
    );
}

#[test]
fn meta_ads_get_five_texts_and_copy_written_with_three_still_counts() {
    let lead = crate::commands::plan::read_answers(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/plans/lisbon-bakery.answers.json"),
    )
    .unwrap();
    let plan = builtin::write(&lead);
    assert!(
        crate::plan::pro::paid(&plan).contains(&crate::leads::model::Platform::Instagram)
            || crate::plan::pro::paid(&plan).contains(&crate::leads::model::Platform::Facebook)
    );
    let mut copy = model_copy(&plan, true);
    let asked: Vec<crate::plan::pro::Asked> = copy
        .posts
        .iter()
        .map(|p| crate::plan::pro::Asked { channel: p.channel, idea: p.idea.clone() })
        .collect();
    for (count, complete) in [(2, false), (3, true), (5, true), (6, false)] {
        let line = "Pão de fermentação lenta da Padaria Estrela, quente às 8h.".to_owned();
        copy.meta = Some(crate::plan::pro::SocialAd {
            primary_texts: vec![line.clone(); count],
            headlines: vec!["Pão quente às 8h".to_owned(); count],
        });
        let problems = crate::plan::pro::check(&plan, "Padaria Estrela", &asked, &copy);
        let counted = problems.iter().any(|p| p.starts_with("There are") && p.contains("Meta"));
        assert_eq!(!counted, complete, "{count}: {problems:?}");
    }
}
