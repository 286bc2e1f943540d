//! HTTP plumbing shared by every feature: the JSON error shape, request bodies, rate limits,
//! the published OpenAPI document, `/metrics`, the health probes, HTML escaping, the embedded
//! web UI (with the operator's brand) and its security headers, and the acceptor that cuts
//! stalled clients.

pub mod branding;
pub mod error;
pub mod html;
pub mod link_token;
pub mod metrics;
pub mod openapi;
pub mod payload;
pub mod probes;
pub mod quiet;
pub mod ratelimit;
pub mod scrape;
pub mod slow_clients;
pub mod web;
