//! Survey submissions ("leads"): validation, storage, the mail they cause, the public counts
//! and the admin's list.

pub mod api;
pub mod export;
pub mod mail;
pub mod model;
pub mod repo;
pub mod stats;

use std::sync::Mutex;
use std::time::Instant;

use tokio::sync::Notify;

/// Tells whoever waits for new leads (the automatic drafter) that one was stored, and when.
#[derive(Default)]
pub struct Arrivals {
    notify: Notify,
    last: Mutex<Option<Instant>>,
}

impl Arrivals {
    /// A lead was just stored.
    pub fn lead_stored(&self) {
        *self.last.lock().expect("arrivals lock") = Some(Instant::now());
        self.notify.notify_one();
    }

    /// When the last lead was stored by this process.
    pub fn last(&self) -> Option<Instant> {
        *self.last.lock().expect("arrivals lock")
    }

    /// Resolves at the next stored lead (or at once if one was stored since the last wait).
    pub async fn next(&self) {
        self.notify.notified().await;
    }
}
