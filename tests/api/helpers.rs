use std::path::PathBuf;

use plansmith::app::App;
use plansmith::config::{Config, Layer};
use serde_json::{Value, json};

/// How long a test waits for something that should happen soon (a background worker's result,
/// a server starting) before it gives up and reports a hang. Generous on purpose: only a hang
/// runs into it, never a slow or heavily loaded machine.
pub const HANG_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(60);

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

/// A complete, valid survey as the browser sends it.
pub fn valid_survey() -> Value {
    json!({
        "businessName": "Bloom Bakery",
        "businessType": "food-beverage",
        "sellLocation": "locally",
        "specificLocation": "Austin, TX",
        "businessOffering": "Sourdough bread and seasonal pastries",
        "businessStage": "launched",
        "website": "bloombakery.com",
        "idealCustomer": "Busy parents within 5 miles who care about real ingredients",
        "problemSolved": "Fresh bread without supermarket additives",
        "primaryGoal": "get-first-customers",
        "timeAvailable": "3-5-hours",
        "marketingBudget": "50-200",
        "brandTone": "friendly",
        "marketingSupport": "some-help",
        "platforms": ["instagram", "facebook"],
        "marketingChallenges": ["not-enough-time", "other"],
        "otherChallenge": "Seasonal demand swings",
        "currentMarketing": ["social-media", "networking"],
        "email": "owner@bloombakery.com",
        "faxNumber": ""
    })
}

pub fn survey_with(changes: Value) -> Value {
    let mut body = valid_survey();
    for (key, value) in changes.as_object().unwrap() {
        if value.is_null() {
            body.as_object_mut().unwrap().remove(key);
        } else {
            body[key] = value.clone();
        }
    }
    body
}

pub const ADMIN_PASSWORD: &str = "correct horse battery staple";

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

fn python() -> PathBuf {
    match std::env::var_os("PLANSMITH_TEST_PYTHON") {
        Some(path) => PathBuf::from(path),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/test-venv/bin/python"),
    }
}

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

/// What the fake AI provider answers.
#[derive(Clone)]
pub enum AiBehaviour {
    Plan(String),
    /// The n-th request gets the n-th reply (the last one repeats).
    Replies(Vec<String>),
    /// A refusal in the chat-completions shape.
    Refuse,
    ServerError,
    NotJson,
    TooShort,
    /// Accepts the request and never answers.
    Hang,
}

/// What the fake AI received: each request's `Authorization` header and JSON body.
pub type AiRequests = std::sync::Arc<std::sync::Mutex<Vec<(Option<String>, Value)>>>;

/// A local server speaking the OpenAI chat-completions wire format.
pub struct FakeAi {
    pub base_url: String,
    pub requests: AiRequests,
    behaviour: std::sync::Arc<std::sync::Mutex<AiBehaviour>>,
}

impl FakeAi {
    pub async fn start(behaviour: AiBehaviour) -> Self {
        use poem::{EndpointExt, IntoResponse, Route, post};
        let requests = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let behaviour = std::sync::Arc::new(std::sync::Mutex::new(behaviour));
        let (seen, mode) = (requests.clone(), behaviour.clone());
        let endpoint = Route::new().at(
            "/v1/chat/completions",
            post(poem::endpoint::make(move |req: poem::Request| {
                let (seen, mode) = (seen.clone(), mode.clone());
                async move {
                    let auth = req.header("authorization").map(str::to_owned);
                    let body: Value = req.into_body().into_json().await.unwrap_or(Value::Null);
                    let count = {
                        let mut seen = seen.lock().unwrap();
                        seen.push((auth, body));
                        seen.len()
                    };
                    let mode = mode.lock().unwrap().clone();
                    let chat = |content: &str| {
                        poem::web::Json(json!({
                            "id": "chatcmpl-1", "object": "chat.completion", "model": "test-model",
                            "choices": [{ "index": 0, "finish_reason": "stop", "message": { "role": "assistant", "content": content } }]
                        }))
                        .into_response()
                    };
                    match mode {
                        AiBehaviour::Plan(text) => chat(&text),
                        AiBehaviour::Replies(replies) => chat(&replies[(count - 1).min(replies.len() - 1)]),
                        AiBehaviour::Refuse => poem::web::Json(json!({
                            "id": "chatcmpl-2", "object": "chat.completion", "model": "test-model",
                            "choices": [{ "index": 0, "finish_reason": "stop",
                                "message": { "role": "assistant", "content": null, "refusal": "I can't help with that request." } }]
                        }))
                        .into_response(),
                        AiBehaviour::TooShort => chat("## Plan\nPost more."),
                        AiBehaviour::NotJson => "<html>gateway</html>".into_response(),
                        AiBehaviour::ServerError => (
                            poem::http::StatusCode::INTERNAL_SERVER_ERROR,
                            poem::web::Json(json!({ "error": { "message": "model overloaded" } })),
                        )
                            .into_response(),
                        // Never answers: only the server's own timeout ends the call.
                        AiBehaviour::Hang => std::future::pending::<poem::Response>().await,
                    }
                }
            })),
        );
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let acceptor = poem::listener::TcpAcceptor::from_std(listener).unwrap();
        tokio::spawn(poem::Server::new_with_acceptor(acceptor).run(endpoint.map_to_response()));
        Self { base_url: format!("http://127.0.0.1:{port}/v1"), requests, behaviour }
    }

    pub fn set(&self, behaviour: AiBehaviour) {
        *self.behaviour.lock().unwrap() = behaviour;
    }
}

pub const STRIPE_SECRET_KEY: &str = "sk_test_plansmith_secret";
pub const STRIPE_WEBHOOK_SECRET: &str = "whsec_plansmith_test_secret";

/// One request the fake Stripe API received.
#[derive(Debug, Clone)]
pub struct StripeRequest {
    pub path: String,
    pub authorization: Option<String>,
    pub idempotency_key: Option<String>,
    pub content_type: Option<String>,
    /// The form-encoded body, decoded (`metadata[email]` etc. as keys).
    pub form: Vec<(String, String)>,
}

impl StripeRequest {
    pub fn field(&self, name: &str) -> Option<&str> {
        self.form.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }
}

#[derive(Clone, Copy, Debug)]
pub enum StripeBehaviour {
    Ok,
    /// Answers 500 with Stripe's error shape.
    ServerError,
    /// Answers 400 invalid_request_error, as for a bad parameter.
    Invalid,
}

/// A local server speaking Stripe's wire format for `POST /v1/payment_intents`: form-encoded
/// body, bearer key, `Idempotency-Key` (the same key answers with the same PaymentIntent).
pub struct FakeStripe {
    pub base_url: String,
    pub requests: std::sync::Arc<std::sync::Mutex<Vec<StripeRequest>>>,
    behaviour: std::sync::Arc<std::sync::Mutex<StripeBehaviour>>,
}

impl FakeStripe {
    pub async fn start() -> Self {
        use poem::{EndpointExt, IntoResponse, Route, post};
        let requests = std::sync::Arc::new(std::sync::Mutex::new(Vec::<StripeRequest>::new()));
        let behaviour = std::sync::Arc::new(std::sync::Mutex::new(StripeBehaviour::Ok));
        let (seen, mode) = (requests.clone(), behaviour.clone());
        let endpoint = Route::new().at(
            "/v1/payment_intents",
            post(poem::endpoint::make(move |req: poem::Request| {
                let (seen, mode) = (seen.clone(), mode.clone());
                async move {
                    let header = |name: &str| req.header(name).map(str::to_owned);
                    let (authorization, idempotency_key, content_type) =
                        (header("authorization"), header("idempotency-key"), header("content-type"));
                    let path = req.uri().path().to_owned();
                    let body = req.into_body().into_bytes().await.unwrap_or_default();
                    let form: Vec<(String, String)> = url::form_urlencoded::parse(&body).into_owned().collect();
                    let request = StripeRequest { path, authorization, idempotency_key, content_type, form };
                    let mut seen = seen.lock().unwrap();
                    seen.push(request.clone());
                    let error = |status: u16, kind: &str, message: &str| {
                        (
                            poem::http::StatusCode::from_u16(status).unwrap(),
                            poem::web::Json(json!({ "error": { "type": kind, "message": message } })),
                        )
                            .into_response()
                    };
                    match *mode.lock().unwrap() {
                        StripeBehaviour::ServerError => return error(500, "api_error", "Something went wrong on Stripe's end."),
                        StripeBehaviour::Invalid => return error(400, "invalid_request_error", "Invalid currency: xyz"),
                        StripeBehaviour::Ok => {}
                    }
                    if request.authorization.as_deref() != Some(&format!("Bearer {STRIPE_SECRET_KEY}")) {
                        return error(401, "invalid_request_error", "Invalid API Key provided");
                    }
                    // Stripe answers a repeated idempotency key with the first answer, and refuses
                    // one reused with other parameters.
                    let first = seen.iter().position(|r| r.idempotency_key.is_some() && r.idempotency_key == request.idempotency_key).unwrap();
                    let sorted = |form: &[(String, String)]| {
                        let mut form = form.to_vec();
                        form.sort();
                        form
                    };
                    if sorted(&seen[first].form) != sorted(&request.form) {
                        return error(
                            400,
                            "idempotency_error",
                            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
                        );
                    }
                    let id = format!("pi_test_{first}");
                    let metadata: serde_json::Map<String, Value> = request
                        .form
                        .iter()
                        .filter_map(|(k, v)| Some((k.strip_prefix("metadata[")?.strip_suffix(']')?.to_owned(), Value::String(v.clone()))))
                        .collect();
                    poem::web::Json(json!({
                        "id": id,
                        "object": "payment_intent",
                        "amount": request.field("amount").and_then(|a| a.parse::<i64>().ok()).unwrap_or(0),
                        "amount_capturable": 0,
                        "amount_received": 0,
                        "automatic_payment_methods": { "enabled": true },
                        "capture_method": "automatic_async",
                        "client_secret": format!("{id}_secret_abc"),
                        "confirmation_method": "automatic",
                        "created": 1_763_800_000,
                        "currency": request.field("currency").unwrap_or("usd"),
                        "description": request.field("description"),
                        "livemode": false,
                        "metadata": metadata,
                        "payment_method_types": ["card"],
                        "receipt_email": request.field("receipt_email"),
                        "status": "requires_payment_method"
                    }))
                    .into_response()
                }
            })),
        );
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let acceptor = poem::listener::TcpAcceptor::from_std(listener).unwrap();
        tokio::spawn(poem::Server::new_with_acceptor(acceptor).run(endpoint.map_to_response()));
        Self { base_url: format!("http://127.0.0.1:{port}/"), requests, behaviour }
    }

    pub fn set(&self, behaviour: StripeBehaviour) {
        *self.behaviour.lock().unwrap() = behaviour;
    }

    pub fn requests(&self) -> Vec<StripeRequest> {
        self.requests.lock().unwrap().clone()
    }
}

/// `Stripe-Signature` for `payload`, computed by Stripe's own Python library
/// (`stripe.WebhookSignature.generate_signature_header`).
pub fn stripe_signature(payload: &str, secret: &str, timestamp: i64) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new(python())
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/stripe_sign.py"))
        .args(["--secret", secret, "--timestamp", &timestamp.to_string()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run tests/stripe_sign.py (the test venv needs the stripe package: run tests/run-all.sh)");
    child.stdin.take().unwrap().write_all(payload.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "stripe_sign.py failed");
    String::from_utf8(output.stdout).unwrap().trim().to_owned()
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
