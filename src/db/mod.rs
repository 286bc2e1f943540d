//! The SQLite file: opening it with the right pragmas, embedded migrations, and access that
//! never blocks the async runtime.
//!
//! Writes go to one dedicated writer thread that owns the only write connection. It drains
//! every job waiting in its queue into one transaction (each job in its own savepoint) and
//! commits once, so many concurrent submissions share one fsync ("group commit") while each
//! caller still gets its own result only after its data is durable. Reads run on the blocking
//! pool with a small set of read-only connections.
//!
//! Checkpoints (copying the WAL back into the database file) depend on who else is watching the
//! file. Alone, Plansmith checkpoints passively every 250 ms and truncates the WAL when it
//! closes. When Litestream replicates the file, Litestream must see every WAL frame before it
//! leaves the WAL, so it holds a read transaction open and runs the checkpoints itself;
//! Plansmith then stops its own (see [`litestream`]).

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::{Arc, Mutex, mpsc};
use std::thread;

use anyhow::Context;
use rusqlite::Connection;
use tokio::sync::oneshot;

mod checkpoint;
mod connection;
mod error;
pub mod litestream;
mod writer;

pub use connection::{
    existing, make_private, migrate, migrate_to, open, open_and_migrate, schema_versions,
};
pub use error::{DbError, DbResult};
use writer::{Job, Pending};

/// Read connections kept open for reuse, and at most this many reads at once (each
/// connection holds its own page cache, so more would only cost memory).
const MAX_READERS: usize = 4;

/// Shared handle to the database. Cheap to clone.
#[derive(Clone)]
pub struct Db {
    inner: Arc<Inner>,
}

struct Inner {
    path: PathBuf,
    writer: Mutex<Option<mpsc::Sender<Job>>>,
    writer_thread: Mutex<Option<thread::JoinHandle<()>>>,
    checkpointer: Mutex<Option<(mpsc::Sender<()>, thread::JoinHandle<()>)>>,
    readers: Mutex<Vec<Connection>>,
    read_permits: tokio::sync::Semaphore,
}

impl Db {
    /// Opens the database, runs pending migrations and starts the writer thread.
    /// Call from a blocking context (it does file I/O).
    pub fn open(path: &Path) -> anyhow::Result<Self> {
        let (conn, applied) = open_and_migrate(path)?;
        if applied > 0 {
            tracing::info!(applied, db = %path.display(), "applied database migrations");
        }
        // Checkpoints run beside the writer (a passive checkpoint never blocks it), so a
        // commit does not pay for copying the WAL back into the database file. Whether
        // Litestream replicates the file is looked at now, and again on every checkpoint round.
        let replicated = Arc::new(AtomicBool::new(litestream::meta_dir(path).is_dir()));
        let checkpoint_conn = open(path, false)?;
        checkpoint_conn.execute_batch("PRAGMA wal_autocheckpoint = 0;")?;
        let (stop_checkpoints, stopped) = mpsc::channel::<()>();
        let checkpointer = thread::Builder::new()
            .name("db-checkpoint".into())
            .spawn({
                let (path, replicated) = (path.to_path_buf(), replicated.clone());
                move || checkpoint::run_checkpointer(checkpoint_conn, &path, &replicated, stopped)
            })
            .context("cannot start the database checkpoint thread")?;

        let (sender, receiver) = mpsc::channel::<Job>();
        let writer_thread = thread::Builder::new()
            .name("db-writer".into())
            .spawn(move || writer::run_writer(conn, receiver, &replicated))
            .context("cannot start the database writer thread")?;
        Ok(Self {
            inner: Arc::new(Inner {
                path: path.to_path_buf(),
                writer: Mutex::new(Some(sender)),
                writer_thread: Mutex::new(Some(writer_thread)),
                checkpointer: Mutex::new(Some((stop_checkpoints, checkpointer))),
                readers: Mutex::new(Vec::new()),
                read_permits: tokio::sync::Semaphore::new(MAX_READERS),
            }),
        })
    }

    /// Runs `f` in a write transaction on the writer thread and returns its result once the
    /// transaction is committed to disk. An error from `f` rolls back only its own changes.
    pub async fn write<T, E, F>(&self, f: F) -> DbResult<T>
    where
        F: FnOnce(&Connection) -> Result<T, E> + Send + 'static,
        T: Send + 'static,
        E: Into<DbError>,
    {
        let (reply, rx) = oneshot::channel::<DbResult<T>>();
        let work = move |conn: &Connection| f(conn).map_err(Into::into);
        let job: Job = Box::new(Pending { work, reply });
        let sender = self.inner.writer.lock().expect("writer lock").clone();
        let sender = sender.ok_or(DbError::WriterGone)?;
        sender.send(job).map_err(|_| DbError::WriterGone)?;
        rx.await.map_err(|_| DbError::WriterGone)?
    }

    /// Runs `f` with a read-only connection on the blocking pool.
    pub async fn read<T, E, F>(&self, f: F) -> DbResult<T>
    where
        F: FnOnce(&Connection) -> Result<T, E> + Send + 'static,
        T: Send + 'static,
        E: Into<DbError>,
    {
        let inner = self.inner.clone();
        let permit = self.inner.read_permits.acquire().await.map_err(|_| DbError::WriterGone)?;
        let result = tokio::task::spawn_blocking(move || {
            let conn = match inner.readers.lock().expect("reader pool lock").pop() {
                Some(conn) => conn,
                None => open(&inner.path, true)?,
            };
            let result = f(&conn).map_err(Into::into);
            let mut idle = inner.readers.lock().expect("reader pool lock");
            if idle.len() < MAX_READERS {
                idle.push(conn);
            }
            result
        })
        .await
        .map_err(|e| DbError::Other(anyhow::anyhow!("database task failed: {e}")))?;
        drop(permit);
        result
    }

    /// Gives back what the connections hold for a server gone idle: the writer's page cache
    /// is emptied (the next write refills it from the file, which the system keeps cached),
    /// and the idle readers are closed, each with its cache, schema and prepared statements;
    /// the next reads open them again (a fraction of a millisecond each).
    pub async fn release_memory(&self) {
        let _ = self.write(|conn| conn.execute_batch("PRAGMA shrink_memory")).await;
        let inner = self.inner.clone();
        let _ = tokio::task::spawn_blocking(move || {
            let idle = std::mem::take(&mut *inner.readers.lock().expect("reader pool lock"));
            drop(idle);
        })
        .await;
    }

    /// The database file.
    pub fn path(&self) -> &Path {
        &self.inner.path
    }

    /// Stops the writer after every queued job is committed. Later writes fail.
    pub fn close(&self) {
        self.inner.writer.lock().expect("writer lock").take();
        if let Some(handle) = self.inner.writer_thread.lock().expect("writer lock").take() {
            let _ = handle.join();
        }
        if let Some((stop, handle)) =
            self.inner.checkpointer.lock().expect("checkpointer lock").take()
        {
            let _ = stop.send(());
            let _ = handle.join();
        }
        self.inner.readers.lock().expect("reader pool lock").clear();
    }
}

/// The current time as stored in the database: UTC, millisecond precision, fixed width.
pub fn now_utc() -> String {
    format_timestamp(jiff::Timestamp::now())
}

pub fn format_timestamp(ts: jiff::Timestamp) -> String {
    ts.strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn count(db: &Db) -> i64 {
        db.read(|conn| conn.query_row("SELECT COUNT(*) FROM leads", [], |r| r.get(0)))
            .await
            .unwrap()
    }

    fn idle_readers(db: &Db) -> usize {
        db.inner.readers.lock().unwrap().len()
    }

    #[tokio::test]
    async fn an_idle_server_closes_its_readers_and_opens_them_again_when_asked() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open(&dir.path().join("p.db")).unwrap();
        assert_eq!(count(&db).await, 0);
        assert_eq!(idle_readers(&db), 1);
        db.release_memory().await;
        assert_eq!(idle_readers(&db), 0);
        assert_eq!(count(&db).await, 0);
        assert_eq!(idle_readers(&db), 1);
        db.close();
    }
}
