//! Gives memory back to the system once a burst of traffic is over.
//!
//! Rust's allocations go to mimalloc (see `main.rs`); by default it keeps freed pages for a
//! second in case they are wanted again, and returns them only when the thread that freed them
//! allocates again, so an idle server would go on holding a spike's footprint. It is told to
//! return them at once instead. SQLite's allocations go to the C library's allocator, which
//! keeps what a burst freed inside its arenas; once the server has gone a few seconds without a
//! request (after starting, and after each busy spell) both allocators are asked to return what
//! they still hold. Elsewhere (musl, other systems) the C library part is a no-op.
//!
//! Worth its weight: without it the server idles at 32 MiB instead of 24.5–27 MiB and peaks
//! 8 MiB higher, at no measurable cost in throughput (bench/RESULTS.md, "What each part costs").
//! Capping the C library's arenas was measured too, with and without, alternating: it saved
//! nothing measurable, so it is gone.

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

/// mimalloc's `mi_option_purge_delay` (its place in `mi_option_e` of mimalloc 3; the Rust
/// bindings name only the older options). A test checks it against the option's default.
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Sets mimalloc up for a long-running server. Call once, before the runtime starts its threads.
pub fn tune_allocators() {
    // SAFETY: mi_option_set only changes a setting, which mimalloc reads on each purge.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, 0) };
}

/// Runs until `stop` turns true: trims once when start-up is over and once after each busy
/// spell, when it has been quiet for `QUIET`.
pub async fn trim_when_idle(mut stop: watch::Receiver<bool>) {
    let mut seen = ANSWERED.load(Ordering::Relaxed);
    let mut trimmed = false;
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
    // SAFETY: mi_collect only frees mimalloc's own unused memory; any thread may call it.
    unsafe { libmimalloc_sys::mi_collect(true) };
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    glibc::trim();
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod glibc {
    use std::ffi::c_int;

    unsafe extern "C" {
        fn malloc_trim(pad: usize) -> c_int;
    }

    pub fn trim() {
        // SAFETY: malloc_trim only returns unused pages of the allocator's own heaps.
        unsafe { malloc_trim(0) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn purge_delay_is_the_option_it_names() {
        // mimalloc 3 documents the purge delay's default as 1000 ms on this platform; any other
        // option at this place would have another default.
        // SAFETY: reading an option has no side effect beyond initialising it from the environment.
        let default = unsafe { libmimalloc_sys::mi_option_get(MI_OPTION_PURGE_DELAY) };
        assert_eq!(default, 1000, "mi_option_e has moved: look up mi_option_purge_delay in mimalloc.h");
    }
}
