//! Survey answers: the request shape, the answer enumerations, and the parse from an
//! untrusted request into a `NewLead` that cannot be invalid.

use poem_openapi::Object;
use serde::{Deserialize, Serialize};

mod answers;
mod fields;

pub use answers::{
    BrandTone, BusinessStage, BusinessType, Challenge, CurrentMarketing, MarketingBudget,
    MarketingSupport, Platform, PrimaryGoal, SellLocation, TimeAvailable, answer_labels,
};

use crate::http::error::ApiError;
use crate::mail::EmailAddress;
use fields::{Line, optional_text, required, required_list, required_text};

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

impl NewLead {
    /// What the founder wrote in their own words (not picked from a list), in survey order.
    pub fn own_words(&self) -> Vec<&str> {
        [
            Some(&self.business_offering),
            Some(&self.ideal_customer),
            Some(&self.problem_solved),
            self.other_challenge.as_ref(),
            self.success_vision.as_ref(),
            self.website.as_ref(),
        ]
        .into_iter()
        .flatten()
        .map(String::as_str)
        .collect()
    }
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
