//! What the offering's first words name, read from offerings founders write.

use super::{Kind, is_service, kind, product_phrase};

#[test]
fn the_first_words_that_name_a_product_are_taken() {
    let cases = [
        (
            "Converted horsebox coffee van. Speciality coffee, hot choc.",
            Some("converted horsebox coffee van"),
        ),
        ("We rent out a wood-fired sauna on a trailer.", Some("wood-fired sauna")),
        ("Mobile car detailing, we come to your house", Some("mobile car detailing")),
        ("Sourdough bread, pastéis de nata and seasonal pastries", Some("sourdough bread")),
        ("We do the monthly bookkeeping for small restaurants", Some("monthly bookkeeping")),
        ("Snow removal contracts for the season", Some("snow removal contracts")),
        ("Kinderfeestjes at your home or in a zaal", Some("kinderfeestjes")),
        ("Plants for offices, cafes and shops.", Some("plants for offices")),
        (
            "Good quality second-hand baby and kids clothes, washed and ironed",
            Some("second-hand baby clothes"),
        ),
        ("Handmade soy candles and wax melts", Some("handmade soy candles")),
        ("Made to measure furniture, mostly built-in wardrobes", Some("made-to-measure furniture")),
        // The work, after what it is done on.
        (
            "Restoration of old wooden windows (kastaknad) in historic houses.",
            Some("wooden window restoration"),
        ),
        (
            "Installation and repair of solar borehole pumps for farms.",
            Some("solar borehole pump installation"),
        ),
        ("Cleaning of gutters and roofs", Some("gutter cleaning")),
        (
            "Preparation for the UMSA entrance exam (PSA and prefacultativo)",
            Some("umsa entrance exam preparation"),
        ),
    ];
    for (offering, phrase) in cases {
        assert_eq!(product_phrase(offering).as_deref(), phrase, "{offering}");
    }
}

/// An offering that opens with what the founder does names the work as a noun, the thing
/// worked on in the singular before it; one that opens with making names what is made.
#[test]
fn an_offering_that_opens_with_a_verb_names_the_work_or_what_is_made() {
    let cases = [
        ("Sharpens knives on whetstones from a small truck at markets.", Some("knife sharpening")),
        ("Sharpening kitchen knives and scissors while you wait", Some("kitchen knife sharpening")),
        ("We repair vintage radios and record players", Some("vintage radio repair")),
        ("I edit podcasts for small businesses and nonprofits", Some("podcast editing")),
        ("Walking dogs around Hackney twice a day", Some("dog walking")),
        ("We clean your windows and gutters", Some("window cleaning")),
        ("Restores old furniture with traditional finishes", Some("old furniture restoration")),
        ("We translate legal documents from German", Some("legal document translation")),
        ("Fixes cracked phone screens in 30 minutes", Some("cracked phone screen repair")),
        ("I make soy candles by hand", Some("soy candles")),
        ("We design, build and restore traditional hammams in riads", Some("traditional hammams")),
        ("We clean, oil and adjust bicycles at your door", Some("bicycle cleaning")),
        ("I write tender and EOI responses for small builders", Some("tender writing")),
        (
            "Cleaning and disinfecting rooftop water tanks for buildings",
            Some("rooftop water tank cleaning"),
        ),
        ("We will handle everything for families moving abroad with a pet", None),
        ("Bakes wedding cakes to order", Some("wedding cakes")),
        ("We service boilers across Leeds", Some("boiler servicing")),
        ("Weekend courses teaching bread baking to beginners", Some("bread baking courses")),
        ("Evening classes teaching kids to code", Some("evening classes")),
        ("Fresh pasta made daily, sold by weight", Some("fresh pasta")),
        ("Custom neon signs for bars and shops", Some("custom neon signs")),
        ("Soy candles poured by hand in small batches", Some("soy candles")),
        ("Beautiful handcrafted jewellery", Some("handcrafted jewellery")),
        ("Professional dog grooming at your door", Some("dog grooming")),
        ("Dog walking in Leeds", Some("dog walking")),
        ("Sharpen knives and scissors at farmers markets", Some("knife sharpening")),
        ("Clean beauty products in refill pouches", Some("clean beauty products")),
        ("Clean candles made with soy wax", Some("clean candles")),
        ("Film cameras and lenses, tested and serviced", Some("film cameras")),
        ("Bespoke oak furniture made to order", Some("bespoke oak furniture")),
        ("Cleaning products made from plants", Some("cleaning products")),
        ("Painting workshops for adults", Some("painting workshops")),
        ("Design studio for small brands", Some("design studio")),
        ("Repairs and servicing for e-bikes", None),
    ];
    for (offering, phrase) in cases {
        assert_eq!(product_phrase(offering).as_deref(), phrase, "{offering}");
    }
}

/// A verb on its own, or one that works for people rather than on a thing, names nothing;
/// a plain verb form without "we" or "I" before it is read as a noun.
#[test]
fn a_verb_that_names_no_product_gives_none() {
    for offering in [
        "Sharpens, hones and polishes knives",
        "We photograph couples on their wedding day",
        "Teaching kids to code after school",
        "Makes life easier for busy parents",
        "We make marketing simple for bakeries",
        "We don't repair your shoes, we show you how",
        "We don’t sell bread, we teach you to bake it",
        "Not your usual bike shop",
    ] {
        assert_eq!(product_phrase(offering), None, "{offering}");
    }
    assert_eq!(product_phrase("Repair café in the village hall").as_deref(), Some("repair café"));
}

/// Work done for the customer reads as a service; a thing made or sold does not.
#[test]
fn work_done_reads_as_a_service() {
    assert!(is_service("knife sharpening"));
    assert!(is_service("vintage radio repair"));
    assert!(!is_service("soy candles"));
    assert!(!is_service("fresh pasta"));
    assert_eq!(kind("weekend courses"), Kind::Sessions);
    assert_eq!(kind("custom neon signs"), Kind::Goods);
}

#[test]
fn an_offering_that_opens_with_a_verb_or_a_general_word_gives_none() {
    for offering in [
        "I help founders write their first sales page.",
        "Sports and deep tissue massage in a small studio",
        "Home visits by a qualified podiatrist",
        "1:1 coaching for adults",
        "Coaching for people who are at home",
    ] {
        assert_eq!(product_phrase(offering), None, "{offering}");
    }
}

#[test]
fn a_founder_who_introduces_themselves_or_a_plan_is_read_for_what_they_sell() {
    let cases = [
        (
            "I'm a former high school teacher from Durban and I tutor Maths and Physical Sciences",
            Some("maths tutoring"),
        ),
        (
            "I want to offer family history research for people abroad",
            Some("family history research"),
        ),
        ("We clean overhead and underground water tanks for houses", Some("water tank cleaning")),
        ("We hire out tents, plastic and chiavari chairs, tables and linen", Some("tent hire")),
        // A list of things worked on is cut to the first, as before.
        ("We repair bikes and scooters at your door", Some("bike repair")),
        ("We clean offices and small shops after hours", Some("office cleaning")),
        // "hire" before a noun is a noun.
        ("Hire cars for weddings and proms", Some("hire cars")),
    ];
    for (offering, phrase) in cases {
        assert_eq!(product_phrase(offering).as_deref(), phrase, "{offering}");
    }
}

#[test]
fn a_long_product_is_said_short_after_its_first_time() {
    for (phrase, short) in [
        ("traditional wooden boat repair", "boat repair"),
        ("wooden window restoration", "window restoration"),
        ("handmade falcon hoods", "falcon hoods"),
        ("paraguayan harps", "paraguayan harps"),
        ("home cooked lunches", "home cooked lunches"),
        ("used original parts for older škoda", "used original parts for older škoda"),
        (
            "amharic and afaan oromo to english translation",
            "amharic and afaan oromo to english translation",
        ),
        ("knife sharpening", "knife sharpening"),
    ] {
        assert_eq!(super::short(phrase), short, "{phrase}");
    }
}

#[test]
fn a_range_or_a_choice_is_no_part_of_the_product() {
    assert_eq!(product_phrase("Everything for mate: calabaza mates covered in leather"), None);
    assert_eq!(
        product_phrase("Piñatas of any character made by hand, from L 350").as_deref(),
        Some("piñatas")
    );
    assert_eq!(
        product_phrase("Gift boxes of Armenian dried fruit (chir), sujukh and gata").as_deref(),
        Some("gift boxes")
    );
}
