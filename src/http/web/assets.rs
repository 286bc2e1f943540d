//! The files of the UI build, embedded in the binary: served with a precompressed `.br`/`.gz`
//! twin when the client takes one, and the cache policies every UI response uses. The build
//! keeps scripts, stylesheets and the prerendered pages only compressed
//! (`ui/scripts/compress.mjs`): such a file is read by unzipping its `.gz`.

use std::borrow::Cow;
use std::io::{Read, Write};

use poem::Response;
use poem::http::header;
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/ui/dist"]
pub(super) struct Dist;

/// Hashed assets: a new build gives them new names.
pub(super) const IMMUTABLE: &str = "public, max-age=31536000, immutable";
pub(super) const SHORT: &str = "public, max-age=3600";
pub(super) const NO_CACHE: &str = "no-cache";

/// The embedded file `name`, unzipped from its `.gz` when the build kept only that.
pub(super) fn read(name: &str) -> Option<Cow<'static, [u8]>> {
    if let Some(file) = Dist::get(name) {
        return Some(file.data);
    }
    let zipped = Dist::get(&format!("{name}.gz"))?.data;
    let mut data = Vec::with_capacity(zipped.len() * 4);
    // The build wrote it with zlib: a file that does not unzip is a broken build.
    flate2::read::GzDecoder::new(&zipped[..]).read_to_end(&mut data).ok()?;
    Some(Cow::Owned(data))
}

/// Whether the build embedded `name`, as itself or only as its `.gz` (without unzipping it).
pub(super) fn exists(name: &str) -> bool {
    Dist::get(name).is_some() || Dist::get(&format!("{name}.gz")).is_some()
}

/// [`read`] as text (the pages and fragments the server fills in).
pub(super) fn read_text(name: &str) -> Option<String> {
    read(name).map(|data| String::from_utf8_lossy(&data).into_owned())
}

/// Serves `name` from the embedded files, choosing a precompressed `.br`/`.gz` twin when the
/// client accepts it.
pub(super) fn serve_file(
    name: &str,
    accept_encoding: &str,
    cache: &'static str,
) -> Option<Response> {
    if name.ends_with(".br") || name.ends_with(".gz") {
        return None;
    }
    let mime = mime_guess::from_path(name).first_or_octet_stream();
    let mut builder = Response::builder()
        .content_type(content_type(&mime))
        .header(header::CACHE_CONTROL, cache)
        .header(header::VARY, "Accept-Encoding");
    for (coding, suffix) in [("br", "br"), ("gzip", "gz")] {
        if accepts(accept_encoding, coding)
            && let Some(compressed) = Dist::get(&format!("{name}.{suffix}"))
        {
            builder = builder.header(header::CONTENT_ENCODING, coding);
            return Some(builder.body(compressed.data.into_owned()));
        }
    }
    Some(builder.body(read(name)?.into_owned()))
}

/// Whether an `Accept-Encoding` value takes `coding` (and does not refuse it with `q=0`).
pub fn accepts(accept_encoding: &str, coding: &str) -> bool {
    accept_encoding.split(',').any(|part| {
        let mut pieces = part.split(';');
        let name = pieces.next().unwrap_or("").trim();
        let refused = pieces.any(|p| p.trim().replace(' ', "") == "q=0");
        name.eq_ignore_ascii_case(coding) && !refused
    })
}

pub(super) fn gzip(data: &[u8]) -> Vec<u8> {
    gzip_at(data, flate2::Compression::best())
}

/// `data` gzipped fast, for a page written per request (a plan page of 200 KB in about a
/// millisecond, a sixth of its size).
pub fn gzip_fast(data: &[u8]) -> Vec<u8> {
    gzip_at(data, flate2::Compression::fast())
}

fn gzip_at(data: &[u8], level: flate2::Compression) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::with_capacity(data.len() / 4), level);
    // Writing to a Vec cannot fail.
    let _ = encoder.write_all(data);
    encoder.finish().unwrap_or_default()
}

fn content_type(mime: &mime_guess::Mime) -> String {
    let text =
        mime.type_() == "text" || matches!(mime.subtype().as_str(), "javascript" | "json" | "svg");
    if text && mime.get_param("charset").is_none() {
        format!("{mime}; charset=utf-8")
    } else {
        mime.to_string()
    }
}
