//! Public counters for the landing page: `GET /api/leads/stats`.
//!
//! Every open landing page polls this every 30 s, so the answer is cached in memory until a
//! new lead is stored, the day changes in the configured time zone, or a few seconds pass
//! (which covers rows written by another process, such as the CLI).

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

use crate::app::AppState;
use crate::error::ApiError;
use crate::leads::repo;

const MAX_AGE: Duration = Duration::from_secs(5);

#[derive(Debug, Clone, Copy, PartialEq, Eq, Object)]
#[oai(rename_all = "camelCase")]
pub struct Stats {
    /// Every survey ever submitted.
    pub total_plans: i64,
    /// Surveys submitted since midnight in the configured time zone.
    pub generated_today: i64,
}

#[derive(Default)]
pub struct StatsCache {
    generation: AtomicU64,
    entry: Mutex<Option<Entry>>,
}

struct Entry {
    generation: u64,
    day: jiff::civil::Date,
    at: Instant,
    stats: Stats,
}

impl StatsCache {
    /// Forgets the cached figures; call after a lead is stored.
    pub fn invalidate(&self) {
        self.generation.fetch_add(1, Ordering::SeqCst);
    }

    pub async fn get(&self, state: &AppState) -> Result<Stats, ApiError> {
        let now = jiff::Zoned::now().with_time_zone(state.config.tz.clone());
        let day = now.date();
        let generation = self.generation.load(Ordering::SeqCst);
        if let Some(entry) = self.entry.lock().expect("stats lock").as_ref() {
            if entry.generation == generation && entry.day == day && entry.at.elapsed() < MAX_AGE {
                return Ok(entry.stats);
            }
        }
        let midnight = now.start_of_day().map_err(|e| ApiError::Internal(e.into()))?;
        let since = crate::db::format_timestamp(midnight.timestamp());
        let (total_plans, generated_today) =
            state.db.read(move |conn| repo::counts(conn, &since).map_err(ApiError::from_sqlite)).await?;
        let stats = Stats { total_plans, generated_today };
        *self.entry.lock().expect("stats lock") = Some(Entry { generation, day, at: Instant::now(), stats });
        Ok(stats)
    }
}

pub struct StatsApi {
    pub state: Arc<AppState>,
}

#[OpenApi(tag = "crate::app::Tag::Leads")]
impl StatsApi {
    /// Survey counts
    ///
    /// Public and cheap: the landing page polls it every 30 seconds.
    #[oai(path = "/leads/stats", method = "get", operation_id = "leadStats")]
    async fn stats(&self) -> poem::Result<Json<Stats>> {
        Ok(Json(self.state.stats.get(&self.state).await?))
    }
}
