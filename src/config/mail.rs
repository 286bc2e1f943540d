//! E-mail settings: the SMTP server, the sender, and where new-lead alerts go.

use anyhow::{Context, bail};
use serde::Serialize;

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
                (
                    Some(name.to_owned()).filter(|n| !n.is_empty()),
                    rest[open + 1..].trim().to_owned(),
                )
            }
            _ => (None, text.to_owned()),
        };
        let clean = |s: &str| !s.chars().any(char::is_control);
        anyhow::ensure!(
            email_address::EmailAddress::is_valid(&address)
                && clean(&address)
                && name.as_deref().is_none_or(clean),
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
    /// `?tls=none`: the operator accepts signing in without TLS (a relay on a trusted network).
    pub plain_auth_allowed: bool,
    pub host: String,
    pub port: u16,
    pub username: Option<String>,
    pub password: Option<String>,
}

impl SmtpUrl {
    pub fn parse(text: &str) -> anyhow::Result<Self> {
        let url =
            url::Url::parse(text.trim()).map_err(|e| anyhow::anyhow!("invalid SMTP URL: {e}"))?;
        let implicit_tls = match url.scheme() {
            "smtp" => false,
            "smtps" => true,
            other => bail!(
                "invalid SMTP URL: scheme {other:?} must be smtp:// (STARTTLS when offered) or smtps:// (TLS)"
            ),
        };
        let host = url.host_str().filter(|h| !h.is_empty()).context("invalid SMTP URL: no host")?;
        let host = host.trim_start_matches('[').trim_end_matches(']').to_owned();
        let decode = |s: &str| percent_decode(s);
        let username = Some(decode(url.username())).filter(|u| !u.is_empty());
        let password = url.password().map(decode);
        let port = url.port().unwrap_or(if implicit_tls { 465 } else { 587 });
        let mut plain_auth_allowed = false;
        for (key, value) in url.query_pairs() {
            match (key.as_ref(), value.as_ref()) {
                ("tls", "none") if !implicit_tls => plain_auth_allowed = true,
                ("tls", "none") => {
                    bail!("invalid SMTP URL: ?tls=none contradicts smtps:// (TLS from the start)")
                }
                ("tls", other) => bail!(
                    "invalid SMTP URL: tls={other:?}; the only value is tls=none (allow signing in without TLS)"
                ),
                (other, _) => bail!(
                    "invalid SMTP URL: unknown parameter {other:?} (the only one is tls=none)"
                ),
            }
        }
        Ok(Self { implicit_tls, plain_auth_allowed, host, port, username, password })
    }

    /// The URL with the password replaced, for logs and `plansmith config`.
    pub fn redacted(&self) -> String {
        let scheme = if self.implicit_tls { "smtps" } else { "smtp" };
        let user = match (&self.username, &self.password) {
            (Some(user), Some(_)) => format!("{user}:***@"),
            (Some(user), None) => format!("{user}@"),
            _ => String::new(),
        };
        let query = if self.plain_auth_allowed { "?tls=none" } else { "" };
        format!("{scheme}://{user}{}:{}{query}", self.host, self.port)
    }
}

impl std::fmt::Debug for SmtpUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.redacted())
    }
}

fn serialize_smtp<S: serde::Serializer>(
    smtp: &Option<SmtpUrl>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    match smtp {
        Some(url) => serializer.serialize_str(&url.redacted()),
        None => serializer.serialize_str("(not set: mail is held in the outbox)"),
    }
}

fn percent_decode(text: &str) -> String {
    percent_encoding::percent_decode_str(text).decode_utf8_lossy().into_owned()
}

impl MailConfig {
    pub(super) fn from_layer(
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
            (Some(from), _) => {
                let mut from = Mailbox::parse(from).with_context(|| {
                    format!("check PLANSMITH_MAIL_FROM (e.g. \"{brand_name} <plans@example.com>\")")
                })?;
                // A bare address is sent under the brand's name.
                if from.name.is_none() {
                    from.name = Some(brand_name.to_owned());
                }
                from
            }
            (None, Some(_)) => bail!(
                "PLANSMITH_SMTP_URL is set but PLANSMITH_MAIL_FROM is not: set PLANSMITH_MAIL_FROM to the sender address (e.g. \"{brand_name} <plans@example.com>\")"
            ),
            // Held mail still needs a sender to be complete; the support address serves.
            (None, None) => {
                Mailbox { name: Some(brand_name.to_owned()), address: support_email.to_owned() }
            }
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

/// The support address the built-in content carries: an operator who never set theirs would
/// have founders' replies go to it.
pub const DEFAULT_SUPPORT_EMAIL: &str = "support@plansmith.app";

/// What to fix before founders see the mail: a sender shown under another name than the brand,
/// and no support address of the operator's own (replies would go to the default).
pub fn sender_warnings(
    brand_name: &str,
    from_name: Option<&str>,
    support_email: &str,
) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(name) = from_name
        && !name.trim().eq_ignore_ascii_case(brand_name.trim())
    {
        out.push(format!(
            "the sender's name is \"{name}\", not your brand \"{brand_name}\": founders see \"From: {name}\"; set PLANSMITH_MAIL_FROM to \"{brand_name} <your address>\""
        ));
    }
    if support_email.trim().eq_ignore_ascii_case(DEFAULT_SUPPORT_EMAIL) {
        out.push(format!(
            "no support address of your own: founders' replies would go to {DEFAULT_SUPPORT_EMAIL}; set PLANSMITH_SUPPORT_EMAIL or support_email in site.toml"
        ));
    }
    out
}
