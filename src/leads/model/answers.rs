//! The survey's answer enumerations: their exact wire values, the labels people read, and how
//! they are stored.

use serde::{Deserialize, Serialize};

use crate::content::Currency;
use crate::http::openapi::EnumLabels;

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
    UpTo50 = "0-50" / "0–50 a month",
    From50To200 = "50-200" / "50–200 a month",
    From200To500 = "200-500" / "200–500 a month",
    Over500 = "500-plus" / "500+ a month",
});
impl MarketingBudget {
    /// How the answer reads in the operator's currency: "€50–200 a month". The amounts are
    /// the answer's own, whatever the currency.
    pub fn label_in(self, currency: &Currency) -> String {
        match self {
            Self::UpTo50 => format!("{} a month", currency.range(0, 50)),
            Self::From50To200 => format!("{} a month", currency.range(50, 200)),
            Self::From200To500 => format!("{} a month", currency.range(200, 500)),
            Self::Over500 => format!("{}+ a month", currency.amount(500)),
        }
    }
}

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
