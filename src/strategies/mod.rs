//! Marketing plans: generation, automatic drafts, and the review-and-send workflow.

pub mod api;
pub mod desk;
pub mod drafter;
mod follow;
pub mod generator;
mod head_start;
pub mod llm;
pub mod model;
mod pro_copy;
pub mod repo;
mod request;
mod sections;
mod talk;

use std::sync::Arc;

use crate::config::Config;
use crate::content::trades::Trades;
use crate::db::{Db, DbError, now_utc};
use crate::http::error::ApiError;
use generator::{BuiltIn, Generator};

/// The plan writer the configuration asks for: an AI provider when one is set, else the
/// built-in planner; either writes from `trades` when the built-in planner drafts.
pub fn generator_from_config(config: &Config, trades: Arc<Trades>) -> Box<dyn Generator> {
    let currency = config.site.price.currency();
    match &config.ai {
        Some(ai) => Box::new(llm::ChatCompletions::new(ai.clone(), trades, currency)),
        None => Box::new(BuiltIn { trades, currency }),
    }
}

/// Writes a fresh draft for lead `lead_id` and stores it; returns the strategy id. When the
/// configured generator fails, the built-in planner writes the draft and it says why.
pub async fn draft(
    db: &Db,
    generator: &Arc<dyn Generator>,
    lead_id: i64,
    actor: &str,
) -> Result<i64, ApiError> {
    let id = generate_and_store(db, generator, lead_id, actor, Store::Always).await?;
    Ok(id.expect("a draft asked for is always stored"))
}

/// Drafts a plan for lead `lead_id` on the system's behalf, unless it has one by the time the
/// draft is stored (an admin may have made one meanwhile, which must not be replaced).
pub async fn draft_automatically(
    db: &Db,
    generator: &Arc<dyn Generator>,
    lead_id: i64,
) -> Result<Option<i64>, ApiError> {
    generate_and_store(db, generator, lead_id, "system", Store::IfNoPlan).await
}

#[derive(Clone, Copy, PartialEq)]
enum Store {
    Always,
    IfNoPlan,
}

async fn generate_and_store(
    db: &Db,
    generator: &Arc<dyn Generator>,
    lead_id: i64,
    actor: &str,
    store: Store,
) -> Result<Option<i64>, ApiError> {
    let lead = db.read(move |conn| crate::leads::repo::get(conn, lead_id)).await?;
    let lead = match lead {
        // Drafted by an admin since it was queued: spare the generator (an AI call costs time and money).
        Some(lead) if store == Store::IfNoPlan && lead.plan_generated => return Ok(None),
        Some(lead) => lead,
        // Deleted since it was queued: nothing left to draft for.
        None if store == Store::IfNoPlan => return Ok(None),
        None => return Err(ApiError::NotFound(format!("No lead with id {lead_id}"))),
    };
    // Automatic drafts by a provider with a daily limit stop at it; the built-in planner takes over.
    let held_back = match generator.daily_limit() {
        Some(limit) if store == Store::IfNoPlan => {
            let name = generator.name();
            let today = db.read(move |conn| repo::automatic_drafts_today(conn, &name)).await?;
            (today >= i64::from(limit)).then(|| {
                format!("Today's limit of {limit} automatic drafts by {} was reached, so the built-in planner wrote this one.", generator.name())
            })
        }
        _ => None,
    };
    let generator = generator.clone();
    let written = tokio::task::spawn_blocking(move || {
        generator::write(generator.as_ref(), &lead.answers, held_back)
    })
    .await
    .map_err(|e| ApiError::Internal(e.into()))?;
    let plan = match &written.draft.plan {
        Some(plan) => Some(serde_json::to_string(plan).map_err(|e| ApiError::Internal(e.into()))?),
        None => None,
    };
    let pro_copy = match &written.draft.pro {
        Some(copy) => Some(serde_json::to_string(copy).map_err(|e| ApiError::Internal(e.into()))?),
        None => None,
    };
    let actor = actor.to_owned();
    let id = db
        .write(move |conn| -> Result<Option<i64>, DbError> {
            // Checked again in the same transaction as the insert: no other write can come between.
            if store == Store::IfNoPlan && crate::leads::repo::plan_generated(conn, lead_id)? {
                return Ok(None);
            }
            let draft = repo::NewDraft {
                text: &written.draft.text,
                plan: plan.as_deref(),
                generator: &written.generator,
                note: written.note.as_deref(),
                effort: written.draft.effort,
                pro_copy: pro_copy.as_deref(),
            };
            Ok(Some(repo::insert_draft(conn, lead_id, &draft, &actor, &now_utc())?))
        })
        .await?;
    match id {
        Some(id) => tracing::info!(lead_id, strategy_id = id, "draft stored"),
        None => tracing::debug!(lead_id, "lead got a plan meanwhile; automatic draft dropped"),
    }
    Ok(id)
}
