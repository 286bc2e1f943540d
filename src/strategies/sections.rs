//! The plan asked for in five parts, for a model too small to write it in one answer (a local
//! model served by Ollama, llama.cpp or vLLM): each part is checked as it arrives, against the
//! parts before it, and gets one correction; the product keeps the arithmetic (the budget the
//! plan works to, and each month's spending on the roadmap).

use serde_json::{Value, json};

use super::generator::GenerateError;
use super::request::{SYSTEM, prompt, section_schema};
use super::talk::{Talk, broken, correction, settle};
use crate::leads::model::NewLead;
use crate::plan::check::Rule;
use crate::plan::limits::month_of;
use crate::plan::model::Outlet;
use crate::plan::{Plan, check};

/// A part of the plan: what the model is told it is, and the plan model's fields it writes.
pub struct Section {
    pub name: &'static str,
    pub fields: &'static [&'static str],
}

pub const SECTIONS: [Section; 5] = [
    Section {
        name: "positioning and audience",
        fields: &["trade", "summary", "positioning", "audience", "closing"],
    },
    Section {
        name: "channels and budget",
        fields: &["channels", "essentials", "budget", "budgetNote"],
    },
    Section { name: "keywords and content ideas", fields: &["keywords", "contentIdeas"] },
    Section { name: "the 13-week roadmap", fields: &["roadmap"] },
    Section { name: "challenges and KPIs", fields: &["challengeActions", "kpis"] },
];

/// The part whose answer a rule judges: the last part the rule reads. Until then the rule
/// waits, so a part is never sent back for what a later part will write.
fn judged_by(rule: Rule) -> usize {
    match rule {
        Rule::CutText => 0,
        Rule::TooManyHours | Rule::OverBudget | Rule::BelowPlatformMinimum => 1,
        Rule::Keywords | Rule::ContentIdeas | Rule::KeywordLanguage | Rule::OtherTrade => 2,
        Rule::OffPlatform
        | Rule::WeekOverTime
        | Rule::SpendMismatch
        | Rule::SetsUpExisting
        | Rule::OutOfOrder
        | Rule::Roadmap
        | Rule::OtherTradeTask => 3,
        Rule::Challenges | Rule::Kpis | Rule::KpiArithmetic => 4,
    }
}

/// Writes the plan part by part. The parts not yet written are the built-in planner's, which
/// keep every rule, so each part is checked in a whole plan.
pub fn write(talk: &mut Talk<'_>, lead: &NewLead) -> Result<Plan, GenerateError> {
    let (catalogue, currency) = (&talk.llm.catalogue(), talk.llm.currency());
    let request = prompt(lead, catalogue, currency, jiff::Zoned::now().date());
    let mut plan = crate::plan::builtin::write_with(lead, catalogue, currency);
    settle(lead, &mut plan);
    for (index, section) in SECTIONS.iter().enumerate() {
        let ask = format!(
            "{request}\n\nWrite the plan in five parts, one answer each. This is part {} of 5, {}: answer with one JSON object holding only {}.{}",
            index + 1,
            section.name,
            section.fields.join(", "),
            so_far(&plan, index),
        );
        let mut messages = vec![
            json!({ "role": "system", "content": SYSTEM }),
            json!({ "role": "user", "content": ask }),
        ];
        for attempt in 0..2 {
            let content = talk.answer(&messages, "plan_part", section_schema(section.fields))?;
            let problem = match merge(&plan, section, &content) {
                Ok(mut candidate) => {
                    settle(lead, &mut candidate);
                    if index == 3 {
                        settle_spending(&mut candidate);
                    }
                    let violations: Vec<_> = check(lead, &candidate, currency, catalogue)
                        .into_iter()
                        .filter(|v| judged_by(v.rule) <= index)
                        .collect();
                    if violations.is_empty() {
                        plan = candidate;
                        break;
                    }
                    if attempt == 1 {
                        return Err(broken(&violations));
                    }
                    correction(
                        "This part breaks these rules; send it again, corrected, as one JSON object:",
                        &violations,
                    )
                }
                Err(why) if attempt == 1 => return Err(GenerateError::Unusable(why)),
                Err(why) => format!(
                    "That was not this part as one JSON object matching the schema ({why}). Send only the JSON object."
                ),
            };
            messages.push(json!({ "role": "assistant", "content": content }));
            messages.push(json!({ "role": "user", "content": problem }));
        }
    }
    Ok(plan)
}

/// The parts written before part `index`, for the model to build on; the content ideas and
/// the roadmap are left out (long, and no later part needs them whole), so a request stays
/// within a small model's context.
fn so_far(plan: &Plan, index: usize) -> String {
    if index == 0 {
        return String::new();
    }
    let value = serde_json::to_value(plan).unwrap_or_default();
    let written: serde_json::Map<String, Value> = SECTIONS[..index]
        .iter()
        .flat_map(|s| s.fields.iter())
        .filter(|f| !["contentIdeas", "roadmap"].contains(*f))
        .map(|f| ((*f).to_owned(), value[*f].clone()))
        .collect();
    format!(" The parts written so far, to build on:\n{}", Value::Object(written))
}

/// `plan` with the section's fields taken from the answer.
fn merge(plan: &Plan, section: &Section, content: &str) -> Result<Plan, String> {
    let content = content.trim();
    let json = match (content.find('{'), content.rfind('}')) {
        (Some(start), Some(end)) if start < end => &content[start..=end],
        _ => return Err("no JSON object in the reply".to_owned()),
    };
    let part: Value =
        serde_json::from_str(json).map_err(|err| format!("not a JSON object: {err}"))?;
    let mut whole = serde_json::to_value(plan).map_err(|err| err.to_string())?;
    for field in section.fields {
        let value = part.get(*field).ok_or_else(|| format!("{field} is missing"))?;
        whole[*field] = value.clone();
    }
    serde_json::from_value(whole).map_err(|err| format!("not the part's shape: {err}"))
}

/// Each month of the roadmap pays what the budget table says: a month whose tasks cost other
/// than its budget lines has its costs put on the task for each line (the first that month on
/// the line's platform, else the month's first task).
fn settle_spending(plan: &mut Plan) {
    for month in 1..=3u8 {
        let lines: Vec<(Option<Outlet>, u32)> = plan
            .budget
            .iter()
            .filter(|line| line.from_month <= month)
            .map(|line| (line.platform.map(Outlet::from_platform), line.monthly_usd))
            .collect();
        let planned: u32 = lines.iter().map(|(_, usd)| usd).sum();
        let mut tasks: Vec<&mut crate::plan::model::Task> = plan
            .roadmap
            .iter_mut()
            .filter(|week| month_of(week.week) == month)
            .flat_map(|week| week.tasks.iter_mut())
            .collect();
        let spent: u32 = tasks.iter().map(|t| t.cost_usd).sum();
        if spent == planned || tasks.is_empty() {
            continue;
        }
        for task in tasks.iter_mut() {
            task.cost_usd = 0;
        }
        for (outlet, usd) in lines {
            let at =
                tasks.iter().position(|t| outlet.is_some() && t.channel == outlet).unwrap_or(0);
            tasks[at].cost_usd += usd;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A part is sent back only for what it wrote: the model cannot fix an idea by rewriting
    /// the roadmap, so the rule on ideas is judged with the ideas.
    #[test]
    fn each_rule_is_judged_with_the_part_that_writes_what_it_reads() {
        let writes = |rule: Rule, field: &str| SECTIONS[judged_by(rule)].fields.contains(&field);
        assert!(writes(Rule::OtherTrade, "contentIdeas"));
        assert!(writes(Rule::OtherTradeTask, "roadmap"));
        assert!(writes(Rule::KeywordLanguage, "keywords"));
        assert!(writes(Rule::KpiArithmetic, "kpis"));
    }
}
