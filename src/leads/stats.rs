//! Public counters for the landing page: `GET /api/leads/stats`.
//!
//! Every open landing page polls this every 30 s, so the answer is kept in memory: a stored
//! lead adds to it directly, and it is counted again from the database when the day changes
//! in the configured time zone or a few seconds have passed (which covers rows written by
//! another process). Only one request at a time counts; the others wait for its answer.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use poem_openapi::payload::Json;
use poem_openapi::{Object, OpenApi};

use super::repo;
use crate::db::Db;
use crate::http::error::ApiError;

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
    /// One refresh at a time; the others wait for it instead of all querying.
    refresh: tokio::sync::Mutex<()>,
}

struct Entry {
    day: jiff::civil::Date,
    at: Instant,
    stats: Stats,
}

impl StatsCache {
    /// Counts a lead stored just now, without a query.
    pub fn record_new(&self) {
        let mut entry = self.entry.lock().expect("stats lock");
        if let Some(entry) = entry.as_mut() {
            entry.stats.total_plans += 1;
            entry.stats.generated_today += 1;
        }
        // A refresh that started before this lead was stored must not overwrite the count.
        self.generation.fetch_add(1, Ordering::SeqCst);
    }

    fn cached(&self, day: jiff::civil::Date) -> Option<Stats> {
        let entry = self.entry.lock().expect("stats lock");
        entry.as_ref().filter(|e| e.day == day && e.at.elapsed() < MAX_AGE).map(|e| e.stats)
    }

    pub async fn get(&self, db: &Db, tz: &jiff::tz::TimeZone) -> Result<Stats, ApiError> {
        let now = jiff::Zoned::now().with_time_zone(tz.clone());
        let day = now.date();
        if let Some(stats) = self.cached(day) {
            return Ok(stats);
        }
        let _refreshing = self.refresh.lock().await;
        if let Some(stats) = self.cached(day) {
            return Ok(stats);
        }
        let generation = self.generation.load(Ordering::SeqCst);
        let midnight = now.start_of_day().map_err(|e| ApiError::Internal(e.into()))?;
        let since = crate::db::format_timestamp(midnight.timestamp());
        let (total_plans, generated_today) =
            db.read(move |conn| repo::counts(conn, &since)).await?;
        let stats = Stats { total_plans, generated_today };
        let mut entry = self.entry.lock().expect("stats lock");
        if self.generation.load(Ordering::SeqCst) == generation {
            *entry = Some(Entry { day, at: Instant::now(), stats });
        } else {
            // Leads arrived while counting: the next read counts again.
            *entry = None;
        }
        Ok(stats)
    }
}

pub struct StatsApi {
    pub db: Db,
    /// Where "today" is.
    pub tz: jiff::tz::TimeZone,
    pub cache: Arc<StatsCache>,
}

#[OpenApi(tag = "crate::http::openapi::Tag::Leads")]
impl StatsApi {
    /// Survey counts
    ///
    /// Public and cheap: the landing page polls it every 30 seconds.
    #[oai(path = "/leads/stats", method = "get", operation_id = "leadStats")]
    async fn stats(&self) -> poem::Result<Json<Stats>> {
        Ok(Json(self.cache.get(&self.db, &self.tz).await?))
    }
}
