//! The channel plan (a job, a cadence and minutes for each chosen platform) and the essentials
//! outside them.

use super::super::limits;
use super::super::model::{Asset, Channel, Essential, Outlet};
use super::super::text::a;
use super::facts::Facts;
use super::lexicon::Model;
use super::units::{cadence, fit_units};
use crate::leads::model::{CurrentMarketing, Platform, PrimaryGoal};

/// How well a platform fits a way of selling and a goal, higher first.
fn fit(platform: Platform, facts: &Facts) -> u32 {
    let model = match (facts.model, platform) {
        (Model::WalkIn, Platform::Instagram) => 9,
        (Model::WalkIn, Platform::Facebook) => 7,
        (Model::WalkIn, Platform::Tiktok) => 6,
        (Model::WalkIn, Platform::GoogleAds) => 5,
        (Model::WalkIn, Platform::Email) => 5,
        (Model::WalkIn, Platform::Linkedin) => 1,
        (Model::Bookings, Platform::Instagram) => 9,
        (Model::Bookings, Platform::GoogleAds) => 7,
        (Model::Bookings, Platform::Facebook) => 6,
        (Model::Bookings, Platform::Email) => 5,
        (Model::Bookings, Platform::Tiktok) => 5,
        (Model::Bookings, Platform::Linkedin) => 3,
        (Model::Shop, Platform::Instagram) => 9,
        (Model::Shop, Platform::Email) => 8,
        (Model::Shop, Platform::Tiktok) => 7,
        (Model::Shop, Platform::GoogleAds) => 6,
        (Model::Shop, Platform::Facebook) => 5,
        (Model::Shop, Platform::Linkedin) => 1,
        (Model::Leads, Platform::Linkedin) => 9,
        (Model::Leads, Platform::Email) => 8,
        (Model::Leads, Platform::GoogleAds) => 5,
        (Model::Leads, Platform::Instagram) => 5,
        (Model::Leads, Platform::Facebook) => 3,
        (Model::Leads, Platform::Tiktok) => 3,
    };
    let goal = match (facts.goal, platform) {
        (PrimaryGoal::IncreaseSales, Platform::Email | Platform::GoogleAds) => 2,
        (
            PrimaryGoal::GrowAudience | PrimaryGoal::BrandAwareness,
            Platform::Instagram | Platform::Tiktok,
        ) => 2,
        (PrimaryGoal::GetFirstCustomers, Platform::GoogleAds | Platform::Linkedin) => 1,
        _ => 0,
    };
    // What already runs keeps running: a list, ads or a feed that brings customers today is
    // not dropped for a new channel.
    let current = &facts.lead.current_marketing;
    let uses = match platform {
        Platform::Email if current.contains(&CurrentMarketing::Email) => 3,
        Platform::GoogleAds if current.contains(&CurrentMarketing::Ads) => 2,
        Platform::Instagram | Platform::Facebook | Platform::Tiktok | Platform::Linkedin
            if current.contains(&CurrentMarketing::SocialMedia) =>
        {
            1
        }
        _ => 0,
    };
    // An established business that knows its customers by name has a list to write to from
    // the first weeks: its cheapest sale.
    let customers = match platform {
        Platform::Email if facts.knows_customers() => 2,
        _ => 0,
    };
    model + goal + uses + customers
}

/// The chosen platforms, best fit first (ties keep the founder's order).
pub fn ranked(facts: &Facts) -> Vec<Platform> {
    let mut platforms = facts.lead.platforms.clone();
    platforms.dedup();
    platforms.sort_by_key(|p| std::cmp::Reverse(fit(*p, facts)));
    platforms
}

/// Where the ideal customer is found on `platform`.
pub fn where_on(platform: Platform, facts: &Facts) -> String {
    let an = a(facts.noun());
    let customers = facts.customers();
    let offer = facts.offer();
    match (platform, facts.local) {
        (Platform::Instagram, true) => format!(
            "Instagram: people {} check a business's account before they visit or get in touch; location tags and local hashtags put you in their feed.",
            facts.reach()
        ),
        // Work done is admired, not tried: "knife sharpening work they admire".
        (Platform::Instagram, false) if facts.shown() != offer => format!(
            "Instagram: people save and share the {} they admire; Reels and search put you in front of new ones.",
            facts.shown()
        ),
        (Platform::Instagram, false) => format!(
            "Instagram: people save and share the {offer} they would like to try; Reels and search put you in front of new ones."
        ),
        (Platform::Facebook, true) if !facts.areas.is_empty() => format!(
            "Facebook: the local groups of {}, where neighbours ask each other who to call and where to go, every day.",
            super::specifics::listed(&facts.areas)
        ),
        (Platform::Facebook, true) => "Facebook: local groups, where neighbours ask each other who to call and where to go, every day.".to_owned(),
        (Platform::Facebook, false) => format!(
            "Facebook: interest groups where your {customers} discuss the problem you solve, and the page they check before they buy."
        ),
        (Platform::Tiktok, _) => format!(
            "TikTok: short videos about {offer} reach people who do not follow you yet; younger {customers} search there first."
        ),
        (Platform::Linkedin, _) => format!(
            "LinkedIn: the {customers} who decide read their feed at work; comments on their posts are where a conversation starts."
        ),
        (Platform::Email, _) => format!(
            "Your e-mail list: the {customers} who already said yes to your {offer} once, the cheapest sale you will ever make."
        ),
        (Platform::GoogleAds, _) => {
            format!("Google search: people typing what {an} offers, at the moment they want it.")
        }
    }
}

fn role(platform: Platform, main: bool, facts: &Facts) -> String {
    let lead = if main { "Main channel" } else { "Support channel" };
    let an = a(facts.noun());
    let customers = facts.customers();
    let job = match (platform, facts.model) {
        (Platform::Instagram, Model::WalkIn) => {
            "show what is on the counter this week, so people nearby decide to come in".to_owned()
        }
        (Platform::Instagram, Model::Bookings) => format!(
            "your portfolio: work that looks like what your {customers} want, with the booking link one tap away"
        ),
        (Platform::Instagram, Model::Shop) => {
            "a shop window: products in use, and stories that send people to the product page"
                .to_owned()
        }
        (Platform::Instagram, Model::Leads) => format!(
            "show how you think and which {customers} you help, for people who check you out before a call"
        ),
        (Platform::Facebook, Model::WalkIn | Model::Bookings) => {
            // What the founder sells, when the catalogue does not know the trade.
            let asked = match (facts.trade, &facts.product_short) {
                (None, Some(product)) => product.clone(),
                _ => an.clone(),
            };
            let groups = if facts.local { "local groups" } else { "the groups" };
            format!("be the answer in {groups} when someone asks for {asked}")
        }
        (Platform::Facebook, _) => {
            format!("reach the groups where your {customers} discuss the problem you solve")
        }
        (Platform::Tiktok, _) => format!(
            "reach new {customers} with short, useful or behind-the-scenes videos of {an} at work"
        ),
        (Platform::Linkedin, _) => format!(
            "start conversations with the {customers} who buy: posts that teach, comments that help"
        ),
        (Platform::Email, _) => format!(
            "turn people who showed interest in your {} into buyers, and buyers into regulars",
            facts.offer()
        ),
        (Platform::GoogleAds, _) => {
            format!("catch people searching for {an}, at the moment they want one")
        }
    };
    format!("{lead}: {job}.")
}

fn formats(platform: Platform, facts: &Facts) -> Vec<String> {
    let shown = facts.shown();
    let noun = facts.noun();
    let customers = facts.customers();
    match (platform, facts.model) {
        (Platform::Instagram, Model::Leads) => vec![
            "carousels that teach one idea".into(),
            "short talking-head Reels".into(),
            format!("results for {customers} in stories"),
        ],
        (Platform::Instagram, _) => vec![
            format!("photos of your {shown}"),
            "Reels under 30 seconds".into(),
            "stories with polls and links".into(),
        ],
        (Platform::Facebook, _) => {
            vec![format!("photos of your {shown}"), "events".into(), "answers in groups".into()]
        }
        (Platform::Tiktok, _) => vec![
            format!("behind-the-scenes clips of {} at work", a(noun)),
            "how-to videos".into(),
            "replies to comments as videos".into(),
        ],
        (Platform::Linkedin, _) => vec![
            "text posts with one lesson".into(),
            format!("short case studies of your {customers}"),
            "comments on buyers' posts".into(),
        ],
        (Platform::Email, _) => vec![
            format!("a short newsletter for your {customers}"),
            "a welcome sequence".into(),
            "an offer e-mail".into(),
        ],
        (Platform::GoogleAds, _) => vec![
            format!("search ads for {}", a(noun)),
            "call and location assets".into(),
            "a landing page per ad group".into(),
        ],
    }
}

/// Minutes a week the essentials take.
fn essential_minutes(facts: &Facts, unfunded: &[Platform]) -> Vec<(Outlet, u32, String)> {
    let mut out = Vec::new();
    let has_site = limits::existing_assets(facts.lead).contains(&Asset::Website);
    if facts.local && matches!(facts.model, Model::WalkIn | Model::Bookings) {
        out.push((
            Outlet::GoogleBusinessProfile,
            15,
            match facts.google_category() {
                // The category decides which searches the profile shows up for.
                Some(category) => format!("Most people nearby look on Google Maps before anywhere else; a complete profile in the category \"{category}\", with photos and fresh reviews, is free, and that category decides which searches it shows up for."),
                None => "Most people nearby look on Google Maps before anywhere else; a complete profile with photos and fresh reviews is free and works while you sleep.".to_owned(),
            },
        ));
    }
    let google_ads = facts.lead.platforms.contains(&Platform::GoogleAds)
        && !unfunded.contains(&Platform::GoogleAds);
    if !has_site && !google_ads {
        out.push((
            Outlet::Website,
            0,
            format!("Every post and ad needs one place to send people where they can {}: a one-page site is set up once in the roadmap, then needs nothing weekly.", facts.action()),
        ));
    } else if !has_site {
        out.push((
            Outlet::Website,
            0,
            "Google Ads needs a page to send people to: a one-page site is set up once in the roadmap, before any ad runs.".to_owned(),
        ));
    }
    out
}

/// The week a chosen platform that gets no weekly time at first is started in the roadmap.
pub const START_PAUSED: u8 = 10;

/// The channel plan and the essentials; their minutes fit the week with room for the
/// roadmap's one-off tasks.
/// `unfunded` are chosen platforms whose work is only ads (Google Ads) and that the budget
/// cannot pay for: they get no minutes, and say why.
pub fn channels(facts: &Facts, unfunded: &[Platform]) -> (Vec<Channel>, Vec<Essential>) {
    let essentials = essential_minutes(facts, unfunded);
    let fixed: u32 = essentials.iter().map(|(_, m, _)| m).sum();
    // A fifth of the week (at least 20 minutes) stays free for the roadmap's one-off tasks.
    let free = (facts.minutes / 5).max(20);
    let mut left = facts.minutes.saturating_sub(fixed + free);
    let mut ranked = ranked(facts);
    ranked.retain(|p| !unfunded.contains(p));
    // Google Ads is money more than time: where the budget pays for it, its weekly checks get
    // their half hour whatever else the week holds, so the money is not left idle.
    let google_minimum = limits::platform_minimum(Platform::GoogleAds).map_or(0, |m| m.monthly);
    let google_checks = 30;
    let google = ranked.contains(&Platform::GoogleAds)
        && facts.money >= google_minimum
        && ranked.len() > 1
        && left >= google_checks * 2;
    if google {
        ranked.retain(|p| *p != Platform::GoogleAds);
        left -= google_checks;
    }
    // With little time, fewer channels get regular work; the rest wait until the first runs by habit.
    let active = match facts.minutes {
        0..=120 => 1,
        121..=300 => 2,
        301..=600 => 3,
        _ => 4,
    }
    .min(ranked.len());
    let mut channels = Vec::new();
    for (i, platform) in ranked.iter().enumerate() {
        let share = match i {
            i if i >= active => 0,
            i if i + 1 == active => left,
            // The main channel gets about half of what is left, the next ones a half of the rest.
            _ => left / 2,
        };
        let minutes = fit_units(*platform, share);
        left -= minutes;
        let cadence = match cadence(*platform, minutes) {
            // Nothing in the roadmap starts ads without their money and checks.
            text if text.is_empty() && *platform == Platform::GoogleAds => format!(
                "Not this quarter: {} needs at least {} a month and half an hour of checks a week, and this quarter's hours and money go to {} first. Start it next quarter.",
                platform.label(),
                facts.currency.amount(google_minimum),
                ranked.first().map_or("your main channel", |p| p.label())
            ),
            text if text.is_empty() => format!(
                "Starts in week {START_PAUSED}: {} comes first, and the roadmap starts {} once it runs by habit.",
                ranked.first().map_or("your main channel", |p| p.label()),
                platform.label()
            ),
            text => format!("{text} a week"),
        };
        channels.push(Channel {
            platform: *platform,
            role: role(*platform, i == 0, facts),
            hours_per_week: f64::from(minutes) / 60.0,
            cadence,
            formats: formats(*platform, facts),
        });
    }
    if google {
        let platform = Platform::GoogleAds;
        channels.push(Channel {
            platform,
            role: role(platform, false, facts),
            hours_per_week: f64::from(google_checks) / 60.0,
            cadence: format!("{} a week", cadence(platform, google_checks)),
            formats: formats(platform, facts),
        });
    }
    for &platform in unfunded {
        let minimum = limits::platform_minimum(platform).map_or(0, |m| m.monthly);
        channels.push(Channel {
            platform,
            role: role(platform, false, facts),
            hours_per_week: 0.0,
            cadence: format!(
                "Not this quarter: {} needs at least {} a month of ad money, which the budget does not have yet. The keywords below still guide your page and posts.",
                platform.label(),
                facts.currency.amount(minimum)
            ),
            formats: formats(platform, facts),
        });
    }
    let essentials = essentials
        .into_iter()
        .map(|(outlet, minutes, why)| Essential {
            outlet,
            why,
            hours_per_week: f64::from(minutes) / 60.0,
        })
        .collect();
    (channels, essentials)
}
