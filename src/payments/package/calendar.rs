//! A four-week posting calendar with dates: the plan's channels at their weekly rhythm, filled
//! with the plan's content ideas for each channel in order.

use jiff::ToSpan;
use jiff::civil::{Date, Weekday};

use super::holidays;
use crate::leads::model::Platform;
use crate::plan::Plan;
use crate::plan::model::{ContentIdea, Outlet};
use crate::plan::pro::ProCopy;
use crate::plan::text::md;

pub const WEEKS: i32 = 4;

/// One post on the calendar.
pub struct Slot<'a> {
    pub day: Date,
    pub outlet: Outlet,
    pub idea: &'a ContentIdea,
}

/// The Monday after `purchased`: the calendar starts on a fresh week.
pub fn first_monday(purchased: Date) -> Date {
    let mut day = purchased.tomorrow().unwrap_or(purchased);
    while day.weekday() != Weekday::Monday {
        day = day.tomorrow().unwrap_or(day);
    }
    day
}

/// Posts a week on a channel, read from its cadence: the numbers before a kind of post, added
/// up ("2 Reels and 1 carousel a week" → 3), leaving out stories and anything in brackets ("3
/// posts (including 1 Reel) and 4 stories" → 3); else its first number; within 1–5. E-mail goes
/// out at most once a week.
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
    let counted: usize = words
        .windows(2)
        .filter(|pair| POSTS.contains(&pair[1].as_str()))
        .filter_map(|pair| pair[0].parse::<usize>().ok())
        .sum();
    let first = || words.iter().find_map(|w| w.parse::<usize>().ok()).unwrap_or(2);
    let count = if counted > 0 { counted } else { first() };
    count.clamp(1, 5)
}

/// Every post of the calendar written out, from the copy an AI provider wrote for the plan's
/// ideas: its day, channel, hook, caption and hashtags, ready to paste.
fn posts(out: &mut String, slots: &[Slot<'_>], pro: &ProCopy) {
    out.push_str(
        "### Your posts, written out\n\nEach post of the next four weeks, ready to paste (in ",
    );
    out.push_str(&md(&pro.language));
    out.push_str("). Change a word where it is not quite you; keep the hook.\n\n");
    for slot in slots {
        let Some(post) = pro.posts.iter().find(|p| p.idea.trim() == slot.idea.title.trim()) else {
            continue;
        };
        // The hook opens the caption; a caption that already starts with it is not doubled.
        let caption = post.caption.trim();
        let text = match caption.starts_with(post.hook.trim()) {
            true => caption.to_owned(),
            false => format!("{}\n\n{caption}", post.hook.trim()),
        };
        out.push_str(&format!(
            "**{} · {}: {}**\n\n> {}\n",
            slot.day.strftime("%a %b %-d"),
            slot.outlet.name(),
            md(&slot.idea.title),
            md(&text).replace('\n', "\n> "),
        ));
        if !post.hashtags.is_empty() && !matches!(slot.outlet, Outlet::Email | Outlet::Website) {
            // Letters, digits and underscores only: a tag is one word.
            let tags: Vec<String> = post
                .hashtags
                .iter()
                .map(|t| t.chars().filter(|c| c.is_alphanumeric() || *c == '_').collect::<String>())
                .filter(|t| !t.is_empty())
                .map(|t| format!("#{t}"))
                .collect();
            out.push_str(&format!(">\n> {}\n", tags.join(" ")));
        }
        out.push('\n');
    }
}

/// Whether a channel's rhythm is monthly ("1 newsletter a month").
fn monthly(cadence: &str) -> bool {
    let cadence = cadence.to_lowercase();
    cadence.contains("a month") || cadence.contains("monthly") || cadence.contains("per month")
}

/// The weekdays (0 = Monday) `count` posts go out on, spread over the working week.
fn days(count: usize) -> &'static [i64] {
    match count {
        1 => &[1],
        2 => &[1, 3],
        3 => &[0, 2, 4],
        4 => &[0, 1, 3, 4],
        _ => &[0, 1, 2, 3, 4],
    }
}

/// Every post of the four weeks from `start`, in date order.
pub fn slots<'a>(
    plan: &'a Plan,
    start: Date,
    country: Option<&str>,
    pro: Option<&ProCopy>,
) -> Vec<Slot<'a>> {
    // With the model's copy, an idea waits for the roadmap week that makes it possible.
    let from_week = |title: &str| {
        pro.and_then(|p| p.posts.iter().find(|post| post.idea.trim() == title.trim()))
            .map_or(1, |post| i32::from(post.from_week))
    };
    let holiday = |day: Date| country.and_then(|c| holidays::on(c, day)).is_some();
    let mut channels: Vec<(Outlet, usize, bool)> = plan
        .channels
        .iter()
        .filter(|c| c.hours_per_week > 0.0 && c.platform != Platform::GoogleAds)
        .map(|c| {
            let monthly = monthly(&c.cadence);
            (Outlet::from_platform(c.platform), posts_a_week(c.platform, &c.cadence), monthly)
        })
        .collect();
    if channels.is_empty() {
        // Search ads carry no posts: the page gets a fresh section a week instead.
        channels.push((Outlet::Website, 1, false));
    }
    // Each post takes the channel's next idea not yet on the calendar, else the next unused idea
    // of another channel, and only repeats an idea once all thirty are on it.
    let mut slots = Vec::new();
    let mut used = vec![0u32; plan.content_ideas.len()];
    for week in 0..WEEKS {
        for (outlet, count, monthly) in &channels {
            // A monthly e-mail goes out in the first week only.
            if *monthly && week > 0 {
                continue;
            }
            for &offset in days(*count) {
                // An idea written for e-mail or the website stays there, and a post takes no
                // idea meant for them.
                let fits = |i: usize| {
                    let idea = plan.content_ideas[i].platform;
                    let social = |o: Outlet| !matches!(o, Outlet::Email | Outlet::Website);
                    (idea == *outlet || (social(idea) && social(*outlet)))
                        && from_week(&plan.content_ideas[i].title) <= week + 1
                };
                let rank = |i: usize| (used[i], plan.content_ideas[i].platform != *outlet, i);
                let Some(i) =
                    (0..plan.content_ideas.len()).filter(|&i| fits(i)).min_by_key(|&i| rank(i))
                else {
                    continue;
                };
                // A post that falls on a public holiday moves to the next free working day of
                // its week (Saturday at the latest), or waits for the next week.
                let monday = start.checked_add((i64::from(week) * 7).days()).unwrap_or(start);
                let free = (offset..6)
                    .map(|d| monday.checked_add(d.days()).unwrap_or(monday))
                    .find(|day| {
                        !holiday(*day)
                            && !slots
                                .iter()
                                .any(|s: &Slot<'_>| s.day == *day && s.outlet == *outlet)
                    });
                let Some(day) = free else { continue };
                used[i] += 1;
                slots.push(Slot { day, outlet: *outlet, idea: &plan.content_ideas[i] });
            }
        }
    }
    slots.sort_by_key(|slot| slot.day);
    slots
}

/// The calendar as Markdown tables, one per week.
pub fn write(
    out: &mut String,
    plan: &Plan,
    start: Date,
    country: Option<&str>,
    pro: Option<&ProCopy>,
) {
    let slots = slots(plan, start, country, pro);
    for week in 0..WEEKS {
        let monday = start.checked_add((i64::from(week) * 7).days()).unwrap_or(start);
        out.push_str(&format!("### Week of {}\n\n", monday.strftime("%B %-d")));
        out.push_str("| Day | Channel | Post | Format |\n|---|---|---|---|\n");
        let sunday = monday.checked_add(6.days()).unwrap_or(monday);
        for slot in slots.iter().filter(|s| s.day >= monday && s.day <= sunday) {
            out.push_str(&format!(
                "| {} | {} | {} | {} |\n",
                slot.day.strftime("%a %b %-d"),
                slot.outlet.name(),
                md(&slot.idea.title),
                if slot.idea.platform == slot.outlet {
                    md(&slot.idea.format)
                } else {
                    "post".to_owned()
                }
            ));
        }
        out.push('\n');
    }
    if let Some(country) = country {
        holidays_kept(out, start, country);
    }
    if let Some(pro) = pro {
        posts(out, &slots, pro);
    }
}

/// The public holidays the calendar keeps free, named under it.
fn holidays_kept(out: &mut String, start: Date, country: &str) {
    let last = start.checked_add((i64::from(WEEKS) * 7 - 1).days()).unwrap_or(start);
    let days: Vec<String> = (0..i64::from(WEEKS) * 7)
        .filter_map(|d| start.checked_add(d.days()).ok())
        .filter(|day| *day <= last)
        .filter_map(|day| {
            holidays::on(country, day).map(|name| format!("{} ({name})", day.strftime("%a %b %-d")))
        })
        .collect();
    if !days.is_empty() {
        out.push_str(&format!(
            "No posts are planned on public holidays: {}. If you are open that day, post your opening hours instead.\n\n",
            days.join(", ")
        ));
    }
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
        assert!(monthly("1 newsletter a month") && !monthly("1 e-mail a week"));
        assert_eq!(posts_a_week(Platform::Email, "2 e-mails a week"), 1);
    }
}
