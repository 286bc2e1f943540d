//! A plan as the Markdown the founder receives (and the admin edits).

use std::fmt::Write as _;

use super::model::{Intent, Plan};
use super::text::{duration, hours, md, number};
use crate::content::Currency;
use crate::leads::model::Challenge;

/// Appends one formatted line (writing to a `String` cannot fail).
macro_rules! line {
    ($out:expr) => { $out.push('\n') };
    ($out:expr, $($arg:tt)*) => {{ let _ = writeln!($out, $($arg)*); }};
}

/// The plan for `business`, in Markdown, its amounts in `currency`.
pub fn markdown(business: &str, plan: &Plan, currency: &Currency) -> String {
    let mut out = String::with_capacity(16_000);
    line!(out, "# A 90-day marketing plan for {}", md(business));
    line!(out);
    summary(&mut out, plan);
    audience(&mut out, plan);
    channels(&mut out, plan);
    budget(&mut out, plan, currency);
    keywords(&mut out, plan);
    ideas(&mut out, plan);
    roadmap(&mut out, plan, currency);
    challenges(&mut out, plan);
    kpis(&mut out, plan);
    line!(out, "---");
    line!(out);
    line!(out, "{}", md(&plan.closing));
    out
}

fn summary(out: &mut String, plan: &Plan) {
    line!(out, "## Summary & positioning");
    line!(out);
    line!(out, "{}", md(&plan.summary));
    line!(out);
    line!(out, "**Positioning:** {}", md(&plan.positioning));
    line!(out);
}

fn audience(out: &mut String, plan: &Plan) {
    let audience = &plan.audience;
    line!(out, "## Your ideal customer");
    line!(out);
    line!(out, "- **Who:** {}", md(&audience.who));
    line!(out, "- **What they need:** {}", md(&audience.need));
    line!(out);
    line!(out, "**Where to find them**");
    line!(out);
    for place in &audience.where_to_find {
        line!(out, "- {}", md(place));
    }
    line!(out);
    line!(out, "**What convinces them**");
    line!(out);
    for reason in &audience.what_convinces {
        line!(out, "- {}", md(reason));
    }
    line!(out);
}

fn channels(out: &mut String, plan: &Plan) {
    line!(out, "## Channel plan");
    line!(out);
    for channel in &plan.channels {
        line!(out, "### {} ({} h a week)", channel.platform.label(), hours(channel.hours_per_week));
        line!(out);
        line!(out, "- **Its job:** {}", md(&channel.role));
        line!(out, "- **How often:** {}", md(&channel.cadence));
        let formats: Vec<String> = channel.formats.iter().map(|f| md(f)).collect();
        line!(out, "- **Formats:** {}", formats.join(", "));
        line!(out);
    }
    if !plan.essentials.is_empty() {
        line!(out, "### Essentials beyond your chosen platforms");
        line!(out);
        for essential in &plan.essentials {
            line!(
                out,
                "- **{}** ({} h a week): {}",
                essential.outlet.name(),
                hours(essential.hours_per_week),
                md(&essential.why)
            );
        }
        line!(out);
    }
}

fn budget(out: &mut String, plan: &Plan, currency: &Currency) {
    line!(out, "## Budget split");
    line!(out);
    line!(out, "{}", md(&plan.budget_note));
    line!(out);
    line!(out, "| Item | Per month | From | Why |");
    line!(out, "|---|---:|---|---|");
    for row in &plan.budget {
        line!(
            out,
            "| {} | {} | month {} | {} |",
            md(&row.item),
            currency.amount(row.monthly_usd),
            row.from_month,
            md(&row.note)
        );
    }
    let total: u32 = plan.budget.iter().map(|row| row.monthly_usd).sum();
    line!(
        out,
        "| **Total** | **{}** | | of the {} a month the plan works to |",
        currency.amount(total),
        currency.amount(plan.budget_limit_usd)
    );
    line!(out);
}

fn keywords(out: &mut String, plan: &Plan) {
    line!(out, "## Top 5 keywords");
    line!(out);
    for (i, keyword) in plan.keywords.iter().enumerate() {
        let intent = match keyword.intent {
            Intent::Buy => "ready to buy",
            Intent::Compare => "comparing options",
            Intent::Learn => "looking for know-how",
            Intent::Local => "looking nearby",
        };
        line!(out, "{}. **{}** ({intent}): {}", i + 1, md(&keyword.phrase), md(&keyword.why));
    }
    line!(out);
}

fn ideas(out: &mut String, plan: &Plan) {
    line!(out, "## 30 content ideas");
    line!(out);
    for (i, idea) in plan.content_ideas.iter().enumerate() {
        line!(
            out,
            "{}. **{}, {}:** {}",
            i + 1,
            idea.platform.name(),
            md(&idea.format),
            md(&idea.title)
        );
    }
    line!(out);
}

fn roadmap(out: &mut String, plan: &Plan, currency: &Currency) {
    line!(out, "## 90-day roadmap");
    line!(out);
    for week in &plan.roadmap {
        let minutes: u32 = week.tasks.iter().map(|t| t.minutes).sum();
        line!(out, "### Week {}: {} ({})", week.week, md(&week.focus), duration(minutes));
        line!(out);
        for task in &week.tasks {
            let cost = if task.cost_usd > 0 {
                format!(", {}", currency.amount(task.cost_usd))
            } else {
                String::new()
            };
            line!(out, "- {} ({}{cost})", md(&task.text), duration(task.minutes));
        }
        line!(out);
    }
}

fn challenges(out: &mut String, plan: &Plan) {
    line!(out, "## Your challenges");
    line!(out);
    for entry in &plan.challenge_actions {
        match entry.heading() {
            // The founder's own words, quoted whole under a heading of the plan's.
            own if entry.challenge == Challenge::Other && own != Challenge::Other.label() => {
                line!(out, "### Your own challenge");
                line!(out);
                line!(out, "> {}", md(own));
            }
            label => line!(out, "### {}", md(label)),
        }
        line!(out);
        for action in &entry.actions {
            line!(out, "- {}", md(action));
        }
        line!(out);
    }
}

fn kpis(out: &mut String, plan: &Plan) {
    line!(out, "## KPIs to track");
    line!(out);
    line!(out, "| What to count | Day 30 | Day 60 | Day 90 | How to measure |");
    line!(out, "|---|---:|---:|---:|---|");
    for kpi in &plan.kpis {
        let target = |value: f64| {
            if kpi.unit == "%" { format!("{}%", number(value)) } else { number(value) }
        };
        line!(
            out,
            "| {} | {} | {} | {} | {} |",
            md(&kpi.metric),
            target(kpi.day30),
            target(kpi.day60),
            target(kpi.day90),
            md(&kpi.how_to_measure)
        );
    }
    line!(out);
}
