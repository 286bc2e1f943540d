//! The shape of a trade file, as `docs/trades.md` describes it.

use serde::Deserialize;

/// The languages searches are written in; the founder's country chooses one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    En,
    Nl,
    De,
    Fr,
    Es,
    Pt,
    It,
}

impl Language {
    pub const ALL: [Self; 7] =
        [Self::En, Self::Nl, Self::De, Self::Fr, Self::Es, Self::Pt, Self::It];

    /// The language's name in English.
    pub fn name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::Nl => "Dutch",
            Self::De => "German",
            Self::Fr => "French",
            Self::Es => "Spanish",
            Self::Pt => "Portuguese",
            Self::It => "Italian",
        }
    }

    /// The one of `by_language`, given in the order of [`Language::ALL`], written in this
    /// language.
    pub fn of<T>(self, by_language: [T; 7]) -> T {
        let [en, nl, de, fr, es, pt, it] = by_language;
        match self {
            Self::En => en,
            Self::Nl => nl,
            Self::De => de,
            Self::Fr => fr,
            Self::Es => es,
            Self::Pt => pt,
            Self::It => it,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::Nl => "nl",
            Self::De => "de",
            Self::Fr => "fr",
            Self::Es => "es",
            Self::Pt => "pt",
            Self::It => "it",
        }
    }
}

/// The survey's business types, as the catalogue names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SurveyType {
    FoodBeverage,
    BeautyWellness,
    Coaching,
    Freelance,
    OnlineStore,
    Other,
}

/// How a trade sells, which shapes its roadmap, channels and KPIs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Selling {
    /// Customers come to a door: a café, a shop.
    WalkIn,
    /// Repeat appointments: a salon, a trainer.
    Bookings,
    /// A booked event or project that rarely repeats: a wedding photographer, removals.
    OneOff,
    /// Bought online, shipped or downloaded.
    Shop,
    /// Won in conversations: consulting, B2B services, agencies.
    Leads,
    /// Recurring plans: software, boxes, memberships.
    Subscription,
    /// Goes to the customer across a service area: a mobile groomer, a plumber.
    Mobile,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SearchIntent {
    /// Looking for one nearby: the planner adds the place.
    Local,
    Buy,
    Compare,
    Learn,
}

/// Where a tactic happens (the plan's outlets).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TacticOutlet {
    Instagram,
    Facebook,
    Tiktok,
    Linkedin,
    Email,
    GoogleAds,
    Website,
    GoogleBusinessProfile,
    InPerson,
}

/// When in the 13 weeks a tactic belongs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Phase {
    /// Weeks 1–4.
    Start,
    /// Weeks 5–9.
    Build,
    /// Weeks 10–13.
    Grow,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Format {
    Reel,
    ShortVideo,
    Carousel,
    Photo,
    Story,
    Post,
    Article,
    Email,
    Guide,
    Live,
}

/// The theme a content idea belongs to; a trade file names it, and so does the plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize, poem_openapi::Enum)]
#[serde(rename_all = "kebab-case")]
#[oai(rename_all = "kebab-case")]
pub enum Pillar {
    /// Customers' results and words.
    Proof,
    /// What the trade knows that its buyers want to learn.
    KnowHow,
    /// The work and the people behind it. Plans stored before it was a value spell it with spaces.
    #[serde(alias = "behind the scenes")]
    BehindTheScenes,
    /// What is for sale, and why now.
    Offer,
    /// The people and places around the business.
    Community,
}

/// A word's singular and plural.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct Noun(pub String, pub String);

impl Noun {
    pub fn one(&self) -> &str {
        &self.0
    }

    pub fn many(&self) -> &str {
        &self.1
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Names {
    /// The trade as a phrase: "mobile bike repair".
    pub trade: String,
    /// The one who runs it: "mobile bike mechanic".
    pub business: String,
    /// The unit a customer buys.
    pub product: Noun,
    pub customer: Noun,
}

/// One person's business a month, at full stride.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scale {
    pub unit: Noun,
    pub per_month: (u32, u32),
    pub price_usd: (u32, u32),
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Recognise {
    /// Lower-case phrases with a weight from 1 (a hint) to 5 (names the trade).
    pub cues: Vec<(String, u8)>,
    /// Words that argue against the trade even when a cue matches.
    #[serde(default)]
    pub not: Vec<String>,
    /// `cues` and `not` as [`words`](super::words), made once when the file is read.
    #[serde(skip)]
    pub cue_words: Vec<Vec<String>>,
    #[serde(skip)]
    pub not_words: Vec<Vec<String>>,
}

/// What people type, best first, by language. English is required; a language left out is
/// searched in English.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Searches {
    pub en: Vec<(String, SearchIntent)>,
    #[serde(default)]
    pub nl: Vec<(String, SearchIntent)>,
    #[serde(default)]
    pub de: Vec<(String, SearchIntent)>,
    #[serde(default)]
    pub fr: Vec<(String, SearchIntent)>,
    #[serde(default)]
    pub es: Vec<(String, SearchIntent)>,
    #[serde(default)]
    pub pt: Vec<(String, SearchIntent)>,
    #[serde(default)]
    pub it: Vec<(String, SearchIntent)>,
}

impl Searches {
    /// The searches in `language`, or in English when the file has none in it.
    pub fn get(&self, language: Language) -> &[(String, SearchIntent)] {
        let searches = self.written(language);
        if searches.is_empty() { &self.en } else { searches }
    }

    pub(super) fn written(&self, language: Language) -> &[(String, SearchIntent)] {
        language.of([&self.en, &self.nl, &self.de, &self.fr, &self.es, &self.pt, &self.it])
    }
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Buyers {
    /// Moments that make someone look for the trade now.
    pub triggers: Vec<String>,
    pub objections: Vec<String>,
    /// Concrete places they gather, online and off.
    #[serde(rename = "where")]
    pub gather: Vec<String>,
    pub convinces: Vec<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Tactic {
    pub name: String,
    /// The task, written as an instruction.
    pub text: String,
    pub when: Phase,
    pub minutes: u32,
    pub cost_usd: u32,
    pub outlet: TacticOutlet,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Idea(pub String, pub Format, pub Pillar);

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Funnel {
    /// From first contact to a sale; each rate is from the step before (the first is 1).
    pub steps: Vec<(String, f64)>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Trade {
    pub id: String,
    pub types: Vec<SurveyType>,
    pub model: Selling,
    /// Customers look for it near them.
    pub local: bool,
    /// Its Google Business Profile primary category; empty when it has none.
    pub google_category: String,
    pub names: Names,
    pub scale: Scale,
    pub recognise: Recognise,
    pub searches: Searches,
    pub buyers: Buyers,
    pub tactics: Vec<Tactic>,
    pub ideas: Vec<Idea>,
    pub funnel: Funnel,
}
