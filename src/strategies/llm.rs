//! An OpenAI-compatible chat-completions provider, called with ureq (blocking, with a
//! timeout). It is asked for the plan model as JSON, whole or (for a small local model) in five
//! parts; every answer must keep the consistency checker's rules (one second chance, told what
//! was wrong), or the plan is refused and the built-in planner writes the draft.

use std::time::Duration;

use serde_json::{Value, json};

use super::generator::{Draft, GenerateError, Generator};
use super::model::Effort;
use super::request::{SYSTEM, parse, plan_schema, prompt};
use super::sections;
use crate::config::{AiConfig, AiMode};
use crate::content::trades::{Catalogue, Trades};
use crate::leads::model::NewLead;
use crate::plan::model::Author;
use crate::plan::{Plan, Violation, check, limits, render};

pub struct ChatCompletions {
    config: AiConfig,
    agent: ureq::Agent,
    /// For the head start, and for the built-in planner's drafts when the provider cannot
    /// write one.
    trades: std::sync::Arc<Trades>,
}

impl ChatCompletions {
    pub fn new(config: AiConfig, trades: std::sync::Arc<Trades>) -> Self {
        let agent = ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(config.timeout_secs)))
            .http_status_as_error(false)
            .build()
            .new_agent();
        Self { config, agent, trades }
    }
}

impl Generator for ChatCompletions {
    fn name(&self) -> String {
        format!("AI: {}", self.config.model)
    }

    fn catalogue(&self) -> &Catalogue {
        self.trades.get()
    }

    fn daily_limit(&self) -> Option<u32> {
        Some(self.config.daily_draft_limit)
    }

    fn generate(&self, lead: &NewLead) -> Result<Draft, GenerateError> {
        let mut talk = Talk { llm: self, schema: true, effort: Effort::default() };
        let plan = match self.config.mode {
            AiMode::Whole => whole(&mut talk, lead).map_err(|err| match err {
                GenerateError::Unusable(why) => GenerateError::Unusable(format!(
                    "{why} (a model that cannot write the whole plan in one answer may manage it in parts: ai_mode = \"sections\")"
                )),
                other => other,
            }),
            AiMode::Sections => sections::write(&mut talk, lead),
        };
        let plan = plan.inspect_err(|err| {
            tracing::warn!(error = %err, effort = %talk.effort.summary(), "the AI provider's plan was refused");
        })?;
        let facts = crate::plan::builtin::Facts::new(lead, self.catalogue());
        let note = facts.trade.is_none().then(|| match plan.trade.trim() {
            "" => "The built-in planner did not recognise the trade, and the model did not name it: check that the plan is for the right business.".to_owned(),
            trade => format!("The built-in planner did not recognise the trade; the model named it \"{trade}\": check that it is right."),
        });
        Ok(Draft {
            text: render::markdown(&lead.business_name, &plan),
            plan: Some(plan),
            note,
            effort: talk.effort,
        })
    }
}

/// Asks for the whole plan as one JSON object, and once more with what was wrong.
fn whole(talk: &mut Talk<'_>, lead: &NewLead) -> Result<Plan, GenerateError> {
    let mut messages = vec![
        json!({ "role": "system", "content": SYSTEM }),
        json!({ "role": "user", "content": prompt(lead, talk.llm.catalogue()) }),
    ];
    for attempt in 0..2 {
        let content = talk.answer(&messages, "marketing_plan", plan_schema())?;
        let problem = match parse(&content) {
            Ok(mut plan) => {
                settle(lead, &mut plan);
                let violations = check(lead, &plan);
                if violations.is_empty() {
                    return Ok(plan);
                }
                if attempt == 1 {
                    return Err(broken(&violations));
                }
                correction(
                    "The plan breaks these rules; send the whole plan again, corrected, as one JSON object:",
                    &violations,
                )
            }
            Err(why) if attempt == 1 => return Err(GenerateError::Unusable(why)),
            Err(why) => format!(
                "That was not the plan as one JSON object matching the schema ({why}). Send only the JSON object."
            ),
        };
        messages.push(json!({ "role": "assistant", "content": content }));
        messages.push(json!({ "role": "user", "content": problem }));
    }
    unreachable!("the second attempt always returns")
}

/// What the product sets itself, whoever wrote the plan: who wrote it, the budget it works
/// to, and each challenge's heading as the founder reads it.
pub(super) fn settle(lead: &NewLead, plan: &mut Plan) {
    plan.written_by = Author::Ai;
    plan.budget_limit_usd = limits::monthly_budget(lead);
    for entry in &mut plan.challenge_actions {
        entry.heading = Some(crate::plan::check::challenge_name(lead, entry.challenge));
    }
}

/// The message that asks for a corrected answer.
pub(super) fn correction(ask: &str, violations: &[Violation]) -> String {
    let list: Vec<String> = violations.iter().map(|v| format!("- {}", v.message)).collect();
    format!("{ask}\n{}", list.join("\n"))
}

/// The error for a second answer that still breaks rules.
pub(super) fn broken(violations: &[Violation]) -> GenerateError {
    let first: Vec<&str> = violations.iter().take(3).map(|v| v.message.as_str()).collect();
    GenerateError::BreaksRules(format!("{} rule(s), e.g. {}", violations.len(), first.join(" ")))
}

/// One plan's conversation with the provider: what it has cost so far, and whether the
/// endpoint takes a JSON schema.
pub(super) struct Talk<'a> {
    pub llm: &'a ChatCompletions,
    schema: bool,
    pub effort: Effort,
}

impl Talk<'_> {
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

/// An answer's text, and the tokens in and out its `usage` reports.
struct Reply {
    content: String,
    tokens: Option<(u32, u32)>,
}

impl ChatCompletions {
    /// One chat-completions call.
    fn ask(&self, messages: &[Value], response_format: Value) -> Result<Reply, GenerateError> {
        let body = json!({
            "model": self.config.model,
            "temperature": 0.4,
            "messages": messages,
            "response_format": response_format,
        });
        let url = format!("{}/chat/completions", self.config.base_url);
        let mut request = self.agent.post(&url).header("Content-Type", "application/json");
        if let Some(key) = &self.config.api_key {
            request = request.header("Authorization", &format!("Bearer {key}"));
        }
        let failed = |err: ureq::Error| match err {
            ureq::Error::Timeout(_) => GenerateError::Timeout(self.config.timeout_secs),
            other => GenerateError::Unreachable(other.to_string()),
        };
        let mut response = request.send(body.to_string()).map_err(failed)?;
        let status = response.status();
        let text = response
            .body_mut()
            .with_config()
            .limit(2 * 1024 * 1024)
            .read_to_string()
            .map_err(failed)?;
        if !status.is_success() {
            let detail = serde_json::from_str::<Value>(&text)
                .ok()
                .and_then(|v| v["error"]["message"].as_str().map(str::to_owned))
                .unwrap_or_else(|| text.chars().take(200).collect());
            return Err(GenerateError::Provider(format!("HTTP {status}: {detail}")));
        }
        let value: Value = serde_json::from_str(&text)
            .map_err(|_| GenerateError::Unusable("the reply is not JSON".into()))?;
        let message = &value["choices"][0]["message"];
        if let Some(refusal) = message["refusal"].as_str().filter(|r| !r.is_empty()) {
            return Err(GenerateError::Unusable(format!("the model refused: {refusal}")));
        }
        let count =
            |field: &str| value["usage"][field].as_u64().and_then(|n| u32::try_from(n).ok());
        let tokens = count("prompt_tokens").zip(count("completion_tokens"));
        let content = message["content"]
            .as_str()
            .map(str::to_owned)
            .ok_or_else(|| GenerateError::Unusable("no choices[0].message.content".into()))?;
        Ok(Reply { content, tokens })
    }
}
