//! The embedded React app: hashed assets cached forever and served precompressed, the app
//! shell for every client route (status 404 for paths the app does not know), and the
//! security headers every response carries.

use poem::http::{HeaderValue, Method, StatusCode, header};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response};
use rust_embed::RustEmbed;

#[derive(RustEmbed)]
#[folder = "$CARGO_MANIFEST_DIR/ui/dist"]
struct Dist;

const IMMUTABLE: &str = "public, max-age=31536000, immutable";
const SHORT: &str = "public, max-age=3600";
const NO_CACHE: &str = "no-cache";

/// Where the app lives. Everything else gets the shell with 404 (the app renders its 404 page).
pub fn is_app_route(path: &str) -> bool {
    let path = if path.len() > 1 { path.trim_end_matches('/') } else { path };
    matches!(
        path,
        "/" | "/blog" | "/admin" | "/admin/login" | "/admin/strategies" | "/admin/traffic" | "/admin/orders" | "/checkout" | "/privacy-policy"
    ) || path
        .strip_prefix("/blog/")
        .is_some_and(|id| !id.is_empty() && !id.contains('/'))
}

/// Serves the UI for any path not claimed by the API.
pub struct Ui;

impl Endpoint for Ui {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        if req.method() != Method::GET && req.method() != Method::HEAD {
            return Ok(StatusCode::METHOD_NOT_ALLOWED.into_response());
        }
        let path = req.uri().path();
        let accept = req.headers().get(header::ACCEPT_ENCODING).and_then(|v| v.to_str().ok()).unwrap_or("");

        if let Some(asset) = path.strip_prefix("/assets/") {
            return Ok(match serve_file(&format!("assets/{asset}"), accept, IMMUTABLE) {
                Some(response) => response,
                None => (StatusCode::NOT_FOUND, "Not found").into_response(),
            });
        }
        let file = path.trim_start_matches('/');
        if !file.is_empty() && file != "index.html" && !file.contains("..") {
            if let Some(response) = serve_file(file, accept, SHORT) {
                return Ok(response);
            }
        }
        let status = if is_app_route(path) { StatusCode::OK } else { StatusCode::NOT_FOUND };
        Ok(app_shell(status))
    }
}

fn app_shell(status: StatusCode) -> Response {
    match Dist::get("index.html") {
        Some(file) => Response::builder()
            .status(status)
            .content_type("text/html; charset=utf-8")
            .header(header::CACHE_CONTROL, NO_CACHE)
            .body(file.data.into_owned()),
        None => Response::builder()
            .status(StatusCode::SERVICE_UNAVAILABLE)
            .content_type("text/plain; charset=utf-8")
            .header(header::CACHE_CONTROL, NO_CACHE)
            .body("The web interface was not built into this binary. Build it with `cargo build` (without PLANSMITH_SKIP_UI_BUILD)."),
    }
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
    let accepts = |coding: &str| {
        accept_encoding.split(',').any(|part| {
            let mut pieces = part.split(';');
            let name = pieces.next().unwrap_or("").trim();
            let refused = pieces.any(|p| p.trim().replace(' ', "") == "q=0");
            name.eq_ignore_ascii_case(coding) && !refused
        })
    };
    for (coding, suffix) in [("br", "br"), ("gzip", "gz")] {
        if accepts(coding) {
            if let Some(compressed) = Dist::get(&format!("{name}.{suffix}")) {
                builder = builder.header(header::CONTENT_ENCODING, coding);
                return Some(builder.body(compressed.data.into_owned()));
            }
        }
    }
    Some(builder.body(file.data.into_owned()))
}

fn content_type(mime: &mime_guess::Mime) -> String {
    let text = mime.type_() == "text" || matches!(mime.subtype().as_str(), "javascript" | "json" | "svg");
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

/// The interactive API docs page inlines its scripts and styles.
const DOCS_CSP: &str = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; \
    img-src 'self' data:; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";

/// Adds the security headers to every response.
pub struct SecurityHeaders;

impl<E: Endpoint> Middleware<E> for SecurityHeaders {
    type Output = SecurityHeadersEndpoint<E>;

    fn transform(&self, ep: E) -> Self::Output {
        SecurityHeadersEndpoint(ep)
    }
}

pub struct SecurityHeadersEndpoint<E>(E);

impl<E: Endpoint> Endpoint for SecurityHeadersEndpoint<E> {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        let docs = req.uri().path().starts_with("/api/docs");
        let mut response = match self.0.call(req).await {
            Ok(output) => output.into_response(),
            Err(err) => err.into_response(),
        };
        let headers = response.headers_mut();
        let csp = if docs { DOCS_CSP } else { CSP };
        headers.insert(header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(csp));
        headers.insert(header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff"));
        headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("strict-origin-when-cross-origin"));
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
    fn app_routes_are_the_ones_in_the_spec() {
        for path in ["/", "/blog", "/blog/", "/blog/3", "/admin", "/admin/login", "/admin/strategies", "/checkout", "/privacy-policy"] {
            assert!(is_app_route(path), "{path}");
        }
        for path in ["/nope", "/blog/1/2", "/admin/other", "/checkout/x", "/index.htm"] {
            assert!(!is_app_route(path), "{path}");
        }
    }
}
