//! Application assembly: state, routes, and a bound server that tests can start on port 0.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use poem::http::header;
use poem::listener::{Acceptor, Listener, TcpAcceptor, TcpListener};
use poem::web::Json;
use poem::{Endpoint, EndpointExt, IntoResponse, Request, Response, Route, handler};
use poem_openapi::{OpenApiService, Tags};
use tokio::sync::watch;

use crate::config::Config;
use crate::db::Db;
use crate::error::api_error_response;
use crate::analytics::AnalyticsApi;
use crate::auth::Auth;
use crate::auth::api::AuthApi;
use crate::leads::api::{AdminLeadsApi, LeadsApi};
use crate::newsletter::NewsletterApi;
use crate::payments::{AdminOrdersApi, PaymentsApi};
use crate::strategies::api::StrategiesApi;
use crate::strategies::{self, generator::{self, Generator}};
use crate::mail::{self, Mailer};
use crate::payload::{MAX_BODY_BYTES, too_large};
use crate::ratelimit::HourlyLimit;
use crate::stats::{StatsApi, StatsCache};
use crate::web::{SecurityHeaders, Ui};

/// How long in-flight requests may take to finish after a shutdown signal.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);

pub struct AppState {
    pub config: Config,
    pub db: Db,
    pub stats: StatsCache,
    pub lead_limit: HourlyLimit,
    pub newsletter_limit: HourlyLimit,
    pub analytics_limit: HourlyLimit,
    pub checkout_limit: HourlyLimit,
    /// None when payments are not configured.
    pub stripe: Option<crate::payments::stripe::Stripe>,
    pub salts: crate::analytics::Salts,
    pub mailer: Arc<Mailer>,
    pub auth: Auth,
    pub generator: Arc<dyn Generator>,
    /// Requests in flight per connection (the stalled-client timeout pauses for them).
    pub connections: crate::slow_clients::Connections,
    /// Tells the automatic-draft worker when a lead is stored.
    pub drafts: strategies::drafter::Drafts,
}

#[derive(Tags)]
pub enum Tag {
    /// Survey submissions and public counts
    Leads,
    /// Admin sign-in and survey submissions (bearer token)
    Admin,
    /// Plan drafts and the review-and-send workflow (bearer token)
    Strategies,
    /// The blog's newsletter: double opt-in and unsubscribe
    Newsletter,
    /// First-party, cookie-free page views and survey funnel
    Analytics,
    /// The Pro plan checkout and Stripe's webhook
    Payments,
}

/// A server bound to its address, not yet serving.
pub struct App {
    acceptor: TcpAcceptor,
    addr: SocketAddr,
    state: Arc<AppState>,
}

impl App {
    /// Opens and migrates the database and binds the listener.
    pub async fn build(config: Config) -> anyhow::Result<Self> {
        let path = config.db.clone();
        let configured_secret = config.auth.jwt_secret.clone();
        let (db, jwt_secret) = tokio::task::spawn_blocking(move || -> anyhow::Result<(Db, String)> {
            let db = Db::open(&path)?;
            let secret = match configured_secret {
                Some(secret) => secret,
                None => stored_jwt_secret(&path)?,
            };
            Ok((db, secret))
        })
        .await??;
        let acceptor = TcpListener::bind(config.bind)
            .into_acceptor()
            .await
            .with_context(|| format!("cannot listen on {}", config.bind))?;
        let addr = acceptor
            .local_addr()
            .first()
            .and_then(|addr| addr.as_socket_addr().copied())
            .context("the listener has no address")?;
        let state = Arc::new(AppState {
            lead_limit: HourlyLimit::new(config.lead_rate_limit),
            newsletter_limit: HourlyLimit::new(config.lead_rate_limit),
            analytics_limit: HourlyLimit::new(1200),
            checkout_limit: HourlyLimit::new(config.lead_rate_limit.saturating_mul(3)),
            stripe: config.stripe.as_ref().map(crate::payments::stripe::Stripe::new).transpose()?,
            salts: Default::default(),
            mailer: Arc::new(Mailer::new(&config)),
            auth: Auth::new(&config, jwt_secret.as_bytes()),
            generator: Arc::from(generator::from_config(&config)),
            drafts: Default::default(),
            connections: Default::default(),
            stats: StatsCache::default(),
            db,
            config,
        });
        Ok(Self { acceptor, addr, state })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    pub fn port(&self) -> u16 {
        self.addr.port()
    }

    pub fn state(&self) -> Arc<AppState> {
        self.state.clone()
    }

    /// Serves until `shutdown` resolves, then lets in-flight requests finish and closes the
    /// database after its last write.
    pub async fn run_until(self, shutdown: impl Future<Output = ()> + Send) -> anyhow::Result<()> {
        let state = self.state.clone();
        let (stop, stopped) = watch::channel(false);
        if !state.mailer.delivers() {
            tracing::info!("SMTP is not configured: e-mail is kept in the outbox as held (see `plansmith outbox list`)");
        }
        let mail_worker = tokio::spawn(mail::worker::run(state.db.clone(), state.mailer.clone(), stopped.clone()));
        let drafter = tokio::spawn(strategies::drafter::run(state.clone(), stopped.clone()));
        let trimmer = tokio::spawn(crate::memory::trim_when_idle(stopped));
        let acceptor = crate::slow_clients::CutStalledClients {
            inner: self.acceptor,
            timeout: Duration::from_secs(state.config.idle_timeout_secs),
            connections: state.connections.clone(),
        };
        let served = poem::Server::new_with_acceptor(acceptor)
            .run_with_graceful_shutdown(routes(self.state), shutdown, Some(SHUTDOWN_GRACE))
            .await
            .context("server failed");
        let _ = stop.send(true);
        let _ = mail_worker.await;
        let _ = drafter.await;
        let _ = trimmer.await;
        tokio::task::spawn_blocking(move || state.db.close()).await?;
        served
    }
}

/// Every route of the service.
pub fn routes(state: Arc<AppState>) -> impl Endpoint<Output = Response> {
    let api = OpenApiService::new(
        (
            LeadsApi { state: state.clone() },
            StatsApi { state: state.clone() },
            AuthApi { state: state.clone() },
            AdminLeadsApi { state: state.clone() },
            StrategiesApi { state: state.clone() },
            NewsletterApi { state: state.clone() },
            AnalyticsApi { state: state.clone() },
            PaymentsApi { state: state.clone() },
            AdminOrdersApi { state: state.clone() },
        ),
        "Plansmith API",
        env!("CARGO_PKG_VERSION"),
    )
    .description("Survey submissions, reviewed marketing plans and the Pro checkout. Every error is JSON `{message, field?}`.")
    .server("/api");
    let generated = api.spec();
    let doc = crate::openapi::augment(&generated).expect("poem-openapi writes its spec as JSON");
    let allowed = Arc::new(crate::openapi::AllowedMethods::from_spec(&doc));
    let spec = doc.to_string();
    // Swagger UI embeds the document: show the published one.
    let docs = api.swagger_ui_html().replace(&generated, &spec);
    let api_routes = Route::new()
        .at(
            "/openapi.json",
            poem::endpoint::make_sync(move |_| {
                spec.clone().with_content_type("application/json; charset=utf-8").into_response()
            }),
        )
        .at("/docs", poem::endpoint::make_sync(move |_| poem::web::Html(docs.clone())))
        .nest("/", api)
        .before(reject_oversized)
        .catch_all_error(api_error_response);
    let security = SecurityHeaders::new(&state.config);
    let ui = Ui::new(&state.config);
    let server = Route::new().nest("/api", api_routes).at("/healthz", healthz).at("/readyz", readyz).data(state.clone());
    let metrics = Arc::new(crate::metrics::Metrics::new(
        doc["paths"].as_object().map(|paths| paths.keys().map(String::as_str).collect::<Vec<_>>()).unwrap_or_default(),
    ));
    Root { server: server.map_to_response().boxed(), allowed, metrics, state, ui }.with(security)
}

/// Sends `/api/*` and `/healthz` to the server routes and everything else to the UI.
struct Root {
    server: poem::endpoint::BoxEndpoint<'static, Response>,
    ui: Ui,
    allowed: Arc<crate::openapi::AllowedMethods>,
    metrics: Arc<crate::metrics::Metrics>,
    state: Arc<AppState>,
}

impl Endpoint for Root {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        let started = std::time::Instant::now();
        let route = self.metrics.route(req.uri().path());
        let method = req.method().clone();
        let _busy = self.state.connections.busy(req.remote_addr());
        let response = self.route(req).await?;
        self.metrics.observe(route, &method, response.status(), started.elapsed());
        crate::memory::note_request();
        Ok(response)
    }
}

impl Root {
    async fn route(&self, req: Request) -> poem::Result<Response> {
        let path = req.uri().path();
        if path == "/metrics" {
            return Ok(self.scrape(&req).await);
        }
        if path == "/api" || path.starts_with("/api/") || path == "/healthz" || path == "/readyz" {
            let path = path.to_owned();
            let mut response = self.server.call(req).await?;
            if response.status() == poem::http::StatusCode::METHOD_NOT_ALLOWED {
                // RFC 9110: a 405 says which methods the resource does take.
                if let Some(allow) = path.strip_prefix("/api").and_then(|p| self.allowed.for_path(p)) {
                    response.headers_mut().insert(header::ALLOW, poem::http::HeaderValue::from_str(allow).expect("method names are ASCII"));
                }
            }
            Ok(response)
        } else {
            self.ui.call(req).await
        }
    }
}

impl Root {
    async fn scrape(&self, req: &Request) -> Response {
        let state = &self.state;
        let client = crate::ratelimit::client_ip(req, state.config.trust_proxy);
        let authorization = req.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok());
        if !crate::metrics::allowed(state.config.metrics_token.as_deref(), authorization, client) {
            let message = match state.config.metrics_token {
                Some(_) => "Metrics need `Authorization: Bearer <PLANSMITH_METRICS_TOKEN>`",
                None => "Metrics are served to localhost only; set PLANSMITH_METRICS_TOKEN to scrape from elsewhere",
            };
            return crate::error::json_response(poem::http::StatusCode::FORBIDDEN, &crate::error::ErrorBody::new(message));
        }
        let metrics = self.metrics.clone();
        match state.db.read(move |conn| metrics.render(conn).map_err(crate::db::DbError::Other)).await {
            Ok(text) => text.with_content_type("application/openmetrics-text; version=1.0.0; charset=utf-8").into_response(),
            Err(err) => {
                tracing::error!(error = %err, "cannot render metrics");
                crate::error::json_response(
                    poem::http::StatusCode::SERVICE_UNAVAILABLE,
                    &crate::error::ErrorBody::new("Metrics are unavailable: the database cannot be read"),
                )
            }
        }
    }
}

async fn reject_oversized(req: Request) -> poem::Result<Request> {
    // Only the operations that read a body document 413; the others never read one.
    if !matches!(*req.method(), poem::http::Method::POST | poem::http::Method::PUT | poem::http::Method::PATCH) {
        return Ok(req);
    }
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|len| len > MAX_BODY_BYTES as u64) {
        return Err(too_large().into());
    }
    Ok(req)
}

/// Liveness probe: the process is up and serving.
#[handler]
fn healthz() -> impl IntoResponse {
    Json(serde_json::json!({ "status": "ok" }))
}

/// Readiness probe: the database takes a write and its schema is the one this binary expects.
#[handler]
async fn readyz(state: poem::web::Data<&Arc<AppState>>) -> Response {
    let checked = state
        .db
        .write(|conn| -> Result<(i64, Option<i64>), crate::db::DbError> {
            // A real, committed write: a read-only or full disk shows here, not at the next survey.
            conn.execute(
                "INSERT INTO settings (key, value) VALUES ('readyz', strftime('%Y-%m-%dT%H:%M:%fZ'))
                 ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                [],
            )?;
            Ok(crate::db::schema_versions(conn)?)
        })
        .await;
    let (status, body) = match checked {
        Ok((embedded, applied)) if applied == Some(embedded) => {
            (poem::http::StatusCode::OK, serde_json::json!({ "status": "ready", "schemaVersion": embedded }))
        }
        Ok((embedded, applied)) => (
            poem::http::StatusCode::SERVICE_UNAVAILABLE,
            serde_json::json!({ "status": "not ready", "reason": format!("schema version {applied:?}, this binary expects {embedded}") }),
        ),
        Err(err) => {
            tracing::error!(error = %err, "readiness check failed");
            (poem::http::StatusCode::SERVICE_UNAVAILABLE, serde_json::json!({ "status": "not ready", "reason": "the database does not accept writes" }))
        }
    };
    Json(body).with_status(status).into_response()
}

/// The token secret kept in the database, generated on first start.
fn stored_jwt_secret(path: &std::path::Path) -> anyhow::Result<String> {
    use rand::RngCore;
    let conn = crate::db::open(path, false)?;
    let mut bytes = [0u8; 32];
    rand::rng().fill_bytes(&mut bytes);
    let fresh: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
    Ok(crate::auth::repo::setting_or_insert(&conn, "jwt_secret", &fresh)?)
}
