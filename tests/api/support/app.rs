use std::path::PathBuf;

use plansmith::app::App;
use plansmith::config::{Config, Layer};
use serde_json::Value;

use super::{ADMIN_PASSWORD, HANG_TIMEOUT, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, free_port};

/// The AI provider timeout of a test server, unless a test sets its own: long enough that a
/// fake provider on a busy machine is never cut off, short enough not to stall a test on a hang.
pub const AI_TIMEOUT_SECS: u64 = 30;

pub struct TestApp {
    pub address: String,
    pub db_path: PathBuf,
    pub client: reqwest::Client,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    task: Option<tokio::task::JoinHandle<anyhow::Result<()>>>,
    _dir: Option<tempfile::TempDir>,
}

#[derive(Default)]
pub struct Options {
    pub lead_rate_limit: u32,
    pub timezone: Option<String>,
    /// Deliver mail to this local SMTP port (first retry after one second).
    pub smtp_port: Option<u16>,
    pub admin_email: Option<String>,
    /// Reuse this database file instead of a fresh one.
    pub db_path: Option<PathBuf>,
    /// An OpenAI-compatible endpoint instead of the built-in planner.
    pub ai_base_url: Option<String>,
    /// The AI provider timeout in seconds (`AI_TIMEOUT_SECS` unless set).
    pub ai_timeout_secs: Option<u64>,
    /// Automatic AI drafts a day (the server's default unless set).
    pub ai_daily_draft_limit: Option<u32>,
    pub login_rate_limit: Option<u32>,
    /// The public base URL (`PLANSMITH_SITE_URL`).
    pub site_url: Option<String>,
    /// A third-party analytics script and site id.
    pub analytics: Option<(String, Option<String>)>,
    /// Configure Stripe (test keys) against this API base, e.g. a `FakeStripe`.
    pub stripe_api_base: Option<String>,
    /// Require this bearer token for `/metrics`.
    pub metrics_token: Option<String>,
    pub idle_timeout_secs: Option<u64>,
    pub max_connections: Option<usize>,
    /// The operator's content folder.
    pub content_dir: Option<PathBuf>,
    /// How long automatic drafts wait after the last lead (the server's default unless set).
    pub draft_lull_ms: Option<u64>,
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(Options::default()).await
}

pub async fn spawn_app_with(options: Options) -> TestApp {
    let (dir, db_path) = match options.db_path {
        Some(path) => (None, path),
        None => {
            let dir = tempfile::tempdir().expect("temp dir");
            let path = dir.path().join("plansmith.db");
            (Some(dir), path)
        }
    };
    let config = Config::from_layer(Layer {
        bind: Some("127.0.0.1:0".into()),
        db: Some(db_path.clone()),
        lead_rate_limit: Some(options.lead_rate_limit),
        timezone: options.timezone,
        smtp_url: options.smtp_port.map(|port| format!("smtp://127.0.0.1:{port}")),
        mail_from: options.smtp_port.map(|_| "Plansmith Plans <plans@plansmith.test>".to_owned()),
        admin_email: options.admin_email,
        smtp_retry_secs: Some(1),
        ai_base_url: options.ai_base_url.clone(),
        ai_model: options.ai_base_url.as_ref().map(|_| "test-model".to_owned()),
        ai_api_key: options.ai_base_url.as_ref().map(|_| "sk-test".to_owned()),
        ai_timeout_secs: Some(options.ai_timeout_secs.unwrap_or(AI_TIMEOUT_SECS)),
        ai_daily_draft_limit: options.ai_daily_draft_limit,
        // The fake provider answers plans; the package copy's request is tested on its own.
        ai_package_copy: options.ai_base_url.as_ref().map(|_| false),
        login_rate_limit: options.login_rate_limit,
        site_url: options.site_url,
        analytics_script_url: options.analytics.as_ref().map(|(url, _)| url.clone()),
        analytics_site_id: options.analytics.and_then(|(_, id)| id),
        stripe_secret_key: options.stripe_api_base.as_ref().map(|_| STRIPE_SECRET_KEY.to_owned()),
        stripe_publishable_key: options
            .stripe_api_base
            .as_ref()
            .map(|_| "pk_test_plansmith".to_owned()),
        stripe_webhook_secret: options
            .stripe_api_base
            .as_ref()
            .map(|_| STRIPE_WEBHOOK_SECRET.to_owned()),
        stripe_api_base: options.stripe_api_base,
        metrics_token: options.metrics_token,
        idle_timeout_secs: options.idle_timeout_secs,
        max_connections: options.max_connections,
        content_dir: options.content_dir,
        draft_lull_ms: options.draft_lull_ms,
        ..Layer::default()
    })
    .expect("test config");
    let app = App::build(config).await.expect("app builds");
    let address = format!("http://127.0.0.1:{}", app.port());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let task = tokio::spawn(app.run_until(async move {
        let _ = stopped.await;
    }));
    let client = reqwest::Client::new();
    TestApp { address, db_path, client, stop: Some(stop), task: Some(task), _dir: dir }
}

impl TestApp {
    /// Stops the server the way SIGTERM does and waits until its database is closed. The
    /// returned guard keeps the database's folder alive.
    pub async fn shutdown(mut self) -> Option<tempfile::TempDir> {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
        if let Some(task) = self.task.take() {
            task.await.expect("server task").expect("server stops cleanly");
        }
        self._dir.take()
    }

    /// Rows of the outbox as (kind, recipient, status, attempts, last_error), oldest first.
    pub fn outbox(&self) -> Vec<(String, String, String, i64, Option<String>)> {
        let db = self.db();
        let mut statement = db
            .prepare("SELECT kind, recipient, status, attempts, last_error FROM outbox ORDER BY id")
            .unwrap();
        statement
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap()
    }

    /// Polls the outbox until `done` holds (failing after `HANG_TIMEOUT`).
    pub async fn wait_for_outbox(
        &self,
        what: &str,
        done: impl Fn(&[(String, String, String, i64, Option<String>)]) -> bool,
    ) {
        let started = std::time::Instant::now();
        loop {
            let rows = self.outbox();
            if done(&rows) {
                return;
            }
            assert!(started.elapsed() < HANG_TIMEOUT, "timed out waiting for {what}: {rows:?}");
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    }

    /// Creates an admin directly in the database.
    pub fn create_admin(&self, username: &str, password: &str) {
        let hash = plansmith::auth::password::hash(password).unwrap();
        plansmith::auth::repo::create(&self.db(), username, &hash, &plansmith::db::now_utc())
            .unwrap();
    }

    pub async fn login(&self, username: &str, password: &str) -> reqwest::Response {
        self.client
            .post(self.url("/api/admin/login"))
            .json(&serde_json::json!({ "username": username, "password": password }))
            .send()
            .await
            .unwrap()
    }

    /// Creates admin "ana" and returns a valid token.
    pub async fn admin_token(&self) -> String {
        self.create_admin("ana", ADMIN_PASSWORD);
        let body: Value = self.login("ana", ADMIN_PASSWORD).await.json().await.unwrap();
        body["token"].as_str().expect("token").to_owned()
    }

    pub async fn admin_get(&self, token: &str, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).bearer_auth(token).send().await.unwrap()
    }

    pub async fn admin_post(&self, token: &str, path: &str, body: Value) -> reqwest::Response {
        self.client.post(self.url(path)).bearer_auth(token).json(&body).send().await.unwrap()
    }

    /// Waits for the automatic draft of lead `lead_id` and returns its strategy id.
    pub async fn wait_for_draft(&self, lead_id: i64) -> i64 {
        let started = std::time::Instant::now();
        loop {
            let id: Option<i64> = self
                .db()
                .query_row(
                    "SELECT id FROM strategies WHERE lead_id = ?1 ORDER BY id DESC LIMIT 1",
                    [lead_id],
                    |r| r.get(0),
                )
                .ok();
            if let Some(id) = id {
                return id;
            }
            assert!(started.elapsed() < HANG_TIMEOUT, "no draft for lead {lead_id}");
            tokio::time::sleep(std::time::Duration::from_millis(25)).await;
        }
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn submit_survey(&self, body: &Value) -> reqwest::Response {
        self.client.post(self.url("/api/leads")).json(body).send().await.expect("request")
    }

    pub async fn stats(&self) -> Value {
        self.client.get(self.url("/api/leads/stats")).send().await.unwrap().json().await.unwrap()
    }

    /// A direct connection to the test database, for checking what was stored.
    pub fn db(&self) -> rusqlite::Connection {
        rusqlite::Connection::open(&self.db_path).expect("open test db")
    }

    pub fn lead_count(&self) -> i64 {
        self.db().query_row("SELECT COUNT(*) FROM leads", [], |r| r.get(0)).unwrap()
    }
}

/// Starts the real binary on a free port with `db`, mail to a local SMTP port (first retry after
/// a second) and no rate limit; returns once it accepts connections. Stray `PLANSMITH_*`
/// settings of the shell are ignored.
pub fn serve_binary(db: &std::path::Path, smtp_port: u16) -> (std::process::Child, String) {
    use std::time::{Duration, Instant};
    let port = free_port();
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_plansmith"));
    for (key, _) in std::env::vars().filter(|(k, _)| k.starts_with("PLANSMITH_")) {
        command.env_remove(key);
    }
    let child = command
        .args(["serve", "--bind", &format!("127.0.0.1:{port}"), "--db"])
        .arg(db)
        .env("PLANSMITH_SMTP_URL", format!("smtp://127.0.0.1:{smtp_port}"))
        .env("PLANSMITH_MAIL_FROM", "plans@plansmith.test")
        .env("PLANSMITH_SMTP_RETRY_SECS", "1")
        .env("PLANSMITH_LEAD_RATE_LIMIT", "0")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("start plansmith");
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(started.elapsed() < HANG_TIMEOUT, "plansmith did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    (child, format!("http://127.0.0.1:{port}"))
}
