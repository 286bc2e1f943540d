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
    /// A KPI worked out from a rate is not the count before it times that rate.
    KpiArithmetic,
    /// A business that sells locally where people search in another language than English
    /// gets only English keywords.
    KeywordLanguage,
    /// A content idea names another trade's noun, one the founder never used.
    OtherTrade,
    /// A roadmap task names another trade's noun, one the founder never used (apart from the
    /// ideas, so the part of a plan that writes each is the one sent back).
    OtherTradeTask,
}

impl Rule {
    /// Every rule the checker runs, in the order the review desk lists them.
    pub const ALL: [Rule; 18] = [
        Rule::OffPlatform,
        Rule::TooManyHours,
        Rule::WeekOverTime,
        Rule::OverBudget,
        Rule::SpendMismatch,
        Rule::BelowPlatformMinimum,
        Rule::SetsUpExisting,
        Rule::OutOfOrder,
        Rule::Roadmap,
        Rule::ContentIdeas,
        Rule::Keywords,
        Rule::Challenges,
        Rule::Kpis,
        Rule::CutText,
        Rule::KpiArithmetic,
        Rule::KeywordLanguage,
        Rule::OtherTrade,
        Rule::OtherTradeTask,
    ];

    /// What the rule checks, in a strategist's words.
    pub fn checks(self) -> &'static str {
        match self {
            Rule::OffPlatform => {
                "every channel is one the founder chose (or an essential the plan adds)"
            }
            Rule::TooManyHours => "the channels fit the hours a week the founder has",
            Rule::WeekOverTime => "no roadmap week asks for more minutes than that",
            Rule::OverBudget => "the budget table stays within the money the plan works to",
            Rule::SpendMismatch => "each month of the roadmap spends what the budget table says",
            Rule::BelowPlatformMinimum => "ad money is at least what each platform needs to learn",
            Rule::SetsUpExisting => "nothing is set up that the founder already has",
            Rule::OutOfOrder => "every task comes after what it needs",
            Rule::Roadmap => "13 roadmap weeks, numbered 1 to 13",
            Rule::ContentIdeas => "30 distinct content ideas",
            Rule::Keywords => "5 distinct keywords of 2 to 5 words",
            Rule::Challenges => "each challenge the founder chose has actions",
            Rule::Kpis => "KPI targets rise from day 30 to day 90",
            Rule::CutText => "the founder's words are never cut off or quoted in pieces",
            Rule::KpiArithmetic => {
                "each KPI worked out from a rate is the count before it times that rate"
            }
            Rule::KeywordLanguage => {
                "keywords are in the language people search in where the business sells locally"
            }
            Rule::OtherTrade => "no content idea names another trade's business or products",
            Rule::OtherTradeTask => "no roadmap task names another trade's business or products",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Object)]
#[serde(rename_all = "camelCase")]
#[oai(rename_all = "camelCase")]
pub struct Violation {
    pub rule: Rule,
    pub message: String,
}

/// A rule that had nothing to judge in a plan, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Skipped {
    pub rule: Rule,
    /// Why, in an admin's words: "the trade was not recognised".
    pub why: String,
}

/// What the checker found: the violations, and the rules it could not run on this plan.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Checked {
    pub violations: Vec<Violation>,
    pub skipped: Vec<Skipped>,
}

impl Checked {
    /// What the rules that ran check, in a strategist's words, in the review desk's order.
    pub fn ran(&self) -> Vec<&'static str> {
        Rule::ALL
            .iter()
            .filter(|rule| !self.skipped.iter().any(|s| s.rule == **rule))
            .map(|rule| rule.checks())
            .collect()
    }

    /// What the skipped rules would check, and why they did not: "keywords are in … (not
    /// checked: the business does not sell locally)".
    pub fn not_run(&self) -> Vec<String> {
        self.skipped
            .iter()
            .map(|s| format!("{} (not checked: {})", s.rule.checks(), s.why))
            .collect()
    }
}

/// The violations found so far, and the rules skipped.
#[derive(Default)]
pub(super) struct Report {
    pub(super) violations: Vec<Violation>,
    pub(super) skipped: Vec<Skipped>,
}

impl Report {
    pub(super) fn add(&mut self, rule: Rule, message: String) {
        self.violations.push(Violation { rule, message });
    }

    pub(super) fn skip(&mut self, rule: Rule, why: &str) {
        self.skipped.push(Skipped { rule, why: why.to_owned() });
    }
}
