//! Where content ideas go: the channels at work, and each format's name on its platform.

use super::super::model::{Channel, Outlet};
use crate::leads::model::Platform;

/// The channels ideas go to, the main one twice: Google Ads carries no posts, so a business
/// whose only channel is search posts on its page.
pub fn idea_outlets(channels: &[Channel]) -> Vec<Outlet> {
    // Only channels at work get posts: a paused one starts with the ideas of its own day.
    let mut outlets: Vec<Outlet> = channels
        .iter()
        .filter(|c| c.hours_per_week > 0.0 && c.platform != Platform::GoogleAds)
        .map(|c| Outlet::from_platform(c.platform))
        .collect();
    if outlets.is_empty() {
        outlets.push(Outlet::Website);
    }
    let main = outlets[0];
    outlets.insert(1, main);
    outlets
}

pub fn video_outlet(outlets: &[Outlet]) -> Option<Outlet> {
    [Outlet::Tiktok, Outlet::Instagram, Outlet::Facebook, Outlet::Linkedin]
        .into_iter()
        .find(|o| outlets.contains(o))
}

pub fn format_for(outlet: Outlet, video: bool) -> &'static str {
    match (outlet, video) {
        (Outlet::Instagram, true) => "Reel",
        (Outlet::Instagram, false) => "carousel",
        (Outlet::Tiktok, _) => "short video",
        (Outlet::Facebook, true) => "video post",
        (Outlet::Facebook, false) => "photo post",
        (Outlet::Linkedin, true) => "short video",
        (Outlet::Linkedin, false) => "text post",
        (Outlet::Email, _) => "newsletter",
        _ => "page section",
    }
}
