//! The hard limits a plan must keep, read from the answers: the weekly time, the monthly money,
//! what the founder already has, and what each ad platform needs at the least to work.

use super::model::Asset;
use crate::content::Currency;
use crate::leads::model::{
    BusinessStage, Challenge, CurrentMarketing, MarketingBudget, NewLead, Platform, TimeAvailable,
};

/// The minutes a week the plan may fill: the top of the founder's range (12 hours for
/// "more than 10").
pub fn weekly_minutes(time: TimeAvailable) -> u32 {
    match time {
        TimeAvailable::OneToTwoHours => 120,
        TimeAvailable::ThreeToFiveHours => 300,
        TimeAvailable::SixToTenHours => 600,
        TimeAvailable::TenPlusHours => 720,
    }
}

/// The founder's monthly budget range, in the operator's currency (the top of "500+" is taken
/// as 500 until the plan has shown what a customer costs).
pub fn budget_range(budget: MarketingBudget) -> (u32, u32) {
    match budget {
        MarketingBudget::UpTo50 => (0, 50),
        MarketingBudget::From50To200 => (50, 200),
        MarketingBudget::From200To500 => (200, 500),
        MarketingBudget::Over500 => (500, 500),
    }
}

/// Why the plan works to the bottom of the range, if it does.
pub fn holds_to_bottom(lead: &NewLead) -> Option<&'static str> {
    if lead.marketing_challenges.contains(&Challenge::BudgetTooSmall) {
        Some("you said the budget is tight, so the plan spends the bottom of your range")
    } else if lead.business_stage == BusinessStage::Idea {
        Some(
            "nothing is for sale yet, so the plan spends the bottom of your range until people have said yes",
        )
    } else {
        None
    }
}

/// The most the plan may spend in a month.
pub fn monthly_budget(lead: &NewLead) -> u32 {
    let (bottom, top) = budget_range(lead.marketing_budget);
    if holds_to_bottom(lead).is_some() { bottom } else { top }
}

/// The least a month of ads on a platform needs to do anything useful, and why.
pub struct Minimum {
    /// A month's ad money, in the operator's currency.
    pub monthly: u32,
    why: fn(&Currency) -> String,
}

impl Minimum {
    /// Why, with its amounts written in `currency`.
    pub fn why(&self, currency: &Currency) -> String {
        (self.why)(currency)
    }
}

/// The least a month of ads on `platform` needs, or `None` for a platform without ads. The
/// platforms state their floors in dollars; the same figures serve the currencies near it.
pub fn platform_minimum(platform: Platform) -> Option<Minimum> {
    let (monthly, why): (u32, fn(&Currency) -> String) = match platform {
        Platform::Instagram | Platform::Facebook => (30, |c| {
            format!(
                "Meta's ads need about {} a day at the least, and under {} a month they reach too few people to learn from",
                c.amount(1),
                c.amount(30)
            )
        }),
        Platform::GoogleAds => (150, |c| {
            format!(
                "a search campaign under about {} a day gets too few clicks a month to tell what works",
                c.amount(5)
            )
        }),
        Platform::Linkedin => (300, |c| {
            format!("LinkedIn will not run a campaign for less than {} a day", c.amount(10))
        }),
        Platform::Tiktok => {
            (600, |c| format!("TikTok asks at least {} a day for each ad group", c.amount(20)))
        }
        Platform::Email => return None,
    };
    Some(Minimum { monthly, why })
}

/// What the founder already has, from what they said they do today and their website answer.
pub fn existing_assets(lead: &NewLead) -> Vec<Asset> {
    let mut assets = Vec::new();
    for current in &lead.current_marketing {
        match current {
            CurrentMarketing::Website => assets.push(Asset::Website),
            CurrentMarketing::Email => assets.extend([Asset::EmailList, Asset::Contacts]),
            CurrentMarketing::SocialMedia => assets.push(Asset::SocialProfiles),
            CurrentMarketing::Ads => assets.push(Asset::AdsAccount),
            CurrentMarketing::Networking => assets.push(Asset::Contacts),
            CurrentMarketing::None => {}
        }
    }
    if lead.website.as_deref().is_some_and(|site| !site.trim().is_empty())
        && !assets.contains(&Asset::Website)
    {
        assets.push(Asset::Website);
    }
    assets.dedup();
    assets
}

/// The month (1–3) a roadmap week falls in: weeks 1–4, 5–8 and 9–13.
pub fn month_of(week: u8) -> u8 {
    match week {
        0..=4 => 1,
        5..=8 => 2,
        _ => 3,
    }
}
