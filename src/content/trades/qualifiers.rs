//! Words that change what a trade sells or how ("drone", "on a trailer", "classes", "for
//! farms"): `content/qualifiers.toml`, embedded and checked like the trade files. Recognition
//! reads them to tell a trade from a business that only shares its noun (see
//! `plan/builtin/recognise.rs`).

use std::path::Path;
use std::sync::OnceLock;

use serde::Deserialize;

use super::check::line_of;
use super::schema::{Language, Selling};
use super::words::words;
use crate::content::error::ContentError;

/// The embedded file.
const TEXT: &str = include_str!("../../../content/qualifiers.toml");

/// One meaning, in each of the catalogue's languages.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Qualifier {
    /// What the words mean, for the file's reader: "on a trailer".
    pub name: String,
    /// Ways of selling that carry the meaning already: a trade that goes to its customers
    /// (`mobile`) knows "at home".
    #[serde(default)]
    pub models: Vec<Selling>,
    /// It changes only a trade customers look for nearby ("online").
    #[serde(default)]
    pub local_only: bool,
    /// It counts only where it names the customer, after "for" ("for small farms").
    #[serde(default)]
    pub after_for: bool,
    en: Vec<String>,
    nl: Vec<String>,
    de: Vec<String>,
    fr: Vec<String>,
    es: Vec<String>,
    pt: Vec<String>,
    it: Vec<String>,
    /// Every language's phrases, as written and as [`words`], made once when the file is read.
    #[serde(skip)]
    pub phrases: Vec<(String, Vec<String>)>,
}

impl Qualifier {
    fn written(&self, language: Language) -> &[String] {
        language.of([&self.en, &self.nl, &self.de, &self.fr, &self.es, &self.pt, &self.it])
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    qualifier: Vec<Qualifier>,
}

/// The embedded qualifiers, read once (checked by the tests, so this cannot fail in a
/// released binary).
pub fn qualifiers() -> &'static [Qualifier] {
    static QUALIFIERS: OnceLock<Vec<Qualifier>> = OnceLock::new();
    QUALIFIERS.get_or_init(|| {
        parse(Path::new("(embedded) content/qualifiers.toml"), TEXT)
            .unwrap_or_else(|err| panic!("{err}"))
    })
}

/// Reads and checks a qualifiers file: every meaning is named and written, in lower case, in
/// all seven languages.
fn parse(path: &Path, text: &str) -> Result<Vec<Qualifier>, ContentError> {
    let error = |field: Option<String>, message: String| ContentError {
        file: path.to_owned(),
        line: None,
        field,
        message,
    };
    let file: File = toml::from_str(text).map_err(|err| ContentError {
        line: err.span().map(|span| line_of(text, span.start)),
        ..error(None, err.message().trim_end().to_owned())
    })?;
    let mut qualifiers = file.qualifier;
    for (i, qualifier) in qualifiers.iter_mut().enumerate() {
        let field = |code: &str| Some(format!("qualifier[{i}].{code}"));
        if qualifier.name.trim().is_empty() {
            return Err(error(field("name"), "is empty".into()));
        }
        for language in Language::ALL {
            let written = qualifier.written(language);
            if written.is_empty() {
                return Err(error(field(language.code()), "has no phrase".into()));
            }
            if let Some(bad) =
                written.iter().find(|p| p.trim().is_empty() || **p != p.to_lowercase())
            {
                return Err(error(
                    field(language.code()),
                    format!("\"{bad}\" must be a lower-case phrase"),
                ));
            }
        }
        qualifier.phrases = Language::ALL
            .iter()
            .flat_map(|language| qualifier.written(*language))
            .map(|phrase| (phrase.clone(), words(phrase)))
            .collect();
    }
    Ok(qualifiers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_qualifiers_are_valid() {
        let qualifiers = parse(Path::new("content/qualifiers.toml"), TEXT).unwrap();
        assert!(qualifiers.len() >= 10);
        assert!(qualifiers.iter().all(|q| q.phrases.len() >= 7));
    }

    #[test]
    fn a_meaning_left_unwritten_in_a_language_is_refused() {
        let text = TEXT.replacen("\nit = ", "\n# it = ", 1);
        let err = parse(Path::new("qualifiers.toml"), &text).unwrap_err();
        assert!(err.message.contains("it"), "{err}");
        let text = TEXT.replacen("en = [\"", "en = [\"Upper ", 1);
        let err = parse(Path::new("qualifiers.toml"), &text).unwrap_err();
        assert_eq!(err.field.as_deref(), Some("qualifier[0].en"), "{err}");
    }
}
