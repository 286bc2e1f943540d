//! Every new lead gets a draft automatically: this worker, woken when a lead is stored,
//! drafts a plan for each lead that has none. The submission never waits for it, and the
//! work survives restarts because "no plan yet" is read from the leads table itself.
//!
//! Drafting is background work: it waits for a lull in submissions. A plan is about 15 KB, ten
//! times a lead, so during a burst of submissions its writes would otherwise share every
//! commit and the disk with the people waiting for their "thank you". Leads that arrive in a
//! burst are drafted as soon as it is over.

use std::sync::Arc;
use std::time::{Duration, Instant};

use tokio::sync::watch;

use super::generator::Generator;
use crate::db::Db;
use crate::http::error::ApiError;
use crate::leads::{Arrivals, repo};

const BATCH: usize = 20;
const IDLE: Duration = Duration::from_secs(60);

/// What the drafter works with.
pub struct Drafter {
    pub db: Db,
    pub generator: Arc<dyn Generator>,
    pub arrivals: Arc<Arrivals>,
    /// How long after the last stored lead before a draft may start (`draft_lull_ms`, 200 ms
    /// by default): a burst of submissions is not slowed by drafts competing for the writer
    /// (without it, leads/s fell by about a quarter under load; bench/RESULTS.md, "What each
    /// part costs").
    pub lull: Duration,
}

/// How much longer drafting must hold back at `now`, the last lead having arrived at `last`.
fn holdoff(lull: Duration, last: Option<Instant>, now: Instant) -> Duration {
    match last {
        Some(last) => lull.saturating_sub(now.saturating_duration_since(last)),
        None => Duration::ZERO,
    }
}

pub async fn run(drafter: Drafter, mut stop: watch::Receiver<bool>) {
    let mut failures: u32 = 0;
    loop {
        if *stop.borrow() {
            return;
        }
        let wait = match pass(&drafter, &mut stop).await {
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
                let wait = Duration::from_secs(15)
                    .saturating_mul(1 << failures.min(8))
                    .min(Duration::from_secs(3600));
                tracing::warn!(error = %err, retry_in_secs = wait.as_secs(), "automatic drafts paused after a failure");
                wait
            }
        };
        // A stop seen inside `pass` has already been taken from `stop.changed()`.
        if wait.is_zero() || *stop.borrow() {
            continue;
        }
        tokio::select! {
            _ = drafter.arrivals.next() => {}
            _ = tokio::time::sleep(wait) => {}
            _ = stop.changed() => return,
        }
    }
}

/// Drafts plans for up to `BATCH` leads without one, each after a lull in submissions;
/// returns how many leads it handled (0 also when told to stop).
async fn pass(drafter: &Drafter, stop: &mut watch::Receiver<bool>) -> Result<usize, ApiError> {
    let leads = drafter.db.read(|conn| repo::without_plan(conn, BATCH)).await?;
    let mut handled = 0;
    for lead in leads {
        loop {
            let wait = holdoff(drafter.lull, drafter.arrivals.last(), Instant::now());
            if wait.is_zero() {
                break;
            }
            tokio::select! {
                _ = tokio::time::sleep(wait) => {}
                _ = stop.changed() => return Ok(0),
            }
        }
        // None: an admin drafted this lead meanwhile; it is handled all the same.
        super::draft_automatically(&drafter.db, &drafter.generator, lead.id).await?;
        crate::memory::note_activity();
        handled += 1;
    }
    Ok(handled)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drafting_waits_for_a_lull_in_submissions() {
        const LULL: Duration = Duration::from_millis(200);
        let start = Instant::now();
        assert_eq!(holdoff(LULL, None, start), Duration::ZERO, "no lead yet: nothing to wait for");
        assert_eq!(holdoff(LULL, Some(start), start), LULL);
        assert_eq!(holdoff(LULL, Some(start), start + LULL / 4), LULL * 3 / 4);
        assert_eq!(holdoff(LULL, Some(start), start + LULL), Duration::ZERO);
        assert_eq!(holdoff(LULL, Some(start), start + LULL * 10), Duration::ZERO);
    }
}
