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
pub use report::{Rule, Violation};

use super::model::Plan;
use crate::content::Currency;
use crate::leads::model::NewLead;
use report::Report;

/// Every way `plan` breaks the answers in `lead`, amounts written in `currency`; empty when
/// it keeps them all.
pub fn check(lead: &NewLead, plan: &Plan, currency: &Currency) -> Vec<Violation> {
    let mut report = Report(Vec::new());
    outlets::outlets(lead, plan, &mut report);
    time::time(lead, plan, &mut report);
    money::money(lead, plan, currency, &mut report);
    order::order(lead, plan, &mut report);
    counts::counts(lead, plan, &mut report);
    words::words(lead, plan, &mut report);
    arithmetic::arithmetic(plan, &mut report);
    language::language(lead, plan, &mut report);
    trades::trades(lead, plan, &mut report);
    report.0
}
