//! The probes an orchestrator or a load balancer polls: `/healthz` (the process serves) and
//! `/readyz` (the database takes writes and has the schema this binary expects, with how
//! closely Litestream follows it).

use std::sync::Arc;
use std::time::Duration;

use poem::web::Json;
use poem::{IntoResponse, Response, handler};

use crate::db::Db;

/// Liveness probe: the process is up and serving.
#[handler]
pub(crate) fn healthz() -> impl IntoResponse {
    Json(serde_json::json!({ "status": "ok" }))
}

/// How long a readiness answer is reused: the probe writes to the database, and the public
/// must not be able to make it write on every request.
const READINESS_TTL: Duration = Duration::from_secs(1);

/// The last readiness answer and when it was worked out.
#[derive(Default)]
pub(crate) struct Readiness(
    tokio::sync::Mutex<Option<(std::time::Instant, poem::http::StatusCode, serde_json::Value)>>,
);

/// Readiness probe: the database takes a write and its schema is the one this binary expects.
/// The answer is at most `READINESS_TTL` old; callers arriving meanwhile wait for it.
#[handler]
pub(crate) async fn readyz(
    db: poem::web::Data<&Db>,
    readiness: poem::web::Data<&Arc<Readiness>>,
) -> Response {
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
