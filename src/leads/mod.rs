//! Survey submissions ("leads"): validation, storage and the public API.

pub mod api;
pub mod model;
pub mod repo;
