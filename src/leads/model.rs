//! Survey answers: the request shape, the answer enumerations, and the parse from an
//! untrusted request into a `NewLead` that cannot be invalid.

use poem_openapi::Object;
use serde::{Deserialize, Serialize};

use crate::http::error::ApiError;
use crate::http::openapi::EnumLabels;
use crate::mail::EmailAddress;

/// Declares one answer enumeration with its exact wire values.
macro_rules! answer_enum {
    ($(#[$meta:meta])* $name:ident { $($variant:ident = $value:literal / $label:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[derive(poem_openapi::Enum, Serialize, Deserialize)]
        pub enum $name {
            $( #[oai(rename = $value)] #[serde(rename = $value)] $variant, )+
        }

        impl $name {
            pub const ALL: &'static [Self] = &[$(Self::$variant),+];

            pub fn as_str(self) -> &'static str {
                match self { $(Self::$variant => $value,)+ }
            }

            /// How the answer reads to a person.
            pub fn label(self) -> &'static str {
                match self { $(Self::$variant => $label,)+ }
            }

            /// Every value's label, under the enumeration's schema name.
            pub fn labels() -> EnumLabels {
                EnumLabels { schema: stringify!($name), labels: vec![$(($value, $label)),+] }
            }
        }

        impl std::str::FromStr for $name {
            type Err = String;

            fn from_str(s: &str) -> Result<Self, Self::Err> {
                match s {
                    $($value => Ok(Self::$variant),)+
                    other => Err(format!("unknown value {other:?}")),
                }
            }
        }

        /// Stored as its wire value.
        impl rusqlite::types::FromSql for $name {
            fn column_result(value: rusqlite::types::ValueRef<'_>) -> rusqlite::types::FromSqlResult<Self> {
                value.as_str()?.parse().map_err(|err: String| rusqlite::types::FromSqlError::Other(err.into()))
            }
        }

        impl rusqlite::ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<rusqlite::types::ToSqlOutput<'_>> {
                Ok(self.as_str().into())
            }
        }

        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    };
}

answer_enum!(BusinessType {
    FoodBeverage = "food-beverage" / "Food & beverage",
    BeautyWellness = "beauty-wellness" / "Beauty & wellness",
    Coaching = "coaching" / "Coaching or consulting",
    Freelance = "freelance" / "Freelance services",
    OnlineStore = "online-store" / "Online store",
    Other = "other" / "Something else",
});
answer_enum!(SellLocation { Locally = "locally" / "Locally", Nationally = "nationally" / "Nationally", OnlineOnly = "online-only" / "Online only" });
answer_enum!(BusinessStage { Idea = "idea" / "Just an idea", Launched = "launched" / "Recently launched (0–6 months)", Established = "established" / "Established (6+ months)" });
answer_enum!(PrimaryGoal {
    GetFirstCustomers = "get-first-customers" / "Get my first customers",
    GrowAudience = "grow-audience" / "Grow my audience",
    IncreaseSales = "increase-sales" / "Increase sales",
    BrandAwareness = "brand-awareness" / "Build brand awareness",
});
answer_enum!(TimeAvailable {
    OneToTwoHours = "1-2-hours" / "1–2 hours a week",
    ThreeToFiveHours = "3-5-hours" / "3–5 hours a week",
    SixToTenHours = "6-10-hours" / "6–10 hours a week",
    TenPlusHours = "10-plus-hours" / "More than 10 hours a week",
});
answer_enum!(MarketingBudget {
    UpTo50 = "0-50" / "$0–50 a month",
    From50To200 = "50-200" / "$50–200 a month",
    From200To500 = "200-500" / "$200–500 a month",
    Over500 = "500-plus" / "$500+ a month",
});
answer_enum!(BrandTone { Professional = "professional" / "Professional", Friendly = "friendly" / "Friendly", Casual = "casual" / "Casual", Bold = "bold" / "Bold" });
answer_enum!(MarketingSupport { Diy = "diy" / "I’ll do it myself", SomeHelp = "some-help" / "Some help", FullHelp = "full-help" / "Done for me" });
answer_enum!(Platform {
    Instagram = "instagram" / "Instagram",
    Facebook = "facebook" / "Facebook",
    Tiktok = "tiktok" / "TikTok",
    Linkedin = "linkedin" / "LinkedIn",
    Email = "email" / "E-mail newsletter",
    GoogleAds = "google-ads" / "Google Ads",
});
answer_enum!(Challenge {
    DontKnowWhereToStart = "dont-know-where-to-start" / "Doesn’t know where to start",
    AudienceDoesntKnowMe = "audience-doesnt-know-me" / "Audience doesn’t know them yet",
    TrafficNoSales = "traffic-no-sales" / "Traffic but no sales",
    MarketingNotConsistent = "marketing-not-consistent" / "Marketing isn’t consistent",
    NotEnoughTime = "not-enough-time" / "Not enough time",
    BudgetTooSmall = "budget-too-small" / "Budget is too small",
    Other = "other" / "Other",
});
answer_enum!(CurrentMarketing {
    SocialMedia = "social-media" / "Social media",
    Website = "website" / "A website",
    Email = "email" / "E-mail marketing",
    Ads = "ads" / "Paid ads",
    Networking = "networking" / "Networking & word of mouth",
    None = "none" / "Nothing yet",
});

/// The labels of every answer enumeration, published in the API document.
pub fn answer_labels() -> Vec<EnumLabels> {
    vec![
        BusinessType::labels(),
        SellLocation::labels(),
        BusinessStage::labels(),
        PrimaryGoal::labels(),
        TimeAvailable::labels(),
        MarketingBudget::labels(),
        BrandTone::labels(),
        MarketingSupport::labels(),
        Platform::labels(),
        Challenge::labels(),
        CurrentMarketing::labels(),
    ]
}

/// Length caps, in characters.
pub const MAX_NAME: usize = 120;
pub const MAX_SHORT_TEXT: usize = 300;
pub const MAX_LONG_TEXT: usize = 2000;
pub const MAX_EMAIL: usize = crate::mail::address::MAX_LENGTH;
pub const MAX_CHALLENGES: usize = 2;

/// The survey form as sent by the browser. Every answer except
/// `website`, `specificLocation`, `otherChallenge` and `successVision` is required; the
/// server reports the first missing or invalid one in survey order.
#[derive(Debug, Default, Clone, Object, Deserialize)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct LeadInput {
    /// Step 1. Required.
    #[oai(validator(max_length = 120))]
    pub business_name: Option<String>,
    /// Step 2. Required.
    pub business_type: Option<BusinessType>,
    /// Step 3. Required.
    pub sell_location: Option<SellLocation>,
    /// Step 3, only when `sellLocation` is `locally`.
    #[oai(validator(max_length = 120))]
    pub specific_location: Option<String>,
    /// Step 4. Required.
    #[oai(validator(max_length = 2000))]
    pub business_offering: Option<String>,
    /// Step 5. Required.
    pub business_stage: Option<BusinessStage>,
    /// Step 6. Optional.
    #[oai(validator(max_length = 300))]
    pub website: Option<String>,
    /// Step 7. Required.
    #[oai(validator(max_length = 2000))]
    pub ideal_customer: Option<String>,
    /// Step 8. Required.
    #[oai(validator(max_length = 2000))]
    pub problem_solved: Option<String>,
    /// Not asked by the survey; kept when a client sends it.
    #[oai(validator(max_length = 2000))]
    pub success_vision: Option<String>,
    /// Step 9. Required.
    pub primary_goal: Option<PrimaryGoal>,
    /// Step 10. Required.
    pub time_available: Option<TimeAvailable>,
    /// Step 11. Required (dollars per month).
    pub marketing_budget: Option<MarketingBudget>,
    /// Step 12. Required.
    pub brand_tone: Option<BrandTone>,
    /// Step 13. Required.
    pub marketing_support: Option<MarketingSupport>,
    /// Step 14. At least one.
    pub platforms: Option<Vec<Platform>>,
    /// Step 15. One or two; `other` requires `otherChallenge`.
    #[oai(validator(max_items = 2))]
    pub marketing_challenges: Option<Vec<Challenge>>,
    /// Step 15, the text of the "Other" challenge.
    #[oai(validator(max_length = 300))]
    pub other_challenge: Option<String>,
    /// Step 16. At least one.
    pub current_marketing: Option<Vec<CurrentMarketing>>,
    /// Step 17. Required.
    #[oai(validator(max_length = 254))]
    pub email: Option<String>,
    /// Left empty by people. A filled value marks the request as automated.
    pub fax_number: Option<String>,
}

/// A validated survey submission.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct NewLead {
    pub business_name: String,
    pub business_type: BusinessType,
    pub sell_location: SellLocation,
    pub specific_location: Option<String>,
    pub business_offering: String,
    pub business_stage: BusinessStage,
    pub website: Option<String>,
    pub ideal_customer: String,
    pub problem_solved: String,
    pub success_vision: Option<String>,
    pub primary_goal: PrimaryGoal,
    pub time_available: TimeAvailable,
    pub marketing_budget: MarketingBudget,
    pub brand_tone: BrandTone,
    pub marketing_support: MarketingSupport,
    pub platforms: Vec<Platform>,
    pub marketing_challenges: Vec<Challenge>,
    pub other_challenge: Option<String>,
    pub current_marketing: Vec<CurrentMarketing>,
    pub email: EmailAddress,
}

impl LeadInput {
    /// True when the honeypot field was filled in.
    pub fn is_automated(&self) -> bool {
        self.fax_number.as_deref().is_some_and(|v| !v.trim().is_empty())
    }

    /// Checks every answer in survey order and returns the first problem.
    pub fn parse(self) -> Result<NewLead, ApiError> {
        let business_name = required_text(
            "businessName",
            "your business name",
            self.business_name,
            MAX_NAME,
            Line::Single,
        )?;
        let business_type = required("businessType", "your business type", self.business_type)?;
        let sell_location = required("sellLocation", "where you sell", self.sell_location)?;
        let specific_location =
            optional_text("specificLocation", self.specific_location, MAX_NAME, Line::Single)?;
        if specific_location.is_some() && sell_location != SellLocation::Locally {
            return Err(ApiError::field(
                "specificLocation",
                "specificLocation is only allowed when sellLocation is \"locally\"",
            ));
        }
        let business_offering = required_text(
            "businessOffering",
            "what you offer",
            self.business_offering,
            MAX_LONG_TEXT,
            Line::Multi,
        )?;
        let business_stage = required("businessStage", "your business stage", self.business_stage)?;
        let website = optional_text("website", self.website, MAX_SHORT_TEXT, Line::Single)?;
        let ideal_customer = required_text(
            "idealCustomer",
            "your ideal customer",
            self.ideal_customer,
            MAX_LONG_TEXT,
            Line::Multi,
        )?;
        let problem_solved = required_text(
            "problemSolved",
            "the problem you solve",
            self.problem_solved,
            MAX_LONG_TEXT,
            Line::Multi,
        )?;
        let success_vision =
            optional_text("successVision", self.success_vision, MAX_LONG_TEXT, Line::Multi)?;
        let primary_goal = required("primaryGoal", "your primary goal", self.primary_goal)?;
        let time_available =
            required("timeAvailable", "how much time you have each week", self.time_available)?;
        let marketing_budget =
            required("marketingBudget", "your monthly budget", self.marketing_budget)?;
        let brand_tone = required("brandTone", "your brand tone", self.brand_tone)?;
        let marketing_support =
            required("marketingSupport", "the support you want", self.marketing_support)?;
        let platforms = required_list("platforms", "at least one platform", self.platforms)?;
        let marketing_challenges = required_list(
            "marketingChallenges",
            "at least one challenge",
            self.marketing_challenges,
        )?;
        if marketing_challenges.len() > MAX_CHALLENGES {
            return Err(ApiError::field(
                "marketingChallenges",
                "Please choose at most 2 challenges",
            ));
        }
        let other_text =
            optional_text("otherChallenge", self.other_challenge, MAX_SHORT_TEXT, Line::Single)?;
        let other_challenge = if marketing_challenges.contains(&Challenge::Other) {
            if other_text.is_none() {
                return Err(ApiError::field(
                    "otherChallenge",
                    "Please describe your other challenge",
                ));
            }
            other_text
        } else {
            // Text typed into the Other box while two other challenges were chosen is not an answer.
            None
        };
        let current_marketing = required_list(
            "currentMarketing",
            "what you do for marketing today",
            self.current_marketing,
        )?;
        let email =
            required_text("email", "your e-mail address", self.email, MAX_EMAIL, Line::Single)?;
        let email = EmailAddress::parse(&email)?;
        Ok(NewLead {
            business_name,
            business_type,
            sell_location,
            specific_location,
            business_offering,
            business_stage,
            website,
            ideal_customer,
            problem_solved,
            success_vision,
            primary_goal,
            time_available,
            marketing_budget,
            brand_tone,
            marketing_support,
            platforms,
            marketing_challenges,
            other_challenge,
            current_marketing,
            email,
        })
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Line {
    Single,
    Multi,
}

fn required<T>(field: &str, what: &str, value: Option<T>) -> Result<T, ApiError> {
    value.ok_or_else(|| {
        ApiError::field(field, format!("Please tell us {what} ({field} is required)"))
    })
}

fn required_text(
    field: &str,
    what: &str,
    value: Option<String>,
    max: usize,
    line: Line,
) -> Result<String, ApiError> {
    let text = optional_text(field, value, max, line)?;
    required(field, what, text)
}

/// Trims the text; empty means absent. Rejects over-long text and control characters
/// (any line break in a single-line field).
fn optional_text(
    field: &str,
    value: Option<String>,
    max: usize,
    line: Line,
) -> Result<Option<String>, ApiError> {
    let Some(raw) = value else { return Ok(None) };
    let text = raw.replace("\r\n", "\n");
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let length = text.chars().count();
    if length > max {
        return Err(ApiError::field(
            field,
            format!("{field} is too long: {length} characters, at most {max} allowed"),
        ));
    }
    let allowed = |c: char| line == Line::Multi && (c == '\n' || c == '\t');
    if text.chars().any(|c| c.is_control() && !allowed(c)) {
        let what = if line == Line::Single {
            "line breaks or control characters"
        } else {
            "control characters"
        };
        return Err(ApiError::field(field, format!("{field} must not contain {what}")));
    }
    Ok(Some(text.to_owned()))
}

fn required_list<T: PartialEq + std::fmt::Display>(
    field: &str,
    what: &str,
    value: Option<Vec<T>>,
) -> Result<Vec<T>, ApiError> {
    let list = value.unwrap_or_default();
    if list.is_empty() {
        return Err(ApiError::field(field, format!("Please choose {what} ({field} is required)")));
    }
    for (i, item) in list.iter().enumerate() {
        if list[..i].contains(item) {
            return Err(ApiError::field(field, format!("{field} lists \"{item}\" more than once")));
        }
    }
    Ok(list)
}

#[cfg(test)]
pub mod tests {
    use super::*;

    /// The sample survey every suite submits (tests/fixtures/survey.json), with an e-mail
    /// address whose domain needs normalising.
    pub fn valid_input() -> LeadInput {
        let survey =
            include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/survey.json"));
        let input: LeadInput = serde_json::from_str(survey).expect("the sample survey");
        LeadInput { email: Some("Owner@Bloom.Example.COM".into()), ..input }
    }

    fn field_of(input: LeadInput) -> String {
        match input.parse() {
            Err(ApiError::BadRequest { field: Some(field), .. }) => field,
            other => panic!("expected a field error, got {other:?}"),
        }
    }

    #[test]
    fn a_complete_survey_parses_and_normalises_the_email_domain() {
        let lead = valid_input().parse().unwrap();
        assert_eq!(lead.email.as_str(), "Owner@bloom.example.com");
        assert_eq!(lead.other_challenge.as_deref(), Some("Seasonal demand swings"));
    }

    #[test]
    fn the_first_problem_in_survey_order_is_reported() {
        let input = LeadInput { business_type: None, email: Some("nope".into()), ..valid_input() };
        assert_eq!(field_of(input), "businessType");
    }

    #[test]
    fn challenge_rules_are_enforced() {
        let three =
            vec![Challenge::NotEnoughTime, Challenge::BudgetTooSmall, Challenge::TrafficNoSales];
        assert_eq!(
            field_of(LeadInput { marketing_challenges: Some(three), ..valid_input() }),
            "marketingChallenges"
        );
        assert_eq!(
            field_of(LeadInput { other_challenge: Some("  ".into()), ..valid_input() }),
            "otherChallenge"
        );
        let without_other = LeadInput {
            marketing_challenges: Some(vec![Challenge::NotEnoughTime]),
            ..valid_input()
        };
        assert_eq!(without_other.parse().unwrap().other_challenge, None);
    }

    #[test]
    fn specific_location_needs_a_local_business() {
        let input = LeadInput { sell_location: Some(SellLocation::OnlineOnly), ..valid_input() };
        assert_eq!(field_of(input), "specificLocation");
    }

    #[test]
    fn line_breaks_cannot_reach_single_line_fields() {
        let input = LeadInput { business_name: Some("Evil\r\nBcc: x@y.z".into()), ..valid_input() };
        assert_eq!(field_of(input), "businessName");
        let multi =
            LeadInput { business_offering: Some("Bread\r\nand cakes".into()), ..valid_input() };
        assert_eq!(multi.parse().unwrap().business_offering, "Bread\nand cakes");
    }

    #[test]
    fn over_long_text_and_bad_emails_are_refused() {
        let long =
            LeadInput { ideal_customer: Some("x".repeat(MAX_LONG_TEXT + 1)), ..valid_input() };
        assert_eq!(field_of(long), "idealCustomer");
        for bad in ["plainaddress", "a@b", "a b@c.com", "@example.com", "a@[127.0.0.1]"] {
            assert_eq!(
                field_of(LeadInput { email: Some(bad.into()), ..valid_input() }),
                "email",
                "{bad}"
            );
        }
    }

    #[test]
    fn duplicate_list_items_are_refused() {
        let input = LeadInput {
            platforms: Some(vec![Platform::Tiktok, Platform::Tiktok]),
            ..valid_input()
        };
        assert_eq!(field_of(input), "platforms");
    }
}
