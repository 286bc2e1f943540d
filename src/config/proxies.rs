//! The reverse proxies whose `X-Forwarded-For` the server believes (`trusted_proxies`): the
//! list's type and its parsing, read by the rate limits to find the client's address.

use std::net::IpAddr;

use ipnet::IpNet;

/// Who may set `X-Forwarded-For`: the reverse proxies in front of the server.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Proxies(pub Vec<IpNet>);

impl serde::Serialize for Proxies {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter().map(ToString::to_string))
    }
}

impl Proxies {
    /// The default: a proxy on the same machine (nginx or Caddy on loopback).
    pub fn loopback() -> Self {
        Self(vec![
            "127.0.0.0/8".parse().expect("valid network"),
            "::1/128".parse().expect("valid network"),
        ])
    }

    /// Parses a comma-separated list of addresses or networks; `none` or nothing trusts no proxy.
    pub fn parse(list: &str) -> Result<Self, String> {
        let list = list.trim();
        if list.is_empty() || list.eq_ignore_ascii_case("none") {
            return Ok(Self::default());
        }
        list.split(',')
            .map(str::trim)
            .map(|item| {
                item.parse::<IpNet>()
                    .or_else(|_| item.parse::<IpAddr>().map(IpNet::from))
                    .map_err(|_| format!("{item:?} is not an IP address or network (like 10.0.0.5 or 10.0.0.0/24)"))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Self)
    }

    /// The list the settings ask for: `trusted_proxies` when given, else none when
    /// `trust_proxy` is false, else the default.
    pub(super) fn from_layer(
        list: Option<&str>,
        trust_proxy: Option<bool>,
    ) -> anyhow::Result<Self> {
        Ok(match (list, trust_proxy) {
            (Some(list), _) => Self::parse(list)
                .map_err(|e| anyhow::anyhow!("invalid PLANSMITH_TRUSTED_PROXIES: {e}"))?,
            (None, Some(false)) => Self::default(),
            (None, _) => Self::loopback(),
        })
    }

    pub fn trusts(&self, ip: IpAddr) -> bool {
        // IPv4 clients seen through an IPv6 socket (`::ffff:a.b.c.d`) are IPv4 clients.
        let ip = ip.to_canonical();
        self.0.iter().any(|net| net.contains(&ip))
    }
}
