//! Marketing plans: generation, automatic drafts, and the review-and-send workflow.

pub mod api;
pub mod drafter;
pub mod generator;
pub mod llm;
pub mod planner;
pub mod repo;

use crate::app::AppState;
use crate::db::{DbError, now_utc};
use crate::error::ApiError;

/// Writes a fresh draft for lead `lead_id` and stores it; returns the strategy id. A
/// generator failure stores nothing.
pub async fn draft(state: &std::sync::Arc<AppState>, lead_id: i64, actor: &str) -> Result<i64, ApiError> {
    let lead = state.db.read(move |conn| crate::leads::repo::get(conn, lead_id).map_err(DbError::from)).await?;
    let lead = lead.ok_or_else(|| ApiError::NotFound(format!("No lead with id {lead_id}")))?;
    let generator = state.generator.clone();
    let (name, text) = tokio::task::spawn_blocking(move || (generator.name(), generator.generate(&lead.answers)))
        .await
        .map_err(|e| ApiError::Internal(e.into()))?;
    let text = text.map_err(|err| {
        tracing::warn!(lead_id, error = %err, "plan generation failed");
        ApiError::BadGateway(format!("Could not generate the strategy: {err}. Nothing was saved; please try again."))
    })?;
    let actor = actor.to_owned();
    let id = state
        .db
        .write(move |conn| Ok::<_, DbError>(repo::insert_draft(conn, lead_id, &text, &name, &actor, &now_utc())?))
        .await?;
    tracing::info!(lead_id, strategy_id = id, "draft stored");
    Ok(id)
}
