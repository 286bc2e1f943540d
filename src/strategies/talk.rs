//! One plan's conversation with an AI provider, whole or in parts: each answer asked for with
//! its JSON schema, what it cost, and what the product sets and says between answers.

use std::sync::Arc;

use serde_json::{Value, json};

use super::generator::GenerateError;
use super::model::Effort;
use crate::content::trades::Catalogue;
use crate::leads::model::NewLead;
use crate::plan::model::Author;
use crate::plan::{Plan, Violation, limits};

/// A chat-completions endpoint: one call, and the trades the head start is written from.
pub trait Ask {
    fn ask(&self, messages: &[Value], response_format: Value) -> Result<Reply, GenerateError>;
    fn catalogue(&self) -> Arc<Catalogue>;
    /// The operator's currency, in which the plan writes its amounts.
    fn currency(&self) -> &crate::content::Currency;
}

/// An answer's text, and the tokens in and out its `usage` reports.
pub struct Reply {
    pub content: String,
    pub tokens: Option<(u32, u32)>,
}

/// What the product sets itself, whoever wrote the plan: who wrote it, the budget it works
/// to, and each challenge's heading as the founder reads it.
pub fn settle(lead: &NewLead, plan: &mut Plan) {
    plan.written_by = Author::Ai;
    plan.budget_limit_usd = limits::monthly_budget(lead);
    for entry in &mut plan.challenge_actions {
        entry.heading = Some(crate::plan::check::challenge_name(lead, entry.challenge));
    }
}

/// The message that asks for a corrected answer.
pub fn correction(ask: &str, violations: &[Violation]) -> String {
    let list: Vec<String> = violations.iter().map(|v| format!("- {}", v.message)).collect();
    format!("{ask}\n{}", list.join("\n"))
}

/// The error for a second answer that still breaks rules.
pub fn broken(violations: &[Violation]) -> GenerateError {
    let first: Vec<&str> = violations.iter().take(3).map(|v| v.message.as_str()).collect();
    GenerateError::BreaksRules(format!("{} rule(s), e.g. {}", violations.len(), first.join(" ")))
}

/// One plan's conversation with the provider: what it has cost so far, and whether the
/// endpoint takes a JSON schema.
pub struct Talk<'a> {
    pub llm: &'a dyn Ask,
    schema: bool,
    pub effort: Effort,
}

impl<'a> Talk<'a> {
    pub fn new(llm: &'a dyn Ask) -> Self {
        Self { llm, schema: true, effort: Effort::default() }
    }

    /// The provider's answer to `messages`, asked to match `schema` where the endpoint takes
    /// a JSON schema (an endpoint that does not is asked again without one, and from then on).
    pub fn answer(
        &mut self,
        messages: &[Value],
        name: &str,
        schema: Value,
    ) -> Result<String, GenerateError> {
        let format = |schema_ok: bool| {
            if schema_ok {
                json!({ "type": "json_schema", "json_schema": { "name": name, "schema": schema, "strict": false } })
            } else {
                json!({ "type": "json_object" })
            }
        };
        let reply = match self.llm.ask(messages, format(self.schema)) {
            Err(GenerateError::Provider(detail))
                if self.schema && detail.contains("response_format") =>
            {
                self.schema = false;
                self.llm.ask(messages, format(false))?
            }
            other => other?,
        };
        self.effort.rounds = Some(self.effort.rounds.unwrap_or(0) + 1);
        if let Some((input, output)) = reply.tokens {
            self.effort.tokens_in = Some(self.effort.tokens_in.unwrap_or(0) + input);
            self.effort.tokens_out = Some(self.effort.tokens_out.unwrap_or(0) + output);
        }
        Ok(reply.content)
    }
}
