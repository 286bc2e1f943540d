//! The recognised trade's own tactics as roadmap steps (a mobile mechanic's route days, a rug
//! maker's swatch kits): each in its phase of the quarter, on an outlet the plan works, and only
//! where it fits the founder's week beside the channels' routine.

use super::super::model::{Asset, Outlet};
use super::facts::Facts;
use super::steps::{Ground, Step, step};
use crate::content::trades::{Phase, Tactic, TacticOutlet};
use crate::leads::model::Platform;

/// Step ids for the tactics, in the trade file's order (a trade has at most a dozen).
const IDS: [&str; 12] = [
    "tactic-1",
    "tactic-2",
    "tactic-3",
    "tactic-4",
    "tactic-5",
    "tactic-6",
    "tactic-7",
    "tactic-8",
    "tactic-9",
    "tactic-10",
    "tactic-11",
    "tactic-12",
];

/// The trade's free tactics the plan can carry out, as steps: those on a channel at work, on
/// the page or profile the plan has or sets up, face to face, or by direct e-mail. A tactic
/// that costs money is left out (the budget table pays only for monthly lines), and so is one
/// that would leave no room in its week for the channels' routine.
pub(super) fn steps(facts: &Facts, ground: &Ground) -> Vec<Step> {
    let Some(trade) = facts.trade else { return Vec::new() };
    let working = |p: Platform| ground.works(p);
    let pays = |p: Platform| ground.pays(p);
    let added = |o: Outlet| ground.adds(o);
    let has = |a: Asset| ground.has(a);
    let longest = facts.minutes * 4 / 5;
    let mut out = Vec::new();
    for (tactic, id) in trade.tactics.iter().zip(IDS) {
        if tactic.cost_usd > 0
            || tactic.minutes > longest
            || !facts.fits(&tactic.name)
            || !facts.fits(&tactic.text)
        {
            continue;
        }
        let placed = match tactic.outlet {
            TacticOutlet::Instagram => platform(Platform::Instagram, working),
            TacticOutlet::Facebook => platform(Platform::Facebook, working),
            TacticOutlet::Tiktok => platform(Platform::Tiktok, working),
            TacticOutlet::Linkedin => platform(Platform::Linkedin, working),
            TacticOutlet::GoogleAds
                if working(Platform::GoogleAds) && pays(Platform::GoogleAds) =>
            {
                Some((Some(Outlet::GoogleAds), Some(Asset::AdsAccount), &["google-ads-setup"][..]))
            }
            TacticOutlet::GoogleAds => None,
            TacticOutlet::Email if to_a_list(tactic) => working(Platform::Email).then_some((
                Some(Outlet::Email),
                Some(Asset::EmailList),
                &[][..],
            )),
            // Writing to people one by one needs no list and no e-mail platform.
            TacticOutlet::Email => Some((None, None, &[][..])),
            TacticOutlet::Website if has(Asset::Website) => {
                Some((Some(Outlet::Website), Some(Asset::Website), &[][..]))
            }
            TacticOutlet::Website => added(Outlet::Website).then_some((
                Some(Outlet::Website),
                Some(Asset::Website),
                &["landing-page"][..],
            )),
            TacticOutlet::GoogleBusinessProfile if has(Asset::GoogleBusinessProfile) => Some((
                Some(Outlet::GoogleBusinessProfile),
                Some(Asset::GoogleBusinessProfile),
                &[][..],
            )),
            TacticOutlet::GoogleBusinessProfile => {
                added(Outlet::GoogleBusinessProfile).then_some((
                    Some(Outlet::GoogleBusinessProfile),
                    Some(Asset::GoogleBusinessProfile),
                    &["google-profile"][..],
                ))
            }
            TacticOutlet::InPerson => Some((Some(Outlet::InPerson), None, &[][..])),
        };
        let Some((outlet, uses, needs)) = placed else { continue };
        let from = match tactic.when {
            Phase::Start => 2,
            Phase::Build => 5,
            Phase::Grow => 10,
        };
        let mut next = step(id, tactic.minutes, outlet, text(tactic)).needs(needs).from(from);
        if let Some(asset) = uses {
            next = next.uses(asset);
        }
        out.push(next);
    }
    out
}

fn platform(
    p: Platform,
    working: impl Fn(Platform) -> bool,
) -> Option<(Option<Outlet>, Option<Asset>, &'static [&'static str])> {
    working(p).then_some((Some(Outlet::from_platform(p)), None, &[][..]))
}

/// A tactic that mails the founder's list, rather than people written to one by one.
fn to_a_list(tactic: &Tactic) -> bool {
    let text = tactic.text.to_lowercase();
    ["list", "subscriber", "newsletter"].iter().any(|w| text.contains(w))
}

/// "Public CV teardowns: ask followers to send …".
fn text(tactic: &Tactic) -> String {
    let body = tactic.text.trim().trim_end_matches('.');
    let mut chars = body.chars();
    let body = match chars.next() {
        Some(first) if chars.next().is_some_and(char::is_lowercase) => {
            first.to_lowercase().chain(body.chars().skip(1)).collect()
        }
        _ => body.to_owned(),
    };
    format!("{}: {body}", tactic.name.trim())
}
