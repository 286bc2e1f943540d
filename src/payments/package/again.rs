//! Filling a channel's rhythm where the model's schedule leaves a week short. Thirty ideas
//! rarely fill thirteen weeks, and the model leaves some for the next quarter when their own
//! channel has no room: first a post waiting for the next quarter goes out where it fits as
//! written (Instagram and Facebook take each other's posts, and a TikTok video goes out as a
//! Reel), then an earlier post of that channel (three weeks old at least, each once) goes out
//! again under the new first line the model wrote for it.

use std::collections::HashSet;

use jiff::ToSpan;

use super::span::{Slot, Span};
use crate::plan::holidays;
use crate::plan::model::Outlet;
use crate::plan::pro::ProCopy;
use crate::plan::{Plan, schedule};

/// Weeks a post waits before it goes out again.
const GAP: u8 = 3;

/// Whether a post written for `from` can go out on `to` as it is.
fn fits(from: Outlet, to: Outlet) -> bool {
    from == to
        || matches!(
            (from, to),
            (Outlet::Instagram, Outlet::Facebook)
                | (Outlet::Facebook, Outlet::Instagram)
                | (Outlet::Tiktok, Outlet::Instagram | Outlet::Facebook)
        )
}

/// Adds the waiting posts that fit and the posts that go out again to `slots`, in date order.
pub fn fill<'a>(
    plan: &'a Plan,
    span: &Span,
    country: Option<&str>,
    pro: &ProCopy,
    slots: &mut Vec<Slot<'a>>,
) {
    let holiday = |day| country.and_then(|c| holidays::on(c, day)).is_some();
    let mut waiting: Vec<_> = pro.posts.iter().filter(|p| p.week.is_none()).collect();
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
                let idea_of = |title: &str| {
                    plan.content_ideas.iter().find(|i| i.title.trim() == title.trim())
                };
                // A post waiting for the next quarter goes out first, as written.
                if let Some(at) = waiting.iter().position(|p| fits(p.channel, outlet))
                    && let Some(idea) = idea_of(&waiting.remove(at).idea)
                {
                    slots.push(Slot { day, outlet, idea, again: false });
                    have += 1;
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
