//! The Pro package's own copy, written for the plan by the AI provider when one is set: every
//! content idea as a post with its week and day, the ads the plan pays for, the messages and
//! texts the business needs, a pitch and the competitor worksheet's searches and rivals, in the
//! language the business's customers read. The package uses it where it has it and its own
//! templates where it does not; `check` holds it to each platform's limits and to the plan, and
//! `plan::schedule::check` the posts' schedule to the channels' rhythm.

use poem_openapi::{Enum, Object};
use serde::{Deserialize, Serialize};

use super::model::{Outlet, Plan};
use crate::leads::model::Platform;

/// Characters each platform shows (Google's responsive search ads, Meta's primary text before
/// "See more" and its headline, an inbox's subject line).
pub const GOOGLE_HEADLINE: usize = 30;
pub const GOOGLE_DESCRIPTION: usize = 90;
pub const META_PRIMARY: usize = 125;
pub const META_HEADLINE: usize = 40;
pub const EMAIL_SUBJECT: usize = 60;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct ProCopy {
    /// The language it is written in, as people there read it ("Polish").
    pub language: String,
    /// One for each post asked for, in that order.
    pub posts: Vec<PostCopy>,
    /// For a plan that pays for Google Ads: 15 headlines and 4 descriptions.
    pub google: Option<SearchAd>,
    /// For a plan that pays for Instagram or Facebook ads: 5 primary texts and 5 headlines
    /// (Meta's most per ad; copy written before asked for 3).
    pub meta: Option<SocialAd>,
    /// For a plan that sends e-mail: 5 subject lines.
    pub email_subjects: Vec<String>,
    /// Messages for the moments this business lives on (a reply to a price request, the
    /// review request, a booking confirmation...), written out. Copy written before they were
    /// asked for has none.
    #[serde(default)]
    pub templates: Vec<Template>,
    /// The competitor worksheet's searches: what a customer of this trade there types to find
    /// one, in their language. Copy written before they were asked for has none.
    #[serde(default)]
    pub searches: Vec<String>,
    /// Who the business is up against: the competitors the founder named, then the kinds of
    /// rival its customers weigh it against.
    #[serde(default)]
    pub rivals: Vec<Rival>,
    /// The business in one line for its bio and page, in the customers' language. Copy written
    /// before it was asked for has none (the package uses the plan's positioning).
    #[serde(default)]
    pub pitch: String,
}

/// A day of the week.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Enum)]
#[serde(rename_all = "lowercase")]
#[oai(rename_all = "lowercase")]
pub enum Day {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

impl Day {
    /// Days after Monday.
    pub fn offset(self) -> i64 {
        self as i64
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Rival {
    /// A business's name as the founder wrote it, or a kind of rival ("cement and resin
    /// imitations of tadelakt").
    pub name: String,
    /// Whether the founder named it in the answers.
    pub named: bool,
    /// What to look at there, and why it matters for this business.
    pub why: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Template {
    /// The moment, as a heading ("Replying to a price request on WhatsApp").
    pub title: String,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct PostCopy {
    pub channel: Outlet,
    /// The content idea's title, as asked.
    pub idea: String,
    /// The first roadmap week (1–13) it can go out, for copy written before posts had their own
    /// week; from week 1 for copy older still.
    #[serde(default = "first_week")]
    pub from_week: u8,
    /// The roadmap week (1–13) it goes out in, on its channel's rhythm, once the roadmap has set
    /// up and made what it shows. Copy written before posts were scheduled has none.
    #[serde(default)]
    pub week: Option<u8>,
    /// The day of that week it goes out.
    #[serde(default)]
    pub day: Option<Day>,
    /// The first line or the first two seconds.
    pub hook: String,
    /// The caption or script, ready to paste.
    pub caption: String,
    pub hashtags: Vec<String>,
    /// A new first line for posting it again weeks later, on a social channel. Copy written
    /// before it was asked for has none.
    #[serde(default)]
    pub again: String,
    /// The body for that second outing, a new angle on the same idea, so it does not read as
    /// the same post. Copy written before it was asked for has none: the post goes out again
    /// with its first body.
    #[serde(default)]
    pub again_caption: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct SearchAd {
    pub headlines: Vec<String>,
    pub descriptions: Vec<String>,
    /// Negative keywords, in the searchers' language. Copy written before they were asked for
    /// has none.
    #[serde(default)]
    pub negatives: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct SocialAd {
    pub primary_texts: Vec<String>,
    pub headlines: Vec<String>,
}

fn first_week() -> u8 {
    1
}

/// One post the copy is asked for: on this channel, from this idea.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asked {
    pub channel: Outlet,
    pub idea: String,
}

/// The platforms the plan puts ad money on.
pub fn paid(plan: &Plan) -> Vec<Platform> {
    let mut out: Vec<Platform> = plan
        .budget
        .iter()
        .filter(|line| line.monthly_usd > 0)
        .filter_map(|line| line.platform)
        .collect();
    out.sort();
    out.dedup();
    out
}

/// Whether the plan sends e-mail: an e-mail channel with time in the week, or content ideas
/// written as e-mails.
pub fn sends_email(plan: &Plan) -> bool {
    plan.channels.iter().any(|c| c.platform == Platform::Email && c.hours_per_week > 0.0)
        || plan.content_ideas.iter().any(|idea| idea.platform == Outlet::Email)
}

/// Every way `copy` breaks its request: a post missing or out of order, a line over its
/// platform's limit, ads for a platform the plan does not pay for or none for one it does,
/// a set of the wrong size, a blank left in. Empty when it keeps them all.
pub fn check(plan: &Plan, answers: &str, asked: &[Asked], copy: &ProCopy) -> Vec<String> {
    let mut out = Vec::new();
    if !(4..=8).contains(&copy.searches.len()) {
        out.push(format!("There are {} searches; write 4 to 8.", copy.searches.len()));
    }
    if !(1..=6).contains(&copy.rivals.len()) {
        out.push(format!("There are {} rivals; write 1 to 6.", copy.rivals.len()));
    }
    let answers = answers.to_lowercase();
    for rival in copy.rivals.iter().filter(|r| r.named) {
        if !answers.contains(&rival.name.trim().to_lowercase()) {
            out.push(format!(
                "The rival \"{}\" is marked as named by the founder, but the answers do not name it: write the name as the founder did, or set named to false.",
                rival.name
            ));
        }
    }
    if copy.posts.len() != asked.len() {
        out.push(format!(
            "There are {} posts; {} were asked for, one for each line of the list.",
            copy.posts.len(),
            asked.len()
        ));
    }
    for (i, (post, ask)) in copy.posts.iter().zip(asked).enumerate() {
        if post.channel != ask.channel || post.idea.trim() != ask.idea.trim() {
            out.push(format!(
                "Post {} is for {} \"{}\"; the list asks for {} \"{}\".",
                i + 1,
                post.channel.name(),
                post.idea,
                ask.channel.name(),
                ask.idea
            ));
        }
        if !(1..=13).contains(&post.from_week) {
            out.push(format!("Post {} has fromWeek {}; weeks are 1 to 13.", i + 1, post.from_week));
        }
        if !post.hashtags.is_empty() && !post.channel.social() {
            out.push(format!(
                "Post {} is for {}, where hashtags do not belong: leave its hashtags empty.",
                i + 1,
                post.channel.name()
            ));
        }
        if post.hook.trim().is_empty() || post.caption.trim().len() < 40 {
            out.push(format!(
                "Post {} needs a hook and a caption of at least a sentence or two.",
                i + 1
            ));
        }
    }
    let paid = paid(plan);
    let fits = |lines: &[String], limit: usize, count: usize, what: &str, out: &mut Vec<String>| {
        // Meta's texts were asked 3 at a time before Meta's five: both are complete.
        let enough = match what.starts_with("Meta") {
            true => (3..=count).contains(&lines.len()),
            false => lines.len() == count,
        };
        if !enough {
            out.push(format!("There are {} {what}; write {count}.", lines.len()));
        }
        for line in lines {
            if line.chars().count() > limit {
                out.push(format!(
                    "The {what} line \"{line}\" has {} characters; the limit is {limit}.",
                    line.chars().count()
                ));
            }
        }
    };
    match (&copy.google, paid.contains(&Platform::GoogleAds)) {
        (Some(ad), true) => {
            fits(&ad.headlines, GOOGLE_HEADLINE, 15, "Google headlines", &mut out);
            fits(&ad.descriptions, GOOGLE_DESCRIPTION, 4, "Google descriptions", &mut out);
        }
        (None, true) => out.push("The plan pays for Google Ads: write its search ad.".to_owned()),
        (Some(_), false) => {
            out.push("The plan pays for no Google Ads: leave google out.".to_owned())
        }
        (None, false) => {}
    }
    let meta_paid = paid.iter().any(|p| matches!(p, Platform::Instagram | Platform::Facebook));
    match (&copy.meta, meta_paid) {
        (Some(ad), true) => {
            fits(&ad.primary_texts, META_PRIMARY, 5, "Meta primary texts", &mut out);
            fits(&ad.headlines, META_HEADLINE, 5, "Meta headlines", &mut out);
        }
        (None, true) => {
            out.push("The plan pays for Instagram or Facebook ads: write them.".to_owned())
        }
        (Some(_), false) => {
            out.push("The plan pays for no Instagram or Facebook ads: leave meta out.".to_owned())
        }
        (None, false) => {}
    }
    match sends_email(plan) {
        true => fits(&copy.email_subjects, EMAIL_SUBJECT, 5, "e-mail subject lines", &mut out),
        false if !copy.email_subjects.is_empty() => {
            out.push("The plan sends no e-mail: leave emailSubjects empty.".to_owned())
        }
        false => {}
    }
    let mut texts: Vec<&str> =
        copy.posts.iter().flat_map(|p| [p.hook.as_str(), p.caption.as_str()]).collect();
    texts.extend(
        copy.meta
            .iter()
            .flat_map(|m| m.primary_texts.iter().chain(&m.headlines).map(String::as_str)),
    );
    texts.extend(
        copy.google
            .iter()
            .flat_map(|g| g.headlines.iter().chain(&g.descriptions).map(String::as_str)),
    );
    texts.extend(copy.templates.iter().flat_map(|t| [t.title.as_str(), t.text.as_str()]));
    texts.extend(copy.searches.iter().map(String::as_str));
    texts.extend(copy.rivals.iter().flat_map(|r| [r.name.as_str(), r.why.as_str()]));
    if copy.templates.len() > 12 {
        out.push(format!("There are {} templates; write 4 to 12.", copy.templates.len()));
    }
    texts.push(copy.pitch.as_str());
    texts.extend(copy.posts.iter().map(|p| p.again.as_str()));
    texts.extend(copy.posts.iter().map(|p| p.again_caption.as_str()));
    texts.extend(copy.google.iter().flat_map(|g| g.negatives.iter().map(String::as_str)));
    if copy.pitch.trim().is_empty() || copy.pitch.chars().count() > 160 {
        out.push(format!(
            "The pitch has {} characters; write one line of at most 160.",
            copy.pitch.chars().count()
        ));
    }
    if let Some(ad) = &copy.google
        && !(5..=25).contains(&ad.negatives.len())
    {
        out.push(format!(
            "The search ad has {} negative keywords; write 5 to 25.",
            ad.negatives.len()
        ));
    }
    for text in texts {
        if let Some(blank) = ["[", "{", "TODO", "XXX", "#0"].iter().find(|b| text.contains(**b)) {
            out.push(format!(
                "\"{text}\" has \"{blank}\" in it: write it out, with no blank to fill."
            ));
        }
    }
    out
}
