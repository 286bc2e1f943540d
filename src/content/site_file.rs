//! `site.toml` as parsed, before any check: each value with its place in the file (for the
//! errors that name it), and the operator's file laid over the embedded one.

use std::path::{Path, PathBuf};

use serde::Deserialize;
use toml::Spanned;

use super::error::ContentError;

/// `site.toml` as written; every key optional so a folder may set only what it changes.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct SiteFile {
    pub(super) brand_name: Option<Spanned<String>>,
    pub(super) support_email: Option<Spanned<String>>,
    pub(super) legal_name: Option<Spanned<String>>,
    pub(super) postal_address: Option<Spanned<String>>,
    pub(super) logo: Option<Spanned<String>>,
    pub(super) og_image: Option<Spanned<String>>,
    pub(super) accent_color: Option<Spanned<String>>,
    pub(super) pro: Option<ProFile>,
    pub(super) figures: Option<Vec<FigureFile>>,
    pub(super) testimonials: Option<Vec<TestimonialFile>>,
    pub(super) blog: Option<BlogFile>,
    pub(super) landing: Option<super::landing::LandingFile>,
    /// The file the last keys came from: the defaults are valid, so any problem found after
    /// the overlay is in the operator's file.
    #[serde(skip)]
    pub(super) source: Source,
}

#[derive(Debug, Default, Clone)]
pub(super) struct Source {
    pub(super) path: PathBuf,
    pub(super) text: String,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct BlogFile {
    /// Keep the embedded example posts beside the folder's own (default true).
    pub(super) default_posts: Option<bool>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct ProFile {
    pub(super) price: Spanned<String>,
    pub(super) currency: Spanned<String>,
    /// The struck-out anchor beside the price, written in full ("Worth €2,000"; "" = none).
    pub(super) worth: Option<Spanned<String>>,
    /// The coming Full Execution Service's monthly price ("€180-550"; "" = none).
    pub(super) service_price: Option<Spanned<String>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct FigureFile {
    pub(super) value: Spanned<String>,
    pub(super) label: Spanned<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct TestimonialFile {
    pub(super) quote: Spanned<String>,
    pub(super) name: Spanned<String>,
    pub(super) role: Spanned<String>,
    pub(super) photo: Option<Spanned<String>>,
}

/// The 1-based line of `offset` in `text`.
pub(super) fn line_of(text: &str, offset: usize) -> usize {
    text[..offset.min(text.len())].bytes().filter(|b| *b == b'\n').count() + 1
}

pub(super) fn parse_file(path: &Path, text: &str) -> Result<SiteFile, ContentError> {
    let mut file: SiteFile = toml::from_str(text).map_err(|err| ContentError {
        file: path.to_owned(),
        line: err.span().map(|span| line_of(text, span.start)),
        field: None,
        message: err.message().trim_end().to_owned(),
    })?;
    file.source = Source { path: path.to_owned(), text: text.to_owned() };
    Ok(file)
}

impl SiteFile {
    /// The operator's keys over these.
    pub(super) fn overlay(&mut self, other: SiteFile) {
        macro_rules! take {
            ($($field:ident),*) => { $( if other.$field.is_some() { self.$field = other.$field; } )* };
        }
        self.source = other.source.clone();
        match (&mut self.landing, other.landing) {
            (Some(ours), Some(theirs)) => ours.overlay(theirs),
            (ours, theirs) => {
                if theirs.is_some() {
                    *ours = theirs;
                }
            }
        }
        take!(
            brand_name,
            support_email,
            legal_name,
            postal_address,
            logo,
            og_image,
            accent_color,
            pro,
            figures,
            testimonials,
            blog
        );
    }
}
