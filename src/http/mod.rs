//! HTTP plumbing shared by every feature: the JSON error shape, request bodies, rate limits,
//! the published OpenAPI document, `/metrics`, the embedded web UI with its security headers,
//! and the acceptor that cuts stalled clients.

pub mod branding;
pub mod error;
pub mod html;
pub mod metrics;
pub mod openapi;
pub mod payload;
pub mod ratelimit;
pub mod slow_clients;
pub mod web;
