//! Every new lead gets a draft automatically: this worker, woken when a lead is stored,
//! drafts a plan for each lead that has none. The submission never waits for it, and the
//! work survives restarts because "no plan yet" is read from the leads table itself.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::watch;

use crate::app::AppState;
use crate::db::DbError;
use crate::leads::repo;

const BATCH: usize = 20;
const IDLE: Duration = Duration::from_secs(60);

pub async fn run(state: Arc<AppState>, mut stop: watch::Receiver<bool>) {
    let mut failures: u32 = 0;
    loop {
        if *stop.borrow() {
            return;
        }
        let wait = match pass(&state).await {
            Ok(0) => {
                failures = 0;
                IDLE
            }
            Ok(_) => {
                failures = 0;
                Duration::ZERO
            }
            Err(err) => {
                failures += 1;
                let wait = Duration::from_secs(15).saturating_mul(1 << failures.min(8)).min(Duration::from_secs(3600));
                tracing::warn!(error = %err, retry_in_secs = wait.as_secs(), "automatic drafts paused after a failure");
                wait
            }
        };
        if wait.is_zero() {
            continue;
        }
        tokio::select! {
            _ = state.drafts_wake.notified() => {}
            _ = tokio::time::sleep(wait) => {}
            _ = stop.changed() => return,
        }
    }
}

/// Drafts plans for up to `BATCH` leads without one; returns how many were drafted.
async fn pass(state: &Arc<AppState>) -> Result<usize, crate::error::ApiError> {
    let leads = state.db.read(|conn| repo::without_plan(conn, BATCH).map_err(DbError::from)).await?;
    let mut drafted = 0;
    for lead in leads {
        super::draft(state, lead.id, "system").await?;
        drafted += 1;
    }
    Ok(drafted)
}
