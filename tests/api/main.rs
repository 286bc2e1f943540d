//! Integration tests: each test starts the real server on port 0 with its own temp database.

mod abuse;
mod admin;
mod analytics;
mod bad_input;
mod blog;
mod cli;
mod crash;
mod currency;
mod desk;
mod leads;
mod mail;
mod migrations;
mod newsletter;
mod outages;
mod payments;
mod plan_pages;
mod privacy;
mod replays;
mod replication;
mod stats;
mod strategies;
mod support;
mod web;
