//! One layer of settings, every one optional: the config file, the `PLANSMITH_*` environment
//! or the command-line flags. `Config::load` merges them, later layers winning.

use std::path::{Path, PathBuf};

use anyhow::Context;
use serde::Deserialize;

/// The optional settings a file, the environment or flags may give.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Layer {
    pub bind: Option<String>,
    pub db: Option<PathBuf>,
    pub site_url: Option<String>,
    pub brand_name: Option<String>,
    pub support_email: Option<String>,
    pub content_dir: Option<PathBuf>,
    pub timezone: Option<String>,
    /// Replaced by `trusted_proxies`: `false` trusts no proxy, `true` the default (loopback).
    pub trust_proxy: Option<bool>,
    pub trusted_proxies: Option<String>,
    pub lead_rate_limit: Option<u32>,
    pub smtp_url: Option<String>,
    pub mail_from: Option<String>,
    pub admin_email: Option<String>,
    pub smtp_retry_secs: Option<u64>,
    pub jwt_secret: Option<String>,
    pub token_ttl_hours: Option<u32>,
    pub login_rate_limit: Option<u32>,
    pub ai_base_url: Option<String>,
    pub ai_model: Option<String>,
    pub ai_api_key: Option<String>,
    pub ai_timeout_secs: Option<u64>,
    pub ai_daily_draft_limit: Option<u32>,
    pub ai_mode: Option<super::services::AiMode>,
    pub ai_package_copy: Option<bool>,
    pub analytics_script_url: Option<String>,
    pub analytics_site_id: Option<String>,
    pub stripe_secret_key: Option<String>,
    pub stripe_publishable_key: Option<String>,
    pub stripe_webhook_secret: Option<String>,
    pub stripe_api_base: Option<String>,
    pub metrics_token: Option<String>,
    pub idle_timeout_secs: Option<u64>,
    pub analytics_retention_days: Option<u32>,
    pub max_connections: Option<usize>,
    pub draft_lull_ms: Option<u64>,
}

impl Layer {
    /// `other`'s settings over these.
    pub fn merge(&mut self, other: Layer) {
        macro_rules! take {
            ($($field:ident),*) => { $( if other.$field.is_some() { self.$field = other.$field; } )* };
        }
        take!(
            bind,
            db,
            site_url,
            brand_name,
            support_email,
            content_dir,
            timezone,
            trust_proxy,
            trusted_proxies,
            lead_rate_limit,
            smtp_url,
            mail_from,
            admin_email,
            smtp_retry_secs,
            jwt_secret,
            token_ttl_hours,
            login_rate_limit,
            ai_base_url,
            ai_model,
            ai_api_key,
            ai_timeout_secs,
            ai_daily_draft_limit,
            ai_mode,
            ai_package_copy,
            analytics_script_url,
            analytics_site_id,
            stripe_secret_key,
            stripe_publishable_key,
            stripe_webhook_secret,
            stripe_api_base,
            metrics_token,
            idle_timeout_secs,
            analytics_retention_days,
            max_connections,
            draft_lull_ms
        );
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
                .map(|v| {
                    v.trim()
                        .parse::<T>()
                        .map_err(|e| anyhow::anyhow!("{name}={v:?} is invalid: {e}"))
                })
                .transpose()
        }
        Ok(Self {
            bind: var("PLANSMITH_BIND"),
            db: var("PLANSMITH_DB").map(PathBuf::from),
            site_url: var("PLANSMITH_SITE_URL"),
            brand_name: var("PLANSMITH_BRAND_NAME"),
            support_email: var("PLANSMITH_SUPPORT_EMAIL"),
            content_dir: var("PLANSMITH_CONTENT_DIR").map(PathBuf::from),
            timezone: var("PLANSMITH_TIMEZONE"),
            trust_proxy: parsed("PLANSMITH_TRUST_PROXY")?,
            trusted_proxies: std::env::var("PLANSMITH_TRUSTED_PROXIES").ok(),
            lead_rate_limit: parsed("PLANSMITH_LEAD_RATE_LIMIT")?,
            smtp_url: var("PLANSMITH_SMTP_URL"),
            mail_from: var("PLANSMITH_MAIL_FROM"),
            admin_email: var("PLANSMITH_ADMIN_EMAIL"),
            smtp_retry_secs: parsed("PLANSMITH_SMTP_RETRY_SECS")?,
            jwt_secret: var("PLANSMITH_JWT_SECRET"),
            token_ttl_hours: parsed("PLANSMITH_TOKEN_TTL_HOURS")?,
            login_rate_limit: parsed("PLANSMITH_LOGIN_RATE_LIMIT")?,
            ai_base_url: var("PLANSMITH_AI_BASE_URL"),
            ai_model: var("PLANSMITH_AI_MODEL"),
            ai_api_key: var("PLANSMITH_AI_API_KEY"),
            ai_timeout_secs: parsed("PLANSMITH_AI_TIMEOUT_SECS")?,
            ai_daily_draft_limit: parsed("PLANSMITH_AI_DAILY_DRAFT_LIMIT")?,
            ai_mode: parsed("PLANSMITH_AI_MODE")?,
            ai_package_copy: parsed("PLANSMITH_AI_PACKAGE_COPY")?,
            analytics_script_url: var("PLANSMITH_ANALYTICS_SCRIPT_URL"),
            analytics_site_id: var("PLANSMITH_ANALYTICS_SITE_ID"),
            stripe_secret_key: var("PLANSMITH_STRIPE_SECRET_KEY"),
            stripe_publishable_key: var("PLANSMITH_STRIPE_PUBLISHABLE_KEY"),
            stripe_webhook_secret: var("PLANSMITH_STRIPE_WEBHOOK_SECRET"),
            stripe_api_base: var("PLANSMITH_STRIPE_API_BASE"),
            metrics_token: var("PLANSMITH_METRICS_TOKEN"),
            idle_timeout_secs: parsed("PLANSMITH_IDLE_TIMEOUT_SECS")?,
            analytics_retention_days: parsed("PLANSMITH_ANALYTICS_RETENTION_DAYS")?,
            max_connections: parsed("PLANSMITH_MAX_CONNECTIONS")?,
            draft_lull_ms: parsed("PLANSMITH_DRAFT_LULL_MS")?,
        })
    }

    /// Reads a TOML file. A missing file is an error only when it was asked for by name.
    pub fn from_file(path: &Path, required: bool) -> anyhow::Result<Self> {
        let text = match std::fs::read_to_string(path) {
            Ok(text) => text,
            Err(err) if err.kind() == std::io::ErrorKind::NotFound && !required => {
                return Ok(Self::default());
            }
            Err(err) => {
                return Err(err)
                    .with_context(|| format!("cannot read config file {}", path.display()));
            }
        };
        toml::from_str(&text).with_context(|| format!("invalid config file {}", path.display()))
    }
}
