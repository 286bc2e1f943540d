//! Log lines for events a stranger can repeat at will (a forged webhook signature, a request
//! refused for coming too fast): the first in each minute is written, the rest are counted,
//! and the count goes with the next line. A flood of bad requests costs the log one line a
//! minute, not one line a request.

use std::sync::atomic::{AtomicU64, Ordering};

/// Seconds between two lines of the same kind.
const WINDOW_SECS: u64 = 60;

pub struct QuietLog {
    /// When the last line was written, in seconds since the Unix epoch (0 = never).
    last: AtomicU64,
    /// Events not written since then.
    skipped: AtomicU64,
}

impl QuietLog {
    pub const fn new() -> Self {
        Self { last: AtomicU64::new(0), skipped: AtomicU64::new(0) }
    }

    /// `Some(events left unwritten since the last line)` when this event may be written.
    pub fn allow(&self) -> Option<u64> {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
            .max(1);
        self.allow_at(now)
    }

    fn allow_at(&self, now: u64) -> Option<u64> {
        let last = self.last.load(Ordering::Relaxed);
        let due = last == 0 || now >= last + WINDOW_SECS;
        if due
            && self.last.compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed).is_ok()
        {
            return Some(self.skipped.swap(0, Ordering::Relaxed));
        }
        self.skipped.fetch_add(1, Ordering::Relaxed);
        None
    }
}

impl Default for QuietLog {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_line_a_minute_carries_the_count_of_the_rest() {
        let log = QuietLog::new();
        assert_eq!(log.allow_at(1_000), Some(0));
        assert!((0..500).all(|i| log.allow_at(1_000 + i % 60).is_none()));
        assert_eq!(log.allow_at(1_060), Some(500));
        assert_eq!(log.allow_at(1_061), None);
        assert_eq!(log.allow_at(1_200), Some(1));
    }
}
