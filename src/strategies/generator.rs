//! One interface for writing a plan: the built-in planner or an AI provider, and the rule that
//! a draft is always written: when the provider fails, or today's automatic AI drafts are used
//! up, the built-in planner writes it and the draft says why.

use std::sync::Arc;

use super::model::Effort;
use crate::content::Currency;
use crate::content::trades::{Catalogue, Trades};
use crate::leads::model::NewLead;
use crate::plan::{self, Plan};

/// Writes a marketing plan. Blocking: call it on the blocking pool.
pub trait Generator: Send + Sync {
    /// Recorded with every draft it writes ("built-in planner", or the model's name).
    fn name(&self) -> String;
    fn generate(&self, lead: &NewLead) -> Result<Draft, GenerateError>;
    /// How many automatic drafts a day it may write (an AI provider's calls cost money);
    /// `None` for no limit.
    fn daily_limit(&self) -> Option<u32> {
        None
    }
    /// The trades the built-in planner knows, for its drafts and for the drafts it writes
    /// when this generator cannot.
    fn catalogue(&self) -> Arc<Catalogue>;
    /// The operator's currency, in which plans write their amounts.
    fn currency(&self) -> &Currency;
}

/// A written plan: the Markdown the customer receives, and the plan as data where the
/// generator wrote one.
pub struct Draft {
    pub text: String,
    pub plan: Option<Plan>,
    /// What the strategist should know before approving it (a trade the planner did not
    /// recognise), shown on the review desk.
    pub note: Option<String>,
    /// What writing it took; [`write`] measures the time.
    pub effort: Effort,
    /// The Pro package's copy for this plan, where the generator wrote it.
    pub pro: Option<crate::plan::pro::ProCopy>,
}

/// A draft ready to store: who wrote it, and why the built-in planner did when another
/// generator was asked.
pub struct Written {
    pub draft: Draft,
    pub generator: String,
    pub note: Option<String>,
}

#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    #[error("the AI provider could not be reached: {0}")]
    Unreachable(String),
    #[error("the AI provider did not answer within {0} seconds")]
    Timeout(u64),
    #[error("the AI provider answered with an error: {0}")]
    Provider(String),
    #[error("the AI provider's answer was not a usable plan: {0}")]
    Unusable(String),
    #[error("the AI provider's plan broke the answers twice: {0}")]
    BreaksRules(String),
}

/// The built-in planner, with the catalogue of trades it writes from.
#[derive(Default)]
pub struct BuiltIn {
    pub trades: Arc<Trades>,
    pub currency: Currency,
}

pub const BUILT_IN: &str = "built-in planner";

impl Generator for BuiltIn {
    fn name(&self) -> String {
        BUILT_IN.to_owned()
    }

    fn generate(&self, lead: &NewLead) -> Result<Draft, GenerateError> {
        Ok(built_in(lead, &self.catalogue(), &self.currency))
    }

    fn catalogue(&self) -> Arc<Catalogue> {
        self.trades.get()
    }

    fn currency(&self) -> &Currency {
        &self.currency
    }
}

fn built_in(lead: &NewLead, catalogue: &Catalogue, currency: &Currency) -> Draft {
    let (plan, note) = plan::builtin::write_noted(lead, catalogue, currency);
    Draft {
        text: plan::render::markdown(&lead.business_name, &plan, currency),
        plan: Some(plan),
        note,
        effort: Effort::default(),
        pro: None,
    }
}

/// Writes a draft for `lead` with `generator`, unless `held_back` says why not; when the
/// generator fails or is held back, the built-in planner writes it and the note says why.
/// Never fails: a lead the provider cannot handle still gets a draft.
pub fn write(generator: &dyn Generator, lead: &NewLead, held_back: Option<String>) -> Written {
    let name = generator.name();
    let started = std::time::Instant::now();
    let millis = || u32::try_from(started.elapsed().as_millis()).unwrap_or(u32::MAX);
    let why = match held_back {
        Some(why) => why,
        None => match generator.generate(lead) {
            Ok(mut draft) => {
                let note = draft.note.take();
                draft.effort.millis = millis();
                tracing::info!(generator = %name, effort = %draft.effort.summary(), "plan written");
                return Written { draft, generator: name, note };
            }
            Err(err) => {
                tracing::warn!(generator = %name, error = %err, "plan generation failed; the built-in planner writes the draft");
                format!("{name} could not write this plan ({err}), so the built-in planner did.")
            }
        },
    };
    let mut draft = built_in(lead, &generator.catalogue(), generator.currency());
    draft.effort.millis = millis();
    let note = match draft.note.take() {
        Some(unrecognised) => format!("{why} {unrecognised}"),
        None => why,
    };
    Written { draft, generator: BUILT_IN.to_owned(), note: Some(note) }
}
