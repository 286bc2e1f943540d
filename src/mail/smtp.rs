//! Talking to the SMTP server with mail-send: one connection per batch, replies classified
//! into sent, retry later, and permanent failure.

use std::time::Duration;

use mail_send::mail_builder::MessageBuilder;
use mail_send::mail_builder::headers::raw::Raw;
use mail_send::smtp::AssertReply;
use mail_send::{Credentials, SmtpClient, SmtpClientBuilder};
use tokio::net::TcpStream;
use tokio_rustls::TlsConnector;
use tokio_rustls::client::TlsStream;

use super::outbox::Stored;
use super::templates::header_text;
use crate::config::{Mailbox, SmtpUrl};

const TIMEOUT: Duration = Duration::from_secs(30);

/// An open SMTP session, with or without TLS.
pub enum Connection {
    Plain(SmtpClient<TcpStream>),
    Tls(Box<SmtpClient<TlsStream<TcpStream>>>),
}

/// What became of one message.
#[derive(Debug)]
pub enum Outcome {
    /// Accepted; the server's reply.
    Sent(String),
    /// Try again later (4xx, connection trouble).
    Retry(String),
    /// Never going to work (5xx, invalid address).
    Failed(String),
}

/// rustls with the web PKI roots, set up the way mail-send sets it up.
fn tls_connector(url: &SmtpUrl) -> Result<TlsConnector, mail_send::Error> {
    SmtpClientBuilder::new(url.host.clone(), url.port)
        .map(|builder| builder.tls_connector)
        .map_err(|_| mail_send::Error::InvalidTLSName)
}

fn helo_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|h| h.trim().to_owned())
        .filter(|h| {
            !h.is_empty() && h.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-')
        })
        .unwrap_or_else(|| "localhost".to_owned())
}

/// Why no session could be opened.
#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    #[error(transparent)]
    Smtp(#[from] mail_send::Error),
    /// The server offers no STARTTLS (or someone on the path removed it from its greeting):
    /// the password would travel in clear.
    #[error(
        "{0} offers no STARTTLS, so the SMTP password would be sent unencrypted; refusing to sign in. \
         Use smtps:// or a server with STARTTLS, or add ?tls=none to the SMTP URL to allow it on a trusted network"
    )]
    PlainAuthRefused(String),
}

/// Connects: `smtps://` with TLS from the start; `smtp://` upgrades with STARTTLS when the
/// server offers it. Without STARTTLS the session stays plain, and then signs in only when the
/// URL says `?tls=none`. The socket is opened here (rather than by mail-send's builder) to
/// turn Nagle's algorithm off: SMTP is a chat of small writes, and with Nagle each message
/// waits on delayed ACKs.
pub async fn connect(url: &SmtpUrl) -> Result<Connection, ConnectError> {
    let tls = tls_connector(url)?;
    let helo = helo_name();
    let open = async {
        let stream = TcpStream::connect((url.host.as_str(), url.port)).await?;
        stream.set_nodelay(true)?;
        Ok::<_, mail_send::Error>(SmtpClient { stream, timeout: TIMEOUT })
    };
    let client =
        tokio::time::timeout(TIMEOUT, open).await.map_err(|_| mail_send::Error::Timeout)??;
    let credentials = match (&url.username, &url.password) {
        (Some(user), Some(password)) => Some(Credentials::new(user.clone(), password.clone())),
        _ => None,
    };
    if url.implicit_tls {
        let mut client = client.into_tls(&tls, &url.host).await?;
        client.read().await?.assert_positive_completion()?;
        let capabilities = client.ehlo(&helo).await?;
        if let Some(credentials) = &credentials {
            client.authenticate(credentials, &capabilities).await?;
        }
        return Ok(Connection::Tls(Box::new(client)));
    }
    let mut client = client;
    client.read().await?.assert_positive_completion()?;
    let capabilities = client.ehlo(&helo).await?;
    if capabilities.has_capability(smtp_proto::EXT_START_TLS) {
        let mut client = client.start_tls(&tls, &url.host).await?;
        let capabilities = client.ehlo(&helo).await?;
        if let Some(credentials) = &credentials {
            client.authenticate(credentials, &capabilities).await?;
        }
        return Ok(Connection::Tls(Box::new(client)));
    }
    if let Some(credentials) = &credentials {
        if !url.plain_auth_allowed {
            let _ = client.quit().await;
            return Err(ConnectError::PlainAuthRefused(format!("{}:{}", url.host, url.port)));
        }
        client.authenticate(credentials, &capabilities).await?;
    }
    Ok(Connection::Plain(client))
}

impl Connection {
    async fn send_raw(&mut self, message: MessageBuilder<'_>) -> Result<String, mail_send::Error> {
        let reply = match self {
            Self::Plain(client) => client.send(message).await?,
            Self::Tls(client) => client.send(message).await?,
        };
        Ok(format!("{} {}", reply.code(), reply.message().trim()))
    }

    /// Resets the transaction after a refused message so the next one starts clean.
    pub async fn reset(&mut self) -> Result<(), mail_send::Error> {
        match self {
            Self::Plain(client) => client.rset().await,
            Self::Tls(client) => client.rset().await,
        }
    }

    pub async fn quit(self) {
        let _ = match self {
            Self::Plain(client) => client.quit().await,
            Self::Tls(client) => client.quit().await,
        };
    }

    /// Sends one stored message. The error, if any, comes back too so the caller can tell
    /// whether the connection survived.
    pub async fn send(
        &mut self,
        from: &Mailbox,
        reply_to: &str,
        message: &Stored,
    ) -> (Outcome, Option<mail_send::Error>) {
        if !email_address::EmailAddress::is_valid(&message.recipient) {
            return (
                Outcome::Failed(format!("invalid recipient address {:?}", message.recipient)),
                None,
            );
        }
        match self.send_raw(build(from, reply_to, message)).await {
            Ok(reply) => (Outcome::Sent(reply), None),
            Err(err) => (classify(&err), Some(err)),
        }
    }
}

/// Builds the MIME message: both parts, a stable Message-ID, headers free of line breaks.
pub fn build<'a>(from: &'a Mailbox, reply_to: &'a str, message: &'a Stored) -> MessageBuilder<'a> {
    let domain = from.address.rsplit_once('@').map_or("localhost", |(_, d)| d);
    let sender = match &from.name {
        Some(name) => MessageBuilder::new().from((header_text(name), from.address.clone())),
        None => MessageBuilder::new().from(from.address.clone()),
    };
    let mut builder = sender
        .to(message.recipient.clone())
        .reply_to(reply_to.to_owned())
        .subject(header_text(&message.subject))
        .message_id(format!(
            "plansmith.{}.{}@{domain}",
            message.id,
            message.created_at.replace([':', '.', '-'], "")
        ))
        .text_body(message.text_body.as_str())
        .html_body(message.html_body.as_str());
    for file in &message.attachments {
        builder = builder.attachment(
            file.content_type.as_str(),
            file.name.as_str(),
            file.text.as_bytes(),
        );
    }
    for (name, value) in &message.headers {
        let name: String =
            name.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-').collect();
        if !name.is_empty() {
            builder = builder.header(name, Raw::new(header_text(value)));
        }
    }
    builder
}

/// 5xx replies and refused addresses are permanent; everything else is worth retrying.
pub fn classify(err: &mail_send::Error) -> Outcome {
    use mail_send::Error as E;
    match err {
        E::UnexpectedReply(reply) | E::AuthenticationFailed(reply) => {
            let text = format!("{} {}", reply.code(), reply.message().trim());
            if reply.code() >= 500 { Outcome::Failed(text) } else { Outcome::Retry(text) }
        }
        E::MissingRcptTo | E::MissingMailFrom => Outcome::Failed(err.to_string()),
        other => Outcome::Retry(other.to_string()),
    }
}
