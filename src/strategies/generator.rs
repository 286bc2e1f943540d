//! One interface for writing a plan: the built-in planner or an AI provider.

use super::{llm, planner};
use crate::config::Config;
use crate::leads::model::NewLead;

/// Writes a marketing plan in Markdown. Blocking: call it on the blocking pool.
pub trait Generator: Send + Sync {
    /// Recorded with every draft ("built-in planner", or the model's name).
    fn name(&self) -> String;
    fn generate(&self, lead: &NewLead) -> Result<String, GenerateError>;
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

    fn generate(&self, lead: &NewLead) -> Result<String, GenerateError> {
        Ok(planner::write_plan(lead))
    }
}

/// The generator the configuration asks for.
pub fn from_config(config: &Config) -> Box<dyn Generator> {
    match &config.ai {
        Some(ai) => Box::new(llm::ChatCompletions::new(ai.clone())),
        None => Box::new(BuiltIn),
    }
}
