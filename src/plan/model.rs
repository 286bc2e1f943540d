//! A marketing plan as data. Every generator (the built-in planner, an AI provider) writes
//! this; the checker judges it against the answers; the e-mail, the admin's text and the Pro
//! package are rendered from it. Serialised as the API's JSON (camelCase).

use poem_openapi::{Enum, Object};
use serde::{Deserialize, Serialize};

pub use crate::content::trades::Pillar;
use crate::leads::model::{Challenge, Platform};

/// Where a piece of the plan happens: one of the survey's platforms, or an essential the
/// plan adds outside them (listed in `Plan::essentials`, with its time).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Enum,
)]
#[serde(rename_all = "kebab-case")]
#[oai(rename_all = "kebab-case")]
pub enum Outlet {
    Instagram,
    Facebook,
    Tiktok,
    Linkedin,
    Email,
    GoogleAds,
    /// The business's own website or landing page.
    Website,
    /// Google Business Profile (Maps and local search).
    GoogleBusinessProfile,
    /// Face to face: the counter, events, networking, referrals.
    InPerson,
}

impl Outlet {
    /// The survey platform this outlet is, if it is one.
    pub fn platform(self) -> Option<Platform> {
        Some(match self {
            Self::Instagram => Platform::Instagram,
            Self::Facebook => Platform::Facebook,
            Self::Tiktok => Platform::Tiktok,
            Self::Linkedin => Platform::Linkedin,
            Self::Email => Platform::Email,
            Self::GoogleAds => Platform::GoogleAds,
            Self::Website | Self::GoogleBusinessProfile | Self::InPerson => return None,
        })
    }

    /// Whether it is a social network, where posts carry hashtags and are shared again.
    pub fn social(self) -> bool {
        matches!(self, Self::Instagram | Self::Facebook | Self::Tiktok | Self::Linkedin)
    }

    pub fn from_platform(platform: Platform) -> Self {
        match platform {
            Platform::Instagram => Self::Instagram,
            Platform::Facebook => Self::Facebook,
            Platform::Tiktok => Self::Tiktok,
            Platform::Linkedin => Self::Linkedin,
            Platform::Email => Self::Email,
            Platform::GoogleAds => Self::GoogleAds,
        }
    }

    /// How the plan names it.
    pub fn name(self) -> &'static str {
        match self {
            Self::Instagram => "Instagram",
            Self::Facebook => "Facebook",
            Self::Tiktok => "TikTok",
            Self::Linkedin => "LinkedIn",
            Self::Email => "E-mail",
            Self::GoogleAds => "Google Ads",
            Self::Website => "Website",
            Self::GoogleBusinessProfile => "Google Business Profile",
            Self::InPerson => "In person",
        }
    }
}

/// Something a business has or sets up, which tasks may create or rely on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Enum)]
#[serde(rename_all = "kebab-case")]
#[oai(rename_all = "kebab-case")]
pub enum Asset {
    Website,
    EmailList,
    SocialProfiles,
    AdsAccount,
    GoogleBusinessProfile,
    /// People the founder already knows: customers, friends, a network.
    Contacts,
}

/// What a searcher wants when they type a keyword.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Enum)]
#[serde(rename_all = "lowercase")]
#[oai(rename_all = "lowercase")]
pub enum Intent {
    /// Ready to buy or book.
    Buy,
    /// Weighing options.
    Compare,
    /// Looking for know-how.
    Learn,
    /// Looking for something nearby.
    Local,
}

/// Who wrote the plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Enum)]
#[serde(rename_all = "kebab-case")]
#[oai(rename_all = "kebab-case")]
pub enum Author {
    BuiltIn,
    Ai,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Plan {
    pub written_by: Author,
    /// The business's trade in a few plain words, as its customers would call it ("mobile
    /// bike repair", "handwoven rugs made to order"). Empty when the built-in planner did not
    /// recognise the trade, and in plans stored before it was asked for.
    #[serde(default)]
    pub trade: String,
    /// Two or three sentences: where the business is and what the next 90 days do.
    pub summary: String,
    /// One sentence the business can say about itself.
    pub positioning: String,
    pub audience: Audience,
    /// The founder's chosen platforms, each with a job and its weekly time.
    pub channels: Vec<Channel>,
    /// What the plan adds outside the chosen platforms (a Google Business Profile for a local
    /// shop, a page to send people to); its time counts against the week.
    pub essentials: Vec<Essential>,
    /// Monthly spending; the total stays within the budget the plan works to.
    pub budget: Vec<BudgetLine>,
    /// The budget the plan works to a month, in the currency the request names (the field
    /// keeps its first name), and why.
    pub budget_limit_usd: u32,
    pub budget_note: String,
    pub keywords: Vec<Keyword>,
    pub content_ideas: Vec<ContentIdea>,
    /// Weeks 1 to 13.
    pub roadmap: Vec<Week>,
    pub challenge_actions: Vec<ChallengeActions>,
    pub kpis: Vec<Kpi>,
    /// The closing paragraph.
    pub closing: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Audience {
    /// Who the customers are and what sends them looking, written for this plan, not pasted.
    pub who: String,
    /// What they need from this business and what holds them back, written for this plan.
    pub need: String,
    /// Where to find them.
    pub where_to_find: Vec<String>,
    /// What makes them choose.
    pub what_convinces: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Channel {
    pub platform: Platform,
    /// Its job in the plan ("main channel: be found by people searching for a photographer").
    pub role: String,
    pub hours_per_week: f64,
    /// How often ("2 posts and 3 stories a week").
    pub cadence: String,
    pub formats: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Essential {
    pub outlet: Outlet,
    pub why: String,
    pub hours_per_week: f64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct BudgetLine {
    pub item: String,
    pub monthly_usd: u32,
    /// The platform the money goes to, when it is ad spend.
    pub platform: Option<Platform>,
    /// The first month (1–3) it is paid in.
    pub from_month: u8,
    pub note: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Keyword {
    pub phrase: String,
    pub intent: Intent,
    pub why: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct ContentIdea {
    pub title: String,
    pub platform: Outlet,
    pub format: String,
    /// The theme it belongs to.
    pub pillar: Pillar,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Week {
    pub week: u8,
    pub focus: String,
    pub tasks: Vec<Task>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Task {
    /// A short name other tasks refer to in `needs`.
    pub id: String,
    pub text: String,
    pub minutes: u32,
    pub cost_usd: u32,
    pub channel: Option<Outlet>,
    /// Tasks that must come first (their ids).
    pub needs: Vec<String>,
    /// What the task creates, if anything.
    pub sets_up: Option<Asset>,
    /// What the task works with, which must exist or be set up by an earlier task.
    pub uses: Option<Asset>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase", from = "WrittenChallenge")]
#[oai(rename_all = "camelCase")]
pub struct ChallengeActions {
    /// One of the challenges the founder chose, as the survey's value.
    pub challenge: Challenge,
    /// The heading the founder reads: the challenge's label, or their own words for "other".
    /// Filled in by the product; a writer leaves it out.
    #[oai(read_only)]
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub heading: Option<String>,
    pub actions: Vec<String>,
}

impl ChallengeActions {
    /// How the founder reads the challenge.
    pub fn heading(&self) -> &str {
        self.heading.as_deref().unwrap_or(self.challenge.label())
    }
}

/// A challenge entry as written: the survey's value, or (in plans stored before the value was
/// asked for, and from writers that use it) its label or the founder's own words for "other".
#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct WrittenChallenge {
    challenge: String,
    #[serde(default)]
    heading: Option<String>,
    actions: Vec<String>,
}

impl From<WrittenChallenge> for ChallengeActions {
    fn from(written: WrittenChallenge) -> Self {
        let text = written.challenge.trim();
        let known = text.parse::<Challenge>().ok().or_else(|| {
            Challenge::ALL.iter().copied().find(|c| c.label().eq_ignore_ascii_case(text))
        });
        let (challenge, heading) = match known {
            Some(challenge) => (challenge, written.heading),
            None => (Challenge::Other, written.heading.or_else(|| Some(text.to_owned()))),
        };
        Self { challenge, heading, actions: written.actions }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Kpi {
    pub metric: String,
    pub day30: f64,
    pub day60: f64,
    pub day90: f64,
    /// What the numbers count ("visits", "%", "bookings").
    pub unit: String,
    pub how_to_measure: String,
}

impl Plan {
    /// Every task in roadmap order, with its week.
    pub fn tasks(&self) -> impl Iterator<Item = (u8, &Task)> {
        self.roadmap.iter().flat_map(|week| week.tasks.iter().map(move |task| (week.week, task)))
    }
}
