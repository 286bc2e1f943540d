//! Gives memory back to the system once a burst of traffic is over.
//!
//! Rust's allocations go to mimalloc (see `main.rs`); by default it keeps freed pages for a
//! second in case they are wanted again, and returns them only when the thread that freed them
//! allocates again, so an idle server would go on holding a spike's footprint. It is told to
//! return them at once instead. SQLite's allocations go to mimalloc as well
//! (`sqlite_uses_mimalloc`): musl's own allocator, which the static binary would otherwise
//! give them, more than halved lead throughput. Once the server has gone a few seconds without
//! a request or background job (after starting, and after each busy spell) mimalloc, and the
//! C library's allocator for anything else that still uses it, are asked to return what they
//! hold. Elsewhere (musl, other systems) the C library part is a no-op.
//!
//! Worth its weight: without it the server idles at 32 MiB instead of 24.5–27 MiB and peaks
//! 8 MiB higher, at no measurable cost in throughput (bench/RESULTS.md, "What each part costs").
//! Capping the C library's arenas was measured too, with and without, alternating: it saved
//! nothing measurable, so it is gone.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::sync::watch;

/// How long without a request or background job before the server counts as idle.
const QUIET: Duration = Duration::from_secs(2);

/// How long a thread of the blocking pool (reads, page rendering) waits for more work before
/// it exits (tokio's default is 10 s). Shorter than [`QUIET`], so by the time an idle server
/// trims, the threads a busy spell started are gone, with their stacks and their allocator
/// pages; a steady load keeps reusing them, and a new one costs tens of microseconds.
pub const IDLE_THREAD_LIFETIME: Duration = Duration::from_secs(1);

/// Requests answered and background jobs done so far (a relaxed add: no lock, no wait).
static ACTIVITY: AtomicU64 = AtomicU64::new(0);

/// Counts a request answered or a piece of background work done (a plan drafted after a
/// burst of submissions), so memory is given back once that is over too.
pub fn note_activity() {
    ACTIVITY.fetch_add(1, Ordering::Relaxed);
}

/// mimalloc's `mi_option_purge_delay` (its place in `mi_option_e` of mimalloc 3; the Rust
/// bindings name only the older options). A test checks it against the option's default.
const MI_OPTION_PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Sets mimalloc up for a long-running server. Call once, before the runtime starts its threads.
pub fn tune_allocators() {
    // SAFETY: mi_option_set only changes a setting, which mimalloc reads on each purge.
    unsafe { libmimalloc_sys::mi_option_set(MI_OPTION_PURGE_DELAY, 0) };
}

/// Sends SQLite's own allocations (page caches, statements, the WAL index) to mimalloc. Call
/// before any database is opened: SQLite takes the allocator only before it initialises.
pub fn sqlite_uses_mimalloc() -> Result<(), String> {
    use std::ffi::{c_int, c_void};

    use libmimalloc_sys as mi;
    use rusqlite::ffi;

    // SQLite asks with an int; a negative size never comes, but is treated as zero.
    fn size(n: c_int) -> usize {
        usize::try_from(n).unwrap_or(0)
    }
    unsafe extern "C" fn malloc(n: c_int) -> *mut c_void {
        // SAFETY: mimalloc returns null or a block of at least `n` bytes, 16-byte aligned.
        unsafe { mi::mi_malloc(size(n)) }
    }
    unsafe extern "C" fn free(p: *mut c_void) {
        // SAFETY: SQLite frees only what `malloc`/`realloc` above gave it.
        unsafe { mi::mi_free(p) }
    }
    unsafe extern "C" fn realloc(p: *mut c_void, n: c_int) -> *mut c_void {
        // SAFETY: as `free`: `p` came from this allocator.
        unsafe { mi::mi_realloc(p, size(n)) }
    }
    unsafe extern "C" fn block_size(p: *mut c_void) -> c_int {
        // SAFETY: as `free`; SQLite's blocks are far below 2 GiB.
        c_int::try_from(unsafe { mi::mi_usable_size(p) }).unwrap_or(c_int::MAX)
    }
    unsafe extern "C" fn roundup(n: c_int) -> c_int {
        // SAFETY: a pure size computation.
        c_int::try_from(unsafe { mi::mi_good_size(size(n)) }).unwrap_or(n)
    }
    unsafe extern "C" fn init(_: *mut c_void) -> c_int {
        ffi::SQLITE_OK
    }
    unsafe extern "C" fn shutdown(_: *mut c_void) {}

    let methods = ffi::sqlite3_mem_methods {
        xMalloc: Some(malloc),
        xFree: Some(free),
        xRealloc: Some(realloc),
        xSize: Some(block_size),
        xRoundup: Some(roundup),
        xInit: Some(init),
        xShutdown: Some(shutdown),
        pAppData: std::ptr::null_mut(),
    };
    // SAFETY: SQLITE_CONFIG_MALLOC takes a pointer to the methods and copies them.
    let rc = unsafe { ffi::sqlite3_config(ffi::SQLITE_CONFIG_MALLOC, &raw const methods) };
    if rc == ffi::SQLITE_OK {
        Ok(())
    } else {
        Err(format!("SQLite refused the allocator (code {rc}): it was already initialised"))
    }
}

/// Runs until `stop` turns true: trims once when start-up is over and once after each busy
/// spell (of requests or background work), when it has been quiet for `QUIET`, after running
/// `release` (which gives back what the caller's caches hold).
pub async fn trim_when_idle<F, R>(mut stop: watch::Receiver<bool>, release: F)
where
    F: Fn() -> R,
    R: std::future::Future<Output = ()>,
{
    let mut seen = ACTIVITY.load(Ordering::Relaxed);
    let mut trimmed = false;
    loop {
        tokio::select! {
            _ = tokio::time::sleep(QUIET) => {}
            _ = stop.changed() => return,
        }
        let now = ACTIVITY.load(Ordering::Relaxed);
        if now != seen {
            (seen, trimmed) = (now, false);
        } else if !trimmed {
            trimmed = true;
            release().await;
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
        assert_eq!(
            default, 1000,
            "mi_option_e has moved: look up mi_option_purge_delay in mimalloc.h"
        );
    }
}
