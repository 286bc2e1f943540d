//! The posting calendar with dates. With the AI provider's copy, every post where the model put
//! it (its roadmap week and day, on the channel's rhythm, checked by `plan::schedule`) for the
//! rest of the plan's 13 weeks; without it, four weeks of the plan's content ideas on each
//! channel's rhythm, in order.

use jiff::ToSpan;
use jiff::civil::Date;

use crate::plan::Plan;
use crate::plan::holidays;
use crate::plan::model::Outlet;
use crate::plan::pro::ProCopy;
use crate::plan::rhythm::Rhythm;
use crate::plan::schedule;
use crate::plan::text::md;

pub use super::span::{Slot, Span};

/// Whether `c` belongs in a hashtag: a tag is one word, so no spaces or punctuation but `_`;
/// letters, digits and the marks scripts such as Thai or Devanagari write them with stay.
fn hashtag_char(c: char) -> bool {
    c == '_'
        || !(c.is_whitespace()
            || c.is_ascii_punctuation()
            || c.is_control()
            || "“”‘’«»。、，！？·•".contains(c))
}

/// A post's title on the calendar: "Again: ..." for one that went out before.
pub fn title(slot: &Slot<'_>) -> String {
    match slot.again {
        true => format!("Again: {}", md(&slot.idea.title)),
        false => md(&slot.idea.title),
    }
}

/// Every post of the calendar written out, from the copy an AI provider wrote for the plan's
/// ideas: its day, channel, hook, caption and hashtags, ready to paste.
fn posts(out: &mut String, slots: &[Slot<'_>], pro: &ProCopy) {
    out.push_str("### Your posts, written out\n\nEach post on the calendar, ready to paste (in ");
    out.push_str(&md(&pro.language));
    out.push_str("). Change a word where it is not quite you; keep the hook.\n\n");
    for slot in slots {
        let Some(post) = pro.posts.iter().find(|p| p.idea.trim() == slot.idea.title.trim()) else {
            continue;
        };
        // The hook opens the caption (a post that goes out again opens with its new line); a
        // caption that already starts with it is not doubled.
        let hook = if slot.again { post.again.trim() } else { post.hook.trim() };
        // Its second outing has its own body where the model wrote one.
        let caption = match (slot.again, post.again_caption.trim()) {
            (true, again) if !again.is_empty() => again,
            _ => post.caption.trim(),
        };
        let caption = caption.strip_prefix(post.hook.trim()).unwrap_or(caption).trim_start();
        let text = format!("{hook}\n\n{caption}");
        out.push_str(&format!(
            "**{} · {}: {}{}**\n\n> {}\n",
            slot.day.strftime("%a %b %-d"),
            slot.outlet.name(),
            if slot.again { "again: " } else { "" },
            md(&slot.idea.title),
            md(&text).replace('\n', "\n> "),
        ));
        if !post.hashtags.is_empty() && slot.outlet.social() {
            // Letters, digits and underscores only: a tag is one word.
            let tags: Vec<String> = post
                .hashtags
                .iter()
                .map(|t| t.chars().filter(|c| hashtag_char(*c)).collect::<String>())
                .filter(|t| !t.is_empty())
                .map(|t| format!("#{t}"))
                .collect();
            out.push_str(&format!(">\n> {}\n", tags.join(" ")));
        }
        out.push('\n');
    }
}

/// Every post of the calendar, in date order: where the model scheduled them, else the
/// product's own four weeks.
pub fn slots<'a>(
    plan: &'a Plan,
    span: &Span,
    country: Option<&str>,
    pro: Option<&ProCopy>,
) -> Vec<Slot<'a>> {
    match pro.filter(|p| schedule::scheduled(p)) {
        Some(pro) => {
            let mut slots = scheduled(plan, span, pro);
            super::again::fill(plan, span, country, pro, &mut slots);
            slots
        }
        None => own(plan, span, country, pro),
    }
}

/// The model's schedule: each post on its week and day, from the day after the purchase.
fn scheduled<'a>(plan: &'a Plan, span: &Span, pro: &ProCopy) -> Vec<Slot<'a>> {
    let mut slots: Vec<Slot<'a>> = pro
        .posts
        .iter()
        .filter_map(|post| {
            let (week, offset) = schedule::when(post)?;
            let idea = plan.content_ideas.iter().find(|i| i.title.trim() == post.idea.trim())?;
            let day = span.monday(week).checked_add(offset.days()).ok()?;
            (week >= span.first && week <= span.last && day >= span.from).then_some(Slot {
                day,
                outlet: post.channel,
                idea,
                again: false,
            })
        })
        .collect();
    slots.sort_by_key(|slot| slot.day);
    slots
}

/// The product's own four weeks: each channel's rhythm filled with its own ideas in order,
/// each idea once, a post on a public holiday moved to the next free day.
fn own<'a>(
    plan: &'a Plan,
    span: &Span,
    country: Option<&str>,
    pro: Option<&ProCopy>,
) -> Vec<Slot<'a>> {
    // With copy written before posts were scheduled, an idea waits for the week it names.
    let from_week = |title: &str| {
        pro.and_then(|p| p.posts.iter().find(|post| post.idea.trim() == title.trim()))
            .map_or(1, |post| post.from_week)
    };
    let holiday = |day: Date| country.and_then(|c| holidays::on(c, day)).is_some();
    let mut channels: Vec<(Outlet, Rhythm)> = schedule::rhythms(plan);
    if channels.is_empty() {
        // Search ads carry no posts: the page gets a fresh section a week instead.
        let weekly = Rhythm { count: 1, days: vec![1], named: Vec::new(), every: 1, from_week: 1 };
        channels.push((Outlet::Website, weekly));
    }
    let mut slots = Vec::new();
    let mut used = vec![false; plan.content_ideas.len()];
    for week in span.first..=span.last {
        for (outlet, rhythm) in &channels {
            if !rhythm.posts_in(week) {
                continue;
            }
            for &offset in &rhythm.days {
                // A channel posts its own ideas: one written for another channel, for e-mail
                // or as a story stays where it was written for.
                let Some(i) = (0..plan.content_ideas.len()).find(|&i| {
                    let idea = &plan.content_ideas[i];
                    !used[i] && idea.platform == *outlet && from_week(&idea.title) <= week
                }) else {
                    continue;
                };
                let monday = span.monday(week);
                let free = (offset..7)
                    .map(|d| monday.checked_add(d.days()).unwrap_or(monday))
                    .find(|day| {
                        *day >= span.from
                            && !holiday(*day)
                            && !slots
                                .iter()
                                .any(|s: &Slot<'_>| s.day == *day && s.outlet == *outlet)
                    });
                let Some(day) = free else { continue };
                used[i] = true;
                slots.push(Slot {
                    day,
                    outlet: *outlet,
                    idea: &plan.content_ideas[i],
                    again: false,
                });
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
    span: &Span,
    country: Option<&str>,
    pro: Option<&ProCopy>,
) {
    let slots = slots(plan, span, country, pro);
    for week in span.first..=span.last {
        let monday = span.monday(week);
        out.push_str(&format!("### Week {week}: {}\n\n", monday.strftime("%B %-d")));
        let sunday = monday.checked_add(6.days()).unwrap_or(monday);
        let week_slots: Vec<&Slot<'_>> =
            slots.iter().filter(|s| s.day >= monday && s.day <= sunday).collect();
        if week_slots.is_empty() {
            // The plan's first weeks can set up before anything is posted.
            match plan.roadmap.iter().find(|w| w.week == week) {
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
                title(slot),
                md(&slot.idea.format)
            ));
        }
        out.push('\n');
    }
    if let Some(country) = country {
        let scheduled = pro.is_some_and(schedule::scheduled);
        holidays_kept(out, span, country, scheduled);
    }
    if let Some(pro) = pro {
        posts(out, &slots, pro);
        later(out, pro, &slots);
    }
}

/// The posts the model left for the next quarter (their channel's rhythm had no room) and no
/// other channel's calendar took, titled.
fn later(out: &mut String, pro: &ProCopy, slots: &[Slot<'_>]) {
    if !schedule::scheduled(pro) {
        return;
    }
    let waiting: Vec<_> = pro
        .posts
        .iter()
        .filter(|p| p.week.is_none())
        .filter(|p| !slots.iter().any(|s| s.idea.title.trim() == p.idea.trim()))
        .collect();
    if waiting.is_empty() {
        return;
    }
    out.push_str("### Ready for next quarter\n\nYour plan's rhythm has no room for these in its 13 weeks; they are written and waiting:\n\n");
    for post in waiting {
        out.push_str(&format!(
            "- {}: {} ({})\n",
            post.channel.name(),
            md(&post.idea),
            md(post.hook.trim())
        ));
    }
    out.push('\n');
}

/// The public holidays in the calendar's weeks, named under it: kept free by the product's
/// own calendar; in the model's, only posts about the day fall on one.
fn holidays_kept(out: &mut String, span: &Span, country: &str, scheduled: bool) {
    let last = span.monday(span.last).checked_add(6.days()).unwrap_or(span.start);
    let days = holidays::between(country, span.monday(span.first).max(span.from), last);
    if days.is_empty() {
        return;
    }
    let lead = match scheduled {
        true => "Public holidays in these weeks",
        false => "No posts are planned on public holidays",
    };
    out.push_str(&format!(
        "{lead}: {}. If you are open that day, post your opening hours.\n\n",
        days.join(", ")
    ));
}

#[cfg(test)]
mod tests {
    use super::hashtag_char;

    #[test]
    fn a_hashtag_keeps_its_scripts_marks_and_loses_spaces_and_punctuation() {
        let tag = |t: &str| t.chars().filter(|c| hashtag_char(*c)).collect::<String>();
        assert_eq!(tag("#ของแต่งบ้าน"), "ของแต่งบ้าน", "Thai tone marks stay");
        assert_eq!(tag("café de especialidad"), "cafédeespecialidad");
        assert_eq!(tag("gội_đầu"), "gội_đầu");
        assert_eq!(tag("hand-made!"), "handmade");
    }
}
