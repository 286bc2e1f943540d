//! The set-up checklist: every task of the plan that sets something up, in roadmap order,
//! with the page where it is done.

use std::fmt::Write as _;

use crate::plan::Plan;
use crate::plan::model::{Asset, Outlet};
use crate::plan::text::{duration, md};

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

/// Whether the plan has anything to set up.
pub fn any(plan: &Plan) -> bool {
    plan.tasks().any(|(_, task)| task.sets_up.is_some())
}

pub fn write(out: &mut String, plan: &Plan) {
    md!(
        out,
        "What your plan sets up, in the order it does it, with the page where each is done. Tick each one off; everything after it in the plan relies on it."
    );
    md!(out);
    for (week, task) in plan.tasks().filter(|(_, task)| task.sets_up.is_some()) {
        let link = match task.sets_up {
            // A site is built in its own builder; Google is then told it exists.
            Some(Asset::Website) => {
                " — then add it to Google Search Console: https://search.google.com/search-console"
                    .to_owned()
            }
            Some(asset) => {
                page(asset, task.channel).map(|url| format!(" — at {url}")).unwrap_or_default()
            }
            None => String::new(),
        };
        md!(out, "- [ ] Week {week}: {} ({}){link}", md(&task.text), duration(task.minutes));
    }
    md!(out);
}
