//! The landing page's claims, which only the operator can back: the line under the hero's
//! buttons, the note beside the comparison with a chatbot, and the example plan in the hero.
//! The embedded defaults claim nothing (no line, a note about how plans are reviewed, an
//! example shown as one); each can be turned off with an empty value.
//!
//! ```toml
//! [landing]
//! trust = "Trusted by 40 bakeries in Bristol"   # "" = no line
//!
//! [landing.note]          # body = "" hides the note
//! heading = "A note from Ana"
//! body = "I built Northwind after…"
//! signature = "Ana, founder"
//!
//! [landing.example]       # business = "" hides the example
//! business = "Bloom & Crumb Bakery"
//! subtitle = "Local bakery · Launched 4 months ago"
//! details = ["Mapped to Instagram…", "Week 1: claim…", "“sourdough near me”…"]
//! ```

use serde::{Deserialize, Serialize};
use toml::Spanned;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct LandingFile {
    pub(super) trust: Option<Spanned<String>>,
    pub(super) note: Option<NoteFile>,
    pub(super) example: Option<ExampleFile>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct NoteFile {
    pub(super) heading: Option<Spanned<String>>,
    pub(super) body: Spanned<String>,
    pub(super) signature: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ExampleFile {
    pub(super) business: Spanned<String>,
    pub(super) subtitle: Option<Spanned<String>>,
    pub(super) details: Option<Spanned<Vec<String>>>,
}

/// The landing page's claims, checked.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Landing {
    /// The line under the hero's buttons; empty = none.
    pub trust: String,
    pub note: Option<Note>,
    pub example: Option<Example>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Note {
    pub heading: String,
    pub body: String,
    /// Empty = no signature line.
    pub signature: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Example {
    pub business: String,
    pub subtitle: String,
    /// One line under each of the plan's parts: the ideas, the roadmap, the keywords.
    pub details: [String; 3],
}

impl LandingFile {
    /// The operator's keys over these, table by table: a folder that sets only `trust` keeps
    /// the default note and example.
    pub(super) fn overlay(&mut self, other: LandingFile) {
        if other.trust.is_some() {
            self.trust = other.trust;
        }
        if other.note.is_some() {
            self.note = other.note;
        }
        if other.example.is_some() {
            self.example = other.example;
        }
    }
}
