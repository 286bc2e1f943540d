//! Posting a post again. Thirty ideas rarely fill a channel's rhythm for thirteen weeks: where
//! the model's posts leave a week short, an earlier post of that channel (three weeks old at
//! least, each once) goes out again under the new first line the model wrote for it.

use std::collections::HashSet;

use jiff::ToSpan;

use super::span::{Slot, Span};
use crate::plan::holidays;
use crate::plan::pro::ProCopy;
use crate::plan::{Plan, schedule};

/// Weeks a post waits before it goes out again.
const GAP: u8 = 3;

/// Adds the posts that go out again to `slots`, in date order.
pub fn fill<'a>(
    plan: &'a Plan,
    span: &Span,
    country: Option<&str>,
    pro: &ProCopy,
    slots: &mut Vec<Slot<'a>>,
) {
    let holiday = |day| country.and_then(|c| holidays::on(c, day)).is_some();
    for (outlet, rhythm) in schedule::rhythms(plan).into_iter().filter(|(o, _)| o.social()) {
        let mut reposted = HashSet::new();
        let earlier: Vec<_> = pro
            .posts
            .iter()
            .filter(|p| p.channel == outlet && !p.again.trim().is_empty())
            .filter_map(|p| Some((p.week?, p)))
            .collect();
        for week in span.first..=span.last {
            if !rhythm.posts_in(week) {
                continue;
            }
            let monday = span.monday(week);
            let sunday = monday.checked_add(6.days()).unwrap_or(monday);
            let mut have = slots
                .iter()
                .filter(|s| s.outlet == outlet && s.day >= monday && s.day <= sunday)
                .count();
            for &offset in &rhythm.days {
                if have >= rhythm.count {
                    break;
                }
                let Ok(day) = monday.checked_add(offset.days()) else { continue };
                let taken = slots.iter().any(|s| s.outlet == outlet && s.day == day);
                if day < span.from || holiday(day) || taken {
                    continue;
                }
                let Some((_, post)) = earlier
                    .iter()
                    .find(|(first, p)| first + GAP <= week && !reposted.contains(&p.idea))
                else {
                    break;
                };
                let Some(idea) =
                    plan.content_ideas.iter().find(|i| i.title.trim() == post.idea.trim())
                else {
                    continue;
                };
                reposted.insert(post.idea.clone());
                slots.push(Slot { day, outlet, idea, again: true });
                have += 1;
            }
        }
    }
    slots.sort_by_key(|slot| slot.day);
}
