//! Pictures: the logo, the link-preview picture, testimonial photos and post covers, each a
//! plain file name in the content folder (or among the embedded defaults), served at
//! `/content/{name}`.

use std::path::Path;

use super::files::Defaults;

/// Logos and photos: the image types browsers show, and nothing that could run script when
/// opened on its own (SVG is served with a CSP that forbids scripts).
const IMAGE_TYPES: [&str; 5] = ["svg", "png", "jpg", "jpeg", "webp"];
/// Big enough for any logo or portrait, small enough to keep in memory.
const MAX_IMAGE_BYTES: usize = 2 * 1024 * 1024;

/// A picture from the content folder, served at `/content/{name}`.
#[derive(Debug, Clone)]
pub struct Image {
    pub name: String,
    pub data: Vec<u8>,
}

impl Image {
    /// `/content/{name}?v={hash}`: a new file gets a new address, so it may be cached for good.
    pub fn url(&self) -> String {
        use sha2::Digest;
        let digest = sha2::Sha256::digest(&self.data);
        // Names are plain (letters, digits, '.', '-', '_'): nothing to encode.
        format!("/content/{}?v={}", self.name, hex::encode(&digest[..6]))
    }
}

/// A picture named in `site.toml` or a post: a plain file name in the folder, else among the
/// embedded defaults (the example posts' covers), of an image type.
pub(super) fn image(dir: Option<&Path>, name: &str) -> Result<Image, String> {
    let plain = !name.is_empty()
        && !name.starts_with('.')
        && name.chars().all(|c| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_'));
    if !plain {
        return Err(format!(
            "{name:?} must be a file name in the content folder (letters, digits, '.', '-', '_')"
        ));
    }
    let extension =
        name.rsplit_once('.').map(|(_, ext)| ext.to_ascii_lowercase()).unwrap_or_default();
    if !IMAGE_TYPES.contains(&extension.as_str()) {
        return Err(format!("{name:?} must be an image: {}", IMAGE_TYPES.join(", ")));
    }
    let path = dir.map(|dir| dir.join(name));
    let data = match &path {
        Some(path) if path.exists() => {
            std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?
        }
        _ => match Defaults::get(name) {
            Some(file) => file.data.into_owned(),
            None => {
                return Err(match path {
                    Some(path) => format!("cannot read {}: no such file", path.display()),
                    None => format!("{name:?} needs a content folder to live in"),
                });
            }
        },
    };
    if data.len() > MAX_IMAGE_BYTES {
        return Err(format!(
            "{name:?} is {} KiB; keep images under {} KiB",
            data.len() / 1024,
            MAX_IMAGE_BYTES / 1024
        ));
    }
    Ok(Image { name: name.to_owned(), data })
}
