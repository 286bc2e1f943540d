use super::{listed, places, things};

fn known(words: &[&str]) -> Vec<String> {
    words.iter().map(|w| (*w).to_owned()).collect()
}

#[test]
fn the_places_a_customer_answer_names_are_read_in_order() {
    let cases: &[(&str, &[&str], &[&str])] = &[
        (
            "People living in Trnovo and Krakovo on their way to work, students from the faculties nearby, and families walking by the river on Sunday mornings.",
            &["Ljubljana", "Slovenia"],
            &["Trnovo", "Krakovo"],
        ),
        (
            "Homeowners and landlords in Block 8, Phakalane, Tlokweng and Mogoditshane, and small offices.",
            &["Gaborone"],
            &["Block 8", "Phakalane", "Tlokweng", "Mogoditshane"],
        ),
        (
            "Families in Cayma, Yanahuara and Cerro Colorado, and small restaurants and hostales in the centro.",
            &["Arequipa"],
            &["Cayma", "Yanahuara", "Cerro Colorado"],
        ),
        (
            "Owners of old wooden boats in the Šibenik archipelago and along Dalmatia.",
            &[],
            &["the Šibenik archipelago"],
        ),
        (
            "Commuters and students. Mostly people living in Sint-Amandsberg, Dampoort and the Muide.",
            &["Ghent"],
            &["Sint-Amandsberg", "Dampoort", "the Muide"],
        ),
        (
            "Families planning weddings in Lusaka and surrounding areas like Chongwe and Chilanga.",
            &["Lusaka", "Zambia"],
            &["Chongwe", "Chilanga"],
        ),
        (
            "Trinis who love real heat, buying to pack in the suitcase for family in New York and Toronto.",
            &[],
            &[],
        ),
        ("Freelancers who write in Hebrew, English and Russian, busy in December.", &[], &[]),
        ("Busy people in Buda (II. and XII. kerület) with small breeds.", &["Budapest"], &["Buda"]),
        ("Restaurant kitchens in Nimman and old city.", &["Chiang Mai"], &["Nimman"]),
        (
            "Families and busy employees in Khalda, Tla' al-Ali, Dabouq. Expats too.",
            &["Khalda", "Amman"],
            &["Tla' al-Ali", "Dabouq"],
        ),
        (
            "Neighbours and office workers in Campo de Ourique who want good bread.",
            &["Lisbon"],
            &["Campo de Ourique"],
        ),
    ];
    for (text, town, want) in cases {
        assert_eq!(places(text, &known(town)), known(want), "{text}");
    }
}

#[test]
fn the_things_an_offering_lists_are_read_by_name() {
    let cases: &[(&str, &[&str])] = &[
        (
            "Small bakery-café in Trnovo: sourdough bread, burek in the morning, potica on weekends and proper coffee. Kava + croissant is €3.80.",
            &["sourdough bread", "burek", "potica", "coffee"],
        ),
        (
            "We are a small family bakery in Bolognina, open since 2016. Sourdough loaves, crescentine, focaccia every morning, and at Christmas we do certosino and raviole for San Giuseppe in March.",
            &["sourdough loaves", "crescentine", "focaccia"],
        ),
        (
            "Handloom sarees – Tangail cotton and Jamdani from Rupganj – bought directly from weaver families.",
            &["handloom sarees", "Tangail cotton", "Jamdani"],
        ),
        (
            "Spare parts and restoration for old Czech Jawa and Soviet IZh/Minsk motorcycles: reproduction gaskets, seat covers, chrome, rebuilt carburettors.",
            &["reproduction gaskets", "seat covers", "chrome", "rebuilt carburettors"],
        ),
        (
            "Hair salon in barrio El Vergel: cuts, colour, keratina (alisado) and blowouts.",
            &["cuts", "colour", "keratina", "blowouts"],
        ),
        (
            "Sourdough bread, pastéis de nata and seasonal pastries, baked every morning in our shop in Campo de Ourique.",
            &["sourdough bread", "pastéis de nata", "seasonal pastries"],
        ),
        // Nothing that reads as a list of things: the plan keeps to its own words.
        (
            "Good quality second-hand baby and kids clothes (0-6 years), washed, ironed and photographed, sold on Instagram and WhatsApp.",
            &[],
        ),
        (
            "Hand-poured soy candles made in my flat in Georgetown, Penang, with local scents like pandan, kopi, gula melaka and rain on the padi.",
            &[],
        ),
        ("Knife sharpening by hand on whetstones. I pick up knives from restaurants.", &[]),
        ("Bottled scorpion pepper sauce and shadow beni sauce made in Chaguanas.", &[]),
    ];
    for (text, want) in cases {
        assert_eq!(things(text), known(want), "{text}");
    }
}

#[test]
fn a_list_reads_as_english_does() {
    assert_eq!(listed(&known(&["Trnovo"])), "Trnovo");
    assert_eq!(listed(&known(&["Trnovo", "Krakovo"])), "Trnovo and Krakovo");
    assert_eq!(listed(&known(&["a", "b", "c"])), "a, b and c");
}

mod in_the_plan {
    use crate::content::Currency;
    use crate::content::trades::Catalogue;
    use crate::leads::model::{
        BusinessStage, BusinessType, NewLead, Platform, PrimaryGoal, SellLocation,
    };
    use crate::plan::builtin;
    use crate::plan::check;
    use crate::plan::tests::Sampler;

    fn bakery() -> NewLead {
        let mut lead = Sampler(7).lead();
        lead.business_name = "Pekarna Sonček".to_owned();
        lead.business_type = BusinessType::FoodBeverage;
        lead.sell_location = SellLocation::Locally;
        lead.specific_location = Some("Ljubljana, Slovenia".to_owned());
        lead.business_offering = "Small bakery-café in Trnovo: sourdough bread, burek in the morning, potica on weekends and proper coffee. A sourdough loaf is €5.50.".to_owned();
        lead.ideal_customer = "People living in Trnovo and Krakovo on their way to work, students from the faculties nearby, and families walking by the river.".to_owned();
        lead.problem_solved = "There was no real bakery on our street.".to_owned();
        lead.business_stage = BusinessStage::Launched;
        lead.primary_goal = PrimaryGoal::GrowAudience;
        lead.platforms = vec![Platform::Instagram, Platform::Facebook];
        lead.other_challenge = None;
        lead.website = None;
        lead
    }

    #[test]
    fn a_bakery_is_written_for_its_neighbourhoods_and_what_it_bakes() {
        let lead = bakery();
        let plan = builtin::write(&lead);
        assert_eq!(plan.trade, "neighbourhood bakery");
        assert!(
            plan.audience.who.starts_with("Regulars in Trnovo and Krakovo (Ljubljana)"),
            "{}",
            plan.audience.who
        );
        assert!(
            plan.audience.who.contains("students and families among them"),
            "{}",
            plan.audience.who
        );
        assert!(
            plan.audience
                .where_to_find
                .iter()
                .any(|w| w.starts_with("Facebook: the local groups of Trnovo and Krakovo,")),
            "{:?}",
            plan.audience.where_to_find
        );
        assert!(plan.positioning.contains("the baker in Trnovo"), "{}", plan.positioning);
        assert!(
            plan.positioning.contains("(sourdough bread, burek, potica and coffee)"),
            "{}",
            plan.positioning
        );
        let searches: Vec<&str> = plan.keywords.iter().map(|k| k.phrase.as_str()).collect();
        assert!(
            searches.contains(&"burek ljubljana") && searches.contains(&"potica ljubljana"),
            "{searches:?}"
        );
        assert_eq!(searches.len(), 5);
        let ideas: Vec<&str> = plan.content_ideas.iter().map(|i| i.title.as_str()).collect();
        assert!(
            ideas.contains(&"Burek, start to finish: every step, in the order we do it"),
            "{ideas:?}"
        );
        assert!(ideas.iter().any(|i| i.starts_with("Potica or coffee: which one")), "{ideas:?}");
        let tasks: Vec<&str> = plan.tasks().map(|(_, t)| t.text.as_str()).collect();
        assert!(
            tasks.iter().any(|t| t.starts_with("Visit three businesses in Trnovo and Krakovo")),
            "{tasks:?}"
        );
        let broken = check::check(&lead, &plan, &Currency::default(), Catalogue::defaults());
        assert!(broken.is_empty(), "{broken:?}");
    }

    #[test]
    fn without_places_or_things_the_plan_keeps_to_its_own_words() {
        let mut lead = bakery();
        lead.business_offering =
            "Small bakery-café with sourdough bread baked every morning.".to_owned();
        lead.ideal_customer = "Neighbours on their way to work.".to_owned();
        let plan = builtin::write(&lead);
        assert!(
            plan.audience.who.starts_with("Regulars in Ljubljana, Slovenia."),
            "{}",
            plan.audience.who
        );
        assert!(!plan.positioning.contains("Name what you sell"), "{}", plan.positioning);
        assert!(plan.keywords.iter().all(|k| !k.why.starts_with("People nearby search for what")));
        assert!(
            plan.content_ideas.iter().all(|i| !i.title.contains("start to finish: every step"))
        );
    }

    #[test]
    fn a_service_names_no_things_from_its_list_of_jobs() {
        let mut lead = bakery();
        lead.business_name = "Kgosi Plumbing".to_owned();
        lead.business_type = BusinessType::Other;
        lead.specific_location = Some("Gaborone, Botswana".to_owned());
        lead.business_offering = "Plumbing repairs and installations for houses: burst pipes, geysers, blocked drains, new toilets and taps.".to_owned();
        lead.ideal_customer =
            "Homeowners and landlords in Block 8, Phakalane and Tlokweng.".to_owned();
        let plan = builtin::write(&lead);
        assert!(!plan.positioning.contains("Name what you sell"), "{}", plan.positioning);
        assert!(
            plan.audience.who.contains("in Block 8, Phakalane and Tlokweng (Gaborone)"),
            "{}",
            plan.audience.who
        );
    }

    #[test]
    fn the_neighbourhoods_a_place_names_are_read_and_a_country_is_no_neighbourhood() {
        let mut lead = bakery();
        lead.specific_location = Some("Graz (Andritz, St. Peter, Liebenau), Austria".to_owned());
        lead.ideal_customer = "Neighbours on their way to work.".to_owned();
        let plan = builtin::write(&lead);
        assert!(
            plan.audience.who.starts_with("Regulars in Andritz, St. Peter and Liebenau (Graz)"),
            "{}",
            plan.audience.who
        );
        lead.specific_location = Some("Blåvand, Denmark".to_owned());
        lead.ideal_customer =
            "Private owners in Germany, Aarhus and Copenhagen who rent out their house.".to_owned();
        let plan = builtin::write(&lead);
        assert!(
            plan.audience.who.starts_with("Regulars in Blåvand, Denmark"),
            "{}",
            plan.audience.who
        );
        let places = plan.audience.where_to_find.join(" ");
        assert!(!places.contains("Germany") && !places.contains("Aarhus"), "{places}");
    }
}
