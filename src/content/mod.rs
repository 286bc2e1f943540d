//! The operator's content: brand, legal identity, logo, accent colour, the Pro price, the
//! landing page's figures and testimonials, and optional Markdown for the privacy policy and
//! the terms.
//!
//! It comes from one folder the operator owns (`content_dir`), laid over the defaults embedded
//! in the binary (`content/` in the source tree): a key `site.toml` leaves out keeps its
//! default, a file the folder lacks falls back to the embedded one. Anything malformed is an
//! error that names the file, the line and the field, so `serve` refuses to start with it and
//! `plansmith content check` reports it; one run names every problem it can find (those of
//! `site.toml`'s keys, of every post and of the trades), not only the first.

use std::path::Path;

mod contrast;
mod cover;
mod error;
mod files;
mod images;
mod landing;
mod markdown;
mod posts;
mod price;
mod site;
mod site_file;
pub mod trades;
mod validate;

pub use cover::{COVER_HEIGHT, COVER_WIDTH, Cover};
pub use error::{ContentError, ContentErrors};
pub use images::Image;
pub use landing::{Example, Landing, Note};
pub use markdown::{inert, markdown};
pub use posts::{DateSource, Post, category_slug};
pub use price::{Currency, Price};
pub use site::{Figure, Site, Testimonial};

use files::{Defaults, read_text};
use site_file::parse_file;

const SITE_FILE: &str = "site.toml";

impl Site {
    /// The embedded defaults laid under the folder's files, or every problem found in them.
    pub fn load(dir: Option<&Path>) -> Result<Self, ContentErrors> {
        let defaults = Defaults::get(SITE_FILE).expect("content/site.toml is embedded");
        let defaults_text = String::from_utf8_lossy(&defaults.data).into_owned();
        let mut file = parse_file(Path::new("(embedded) content/site.toml"), &defaults_text)?;
        let mut privacy_md = None;
        let mut terms_md = None;
        let mut problems = Vec::new();
        if let Some(dir) = dir {
            if !dir.is_dir() {
                return Err(ContentError {
                    file: dir.to_owned(),
                    line: None,
                    field: None,
                    message: "is not a folder (set content_dir / PLANSMITH_CONTENT_DIR to the content folder)".into(),
                }
                .into());
            }
            let path = dir.join(SITE_FILE);
            // A site.toml that cannot be read leaves the defaults, so the posts and trades are
            // still checked.
            match read_text(&path).and_then(|text| text.map(|t| parse_file(&path, &t)).transpose())
            {
                Ok(Some(own)) => file.overlay(own),
                Ok(None) => {}
                Err(problem) => problems.push(problem),
            }
            privacy_md = error::keep(read_text(&dir.join("privacy.md")), &mut problems);
            terms_md = error::keep(read_text(&dir.join("terms.md")), &mut problems);
        }
        let site = file
            .into_site(dir, privacy_md, terms_md)
            .map_err(|found| problems.extend(found.into_vec()));
        let trades = error::keep(trades::own_trades(dir), &mut problems);
        match site {
            Ok(mut site) if problems.is_empty() => {
                site.trades = trades;
                Ok(site)
            }
            _ => Err(ContentErrors::new(problems)),
        }
    }
}

#[cfg(test)]
mod tests;
