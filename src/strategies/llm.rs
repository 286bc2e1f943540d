//! An OpenAI-compatible chat-completions provider, called with ureq (blocking, with a
//! timeout). Its answer must look like a plan, or nothing is stored.

use std::time::Duration;

use serde_json::{Value, json};

use super::generator::{Draft, GenerateError, Generator};
use crate::config::AiConfig;
use crate::leads::model::NewLead;

pub struct ChatCompletions {
    config: AiConfig,
    agent: ureq::Agent,
}

impl ChatCompletions {
    pub fn new(config: AiConfig) -> Self {
        let agent = ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs(config.timeout_secs)))
            .http_status_as_error(false)
            .build()
            .new_agent();
        Self { config, agent }
    }
}

const SYSTEM: &str = "You are a senior marketing strategist for solo founders and small businesses. \
Write a practical, specific marketing plan in Markdown with these sections, each as a '## ' heading, in order: \
Summary & positioning (in the requested brand tone); Your ideal customer; Channel plan (only the chosen platforms, \
sized to the weekly time and the budget); Budget split (a table whose total never exceeds the monthly budget); \
Top 5 keywords (exactly 5); 30 content ideas (exactly 30, numbered); 90-day roadmap (Week 1 to Week 13); \
Your challenges (3 concrete actions for each); KPIs to track. No placeholders, no preamble.";

impl Generator for ChatCompletions {
    fn name(&self) -> String {
        format!("AI: {}", self.config.model)
    }

    fn generate(&self, lead: &NewLead) -> Result<Draft, GenerateError> {
        // The provider gets the answers, never the visitor's e-mail address.
        let mut answers = serde_json::to_value(lead).unwrap_or_default();
        if let Some(fields) = answers.as_object_mut() {
            fields.remove("email");
        }
        let answers = serde_json::to_string_pretty(&answers).unwrap_or_default();
        let budget_cap = crate::plan::limits::monthly_budget(lead);
        let body = json!({
            "model": self.config.model,
            "temperature": 0.4,
            "messages": [
                { "role": "system", "content": SYSTEM },
                { "role": "user", "content": format!(
                    "Survey answers (JSON):\n{answers}\n\nMonthly budget cap: ${budget_cap}. Write the plan for {}.",
                    lead.business_name
                ) },
            ],
        });
        let url = format!("{}/chat/completions", self.config.base_url);
        let mut request = self.agent.post(&url).header("Content-Type", "application/json");
        if let Some(key) = &self.config.api_key {
            request = request.header("Authorization", &format!("Bearer {key}"));
        }
        let mut response = request.send(body.to_string()).map_err(|err| match err {
            ureq::Error::Timeout(_) => GenerateError::Timeout(self.config.timeout_secs),
            other => GenerateError::Unreachable(other.to_string()),
        })?;
        let status = response.status();
        let text = response.body_mut().with_config().limit(2 * 1024 * 1024).read_to_string().map_err(|err| match err {
            ureq::Error::Timeout(_) => GenerateError::Timeout(self.config.timeout_secs),
            other => GenerateError::Unreachable(other.to_string()),
        })?;
        if !status.is_success() {
            let detail = serde_json::from_str::<Value>(&text)
                .ok()
                .and_then(|v| v["error"]["message"].as_str().map(str::to_owned))
                .unwrap_or_else(|| text.chars().take(200).collect());
            return Err(GenerateError::Provider(format!("HTTP {status}: {detail}")));
        }
        let value: Value = serde_json::from_str(&text).map_err(|_| GenerateError::Unusable("not JSON".into()))?;
        let content = value["choices"][0]["message"]["content"]
            .as_str()
            .ok_or_else(|| GenerateError::Unusable("no choices[0].message.content".into()))?;
        check_plan(content)?;
        Ok(Draft { text: content.trim().to_owned(), plan: None })
    }
}

/// A plan has substance and several sections; anything else is junk.
fn check_plan(content: &str) -> Result<(), GenerateError> {
    let content = content.trim();
    let headings = content.lines().filter(|line| line.trim_start().starts_with("## ")).count();
    if content.chars().count() < 400 {
        return Err(GenerateError::Unusable(format!("only {} characters", content.chars().count())));
    }
    if headings < 4 {
        return Err(GenerateError::Unusable(format!("{headings} section headings, expected the plan's sections")));
    }
    Ok(())
}
