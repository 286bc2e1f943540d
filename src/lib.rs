//! Plansmith: a self-hosted marketing-plan service in one binary.

pub mod analytics;
pub mod app;
pub mod auth;
pub mod cli;
pub mod commands;
pub mod config;
pub mod db;
pub mod error;
pub mod leads;
pub mod mail;
pub mod memory;
pub mod metrics;
pub mod newsletter;
pub mod openapi;
pub mod payload;
pub mod payments;
pub mod ratelimit;
pub mod slow_clients;
pub mod stats;
pub mod strategies;
pub mod web;
