//! A channel's rhythm, read from the cadence its plan writes in words ("2 videos a week
//! (Tuesday and Saturday evening)", "one short email every two weeks from week 3") and from the
//! roadmap week that first works on it: how many posts a week, on which days, in which weeks.

use crate::leads::model::Platform;
use crate::plan::Plan;
use crate::plan::model::{Channel, Outlet};

/// When a channel posts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rhythm {
    /// Posts in a week it posts.
    pub count: usize,
    /// The weekdays (0 = Monday) it posts on, `count` of them, in order.
    pub days: Vec<i64>,
    /// The weekdays the cadence names itself, if any.
    pub named: Vec<i64>,
    /// It posts every `every` weeks: 1, 2 (fortnightly) or 4 (monthly).
    pub every: u8,
    /// The first roadmap week it posts in (1 = the calendar's first week).
    pub from_week: u8,
}

impl Rhythm {
    /// Whether it posts in roadmap week `week` (1-based).
    pub fn posts_in(&self, week: u8) -> bool {
        week >= self.from_week && (week - self.from_week).is_multiple_of(self.every)
    }

    /// The rhythm in words, for a request: "at most 2 posts a week, on Tuesday and Saturday,
    /// from week 2".
    pub fn describe(&self) -> String {
        let rate = match self.every {
            4 => "1 post in a week each month (weeks 1, 5, 9 and 13 from its first)".to_owned(),
            2 => "1 post every other week".to_owned(),
            _ if self.count == 1 => "at most 1 post a week".to_owned(),
            _ => format!("at most {} posts a week", self.count),
        };
        let names: Vec<String> =
            self.named.iter().map(|&d| capitalised(WEEKDAYS[d as usize])).collect();
        let days = match names.len() {
            0 => String::new(),
            n if n >= self.count => format!(", on {}", names.join(" and ")),
            _ => format!(" (the plan names {})", names.join(" and ")),
        };
        format!("{rate}{days}, from week {}", self.from_week)
    }
}

fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// The rhythm of `channel` in `plan`.
pub fn of(plan: &Plan, channel: &Channel) -> Rhythm {
    let cadence = channel.cadence.to_lowercase();
    let count = posts_a_week(channel.platform, &channel.cadence);
    // Whichever rate the cadence names first is its rhythm: "2 posts a week, one of them in
    // English every other week" is weekly.
    let first = |phrases: &[&str]| phrases.iter().filter_map(|p| cadence.find(p)).min();
    let rates = [
        (first(&["a week", "per week", "weekly", "each week", "every week"]), 1),
        (
            first(&[
                "every two weeks",
                "every 2 weeks",
                "every other week",
                "fortnight",
                "biweekly",
                "twice a month",
            ]),
            2,
        ),
        (first(&["a month", "monthly", "per month", "each month", "every month"]), 4),
    ];
    let every = rates
        .iter()
        .filter_map(|(at, every)| at.map(|at| (at, *every)))
        .min()
        .map_or(1, |(_, every)| every);
    let count = if every > 1 { 1 } else { count };
    let outlet = Outlet::from_platform(channel.platform);
    Rhythm {
        count,
        days: days(&cadence, count),
        named: named_days(&cadence),
        every,
        from_week: first_week(plan, outlet, &cadence),
    }
}

/// Posts a week on a channel, read from its cadence: the numbers before a kind of post up to
/// "a week", added up ("2 Reels and 1 carousel a week" → 3), leaving out stories and anything in
/// brackets ("3 posts (including 1 Reel) and 4 stories a week" → 3); else its first number;
/// within 1–5. E-mail goes out at most once a week.
pub fn posts_a_week(platform: Platform, cadence: &str) -> usize {
    const POSTS: &[&str] = &[
        "post",
        "posts",
        "reel",
        "reels",
        "carousel",
        "carousels",
        "video",
        "videos",
        "photo",
        "photos",
        "article",
        "articles",
        "short",
        "shorts",
        "tiktok",
        "tiktoks",
        "clip",
        "clips",
    ];
    if platform == Platform::Email {
        return 1;
    }
    let mut depth = 0;
    let mut words = Vec::new();
    for word in cadence.split_whitespace() {
        if word.starts_with('(') {
            depth += 1;
        }
        if depth == 0 {
            // "2–3 posts": a range counts as its lower end.
            let word = word.split(['–', '-', '/']).next().unwrap_or(word);
            let word: String = word.chars().filter(|c| c.is_alphanumeric()).collect();
            words.push(word.to_lowercase());
        }
        if word.ends_with(')') {
            depth = (depth - 1).max(0);
        }
    }
    // What follows the first "a week" is about something else ("..., all made from 2 clips a
    // week that you film").
    let end = words
        .windows(2)
        .position(|pair| matches!(pair, [a, b] if (a == "a" || a == "per") && b == "week"))
        .unwrap_or(words.len());
    let words = &words[..end];
    let counted: usize = words
        .windows(2)
        .filter(|pair| POSTS.contains(&pair[1].as_str()))
        .filter_map(|pair| number(&pair[0]))
        .sum();
    let first = || words.iter().find_map(|w| number(w)).unwrap_or(2);
    let count = if counted > 0 { counted } else { first() };
    count.clamp(1, 5)
}

fn number(word: &str) -> Option<usize> {
    word.parse().ok().or(match word {
        "once" | "one" => Some(1),
        "twice" | "two" => Some(2),
        "three" => Some(3),
        "four" => Some(4),
        "five" => Some(5),
        _ => None,
    })
}

const WEEKDAYS: [&str; 7] =
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

/// The weekdays `count` posts go out on: the days the cadence names, in the week's order, then
/// the working week's spread for any it leaves open.
fn days(cadence: &str, count: usize) -> Vec<i64> {
    let named = named_days(cadence);
    let spread: &[i64] = match count {
        1 => &[1],
        2 => &[1, 3],
        3 => &[0, 2, 4],
        4 => &[0, 1, 3, 4],
        _ => &[0, 1, 2, 3, 4],
    };
    let mut out: Vec<i64> = named.into_iter().take(count).collect();
    for &day in spread.iter().chain(&[0, 1, 2, 3, 4, 5]) {
        if out.len() >= count {
            break;
        }
        if !out.contains(&day) {
            out.push(day);
        }
    }
    out.sort_unstable();
    out
}

/// The weekdays the cadence names ("Tuesday and Saturday evening", "on Fridays").
fn named_days(cadence: &str) -> Vec<i64> {
    (0..7i64)
        .filter(|&d| {
            let day = WEEKDAYS[d as usize];
            cadence
                .split(|c: char| !c.is_alphabetic())
                .any(|w| w == day || w.strip_suffix('s') == Some(day))
        })
        .collect()
}

/// The first week a channel posts: not before its cadence says ("from week 3", "from month
/// 2"), nor before the roadmap first works on it, and for a list, not before the week after the
/// one that opens it.
fn first_week(plan: &Plan, outlet: Outlet, cadence: &str) -> u8 {
    let words: Vec<&str> = cadence.split(|c: char| !c.is_alphanumeric()).collect();
    let said = words
        .windows(3)
        .find_map(|w| match w {
            ["from" | "starting", "week", n] => n.parse::<u8>().ok(),
            ["from" | "starting", "month", n] => {
                n.parse::<u8>().ok().map(|m| m.saturating_sub(1) * 4 + 1)
            }
            _ => None,
        })
        .unwrap_or(1);
    let worked =
        plan.tasks().find(|(_, task)| task.channel == Some(outlet)).map_or(1, |(week, _)| week);
    let list = match outlet {
        Outlet::Email => plan
            .tasks()
            .find(|(_, task)| task.sets_up == Some(crate::plan::model::Asset::EmailList))
            .map_or(1, |(week, _)| week + 1),
        _ => 1,
    };
    said.max(worked).max(list).clamp(1, 13)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn posts_a_week_are_the_posts_the_cadence_counts() {
        let posts = |cadence| posts_a_week(Platform::Instagram, cadence);
        assert_eq!(posts("2 Reels and 1 carousel a week, stories on roast day"), 3);
        assert_eq!(posts("3 posts (including 1 Reel) and 4 stories a week"), 3);
        assert_eq!(posts("2 posts a week and 1 helpful reply in a local group"), 2);
        assert_eq!(posts("3 videos a week, cut from the same footage"), 3);
        assert_eq!(posts("Twice a week"), 2);
        assert_eq!(posts("10 posts a week"), 5);
        assert_eq!(posts("2–3 LinkedIn posts a week"), 2);
        assert_eq!(
            posts(
                "3 posts a week (2 reels, 1 carousel) and stories on 3 days, all made by the freelancer from 2 clips a week that you film"
            ),
            3
        );
        assert_eq!(posts("the week's posts shared to the page, 2 group posts a week"), 2);
        assert_eq!(posts_a_week(Platform::Email, "2 e-mails a week"), 1);
    }

    #[test]
    fn the_rate_named_first_is_the_rhythm() {
        let samples = crate::plan::tests::samples();
        let lead = crate::commands::plan::read_answers(&samples[0]).expect("sample answers");
        let plan = crate::plan::builtin::write(&lead);
        let rhythm = |platform, cadence: &str| {
            let channel = Channel {
                platform,
                role: String::new(),
                hours_per_week: 1.0,
                cadence: cadence.to_owned(),
                formats: Vec::new(),
            };
            let r = of(&plan, &channel);
            (r.count, r.every)
        };
        assert_eq!(rhythm(Platform::Email, "one short email every two weeks from week 3"), (1, 2));
        assert_eq!(rhythm(Platform::Email, "1 newsletter a month"), (1, 4));
        assert_eq!(
            rhythm(Platform::Facebook, "2 posts a week, one of them in English every other week"),
            (2, 1)
        );
    }

    #[test]
    fn named_days_are_kept_and_the_rest_spread() {
        assert_eq!(days("2 videos a week (tuesday and saturday evening)", 2), vec![1, 5]);
        assert_eq!(days("3 posts a week, one on saturdays", 3), vec![0, 2, 5]);
        assert_eq!(days("3 posts a week", 3), vec![0, 2, 4]);
        assert_eq!(days("1 post a week", 1), vec![1]);
    }
}
