//! Recognition read from founders' words: the trades, the words that unsettle them, and
//! every trade from its own name.

mod cases {
    use super::super::*;
    use crate::leads::model::tests::valid_input;

    fn lead(kind: BusinessType, offering: &str, name: &str) -> NewLead {
        let mut input = valid_input();
        input.business_offering = Some(offering.to_owned());
        input.business_name = Some(name.to_owned());
        input.website = None;
        let mut lead = input.parse().expect("valid answers");
        lead.business_type = kind;
        lead
    }

    fn recognised(kind: BusinessType, offering: &str, name: &str) -> Option<String> {
        let catalogue = Catalogue::defaults();
        recognise(catalogue, &lead(kind, offering, name)).trade().map(|t| t.id.clone())
    }

    #[test]
    fn a_mobile_dog_groomer_who_trims_nails_is_not_a_nail_salon() {
        assert_eq!(
            recognised(
                BusinessType::Other,
                "Mobile dog grooming: full grooms, baths, nail trims",
                "Paws on Wheels"
            )
            .as_deref(),
            Some("mobile-dog-groomer")
        );
        assert_eq!(
            recognised(
                BusinessType::BeautyWellness,
                "Gel nails, manicures and nail art",
                "Polished"
            )
            .as_deref(),
            Some("nail-salon")
        );
    }

    #[test]
    fn trades_are_recognised_in_the_founders_language() {
        assert_eq!(
            recognised(
                BusinessType::Other,
                "Mobiele fietsenmaker: ik repareer je fiets aan huis",
                "Fietsdokter"
            )
            .as_deref(),
            Some("mobile-bike-repair")
        );
        assert_eq!(
            recognised(
                BusinessType::Other,
                "Reparación de bicicletas a domicilio en Valencia",
                "BiciMóvil"
            )
            .as_deref(),
            Some("mobile-bike-repair")
        );
    }

    #[test]
    fn a_trade_named_as_the_customer_or_denied_is_not_the_business() {
        // A food photographer's customers are restaurants; a cat hotel takes no dogs.
        assert_ne!(
            recognised(
                BusinessType::Freelance,
                "Food photography and short reels for restaurants and cafes",
                "Plated"
            )
            .as_deref(),
            Some("restaurant")
        );
        assert_ne!(
            recognised(
                BusinessType::Other,
                "A holiday home only for cats, no dog sitting and no dog walking",
                "Casa Gato"
            )
            .as_deref(),
            Some("pet-sitter")
        );
    }

    #[test]
    fn an_offering_that_names_no_trade_is_not_guessed() {
        let catalogue = Catalogue::defaults();
        let answer = lead(BusinessType::Other, "We help people with things they need", "Acme");
        let recognition = recognise(catalogue, &answer);
        assert_eq!(
            recognition.confidence,
            Confidence::Weak,
            "{:?}",
            recognition.best.map(|b| b.trade.id.clone())
        );
        assert!(recognition.trade().is_none());
    }

    /// How `offering` and `name` are read: the trade's id, how sure, and the words that
    /// change what is sold that the trade does not know.
    fn read(
        kind: BusinessType,
        offering: &str,
        name: &str,
    ) -> (Option<String>, Confidence, Vec<&'static str>) {
        let recognition = recognise(Catalogue::defaults(), &lead(kind, offering, name));
        let best = recognition.best.as_ref().map(|b| b.trade.id.clone());
        (best, recognition.confidence, recognition.unexplained)
    }

    #[test]
    fn a_word_that_changes_what_is_sold_unsettles_a_trade_that_does_not_know_it() {
        // A café on wheels, roof inspections beside a roofer, a stove fitter beside a sauna.
        let coffee = "Café on wheels: espresso, flat whites and cake at farmers markets";
        let (best, confidence, words) = read(BusinessType::FoodBeverage, coffee, "Brew Cart");
        assert_eq!((best.as_deref(), confidence), (Some("cafe"), Confidence::Unexplained));
        assert_eq!(words, ["on wheels"]);
        let survey = "Roof inspections with a written condition report for buyers";
        let (best, confidence, words) = read(BusinessType::Other, survey, "SkyCheck");
        assert_eq!((best.as_deref(), confidence), (Some("roofer"), Confidence::Unexplained));
        assert_eq!(words, ["inspection"]);
        // Drone surveys are a trade of their own, which knows them.
        let survey = "Aerial roof surveys by drone, with a written condition report";
        let (best, confidence, _) = read(BusinessType::Other, survey, "SkyCheck");
        assert_eq!((best.as_deref(), confidence), (Some("drone-services"), Confidence::Sure));
        // A stove's servicing is neither a sauna's visit nor a chimney sweep's: no plan for
        // either.
        let (_, confidence, _) =
            read(BusinessType::Other, "Sauna stove servicing and repair across Lapland", "Kiuas");
        assert!(matches!(confidence, Confidence::Unexplained | Confidence::Contested));
    }

    #[test]
    fn the_same_words_in_the_founders_language_unsettle_it_too() {
        let (best, confidence, words) =
            read(BusinessType::Other, "Zonnepanelen plaatsen voor boerderijen", "Helder Dak");
        assert_eq!(
            (best.as_deref(), confidence),
            (Some("solar-installer"), Confidence::Unexplained)
        );
        assert_eq!(words, ["boerderijen"]);
        // Cleaning them is a trade of its own.
        let (best, confidence, _) = read(
            BusinessType::Other,
            "Zonnepanelen reiniging voor woningen en boerderijen",
            "Helder Dak",
        );
        assert_eq!((best.as_deref(), confidence), (Some("solar-panel-cleaning"), Confidence::Sure));
        let (_, confidence, words) =
            read(BusinessType::Other, "Boekhouding voor melkveebedrijven en boeren", "Koeboek");
        assert_eq!(confidence, Confidence::Unexplained);
        assert_eq!(words, ["boeren"]);
    }

    #[test]
    fn a_trade_that_knows_the_word_keeps_its_match() {
        // Car detailing goes to its customers, a roaster ships, a bookkeeper serves businesses,
        // a dog trainer teaches and a cake maker knows weddings.
        for (kind, offering, name, trade) in [
            (
                BusinessType::Other,
                "Mobile car valeting at your home or office",
                "Shine On",
                "car-detailing",
            ),
            (
                BusinessType::Other,
                "Puppy classes and one-to-one dog training",
                "Good Boy",
                "dog-trainer",
            ),
            (
                BusinessType::OnlineStore,
                "Coffee roaster: specialty beans delivered to your door",
                "Kiln Roast",
                "coffee-roaster",
            ),
            (
                BusinessType::Freelance,
                "Monthly bookkeeping for cafés and small shops",
                "Tidy Ledger",
                "bookkeeper",
            ),
            (
                BusinessType::FoodBeverage,
                "Wedding cakes and celebration cakes to order",
                "Tiered",
                "cake-maker",
            ),
        ] {
            assert_eq!(recognised(kind, offering, name).as_deref(), Some(trade), "{offering}");
        }
    }

    #[test]
    fn teaching_or_renting_a_trade_is_not_doing_it() {
        let (best, confidence, words) = read(
            BusinessType::Other,
            "Ceramics courses in my studio: wheel throwing for adults, six weeks",
            "Clay Days",
        );
        assert_eq!((best.as_deref(), confidence), (Some("ceramics"), Confidence::Unexplained));
        assert_eq!(words, ["courses"]);
        // Classes are the trade of a classes business.
        assert_eq!(
            recognised(
                BusinessType::Other,
                "Pottery classes for beginners on the wheel",
                "Wheel Club"
            )
            .as_deref(),
            Some("art-classes")
        );
        let (_, confidence, words) =
            read(BusinessType::Other, "We rent out a hot tub and sauna for garden parties", "Soak");
        assert_eq!(confidence, Confidence::Unexplained);
        assert_eq!(words, ["we rent"]);
    }

    #[test]
    fn a_denied_word_or_one_that_only_sounds_alike_changes_nothing() {
        // "No delivery": the bakery sells at its door. A potter's own workshop teaches no one.
        assert_eq!(
            recognised(
                BusinessType::FoodBeverage,
                "Sourdough bakery, no delivery, come early",
                "Crumb"
            )
            .as_deref(),
            Some("bakery")
        );
        assert_eq!(
            recognised(
                BusinessType::OnlineStore,
                "Stoneware mugs and bowls thrown in my workshop",
                "Clayhouse"
            )
            .as_deref(),
            Some("ceramics")
        );
    }

    #[test]
    fn accents_and_inflections_do_not_hide_a_cue() {
        let words = tokens("Réparations de vélos, GROOMING and Cards");
        assert!(contains(&words, &tokens("réparation")));
        assert!(contains(&words, &tokens("velo")));
        assert!(contains(&words, &tokens("groom")));
        assert!(!contains(&words, &tokens("car")));
        assert!(contains(&tokens("Weekend cooking class"), &tokens("cooking classes")));
        assert!(contains(&tokens("Fresh bread from your baker"), &tokens("bakery")));
        assert!(!contains(&tokens("Dog nail trims"), &tokens("nail salon")));
    }
}

mod catalogue {
    use super::super::*;

    /// Every trade is recognised from its own name as a founder would write it; a trade its
    /// neighbours' cues outweigh needs `not` cues or stronger ones of its own.
    #[test]
    fn every_trade_is_recognised_from_its_own_name() {
        let catalogue = Catalogue::defaults();
        let mut wrong = Vec::new();
        for trade in &catalogue.trades {
            let mut input = crate::leads::model::tests::valid_input();
            input.business_offering =
                Some(format!("My {}: I work as a {}.", trade.names.trade, trade.names.business));
            input.business_name = Some("Northside".to_owned());
            input.website = None;
            let lead = input.parse().unwrap();
            let recognition = recognise(catalogue, &lead);
            if recognition.trade().map(|t| t.id.as_str()) != Some(trade.id.as_str()) {
                wrong.push(format!(
                    "{} ({:?}): best {:?}, next {:?}",
                    trade.id,
                    recognition.confidence,
                    recognition.best.map(|c| (c.trade.id.clone(), c.score, c.words)),
                    recognition.runner_up.map(|c| (c.trade.id.clone(), c.score, c.words)),
                ));
            }
        }
        assert!(
            wrong.is_empty(),
            "{} trades not recognised from their name:\n{}",
            wrong.len(),
            wrong.join("\n")
        );
    }
}
