//! What the AI provider is asked: the system message, the user message (the answers, the hard
//! limits and the built-in planner's head start), the plan model's JSON schema, and how its
//! answer is read back.

use serde_json::{Value, json};

use crate::content::Currency;
use crate::content::trades::Catalogue;
use crate::leads::model::{MarketingSupport, NewLead};
use crate::plan::{Plan, limits};

pub const SYSTEM: &str = "You are a senior marketing strategist for solo founders and small businesses. \
You write a practical, specific 90-day marketing plan as one JSON object that matches the given JSON schema, \
and nothing else: no Markdown, no preamble. Every limit stated by the user is a hard rule: a plan that breaks one \
is sent back. Name the business by its name. Write every sentence yourself for this founder: do not paste their \
answers back (if you quote one, quote it whole in curly quotes “...”, never in pieces). State platform facts only \
when they are facts; the sizing rules you are given are the product's rules, and their reasons say why.";

/// The answers and the hard limits the plan must keep. The provider gets the answers, never
/// the visitor's e-mail address.
pub fn prompt(
    lead: &NewLead,
    catalogue: &Catalogue,
    currency: &Currency,
    today: jiff::civil::Date,
) -> String {
    let money = |amount: u32| currency.amount(amount);
    let mut answers = serde_json::to_value(lead).unwrap_or_default();
    if let Some(fields) = answers.as_object_mut() {
        fields.remove("email");
    }
    let answers = serde_json::to_string_pretty(&answers).unwrap_or_default();
    let minutes = limits::weekly_minutes(lead.time_available);
    let help = match lead.marketing_support {
        MarketingSupport::Diy => {
            "the founder does every task: write each so one person can do it in the minutes given"
        }
        MarketingSupport::SomeHelp => {
            "the founder wants some help: say which tasks are worth handing to a freelancer (editing, setting up ads) and what that help needs from them; the weekly minutes are the founder's own"
        }
        MarketingSupport::FullHelp => {
            "the founder wants it done for them: write the tasks so a freelancer or an agency can pick them up, say so, and keep the founder's weekly minutes for what only they can do (approving, filming, talking to customers)"
        }
    };
    // Every feed post is one of the 30 ideas, which the Pro package writes out in full: a rhythm
    // thirty ideas cannot fill leaves the package's calendar half empty or full of reposts.
    let posts_a_week = match lead.marketing_support {
        MarketingSupport::Diy => 3,
        MarketingSupport::SomeHelp | MarketingSupport::FullHelp => 4,
    };
    let budget = limits::monthly_budget(lead);
    let why_budget = limits::holds_to_bottom(lead).unwrap_or("the top of the founder's range");
    let platforms: Vec<String> = lead
        .platforms
        .iter()
        .map(|p| {
            serde_json::to_value(p)
                .ok()
                .and_then(|v| v.as_str().map(str::to_owned))
                .unwrap_or_default()
        })
        .collect();
    let minimums: Vec<String> = lead
        .platforms
        .iter()
        .filter_map(|p| {
            limits::platform_minimum(*p).map(|floor| {
                format!(
                    "{} at least {} a month, because {}",
                    p.label(),
                    money(floor.monthly),
                    floor.why(currency)
                )
            })
        })
        .collect();
    let challenges: Vec<String> = lead
        .marketing_challenges
        .iter()
        .map(|c| format!("\"{}\" ({})", c.as_str(), crate::plan::check::challenge_name(lead, *c)))
        .collect();
    let range = lead.marketing_budget.label_in(currency);
    let existing: Vec<String> =
        limits::existing_assets(lead).iter().map(|a| format!("{a:?}")).collect();
    format!(
        "Survey answers (JSON):\n{answers}\n\nHard limits:\n\
         - Business name: {name}. writtenBy: \"ai\".\n\
         - Weekly time: at most {minutes} minutes. Channel hoursPerWeek plus essentials add up to no more; every roadmap week's task minutes add up to no more.\n\
         - Who does the work: {help}.\n\
         - Money is in {code}: write every amount in the text as {example} (budgetLimitUsd, monthlyUsd and costUsd hold the same figures in {code}, whatever their names say).\n\
         - Monthly budget: {budget_text} ({why_budget}); budgetLimitUsd is {budget}. The founder chose {range}: say the plan works to {budget_text} of it and why, never \"your {budget_text} limit\". The budget lines add up to no more, and each month's roadmap costUsd adds up to exactly the budget lines paid in that month (fromMonth 1-3; month 1 is weeks 1-4, month 2 weeks 5-8, month 3 weeks 9-13).\n\
         - Channels only on the chosen platforms: {platforms}. Other outlets (website, google-business-profile, in-person) go in essentials.\n\
         - Posting rhythm: every feed post is one of the 30 content ideas, each written out in full for the founder, so the social channels' cadences add up to at most {posts_a_week} feed posts a week (stories, replies and comments in groups aside, which need no idea of their own).\n\
         - Our sizing rule for ad money (the product's rule, not each platform's; say the reason, not \"the platform's minimum\", unless the reason is one): 0, or {minimums}.\n\
         - The founder already has: {existing}. No task sets these up (setsUp); tasks may use them.\n\
         - A task that uses something (uses) comes after the task that sets it up; needs lists task ids that come earlier.\n\
         - Exactly 13 roadmap weeks numbered 1 to 13, 30 distinct content ideas, 5 distinct keywords of 2 to 5 words each.\n\
         - Season: {season} Plan around what the season means for this business: what people buy or book then, and the days it is closed or busy.\n\
         - One challengeActions entry, with at least two actions, for each chosen challenge, its challenge being the survey's value: {challenges}; KPI targets day30 <= day60 <= day90, and a count that follows from another (orders from visitors) is that count times its rate.\n\n\
         {head_start}",
        name = lead.business_name,
        platforms = platforms.join(", "),
        minimums = if minimums.is_empty() { "none".to_owned() } else { minimums.join("; ") },
        challenges = challenges.join(", "),
        head_start = super::head_start::head_start(lead, catalogue, currency),
        code = currency.code,
        example = money(120),
        budget_text = money(budget),
        season = crate::plan::holidays::season(crate::plan::holidays::country_of(lead), today),
        existing = if existing.is_empty() { "nothing".to_owned() } else { existing.join(", ") },
    )
}

/// The plan from the model's text: the JSON object in it, read as the plan model.
pub fn parse(content: &str) -> Result<Plan, String> {
    let content = content.trim();
    // Some models wrap JSON in a Markdown code fence despite being asked not to.
    let json = match (content.find('{'), content.rfind('}')) {
        (Some(start), Some(end)) if start < end => &content[start..=end],
        _ => return Err("no JSON object in the reply".to_owned()),
    };
    serde_json::from_str(json).map_err(|err| format!("not the plan's shape: {err}"))
}

/// The plan model's JSON schema, from the same definitions the OpenAPI document publishes.
pub fn plan_schema() -> Value {
    static SCHEMA: std::sync::OnceLock<Value> = std::sync::OnceLock::new();
    SCHEMA.get_or_init(schema_of::<Plan>).clone()
}

/// `T`'s JSON schema, from the same definitions the OpenAPI document publishes, with every
/// reference pointing inside it.
pub fn schema_of<T: poem_openapi::types::Type>() -> Value {
    let mut registry = poem_openapi::registry::Registry::new();
    T::register(&mut registry);
    let defs: serde_json::Map<String, Value> = registry
        .schemas
        .iter()
        .map(|(name, schema)| (name.clone(), serde_json::to_value(schema).unwrap_or_default()))
        .collect();
    let name = T::name();
    let schema = json!({ "$ref": format!("#/$defs/{name}"), "$defs": defs }).to_string();
    serde_json::from_str(&schema.replace("#/components/schemas/", "#/$defs/")).unwrap_or_default()
}

/// The schema of one part of the plan: an object with `fields` of the plan model, each
/// required, with the plan's definitions beside it.
pub fn section_schema(fields: &[&str]) -> Value {
    let whole = plan_schema();
    let plan = &whole["$defs"]["Plan"]["properties"];
    let properties: serde_json::Map<String, Value> =
        fields.iter().map(|f| ((*f).to_owned(), plan[*f].clone())).collect();
    json!({
        "type": "object",
        "properties": properties,
        "required": fields,
        "$defs": whole["$defs"],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::leads::model::{Challenge, Platform};

    #[test]
    fn the_schema_describes_the_plan_model_with_local_references() {
        let schema = plan_schema().to_string();
        assert!(schema.contains("\"$ref\":\"#/$defs/Plan\""));
        for field in [
            "channels",
            "budget",
            "keywords",
            "contentIdeas",
            "roadmap",
            "challengeActions",
            "kpis",
            "costUsd",
        ] {
            assert!(schema.contains(&format!("\"{field}\"")), "{field} missing");
        }
        assert!(!schema.contains("#/components/"), "every reference points inside the schema");
    }

    #[test]
    fn the_prompt_states_sizing_rules_as_ours_with_their_reasons_and_names_each_challenge() {
        let mut lead = crate::plan::tests::Sampler(11).lead();
        lead.platforms = vec![Platform::GoogleAds, Platform::Instagram];
        lead.marketing_challenges = vec![Challenge::BudgetTooSmall];
        lead.marketing_support = crate::leads::model::MarketingSupport::FullHelp;
        let text = prompt(
            &lead,
            crate::content::trades::Catalogue::defaults(),
            &crate::content::Currency::new("eur"),
            jiff::civil::date(2026, 11, 27),
        );
        assert!(text.contains("Our sizing rule for ad money (the product's rule"), "{text}");
        assert!(text.contains("Who does the work: the founder wants it done for them"), "{text}");
        assert!(text.contains("add up to at most 4 feed posts a week"), "{text}");
        assert!(text.contains("Google Ads at least €150 a month, because"), "{text}");
        assert!(
            text.contains(
                "its challenge being the survey's value: \"budget-too-small\" (Budget is too small)"
            ),
            "{text}"
        );
        assert!(text.contains("The founder chose €0–50 a month"), "{text}");
        assert!(text.contains("Money is in EUR: write every amount in the text as €120"), "{text}");
        assert!(!text.contains('$'), "no dollar in a request for a site in euros: {text}");
        assert!(!SYSTEM.contains("whole in curly quotes (“...”) or not at all"));
    }

    #[test]
    fn the_prompt_gives_the_trade_the_planner_knows_as_a_head_start() {
        let catalogue = crate::content::trades::Catalogue::defaults();
        let samples = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/plans");
        let bakery =
            crate::commands::plan::read_answers(&samples.join("lisbon-bakery.answers.json"))
                .unwrap();
        let text = prompt(
            &bakery,
            catalogue,
            &crate::content::Currency::default(),
            jiff::civil::date(2026, 11, 27),
        );
        assert!(text.contains("- Trade: neighbourhood bakery (recognised from"), "{text}");
        assert!(text.contains("People nearby search in Portuguese"), "{text}");
        assert!(text.contains("- Searches people type for this trade: \"padaria"), "{text}");
        assert!(text.contains("- The trade's own tactics: ") && text.contains("- Its funnel: "));
        assert!(text.contains("- A sizing that keeps every limit: "), "{text}");
        // The season: the plan's dates, and the holidays of Portugal in them.
        assert!(
            text.contains("- Season: Week 1 starts on Monday November 30, 2026 and week 13 ends on Sunday February 28, 2027. Public holidays there in these weeks: Tue Dec 1 (Restoration of Independence Day)"),
            "{text}"
        );
        assert!(text.contains("Fri Dec 25 (Christmas Day)"), "{text}");
        let mut krakow = bakery.clone();
        krakow.specific_location = Some("Kraków, Poland".to_owned());
        let text = prompt(
            &krakow,
            catalogue,
            &crate::content::Currency::default(),
            jiff::civil::date(2026, 11, 27),
        );
        assert!(text.contains("People nearby search in their own language"), "{text}");
        assert!(!text.contains("search in English"), "{text}");
        let mut unknown = bakery.clone();
        unknown.business_offering = "We help people with things they need".to_owned();
        unknown.business_name = "Acme".to_owned();
        unknown.website = None;
        let text = prompt(
            &unknown,
            catalogue,
            &crate::content::Currency::default(),
            jiff::civil::date(2026, 11, 27),
        );
        assert!(text.contains("Work out the trade from the answers yourself"), "{text}");
        assert!(!text.contains("- Searches people type for this trade"));
    }

    #[test]
    fn a_plan_wrapped_in_a_code_fence_is_read() {
        let plan = crate::plan::builtin::write(&crate::plan::tests::Sampler(3).lead());
        let fenced = format!("```json\n{}\n```", serde_json::to_string(&plan).unwrap());
        assert_eq!(parse(&fenced).unwrap(), plan);
        assert!(
            parse("I'm sorry, I can't help with that.").unwrap_err().contains("no JSON object")
        );
    }
}
