//! The embedded React app: hashed assets cached forever and served precompressed, one HTML
//! page per client route (prerendered with its content where the UI build did so, status 404
//! for paths the app does not know), `robots.txt` and `sitemap.xml`, and the security headers
//! every response carries.
//!
//! The UI build writes `_pages/manifest.json` next to the pages it rendered: which path gets
//! which file, and which pages go into the sitemap. It is the one list of pages (blog posts
//! included); the server never keeps a second one.

use std::collections::HashMap;
use std::io::Write;
use std::sync::Arc;

use poem::http::{HeaderValue, Method, StatusCode, header};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response};
use rust_embed::RustEmbed;
use serde::Deserialize;

use super::branding::Branding;
use super::html::escape_html;
use crate::config::{AnalyticsScript, Config};

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/ui/dist"]
struct Dist;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const SHORT: &str = "public, max-age=3600";
const NO_CACHE: &str = "no-cache";

/// Where the prerendered pages live in `ui/dist`; never served as files of their own.
const PAGES_DIR: &str = "_pages/";
const MANIFEST: &str = "_pages/manifest.json";
/// Every blog post's page, with placeholders for the post.
const POST_TEMPLATE: &str = "_pages/templates/blog-post.html";
/// The example posts' first addresses (`/blog/1`...), which now redirect to their names.
const LEGACY_POST_IDS: [&str; 6] = [
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

fn normalize(path: &str) -> &str {
    if path.len() > 1 { path.trim_end_matches('/') } else { path }
}

/// `ui/dist/_pages/manifest.json`, written by `ui/scripts/prerender.mjs`.
#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Manifest {
    pages: Vec<ManifestPage>,
    /// The page for any other path, served with status 404.
    not_found: String,
}

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct ManifestPage {
    path: String,
    file: String,
    /// Listed in `sitemap.xml`.
    #[serde(default)]
    sitemap: bool,
    /// `YYYY-MM-DD` of the last change, for the sitemap.
    lastmod: Option<String>,
}

impl Manifest {
    fn load() -> Option<Self> {
        let file = Dist::get(MANIFEST)?;
        match serde_json::from_slice(&file.data) {
            Ok(manifest) => Some(manifest),
            Err(err) => {
                tracing::error!(error = %err, "the UI's page manifest is unreadable; serving the plain app shell");
                None
            }
        }
    }

    fn page(&self, path: &str) -> Option<&ManifestPage> {
        let path = normalize(path);
        self.pages.iter().find(|page| page.path == path)
    }
}

/// A page ready to send: the site URL, the operator's brand and the analytics script filled
/// in, and gzipped once.
struct Page {
    html: String,
    gzip: Vec<u8>,
}

/// Serves the UI for any path not claimed by the API.
pub struct Ui {
    site_url: String,
    branding: Branding,
    /// The third-party analytics `<script>` tag, when one is configured.
    analytics_tag: Option<String>,
    manifest: Option<Manifest>,
    /// Every page of the manifest by file name, prepared at start.
    pages: HashMap<String, Page>,
    /// Each blog post's page by its slug, and its date for the sitemap.
    posts: HashMap<String, Page>,
    post_dates: Vec<(String, String)>,
}

impl Ui {
    pub fn new(config: &Config) -> Self {
        let mut ui = Self {
            site_url: config.site_url.clone(),
            branding: Branding::new(config, |name| {
                Dist::get(&format!("{PAGES_DIR}fragments/{name}.html"))
                    .map(|file| String::from_utf8_lossy(&file.data).into_owned())
            }),
            analytics_tag: config.analytics.as_ref().map(analytics_tag),
            manifest: Manifest::load(),
            pages: HashMap::new(),
            posts: HashMap::new(),
            post_dates: config
                .site
                .posts
                .iter()
                .map(|post| (post.slug.clone(), post.date.to_string()))
                .collect(),
        };
        if let Some(template) = Dist::get(POST_TEMPLATE) {
            let template = String::from_utf8_lossy(&template.data);
            ui.posts = ui
                .branding
                .post_pages(&template)
                .into_iter()
                .map(|(slug, html)| {
                    let html = ui.with_analytics(html, false);
                    let gzip = gzip(html.as_bytes());
                    (slug, Page { html, gzip })
                })
                .collect();
        }
        if let Some(manifest) = &ui.manifest {
            let files = manifest
                .pages
                .iter()
                .map(|page| {
                    (page.file.as_str(), page.path == "/admin" || page.path.starts_with("/admin/"))
                })
                .chain([(manifest.not_found.as_str(), false)]);
            let mut pages = HashMap::new();
            for (file, admin) in files {
                if let Some(html) = ui.fill_in(file, admin) {
                    let gzip = gzip(html.as_bytes());
                    pages.insert(file.to_owned(), Page { html, gzip });
                }
            }
            ui.pages = pages;
        }
        ui
    }

    /// The embedded page `file` with the site URL and brand filled in and, except on the
    /// admin's pages, the analytics script added.
    fn fill_in(&self, file: &str, admin: bool) -> Option<String> {
        let data = Dist::get(file)?.data;
        let html = self.branding.apply(file, &String::from_utf8_lossy(&data));
        Some(self.with_analytics(html, admin))
    }

    /// The analytics script added, except on the admin's pages.
    fn with_analytics(&self, mut html: String, admin: bool) -> String {
        if let (Some(tag), false) = (&self.analytics_tag, admin)
            && let Some(at) = html.find("</head>")
        {
            html.insert_str(at, tag);
        }
        html
    }

    fn robots(&self) -> Response {
        let body = format!(
            "User-agent: *\nDisallow: /admin\nDisallow: /api\nAllow: /\n\nSitemap: {}/sitemap.xml\n",
            self.site_url
        );
        Response::builder()
            .content_type("text/plain; charset=utf-8")
            .header(header::CACHE_CONTROL, SHORT)
            .body(body)
    }

    fn sitemap(&self) -> Response {
        let Some(manifest) = &self.manifest else {
            return not_built();
        };
        let mut xml = String::from(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n",
        );
        for page in manifest.pages.iter().filter(|page| page.sitemap) {
            xml.push_str(&format!(
                "  <url><loc>{}</loc>",
                escape_html(&format!("{}{}", self.site_url, page.path))
            ));
            if let Some(lastmod) = &page.lastmod {
                xml.push_str(&format!("<lastmod>{}</lastmod>", escape_html(lastmod)));
            }
            xml.push_str("</url>\n");
        }
        for (slug, date) in &self.post_dates {
            let loc = escape_html(&format!("{}/blog/{slug}", self.site_url));
            xml.push_str(&format!("  <url><loc>{loc}</loc><lastmod>{date}</lastmod></url>\n"));
        }
        xml.push_str("</urlset>\n");
        Response::builder()
            .content_type("application/xml; charset=utf-8")
            .header(header::CACHE_CONTROL, SHORT)
            .body(xml)
    }

    /// The HTML page for a client route: the prerendered one where there is one, gzipped when
    /// the client takes it.
    fn page(&self, path: &str, accepts_gzip: bool) -> Response {
        if let Some(slug) = normalize(path).strip_prefix("/blog/") {
            if let Some(page) = self.posts.get(slug) {
                return html_response(StatusCode::OK, page, accepts_gzip);
            }
            if let Some(name) = ["1", "2", "3", "4", "5", "6"]
                .iter()
                .position(|id| *id == slug)
                .map(|index| LEGACY_POST_IDS[index])
                && self.posts.contains_key(name)
            {
                return Response::builder()
                    .status(StatusCode::MOVED_PERMANENTLY)
                    .header(header::LOCATION, format!("/blog/{name}"))
                    .header(header::CACHE_CONTROL, SHORT)
                    .finish();
            }
        }
        let admin = normalize(path) == "/admin" || path.starts_with("/admin/");
        let (status, file) = match &self.manifest {
            Some(manifest) => match manifest.page(path) {
                Some(page) => (StatusCode::OK, page.file.as_str()),
                None => (StatusCode::NOT_FOUND, manifest.not_found.as_str()),
            },
            None => (
                if is_app_route(path) { StatusCode::OK } else { StatusCode::NOT_FOUND },
                "index.html",
            ),
        };
        let builder = Response::builder()
            .status(status)
            .content_type("text/html; charset=utf-8")
            .header(header::CACHE_CONTROL, NO_CACHE)
            .header(header::VARY, "Accept-Encoding");
        match self.pages.get(file) {
            Some(page) => html_response(status, page, accepts_gzip),
            None => match self.fill_in(file, admin) {
                Some(html) => builder.body(html),
                None => not_built(),
            },
        }
    }
}

impl Endpoint for Ui {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return Ok(StatusCode::METHOD_NOT_ALLOWED.into_response());
        }
        let path = req.uri().path();
        let accept =
            req.headers().get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("");

        if let Some(asset) = path.strip_prefix("/assets/") {
            return Ok(match serve_file(&format!("assets/{asset}"), accept, IMMUTABLE) {
                Some(response) => response,
                None => (StatusCode::NOT_FOUND, "Not found").into_response(),
            });
        }
        if let Some(name) = path.strip_prefix("/content/") {
            return Ok(match self.branding.file(name) {
                Some(response) => response,
                None => (StatusCode::NOT_FOUND, "Not found").into_response(),
            });
        }
        match path {
            "/robots.txt" => return Ok(self.robots()),
            "/sitemap.xml" => return Ok(self.sitemap()),
            _ => {}
        }
        let file = path.trim_start_matches('/');
        if !file.is_empty()
            && file != "index.html"
            && !file.contains("..")
            && !file.starts_with(PAGES_DIR)
            && let Some(response) = serve_file(file, accept, SHORT)
        {
            return Ok(response);
        }
        Ok(self.page(path, accepts(accept, "gzip")))
    }
}

/// A prepared page, gzipped when the client takes it.
fn html_response(status: StatusCode, page: &Page, accepts_gzip: bool) -> Response {
    let builder = Response::builder()
        .status(status)
        .content_type("text/html; charset=utf-8")
        .header(header::CACHE_CONTROL, NO_CACHE)
        .header(header::VARY, "Accept-Encoding");
    if accepts_gzip {
        builder.header(header::CONTENT_ENCODING, "gzip").body(page.gzip.clone())
    } else {
        builder.body(page.html.clone())
    }
}

fn not_built() -> Response {
    Response::builder()
        .status(StatusCode::SERVICE_UNAVAILABLE)
        .content_type("text/plain; charset=utf-8")
        .header(header::CACHE_CONTROL, NO_CACHE)
        .body(NOT_BUILT)
}

/// `<script defer src=…>` for the configured service; its id goes in the attribute each
/// common service reads (Plausible `data-domain`, Umami `data-website-id`).
fn analytics_tag(script: &AnalyticsScript) -> String {
    let id = script
        .site_id
        .as_deref()
        .map(|id| {
            let id = escape_html(id);
            format!(" data-domain=\"{id}\" data-website-id=\"{id}\"")
        })
        .unwrap_or_default();
    format!("<script defer src=\"{}\"{id}></script>", escape_html(&script.script_url))
}

/// Serves `name` from the embedded files, choosing a precompressed `.br`/`.gz` twin when the
/// client accepts it.
fn serve_file(name: &str, accept_encoding: &str, cache: &'static str) -> Option<Response> {
    if name.ends_with(".br") || name.ends_with(".gz") {
        return None;
    }
    let file = Dist::get(name)?;
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
    Some(builder.body(file.data.into_owned()))
}

/// Whether an `Accept-Encoding` value takes `coding` (and does not refuse it with `q=0`).
fn accepts(accept_encoding: &str, coding: &str) -> bool {
    accept_encoding.split(',').any(|part| {
        let mut pieces = part.split(';');
        let name = pieces.next().unwrap_or("").trim();
        let refused = pieces.any(|p| p.trim().replace(' ', "") == "q=0");
        name.eq_ignore_ascii_case(coding) && !refused
    })
}

fn gzip(data: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(
        Vec::with_capacity(data.len() / 4),
        flate2::Compression::best(),
    );
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

/// The Content-Security-Policy of the app; Stripe is allowed for the checkout.
pub const CSP: &str = "default-src 'self'; script-src 'self' https://js.stripe.com; \
    style-src 'self' 'unsafe-inline'; img-src 'self' data: https://*.stripe.com; \
    connect-src 'self' https://api.stripe.com; frame-src https://js.stripe.com https://hooks.stripe.com; \
    font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// The app's CSP, widened for the third-party analytics origin (its script and its beacons)
/// when one is configured.
pub fn csp(analytics: Option<&AnalyticsScript>) -> String {
    match analytics {
        None => CSP.to_owned(),
        Some(script) => {
            let origin = script.origin();
            CSP.replacen("script-src 'self'", &format!("script-src 'self' {origin}"), 1).replacen(
                "connect-src 'self'",
                &format!("connect-src 'self' {origin}"),
                1,
            )
        }
    }
}

/// The interactive API docs page inlines its scripts and styles.
const DOCS_CSP: &str = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/// Browsers keep to HTTPS for a year once they have seen this over HTTPS.
const HSTS: &str = "max-age=31536000; includeSubDomains";

/// Adds the security headers to every response.
pub struct SecurityHeaders(Arc<Policies>);

/// The headers' values, worked out once at start.
struct Policies {
    /// The public pages' CSP, widened for an operator's analytics script.
    public_csp: HeaderValue,
    /// Sent with HTTPS site URLs only (over plain HTTP browsers ignore it anyway, and a
    /// development server on http:// must stay reachable).
    hsts: bool,
}

impl SecurityHeaders {
    pub fn new(config: &Config) -> Self {
        let public_csp = HeaderValue::from_str(&csp(config.analytics.as_ref()))
            .unwrap_or_else(|_| HeaderValue::from_static(CSP));
        Self(Arc::new(Policies { public_csp, hsts: config.site_url.starts_with("https://") }))
    }
}

impl<E: Endpoint> Middleware<E> for SecurityHeaders {
    type Output = SecurityHeadersEndpoint<E>;

    fn transform(&self, ep: E) -> Self::Output {
        SecurityHeadersEndpoint(ep, self.0.clone())
    }
}

pub struct SecurityHeadersEndpoint<E>(E, Arc<Policies>);

/// The admin area and its API: never widened for third-party scripts.
fn is_admin_path(path: &str) -> bool {
    ["/admin", "/api/admin"]
        .iter()
        .any(|prefix| path == *prefix || path.starts_with(&format!("{prefix}/")))
}

impl<E: Endpoint> Endpoint for SecurityHeadersEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        let path = req.uri().path();
        let docs = path.starts_with("/api/docs");
        let admin = is_admin_path(path);
        let mut response = match self.0.call(req).await {
            Ok(output) => output.into_response(),
            Err(err) => err.into_response(),
        };
        let headers = response.headers_mut();
        let csp = match (docs, admin) {
            (true, _) => HeaderValue::from_static(DOCS_CSP),
            (false, true) => HeaderValue::from_static(CSP),
            (false, false) => self.1.public_csp.clone(),
        };
        headers.insert(header::CONTENT_SECURITY_POLICY, csp);
        if self.1.hsts {
            headers.insert(header::STRICT_TRANSPORT_SECURITY, HeaderValue::from_static(HSTS));
        }
        headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
        headers.insert(
            header::REFERRER_POLICY,
            HeaderValue::from_static("strict-origin-when-cross-origin"),
        );
        headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
        headers.insert(
            "permissions-policy",
            HeaderValue::from_static("camera=(), microphone=(), geolocation=(), payment=(self \"https://js.stripe.com\")"),
        );
        headers.insert("cross-origin-opener-policy", HeaderValue::from_static("same-origin"));
        Ok(response)
    }
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
