//! What the strategies API sends and receives, and the review status.

use poem_openapi::{Enum, Object};
use rusqlite::ToSql;
use rusqlite::types::{FromSql, FromSqlError, FromSqlResult, ToSqlOutput, ValueRef};

use crate::leads::model::{BusinessStage, BusinessType, PrimaryGoal};
use crate::plan::text::number;
use crate::plan::{Plan, Violation};

/// Where a strategy is in review: a draft is approved or rejected, and an approved one is sent.
/// Stored as its snake_case name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "StrategyStatus", rename_all = "snake_case")]
pub enum Status {
    PendingReview,
    Approved,
    Rejected,
    Sent,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::PendingReview => "pending_review",
            Self::Approved => "approved",
            Self::Rejected => "rejected",
            Self::Sent => "sent",
        }
    }

    /// As a person reads it: "pending review".
    pub fn label(self) -> String {
        self.as_str().replace('_', " ")
    }
}

impl FromSql for Status {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        match value.as_str()? {
            "pending_review" => Ok(Self::PendingReview),
            "approved" => Ok(Self::Approved),
            "rejected" => Ok(Self::Rejected),
            "sent" => Ok(Self::Sent),
            other => Err(FromSqlError::Other(format!("unknown strategy status {other:?}").into())),
        }
    }
}

impl ToSql for Status {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(self.as_str().into())
    }
}

/// The lead a strategy was written for.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct StrategyLead {
    pub business_name: String,
    pub email: String,
    pub business_type: BusinessType,
    pub business_stage: BusinessStage,
    pub primary_goal: PrimaryGoal,
    pub created_at: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Strategy {
    pub id: i64,
    pub lead_id: i64,
    pub status: Status,
    /// The plan, in Markdown.
    pub strategy: String,
    /// "built-in planner" or the AI model.
    pub generator: String,
    pub created_at: String,
    /// Admin who asked for the draft, or "system" for automatic drafts.
    pub created_by: String,
    pub reviewed_at: Option<String>,
    pub reviewed_by: Option<String>,
    pub reject_reason: Option<String>,
    pub sent_at: Option<String>,
    pub sent_by: Option<String>,
    pub lead: StrategyLead,
    /// The plan as data, as it was drafted (the admin edits `strategy`, not this). Absent for
    /// drafts an AI provider wrote as text and for drafts older than plans as data.
    #[oai(skip_serializing_if_is_none)]
    pub plan: Option<Plan>,
    /// The consistency checker's report on `plan` against the lead's answers (empty when it
    /// keeps them all); sent with a single strategy that has a plan.
    #[oai(skip_serializing_if_is_none)]
    pub checks: Option<Vec<Violation>>,
    /// Why the built-in planner wrote this draft when the configured AI provider was asked
    /// (it failed, or today's automatic drafts were used up).
    #[oai(skip_serializing_if_is_none)]
    pub generator_note: Option<String>,
    /// What writing the draft took; absent for drafts stored before it was recorded.
    #[oai(skip_serializing_if_is_none)]
    pub effort: Option<Effort>,
    /// Whether a strategist changed the text since it was drafted: the e-mail and the Pro
    /// package's plan then carry their text, while the package's other parts are still built
    /// from `plan` as drafted. Sent with a single strategy.
    #[oai(skip_serializing_if_is_none)]
    pub edited: Option<bool>,
    /// For an edited draft with plan data, the sections (their headings) whose text no longer
    /// matches the data: the package builds its parts from the data, so these are the parts
    /// it does not follow. The positioning, keywords and idea titles are read back on each
    /// edit and follow the text.
    #[oai(skip_serializing_if_is_none)]
    pub apart: Option<Vec<String>>,
    /// What the consistency checker checked, in words: the rules it ran on this plan; sent
    /// with `checks`.
    #[oai(skip_serializing_if_is_none)]
    pub checked_rules: Option<Vec<String>>,
    /// The rules it could not run on this plan, each with why ("… (not checked: the trade was
    /// not recognised …)"); sent with `checks`.
    #[oai(skip_serializing_if_is_none)]
    pub unchecked_rules: Option<Vec<String>>,
    /// The trade as the built-in planner reads it from the answers, and how sure it is; sent
    /// with a single strategy.
    #[oai(skip_serializing_if_is_none)]
    pub recognition: Option<TradeMatch>,
    /// The newest other plan already sent to this lead's address; sending this one as well
    /// needs a reason. Sent with a single strategy.
    #[oai(skip_serializing_if_is_none)]
    pub previous_send: Option<PreviousSend>,
    /// Who did what to it, oldest first; sent with a single strategy and a lead's history.
    #[oai(skip_serializing_if_is_none)]
    pub events: Option<Vec<StrategyEvent>>,
}

/// A plan that went out to an address.
#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct PreviousSend {
    pub strategy_id: i64,
    pub sent_at: String,
    pub sent_by: Option<String>,
}

/// One thing done to a strategy.
#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct StrategyEvent {
    /// generated, edited, approved, rejected or sent.
    pub action: String,
    pub actor: String,
    pub at: String,
    /// The generator for a draft, the reason for a rejection or for sending a second plan.
    #[oai(skip_serializing_if_is_none)]
    pub detail: Option<String>,
}

/// How sure the built-in planner is of the trade it read from the answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename_all = "lowercase")]
pub enum MatchConfidence {
    /// One trade clearly ahead: its plan is written for that trade.
    Sure,
    /// Two trades too close to choose: the plan stays general.
    Contested,
    /// Only a guess, or nothing: the plan stays general.
    Weak,
    /// One trade clearly ahead, but the answers name what it does not sell ("drone
    /// inspections" beside roofing): the plan stays general.
    Unexplained,
}

/// The trade the built-in planner read from the answers.
#[derive(Debug, Clone, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct TradeMatch {
    /// The best-scoring trade, if any scored.
    #[oai(skip_serializing_if_is_none)]
    pub trade: Option<String>,
    pub confidence: MatchConfidence,
    /// The words of the answers it was read from.
    pub words: Vec<String>,
    /// The next best trade, when the match is contested.
    #[oai(skip_serializing_if_is_none)]
    pub runner_up: Option<String>,
    /// The founder's words that change what is sold or how and that the trade does not know
    /// ("drone", "inspection"), when the match is unexplained.
    #[oai(skip_serializing_if_is_none)]
    pub unexplained_words: Option<Vec<String>>,
}

/// What writing a draft took: the generator's answers, the provider's tokens and the time.
#[derive(Debug, Clone, Copy, Default, PartialEq, Object)]
#[oai(rename_all = "camelCase")]
pub struct Effort {
    /// The AI provider's answers: 1 when its first was accepted, 2 after a correction (5 for
    /// a plan asked in five parts); absent for the built-in planner, which is not asked.
    #[oai(skip_serializing_if_is_none)]
    pub rounds: Option<u32>,
    /// Tokens sent to the provider over every round, as its `usage` reported them; absent
    /// for the built-in planner and for providers that do not report them.
    #[oai(skip_serializing_if_is_none)]
    pub tokens_in: Option<u32>,
    /// Tokens the provider wrote over every round.
    #[oai(skip_serializing_if_is_none)]
    pub tokens_out: Option<u32>,
    /// Wall time from the request to the checked plan, in milliseconds.
    pub millis: u32,
}

impl Effort {
    /// One line for a log or a terminal: "2 rounds, 14,210 tokens in, 6,032 out, 41.3 s".
    pub fn summary(&self) -> String {
        let mut parts = Vec::new();
        match self.rounds {
            Some(1) => parts.push("1 round".to_owned()),
            Some(rounds) => parts.push(format!("{rounds} rounds")),
            None => {}
        }
        if let (Some(input), Some(output)) = (self.tokens_in, self.tokens_out) {
            parts.push(format!(
                "{} tokens in, {} out",
                number(f64::from(input)),
                number(f64::from(output))
            ));
        }
        parts.push(format!("{:.1} s", f64::from(self.millis) / 1000.0));
        parts.join(", ")
    }
}

#[derive(Object, serde::Deserialize)]
#[oai(rename_all = "camelCase")]
#[serde(rename_all = "camelCase")]
pub struct GenerateRequest {
    pub lead_id: i64,
    /// Draft another plan for a lead whose plan already went out; without it that answers 409.
    #[oai(default)]
    #[serde(default)]
    pub again: bool,
}

#[derive(Object, serde::Deserialize)]
pub struct SendRequest {
    /// Why this address gets a second plan; required when one was already sent to it.
    #[oai(validator(max_length = 500))]
    pub reason: Option<String>,
}

#[derive(Object, serde::Deserialize)]
pub struct RejectRequest {
    /// Why it was rejected (the review screen sends "Quality review").
    #[oai(validator(max_length = 500))]
    pub reason: String,
}

#[derive(Object, serde::Deserialize)]
pub struct EditRequest {
    /// The new plan text, in Markdown.
    #[oai(validator(max_length = 60000))]
    pub strategy: String,
}
