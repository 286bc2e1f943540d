//! What is wrong with the content, said so that the operator can find it and fix it.

use std::fmt;
use std::path::PathBuf;

/// What is wrong with a content folder: the file, and where in it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentError {
    pub file: PathBuf,
    /// 1-based, when the problem has a place in the file.
    pub line: Option<usize>,
    /// The key, e.g. `pro.price` or `testimonials[2].name`.
    pub field: Option<String>,
    pub message: String,
}

impl fmt::Display for ContentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if let Some(field) = &self.field {
            write!(f, ": {field}")?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for ContentError {}
