//! The checks every survey answer goes through, each failure naming the field at fault in
//! words the founder understands.

use crate::http::error::ApiError;
use crate::mail::hidden_character;

/// Whether a text answer may hold line breaks (and tabs).
#[derive(Clone, Copy, PartialEq)]
pub(super) enum Line {
    Single,
    Multi,
}

pub(super) fn required<T>(field: &str, what: &str, value: Option<T>) -> Result<T, ApiError> {
    value.ok_or_else(|| {
        ApiError::field(field, format!("Please tell us {what} ({field} is required)"))
    })
}

pub(super) fn required_text(
    field: &str,
    what: &str,
    value: Option<String>,
    max: usize,
    line: Line,
) -> Result<String, ApiError> {
    let text = optional_text(field, value, max, line)?;
    required(field, what, text)
}

/// Trims the text; empty means absent. Rejects over-long text, control characters (any line
/// break in a single-line field) and invisible formatting characters.
pub(super) fn optional_text(
    field: &str,
    value: Option<String>,
    max: usize,
    line: Line,
) -> Result<Option<String>, ApiError> {
    let Some(raw) = value else { return Ok(None) };
    let text = raw.replace("\r\n", "\n");
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let length = text.chars().count();
    if length > max {
        return Err(ApiError::field(
            field,
            format!("{field} is too long: {length} characters, at most {max} allowed"),
        ));
    }
    let allowed = |c: char| line == Line::Multi && (c == '\n' || c == '\t');
    if text.chars().any(|c| c.is_control() && !allowed(c)) {
        let what = if line == Line::Single {
            "line breaks or control characters"
        } else {
            "control characters"
        };
        return Err(ApiError::field(field, format!("{field} must not contain {what}")));
    }
    if let Some(c) = hidden_character(text) {
        return Err(ApiError::field(
            field,
            format!(
                "{field} must not contain invisible formatting characters (U+{:04X})",
                u32::from(c)
            ),
        ));
    }
    Ok(Some(text.to_owned()))
}

pub(super) fn required_list<T: PartialEq + std::fmt::Display>(
    field: &str,
    what: &str,
    value: Option<Vec<T>>,
) -> Result<Vec<T>, ApiError> {
    let list = value.unwrap_or_default();
    if list.is_empty() {
        return Err(ApiError::field(field, format!("Please choose {what} ({field} is required)")));
    }
    for (i, item) in list.iter().enumerate() {
        if list[..i].contains(item) {
            return Err(ApiError::field(field, format!("{field} lists \"{item}\" more than once")));
        }
    }
    Ok(list)
}
