//! The weekly routine on each platform, in units of work (a post, a set of stories, an ads
//! check) with the minutes each takes: how many fit the minutes a channel gets, and how a person
//! says it.

use crate::leads::model::Platform;

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

/// The most of `minutes` that whole units of the platform's work fill.
pub fn fit_units(platform: Platform, minutes: u32) -> u32 {
    let (main, small) = units(platform);
    let (big, rest) = split(&main, &small, minutes);
    big * main.minutes + rest * small.minutes
}

/// How many of the platform's main units (posts, videos, e-mails) `minutes` holds.
pub fn main_units(platform: Platform, minutes: u32) -> u32 {
    let (main, small) = units(platform);
    split(&main, &small, minutes).0
}

/// How many main and small units `minutes` holds, each within its weekly maximum.
fn split(main: &Unit, small: &Unit, minutes: u32) -> (u32, u32) {
    let big = (minutes / main.minutes).min(main.max);
    let rest = ((minutes - big * main.minutes) / small.minutes).min(small.max);
    (big, rest)
}
