//! Admin accounts and sessions: argon2id passwords, HS256 bearer tokens, login limits.

pub mod api;
pub mod guard;
pub mod password;
pub mod repo;
pub mod secret;
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
///
/// Sign-in attempts are limited per client network (any username) and per username *and*
/// network, never per username alone: a stranger who hammers an admin's name from their own
/// addresses uses up only their own buckets, and the admin still signs in from anywhere else.
pub struct Auth {
    pub keys: Arc<token::KeyRing>,
    pub ttl: jiff::SignedDuration,
    pub per_network: HourlyLimit<IpAddr>,
    pub per_username_and_network: HourlyLimit<(String, IpAddr)>,
    /// Password checks running at once (each holds 19 MiB for tens of milliseconds).
    pub hashing: tokio::sync::Semaphore,
}

/// Password checks allowed at once: one per core, at most four.
pub fn hashing_permits() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get()).clamp(1, 4)
}

impl Auth {
    pub fn new(config: &Config, secret: &str) -> Self {
        let per_user = config.auth.login_rate_limit;
        Self {
            keys: Arc::new(token::KeyRing::new(secret, config.auth.jwt_secret.is_none())),
            ttl: jiff::SignedDuration::from_hours(i64::from(config.auth.token_ttl_hours)),
            per_network: HourlyLimit::new(per_user.saturating_mul(3)),
            per_username_and_network: HourlyLimit::new(per_user),
            hashing: tokio::sync::Semaphore::new(hashing_permits()),
        }
    }
}
