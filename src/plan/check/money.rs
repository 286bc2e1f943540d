//! The money rules: the budget keeps to the plan's limit, each ad platform gets at least its
//! minimum, and each month of the roadmap pays what the budget table says.

use super::report::{Report, Rule};
use crate::content::Currency;
use crate::leads::model::NewLead;
use crate::plan::limits::{self, month_of};
use crate::plan::model::Plan;

pub(super) fn money(lead: &NewLead, plan: &Plan, currency: &Currency, report: &mut Report) {
    let money = |amount: u32| currency.amount(amount);
    let limit = limits::monthly_budget(lead);
    let total: u32 = plan.budget.iter().map(|line| line.monthly_usd).sum();
    if total > limit {
        report.add(
            Rule::OverBudget,
            format!(
                "The budget table spends {} a month; the plan's limit is {}.",
                money(total),
                money(limit)
            ),
        );
    }
    for line in &plan.budget {
        if !(1..=3).contains(&line.from_month) {
            report.add(
                Rule::SpendMismatch,
                format!(
                    "The budget line \"{}\" starts in month {}; months are 1 to 3.",
                    line.item, line.from_month
                ),
            );
        }
        let Some(platform) = line.platform else { continue };
        if let Some(floor) = limits::platform_minimum(platform)
            && line.monthly_usd > 0
            && line.monthly_usd < floor.monthly
        {
            report.add(
                Rule::BelowPlatformMinimum,
                format!(
                    "{} gets {} a month, under its {} minimum: {}.",
                    platform.label(),
                    money(line.monthly_usd),
                    money(floor.monthly),
                    floor.why(currency)
                ),
            );
        }
    }
    for month in 1..=3u8 {
        let planned: u32 =
            plan.budget.iter().filter(|l| l.from_month <= month).map(|l| l.monthly_usd).sum();
        let spent: u32 = plan
            .tasks()
            .filter(|(week, _)| month_of(*week) == month)
            .map(|(_, t)| t.cost_usd)
            .sum();
        if planned != spent {
            report.add(
                Rule::SpendMismatch,
                format!(
                    "Month {month} of the roadmap spends {}; the budget table says {}.",
                    money(spent),
                    money(planned)
                ),
            );
        }
    }
}
