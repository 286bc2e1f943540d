//! The weeks a posting calendar covers and the posts on it.

use jiff::ToSpan;
use jiff::civil::Date;

use crate::plan::holidays::first_monday;
use crate::plan::model::{ContentIdea, Outlet};

/// Weeks the product's own calendar covers.
pub const WEEKS: u8 = 4;

/// The weeks the calendar covers: the Monday the plan's week 1 began, the first and last
/// roadmap weeks shown, and the first day a post may fall on (the day after the purchase).
#[derive(Debug, Clone, Copy)]
pub struct Span {
    pub start: Date,
    pub first: u8,
    pub last: u8,
    pub from: Date,
}

impl Span {
    /// For a purchase on `purchased` of a plan whose week 1 began on `started` (the Monday
    /// after the purchase when the plan is written for it), to the end of the plan when the
    /// model scheduled every post, else for four weeks.
    pub fn new(purchased: Date, started: Option<Date>, scheduled: bool) -> Self {
        let from = purchased.tomorrow().unwrap_or(purchased);
        let start = started.unwrap_or_else(|| first_monday(purchased));
        let elapsed = from.since(start).map_or(0, |span| span.get_days()).max(0);
        let first = u8::try_from(elapsed / 7 + 1).unwrap_or(13).min(13);
        let last = if scheduled { 13 } else { (first + WEEKS - 1).min(13) };
        Self { start, first, last, from }
    }

    /// The Monday of roadmap week `week`.
    pub fn monday(&self, week: u8) -> Date {
        self.start.checked_add((i64::from(week.saturating_sub(1)) * 7).days()).unwrap_or(self.start)
    }
}

/// One post on the calendar.
pub struct Slot<'a> {
    pub day: Date,
    pub outlet: Outlet,
    pub idea: &'a ContentIdea,
    /// It went out before, and goes out again under a new first line.
    pub again: bool,
}
