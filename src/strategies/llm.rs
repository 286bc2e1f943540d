//! An OpenAI-compatible chat-completions provider, called with ureq (blocking, with a
//! timeout). It is asked for the plan model as JSON, whole or (for a small local model) in five
//! parts; every answer must keep the consistency checker's rules (one second chance, told what
//! was wrong), or the plan is refused and the built-in planner writes the draft.

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};

use super::generator::{Draft, GenerateError, Generator};
use super::request::{SYSTEM, parse, plan_schema, prompt};
use super::sections;
use super::talk::{Ask, Reply, Talk, broken, correction, settle};
use crate::config::{AiConfig, AiMode};
use crate::content::Currency;
use crate::content::trades::{Catalogue, Trades};
use crate::leads::model::NewLead;
use crate::plan::{Plan, check, render};

pub struct ChatCompletions {
    config: AiConfig,
    agent: ureq::Agent,
    /// For the head start, and for the built-in planner's drafts when the provider cannot
    /// write one.
    trades: std::sync::Arc<Trades>,
    currency: Currency,
}

impl ChatCompletions {
    pub fn new(config: AiConfig, trades: std::sync::Arc<Trades>, currency: Currency) -> Self {
        let agent = ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(config.timeout_secs)))
            .http_status_as_error(false)
            .build()
            .new_agent();
        Self { config, agent, trades, currency }
    }
}

impl Generator for ChatCompletions {
    fn name(&self) -> String {
        format!("AI: {}", self.config.model)
    }

    fn catalogue(&self) -> Arc<Catalogue> {
        self.trades.get()
    }

    fn currency(&self) -> &Currency {
        &self.currency
    }

    fn daily_limit(&self) -> Option<u32> {
        Some(self.config.daily_draft_limit)
    }

    fn generate(&self, lead: &NewLead) -> Result<Draft, GenerateError> {
        let mut talk = Talk::new(self);
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
        // The package's copy for this plan; without it the package uses its templates. Its
        // tokens count with the plan's; its rounds are not the plan's.
        let rounds = talk.effort.rounds;
        let pro = self.config.package_copy.then(|| super::pro_copy::write(&mut talk, lead, &plan)
            .inspect_err(|err| tracing::warn!(error = %err, "the AI provider's Pro package copy was refused; the package will use its templates"))
            .ok()).flatten();
        talk.effort.rounds = rounds;
        let catalogue = self.trades.get();
        let facts = crate::plan::builtin::Facts::new(lead, &catalogue);
        let note = facts.trade.is_none().then(|| match plan.trade.trim() {
            "" => "The built-in planner did not recognise the trade, and the model did not name it: check that the plan is for the right business.".to_owned(),
            trade => format!("The built-in planner did not recognise the trade; the model named it \"{trade}\": check that it is right."),
        });
        Ok(Draft {
            text: render::markdown(&lead.business_name, &plan, &self.currency),
            plan: Some(plan),
            note,
            effort: talk.effort,
            pro,
        })
    }
}

/// Asks for the whole plan as one JSON object, and once more with what was wrong.
fn whole(talk: &mut Talk<'_>, lead: &NewLead) -> Result<Plan, GenerateError> {
    let mut messages = vec![
        json!({ "role": "system", "content": SYSTEM }),
        json!({ "role": "user", "content": prompt(lead, &talk.llm.catalogue(), talk.llm.currency(), jiff::Zoned::now().date()) }),
    ];
    for attempt in 0..2 {
        let content = talk.answer(&messages, "marketing_plan", plan_schema())?;
        let problem = match parse(&content) {
            Ok(mut plan) => {
                settle(lead, &mut plan);
                let violations = check(lead, &plan, talk.llm.currency(), &talk.llm.catalogue());
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

impl Ask for ChatCompletions {
    fn catalogue(&self) -> Arc<Catalogue> {
        self.trades.get()
    }

    fn currency(&self) -> &Currency {
        &self.currency
    }

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
