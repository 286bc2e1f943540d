//! The consistency checker: judges a plan, whoever wrote it, against the answers it was
//! written for, and lists every way it breaks them in words an admin understands.

mod arithmetic;
mod counts;
mod language;
mod money;
mod order;
mod outlets;
mod report;
mod time;
mod trades;
mod vocabulary;
mod words;

#[cfg(test)]
mod tests;

pub use counts::challenge_name;
pub use report::{Checked, Rule, Skipped, Violation};

use super::model::Plan;
use crate::content::Currency;
use crate::content::trades::Catalogue;
use crate::leads::model::NewLead;
use report::Report;

/// Every way `plan` breaks the answers in `lead`, amounts written in `currency`, trades read
/// from `catalogue` (the one the plan was written from); empty when it keeps them all.
pub fn check(
    lead: &NewLead,
    plan: &Plan,
    currency: &Currency,
    catalogue: &Catalogue,
) -> Vec<Violation> {
    run(lead, plan, currency, catalogue).violations
}

/// [`check`], with the rules that had nothing to judge and why, so a green result claims only
/// the rules that ran.
pub fn run(lead: &NewLead, plan: &Plan, currency: &Currency, catalogue: &Catalogue) -> Checked {
    let mut report = Report::default();
    outlets::outlets(lead, plan, &mut report);
    time::time(lead, plan, &mut report);
    money::money(lead, plan, currency, &mut report);
    order::order(lead, plan, &mut report);
    counts::counts(lead, plan, &mut report);
    words::words(lead, plan, &mut report);
    arithmetic::arithmetic(plan, &mut report);
    language::language(lead, plan, catalogue, &mut report);
    trades::trades(lead, plan, catalogue, &mut report);
    Checked { violations: report.violations, skipped: report.skipped }
}
