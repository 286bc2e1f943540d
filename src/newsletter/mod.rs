//! The blog's newsletter box: double opt-in, one-click unsubscribe.

pub mod api;
pub mod repo;
pub mod subscribers;
