//! One interface for writing a plan: the built-in planner or an AI provider.

use super::llm;
use crate::config::Config;
use crate::leads::model::NewLead;
use crate::plan::{self, Plan};

/// Writes a marketing plan. Blocking: call it on the blocking pool.
pub trait Generator: Send + Sync {
    /// Recorded with every draft ("built-in planner", or the model's name).
    fn name(&self) -> String;
    fn generate(&self, lead: &NewLead) -> Result<Draft, GenerateError>;
}

/// A written plan: the Markdown the customer receives, and the plan as data where the
/// generator wrote one.
pub struct Draft {
    pub text: String,
    pub plan: Option<Plan>,
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
}

pub struct BuiltIn;

impl Generator for BuiltIn {
    fn name(&self) -> String {
        "built-in planner".to_owned()
    }

    fn generate(&self, lead: &NewLead) -> Result<Draft, GenerateError> {
        let plan = plan::builtin::write(lead);
        Ok(Draft { text: plan::render::markdown(&lead.business_name, &plan), plan: Some(plan) })
    }
}

/// The generator the configuration asks for.
pub fn from_config(config: &Config) -> Box<dyn Generator> {
    match &config.ai {
        Some(ai) => Box::new(llm::ChatCompletions::new(ai.clone())),
        None => Box::new(BuiltIn),
    }
}
