//! A step of the roadmap (what it needs, sets up and uses, and the earliest week it makes sense
//! in) and the ground the steps stand on: the channels, essentials and budget the plan chose,
//! and what the founder already has.

use super::super::model::{Asset, BudgetLine, Channel, Essential, Outlet};
use crate::leads::model::Platform;

/// A one-off step of the playbook.
pub(super) struct Step {
    pub(super) id: &'static str,
    pub(super) text: String,
    pub(super) minutes: u32,
    pub(super) channel: Option<Outlet>,
    pub(super) needs: Vec<&'static str>,
    pub(super) sets_up: Option<Asset>,
    pub(super) uses: Option<Asset>,
    /// The earliest week it makes sense in.
    pub(super) from_week: u8,
}

pub(super) fn step(id: &'static str, minutes: u32, channel: Option<Outlet>, text: String) -> Step {
    Step { id, text, minutes, channel, needs: Vec::new(), sets_up: None, uses: None, from_week: 1 }
}

impl Step {
    pub(super) fn needs(mut self, ids: &[&'static str]) -> Self {
        self.needs.extend_from_slice(ids);
        self
    }
    pub(super) fn sets_up(mut self, asset: Asset) -> Self {
        self.sets_up = Some(asset);
        self
    }
    pub(super) fn uses(mut self, asset: Asset) -> Self {
        self.uses = Some(asset);
        self
    }
    pub(super) fn from(mut self, week: u8) -> Self {
        self.from_week = week;
        self
    }
}

/// What the roadmap's steps stand on: the channels, essentials and budget the plan chose, and
/// what the founder already has.
pub(super) struct Ground<'p> {
    pub(super) channels: &'p [Channel],
    pub(super) essentials: &'p [Essential],
    pub(super) budget: &'p [BudgetLine],
    pub(super) have: &'p [Asset],
}

impl Ground<'_> {
    /// The platform gets weekly time.
    pub(super) fn works(&self, p: Platform) -> bool {
        self.channels.iter().any(|c| c.platform == p && c.hours_per_week > 0.0)
    }
    /// The budget pays for ads there (an ad account is set up only then).
    pub(super) fn pays(&self, p: Platform) -> bool {
        self.budget.iter().any(|l| l.platform == Some(p))
    }
    pub(super) fn adds(&self, o: Outlet) -> bool {
        self.essentials.iter().any(|e| e.outlet == o)
    }
    pub(super) fn has(&self, a: Asset) -> bool {
        self.have.contains(&a)
    }
}
