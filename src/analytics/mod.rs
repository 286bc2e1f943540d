//! First-party, cookie-free analytics: page views on every route change and the survey
//! funnel. No cookies, no raw addresses: visitors are a salted hash whose salt changes daily.
//! Bots and the admin's own pages are not counted.

pub mod api;
pub mod repo;
