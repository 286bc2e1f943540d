//! `/metrics` in the Prometheus (OpenMetrics) text format: requests by route and status, a
//! latency histogram per route, outbox depth by status, and lead and order counts.
//!
//! Routes are labelled by their documented template (`/api/admin/strategies/{id}`), never by
//! the raw path, so a crawler cannot grow the label set. Served to loopback clients only,
//! unless `PLANSMITH_METRICS_TOKEN` is set, in which case the bearer token is required instead.

use std::time::Duration;

use poem::http::{Method, StatusCode};
use prometheus_client::encoding::EncodeLabelSet;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::Histogram;
use prometheus_client::registry::Registry;
use subtle::ConstantTimeEq;

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    route: &'static str,
    method: &'static str,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RouteLabels {
    route: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct StatusLabels {
    status: &'static str,
}

fn latency_histogram() -> Histogram {
    Histogram::new([0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0])
}

/// The figures kept in the database, read by the features that own them at each scrape.
pub struct Stored {
    /// Messages in the outbox by status, every status listed.
    pub outbox: Vec<(&'static str, i64)>,
    /// Orders by status, every status listed.
    pub orders: Vec<(&'static str, i64)>,
    pub leads: i64,
    pub replication: crate::db::litestream::Status,
}

pub struct Metrics {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    latency: Family<RouteLabels, Histogram, fn() -> Histogram>,
    outbox: Family<StatusLabels, Gauge>,
    orders: Family<StatusLabels, Gauge>,
    leads: Gauge,
    litestream_replicated: Gauge,
    litestream_behind: Gauge,
    /// Route templates, leaked once at start so labels cost no allocation per request.
    routes: Vec<(Vec<Option<&'static str>>, &'static str)>,
}

impl Metrics {
    /// `templates`: the API's documented paths, e.g. `/admin/strategies/{id}` (without `/api`).
    pub fn new<'a>(templates: impl IntoIterator<Item = &'a str>) -> Self {
        let mut registry = Registry::default();
        let requests = Family::<RequestLabels, Counter>::default();
        registry.register(
            "plansmith_http_requests",
            "HTTP requests answered, by route, method and status",
            requests.clone(),
        );
        let latency = Family::<RouteLabels, Histogram, fn() -> Histogram>::new_with_constructor(
            latency_histogram,
        );
        registry.register_with_unit(
            "plansmith_http_request_duration",
            "Time to answer a request, by route",
            prometheus_client::registry::Unit::Seconds,
            latency.clone(),
        );
        let outbox = Family::<StatusLabels, Gauge>::default();
        registry.register(
            "plansmith_outbox_messages",
            "E-mail in the outbox, by status",
            outbox.clone(),
        );
        let orders = Family::<StatusLabels, Gauge>::default();
        registry.register("plansmith_orders", "Pro plan orders, by status", orders.clone());
        let leads = Gauge::default();
        registry.register("plansmith_leads", "Survey submissions stored", leads.clone());
        let litestream_replicated = Gauge::default();
        registry.register(
            "plansmith_litestream_replicated",
            "1 when Litestream replicates the database (its folder is beside it)",
            litestream_replicated.clone(),
        );
        let litestream_behind = Gauge::default();
        registry.register(
            "plansmith_litestream_behind",
            "1 when a write has waited more than five seconds for Litestream to copy it",
            litestream_behind.clone(),
        );
        let routes = templates
            .into_iter()
            .map(|template| {
                let label: &'static str = Box::leak(format!("/api{template}").into_boxed_str());
                let segments = template
                    .trim_matches('/')
                    .split('/')
                    .map(|s| {
                        (!(s.starts_with('{') && s.ends_with('}')))
                            .then(|| &*Box::leak(s.to_owned().into_boxed_str()))
                    })
                    .collect();
                (segments, label)
            })
            .collect();
        Self {
            registry,
            requests,
            latency,
            outbox,
            orders,
            leads,
            litestream_replicated,
            litestream_behind,
            routes,
        }
    }

    /// The label for a request path.
    pub fn route(&self, path: &str) -> &'static str {
        match path {
            "/healthz" => "/healthz",
            "/readyz" => "/readyz",
            "/metrics" => "/metrics",
            _ => match path.strip_prefix("/api") {
                Some(rest) => {
                    let segments: Vec<&str> = rest.trim_matches('/').split('/').collect();
                    self.routes
                        .iter()
                        .find(|(pattern, _)| {
                            pattern.len() == segments.len()
                                && pattern
                                    .iter()
                                    .zip(&segments)
                                    .all(|(p, s)| p.is_none_or(|p| p == *s))
                        })
                        .map_or("/api (unknown)", |(_, label)| label)
                }
                None if path.starts_with("/assets/") => "/assets",
                None => "app page",
            },
        }
    }

    pub fn observe(
        &self,
        route: &'static str,
        method: &Method,
        status: StatusCode,
        elapsed: Duration,
    ) {
        let method = match *method {
            Method::GET => "GET",
            Method::HEAD => "HEAD",
            Method::POST => "POST",
            Method::PUT => "PUT",
            Method::PATCH => "PATCH",
            Method::DELETE => "DELETE",
            Method::OPTIONS => "OPTIONS",
            _ => "other",
        };
        self.requests
            .get_or_create(&RequestLabels { route, method, status: status.as_u16() })
            .inc();
        self.latency.get_or_create(&RouteLabels { route }).observe(elapsed.as_secs_f64());
    }

    /// Renders every figure, those kept in the database from `stored`.
    pub fn render(&self, stored: &Stored) -> anyhow::Result<String> {
        for (status, n) in &stored.outbox {
            self.outbox.get_or_create(&StatusLabels { status }).set(*n);
        }
        for (status, n) in &stored.orders {
            self.orders.get_or_create(&StatusLabels { status }).set(*n);
        }
        self.leads.set(stored.leads);
        let (replicated, behind) = match stored.replication {
            crate::db::litestream::Status::NotReplicated => (0, 0),
            crate::db::litestream::Status::Replicated { behind, .. } => (1, i64::from(behind)),
        };
        self.litestream_replicated.set(replicated);
        self.litestream_behind.set(behind);
        let mut text = String::new();
        prometheus_client::encoding::text::encode(&mut text, &self.registry)?;
        Ok(text)
    }
}

/// Whether a scrape may see the metrics: the configured token, or (without one) a loopback client.
/// The socket peer when the request comes straight from this machine: never read from a
/// header, and never a request a reverse proxy relayed (it carries forwarding headers), since
/// behind a local proxy every visitor's socket peer is loopback.
pub fn local_client(req: &poem::Request) -> Option<std::net::IpAddr> {
    let relayed = ["x-forwarded-for", "forwarded", "x-real-ip"]
        .iter()
        .any(|name| req.headers().contains_key(*name));
    crate::http::ratelimit::peer_ip(req).filter(|_| !relayed)
}

pub fn allowed(
    token: Option<&str>,
    authorization: Option<&str>,
    client: Option<std::net::IpAddr>,
) -> bool {
    match token {
        Some(token) => authorization
            .and_then(|value| value.strip_prefix("Bearer "))
            .is_some_and(|given| bool::from(given.as_bytes().ct_eq(token.as_bytes()))),
        None => client.is_some_and(|ip| ip.is_loopback()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routes_are_labelled_by_template() {
        let metrics =
            Metrics::new(["/leads", "/admin/strategies/{id}", "/admin/strategies/{id}/approve"]);
        assert_eq!(metrics.route("/api/leads"), "/api/leads");
        assert_eq!(metrics.route("/api/admin/strategies/42"), "/api/admin/strategies/{id}");
        assert_eq!(
            metrics.route("/api/admin/strategies/42/approve"),
            "/api/admin/strategies/{id}/approve"
        );
        assert_eq!(metrics.route("/api/nope/../../etc"), "/api (unknown)");
        assert_eq!(metrics.route("/assets/index-abc.js"), "/assets");
        assert_eq!(metrics.route("/blog/3"), "app page");
    }

    #[test]
    fn scrapes_need_the_token_or_loopback() {
        let local = Some("127.0.0.1".parse().unwrap());
        let remote = Some("203.0.113.9".parse().unwrap());
        assert!(allowed(None, None, local));
        assert!(!allowed(None, None, remote));
        assert!(allowed(Some("s3cret"), Some("Bearer s3cret"), remote));
        assert!(!allowed(Some("s3cret"), Some("Bearer nope"), local));
        assert!(!allowed(Some("s3cret"), None, local));
    }
}
