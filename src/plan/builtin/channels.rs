//! The channel plan (a job, a cadence and minutes for each chosen platform), the essentials
//! outside them, and the monthly budget.

use super::super::limits;
use super::super::model::{Asset, BudgetLine, Channel, Essential, Outlet};
use super::super::text::{a, dollars};
use super::facts::Facts;
use super::lexicon::Model;
use crate::leads::model::{Challenge, Platform, PrimaryGoal};

/// One repeatable unit of work on a platform and the minutes it takes.
pub struct Unit {
    pub one: &'static str,
    pub many: &'static str,
    pub minutes: u32,
    /// The most of it a week that still makes sense.
    pub max: u32,
}

/// The routine of a platform: its main unit, and a small one that fills leftover minutes.
pub fn units(platform: Platform) -> (Unit, Unit) {
    match platform {
        Platform::Instagram => (
            Unit {
                one: "Instagram post (photo or carousel)",
                many: "Instagram posts (photos or carousels)",
                minutes: 30,
                max: 5,
            },
            Unit {
                one: "set of Instagram stories",
                many: "sets of Instagram stories",
                minutes: 10,
                max: 5,
            },
        ),
        Platform::Facebook => (
            Unit { one: "Facebook post", many: "Facebook posts", minutes: 20, max: 5 },
            Unit {
                one: "round of answers in Facebook groups",
                many: "rounds of answers in Facebook groups",
                minutes: 10,
                max: 3,
            },
        ),
        Platform::Tiktok => (
            Unit {
                one: "TikTok video (under 45 seconds)",
                many: "TikTok videos (under 45 seconds)",
                minutes: 45,
                max: 5,
            },
            Unit {
                one: "round of replies to TikTok comments",
                many: "rounds of replies to TikTok comments",
                minutes: 10,
                max: 3,
            },
        ),
        Platform::Linkedin => (
            Unit { one: "LinkedIn post", many: "LinkedIn posts", minutes: 30, max: 5 },
            Unit {
                one: "round of thoughtful comments on LinkedIn",
                many: "rounds of thoughtful comments on LinkedIn",
                minutes: 15,
                max: 3,
            },
        ),
        Platform::Email => (
            Unit { one: "e-mail to your list", many: "e-mails to your list", minutes: 60, max: 1 },
            Unit {
                one: "check of new sign-ups and replies",
                many: "checks of new sign-ups and replies",
                minutes: 10,
                max: 1,
            },
        ),
        Platform::GoogleAds => (
            Unit {
                one: "Google Ads check (search terms, negative keywords, budget)",
                many: "Google Ads checks",
                minutes: 20,
                max: 2,
            },
            Unit { one: "ad text test", many: "ad text tests", minutes: 10, max: 1 },
        ),
    }
}

/// What `minutes` a week buys on `platform`, as a person says it ("2 Instagram posts and 1 set
/// of Instagram stories"). Empty when the minutes buy nothing.
pub fn cadence(platform: Platform, minutes: u32) -> String {
    let (main, small) = units(platform);
    let (big, rest) = split(&main, &small, minutes);
    let part = |count: u32, unit: &Unit| match count {
        0 => None,
        1 => Some(format!("1 {}", unit.one)),
        n => Some(format!("{n} {}", unit.many)),
    };
    [part(big, &main), part(rest, &small)].into_iter().flatten().collect::<Vec<_>>().join(" and ")
}

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
    model + goal
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
    let customers = facts.words.customers;
    let offer = facts.words.offer;
    match (platform, facts.local) {
        (Platform::Instagram, true) => format!(
            "Instagram: people choosing {an} {} check their account before they visit; location tags and local hashtags put you in their feed.",
            facts.reach()
        ),
        (Platform::Instagram, false) => format!(
            "Instagram: people save and share the {offer} they would like to try; Reels and search put you in front of new ones."
        ),
        (Platform::Facebook, true) => format!(
            "Facebook: local groups, where neighbours ask each other to recommend {an} every day."
        ),
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
    let customers = facts.words.customers;
    let job = match (platform, facts.model) {
        (Platform::Instagram, Model::WalkIn) => {
            "show what is on the counter this week, so people nearby decide to come in".to_owned()
        }
        (Platform::Instagram, Model::Bookings) => format!(
            "your portfolio as {an}: work that looks like what your {customers} want, with the booking link one tap away"
        ),
        (Platform::Instagram, Model::Shop) => {
            "a shop window: products in use, and stories that send people to the product page"
                .to_owned()
        }
        (Platform::Instagram, Model::Leads) => format!(
            "show how you think and which {customers} you help, for people who check you out before a call"
        ),
        (Platform::Facebook, Model::WalkIn | Model::Bookings) => {
            format!("be the answer in local groups when someone asks for {an}")
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
            "turn people who showed interest in your {} into {customers}, and {customers} into regulars",
            facts.words.offer
        ),
        (Platform::GoogleAds, _) => {
            format!("catch people searching for {an}, at the moment they want one")
        }
    };
    format!("{lead}: {job}.")
}

fn formats(platform: Platform, facts: &Facts) -> Vec<String> {
    let offer = facts.words.offer;
    let noun = facts.noun();
    let customers = facts.words.customers;
    match (platform, facts.model) {
        (Platform::Instagram, Model::Leads) => vec![
            "carousels that teach one idea".into(),
            "short talking-head Reels".into(),
            format!("results for {customers} in stories"),
        ],
        (Platform::Instagram, _) => vec![
            format!("photos of your {offer}"),
            "Reels under 30 seconds".into(),
            "stories with polls and links".into(),
        ],
        (Platform::Facebook, _) => {
            vec![format!("photos of your {offer}"), "events".into(), "answers in groups".into()]
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
            format!("Most people nearby look for {} on Google Maps before anywhere else; a complete profile with photos and fresh reviews is free and works while you sleep.", a(facts.noun())),
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
            text if text.is_empty() => format!(
                "Paused for now: start it once {} runs by habit (from day 60 at the earliest).",
                ranked.first().map_or("your main channel", |p| p.label())
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
    for &platform in unfunded {
        let minimum = limits::platform_minimum(platform).map_or(0, |(dollars, _)| dollars);
        channels.push(Channel {
            platform,
            role: role(platform, false, facts),
            hours_per_week: 0.0,
            cadence: format!(
                "Not this quarter: {} needs at least {} a month of ad money, which the budget does not have yet. The keywords below still guide your page and posts.",
                platform.label(),
                dollars(minimum)
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

/// The most of `minutes` that whole units of the platform's work fill.
pub fn fit_units(platform: Platform, minutes: u32) -> u32 {
    let (main, small) = units(platform);
    let (big, rest) = split(&main, &small, minutes);
    big * main.minutes + rest * small.minutes
}

/// How many main and small units `minutes` holds, each within its weekly maximum.
fn split(main: &Unit, small: &Unit, minutes: u32) -> (u32, u32) {
    let big = (minutes / main.minutes).min(main.max);
    let rest = ((minutes - big * main.minutes) / small.minutes).min(small.max);
    (big, rest)
}

/// Ad platforms in the order money goes to them: search first (buyers already looking), then
/// the best-fitting social platform.
fn ad_order(facts: &Facts) -> Vec<Platform> {
    let mut paid: Vec<Platform> =
        ranked(facts).into_iter().filter(|p| limits::platform_minimum(*p).is_some()).collect();
    if let Some(i) = paid.iter().position(|p| *p == Platform::GoogleAds) {
        let google = paid.remove(i);
        if facts.model != Model::Leads || facts.lead.platforms.len() == 1 {
            paid.insert(0, google);
        } else {
            paid.push(google);
        }
    }
    // One Meta line covers Instagram and Facebook: the ads run on both.
    if paid.contains(&Platform::Instagram) {
        paid.retain(|p| *p != Platform::Facebook);
    }
    paid
}

/// Chosen platforms whose work is only ads and that `budget` gives no money.
pub fn unfunded(channels: &[Channel], budget: &[BudgetLine]) -> Vec<Platform> {
    channels
        .iter()
        .filter(|c| c.platform == Platform::GoogleAds && c.hours_per_week > 0.0)
        .filter(|c| !budget.iter().any(|l| l.platform == Some(c.platform)))
        .map(|c| c.platform)
        .collect()
}

/// The monthly budget lines and the note above them; `unfunded` platforms get no money.
pub fn budget(
    facts: &Facts,
    channels: &[Channel],
    unfunded: &[Platform],
) -> (Vec<BudgetLine>, String) {
    let limit = facts.money;
    let mut lines = Vec::new();
    let mut left = limit;
    let mut notes = Vec::new();
    match limits::holds_to_bottom(facts.lead) {
        Some(why) => notes.push(format!("The plan works to {} a month: {why}.", dollars(limit))),
        None => notes
            .push(format!("The plan works to {} a month, the top of your range.", dollars(limit))),
    }
    let needs_site = !limits::existing_assets(facts.lead).contains(&Asset::Website);
    if needs_site && left >= 15 {
        lines.push(BudgetLine {
            item: "Website builder and domain".to_owned(),
            monthly_usd: 15,
            platform: None,
            from_month: 1,
            note: format!("One page where people can {}.", facts.action()),
        });
        left -= 15;
    } else if needs_site {
        notes.push(
            "Start the page on a builder's free plan; add your own domain when the budget allows."
                .to_owned(),
        );
    }
    // Ads start in month 2: the set-up comes first, and a month of posts shows which to promote.
    let ads_from = 2;
    let mut skipped = Vec::new();
    let working = |p: Platform| channels.iter().any(|c| c.platform == p && c.hours_per_week > 0.0);
    for platform in ad_order(facts) {
        let Some((minimum, why)) = limits::platform_minimum(platform) else { continue };
        // Ads go only where the founder is also at work: a paused channel gets no money.
        let runs =
            working(platform) || (platform == Platform::Instagram && working(Platform::Facebook));
        if !runs && !unfunded.contains(&platform) {
            continue;
        }
        if left < minimum || unfunded.contains(&platform) {
            let ads = if platform == Platform::GoogleAds {
                "Google Ads".to_owned()
            } else {
                format!("{} ads", platform.label())
            };
            skipped.push(format!(
                "No {ads} yet: they need at least {} a month, because {why}.",
                dollars(minimum)
            ));
            continue;
        }
        // The first platform takes what is left, up to twice its minimum; the next ones the rest.
        let amount = if lines.iter().any(|l: &BudgetLine| l.platform.is_some()) {
            left
        } else {
            left.min(minimum * 2).max(minimum)
        };
        let amount = amount / 5 * 5;
        let note = match platform {
            Platform::GoogleAds => format!(
                "About {} a day on the keywords below, from month {ads_from}, once the page is live.",
                dollars(amount / 30)
            ),
            Platform::Instagram | Platform::Facebook => format!(
                "About {} a day promoting the posts about your {} that already did best, from month {ads_from}.",
                dollars(amount / 30),
                facts.words.offer
            ),
            Platform::Linkedin => format!(
                "About {} a day, aimed at the job titles who buy, from month {ads_from}.",
                dollars(amount / 30)
            ),
            Platform::Tiktok => format!(
                "About {} a day boosting videos that already took off, from month {ads_from}.",
                dollars(amount / 30)
            ),
            Platform::Email => String::new(),
        };
        let item = match platform {
            Platform::Instagram | Platform::Facebook
                if facts.lead.platforms.contains(&Platform::Facebook)
                    && facts.lead.platforms.contains(&Platform::Instagram) =>
            {
                "Meta ads (Instagram and Facebook)".to_owned()
            }
            Platform::GoogleAds => "Google Ads".to_owned(),
            other => format!("{} ads", other.label()),
        };
        lines.push(BudgetLine {
            item,
            monthly_usd: amount,
            platform: Some(platform),
            from_month: ads_from,
            note,
        });
        left -= amount;
    }
    if !skipped.is_empty() {
        notes.push(skipped.join(" "));
    }
    // Money no ad platform can use well goes where it still buys customers.
    if left >= 20 {
        let (item, note) = match facts.model {
            Model::WalkIn => (
                "Printed cards and a counter sign",
                "A card with a sign-up code in every bag, and a sign at the till.",
            ),
            Model::Bookings => (
                "Referral thank-yous",
                "A small gift or discount for every client who sends a friend.",
            ),
            Model::Shop => (
                "Samples and packaging inserts",
                "A thank-you card with a discount for the next order in every parcel.",
            ),
            Model::Leads => (
                "Coffee meetings and event tickets",
                "One local business event or two coffees with potential clients a month.",
            ),
        };
        let amount = left.min(60) / 5 * 5;
        lines.push(BudgetLine {
            item: item.to_owned(),
            monthly_usd: amount,
            platform: None,
            from_month: 1,
            note: note.to_owned(),
        });
        left -= amount;
    }
    if limit == 0 {
        notes.push("Everything in this plan works on free tools: free tiers of a design app, a scheduler and an e-mail platform cover your first months.".to_owned());
    } else if left > 0 {
        notes.push(format!("{} a month stays unspent on purpose: keep it until the numbers show where another dollar works hardest.", dollars(left)));
    }
    if facts.lead.marketing_challenges.contains(&Challenge::BudgetTooSmall) && limit > 0 {
        notes.push(
            "Every paid line starts small and must earn its keep at day 30, or it stops."
                .to_owned(),
        );
    }
    (lines, notes.join(" "))
}
