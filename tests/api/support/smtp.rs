//! A real SMTP server inside the test process. It listens on 127.0.0.1 and speaks SMTP over
//! TCP (requests parsed by `smtp-proto`), so the server's mail-send client talks to it exactly
//! as to a relay, and it keeps every message it accepts, raw, for the tests to read with
//! mail-parser. It behaves like `tests/smtp_sink.py`, which the Python suites and the UI's
//! end-to-end tests still use: a recipient whose local part starts with "reject" gets 550, with
//! "busy" 451; `start_with_plain_auth` offers AUTH PLAIN/LOGIN on the plain connection (no
//! STARTTLS) and records each login.
//!
//! It runs on a thread of its own with its own runtime, so it answers whatever the test's
//! runtime is doing (a test may block it, e.g. while waiting for a child process to start).

use std::sync::{Arc, Mutex};

use smtp_proto::{
    AUTH_LOGIN, AUTH_PLAIN, EXT_8BIT_MIME, EXT_AUTH, EXT_HELP, EXT_SIZE, EXT_SMTP_UTF8,
    EhloResponse, Request,
};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;
use tokio::net::tcp::{OwnedReadHalf, OwnedWriteHalf};

use super::HANG_TIMEOUT;

const HOSTNAME: &str = "127.0.0.1";
/// The message size the server announces (aiosmtpd's default).
const MAX_SIZE: usize = 33_554_432;

/// A real SMTP server that keeps what it accepts. Stops (closing its port and every open
/// session) when dropped.
pub struct SmtpSink {
    pub port: u16,
    inbox: Arc<Mutex<Inbox>>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// A message as the SMTP server received it.
#[derive(Debug, Clone)]
pub struct Received {
    pub mail_from: String,
    pub rcpt_tos: Vec<String>,
    /// The message as sent after DATA, dot-stuffing undone.
    pub data: String,
}

impl Received {
    pub fn parsed(&self) -> mail_parser::Message<'_> {
        mail_parser::MessageParser::default().parse(self.data.as_bytes()).expect("a MIME message")
    }

    pub fn subject(&self) -> String {
        self.parsed().subject().unwrap_or_default().to_owned()
    }

    pub fn text(&self) -> String {
        self.parsed().body_text(0).unwrap_or_default().into_owned()
    }

    pub fn html(&self) -> String {
        self.parsed().body_html(0).unwrap_or_default().into_owned()
    }
}

/// What the server accepted: messages, and logins as `MECHANISM user`.
#[derive(Default)]
struct Inbox {
    messages: Vec<Received>,
    logins: Vec<String>,
}

impl SmtpSink {
    /// A server on a free port.
    pub fn start() -> Self {
        Self::launch(0, false)
    }

    /// A server on `port`, e.g. one the service under test has been failing to reach.
    pub fn start_on(port: u16) -> Self {
        Self::launch(port, false)
    }

    /// A server that offers AUTH without STARTTLS, as one would once someone on the path strips
    /// STARTTLS from its greeting.
    pub fn start_with_plain_auth() -> Self {
        Self::launch(0, true)
    }

    /// The logins the server received (`MECHANISM user` each).
    pub fn logins(&self) -> Vec<String> {
        self.inbox.lock().unwrap().logins.clone()
    }

    /// Listens before it returns: a client may connect at once.
    fn launch(port: u16, auth: bool) -> Self {
        let listener = std::net::TcpListener::bind((HOSTNAME, port))
            .unwrap_or_else(|err| panic!("the SMTP server cannot listen on port {port}: {err}"));
        listener.set_nonblocking(true).unwrap();
        let port = listener.local_addr().unwrap().port();
        let inbox = Arc::new(Mutex::new(Inbox::default()));
        let (stop, mut stopped) = tokio::sync::oneshot::channel::<()>();
        let shared = inbox.clone();
        let thread = std::thread::Builder::new()
            .name(format!("smtp-sink-{port}"))
            .spawn(move || {
                let runtime = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                    .expect("a runtime for the SMTP server");
                runtime.block_on(async move {
                    let listener = tokio::net::TcpListener::from_std(listener).unwrap();
                    loop {
                        tokio::select! {
                            _ = &mut stopped => break,
                            accepted = listener.accept() => {
                                if let Ok((stream, _)) = accepted {
                                    tokio::spawn(session(stream, auth, shared.clone()));
                                }
                            }
                        }
                    }
                });
                // Dropping the runtime ends the open sessions and closes their sockets.
            })
            .expect("start the SMTP server's thread");
        Self { port, inbox, stop: Some(stop), thread: Some(thread) }
    }

    /// Every message accepted so far, in order of arrival.
    pub fn messages(&self) -> Vec<Received> {
        self.inbox.lock().unwrap().messages.clone()
    }

    /// Waits until at least `count` messages arrived (failing after `HANG_TIMEOUT`), then
    /// returns them all.
    pub async fn wait_for(&self, count: usize) -> Vec<Received> {
        let started = std::time::Instant::now();
        loop {
            let messages = self.messages();
            if messages.len() >= count {
                return messages;
            }
            assert!(
                started.elapsed() < HANG_TIMEOUT,
                "expected {count} message(s), the SMTP server has {}",
                messages.len()
            );
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }
}

impl Drop for SmtpSink {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// One client's session; ends when the client quits or goes away.
async fn session(stream: TcpStream, auth: bool, inbox: Arc<Mutex<Inbox>>) {
    let _ = stream.set_nodelay(true);
    let (read, write) = stream.into_split();
    let mut session = Session { read: BufReader::new(read), write, auth, inbox };
    let _ = session.converse().await;
}

struct Session {
    read: BufReader<OwnedReadHalf>,
    write: OwnedWriteHalf,
    auth: bool,
    inbox: Arc<Mutex<Inbox>>,
}

/// The envelope of the message being sent.
#[derive(Default)]
struct Transaction {
    from: Option<String>,
    to: Vec<String>,
}

impl Session {
    async fn converse(&mut self) -> std::io::Result<()> {
        self.reply(&format!("220 {HOSTNAME} ESMTP Plansmith test SMTP server")).await?;
        let mut transaction = Transaction::default();
        let mut signed_in = false;
        loop {
            let Some(line) = self.line().await? else { return Ok(()) };
            let answer = match Request::parse(&mut line.iter()).map(Request::into_owned) {
                Ok(Request::Ehlo { .. }) => {
                    transaction = Transaction::default();
                    let mut ehlo = EhloResponse::new(HOSTNAME);
                    ehlo.capabilities = EXT_SIZE | EXT_8BIT_MIME | EXT_SMTP_UTF8 | EXT_HELP;
                    ehlo.size = MAX_SIZE;
                    if self.auth {
                        ehlo.capabilities |= EXT_AUTH;
                        ehlo.auth_mechanisms = AUTH_PLAIN | AUTH_LOGIN;
                    }
                    let mut text = Vec::new();
                    ehlo.write(&mut text)?;
                    self.write.write_all(&text).await?;
                    continue;
                }
                Ok(Request::Helo { .. }) => {
                    transaction = Transaction::default();
                    format!("250 {HOSTNAME}")
                }
                Ok(Request::Mail { .. }) if transaction.from.is_some() => {
                    "503 5.5.1 Error: nested MAIL command".into()
                }
                Ok(Request::Mail { from }) => {
                    transaction.from = Some(from.address);
                    "250 2.1.0 OK".into()
                }
                Ok(Request::Rcpt { .. }) if transaction.from.is_none() => {
                    "503 5.5.1 Error: need MAIL command".into()
                }
                Ok(Request::Rcpt { to }) => recipient(&mut transaction, to.address),
                Ok(Request::Data) if transaction.to.is_empty() => {
                    "503 5.5.1 Error: need RCPT command".into()
                }
                Ok(Request::Data) => {
                    self.reply("354 End data with <CR><LF>.<CR><LF>").await?;
                    // A client gone mid-message delivered nothing.
                    let Some(data) = self.data().await? else { return Ok(()) };
                    let Transaction { from, to } = std::mem::take(&mut transaction);
                    let mut inbox = self.inbox.lock().unwrap();
                    inbox.messages.push(Received {
                        mail_from: from.unwrap_or_default(),
                        rcpt_tos: to,
                        data: String::from_utf8_lossy(&data).into_owned(),
                    });
                    format!("250 2.0.0 Ok: queued as {}", inbox.messages.len())
                }
                Ok(Request::Auth { .. }) if !self.auth => {
                    "502 5.5.1 Command not implemented".into()
                }
                Ok(Request::Auth { .. }) if signed_in => "503 5.5.1 Already authenticated".into(),
                Ok(Request::Auth { mechanism, initial_response }) => {
                    match self.sign_in(mechanism, initial_response).await? {
                        Ok(login) => {
                            self.inbox.lock().unwrap().logins.push(login);
                            signed_in = true;
                            "235 2.7.0 Authentication successful".into()
                        }
                        Err(refusal) => refusal.into(),
                    }
                }
                Ok(Request::Rset) => {
                    transaction = Transaction::default();
                    "250 2.0.0 OK".into()
                }
                Ok(Request::Noop { .. }) => "250 2.0.0 OK".into(),
                Ok(Request::Quit) => {
                    self.reply("221 2.0.0 Bye").await?;
                    return Ok(());
                }
                Ok(Request::StartTls) => "454 4.7.0 TLS not available".into(),
                Ok(_) => "502 5.5.1 Command not implemented".into(),
                Err(smtp_proto::Error::UnknownCommand) => {
                    "500 5.5.2 Error: command not recognized".into()
                }
                Err(err) => format!("501 5.5.4 Syntax error: {err}"),
            };
            self.reply(&answer).await?;
        }
    }

    /// AUTH PLAIN or LOGIN, with or without an initial response: `MECHANISM user`, or the
    /// refusal to send. Any password is accepted.
    async fn sign_in(
        &mut self,
        mechanism: u64,
        initial: String,
    ) -> std::io::Result<Result<String, &'static str>> {
        let (name, login) = if mechanism == AUTH_PLAIN {
            let response = match initial.as_str() {
                "" => self.challenge("334 ").await?,
                _ => Some(initial),
            };
            // authzid NUL authcid NUL password
            let user = response
                .and_then(|r| decode(&r))
                .and_then(|plain| plain.split('\0').nth(1).map(str::to_owned));
            ("PLAIN", user)
        } else if mechanism == AUTH_LOGIN {
            let user = match initial.as_str() {
                "" => self.challenge("334 VXNlcm5hbWU6").await?,
                _ => Some(initial),
            };
            let password = self.challenge("334 UGFzc3dvcmQ6").await?;
            ("LOGIN", user.zip(password).and_then(|(user, _)| decode(&user)))
        } else {
            return Ok(Err("504 5.5.4 Unrecognized authentication type"));
        };
        Ok(login.map(|user| format!("{name} {user}")).ok_or("501 5.5.2 Cannot decode response"))
    }

    /// Sends a 334 challenge and reads the answer (`None` if the client cancels with `*`).
    async fn challenge(&mut self, prompt: &str) -> std::io::Result<Option<String>> {
        self.reply(prompt).await?;
        let line = self.line().await?.unwrap_or_default();
        let answer = String::from_utf8_lossy(&line).trim_end().to_owned();
        Ok((answer != "*").then_some(answer))
    }

    /// The message after DATA up to the line with a single dot, unstuffed (`None` if the
    /// connection ends first).
    async fn data(&mut self) -> std::io::Result<Option<Vec<u8>>> {
        let mut data = Vec::new();
        loop {
            let Some(line) = self.line().await? else { return Ok(None) };
            if line == b".\r\n" || line == b".\n" {
                return Ok(Some(data));
            }
            data.extend_from_slice(line.strip_prefix(b".").unwrap_or(&line));
        }
    }

    /// One line with its line ending (`None` at the end of the connection).
    async fn line(&mut self) -> std::io::Result<Option<Vec<u8>>> {
        let mut line = Vec::new();
        Ok(match self.read.read_until(b'\n', &mut line).await? {
            0 => None,
            _ => Some(line),
        })
    }

    async fn reply(&mut self, text: &str) -> std::io::Result<()> {
        self.write.write_all(format!("{text}\r\n").as_bytes()).await
    }
}

/// RCPT TO: refused for "reject…" (permanently) and "busy…" (for now), as
/// `tests/smtp_sink.py` does; otherwise added to the envelope.
fn recipient(transaction: &mut Transaction, address: String) -> String {
    let local = address.split('@').next().unwrap_or_default().to_lowercase();
    if local.starts_with("reject") {
        format!("550 5.1.1 <{address}>: Recipient address rejected: mailbox unavailable")
    } else if local.starts_with("busy") {
        "451 4.3.0 Mailbox busy, try again later".into()
    } else {
        transaction.to.push(address);
        "250 2.1.5 OK".into()
    }
}

fn decode(base64: &str) -> Option<String> {
    let bytes = mail_parser::decoders::base64::base64_decode(base64.trim().as_bytes())?;
    String::from_utf8(bytes).ok()
}
