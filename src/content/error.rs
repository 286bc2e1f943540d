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

/// Every problem found in a content folder, in the order found, so that one run of `content
/// check` (or of `serve`) names them all. Never empty.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContentErrors(Vec<ContentError>);

impl ContentErrors {
    /// `problems`, which are not none, each file's in the order of its lines (those of the
    /// whole file first), the files in the order they were read.
    pub(super) fn new(mut problems: Vec<ContentError>) -> Self {
        debug_assert!(!problems.is_empty(), "a content error names a problem");
        let mut files: Vec<PathBuf> = Vec::new();
        for problem in &problems {
            if !files.contains(&problem.file) {
                files.push(problem.file.clone());
            }
        }
        problems
            .sort_by_key(|p| (files.iter().position(|file| *file == p.file), p.line.unwrap_or(0)));
        Self(problems)
    }

    pub fn first(&self) -> &ContentError {
        &self.0[0]
    }

    pub fn as_slice(&self) -> &[ContentError] {
        &self.0
    }

    pub fn into_vec(self) -> Vec<ContentError> {
        self.0
    }
}

impl From<ContentError> for ContentErrors {
    fn from(error: ContentError) -> Self {
        Self(vec![error])
    }
}

impl fmt::Display for ContentErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.as_slice() {
            [one] => write!(f, "{one}"),
            all => {
                write!(f, "{} problems:", all.len())?;
                for problem in all {
                    write!(f, "\n  {problem}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for ContentErrors {}

/// The value of `result`, or its default with the problem noted: the check goes on to find the
/// others.
pub(super) fn keep<T: Default>(
    result: Result<T, ContentError>,
    problems: &mut Vec<ContentError>,
) -> T {
    result.unwrap_or_else(|problem| {
        problems.push(problem);
        T::default()
    })
}
