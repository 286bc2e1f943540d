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
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, mpsc};
use std::thread;
use std::time::Duration;

use anyhow::Context;
use rusqlite::{Connection, OpenFlags};
use tokio::sync::oneshot;

mod embedded {
    refinery::embed_migrations!("migrations");
}

/// How long a connection waits on a lock held by another process (a backup, the CLI).
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);
/// Upper bound on the jobs committed together, so one commit never grows without limit.
const MAX_BATCH: usize = 512;
/// Read connections kept open for reuse, and at most this many reads at once (each
/// connection holds its own page cache, so more would only cost memory).
const MAX_READERS: usize = 4;
/// How often the checkpointer folds the WAL back into the database file.
const CHECKPOINT_INTERVAL: Duration = Duration::from_millis(250);
/// Safety net: the writer checkpoints by itself (right after a commit, so nothing new comes in
/// between and the WAL can start over) only if the WAL grows past this many pages (~40 MB),
/// which happens only when a steady stream of writes keeps the checkpointer from finishing.
const WRITER_AUTOCHECKPOINT_PAGES: u32 = 10_000;
/// The same safety net under Litestream (~400 MB): Litestream checkpoints at 1,000 pages and
/// forces one at 10,000, so this fires only when Litestream has stopped. Before its read
/// transaction is in place (the first second after a start) a checkpoint of ours would restart
/// the WAL behind its back, and Litestream would have to start over with a full snapshot; the
/// WAL left by a crash under load is near 10,000 pages, so the lower threshold would do that.
const REPLICATED_AUTOCHECKPOINT_PAGES: u32 = 100_000;

#[derive(Debug, thiserror::Error)]
pub enum DbError {
    #[error(transparent)]
    Sqlite(#[from] rusqlite::Error),
    #[error(transparent)]
    Other(#[from] anyhow::Error),
    #[error("the database writer has stopped")]
    WriterGone,
}

pub type DbResult<T> = Result<T, DbError>;

/// Makes `path` a file only its owner can read and write (0600), creating it empty if it does
/// not exist, and tightens its `-wal` and `-shm` files if an older version left them open.
/// The database holds the session-signing secret and every lead: no other local user may read
/// it. SQLite gives the `-wal` and `-shm` files it creates the database file's mode.
pub fn make_private(path: &Path) -> std::io::Result<()> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    match std::fs::OpenOptions::new().write(true).create_new(true).mode(0o600).open(path) {
        Ok(_) => return Ok(()),
        Err(err) if err.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(err) => return Err(err),
    }
    let mut companions = vec![path.to_path_buf()];
    for suffix in ["-wal", "-shm"] {
        let mut name = path.as_os_str().to_owned();
        name.push(suffix);
        companions.push(PathBuf::from(name));
    }
    for file in companions {
        match std::fs::metadata(&file) {
            Ok(meta) if meta.is_file() && meta.permissions().mode() & 0o077 != 0 => {
                std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600))?;
            }
            _ => {}
        }
    }
    Ok(())
}

/// Opens a connection with the pragmas every connection must have.
pub fn open(path: &Path, read_only: bool) -> anyhow::Result<Connection> {
    if !read_only {
        make_private(path).with_context(|| {
            format!("cannot open database {} (as a file only its owner can read)", path.display())
        })?;
    }
    let flags = if read_only {
        OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_NO_MUTEX
            | OpenFlags::SQLITE_OPEN_URI
    } else {
        OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX
            | OpenFlags::SQLITE_OPEN_URI
    };
    let conn = Connection::open_with_flags(path, flags)
        .with_context(|| format!("cannot open database {}", path.display()))?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    conn.execute_batch(
        "PRAGMA foreign_keys = ON;
         PRAGMA synchronous = FULL;
         PRAGMA temp_store = MEMORY;",
    )?;
    if read_only {
        conn.execute_batch("PRAGMA cache_size = -1024;")?;
    } else {
        let mode: String = conn
            .query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))
            .with_context(|| format!("cannot use database {}", path.display()))?;
        anyhow::ensure!(
            mode.eq_ignore_ascii_case("wal"),
            "database {} cannot use WAL mode (journal_mode is {mode})",
            path.display()
        );
    }
    Ok(conn)
}

/// Applies every pending migration; applying them again is a no-op. Returns how many ran.
pub fn migrate(conn: &mut Connection) -> anyhow::Result<usize> {
    let report = embedded::migrations::runner().run(conn).context("cannot migrate the database")?;
    Ok(report.applied_migrations().len())
}

/// The newest migration this binary carries, and the newest applied to `conn`'s database.
pub fn schema_versions(conn: &Connection) -> anyhow::Result<(i64, Option<i64>)> {
    let embedded = embedded::migrations::runner()
        .get_migrations()
        .iter()
        .map(|m| i64::from(m.version()))
        .max()
        .unwrap_or(0);
    let applied = conn
        .query_row("SELECT MAX(version) FROM refinery_schema_history", [], |row| {
            row.get::<_, Option<i64>>(0)
        })
        .context("cannot read the migration history")?;
    Ok((embedded, applied))
}

/// Opens (creating if needed) and migrates the database at `path`.
pub fn open_and_migrate(path: &Path) -> anyhow::Result<(Connection, usize)> {
    let mut conn = open(path, false)?;
    let applied = migrate(&mut conn)?;
    Ok((conn, applied))
}

type Completion = Box<dyn FnOnce(Result<(), Arc<rusqlite::Error>>) + Send>;

/// A unit of work for the writer thread.
trait WriteJob: Send {
    /// Runs inside the job's own savepoint; says whether it succeeded (so the writer keeps or
    /// rolls back the savepoint) and how to deliver the result once the commit is known.
    fn run(self: Box<Self>, conn: &Connection) -> (bool, Completion);
    /// Reports that the job could not run at all.
    fn abandon(self: Box<Self>, err: Arc<rusqlite::Error>);
}

struct Pending<F, T> {
    work: F,
    reply: oneshot::Sender<DbResult<T>>,
}

impl<F, T> WriteJob for Pending<F, T>
where
    F: FnOnce(&Connection) -> DbResult<T> + Send + 'static,
    T: Send + 'static,
{
    fn run(self: Box<Self>, conn: &Connection) -> (bool, Completion) {
        let Pending { work, reply } = *self;
        let outcome = work(conn);
        let ok = outcome.is_ok();
        let completion: Completion = Box::new(move |committed| {
            let result = match (outcome, committed) {
                (Ok(value), Ok(())) => Ok(value),
                (Ok(_), Err(err)) => Err(commit_error(&err)),
                (Err(err), _) => Err(err),
            };
            let _ = reply.send(result);
        });
        (ok, completion)
    }

    fn abandon(self: Box<Self>, err: Arc<rusqlite::Error>) {
        let _ = self.reply.send(Err(commit_error(&err)));
    }
}

fn commit_error(err: &rusqlite::Error) -> DbError {
    DbError::Other(anyhow::anyhow!("cannot commit to the database: {err}"))
}

type Job = Box<dyn WriteJob>;

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
                move || run_checkpointer(checkpoint_conn, &path, &replicated, stopped)
            })
            .context("cannot start the database checkpoint thread")?;

        let (sender, receiver) = mpsc::channel::<Job>();
        let writer_thread = thread::Builder::new()
            .name("db-writer".into())
            .spawn(move || run_writer(conn, receiver, &replicated))
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

fn run_writer(conn: Connection, jobs: mpsc::Receiver<Job>, replicated: &AtomicBool) {
    let mut batch: Vec<Job> = Vec::with_capacity(MAX_BATCH);
    let mut autocheckpoint = None;
    while let Ok(first) = jobs.recv() {
        let pages = if replicated.load(Ordering::Relaxed) {
            REPLICATED_AUTOCHECKPOINT_PAGES
        } else {
            WRITER_AUTOCHECKPOINT_PAGES
        };
        if autocheckpoint != Some(pages) {
            match conn.execute_batch(&format!("PRAGMA wal_autocheckpoint = {pages};")) {
                Ok(()) => autocheckpoint = Some(pages),
                Err(err) => tracing::warn!(error = %err, "cannot set the WAL autocheckpoint"),
            }
        }
        batch.push(first);
        while batch.len() < MAX_BATCH {
            match jobs.try_recv() {
                Ok(job) => batch.push(job),
                Err(_) => break,
            }
        }
        commit_batch(&conn, &mut batch);
    }
}

fn run_checkpointer(
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

fn commit_batch(conn: &Connection, batch: &mut Vec<Job>) {
    let mut completions = Vec::with_capacity(batch.len());
    if let Err(err) = conn.execute_batch("BEGIN IMMEDIATE") {
        let err = Arc::new(err);
        tracing::error!(error = %err, "cannot begin a write transaction");
        for job in batch.drain(..) {
            job.abandon(err.clone());
        }
        return;
    }
    for job in batch.drain(..) {
        if let Err(err) = conn.prepare_cached("SAVEPOINT job").and_then(|mut s| s.execute([])) {
            job.abandon(Arc::new(err));
            continue;
        }
        let (ok, completion) = job.run(conn);
        let end = if ok {
            conn.prepare_cached("RELEASE job").and_then(|mut s| s.execute([]).map(drop))
        } else {
            conn.execute_batch("ROLLBACK TO job; RELEASE job")
        };
        if let Err(err) = end {
            tracing::error!(error = %err, "cannot end a savepoint");
        }
        completions.push(completion);
    }
    let committed = conn.execute_batch("COMMIT").map_err(|err| {
        tracing::error!(error = %err, "cannot commit a write transaction");
        let _ = conn.execute_batch("ROLLBACK");
        Arc::new(err)
    });
    for completion in completions {
        completion(committed.clone());
    }
}

/// The current time as stored in the database: UTC, millisecond precision, fixed width.
pub fn now_utc() -> String {
    format_timestamp(jiff::Timestamp::now())
}

pub fn format_timestamp(ts: jiff::Timestamp) -> String {
    ts.strftime("%Y-%m-%dT%H:%M:%S%.3fZ").to_string()
}

/// What Plansmith can see of Litestream replicating its database, read from the files
/// Litestream keeps beside it: a few `stat`s, no connection to Litestream.
pub mod litestream {
    use std::path::{Path, PathBuf};
    use std::time::{Duration, SystemTime};

    /// How long a write may wait for Litestream to copy it before replication counts as behind
    /// (Litestream looks at the WAL every second).
    pub const GRACE: Duration = Duration::from_secs(5);

    /// Litestream's working folder for the database at `path`: `.<file name>-litestream` beside
    /// it, where it keeps its copy of the WAL ("shadow WAL") until the replica has it. This is
    /// Litestream's default place; a `meta-path` in its configuration moves it out of sight.
    pub fn meta_dir(path: &Path) -> PathBuf {
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        path.with_file_name(format!(".{name}-litestream"))
    }

    #[derive(Debug, Clone, PartialEq, Eq)]
    pub enum Status {
        /// No Litestream folder beside the database.
        NotReplicated,
        Replicated {
            /// Litestream's current generation (a new one starts after it lost track of the WAL).
            generation: Option<String>,
            /// When Litestream last copied frames out of the WAL.
            last_copy: Option<SystemTime>,
            /// The WAL holds a write that Litestream has not copied for more than [`GRACE`]:
            /// Litestream has stopped, or cannot keep up.
            behind: bool,
        },
    }

    /// Whether, and how closely, Litestream follows the database at `path` as of `now`.
    pub fn status(path: &Path, now: SystemTime) -> Status {
        let meta = meta_dir(path);
        if !meta.is_dir() {
            return Status::NotReplicated;
        }
        let generation = std::fs::read_to_string(meta.join("generation"))
            .ok()
            .map(|name| name.trim().to_owned())
            .filter(|name| !name.is_empty());
        let last_copy = generation
            .as_ref()
            .and_then(|name| newest_modification(&meta.join("generations").join(name).join("wal")));
        let mut wal = path.as_os_str().to_owned();
        wal.push("-wal");
        let last_write = std::fs::metadata(PathBuf::from(wal)).and_then(|m| m.modified()).ok();
        // Without a generation (Litestream is starting, or lays its folder out another way, as
        // its 0.5 series does) nothing is known to be behind.
        let behind = match (&generation, last_write) {
            (Some(_), Some(written)) => {
                let uncopied = last_copy.is_none_or(|copied| written > copied);
                uncopied && now.duration_since(written).is_ok_and(|age| age > GRACE)
            }
            _ => false,
        };
        Status::Replicated { generation, last_copy, behind }
    }

    fn newest_modification(dir: &Path) -> Option<SystemTime> {
        std::fs::read_dir(dir)
            .ok()?
            .filter_map(|entry| entry.ok()?.metadata().ok()?.modified().ok())
            .max()
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        fn touch(path: &Path, at: SystemTime) {
            std::fs::write(path, b"x").unwrap();
            std::fs::File::options().write(true).open(path).unwrap().set_modified(at).unwrap();
        }

        #[test]
        fn the_meta_folder_is_litestreams_default_beside_the_database() {
            assert_eq!(
                meta_dir(Path::new("/var/lib/plansmith/plansmith.db")),
                Path::new("/var/lib/plansmith/.plansmith.db-litestream")
            );
        }

        #[test]
        fn no_meta_folder_means_not_replicated() {
            let dir = tempfile::tempdir().unwrap();
            let db = dir.path().join("p.db");
            touch(&dir.path().join("p.db-wal"), SystemTime::now());
            assert_eq!(status(&db, SystemTime::now()), Status::NotReplicated);
        }

        #[test]
        fn replication_is_behind_only_when_a_write_waits_past_the_grace() {
            let dir = tempfile::tempdir().unwrap();
            let db = dir.path().join("p.db");
            let wal = dir.path().join("p.db-wal");
            let meta = meta_dir(&db);
            let shadow = meta.join("generations/0123456789abcdef/wal");
            std::fs::create_dir_all(&shadow).unwrap();
            std::fs::write(meta.join("generation"), "0123456789abcdef\n").unwrap();
            let now = SystemTime::now();
            let ago = |secs| now - Duration::from_secs(secs);

            // Written at -60 s, copied at -59 s: current, however long ago that was.
            touch(&wal, ago(60));
            touch(&shadow.join("00000000.wal"), ago(90));
            touch(&shadow.join("00000001.wal"), ago(59));
            let Status::Replicated { generation, last_copy, behind } = status(&db, now) else {
                panic!("not seen")
            };
            assert_eq!(generation.as_deref(), Some("0123456789abcdef"));
            assert_eq!(last_copy, Some(ago(59)));
            assert!(!behind);

            // Without a generation nothing is claimed.
            std::fs::write(meta.join("generation"), "").unwrap();
            assert!(matches!(
                status(&db, now + GRACE * 100),
                Status::Replicated { generation: None, behind: false, .. }
            ));
            std::fs::write(meta.join("generation"), "0123456789abcdef\n").unwrap();

            // A write not yet copied, but younger than the grace: Litestream is on its way.
            touch(&wal, ago(1));
            assert!(matches!(status(&db, now), Status::Replicated { behind: false, .. }));

            // The same write, uncopied past the grace: behind.
            assert!(matches!(
                status(&db, ago(0) + GRACE + Duration::from_secs(1)),
                Status::Replicated { behind: true, .. }
            ));
        }
    }
}
