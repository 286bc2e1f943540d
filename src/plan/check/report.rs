//! What the checker reports: which rule a plan breaks, and the admin-facing sentence that
//! says how.

use poem_openapi::{Enum, Object};
use serde::{Deserialize, Serialize};

/// Which rule a violation breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Enum)]
#[serde(rename_all = "kebab-case")]
#[oai(rename_all = "kebab-case")]
pub enum Rule {
    /// Something happens on a platform the founder did not choose and the plan did not add.
    OffPlatform,
    /// The channels and essentials ask for more hours than the founder has.
    TooManyHours,
    /// A roadmap week asks for more minutes than the founder has.
    WeekOverTime,
    /// The budget table spends more than the plan's monthly limit.
    OverBudget,
    /// A month of the roadmap spends other money than the budget table.
    SpendMismatch,
    /// Ad money below what the platform needs.
    BelowPlatformMinimum,
    /// A task sets up what the founder already has.
    SetsUpExisting,
    /// A task needs something that does not exist or only comes later.
    OutOfOrder,
    /// Not 13 weeks, numbered 1 to 13.
    Roadmap,
    /// Not 30 distinct content ideas.
    ContentIdeas,
    /// Not 5 distinct keywords of 2 to 5 words.
    Keywords,
    /// A chosen challenge without actions.
    Challenges,
    /// Missing or backwards KPI targets.
    Kpis,
    /// The founder's words cut off, or quoted other than whole.
    CutText,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Violation {
    pub rule: Rule,
    pub message: String,
}

/// The violations found so far.
pub(super) struct Report(pub(super) Vec<Violation>);

impl Report {
    pub(super) fn add(&mut self, rule: Rule, message: String) {
        self.0.push(Violation { rule, message });
    }
}
