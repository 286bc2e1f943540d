//! Per-client rate limits (GCRA from `governor`) and the client address they key on.
//!
//! Limits key on the client's network, not its exact address: an IPv4 address, or the /64 an
//! IPv6 address belongs to (one subscriber's allocation, which it can cycle through freely).
//! Each limit remembers at most `MAX_KEYS` networks in a least-recently-used map, so memory
//! stays bounded and every check is O(1) however many addresses an attacker brings; a network
//! pushed out of the map starts afresh, which takes `MAX_KEYS` other networks within the hour.

use std::hash::Hash;
use std::net::{IpAddr, Ipv6Addr, SocketAddr};
use std::num::{NonZeroU32, NonZeroU64};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use governor::clock::{Clock, MonotonicClock};
use governor::middleware::NoOpMiddleware;
use governor::nanos::Nanos;
use governor::state::StateStore;
use governor::state::keyed::ShrinkableKeyedStateStore;
use governor::{Quota, RateLimiter};
use hashlink::LruCache;
use poem::Request;

use crate::config::Proxies;

/// Networks (or usernames) each limit remembers.
pub const MAX_KEYS: usize = 50_000;

/// The system's monotonic clock. governor's default, quanta's, spins for its calibration
/// on first use (from half a millisecond to 200 ms on a virtual machine's clock), and the
/// limiters are made before the server answers its first request.
type Timer = MonotonicClock;

type Limiter<K> = RateLimiter<K, BoundedStore<K>, Timer, NoOpMiddleware<<Timer as Clock>::Instant>>;

/// Allows `per_hour` events per key per hour, all of which may come at once; `0` = unlimited.
pub struct HourlyLimit<K: Hash + Eq + Clone = IpAddr> {
    limiter: Option<Limiter<K>>,
    /// The limiter's own states, to take back an event that should not count.
    states: Option<Arc<Mutex<LruCache<K, u64>>>>,
}

/// A key's state before an event, to take the event back with [`HourlyLimit::take_back`].
pub struct Before<K>(K, Option<u64>);

impl<K: Hash + Eq + Clone> HourlyLimit<K> {
    pub fn new(per_hour: u32) -> Self {
        Self::with_capacity(per_hour, MAX_KEYS)
    }

    pub fn with_capacity(per_hour: u32, keys: usize) -> Self {
        let states = Arc::new(Mutex::new(LruCache::new(keys.max(1))));
        let limiter = NonZeroU32::new(per_hour).map(|n| {
            let period = Duration::from_secs(3600) / n.get();
            let quota = Quota::with_period(period).expect("non-zero period").allow_burst(n);
            RateLimiter::new(quota, BoundedStore(states.clone()), Timer::default())
        });
        Self { states: limiter.as_ref().map(|_| states), limiter }
    }

    /// Counts one event for `key` like [`check`](Self::check), and returns what it takes to
    /// take it back: a sign-in that succeeds is not an attempt against the limit.
    pub fn check_undoable(&self, key: K) -> Result<Before<K>, Duration> {
        let before = self
            .states
            .as_ref()
            .and_then(|states| states.lock().expect("rate limit lock").get(&key).copied());
        self.check(key.clone())?;
        Ok(Before(key, before))
    }

    /// Takes back the event `before` was taken for.
    pub fn take_back(&self, before: Before<K>) {
        let Some(states) = &self.states else { return };
        let mut map = states.lock().expect("rate limit lock");
        match before.1 {
            Some(state) => {
                map.insert(before.0, state);
            }
            None => {
                map.remove(&before.0);
            }
        }
    }

    /// Counts one event for `key`; `Err` carries how long until the next one is allowed.
    pub fn check(&self, key: K) -> Result<(), Duration> {
        let Some(limiter) = &self.limiter else { return Ok(()) };
        limiter
            .check_key(&key)
            .map_err(|not_until| not_until.wait_time_from(Timer::default().now()))
    }

    /// Keys remembered now (at most the capacity).
    pub fn len(&self) -> usize {
        self.limiter.as_ref().map_or(0, |l| l.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Forgets keys whose bucket has refilled (they would start afresh anyway).
    pub fn forget_idle(&self) {
        if let Some(limiter) = &self.limiter {
            limiter.retain_recent();
        }
    }
}

/// GCRA states in a least-recently-used map of fixed capacity: O(1) per check, bounded memory.
pub struct BoundedStore<K: Hash + Eq>(Arc<Mutex<LruCache<K, u64>>>);

impl<K: Hash + Eq + Clone> StateStore for BoundedStore<K> {
    type Key = K;

    fn measure_and_replace<T, F, E>(&self, key: &K, f: F) -> Result<T, E>
    where
        F: Fn(Option<Nanos>) -> Result<(T, Nanos), E>,
    {
        let mut map = self.0.lock().expect("rate limit lock");
        let previous =
            map.get(key).copied().and_then(NonZeroU64::new).map(|n| Nanos::from(n.get()));
        let (outcome, next) = f(previous)?;
        // Inserting past the capacity drops the least recently used key.
        map.insert(key.clone(), u64::from(next));
        Ok(outcome)
    }
}

impl<K: Hash + Eq + Clone> ShrinkableKeyedStateStore<K> for BoundedStore<K> {
    fn retain_recent(&self, drop_below: Nanos) {
        let drop_below = u64::from(drop_below);
        self.0.lock().expect("rate limit lock").retain(|_, at| *at > drop_below);
    }

    fn len(&self) -> usize {
        self.0.lock().expect("rate limit lock").len()
    }

    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The client's address. The socket peer, unless the peer is a trusted proxy: then the
/// `X-Forwarded-For` hops are read from the right (the one our proxy appended) past every
/// trusted proxy, and the first other address is the client. Hops may carry a port
/// (`203.0.113.9:4711`, `[2001:db8::1]:80`); a hop that is not an address stops the walk at
/// the last proxy, so nothing a client writes to the left of it is believed.
pub fn client_ip(req: &Request, proxies: &Proxies) -> Option<IpAddr> {
    let peer = canonical(req.remote_addr().as_socket_addr()?.ip());
    Some(forwarded_client(
        peer,
        req.headers().get_all("x-forwarded-for").iter().filter_map(|v| v.to_str().ok()),
        proxies,
    ))
}

/// The socket peer alone, never a header: for decisions such as "only from this machine".
pub fn peer_ip(req: &Request) -> Option<IpAddr> {
    req.remote_addr().as_socket_addr().map(|addr| canonical(addr.ip()))
}

fn forwarded_client<'a>(
    peer: IpAddr,
    headers: impl Iterator<Item = &'a str>,
    proxies: &Proxies,
) -> IpAddr {
    if !proxies.trusts(peer) {
        return peer;
    }
    let hops: Vec<&str> = headers.flat_map(|v| v.split(',')).collect();
    let mut client = peer;
    for hop in hops.iter().rev() {
        let Some(ip) = parse_hop(hop) else { break };
        client = ip;
        if !proxies.trusts(ip) {
            break;
        }
    }
    client
}

fn parse_hop(hop: &str) -> Option<IpAddr> {
    let hop = hop.trim();
    if let Ok(ip) = hop.parse::<IpAddr>() {
        return Some(canonical(ip));
    }
    if let Ok(addr) = hop.parse::<SocketAddr>() {
        return Some(canonical(addr.ip()));
    }
    hop.strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .and_then(|h| h.parse::<Ipv6Addr>().ok())
        .map(|ip| canonical(IpAddr::V6(ip)))
}

/// IPv4 clients seen through an IPv6 socket (`::ffff:a.b.c.d`) are IPv4 clients.
fn canonical(ip: IpAddr) -> IpAddr {
    match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        v4 => v4,
    }
}

/// The key a per-client limit counts on: the IPv4 address, or the IPv6 /64.
pub fn network(ip: IpAddr) -> IpAddr {
    match canonical(ip) {
        IpAddr::V6(v6) => IpAddr::V6(Ipv6Addr::from(u128::from(v6) & !((1u128 << 64) - 1))),
        v4 => v4,
    }
}

/// The limit key of the client behind `req`.
pub fn client_network(req: &Request, proxies: &Proxies) -> Option<IpAddr> {
    client_ip(req, proxies).map(network)
}

/// "about 12 minutes" for a retry hint.
pub fn describe_wait(wait: Duration) -> String {
    let secs = wait.as_secs();
    if secs < 60 {
        return if secs <= 1 { "a second".to_owned() } else { format!("{secs} seconds") };
    }
    let minutes = secs.div_ceil(60);
    if minutes == 1 { "a minute".to_owned() } else { format!("{minutes} minutes") }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(s: &str) -> IpAddr {
        s.parse().unwrap()
    }

    #[test]
    fn ipv6_addresses_of_one_64_share_a_key() {
        assert_eq!(network(ip("2001:db8:1:2:aaaa::1")), network(ip("2001:db8:1:2:ffff:1:2:3")));
        assert_ne!(network(ip("2001:db8:1:2::1")), network(ip("2001:db8:1:3::1")));
        assert_eq!(network(ip("203.0.113.9")), ip("203.0.113.9"));
        assert_eq!(network(ip("::ffff:203.0.113.9")), ip("203.0.113.9"));
    }

    #[test]
    fn a_limit_remembers_a_bounded_number_of_keys_and_stays_fast() {
        let limit: HourlyLimit<u32> = HourlyLimit::with_capacity(1, 1000);
        for key in 0..200_000 {
            assert!(limit.check(key).is_ok());
        }
        assert_eq!(limit.len(), 1000);
        // The most recent keys are still limited; the oldest were forgotten.
        assert!(limit.check(199_999).is_err());
        assert!(limit.check(0).is_ok());
    }

    #[test]
    fn forwarded_for_is_believed_only_from_trusted_proxies() {
        let proxies = Proxies::loopback();
        let walk = |peer: &str, header: &str| {
            forwarded_client(ip(peer), std::iter::once(header), &proxies)
        };
        // A stranger's own header is ignored.
        assert_eq!(walk("198.51.100.7", "10.9.9.9"), ip("198.51.100.7"));
        // Through the local proxy: the hop it appended.
        assert_eq!(walk("127.0.0.1", "10.9.9.9, 203.0.113.9"), ip("203.0.113.9"));
        // A port on the hop does not make the walk fall through to a forged earlier hop.
        assert_eq!(walk("127.0.0.1", "10.9.9.9, 203.0.113.9:4711"), ip("203.0.113.9"));
        assert_eq!(walk("::1", "10.9.9.9, [2001:db8::5]:443"), ip("2001:db8::5"));
        // Garbage stops the walk at the proxy.
        assert_eq!(walk("127.0.0.1", "10.9.9.9, unknown"), ip("127.0.0.1"));
        // Chained trusted proxies are skipped.
        let chained = Proxies::parse("127.0.0.1, 10.0.0.0/8").unwrap();
        assert_eq!(
            forwarded_client(
                ip("127.0.0.1"),
                std::iter::once("1.2.3.4, 203.0.113.9, 10.0.0.2"),
                &chained
            ),
            ip("203.0.113.9")
        );
        // No proxy trusted: the peer, always.
        assert_eq!(
            forwarded_client(
                ip("127.0.0.1"),
                std::iter::once("203.0.113.9"),
                &Proxies::parse("none").unwrap()
            ),
            ip("127.0.0.1")
        );
        assert!(Proxies::parse("10.0.0.0/33").unwrap_err().contains("10.0.0.0/33"));
    }
}
