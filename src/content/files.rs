//! Where content comes from: the operator's folder, read as UTF-8 text (a file it lacks is no
//! error), and the defaults embedded in the binary (`content/` in the source tree).

use std::path::Path;

use rust_embed::RustEmbed;

use super::error::ContentError;

/// Everything under `content/` but the trades, which build.rs packs into one archive.
#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/content"]
#[exclude = "trades/*"]
pub(super) struct Defaults;

/// A text file's content, none if it does not exist.
pub(super) fn read_text(path: &Path) -> Result<Option<String>, ContentError> {
    match std::fs::read(path) {
        Ok(bytes) => String::from_utf8(bytes).map(Some).map_err(|e| ContentError {
            file: path.to_owned(),
            line: None,
            field: None,
            message: format!("is not UTF-8 text ({e})"),
        }),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(err) => Err(ContentError {
            file: path.to_owned(),
            line: None,
            field: None,
            message: format!("cannot be read: {err}"),
        }),
    }
}
