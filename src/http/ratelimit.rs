//! Per-client rate limits (GCRA from `governor`) and the client address they key on.

use std::hash::Hash;
use std::net::IpAddr;
use std::num::NonZeroU32;
use std::time::Duration;

use governor::{DefaultKeyedRateLimiter, Quota};
use poem::Request;

/// Allows `per_hour` events per key per hour, all of which may come at once; `0` = unlimited.
pub struct HourlyLimit<K: Hash + Eq + Clone = IpAddr> {
    limiter: Option<DefaultKeyedRateLimiter<K>>,
}

impl<K: Hash + Eq + Clone> HourlyLimit<K> {
    pub fn new(per_hour: u32) -> Self {
        let limiter = NonZeroU32::new(per_hour).map(|n| {
            let period = Duration::from_secs(3600) / n.get();
            DefaultKeyedRateLimiter::keyed(Quota::with_period(period).expect("non-zero period").allow_burst(n))
        });
        Self { limiter }
    }

    /// Counts one event for `ip`; `Err` carries how long until the next one is allowed.
    pub fn check(&self, key: K) -> Result<(), Duration> {
        let Some(limiter) = &self.limiter else { return Ok(()) };
        if limiter.len() > 100_000 {
            limiter.retain_recent();
        }
        limiter.check_key(&key).map_err(|not_until| {
            not_until.wait_time_from(governor::clock::Clock::now(&governor::clock::DefaultClock::default()))
        })
    }
}

/// The client's address: the socket peer, or with `trust_proxy` the last `X-Forwarded-For`
/// hop (the one our own reverse proxy appended).
pub fn client_ip(req: &Request, trust_proxy: bool) -> Option<IpAddr> {
    if trust_proxy {
        let forwarded = req
            .headers()
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .flat_map(|v| v.split(','))
            .filter_map(|hop| hop.trim().parse::<IpAddr>().ok())
            .next_back();
        if forwarded.is_some() {
            return forwarded;
        }
    }
    req.remote_addr().as_socket_addr().map(|addr| addr.ip())
}

/// "about 12 minutes" for a retry hint.
pub fn describe_wait(wait: Duration) -> String {
    let minutes = wait.as_secs().div_ceil(60).max(1);
    if minutes == 1 { "a minute".to_owned() } else { format!("{minutes} minutes") }
}
