//! Admin accounts and sessions: argon2id passwords, HS256 bearer tokens, login limits.

pub mod api;
pub mod guard;
pub mod password;
pub mod repo;
pub mod token;

use std::net::IpAddr;
use std::sync::Arc;

use crate::config::Config;
use crate::http::ratelimit::HourlyLimit;

/// A signed-in admin, as the bearer token proves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Admin {
    pub id: i64,
    pub username: String,
}

/// Token keys and login limits, built once at start.
pub struct Auth {
    pub keys: Arc<token::Keys>,
    pub ttl: jiff::SignedDuration,
    pub per_ip: HourlyLimit<IpAddr>,
    pub per_username: HourlyLimit<String>,
}

impl Auth {
    pub fn new(config: &Config, secret: &[u8]) -> Self {
        let per_user = config.auth.login_rate_limit;
        Self {
            keys: Arc::new(token::Keys::new(secret)),
            ttl: jiff::SignedDuration::from_hours(i64::from(config.auth.token_ttl_hours)),
            per_ip: HourlyLimit::new(per_user.saturating_mul(3)),
            per_username: HourlyLimit::new(per_user),
        }
    }
}
