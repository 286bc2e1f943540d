//! Effective configuration: embedded defaults < `plansmith.toml` < `PLANSMITH_*` environment
//! < command-line flags. `Config::load` fails fast with a message that says what to fix.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use serde::{Deserialize, Serialize};

pub const DEFAULT_BIND: &str = "127.0.0.1:8080";
pub const DEFAULT_DB: &str = "plansmith.db";
pub const DEFAULT_CONFIG_FILE: &str = "plansmith.toml";

/// Everything the server needs to run, after layering and validation.
#[derive(Debug, Clone, Serialize)]
pub struct Config {
    pub bind: SocketAddr,
    pub db: PathBuf,
    /// Public base URL, used in e-mails and links (no trailing slash).
    pub site_url: String,
    pub brand_name: String,
    pub support_email: String,
    /// IANA time zone in which "today" starts for the stats.
    pub timezone: String,
    /// One reverse proxy in front: the client address is the last `X-Forwarded-For` hop.
    pub trust_proxy: bool,
    /// Survey submissions accepted per client address per hour (0 = unlimited).
    pub lead_rate_limit: u32,
    #[serde(skip)]
    pub tz: jiff::tz::TimeZone,
}

/// The optional settings a file, the environment or flags may give.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layer {
    pub bind: Option<String>,
    pub db: Option<PathBuf>,
    pub site_url: Option<String>,
    pub brand_name: Option<String>,
    pub support_email: Option<String>,
    pub timezone: Option<String>,
    pub trust_proxy: Option<bool>,
    pub lead_rate_limit: Option<u32>,
}

impl Layer {
    fn merge(&mut self, other: Layer) {
        macro_rules! take {
            ($($field:ident),*) => { $( if other.$field.is_some() { self.$field = other.$field; } )* };
        }
        take!(bind, db, site_url, brand_name, support_email, timezone, trust_proxy, lead_rate_limit);
    }

    /// Reads the `PLANSMITH_*` variables this layer knows.
    pub fn from_env() -> anyhow::Result<Self> {
        fn var(name: &str) -> Option<String> {
            std::env::var(name).ok().filter(|v| !v.trim().is_empty())
        }
        fn parsed<T: std::str::FromStr>(name: &str) -> anyhow::Result<Option<T>>
        where
            T::Err: std::fmt::Display,
        {
            var(name)
                .map(|v| v.trim().parse::<T>().map_err(|e| anyhow::anyhow!("{name}={v:?} is invalid: {e}")))
                .transpose()
        }
        Ok(Self {
            bind: var("PLANSMITH_BIND"),
            db: var("PLANSMITH_DB").map(PathBuf::from),
            site_url: var("PLANSMITH_SITE_URL"),
            brand_name: var("PLANSMITH_BRAND_NAME"),
            support_email: var("PLANSMITH_SUPPORT_EMAIL"),
            timezone: var("PLANSMITH_TIMEZONE"),
            trust_proxy: parsed("PLANSMITH_TRUST_PROXY")?,
            lead_rate_limit: parsed("PLANSMITH_LEAD_RATE_LIMIT")?,
        })
    }

    /// Reads a TOML file. A missing file is an error only when it was asked for by name.
    pub fn from_file(path: &Path, required: bool) -> anyhow::Result<Self> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound && !required => {
                return Ok(Self::default());
            }
            Err(err) => return Err(err).with_context(|| format!("cannot read config file {}", path.display())),
        };
        toml::from_str(&text).with_context(|| format!("invalid config file {}", path.display()))
    }
}

impl Config {
    /// Layers defaults, the config file (explicit path, or `./plansmith.toml` if present),
    /// the environment, then `flags`, and validates the result.
    pub fn load(config_file: Option<&Path>, flags: Layer) -> anyhow::Result<Self> {
        let mut layer = match config_file {
            Some(path) => Layer::from_file(path, true)?,
            None => Layer::from_file(Path::new(DEFAULT_CONFIG_FILE), false)?,
        };
        layer.merge(Layer::from_env()?);
        layer.merge(flags);
        Self::from_layer(layer)
    }

    pub fn from_layer(layer: Layer) -> anyhow::Result<Self> {
        let bind_text = layer.bind.unwrap_or_else(|| DEFAULT_BIND.to_owned());
        let bind: SocketAddr = bind_text.trim().parse().with_context(|| {
            format!("invalid listen address {bind_text:?}: set --bind or PLANSMITH_BIND to IP:PORT, e.g. 127.0.0.1:8080")
        })?;
        let timezone = layer.timezone.unwrap_or_else(|| "UTC".to_owned());
        let tz = jiff::tz::TimeZone::get(&timezone).map_err(|_| {
            anyhow::anyhow!("unknown time zone {timezone:?}: set PLANSMITH_TIMEZONE to an IANA name such as Europe/Paris")
        })?;
        let site_url = layer
            .site_url
            .unwrap_or_else(|| format!("http://{bind}"))
            .trim_end_matches('/')
            .to_owned();
        if !(site_url.starts_with("http://") || site_url.starts_with("https://")) {
            bail!("invalid site URL {site_url:?}: PLANSMITH_SITE_URL must start with http:// or https://");
        }
        let support_email = layer.support_email.unwrap_or_else(|| "support@plansmith.app".to_owned());
        if !email_address::EmailAddress::is_valid(&support_email) {
            bail!("invalid support address {support_email:?}: set PLANSMITH_SUPPORT_EMAIL to an e-mail address");
        }
        Ok(Self {
            bind,
            db: layer.db.unwrap_or_else(|| PathBuf::from(DEFAULT_DB)),
            site_url,
            brand_name: layer.brand_name.unwrap_or_else(|| "Plansmith".to_owned()),
            support_email,
            timezone,
            trust_proxy: layer.trust_proxy.unwrap_or(false),
            lead_rate_limit: layer.lead_rate_limit.unwrap_or(20),
            tz,
        })
    }

    /// The effective configuration as TOML, secrets redacted.
    pub fn to_toml(&self) -> String {
        toml::to_string(self).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_usable_without_any_configuration() {
        let config = Config::from_layer(Layer::default()).unwrap();
        assert_eq!(config.bind.to_string(), DEFAULT_BIND);
        assert_eq!(config.db, PathBuf::from(DEFAULT_DB));
        assert_eq!(config.site_url, "http://127.0.0.1:8080");
        assert_eq!(config.timezone, "UTC");
    }

    #[test]
    fn later_layers_win() {
        let mut layer: Layer = toml::from_str("bind = \"127.0.0.1:9000\"\nbrand_name = \"File\"").unwrap();
        layer.merge(Layer { brand_name: Some("Flag".into()), ..Layer::default() });
        let config = Config::from_layer(layer).unwrap();
        assert_eq!(config.bind.port(), 9000);
        assert_eq!(config.brand_name, "Flag");
    }

    #[test]
    fn mistakes_are_reported_with_the_fix() {
        let bad_bind = Config::from_layer(Layer { bind: Some("nowhere".into()), ..Layer::default() });
        assert!(format!("{:#}", bad_bind.unwrap_err()).contains("PLANSMITH_BIND"));
        let bad_tz = Config::from_layer(Layer { timezone: Some("Mars/Base".into()), ..Layer::default() });
        assert!(format!("{:#}", bad_tz.unwrap_err()).contains("PLANSMITH_TIMEZONE"));
        let typo = toml::from_str::<Layer>("bnd = \"x\"");
        assert!(typo.unwrap_err().to_string().contains("unknown field"));
    }
}
