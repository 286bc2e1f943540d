//! The posts' schedule the AI provider writes with the package's copy: each post in a roadmap
//! week and on a day, on its channel's rhythm as the product reads it from the plan
//! (`plan::rhythm`), so the captions can name the days they go out on and the calendar keeps
//! them there.

use std::collections::HashMap;

use super::Plan;
use super::model::Outlet;
use super::pro::{PostCopy, ProCopy};
use super::rhythm::{self, Rhythm};

/// The rhythm of each channel the plan works, by the outlet its posts are on.
pub fn rhythms(plan: &Plan) -> Vec<(Outlet, Rhythm)> {
    plan.channels
        .iter()
        .filter(|c| c.hours_per_week > 0.0)
        .filter(|c| c.platform != crate::leads::model::Platform::GoogleAds)
        .map(|c| (Outlet::from_platform(c.platform), rhythm::of(plan, c)))
        .collect()
}

/// The rhythms in words, one line per channel, for the copy request.
pub fn describe(plan: &Plan) -> String {
    rhythms(plan)
        .iter()
        .map(|(outlet, rhythm)| format!("- {}: {}", outlet.name(), rhythm.describe()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether `copy` schedules its posts (copy written before it was asked for does not).
pub fn scheduled(copy: &ProCopy) -> bool {
    copy.posts.iter().any(|p| p.week.is_some() || p.day.is_some())
}

/// Every way the posts' schedule breaks the plan's rhythm: a post without its week and day
/// while its channel has room, a week outside the roadmap, more posts in a week than the
/// channel's rhythm, a post before the channel starts or in a week it rests.
pub fn check(plan: &Plan, copy: &ProCopy) -> Vec<String> {
    let mut out = Vec::new();
    let rhythms: HashMap<Outlet, Rhythm> = rhythms(plan).into_iter().collect();
    let mut per_week: HashMap<(Outlet, u8), usize> = HashMap::new();
    // A post may wait for the next quarter only when its channel's rhythm has no room left.
    let placed = |outlet: Outlet| {
        copy.posts.iter().filter(|p| p.channel == outlet && p.week.is_some()).count()
    };
    for (i, post) in copy.posts.iter().enumerate() {
        let (Some(week), Some(_)) = (post.week, post.day) else {
            match rhythms.get(&post.channel) {
                Some(rhythm) if placed(post.channel) >= capacity(rhythm) => {}
                Some(rhythm) => out.push(format!(
                    "Post {} needs its week (1 to 13) and its day: {} has room for {} posts in the 13 weeks ({}).",
                    i + 1,
                    post.channel.name(),
                    capacity(rhythm),
                    rhythm.describe()
                )),
                None => out.push(format!("Post {} needs its week (1 to 13) and its day.", i + 1)),
            }
            continue;
        };
        if !(1..=13).contains(&week) {
            out.push(format!("Post {} is in week {week}; weeks are 1 to 13.", i + 1));
            continue;
        }
        let Some(rhythm) = rhythms.get(&post.channel) else { continue };
        if !rhythm.posts_in(week) {
            out.push(format!(
                "Post {} is in week {week}, when {} does not post ({}).",
                i + 1,
                post.channel.name(),
                rhythm.describe()
            ));
        }
        *per_week.entry((post.channel, week)).or_default() += 1;
    }
    let mut over: Vec<_> = per_week
        .iter()
        .filter_map(|(&(outlet, week), &count)| {
            let rhythm = rhythms.get(&outlet)?;
            (count > rhythm.count).then_some((week, outlet, count, rhythm.count))
        })
        .collect();
    over.sort_by_key(|&(week, outlet, ..)| (week, outlet.name()));
    for (week, outlet, count, limit) in over {
        out.push(format!(
            "Week {week} has {count} {} posts; its rhythm is at most {limit}: move some to another week.",
            outlet.name()
        ));
    }
    out
}

/// The posts a rhythm has room for in the 13 weeks.
pub fn capacity(rhythm: &Rhythm) -> usize {
    (1..=13u8).filter(|&w| rhythm.posts_in(w)).count() * rhythm.count
}

/// When a post goes out: its roadmap week and the days after that week's Monday.
pub fn when(post: &PostCopy) -> Option<(u8, i64)> {
    Some((post.week?, post.day?.offset()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::pro::Day;

    fn copy_for(plan: &Plan) -> ProCopy {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/ai-replays/valparaiso-coffee-pro/resp-2.txt");
        let mut copy: ProCopy =
            serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        copy.posts.truncate(plan.content_ideas.len());
        copy
    }

    #[test]
    fn a_schedule_off_the_rhythm_is_sent_back_with_the_rhythm_in_words() {
        let answers = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/ai-replays/valparaiso-coffee-pro/resp-1.txt");
        let plan: Plan = serde_json::from_str(&std::fs::read_to_string(answers).unwrap()).unwrap();
        let mut copy = copy_for(&plan);
        assert_eq!(check(&plan, &copy), Vec::<String>::new(), "the recorded schedule keeps it");
        let (outlet, rhythm) = rhythms(&plan).into_iter().next().unwrap();
        // Every post of the first channel in its first week: over its rhythm.
        for post in copy.posts.iter_mut().filter(|p| p.channel == outlet) {
            post.week = Some(rhythm.from_week);
        }
        let problems = check(&plan, &copy);
        assert!(
            problems.iter().any(|p| p.starts_with(&format!("Week {} has", rhythm.from_week))
                && p.contains(&format!("its rhythm is at most {}", rhythm.count))),
            "{problems:?}"
        );
        // A post without its day while its channel has room, and a week past the roadmap.
        copy = copy_for(&plan);
        copy.posts[0].day = None;
        copy.posts[1].week = Some(14);
        copy.posts[1].day = Some(Day::Monday);
        let problems = check(&plan, &copy);
        assert!(
            problems.iter().any(|p| p.starts_with("Post 1 needs its week (1 to 13) and its day")),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p == "Post 2 is in week 14; weeks are 1 to 13."),
            "{problems:?}"
        );
    }
}
