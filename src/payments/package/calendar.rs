//! A four-week posting calendar with dates: the plan's channels at their weekly rhythm, filled
//! with the plan's content ideas for each channel in order.

use jiff::ToSpan;
use jiff::civil::Date;

use super::rhythm::{self, Rhythm};
use crate::leads::model::Platform;
use crate::plan::Plan;
use crate::plan::holidays;
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

pub use crate::plan::holidays::first_monday;

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
    let mut channels: Vec<(Outlet, Rhythm)> = plan
        .channels
        .iter()
        .filter(|c| c.hours_per_week > 0.0 && c.platform != Platform::GoogleAds)
        .map(|c| (Outlet::from_platform(c.platform), rhythm::of(plan, c)))
        .collect();
    if channels.is_empty() {
        // Search ads carry no posts: the page gets a fresh section a week instead.
        let weekly = Rhythm { count: 1, days: vec![1], every: 1, from_week: 1 };
        channels.push((Outlet::Website, weekly));
    }
    // Each post takes the channel's next idea not yet on the calendar, else the next unused idea
    // of another channel; an idea goes on the calendar once.
    let mut slots = Vec::new();
    let mut used = vec![false; plan.content_ideas.len()];
    for week in 0..WEEKS {
        for (outlet, rhythm) in &channels {
            if !rhythm.posts_in(week as u8 + 1) {
                continue;
            }
            for &offset in &rhythm.days {
                // An idea written for e-mail or the website stays there, as do stories, and a
                // post takes no idea meant for them.
                let fits = |i: usize| {
                    let idea = &plan.content_ideas[i];
                    let social = |o: Outlet| !matches!(o, Outlet::Email | Outlet::Website);
                    let moves = social(idea.platform)
                        && social(*outlet)
                        && !idea.format.to_lowercase().contains("stor");
                    !used[i]
                        && (idea.platform == *outlet || moves)
                        && from_week(&idea.title) <= week + 1
                };
                let rank = |i: usize| (plan.content_ideas[i].platform != *outlet, i);
                let Some(i) =
                    (0..plan.content_ideas.len()).filter(|&i| fits(i)).min_by_key(|&i| rank(i))
                else {
                    continue;
                };
                // A post that falls on a public holiday moves to the next free day of its week
                // (Sunday at the latest), or waits for the next week.
                let monday = start.checked_add((i64::from(week) * 7).days()).unwrap_or(start);
                let free = (offset..7)
                    .map(|d| monday.checked_add(d.days()).unwrap_or(monday))
                    .find(|day| {
                        !holiday(*day)
                            && !slots
                                .iter()
                                .any(|s: &Slot<'_>| s.day == *day && s.outlet == *outlet)
                    });
                let Some(day) = free else { continue };
                used[i] = true;
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
        let sunday = monday.checked_add(6.days()).unwrap_or(monday);
        let week_slots: Vec<&Slot<'_>> =
            slots.iter().filter(|s| s.day >= monday && s.day <= sunday).collect();
        if week_slots.is_empty() {
            // The plan's first weeks can set up before anything is posted.
            let focus = plan.roadmap.iter().find(|w| i32::from(w.week) == week + 1);
            match focus {
                Some(w) => out.push_str(&format!(
                    "No posts this week. Week {} of your plan: *{}*.\n\n",
                    w.week,
                    md(w.focus.trim_end_matches('.'))
                )),
                None => out.push_str("No posts this week.\n\n"),
            }
            continue;
        }
        out.push_str("| Day | Channel | Post | Format |\n|---|---|---|---|\n");
        for slot in week_slots {
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
    let days = holidays::between(country, start, last);
    if !days.is_empty() {
        out.push_str(&format!(
            "No posts are planned on public holidays: {}. If you are open that day, post your opening hours instead.\n\n",
            days.join(", ")
        ));
    }
}
