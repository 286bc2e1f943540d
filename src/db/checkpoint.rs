//! The checkpoint thread: copies the WAL back into the database file beside the writer (a
//! passive checkpoint never blocks it), so a commit does not pay for it. When Litestream
//! replicates the file it runs the checkpoints itself, and this thread only watches.

use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use rusqlite::Connection;

use super::litestream;

/// How often the checkpointer folds the WAL back into the database file.
const CHECKPOINT_INTERVAL: Duration = Duration::from_millis(250);

pub(super) fn run_checkpointer(
    conn: Connection,
    path: &Path,
    replicated: &AtomicBool,
    stop: mpsc::Receiver<()>,
) {
    let meta = litestream::meta_dir(path);
    loop {
        let stopping =
            !matches!(stop.recv_timeout(CHECKPOINT_INTERVAL), Err(mpsc::RecvTimeoutError::Timeout));
        // Looked at on every round (one `stat`): Litestream starting after Plansmith, as it
        // does on a database's first run, takes over from the next round.
        let now_replicated = meta.is_dir();
        replicated.store(now_replicated, Ordering::Relaxed);
        match (stopping, now_replicated) {
            // Litestream checkpoints once it has copied the frames.
            (false, true) => {}
            (false, false) => {
                if let Err(err) = conn.query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |_| Ok(())) {
                    tracing::warn!(error = %err, "WAL checkpoint failed");
                }
            }
            // Litestream still holds its read transaction while Plansmith stops (a truncating
            // checkpoint would only wait out the busy timeout) and copies the rest of the WAL.
            (true, true) => return,
            // Last one out leaves a small WAL behind.
            (true, false) => {
                let _ = conn.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()));
                return;
            }
        }
    }
}
