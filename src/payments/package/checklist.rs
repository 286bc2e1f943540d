//! The set-up checklist: every task of the plan that sets something up, and the settings each
//! channel the plan works needs before it can do its job (the ones a freelancer would be paid
//! to get right), in the order the roadmap comes to them, with the page where each is done.

use std::fmt::Write as _;

use crate::leads::model::Platform;
use crate::plan::model::{Asset, Outlet};
use crate::plan::pro::paid;
use crate::plan::text::{duration, md};
use crate::plan::{Plan, apps};

/// Where a set-up task is done: the service's own page for it, when there is one.
fn page(asset: Asset, channel: Option<Outlet>) -> Option<&'static str> {
    Some(match (asset, channel) {
        (Asset::GoogleBusinessProfile, _) => "https://business.google.com/",
        (Asset::AdsAccount, Some(Outlet::GoogleAds)) => "https://ads.google.com/",
        (Asset::AdsAccount, Some(Outlet::Instagram | Outlet::Facebook)) => {
            "https://adsmanager.facebook.com/"
        }
        (Asset::AdsAccount, Some(Outlet::Tiktok)) => "https://ads.tiktok.com/",
        (Asset::AdsAccount, Some(Outlet::Linkedin)) => "https://www.linkedin.com/campaignmanager/",
        (Asset::SocialProfiles, Some(Outlet::Instagram)) => {
            "https://www.instagram.com/accounts/edit/"
        }
        (Asset::SocialProfiles, Some(Outlet::Facebook)) => "https://business.facebook.com/",
        (Asset::SocialProfiles, Some(Outlet::Linkedin)) => {
            "https://www.linkedin.com/company/setup/new/"
        }
        _ => return None,
    })
}

/// The settings a channel needs to do its job, whatever the plan's own tasks set up: what to
/// set, and where.
fn settings(outlet: Outlet, ads: bool, local: bool) -> Vec<(&'static str, &'static str)> {
    match outlet {
        Outlet::GoogleBusinessProfile => vec![
            (
                "Google Business Profile: pick the primary category that names what you do (it decides the searches you show up in), add every service with its price, your opening hours and holiday hours, and at least ten real photos",
                "https://business.google.com/",
            ),
            (
                "Google Business Profile: copy your review link (on your profile in Google Search, \"Ask for reviews\") and keep it where you reply to customers, so asking takes one tap",
                "https://business.google.com/",
            ),
        ],
        Outlet::Instagram => vec![(
            "Instagram: switch to a professional account (Settings → Account type and tools) so you see who your posts reach, and add the contact buttons and the one link people should tap",
            "https://www.instagram.com/accounts/edit/",
        )],
        Outlet::Facebook => vec![(
            "Facebook Page: in Meta Business Suite, set the Page's category, hours and button, and under Inbox → Automations an instant reply and answers to the three questions people ask most",
            "https://business.facebook.com/",
        )],
        Outlet::Tiktok => vec![(
            "TikTok: switch to a Business Account (Settings and privacy → Account) for the analytics and a link in your profile",
            "https://www.tiktok.com/",
        )],
        Outlet::Linkedin => vec![(
            "LinkedIn: a company page with your logo, one-line description and website, and your own profile's headline saying what you do and for whom",
            "https://www.linkedin.com/company/setup/new/",
        )],
        Outlet::Email => vec![(
            "E-mail: in your e-mail tool's settings, a sign-up form with double opt-in (the subscriber confirms by e-mail) and your sending domain authenticated (SPF and DKIM), so your e-mails reach the inbox; then send one to https://www.mail-tester.com/ and fix what it finds",
            "",
        )],
        Outlet::Website => vec![(
            "Website: if the site is your own (a marketplace shop page has none of these settings), add it to Google Search Console and send your sitemap, so Google knows every page",
            "https://search.google.com/search-console",
        )],
        Outlet::GoogleAds if ads => {
            let mut out = vec![(
                "Google Ads: before the first ad runs, set up a conversion (Goals → Conversions) for the result your plan counts, whether a call, a message, a booking or a sale, so the campaign learns what works",
                "https://ads.google.com/aw/conversions",
            )];
            if local {
                out.push((
                    "Google Ads: in the campaign's locations, choose \"Presence: people in or regularly in your included locations\", so people elsewhere who only read about your town do not see your ads",
                    "https://ads.google.com/",
                ));
            }
            out
        }
        Outlet::GoogleAds | Outlet::InPerson => Vec::new(),
    }
}

/// Meta's ads need their own settings, once for Instagram and Facebook together: judged by
/// what the site records, or by the messages they bring where there is no site.
fn meta_ads(has_site: bool, line: bool) -> (&'static str, &'static str) {
    match (has_site, line) {
        // Meta's ads cannot open a LINE chat: they open the account's add-friend link.
        (_, true) => (
            "Meta ads: send each ad to your LINE Official Account's add-friend link (lin.ee/…, in LINE Official Account Manager under Gain friends), and count the new friends each ad brings; in Ads Manager's billing, set an account spending limit at your monthly ad budget",
            "https://adsmanager.facebook.com/",
        ),
        (true, false) => (
            "Meta ads: in Events Manager connect your site, or choose Messenger or WhatsApp as where people reach you, so each ad is judged by the messages or bookings it brings; in Ads Manager's billing, set an account spending limit at your monthly ad budget",
            "https://business.facebook.com/events_manager2",
        ),
        (false, false) => (
            "Meta ads: choose Messenger, Instagram Direct or WhatsApp as where each ad sends people (the \"Engagement\" or \"Sales\" objective with messages), so each ad is judged by the conversations it starts; in Ads Manager's billing, set an account spending limit at your monthly ad budget",
            "https://adsmanager.facebook.com/",
        ),
    }
}

/// The apps and marketplaces of [`apps::APPS`] that `text` (lower case) names.
fn places(text: &str) -> Vec<&'static apps::App> {
    apps::named(text).collect()
}

/// A task that sets something up though the plan does not say what: it opens with "Set up",
/// "Register", "Create an account"...
fn sets_up_in_words(text: &str) -> bool {
    const OPENINGS: &[&str] = &[
        "set up ",
        "register ",
        "create a ",
        "create an ",
        "create your ",
        "open a ",
        "open an ",
        "open your ",
        "claim ",
        "install ",
        "connect ",
        "switch ",
        "apply for ",
        "sign up ",
    ];
    let text = text.trim_start().to_lowercase();
    OPENINGS.iter().any(|o| text.starts_with(o))
}

/// One line of the checklist.
struct Item {
    week: u8,
    text: String,
}

/// What the checklist reads besides the plan.
pub struct Business<'a> {
    pub local: bool,
    /// Whether the business has a site of its own (or the plan builds one).
    pub has_site: bool,
    /// The founder's answers in their words, for the apps and marketplaces they name.
    pub answers: &'a str,
}

fn items(plan: &Plan, business: &Business<'_>) -> Vec<Item> {
    let local = business.local;
    let mut out: Vec<Item> = plan
        .tasks()
        // An app's own task is listed with its settings below.
        .filter(|(_, task)| !apps::TASK_IDS.contains(&task.id.as_str()))
        .filter(|(_, task)| task.sets_up.is_some() || sets_up_in_words(&task.text))
        .map(|(week, task)| {
            let link = match task.sets_up {
                // A site is built in its own builder; Google is then told it exists.
                Some(Asset::Website) | None => String::new(),
                Some(asset) => {
                    page(asset, task.channel).map(|url| format!(" — at {url}")).unwrap_or_default()
                }
            };
            Item { week, text: format!("{} ({}){link}", md(&task.text), duration(task.minutes)) }
        })
        .collect();
    let paid = paid(plan);
    let mut outlets: Vec<Outlet> = plan
        .channels
        .iter()
        .filter(|c| c.hours_per_week > 0.0 || paid.contains(&c.platform))
        .map(|c| Outlet::from_platform(c.platform))
        .chain(plan.essentials.iter().map(|e| e.outlet))
        .collect();
    if paid.contains(&Platform::GoogleAds) {
        outlets.push(Outlet::GoogleAds);
    }
    if plan.tasks().any(|(_, task)| task.sets_up == Some(Asset::Website)) {
        outlets.push(Outlet::Website);
    }
    let mut seen = Vec::new();
    outlets.retain(|o| {
        !seen.contains(o) && {
            seen.push(*o);
            true
        }
    });
    // The week the roadmap first works on a channel, else the first week.
    let first = |outlet: Outlet| {
        plan.tasks().find(|(_, task)| task.channel == Some(outlet)).map_or(1, |(week, _)| week)
    };
    // Every word the plan and the founder wrote, to find the apps and marketplaces they use.
    let mut text = business.answers.to_lowercase();
    for (_, task) in plan.tasks() {
        text.push(' ');
        text.push_str(&task.text.to_lowercase());
    }
    for channel in &plan.channels {
        text.push(' ');
        text.push_str(&format!("{} {}", channel.role, channel.cadence).to_lowercase());
    }
    let places = places(&text);
    // A list kept on LINE or WhatsApp is no e-mail list: no sending domain to authenticate.
    let mail_words = ["mail", "newsletter", "correo", "courriel", "boletín", "nieuwsbrief"];
    let mails = plan
        .tasks()
        .filter(|(_, task)| task.channel == Some(Outlet::Email))
        .any(|(_, task)| mail_words.iter().any(|w| task.text.to_lowercase().contains(w)));
    if !places.is_empty() && !mails {
        outlets.retain(|o| *o != Outlet::Email);
    }
    for outlet in outlets {
        let ads = outlet.platform().is_some_and(|p| paid.contains(&p));
        // A plan task that already claims the profile says what goes in it.
        let claimed = outlet == Outlet::GoogleBusinessProfile
            && plan.tasks().any(|(_, t)| t.sets_up == Some(Asset::GoogleBusinessProfile));
        for (what, url) in settings(outlet, ads, local).into_iter().skip(usize::from(claimed)) {
            let at = if url.is_empty() { String::new() } else { format!(" — at {url}") };
            out.push(Item { week: first(outlet), text: format!("{what}{at}") });
        }
    }
    if paid.iter().any(|p| matches!(p, Platform::Instagram | Platform::Facebook)) {
        let task = plan.tasks().find(|(_, t)| {
            t.sets_up == Some(Asset::AdsAccount)
                && matches!(t.channel, Some(Outlet::Instagram | Outlet::Facebook))
        });
        let week = task.map(|(week, _)| week).unwrap_or_else(|| {
            plan.budget
                .iter()
                .filter(|b| b.monthly_usd > 0)
                .filter(|b| matches!(b.platform, Some(Platform::Instagram | Platform::Facebook)))
                .map(|b| (b.from_month.max(1) - 1) * 4)
                .min()
                .unwrap_or(1)
                .max(1)
        });
        let line = places.iter().any(|app| app.settings.starts_with("LINE"))
            && !places.iter().any(|app| app.settings.starts_with("WhatsApp"));
        let (what, url) = meta_ads(business.has_site, line);
        out.push(Item { week, text: format!("{what} — at {url}") });
    }
    // The apps and marketplaces come in the week the plan sets them up, else the first: the
    // plan's posts send people there.
    for app in places {
        let week = plan.tasks().find(|(_, t)| t.text == app.task).map_or(1, |(week, _)| week);
        out.push(Item { week, text: format!("{} — at {}", app.settings, app.url) });
    }
    // Stable: the plan's own task comes before the settings of the same week.
    out.sort_by_key(|item| item.week);
    out
}

/// Whether the plan has anything to set up.
pub fn any(plan: &Plan, business: &Business<'_>) -> bool {
    !items(plan, business).is_empty()
}

/// The checklist for `plan`, for `business`.
pub fn write(out: &mut String, plan: &Plan, business: &Business<'_>) {
    md!(
        out,
        "What your plan sets up, in the order it comes to it, with the page where each is done: your plan's own set-up tasks, and the settings each of your channels needs to do its job. Tick each one off; everything after it in the plan relies on it."
    );
    md!(out);
    for item in items(plan, business) {
        md!(out, "- [ ] Week {}: {}", item.week, item.text);
    }
    md!(out);
}
