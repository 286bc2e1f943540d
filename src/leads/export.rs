//! Leads as a spreadsheet (CSV) or JSON: one row per lead with every answer (as the survey
//! shows it), the plan's status and when it was sent. The admin dashboard downloads the current
//! search; `plansmith leads export` writes the same to standard output.
//!
//! A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return
//! as a formula, and visitors write these answers: in CSV such cells get a leading `'`.

use rusqlite::Connection;
use serde::Serialize;

use super::model::Challenge;
use super::repo::{self, ExportFilter, Lead};
use crate::content::Currency;

/// Leads read per database call.
pub const BATCH: u32 = 500;

/// One lead, flat.
#[derive(Debug, Default, Serialize)]
pub struct Row {
    pub id: i64,
    pub created_at: String,
    pub email: String,
    pub business_name: String,
    pub business_type: &'static str,
    pub sell_location: &'static str,
    pub specific_location: String,
    pub business_offering: String,
    pub business_stage: &'static str,
    pub website: String,
    pub ideal_customer: String,
    pub problem_solved: String,
    pub success_vision: String,
    pub primary_goal: &'static str,
    pub time_available: &'static str,
    pub marketing_budget: String,
    pub brand_tone: &'static str,
    pub marketing_support: &'static str,
    pub platforms: String,
    pub marketing_challenges: String,
    pub other_challenge: String,
    pub current_marketing: String,
    /// The newest plan's status (`pending_review`, `approved`, `rejected`, `sent`), or empty.
    pub plan_status: String,
    pub plan_sent_at: String,
}

impl Row {
    /// The lead as a row, its budget written in `currency`.
    fn new(lead: Lead, currency: &Currency) -> Self {
        fn list<T: Copy>(items: &[T], label: fn(T) -> &'static str) -> String {
            items.iter().map(|item| label(*item)).collect::<Vec<_>>().join("; ")
        }
        let a = lead.answers;
        Self {
            id: lead.id,
            created_at: lead.created_at,
            email: a.email.to_string(),
            business_name: a.business_name,
            business_type: a.business_type.label(),
            sell_location: a.sell_location.label(),
            specific_location: a.specific_location.unwrap_or_default(),
            business_offering: a.business_offering,
            business_stage: a.business_stage.label(),
            website: a.website.unwrap_or_default(),
            ideal_customer: a.ideal_customer,
            problem_solved: a.problem_solved,
            success_vision: a.success_vision.unwrap_or_default(),
            primary_goal: a.primary_goal.label(),
            time_available: a.time_available.label(),
            marketing_budget: a.marketing_budget.label_in(currency),
            brand_tone: a.brand_tone.label(),
            marketing_support: a.marketing_support.label(),
            platforms: list(&a.platforms, |p| p.label()),
            marketing_challenges: list(&a.marketing_challenges, Challenge::label),
            other_challenge: a.other_challenge.unwrap_or_default(),
            current_marketing: list(&a.current_marketing, |c| c.label()),
            plan_status: lead.latest_strategy_status.unwrap_or_default(),
            plan_sent_at: lead.plan_sent_at.unwrap_or_default(),
        }
    }
}

/// The next batch after lead `after`, budgets written in `currency`; empty at the end.
pub fn batch(
    conn: &Connection,
    filter: &ExportFilter,
    after: i64,
    currency: &Currency,
) -> rusqlite::Result<Vec<Row>> {
    Ok(repo::export_batch(conn, filter, after, BATCH)?
        .into_iter()
        .map(|lead| Row::new(lead, currency))
        .collect())
}

/// A cell a spreadsheet will show as text, never run as a formula.
pub fn safe_cell(text: &str) -> std::borrow::Cow<'_, str> {
    match text.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{text}").into(),
        _ => text.into(),
    }
}

/// `rows` as CSV lines, after the header line (the field names) when `header`.
pub fn csv(rows: Vec<Row>, header: bool) -> Vec<u8> {
    let mut writer = csv::WriterBuilder::new().has_headers(header).from_writer(Vec::new());
    for row in rows {
        writer.serialize(row.defused()).expect("writing to memory");
    }
    writer.into_inner().expect("writing to memory")
}

/// The header line alone, for an export that matched no lead.
pub fn header_line() -> Vec<u8> {
    let all = csv(vec![Row::default()], true);
    let end = all.iter().position(|b| *b == b'\n').map_or(all.len(), |i| i + 1);
    all[..end].to_vec()
}

impl Row {
    /// The row with every written answer made safe for a spreadsheet (the labels are ours).
    fn defused(mut self) -> Self {
        for cell in [
            &mut self.email,
            &mut self.business_name,
            &mut self.specific_location,
            &mut self.business_offering,
            &mut self.website,
            &mut self.ideal_customer,
            &mut self.problem_solved,
            &mut self.success_vision,
            &mut self.other_challenge,
        ] {
            if let std::borrow::Cow::Owned(safe) = safe_cell(cell) {
                *cell = safe;
            }
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_defused_and_quotes_kept() {
        assert_eq!(safe_cell("=HYPERLINK(\"http://x\")"), "'=HYPERLINK(\"http://x\")");
        for risky in ["+1", "-1+2", "@SUM(A1)", "\tx", "\rx"] {
            assert!(safe_cell(risky).starts_with('\''), "{risky:?}");
        }
        assert_eq!(safe_cell("Bloom Bakery"), "Bloom Bakery");
        assert_eq!(safe_cell(""), "");
    }

    #[test]
    fn the_csv_has_a_header_and_quotes_what_needs_it() {
        let mut lead = crate::leads::model::tests::valid_input().parse().unwrap();
        lead.business_name = "=cmd|' /C calc'!A0".into();
        lead.ideal_customer = "Parents, \"busy\" ones\nnearby".into();
        let row = Row::new(
            Lead {
                id: 7,
                answers: lead,
                plan_generated: true,
                created_at: "2026-11-25T10:00:00.000Z".into(),
                plan_sent_at: None,
                latest_strategy_status: Some("pending_review".into()),
                plan_page: None,
            },
            &Currency::new("eur"),
        );
        let text = String::from_utf8(csv(vec![row], true)).unwrap();
        let mut reader = csv::Reader::from_reader(text.as_bytes());
        assert_eq!(reader.headers().unwrap().len(), 24);
        let record = reader.records().next().unwrap().unwrap();
        assert_eq!(&record[0], "7");
        assert_eq!(&record[3], "'=cmd|' /C calc'!A0");
        assert_eq!(&record[10], "Parents, \"busy\" ones\nnearby");
        assert_eq!(&record[22], "pending_review");
        assert_eq!(&record[18], "Instagram; Facebook");
        assert_eq!(&record[15], "€50–200 a month", "the budget in the operator's currency");
    }
}
