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
    /// A connection that sends nothing for this long is closed (slow or stalled clients).
    pub idle_timeout_secs: u64,
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
    #[serde(serialize_with = "serialize_secret")]
    pub metrics_token: Option<String>,
}

/// A third-party analytics script added to the public pages (Plausible, Umami and the like).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct AnalyticsScript {
    /// Where the script is loaded from, `https://…`.
    pub script_url: String,
    /// The site's id at that service, given to the script as `data-domain` (Plausible) and
    /// `data-website-id` (Umami).
    pub site_id: Option<String>,
}

impl AnalyticsScript {
    fn from_layer(script_url: Option<&str>, site_id: Option<&str>) -> anyhow::Result<Option<Self>> {
        let Some(script_url) = script_url.map(str::trim) else {
            if site_id.is_some() {
                bail!("PLANSMITH_ANALYTICS_SITE_ID is set but PLANSMITH_ANALYTICS_SCRIPT_URL is not: set the script's URL too (e.g. https://plausible.io/js/script.js)");
            }
            return Ok(None);
        };
        let url = url::Url::parse(script_url).map_err(|e| {
            anyhow::anyhow!("invalid PLANSMITH_ANALYTICS_SCRIPT_URL {script_url:?}: {e} (e.g. https://plausible.io/js/script.js)")
        })?;
        if !matches!(url.scheme(), "https" | "http") || url.host_str().is_none() {
            bail!("PLANSMITH_ANALYTICS_SCRIPT_URL {script_url:?} must be an http:// or https:// URL (e.g. https://plausible.io/js/script.js)");
        }
        let site_id = site_id.map(str::trim).filter(|id| !id.is_empty()).map(str::to_owned);
        if let Some(id) = &site_id {
            let allowed = |c: char| c.is_ascii_alphanumeric() || ".-_:,".contains(c);
            if id.len() > 200 || !id.chars().all(allowed) {
                bail!("PLANSMITH_ANALYTICS_SITE_ID {id:?} may use only letters, digits and . - _ : , (e.g. example.com)");
            }
        }
        Ok(Some(Self { script_url: url.to_string(), site_id }))
    }

    /// `scheme://host[:port]` of the script, the one origin the CSP lets in for it.
    pub fn origin(&self) -> String {
        url::Url::parse(&self.script_url).map(|url| url.origin().ascii_serialization()).unwrap_or_default()
    }
}

/// Stripe: the three keys an account gives, and (for tests) another API base.
#[derive(Clone, Serialize)]
pub struct StripeConfig {
    #[serde(serialize_with = "serialize_required_secret")]
    pub secret_key: String,
    pub publishable_key: String,
    #[serde(serialize_with = "serialize_required_secret")]
    pub webhook_secret: String,
    /// Base URL of the Stripe API, ending in `/`; none = `https://api.stripe.com/`.
    pub api_base: Option<String>,
}

impl std::fmt::Debug for StripeConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StripeConfig")
            .field("secret_key", &"***")
            .field("publishable_key", &self.publishable_key)
            .field("webhook_secret", &"***")
            .field("api_base", &self.api_base)
            .finish()
    }
}

impl StripeConfig {
    fn from_layer(
        secret_key: Option<String>,
        publishable_key: Option<String>,
        webhook_secret: Option<String>,
        api_base: Option<String>,
    ) -> anyhow::Result<Option<Self>> {
        let (secret_key, publishable_key, webhook_secret) = match (
            secret_key,
            publishable_key,
            webhook_secret,
        ) {
            (None, None, None) => {
                if api_base.is_some() {
                    bail!(
                        "PLANSMITH_STRIPE_API_BASE is set but the Stripe keys are not: set PLANSMITH_STRIPE_SECRET_KEY, PLANSMITH_STRIPE_PUBLISHABLE_KEY and PLANSMITH_STRIPE_WEBHOOK_SECRET"
                    );
                }
                return Ok(None);
            }
            (Some(secret), Some(publishable), Some(webhook)) => (secret, publishable, webhook),
            (secret, publishable, webhook) => {
                let missing: Vec<&str> = [
                    (secret.is_none(), "PLANSMITH_STRIPE_SECRET_KEY"),
                    (publishable.is_none(), "PLANSMITH_STRIPE_PUBLISHABLE_KEY"),
                    (webhook.is_none(), "PLANSMITH_STRIPE_WEBHOOK_SECRET"),
                ]
                .into_iter()
                .filter_map(|(missing, name)| missing.then_some(name))
                .collect();
                bail!(
                    "Stripe is half configured: also set {} (payments need all three keys), or unset them all",
                    missing.join(" and ")
                );
            }
        };
        let (secret_key, publishable_key, webhook_secret) = (
            secret_key.trim().to_owned(),
            publishable_key.trim().to_owned(),
            webhook_secret.trim().to_owned(),
        );
        let mode = |key: &str| {
            if key.contains("_live_") {
                "live"
            } else {
                "test"
            }
        };
        if !(secret_key.starts_with("sk_") || secret_key.starts_with("rk_")) {
            bail!(
                "PLANSMITH_STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_... or sk_test_..., or a restricted rk_ key)"
            );
        }
        if !publishable_key.starts_with("pk_") {
            bail!(
                "PLANSMITH_STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_live_... or pk_test_...)"
            );
        }
        if !webhook_secret.starts_with("whsec_") {
            bail!(
                "PLANSMITH_STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret (whsec_...), shown with the webhook endpoint in the Stripe dashboard"
            );
        }
        if mode(&secret_key) != mode(&publishable_key) {
            bail!(
                "the Stripe secret key is a {} key but the publishable key is a {} key: use both keys from the same mode",
                mode(&secret_key),
                mode(&publishable_key)
            );
        }
        let api_base = api_base
            .map(|base| {
                let base = base.trim();
                anyhow::ensure!(
                    base.starts_with("http://") || base.starts_with("https://"),
                    "PLANSMITH_STRIPE_API_BASE {base:?} must start with http:// or https://"
                );
                Ok(format!("{}/", base.trim_end_matches('/')))
            })
            .transpose()?;
        Ok(Some(Self {
            secret_key,
            publishable_key,
            webhook_secret,
            api_base,
        }))
    }
}

fn serialize_required_secret<S: serde::Serializer>(
    _: &str,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.serialize_str("***")
}

/// Admin sessions.
#[derive(Clone, Serialize)]
pub struct AuthConfig {
    /// HS256 secret; none = generated once and kept in the database.
    #[serde(serialize_with = "serialize_secret")]
    pub jwt_secret: Option<String>,
    pub token_ttl_hours: u32,
    /// Login attempts per username per hour (each client address gets three times as many).
    pub login_rate_limit: u32,
}

impl std::fmt::Debug for AuthConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AuthConfig")
            .field("jwt_secret", &self.jwt_secret.as_ref().map(|_| "***"))
            .field("token_ttl_hours", &self.token_ttl_hours)
            .field("login_rate_limit", &self.login_rate_limit)
            .finish()
    }
}

/// An OpenAI-compatible chat-completions endpoint; without it the built-in planner writes plans.
#[derive(Clone, Serialize)]
pub struct AiConfig {
    pub base_url: String,
    pub model: String,
    #[serde(serialize_with = "serialize_secret")]
    pub api_key: Option<String>,
    pub timeout_secs: u64,
}

impl std::fmt::Debug for AiConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AiConfig")
            .field("base_url", &self.base_url)
            .field("model", &self.model)
            .field("api_key", &self.api_key.as_ref().map(|_| "***"))
            .field("timeout_secs", &self.timeout_secs)
            .finish()
    }
}

fn serialize_secret<S: serde::Serializer>(secret: &Option<String>, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(if secret.is_some() { "***" } else { "(not set)" })
}

/// E-mail settings. Without `smtp` every message is kept in the outbox as `held`.
#[derive(Debug, Clone, Serialize)]
pub struct MailConfig {
    #[serde(serialize_with = "serialize_smtp")]
    pub smtp: Option<SmtpUrl>,
    /// Sender, `Name <address>` or a bare address.
    pub from: Mailbox,
    /// Where new-lead alerts go; none = no alerts.
    pub admin_email: Option<String>,
    /// First retry delay after a transient failure, in seconds (doubles each time).
    pub retry_base_secs: u64,
}

/// A display name and an address.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Mailbox {
    pub name: Option<String>,
    pub address: String,
}

impl Mailbox {
    pub fn parse(text: &str) -> anyhow::Result<Self> {
        let text = text.trim();
        let (name, address) = match (text.find('<'), text.strip_suffix('>')) {
            (Some(open), Some(rest)) => {
                let name = text[..open].trim().trim_matches('"').trim();
                (Some(name.to_owned()).filter(|n| !n.is_empty()), rest[open + 1..].trim().to_owned())
            }
            _ => (None, text.to_owned()),
        };
        let clean = |s: &str| !s.chars().any(char::is_control);
        anyhow::ensure!(
            email_address::EmailAddress::is_valid(&address) && clean(&address) && name.as_deref().is_none_or(clean),
            "{text:?} is not an e-mail address"
        );
        Ok(Self { name, address })
    }
}

impl std::fmt::Display for Mailbox {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.name {
            Some(name) => write!(f, "{name} <{}>", self.address),
            None => f.write_str(&self.address),
        }
    }
}

/// A parsed `smtp://` or `smtps://` URL. The password never appears in `Debug` or output.
#[derive(Clone)]
pub struct SmtpUrl {
    pub implicit_tls: bool,
    pub host: String,
    pub port: u16,
    pub username: Option<String>,
    pub password: Option<String>,
}

impl SmtpUrl {
    pub fn parse(text: &str) -> anyhow::Result<Self> {
        let url = url::Url::parse(text.trim()).map_err(|e| anyhow::anyhow!("invalid SMTP URL: {e}"))?;
        let implicit_tls = match url.scheme() {
            "smtp" => false,
            "smtps" => true,
            other => bail!("invalid SMTP URL: scheme {other:?} must be smtp:// (STARTTLS when offered) or smtps:// (TLS)"),
        };
        let host = url.host_str().filter(|h| !h.is_empty()).context("invalid SMTP URL: no host")?;
        let host = host.trim_start_matches('[').trim_end_matches(']').to_owned();
        let decode = |s: &str| percent_decode(s);
        let username = Some(decode(url.username())).filter(|u| !u.is_empty());
        let password = url.password().map(decode);
        let port = url.port().unwrap_or(if implicit_tls { 465 } else { 587 });
        Ok(Self { implicit_tls, host, port, username, password })
    }

    /// The URL with the password replaced, for logs and `plansmith config`.
    pub fn redacted(&self) -> String {
        let scheme = if self.implicit_tls { "smtps" } else { "smtp" };
        let user = match (&self.username, &self.password) {
            (Some(user), Some(_)) => format!("{user}:***@"),
            (Some(user), None) => format!("{user}@"),
            _ => String::new(),
        };
        format!("{scheme}://{user}{}:{}", self.host, self.port)
    }
}

impl std::fmt::Debug for SmtpUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.redacted())
    }
}

fn serialize_smtp<S: serde::Serializer>(smtp: &Option<SmtpUrl>, serializer: S) -> Result<S::Ok, S::Error> {
    match smtp {
        Some(url) => serializer.serialize_str(&url.redacted()),
        None => serializer.serialize_str("(not set: mail is held in the outbox)"),
    }
}

fn percent_decode(text: &str) -> String {
    percent_encoding::percent_decode_str(text).decode_utf8_lossy().into_owned()
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
    pub analytics_script_url: Option<String>,
    pub analytics_site_id: Option<String>,
    pub stripe_secret_key: Option<String>,
    pub stripe_publishable_key: Option<String>,
    pub stripe_webhook_secret: Option<String>,
    pub stripe_api_base: Option<String>,
    pub metrics_token: Option<String>,
    pub idle_timeout_secs: Option<u64>,
}

impl Layer {
    fn merge(&mut self, other: Layer) {
        macro_rules! take {
            ($($field:ident),*) => { $( if other.$field.is_some() { self.$field = other.$field; } )* };
        }
        take!(
            bind, db, site_url, brand_name, support_email, timezone, trust_proxy, lead_rate_limit, smtp_url,
            mail_from, admin_email, smtp_retry_secs, jwt_secret, token_ttl_hours, login_rate_limit, ai_base_url,
            ai_model, ai_api_key, ai_timeout_secs, analytics_script_url, analytics_site_id, stripe_secret_key,
            stripe_publishable_key, stripe_webhook_secret, stripe_api_base, metrics_token, idle_timeout_secs
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
            analytics_script_url: var("PLANSMITH_ANALYTICS_SCRIPT_URL"),
            analytics_site_id: var("PLANSMITH_ANALYTICS_SITE_ID"),
            stripe_secret_key: var("PLANSMITH_STRIPE_SECRET_KEY"),
            stripe_publishable_key: var("PLANSMITH_STRIPE_PUBLISHABLE_KEY"),
            stripe_webhook_secret: var("PLANSMITH_STRIPE_WEBHOOK_SECRET"),
            stripe_api_base: var("PLANSMITH_STRIPE_API_BASE"),
            metrics_token: var("PLANSMITH_METRICS_TOKEN"),
            idle_timeout_secs: parsed("PLANSMITH_IDLE_TIMEOUT_SECS")?,
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
        let brand_name = layer.brand_name.unwrap_or_else(|| "Plansmith".to_owned());
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
            bail!("PLANSMITH_JWT_SECRET is too short: use at least 32 characters (or unset it to have one generated)");
        }
        let auth = AuthConfig {
            jwt_secret: layer.jwt_secret,
            token_ttl_hours: layer.token_ttl_hours.unwrap_or(12).max(1),
            login_rate_limit: layer.login_rate_limit.unwrap_or(10),
        };
        let ai = match (layer.ai_base_url, layer.ai_model) {
            (None, None) => {
                if layer.ai_api_key.is_some() {
                    bail!("PLANSMITH_AI_API_KEY is set but PLANSMITH_AI_BASE_URL and PLANSMITH_AI_MODEL are not: set both to use an AI provider");
                }
                None
            }
            (Some(base_url), Some(model)) => {
                let base_url = base_url.trim().trim_end_matches('/').to_owned();
                if !(base_url.starts_with("http://") || base_url.starts_with("https://")) {
                    bail!("PLANSMITH_AI_BASE_URL {base_url:?} must start with http:// or https:// (e.g. https://api.openai.com/v1)");
                }
                Some(AiConfig { base_url, model, api_key: layer.ai_api_key, timeout_secs: layer.ai_timeout_secs.unwrap_or(90).max(1) })
            }
            (Some(_), None) => bail!("PLANSMITH_AI_BASE_URL is set but PLANSMITH_AI_MODEL is not: set the model name too"),
            (None, Some(_)) => bail!("PLANSMITH_AI_MODEL is set but PLANSMITH_AI_BASE_URL is not: set the endpoint too"),
        };
        let analytics = AnalyticsScript::from_layer(layer.analytics_script_url.as_deref(), layer.analytics_site_id.as_deref())?;
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
            timezone,
            trust_proxy: layer.trust_proxy.unwrap_or(false),
            lead_rate_limit: layer.lead_rate_limit.unwrap_or(20),
            idle_timeout_secs: layer.idle_timeout_secs.unwrap_or(30).max(1),
            tz,
            mail,
            auth,
            ai,
            analytics,
            stripe,
            metrics_token: layer.metrics_token.map(|t| t.trim().to_owned()).filter(|t| !t.is_empty()),
        })
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

impl MailConfig {
    fn from_layer(
        smtp_url: Option<&str>,
        mail_from: Option<&str>,
        admin_email: Option<&str>,
        retry_base_secs: Option<u64>,
        brand_name: &str,
        support_email: &str,
    ) -> anyhow::Result<Self> {
        let smtp = smtp_url
            .map(SmtpUrl::parse)
            .transpose()
            .context("check PLANSMITH_SMTP_URL (smtp://user:password@host:587 or smtps://user:password@host:465)")?;
        let from = match (mail_from, &smtp) {
            (Some(from), _) => Mailbox::parse(from).context("check PLANSMITH_MAIL_FROM (e.g. \"Plansmith <plans@example.com>\")")?,
            (None, Some(_)) => bail!(
                "PLANSMITH_SMTP_URL is set but PLANSMITH_MAIL_FROM is not: set PLANSMITH_MAIL_FROM to the sender address (e.g. \"Plansmith <plans@example.com>\")"
            ),
            // Held mail still needs a sender to be complete; the support address serves.
            (None, None) => Mailbox { name: Some(brand_name.to_owned()), address: support_email.to_owned() },
        };
        let admin_email = admin_email
            .map(|text| {
                let text = text.trim();
                anyhow::ensure!(
                    email_address::EmailAddress::is_valid(text),
                    "PLANSMITH_ADMIN_EMAIL {text:?} is not an e-mail address"
                );
                Ok(text.to_owned())
            })
            .transpose()?;
        Ok(Self { smtp, from, admin_email, retry_base_secs: retry_base_secs.unwrap_or(30).max(1) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smtp_passwords_never_show() {
        let url = SmtpUrl::parse("smtps://me%40x.com:s3cr%3At@mail.example.com").unwrap();
        assert_eq!((url.username.as_deref(), url.password.as_deref(), url.port), (Some("me@x.com"), Some("s3cr:t"), 465));
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
        let no_from = Config::from_layer(Layer { smtp_url: Some("smtp://mail.example.com".into()), ..Layer::default() });
        assert!(format!("{:#}", no_from.unwrap_err()).contains("set PLANSMITH_MAIL_FROM"));
        let bad_scheme = Config::from_layer(Layer {
            smtp_url: Some("http://mail.example.com".into()),
            mail_from: Some("a@example.com".into()),
            ..Layer::default()
        });
        assert!(format!("{:#}", bad_scheme.unwrap_err()).contains("smtps://"));
        let id_alone = Config::from_layer(Layer { analytics_site_id: Some("example.com".into()), ..Layer::default() });
        assert!(format!("{:#}", id_alone.unwrap_err()).contains("PLANSMITH_ANALYTICS_SCRIPT_URL"));
        let bad_script = Config::from_layer(Layer { analytics_script_url: Some("javascript:alert(1)".into()), ..Layer::default() });
        assert!(format!("{:#}", bad_script.unwrap_err()).contains("PLANSMITH_ANALYTICS_SCRIPT_URL"));
        let bad_id = Config::from_layer(Layer {
            analytics_script_url: Some("https://plausible.io/js/script.js".into()),
            analytics_site_id: Some("x\" onload=\"alert(1)".into()),
            ..Layer::default()
        });
        assert!(format!("{:#}", bad_id.unwrap_err()).contains("PLANSMITH_ANALYTICS_SITE_ID"));
        let half_stripe = Config::from_layer(Layer { stripe_secret_key: Some("sk_test_x".into()), ..Layer::default() });
        let message = format!("{:#}", half_stripe.unwrap_err());
        assert!(message.contains("PLANSMITH_STRIPE_PUBLISHABLE_KEY and PLANSMITH_STRIPE_WEBHOOK_SECRET"), "{message}");
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
