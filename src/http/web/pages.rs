//! The HTML pages: the UI build's page manifest (which path gets which prerendered file, and
//! what goes into the sitemap), the list of client routes used when there is no manifest, and
//! the responses that carry a page.

use std::sync::OnceLock;

use bytes::Bytes;
use poem::Response;
use poem::http::{StatusCode, header};
use serde::Deserialize;

use super::assets::{Dist, NO_CACHE};

/// Where the prerendered pages live in `ui/dist`; never served as files of their own.
pub(super) const PAGES_DIR: &str = "_pages/";
const MANIFEST: &str = "_pages/manifest.json";
/// Every blog post's page, with placeholders for the post.
pub(super) const POST_TEMPLATE: &str = "_pages/templates/blog-post.html";
/// The API docs page, served at `/api/docs` rather than as an app route.
pub(super) const API_DOCS: &str = "_pages/api-docs.html";
/// The example posts' first addresses (`/blog/1`...), which now redirect to their names.
pub(super) const LEGACY_POST_IDS: [&str; 6] = [
    "one-page-marketing-plan",
    "first-100-customers",
    "local-seo-weekend",
    "social-media-routine",
    "customer-questions-content",
    "email-list-from-zero",
];
const NOT_BUILT: &str = "The web interface was not built into this binary. Build it with `cargo build` (without PLANSMITH_SKIP_UI_BUILD).";

/// Where the app lives. Everything else gets the shell with 404 (the app renders its 404 page).
/// Used only when the UI build left no page manifest.
pub fn is_app_route(path: &str) -> bool {
    let path = normalize(path);
    matches!(
        path,
        "/" | "/blog"
            | "/admin"
            | "/admin/login"
            | "/admin/strategies"
            | "/admin/traffic"
            | "/admin/orders"
            | "/checkout"
            | "/privacy-policy"
            | "/terms"
    ) || path.strip_prefix("/blog/").is_some_and(|id| !id.is_empty() && !id.contains('/'))
}

pub(super) fn normalize(path: &str) -> &str {
    if path.len() > 1 { path.trim_end_matches('/') } else { path }
}

/// `ui/dist/_pages/manifest.json`, written by `ui/scripts/prerender.mjs`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct Manifest {
    pub(super) pages: Vec<ManifestPage>,
    /// The page for any other path, served with status 404.
    pub(super) not_found: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct ManifestPage {
    pub(super) path: String,
    pub(super) file: String,
    /// Listed in `sitemap.xml`.
    #[serde(default)]
    pub(super) sitemap: bool,
    /// `YYYY-MM-DD` of the last change, for the sitemap.
    pub(super) lastmod: Option<String>,
}

impl Manifest {
    pub(super) fn load() -> Option<Self> {
        let file = Dist::get(MANIFEST)?;
        match serde_json::from_slice(&file.data) {
            Ok(manifest) => Some(manifest),
            Err(err) => {
                tracing::error!(error = %err, "the UI's page manifest is unreadable; serving the plain app shell");
                None
            }
        }
    }

    pub(super) fn page(&self, path: &str) -> Option<&ManifestPage> {
        let path = normalize(path);
        self.pages.iter().find(|page| page.path == path)
    }
}

/// A page ready to send: the site URL, the operator's brand and the analytics script filled
/// in, and gzipped once. Shared, not copied, by every answer. Only the gzipped copy is kept:
/// nearly every client takes it, and the rare one that does not gets it unzipped.
pub(super) struct Page {
    pub(super) gzip: Bytes,
}

impl Page {
    pub(super) fn new(html: String) -> Self {
        Self { gzip: super::assets::gzip(html.as_bytes()).into() }
    }

    /// The page as HTML.
    pub(super) fn html(&self) -> Vec<u8> {
        let mut html = Vec::with_capacity(self.gzip.len() * 6);
        // Unzipping what this process zipped cannot fail.
        let _ = std::io::Read::read_to_end(
            &mut flate2::read::GzDecoder::new(&self.gzip[..]),
            &mut html,
        );
        html
    }
}

/// A page prepared on first use, or by the warm-up after start, whichever comes first.
#[derive(Default)]
pub(super) struct LazyPage(OnceLock<Page>);

impl LazyPage {
    pub(super) fn get(&self, prepare: impl FnOnce() -> String) -> &Page {
        self.0.get_or_init(|| Page::new(prepare()))
    }
}

/// A prepared page, gzipped when the client takes it.
pub(super) fn html_response(status: StatusCode, page: &Page, accepts_gzip: bool) -> Response {
    let builder = Response::builder()
        .status(status)
        .content_type("text/html; charset=utf-8")
        .header(header::CACHE_CONTROL, NO_CACHE)
        .header(header::VARY, "Accept-Encoding");
    if accepts_gzip {
        builder.header(header::CONTENT_ENCODING, "gzip").body(page.gzip.clone())
    } else {
        builder.body(page.html())
    }
}

pub(super) fn not_built() -> Response {
    Response::builder()
        .status(StatusCode::SERVICE_UNAVAILABLE)
        .content_type("text/plain; charset=utf-8")
        .header(header::CACHE_CONTROL, NO_CACHE)
        .body(NOT_BUILT)
}

#[cfg(test)]
mod tests {
    use super::is_app_route;

    #[test]
    fn app_routes_are_the_pages_of_the_product() {
        for path in [
            "/",
            "/blog",
            "/blog/",
            "/blog/3",
            "/admin",
            "/admin/login",
            "/admin/strategies",
            "/checkout",
            "/privacy-policy",
            "/terms",
        ] {
            assert!(is_app_route(path), "{path}");
        }
        for path in ["/nope", "/blog/1/2", "/admin/other", "/checkout/x", "/index.htm"] {
            assert!(!is_app_route(path), "{path}");
        }
    }
}
