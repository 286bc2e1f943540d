//! Gives memory back to the system once a burst of traffic is over.
//!
//! The C library's allocator keeps what a burst freed inside its arenas (one per thread that
//! allocated, up to eight per core), so after a spike the process would go on holding the
//! spike's footprint while idle. At start the arenas are capped at two; and once the server
//! has answered requests and then gone a few seconds without any, `malloc_trim` returns the
//! free pages. Elsewhere (musl, other systems) this is a no-op.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::sync::watch;

/// How long without a request before the server counts as idle.
const QUIET: Duration = Duration::from_secs(2);

/// Requests answered so far, bumped by every request (a relaxed add: no lock, no wait).
static ANSWERED: AtomicU64 = AtomicU64::new(0);

pub fn note_request() {
    ANSWERED.fetch_add(1, Ordering::Relaxed);
}

/// Caps the allocator's arenas. Call once, before the runtime starts its threads.
pub fn limit_arenas() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    glibc::limit_arenas(2);
}

/// Runs until `stop` turns true: trims once after each busy spell, when it has been quiet
/// for `QUIET`.
pub async fn trim_when_idle(mut stop: watch::Receiver<bool>) {
    let mut seen = ANSWERED.load(Ordering::Relaxed);
    let mut trimmed = true;
    loop {
        tokio::select! {
            _ = tokio::time::sleep(QUIET) => {}
            _ = stop.changed() => return,
        }
        let now = ANSWERED.load(Ordering::Relaxed);
        if now != seen {
            (seen, trimmed) = (now, false);
        } else if !trimmed {
            trimmed = true;
            let _ = tokio::task::spawn_blocking(release_free_memory).await;
        }
    }
}

fn release_free_memory() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    glibc::trim();
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod glibc {
    use std::ffi::c_int;

    unsafe extern "C" {
        fn mallopt(param: c_int, value: c_int) -> c_int;
        fn malloc_trim(pad: usize) -> c_int;
    }

    /// `M_ARENA_MAX` from glibc's `<malloc.h>`.
    const M_ARENA_MAX: c_int = -8;

    pub fn limit_arenas(arenas: c_int) {
        // SAFETY: mallopt only changes an allocator setting; any value is accepted or refused.
        unsafe { mallopt(M_ARENA_MAX, arenas) };
    }

    pub fn trim() {
        // SAFETY: malloc_trim only returns unused pages of the allocator's own heaps.
        unsafe { malloc_trim(0) };
    }
}
