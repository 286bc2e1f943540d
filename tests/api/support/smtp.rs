use super::{HANG_TIMEOUT, free_port, python};

/// A real SMTP server (aiosmtpd, `tests/smtp_sink.py`) that keeps what it accepts.
pub struct SmtpSink {
    pub port: u16,
    dir: tempfile::TempDir,
    child: std::process::Child,
}

/// A message as the SMTP server received it.
#[derive(Debug, Clone, serde::Deserialize)]
pub struct Received {
    pub mail_from: String,
    pub rcpt_tos: Vec<String>,
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

impl SmtpSink {
    pub fn start() -> Self {
        Self::start_on(free_port())
    }

    pub fn start_on(port: u16) -> Self {
        Self::launch(port, false)
    }

    /// A server that offers AUTH without STARTTLS (see `tests/smtp_sink.py --auth`).
    pub fn start_with_plain_auth() -> Self {
        Self::launch(free_port(), true)
    }

    /// The logins the server received (`MECHANISM user` per line).
    pub fn logins(&self) -> Vec<String> {
        std::fs::read_to_string(self.dir.path().join("auth.log"))
            .unwrap_or_default()
            .lines()
            .map(str::to_owned)
            .collect()
    }

    fn launch(port: u16, auth: bool) -> Self {
        use std::io::BufRead;
        let python = python();
        assert!(
            python.exists(),
            "{} is missing: run the tests with `bash tests/run-all.sh` (it creates the venv with aiosmtpd), or set PLANSMITH_TEST_PYTHON",
            python.display()
        );
        let dir = tempfile::tempdir().unwrap();
        let mut child = std::process::Command::new(python)
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/smtp_sink.py"))
            .args(["--port", &port.to_string(), "--dir"])
            .arg(dir.path())
            .args(auth.then_some("--auth"))
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("start the SMTP sink");
        let mut line = String::new();
        std::io::BufReader::new(child.stdout.take().unwrap()).read_line(&mut line).unwrap();
        assert_eq!(line.trim(), "READY", "the SMTP sink did not start");
        Self { port, dir, child }
    }

    pub fn messages(&self) -> Vec<Received> {
        let mut names: Vec<_> = std::fs::read_dir(self.dir.path())
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.file_name().to_string_lossy().into_owned()))
            .filter(|n| n.ends_with(".json") && !n.starts_with('.'))
            .collect();
        names.sort();
        names
            .iter()
            .map(|n| {
                serde_json::from_slice(&std::fs::read(self.dir.path().join(n)).unwrap()).unwrap()
            })
            .collect()
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
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
