//! The embedded React app: hashed assets cached forever and served precompressed, one HTML
//! page per client route (prerendered with its content where the UI build did so, status 404
//! for paths the app does not know), `robots.txt`, `sitemap.xml`, the blog's Atom feed
//! (`/blog/feed.xml`), and the security headers every response carries.
//!
//! The UI build writes `_pages/manifest.json` next to the pages it rendered: which path gets
//! which file, and which pages go into the sitemap. It is the one list of pages (blog posts
//! included); the server never keeps a second one.

use std::collections::HashMap;
use std::sync::OnceLock;

use poem::http::{Method, StatusCode, header};
use poem::{Endpoint, IntoResponse, Request, Response};

mod assets;
mod feed;
mod headers;
mod pages;
mod sitemap;

pub use assets::{accepts, gzip_fast};
pub use headers::{CSP, SecurityHeaders, SecurityHeadersEndpoint, csp};
pub use pages::is_app_route;

use super::branding::Branding;
use super::html::escape_html;
use crate::config::{AnalyticsScript, Config};
use assets::{IMMUTABLE, NO_CACHE, SHORT, read_text, serve_file};
use feed::{BlogFeed, FEED_PATH};
use pages::{
    API_DOCS, LEGACY_POST_IDS, LazyPage, Manifest, PAGES_DIR, POST_TEMPLATE, Page, html_response,
    normalize, not_built,
};

/// Serves the UI for any path not claimed by the API.
pub struct Ui {
    site_url: String,
    site: std::sync::Arc<crate::content::Site>,
    branding: Branding,
    /// The third-party analytics `<script>` tag, when one is configured.
    analytics_tag: Option<String>,
    manifest: Option<Manifest>,
    /// Every page of the manifest by file name (and whether it is the admin's), filled in and
    /// gzipped on first use or by `warm`, so a start prepares nothing a request does not wait
    /// for.
    pages: HashMap<String, (bool, LazyPage)>,
    /// Each blog post's page by its slug (with its place among the posts), and its date for
    /// the sitemap.
    posts: HashMap<String, (usize, LazyPage)>,
    post_template: Option<String>,
    post_dates: Vec<(String, String)>,
    feed: OnceLock<BlogFeed>,
}

impl Ui {
    pub fn new(config: &Config) -> Self {
        let manifest = Manifest::load();
        let pages = manifest
            .iter()
            .flat_map(|manifest| {
                let admin = |path: &str| path == "/admin" || path.starts_with("/admin/");
                manifest
                    .pages
                    .iter()
                    .map(move |page| (page.file.clone(), admin(&page.path)))
                    .chain([(manifest.not_found.clone(), false)])
            })
            .filter(|(file, _)| assets::exists(file))
            .map(|(file, admin)| (file, (admin, LazyPage::default())))
            .collect();
        let post_template = read_text(POST_TEMPLATE);
        let posts = match post_template {
            Some(_) => config
                .site
                .posts
                .iter()
                .enumerate()
                .map(|(index, post)| (post.slug.clone(), (index, LazyPage::default())))
                .collect(),
            None => HashMap::new(),
        };
        Self {
            site_url: config.site_url.clone(),
            site: config.site.clone(),
            branding: Branding::new(config, |name| {
                read_text(&format!("{PAGES_DIR}fragments/{name}.html"))
            }),
            analytics_tag: config.analytics.as_ref().map(analytics_tag),
            manifest,
            pages,
            posts,
            post_template,
            post_dates: config
                .site
                .posts
                .iter()
                .map(|post| (post.slug.clone(), post.date.to_string()))
                .collect(),
            feed: OnceLock::new(),
        }
    }

    /// Prepares every page and the feed: run beside the server once it has started.
    pub fn warm(&self) {
        for file in self.pages.keys() {
            self.manifest_page(file);
        }
        for slug in self.posts.keys() {
            self.post_page(slug);
        }
        self.feed();
    }

    fn manifest_page(&self, file: &str) -> Option<&Page> {
        let (admin, page) = self.pages.get(file)?;
        Some(page.get(|| self.fill_in(file, *admin).unwrap_or_default()))
    }

    fn post_page(&self, slug: &str) -> Option<&Page> {
        let (index, page) = self.posts.get(slug)?;
        let template = self.post_template.as_deref()?;
        Some(page.get(|| self.with_analytics(self.branding.post_page(template, *index), false)))
    }

    fn feed(&self) -> &BlogFeed {
        self.feed.get_or_init(|| BlogFeed::new(&self.site_url, &self.site))
    }

    /// The embedded page `file` with the site URL and brand filled in and, except on the
    /// admin's pages, the analytics script added.
    fn fill_in(&self, file: &str, admin: bool) -> Option<String> {
        let html = self.branding.apply(file, &read_text(file)?);
        Some(self.with_analytics(html, admin))
    }

    /// The UI build's file `file` (a template or fragment) with the brand filled in and no
    /// analytics script: for private pages, whose address is a secret.
    pub fn branded(&self, file: &str) -> Option<String> {
        Some(self.branding.apply(file, &read_text(file)?))
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

    /// The HTML page for a client route: the prerendered one where there is one, gzipped when
    /// the client takes it.
    fn page(&self, path: &str, accepts_gzip: bool) -> Response {
        if let Some(slug) = normalize(path).strip_prefix("/blog/") {
            if let Some(page) = self.post_page(slug) {
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
        match self.manifest_page(file) {
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
            "/robots.txt" => return Ok(sitemap::robots(&self.site_url)),
            "/sitemap.xml" => {
                return Ok(sitemap::sitemap(
                    &self.site_url,
                    self.manifest.as_ref(),
                    &self.post_dates,
                ));
            }
            FEED_PATH => return Ok(self.feed().response(accepts(accept, "gzip"))),
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

/// The interactive API docs (Swagger UI, put together by `ui/scripts/api-docs.mjs`), which
/// read the published document from `/api/openapi.json`.
pub fn api_docs() -> Response {
    match read_text(API_DOCS) {
        Some(html) => Response::builder()
            .content_type("text/html; charset=utf-8")
            .header(header::CACHE_CONTROL, NO_CACHE)
            .body(html),
        None => pages::not_built(),
    }
}
