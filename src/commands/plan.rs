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

pub fn run(config: Config, answers: &Path, format: PlanFormat, ai: bool) -> anyhow::Result<()> {
    let lead = read_answers(answers)?;
    let trades = std::sync::Arc::new(Trades::new(config.site.trades.clone()));
    let catalogue = trades.get();
    let currency = config.site.price.currency();
    let (plan, pro, drafted) = match ai {
        true => {
            let (plan, pro) = write_ai(&config, &lead, trades.clone())?;
            (plan, pro, true)
        }
        _ => {
            let (plan, note) = builtin::write_noted(&lead, &catalogue, &currency);
            // Why the plan is general, as the review desk would say it.
            if let Some(note) = note {
                eprintln!("{note}");
            }
            (plan, None, false)
        }
    };
    let mut problems = Vec::new();
    let output = match format {
        PlanFormat::Markdown => render::markdown(&lead.business_name, &plan, &currency),
        PlanFormat::Json => serde_json::to_string_pretty(&plan)? + "\n",
        PlanFormat::Package => {
            let buyer = package::Buyer {
                name: "",
                order_id: None,
                purchased: jiff::Zoned::now().date(),
                // The plan is written now: its week 1 is the Monday after.
                plan_started: None,
                price: &config.site.price.label,
                support_email: &config.support_email,
                site_url: &config.site_url,
                catalogue: &catalogue,
                currency: &currency,
            };
            let text = match drafted {
                true => package::write_on_draft(&lead, &plan, pro.as_ref(), &buyer),
                false => package::write(Some(&lead), None, &buyer),
            };
            problems = package::proofread(&lead, &plan, pro.as_ref(), &text, &catalogue);
            text
        }
    };
    print!("{output}");
    let violations = check(&lead, &plan, &currency, &catalogue);
    for violation in &violations {
        eprintln!("{:?}: {}", violation.rule, violation.message);
    }
    for problem in &problems {
        eprintln!("Package: {problem}");
    }
    if !violations.is_empty() {
        bail!("the plan breaks {} rule(s) of the consistency checker", violations.len());
    }
    if !problems.is_empty() {
        bail!("the package has {} problem(s) the proofreader found", problems.len());
    }
    Ok(())
}

/// The plan the configured AI provider writes for `lead`, with what it took on standard error.
fn write_ai(
    config: &Config,
    lead: &NewLead,
    trades: std::sync::Arc<Trades>,
) -> anyhow::Result<(Plan, Option<crate::plan::pro::ProCopy>)> {
    let Some(ai) = config.ai.clone() else {
        bail!(
            "--ai needs an AI provider: set PLANSMITH_AI_BASE_URL and PLANSMITH_AI_MODEL (or ai_base_url and ai_model in plansmith.toml)"
        );
    };
    let provider = ChatCompletions::new(ai, trades, config.site.price.currency());
    let written = generator::write(&provider, lead, None);
    eprintln!("{}: {}", written.generator, written.draft.effort.summary());
    if let Some(note) = &written.note {
        eprintln!("{note}");
    }
    let plan = written.draft.plan.context("the generator wrote no plan data")?;
    Ok((plan, written.draft.pro))
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
