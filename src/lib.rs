//! Plansmith: a self-hosted marketing-plan service in one binary.

pub mod analytics;
pub mod app;
pub mod auth;
pub mod cli;
pub mod commands;
pub mod config;
pub mod content;
pub mod db;
pub mod follow;
pub mod http;
pub mod leads;
pub mod mail;
pub mod memory;
pub mod newsletter;
pub mod payments;
pub mod plan;
pub mod privacy;
pub mod retention;
pub mod strategies;
