//! Application assembly: builds each feature's API from the parts it needs, composes the
//! routes, and runs the server with its background workers. Nothing else imports this module.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use poem::http::header;
use poem::listener::{Acceptor, Listener, TcpAcceptor, TcpListener};
use poem::web::Json;
use poem::{Endpoint, EndpointExt, IntoResponse, Request, Response, Route, handler};
use poem_openapi::OpenApiService;
use tokio::sync::watch;

use crate::analytics::api::AnalyticsApi;
use crate::auth::Auth;
use crate::auth::api::AuthApi;
use crate::auth::guard::Verifier;
use crate::config::Config;
use crate::db::Db;
use crate::http::error::api_error_response;
use crate::http::metrics::Metrics;
use crate::http::openapi::AllowedMethods;
use crate::http::payload::{MAX_BODY_BYTES, too_large};
use crate::http::ratelimit::HourlyLimit;
use crate::http::slow_clients::{Connections, CutStalledClients};
use crate::http::web::{SecurityHeaders, Ui};
use crate::leads::Arrivals;
use crate::leads::api::{AdminLeadsApi, LeadsApi};
use crate::leads::stats::{StatsApi, StatsCache};
use crate::mail::{self, Mailer};
use crate::newsletter::api::NewsletterApi;
use crate::payments::api::{AdminOrdersApi, PaymentsApi};
use crate::payments::fulfil::{Fulfilment, PackageMail};
use crate::strategies::api::StrategiesApi;
use crate::strategies::drafter::{self, Drafter};
use crate::strategies::generator::Generator;

/// How long in-flight requests may take to finish after a shutdown signal.
const SHUTDOWN_GRACE: Duration = Duration::from_secs(30);
/// Page views and funnel events per client address and hour.
const ANALYTICS_PER_HOUR: u32 = 1200;

/// A server bound to its address, not yet serving.
pub struct App {
    acceptor: TcpAcceptor,
    addr: SocketAddr,
    parts: Parts,
}

/// What the features are built from, made once at start.
struct Parts {
    config: Config,
    db: Db,
    mailer: Arc<Mailer>,
    generator: Arc<dyn Generator>,
    arrivals: Arc<Arrivals>,
    auth: Arc<Auth>,
    /// None when payments are not configured.
    stripe: Option<crate::payments::stripe::Stripe>,
}

impl App {
    /// Opens and migrates the database and binds the listener.
    pub async fn build(config: Config) -> anyhow::Result<Self> {
        let path = config.db.clone();
        let configured_secret = config.auth.jwt_secret.clone();
        let (db, jwt_secret) =
            tokio::task::spawn_blocking(move || -> anyhow::Result<(Db, String)> {
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
        let parts = Parts {
            stripe: config.stripe.as_ref().map(crate::payments::stripe::Stripe::new).transpose()?,
            mailer: Arc::new(Mailer::new(&config)),
            auth: Arc::new(Auth::new(&config, jwt_secret.as_bytes())),
            generator: Arc::from(crate::strategies::generator_from_config(&config)),
            arrivals: Arc::default(),
            db,
            config,
        };
        Ok(Self { acceptor, addr, parts })
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    pub fn port(&self) -> u16 {
        self.addr.port()
    }

    /// Serves until `shutdown` resolves, then lets in-flight requests finish and closes the
    /// database after its last write.
    pub async fn run_until(self, shutdown: impl Future<Output = ()> + Send) -> anyhow::Result<()> {
        let (stop, stopped) = watch::channel(false);
        let Self { acceptor, parts, .. } = self;
        if !parts.mailer.delivers() {
            tracing::info!(
                "SMTP is not configured: e-mail is kept in the outbox as held (see `plansmith outbox list`)"
            );
        }
        let db = parts.db.clone();
        let lead_bodies = Arc::new(crate::leads::mail::Bodies { mailer: parts.mailer.clone() });
        let mail_worker = tokio::spawn(mail::worker::run(
            db.clone(),
            parts.mailer.clone(),
            lead_bodies,
            stopped.clone(),
        ));
        let drafter = Drafter {
            db: db.clone(),
            generator: parts.generator.clone(),
            arrivals: parts.arrivals.clone(),
        };
        let drafter = tokio::spawn(drafter::run(drafter, stopped.clone()));
        let housekeeping = tokio::spawn(crate::retention::run(
            db.clone(),
            parts.config.analytics_retention_days,
            stopped.clone(),
        ));
        let trimmer = tokio::spawn(crate::memory::trim_when_idle(stopped));
        let connections = Connections::default();
        let acceptor = CutStalledClients {
            inner: acceptor,
            timeout: Duration::from_secs(parts.config.idle_timeout_secs),
            connections: connections.clone(),
            slots: Arc::new(tokio::sync::Semaphore::new(parts.config.max_connections)),
        };
        let endpoint = routes(parts, connections);
        let served = poem::Server::new_with_acceptor(acceptor)
            .run_with_graceful_shutdown(endpoint, shutdown, Some(SHUTDOWN_GRACE))
            .await
            .context("server failed");
        let _ = stop.send(true);
        let _ = mail_worker.await;
        let _ = drafter.await;
        let _ = trimmer.await;
        let _ = housekeeping.await;
        tokio::task::spawn_blocking(move || db.close()).await?;
        served
    }
}

/// Every route of the service, each API built from the parts it needs.
fn routes(parts: Parts, connections: Connections) -> impl Endpoint<Output = Response> {
    let Parts { config, db, mailer, generator, arrivals, auth, stripe } = parts;
    let proxies = config.trusted_proxies.clone();
    let per_hour = config.lead_rate_limit;
    let stats = Arc::new(StatsCache::default());
    let fulfilment = Fulfilment {
        livemode: config.stripe.as_ref().is_some_and(|stripe| stripe.livemode()),
        db: db.clone(),
        package: Arc::new(PackageMail {
            mailer: mailer.clone(),
            tz: config.tz.clone(),
            support_email: config.support_email.clone(),
            site_url: config.site_url.clone(),
            price: config.site.price.clone(),
        }),
    };
    let api = OpenApiService::new(
        (
            LeadsApi {
                db: db.clone(),
                mailer: mailer.clone(),
                stats: stats.clone(),
                arrivals,
                limit: HourlyLimit::new(per_hour),
                proxies: proxies.clone(),
            },
            StatsApi { db: db.clone(), tz: config.tz.clone(), cache: stats },
            AuthApi { db: db.clone(), auth: auth.clone(), proxies: proxies.clone() },
            AdminLeadsApi { db: db.clone() },
            StrategiesApi { db: db.clone(), mailer: mailer.clone(), generator },
            NewsletterApi { db: db.clone(), mailer, limit: HourlyLimit::new(per_hour), proxies: proxies.clone() },
            AnalyticsApi {
                db: db.clone(),
                salts: Default::default(),
                limit: HourlyLimit::new(ANALYTICS_PER_HOUR),
                proxies: proxies.clone(),
                tz: config.tz.clone(),
            },
            PaymentsApi { db: db.clone(), stripe, fulfilment, limit: HourlyLimit::new(per_hour.saturating_mul(3)), proxies, price: config.site.price.clone() },
            AdminOrdersApi { db: db.clone() },
            crate::privacy::api::PrivacyApi { db: db.clone() },
        ),
        "Plansmith API",
        env!("CARGO_PKG_VERSION"),
    )
    .description("Survey submissions, reviewed marketing plans and the Pro checkout. Every error is JSON `{message, field?}`.")
    .server("/api");
    let generated = api.spec();
    let doc = crate::http::openapi::augment(&generated, &crate::leads::model::answer_labels())
        .expect("poem-openapi writes its spec as JSON");
    let allowed = Arc::new(AllowedMethods::from_spec(&doc));
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
    let security = SecurityHeaders::new(&config);
    let ui = Ui::new(&config);
    let verifier = Verifier { keys: auth.keys.clone(), db: db.clone() };
    let server = Route::new()
        .nest("/api", api_routes)
        .at("/healthz", healthz)
        .at("/readyz", readyz)
        .data(verifier)
        .data(Arc::new(Readiness::default()))
        .data(db.clone());
    let metrics = Arc::new(Metrics::new(
        doc["paths"]
            .as_object()
            .map(|paths| paths.keys().map(String::as_str).collect::<Vec<_>>())
            .unwrap_or_default(),
    ));
    let scrape = Scrape { db, token: config.metrics_token.clone() };
    Root { server: server.map_to_response().boxed(), allowed, metrics, scrape, connections, ui }
        .with(security)
}

/// Sends `/api/*` and `/healthz` to the server routes and everything else to the UI.
struct Root {
    server: poem::endpoint::BoxEndpoint<'static, Response>,
    ui: Ui,
    allowed: Arc<AllowedMethods>,
    metrics: Arc<Metrics>,
    scrape: Scrape,
    /// Requests in flight per connection (the stalled-client timeout pauses for them).
    connections: Connections,
}

/// Who may read `/metrics`, and where the figures come from.
struct Scrape {
    db: Db,
    token: Option<String>,
}

impl Endpoint for Root {
    type Output = Response;

    async fn call(&self, req: Request) -> poem::Result<Response> {
        let started = std::time::Instant::now();
        let route = self.metrics.route(req.uri().path());
        let method = req.method().clone();
        let _busy = self.connections.busy(req.remote_addr());
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
            return Ok(self.scrape.answer(&req, &self.metrics).await);
        }
        if path == "/api" || path.starts_with("/api/") || path == "/healthz" || path == "/readyz" {
            let path = path.to_owned();
            let mut response = self.server.call(req).await?;
            if response.status() == poem::http::StatusCode::METHOD_NOT_ALLOWED {
                // RFC 9110: a 405 says which methods the resource does take.
                if let Some(allow) =
                    path.strip_prefix("/api").and_then(|p| self.allowed.for_path(p))
                {
                    response.headers_mut().insert(
                        header::ALLOW,
                        poem::http::HeaderValue::from_str(allow).expect("method names are ASCII"),
                    );
                }
            }
            Ok(response)
        } else {
            self.ui.call(req).await
        }
    }
}

impl Scrape {
    async fn answer(&self, req: &Request, metrics: &Arc<Metrics>) -> Response {
        let authorization = req.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok());
        if !crate::http::metrics::allowed(
            self.token.as_deref(),
            authorization,
            crate::http::metrics::local_client(req),
        ) {
            let message = match self.token {
                Some(_) => "Metrics need `Authorization: Bearer <PLANSMITH_METRICS_TOKEN>`",
                None => {
                    "Metrics are served to localhost only; set PLANSMITH_METRICS_TOKEN to scrape from elsewhere"
                }
            };
            return crate::http::error::json_response(
                poem::http::StatusCode::FORBIDDEN,
                &crate::http::error::ErrorBody::new(message),
            );
        }
        let metrics = metrics.clone();
        match self.db.read(move |conn| metrics.render(&stored_figures(conn)?)).await {
            Ok(text) => text
                .with_content_type("application/openmetrics-text; version=1.0.0; charset=utf-8")
                .into_response(),
            Err(err) => {
                tracing::error!(error = %err, "cannot render metrics");
                crate::http::error::json_response(
                    poem::http::StatusCode::SERVICE_UNAVAILABLE,
                    &crate::http::error::ErrorBody::new(
                        "Metrics are unavailable: the database cannot be read",
                    ),
                )
            }
        }
    }
}

async fn reject_oversized(req: Request) -> poem::Result<Request> {
    // Only the operations that read a body document 413; the others never read one.
    if !matches!(
        *req.method(),
        poem::http::Method::POST | poem::http::Method::PUT | poem::http::Method::PATCH
    ) {
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

/// How long a readiness answer is reused: the probe writes to the database, and the public
/// must not be able to make it write on every request.
const READINESS_TTL: Duration = Duration::from_secs(1);

/// The last readiness answer and when it was worked out.
#[derive(Default)]
struct Readiness(
    tokio::sync::Mutex<Option<(std::time::Instant, poem::http::StatusCode, serde_json::Value)>>,
);

/// Readiness probe: the database takes a write and its schema is the one this binary expects.
/// The answer is at most `READINESS_TTL` old; callers arriving meanwhile wait for it.
#[handler]
async fn readyz(db: poem::web::Data<&Db>, readiness: poem::web::Data<&Arc<Readiness>>) -> Response {
    let mut last = readiness.0.0.lock().await;
    if let Some((at, status, body)) = last.as_ref()
        && at.elapsed() < READINESS_TTL
    {
        return Json(body.clone()).with_status(*status).into_response();
    }
    let (status, body) = check_readiness(&db).await;
    *last = Some((std::time::Instant::now(), status, body.clone()));
    Json(body).with_status(status).into_response()
}

async fn check_readiness(db: &Db) -> (poem::http::StatusCode, serde_json::Value) {
    // Looked at before the probe's own write, which Litestream has had no time to copy yet.
    let path = db.path().to_path_buf();
    let replication =
        tokio::task::spawn_blocking(move || replication_report(&path)).await.unwrap_or_default();
    let checked = db
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
    match checked {
        Ok((embedded, applied)) if applied == Some(embedded) => (
            poem::http::StatusCode::OK,
            serde_json::json!({ "status": "ready", "schemaVersion": embedded, "replication": replication }),
        ),
        Ok((embedded, applied)) => (
            poem::http::StatusCode::SERVICE_UNAVAILABLE,
            serde_json::json!({ "status": "not ready", "reason": format!("schema version {applied:?}, this binary expects {embedded}") }),
        ),
        Err(err) => {
            tracing::error!(error = %err, "readiness check failed");
            (
                poem::http::StatusCode::SERVICE_UNAVAILABLE,
                serde_json::json!({ "status": "not ready", "reason": "the database does not accept writes" }),
            )
        }
    }
}

/// Whether Litestream replicates the database, for the readiness answer. Being behind does not
/// make the service unready: it still takes and keeps every write, only its copy elsewhere lags.
fn replication_report(path: &std::path::Path) -> serde_json::Value {
    use crate::db::litestream::{self, Status};
    let now = std::time::SystemTime::now();
    match litestream::status(path, now) {
        Status::NotReplicated => serde_json::json!({ "by": "none" }),
        Status::Replicated { generation, last_copy, behind } => serde_json::json!({
            "by": "litestream",
            "state": if behind { "behind" } else { "current" },
            "generation": generation,
            "lastCopySecondsAgo": last_copy.map(|at| now.duration_since(at).unwrap_or_default().as_secs()),
        }),
    }
}

/// The token secret kept in the database, generated on first start.
fn stored_jwt_secret(path: &std::path::Path) -> anyhow::Result<String> {
    let conn = crate::db::open(path, false)?;
    Ok(crate::auth::repo::setting_or_insert(
        &conn,
        "jwt_secret",
        &crate::auth::token::fresh_secret(),
    )?)
}

/// The figures `/metrics` reports from the database, each read by the feature that owns it.
fn stored_figures(conn: &rusqlite::Connection) -> anyhow::Result<crate::http::metrics::Stored> {
    use crate::mail::outbox::{self, Status};
    let depth = outbox::depth(conn)?;
    let count =
        |status: Status| depth.iter().find(|(s, _)| s == status.as_str()).map_or(0, |(_, n)| *n);
    let replication = match conn.path().filter(|path| !path.is_empty()) {
        Some(path) => {
            crate::db::litestream::status(std::path::Path::new(path), std::time::SystemTime::now())
        }
        None => crate::db::litestream::Status::NotReplicated,
    };
    Ok(crate::http::metrics::Stored {
        outbox: Status::ALL.into_iter().map(|s| (s.as_str(), count(s))).collect(),
        orders: crate::payments::repo::count_by_status(conn)?
            .into_iter()
            .map(|(status, n)| (status.as_str(), n))
            .collect(),
        leads: crate::leads::repo::total(conn)?,
        replication,
    })
}
