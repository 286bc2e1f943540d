//! Application assembly: builds each feature's API from the parts it needs, composes the
//! routes, and runs the server with its background workers. Nothing else imports this module.

use std::future::Future;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use poem::http::header;
use poem::listener::{Acceptor, Listener, TcpAcceptor, TcpListener};
use poem::{Endpoint, EndpointExt, IntoResponse, Request, Response, Route};
use poem_openapi::OpenApiService;
use tokio::sync::watch;

use crate::analytics::api::AnalyticsApi;
use crate::auth::Auth;
use crate::auth::api::AuthApi;
use crate::auth::guard::Verifier;
use crate::config::Config;
use crate::content::trades::Trades;
use crate::db::Db;
use crate::follow::admin::AdminPlanPagesApi;
use crate::follow::api::PlanPagesApi;
use crate::http::error::api_error_response;
use crate::http::metrics::Metrics;
use crate::http::openapi::{AllowedMethods, Published};
use crate::http::payload::reject_oversized;
use crate::http::probes::{Readiness, healthz, readyz};
use crate::http::ratelimit::HourlyLimit;
use crate::http::scrape::Scrape;
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
    /// The trades the built-in planner writes from: the defaults and the operator's own.
    trades: Arc<Trades>,
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
                let secret = crate::auth::secret::signing_secret(configured_secret, &path)?;
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
        let trades = Arc::new(Trades::new(config.site.trades.clone()));
        let parts = Parts {
            stripe: config.stripe.as_ref().map(crate::payments::stripe::Stripe::new).transpose()?,
            mailer: Arc::new(Mailer::new(&config)),
            auth: Arc::new(Auth::new(&config, &jwt_secret)),
            generator: Arc::from(crate::strategies::generator_from_config(&config, trades.clone())),
            trades,
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
            lull: std::time::Duration::from_millis(parts.config.draft_lull_ms),
        };
        let drafter = tokio::spawn(drafter::run(drafter, stopped.clone()));
        let housekeeping = tokio::spawn(crate::retention::run(
            db.clone(),
            parts.config.analytics_retention_days,
            stopped.clone(),
        ));
        let mondays = tokio::spawn(crate::follow::monday::run(
            db.clone(),
            parts.mailer.clone(),
            stopped.clone(),
        ));
        let (cached, trades) = (db.clone(), parts.trades.clone());
        let trimmer = tokio::spawn(crate::memory::trim_when_idle(stopped, move || {
            trades.release();
            let db = cached.clone();
            async move { db.release_memory().await }
        }));
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
        let _ = mondays.await;
        let _ = housekeeping.await;
        tokio::task::spawn_blocking(move || db.close()).await?;
        served
    }
}

/// Every route of the service, each API built from the parts it needs.
fn routes(parts: Parts, connections: Connections) -> impl Endpoint<Output = Response> {
    let Parts { config, db, mailer, generator, trades, arrivals, auth, stripe } = parts;
    let proxies = config.trusted_proxies.clone();
    let per_hour = config.lead_rate_limit;
    let stats = Arc::new(StatsCache::default());
    let ui = Arc::new(Ui::new(&config));
    let plans = PlanPagesApi {
        db: db.clone(),
        brand: config.brand_name.clone(),
        site_url: config.site_url.clone(),
        currency: config.site.price.currency(),
        price: config.site.price.label.clone(),
        ui: ui.clone(),
        pieces: Arc::default(),
    };
    let warm = (ui.clone(), plans.clone());
    let fulfilment = Fulfilment {
        livemode: config.stripe.as_ref().is_some_and(|stripe| stripe.livemode()),
        db: db.clone(),
        package: Arc::new(PackageMail {
            mailer: mailer.clone(),
            tz: config.tz.clone(),
            support_email: config.support_email.clone(),
            site_url: config.site_url.clone(),
            price: config.site.price.clone(),
            trades,
        }),
    };
    let apis = (
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
        AdminLeadsApi { db: db.clone(), currency: config.site.price.currency() },
        StrategiesApi {
            db: db.clone(),
            mailer: mailer.clone(),
            generator: generator.clone(),
            time_zone: config.timezone.clone(),
        },
        crate::strategies::desk::DeskApi { db: db.clone(), mailer: mailer.clone(), generator },
        NewsletterApi {
            db: db.clone(),
            mailer,
            limit: HourlyLimit::new(per_hour),
            proxies: proxies.clone(),
        },
        AnalyticsApi {
            db: db.clone(),
            salts: Default::default(),
            limit: HourlyLimit::new(ANALYTICS_PER_HOUR),
            proxies: proxies.clone(),
            tz: config.tz.clone(),
        },
        PaymentsApi {
            db: db.clone(),
            stripe,
            fulfilment,
            limit: HourlyLimit::new(per_hour.saturating_mul(3)),
            proxies,
            price: config.site.price.clone(),
        },
        AdminOrdersApi { db: db.clone() },
        crate::newsletter::subscribers::SubscribersApi { db: db.clone() },
        crate::privacy::api::PrivacyApi { db: db.clone() },
        plans.clone(),
        AdminPlanPagesApi { db: db.clone() },
    );
    let operations = crate::http::openapi::operations(&apis);
    let api = OpenApiService::new(apis, "Plansmith API", env!("CARGO_PKG_VERSION"))
        .description("Survey submissions, reviewed marketing plans and the Pro checkout. Every error is JSON `{message, field?}`.")
        .server("/api");
    let published = Published::new(api.spec(), crate::leads::model::answer_labels());
    let allowed = Arc::new(AllowedMethods::from_operations(&operations));
    let api_routes = Route::new()
        .at(
            "/openapi.json",
            poem::endpoint::make_sync(move |_| {
                let spec = published.spec().to_owned();
                spec.with_content_type("application/json; charset=utf-8").into_response()
            }),
        )
        .at("/docs", poem::endpoint::make_sync(|_| crate::http::web::api_docs()))
        .nest("/", api)
        .before(reject_oversized)
        .catch_all_error(api_error_response);
    // The pages are written beside the server, not before it answers (the document waits
    // for its first reader).
    let _ = std::thread::Builder::new().name("warm-up".into()).spawn(move || {
        warm.0.warm();
        warm.1.pieces();
    });
    let security = SecurityHeaders::new(&config);
    let verifier = Verifier { keys: auth.keys.clone(), db: db.clone() };
    let server = Route::new()
        .nest("/api", api_routes)
        .at("/healthz", healthz)
        .at("/readyz", readyz)
        .data(verifier)
        .data(Arc::new(Readiness::default()))
        .data(db.clone());
    let mut paths: Vec<&str> = operations.iter().map(|(path, _)| path.as_str()).collect();
    // Sorted, so a literal segment is tried before a parameter ("pending" before "{id}").
    paths.sort_unstable();
    paths.dedup();
    let metrics = Arc::new(Metrics::new(paths));
    let scrape = Scrape { db, token: config.metrics_token.clone(), figures: stored_figures };
    Root {
        server: server.map_to_response().boxed(),
        allowed,
        metrics,
        scrape,
        connections,
        ui,
        plans,
    }
    .with(security)
}

/// Sends `/api/*` and `/healthz` to the server routes and everything else to the UI.
struct Root {
    server: poem::endpoint::BoxEndpoint<'static, Response>,
    ui: Arc<Ui>,
    /// Founders' plan pages (`/plan/{token}`) and their calendar feeds.
    plans: PlanPagesApi,
    allowed: Arc<AllowedMethods>,
    metrics: Arc<Metrics>,
    scrape: Scrape,
    /// Requests in flight per connection (the stalled-client timeout pauses for them).
    connections: Connections,
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
        crate::memory::note_activity();
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
        } else if let Some(rest) = path.strip_prefix("/plan/") {
            Ok(self.plans.serve(&req, rest).await)
        } else {
            self.ui.call(req).await
        }
    }
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
