//! `plansmith plan`: the built-in plan for a file of survey answers, and its checker report.

use std::path::Path;

use anyhow::{Context, bail};

use crate::cli::PlanFormat;
use crate::config::Config;
use crate::content::trades::Trades;
use crate::leads::model::{LeadInput, NewLead};
use crate::payments::package;
use crate::plan::{Plan, builtin, check, render};
use crate::strategies::generator;
use crate::strategies::llm::ChatCompletions;

pub fn run(answers: &Path, format: PlanFormat) -> anyhow::Result<()> {
    let lead = read_answers(answers)?;
    let plan = builtin::write(&lead);
    print_checked(&lead, &plan, format)
}

/// The plan the configured AI provider writes for the answers in `answers`, with what it took.
pub fn run_ai(config: Config, answers: &Path, format: PlanFormat) -> anyhow::Result<()> {
    let lead = read_answers(answers)?;
    let trades = std::sync::Arc::new(Trades::new(config.site.trades.clone()));
    let Some(ai) = config.ai.clone() else {
        bail!(
            "--ai needs an AI provider: set PLANSMITH_AI_BASE_URL and PLANSMITH_AI_MODEL (or ai_base_url and ai_model in plansmith.toml)"
        );
    };
    let provider = ChatCompletions::new(ai, trades);
    let written = generator::write(&provider, &lead, None);
    let effort = written.draft.effort;
    eprintln!("{}: {}", written.generator, effort.summary());
    if let Some(note) = &written.note {
        eprintln!("{note}");
    }
    let plan = written.draft.plan.context("the generator wrote no plan data")?;
    print_checked(&lead, &plan, format)
}

fn print_checked(lead: &NewLead, plan: &Plan, format: PlanFormat) -> anyhow::Result<()> {
    let output = match format {
        PlanFormat::Markdown => render::markdown(&lead.business_name, plan),
        PlanFormat::Json => serde_json::to_string_pretty(plan)? + "\n",
        PlanFormat::Package => {
            let buyer = package::Buyer {
                name: "",
                order_id: 0,
                purchased: jiff::Zoned::now().date(),
                price: &crate::payments::Price::default().label,
                support_email: "[your support address]",
                site_url: "[your site]",
                catalogue: crate::content::trades::Catalogue::defaults(),
            };
            package::write(Some(lead), None, &buyer)
        }
    };
    print!("{output}");
    let violations = check(lead, plan);
    for violation in &violations {
        eprintln!("{:?}: {}", violation.rule, violation.message);
    }
    if !violations.is_empty() {
        bail!("the plan breaks {} rule(s) of the consistency checker", violations.len());
    }
    Ok(())
}

/// Survey answers from a JSON file, checked as the survey's are; a missing `email` is filled in.
pub fn read_answers(path: &Path) -> anyhow::Result<NewLead> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let mut value: serde_json::Value =
        serde_json::from_str(&text).with_context(|| format!("{} is not JSON", path.display()))?;
    if let Some(fields) = value.as_object_mut() {
        fields.entry("email").or_insert_with(|| "preview@example.com".into());
    }
    let input: LeadInput = serde_json::from_value(value)
        .with_context(|| format!("{} is not a set of survey answers", path.display()))?;
    input.parse().map_err(|err| anyhow::anyhow!("{}: {err}", path.display()))
}
