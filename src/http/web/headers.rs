//! The security headers every response carries, the API's included: the Content-Security-Policy
//! (widened for an operator's analytics script on the public pages only), HSTS over HTTPS, and
//! the usual hardening headers.

use std::sync::Arc;

use poem::http::{HeaderValue, header};
use poem::{Endpoint, IntoResponse, Middleware, Request, Response};

use crate::config::{AnalyticsScript, Config};

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

/// The interactive API docs page: Swagger UI sets inline styles and shows data: images.
const DOCS_CSP: &str = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; \
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
