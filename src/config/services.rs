//! The services Plansmith talks to besides SMTP (Stripe, an AI provider, a third-party
//! analytics script) and admin sessions; secrets never show when the configuration is printed.

use anyhow::bail;
use serde::Serialize;

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
    pub(super) fn from_layer(
        script_url: Option<&str>,
        site_id: Option<&str>,
    ) -> anyhow::Result<Option<Self>> {
        let Some(script_url) = script_url.map(str::trim) else {
            if site_id.is_some() {
                bail!(
                    "PLANSMITH_ANALYTICS_SITE_ID is set but PLANSMITH_ANALYTICS_SCRIPT_URL is not: set the script's URL too (e.g. https://plausible.io/js/script.js)"
                );
            }
            return Ok(None);
        };
        let url = url::Url::parse(script_url).map_err(|e| {
            anyhow::anyhow!("invalid PLANSMITH_ANALYTICS_SCRIPT_URL {script_url:?}: {e} (e.g. https://plausible.io/js/script.js)")
        })?;
        if !matches!(url.scheme(), "https" | "http") || url.host_str().is_none() {
            bail!(
                "PLANSMITH_ANALYTICS_SCRIPT_URL {script_url:?} must be an http:// or https:// URL (e.g. https://plausible.io/js/script.js)"
            );
        }
        let site_id = site_id.map(str::trim).filter(|id| !id.is_empty()).map(str::to_owned);
        if let Some(id) = &site_id {
            let allowed = |c: char| c.is_ascii_alphanumeric() || ".-_:,".contains(c);
            if id.len() > 200 || !id.chars().all(allowed) {
                bail!(
                    "PLANSMITH_ANALYTICS_SITE_ID {id:?} may use only letters, digits and . - _ : , (e.g. example.com)"
                );
            }
        }
        Ok(Some(Self { script_url: url.to_string(), site_id }))
    }

    /// `scheme://host[:port]` of the script, the one origin the CSP lets in for it.
    pub fn origin(&self) -> String {
        url::Url::parse(&self.script_url)
            .map(|url| url.origin().ascii_serialization())
            .unwrap_or_default()
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
    /// Whether the keys are live ones (`sk_live_`, `rk_live_`): events must say the same.
    pub fn livemode(&self) -> bool {
        self.secret_key.starts_with("sk_live_") || self.secret_key.starts_with("rk_live_")
    }

    pub(super) fn from_layer(
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
            if key.contains("_live_") { "live" } else { "test" }
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
        Ok(Some(Self { secret_key, publishable_key, webhook_secret, api_base }))
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
    /// Automatic drafts the provider may write a day (UTC); later ones are built-in, so a
    /// flood of spam leads cannot run up the bill. Drafts an admin asks for are not counted.
    pub daily_draft_limit: u32,
    pub mode: AiMode,
    /// Whether the provider also writes the Pro package's copy for each plan it drafts (one
    /// more request a draft); without it the package uses its templates.
    pub package_copy: bool,
}

/// How the plan is asked for: whole, in one answer (a capable hosted model), or in five parts
/// (a small local model that cannot fill the whole plan in one answer).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AiMode {
    #[default]
    Whole,
    Sections,
}

impl std::str::FromStr for AiMode {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "whole" => Ok(Self::Whole),
            "sections" => Ok(Self::Sections),
            other => Err(format!("{other:?} is not an AI mode: use \"whole\" or \"sections\"")),
        }
    }
}

impl std::fmt::Debug for AiConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AiConfig")
            .field("base_url", &self.base_url)
            .field("model", &self.model)
            .field("api_key", &self.api_key.as_ref().map(|_| "***"))
            .field("timeout_secs", &self.timeout_secs)
            .field("daily_draft_limit", &self.daily_draft_limit)
            .field("mode", &self.mode)
            .field("package_copy", &self.package_copy)
            .finish()
    }
}

impl AiConfig {
    /// The provider when both its endpoint and its model are set; none when neither is.
    pub(super) fn from_layer(
        base_url: Option<String>,
        model: Option<String>,
        api_key: Option<String>,
        timeout_secs: Option<u64>,
        daily_draft_limit: Option<u32>,
        mode: Option<AiMode>,
        package_copy: Option<bool>,
    ) -> anyhow::Result<Option<Self>> {
        Ok(match (base_url, model) {
            (None, None) => {
                if api_key.is_some() {
                    bail!(
                        "PLANSMITH_AI_API_KEY is set but PLANSMITH_AI_BASE_URL and PLANSMITH_AI_MODEL are not: set both to use an AI provider"
                    );
                }
                None
            }
            (Some(base_url), Some(model)) => {
                let base_url = base_url.trim().trim_end_matches('/').to_owned();
                if !(base_url.starts_with("http://") || base_url.starts_with("https://")) {
                    bail!(
                        "PLANSMITH_AI_BASE_URL {base_url:?} must start with http:// or https:// (e.g. https://api.openai.com/v1)"
                    );
                }
                Some(Self {
                    base_url,
                    model,
                    api_key,
                    timeout_secs: timeout_secs.unwrap_or(90).max(1),
                    daily_draft_limit: daily_draft_limit.unwrap_or(200),
                    mode: mode.unwrap_or_default(),
                    package_copy: package_copy.unwrap_or(true),
                })
            }
            (Some(_), None) => bail!(
                "PLANSMITH_AI_BASE_URL is set but PLANSMITH_AI_MODEL is not: set the model name too"
            ),
            (None, Some(_)) => bail!(
                "PLANSMITH_AI_MODEL is set but PLANSMITH_AI_BASE_URL is not: set the endpoint too"
            ),
        })
    }
}

pub(super) fn serialize_secret<S: serde::Serializer>(
    secret: &Option<String>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(if secret.is_some() { "***" } else { "(not set)" })
}
