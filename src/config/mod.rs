//! Effective configuration: embedded defaults < `plansmith.toml` < `PLANSMITH_*` environment
//! < command-line flags. `Config::load` fails fast with a message that says what to fix.

use std::net::SocketAddr;
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use serde::Serialize;

mod layer;
mod mail;
mod proxies;
mod services;

pub use layer::Layer;
pub use mail::{MailConfig, Mailbox, SmtpUrl, sender_warnings};
pub use proxies::Proxies;
pub use services::{AiConfig, AiMode, AnalyticsScript, AuthConfig, StripeConfig};

pub const DEFAULT_BIND: &str = "127.0.0.1:8080";
pub const DEFAULT_DB: &str = "plansmith.db";
pub const DEFAULT_CONFIG_FILE: &str = "plansmith.toml";
/// Open connections at once: far above what one VPS's visitors need (a browser opens about
/// six), well below the usual limit of 1,024 open files.
pub const DEFAULT_MAX_CONNECTIONS: usize = 768;

/// Everything the server needs to run, after layering and validation.
#[derive(Debug, Clone, Serialize)]
pub struct Config {
    pub bind: SocketAddr,
    pub db: PathBuf,
    /// Public base URL, used in e-mails and links (no trailing slash).
    pub site_url: String,
    pub brand_name: String,
    pub support_email: String,
    /// The operator's content folder (none = the embedded defaults only).
    pub content_dir: Option<PathBuf>,
    /// Brand, legal identity, price and landing content: the folder over the defaults, with
    /// `brand_name` and `support_email` as configured above.
    #[serde(skip)]
    pub site: std::sync::Arc<crate::content::Site>,
    /// IANA time zone in which "today" starts for the stats.
    pub timezone: String,
    /// Reverse proxies whose `X-Forwarded-For` is believed (default: loopback).
    pub trusted_proxies: Proxies,
    /// Survey submissions accepted per client address per hour (0 = unlimited).
    pub lead_rate_limit: u32,
    /// A connection that sends nothing for this long is closed (slow or stalled clients).
    pub idle_timeout_secs: u64,
    /// Connections open at once; more wait in the kernel's backlog.
    pub max_connections: usize,
    /// Analytics events are deleted after this many days (0 = kept forever).
    pub analytics_retention_days: u32,
    /// How long after the last stored lead before an automatic draft may start.
    pub draft_lull_ms: u64,
    #[serde(skip)]
    pub tz: jiff::tz::TimeZone,
    pub mail: MailConfig,
    pub auth: AuthConfig,
    pub ai: Option<AiConfig>,
    /// An optional third-party analytics script, besides the built-in first-party counts.
    pub analytics: Option<AnalyticsScript>,
    /// Stripe keys; none = checkout says payments are not set up.
    pub stripe: Option<StripeConfig>,
    /// Bearer token for `/metrics`; none = served to loopback clients only.
    #[serde(serialize_with = "services::serialize_secret")]
    pub metrics_token: Option<String>,
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
            bail!(
                "invalid site URL {site_url:?}: PLANSMITH_SITE_URL must start with http:// or https://"
            );
        }
        let mut site = crate::content::Site::load(layer.content_dir.as_deref())
            .map_err(|e| anyhow::anyhow!("invalid content: {e}"))?;
        let support_email = layer.support_email.unwrap_or_else(|| site.support_email.clone());
        if !email_address::EmailAddress::is_valid(&support_email) {
            bail!(
                "invalid support address {support_email:?}: set PLANSMITH_SUPPORT_EMAIL to an e-mail address"
            );
        }
        let trusted_proxies =
            Proxies::from_layer(layer.trusted_proxies.as_deref(), layer.trust_proxy)?;
        let brand_name = layer.brand_name.unwrap_or_else(|| site.brand_name.clone());
        site.set_brand(&brand_name, &support_email);
        let mail = MailConfig::from_layer(
            layer.smtp_url.as_deref(),
            layer.mail_from.as_deref(),
            layer.admin_email.as_deref(),
            layer.smtp_retry_secs,
            &brand_name,
            &support_email,
        )?;
        if let Some(secret) = &layer.jwt_secret
            && secret.len() < 32
        {
            bail!(
                "PLANSMITH_JWT_SECRET is too short: use at least 32 characters (or unset it to have one generated)"
            );
        }
        let auth = AuthConfig {
            jwt_secret: layer.jwt_secret,
            token_ttl_hours: layer.token_ttl_hours.unwrap_or(12).max(1),
            login_rate_limit: layer.login_rate_limit.unwrap_or(10),
        };
        let ai = AiConfig::from_layer(
            layer.ai_base_url,
            layer.ai_model,
            layer.ai_api_key,
            layer.ai_timeout_secs,
            layer.ai_daily_draft_limit,
            layer.ai_mode,
            layer.ai_package_copy,
        )?;
        let analytics = AnalyticsScript::from_layer(
            layer.analytics_script_url.as_deref(),
            layer.analytics_site_id.as_deref(),
        )?;
        let stripe = StripeConfig::from_layer(
            layer.stripe_secret_key,
            layer.stripe_publishable_key,
            layer.stripe_webhook_secret,
            layer.stripe_api_base,
        )?;
        Ok(Self {
            bind,
            db: layer.db.unwrap_or_else(|| PathBuf::from(DEFAULT_DB)),
            site_url,
            brand_name,
            support_email,
            content_dir: layer.content_dir,
            site: std::sync::Arc::new(site),
            timezone,
            trusted_proxies,
            lead_rate_limit: layer.lead_rate_limit.unwrap_or(20),
            idle_timeout_secs: layer.idle_timeout_secs.unwrap_or(30).max(1),
            analytics_retention_days: layer.analytics_retention_days.unwrap_or(400),
            draft_lull_ms: layer.draft_lull_ms.unwrap_or(200),
            max_connections: layer.max_connections.unwrap_or(DEFAULT_MAX_CONNECTIONS).max(1),
            tz,
            mail,
            auth,
            ai,
            analytics,
            stripe,
            metrics_token: layer
                .metrics_token
                .map(|t| t.trim().to_owned())
                .filter(|t| !t.is_empty()),
        })
    }

    /// What the operator should fix before founders see the mail (see [`mail::sender_warnings`]).
    pub fn warnings(&self) -> Vec<String> {
        mail::sender_warnings(&self.brand_name, self.mail.from.name.as_deref(), &self.support_email)
    }

    /// Whether outgoing mail is delivered (SMTP configured) or held.
    pub fn mail_enabled(&self) -> bool {
        self.mail.smtp.is_some()
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
    fn signing_in_without_tls_is_only_allowed_by_name() {
        assert!(!SmtpUrl::parse("smtp://u:p@mail.example.com").unwrap().plain_auth_allowed);
        let allowed = SmtpUrl::parse("smtp://u:p@mail.example.com?tls=none").unwrap();
        assert!(allowed.plain_auth_allowed);
        assert_eq!(allowed.redacted(), "smtp://u:***@mail.example.com:587?tls=none");
        assert!(
            SmtpUrl::parse("smtps://u:p@mail.example.com?tls=none")
                .unwrap_err()
                .to_string()
                .contains("contradicts")
        );
        assert!(
            SmtpUrl::parse("smtp://mail.example.com?tls=off")
                .unwrap_err()
                .to_string()
                .contains("tls=\"off\"")
        );
        assert!(
            SmtpUrl::parse("smtp://mail.example.com?starttls=1")
                .unwrap_err()
                .to_string()
                .contains("starttls")
        );
    }

    #[test]
    fn smtp_passwords_never_show() {
        let url = SmtpUrl::parse("smtps://me%40x.com:s3cr%3At@mail.example.com").unwrap();
        assert_eq!(
            (url.username.as_deref(), url.password.as_deref(), url.port),
            (Some("me@x.com"), Some("s3cr:t"), 465)
        );
        assert!(!format!("{url:?}").contains("s3cr"));
        let config = Config::from_layer(Layer {
            smtp_url: Some("smtp://u:hunter2@localhost:2525".into()),
            mail_from: Some("Plansmith <plans@example.com>".into()),
            ..Layer::default()
        })
        .unwrap();
        assert!(!config.to_toml().contains("hunter2"));
        assert!(!format!("{config:?}").contains("hunter2"));
        assert_eq!(config.mail.from.name.as_deref(), Some("Plansmith"));
        let config = Config::from_layer(Layer {
            stripe_secret_key: Some("sk_test_hunter3".into()),
            stripe_publishable_key: Some("pk_test_public".into()),
            stripe_webhook_secret: Some("whsec_hunter4".into()),
            stripe_api_base: Some("http://127.0.0.1:9".into()),
            ..Layer::default()
        })
        .unwrap();
        for shown in [config.to_toml(), format!("{config:?}")] {
            assert!(!shown.contains("hunter3") && !shown.contains("hunter4"), "{shown}");
            assert!(shown.contains("pk_test_public"));
        }
        assert_eq!(config.stripe.unwrap().api_base.as_deref(), Some("http://127.0.0.1:9/"));
    }

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
        let mut layer: Layer =
            toml::from_str("bind = \"127.0.0.1:9000\"\nbrand_name = \"File\"").unwrap();
        layer.merge(Layer { brand_name: Some("Flag".into()), ..Layer::default() });
        let config = Config::from_layer(layer).unwrap();
        assert_eq!(config.bind.port(), 9000);
        assert_eq!(config.brand_name, "Flag");
    }

    #[test]
    fn mistakes_are_reported_with_the_fix() {
        let bad_bind =
            Config::from_layer(Layer { bind: Some("nowhere".into()), ..Layer::default() });
        assert!(format!("{:#}", bad_bind.unwrap_err()).contains("PLANSMITH_BIND"));
        let bad_tz =
            Config::from_layer(Layer { timezone: Some("Mars/Base".into()), ..Layer::default() });
        assert!(format!("{:#}", bad_tz.unwrap_err()).contains("PLANSMITH_TIMEZONE"));
        let no_from = Config::from_layer(Layer {
            smtp_url: Some("smtp://mail.example.com".into()),
            ..Layer::default()
        });
        assert!(format!("{:#}", no_from.unwrap_err()).contains("set PLANSMITH_MAIL_FROM"));
        let bad_scheme = Config::from_layer(Layer {
            smtp_url: Some("http://mail.example.com".into()),
            mail_from: Some("a@example.com".into()),
            ..Layer::default()
        });
        assert!(format!("{:#}", bad_scheme.unwrap_err()).contains("smtps://"));
        let id_alone = Config::from_layer(Layer {
            analytics_site_id: Some("example.com".into()),
            ..Layer::default()
        });
        assert!(format!("{:#}", id_alone.unwrap_err()).contains("PLANSMITH_ANALYTICS_SCRIPT_URL"));
        let bad_script = Config::from_layer(Layer {
            analytics_script_url: Some("javascript:alert(1)".into()),
            ..Layer::default()
        });
        assert!(
            format!("{:#}", bad_script.unwrap_err()).contains("PLANSMITH_ANALYTICS_SCRIPT_URL")
        );
        let bad_id = Config::from_layer(Layer {
            analytics_script_url: Some("https://plausible.io/js/script.js".into()),
            analytics_site_id: Some("x\" onload=\"alert(1)".into()),
            ..Layer::default()
        });
        assert!(format!("{:#}", bad_id.unwrap_err()).contains("PLANSMITH_ANALYTICS_SITE_ID"));
        let half_stripe = Config::from_layer(Layer {
            stripe_secret_key: Some("sk_test_x".into()),
            ..Layer::default()
        });
        let message = format!("{:#}", half_stripe.unwrap_err());
        assert!(
            message
                .contains("PLANSMITH_STRIPE_PUBLISHABLE_KEY and PLANSMITH_STRIPE_WEBHOOK_SECRET"),
            "{message}"
        );
        let mixed = Config::from_layer(Layer {
            stripe_secret_key: Some("sk_live_x".into()),
            stripe_publishable_key: Some("pk_test_x".into()),
            stripe_webhook_secret: Some("whsec_x".into()),
            ..Layer::default()
        });
        assert!(format!("{:#}", mixed.unwrap_err()).contains("same mode"));
        let typo = toml::from_str::<Layer>("bnd = \"x\"");
        assert!(typo.unwrap_err().to_string().contains("unknown field"));
    }
}
