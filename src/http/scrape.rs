//! `/metrics` for whoever may read it: the holder of the configured bearer token, or without
//! one, clients on this machine. The figures are rendered from the database on each scrape.

use std::sync::Arc;

use poem::http::header;
use poem::{IntoResponse, Request, Response};

use crate::db::Db;
use crate::http::metrics::{Metrics, Stored};

/// Who may read `/metrics`, and where the figures come from.
pub(crate) struct Scrape {
    pub(crate) db: Db,
    pub(crate) token: Option<String>,
    /// Reads the figures from the database, each from the feature that owns it.
    pub(crate) figures: fn(&rusqlite::Connection) -> anyhow::Result<Stored>,
}

impl Scrape {
    /// `/metrics`, or why not.
    pub(crate) async fn answer(&self, req: &Request, metrics: &Arc<Metrics>) -> Response {
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
        let (metrics, figures) = (metrics.clone(), self.figures);
        match self.db.read(move |conn| metrics.render(&figures(conn)?)).await {
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
