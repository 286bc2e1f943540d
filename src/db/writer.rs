//! The single writer thread, owner of the only write connection. It drains every job waiting
//! in its queue into one transaction (each job in its own savepoint, so a failing job rolls
//! back only its own changes) and commits once: many concurrent submissions share one fsync
//! ("group commit"), and each caller gets its result only after its data is durable.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;

use rusqlite::Connection;
use tokio::sync::oneshot;

use super::error::{DbError, DbResult};

/// Upper bound on the jobs committed together, so one commit never grows without limit.
const MAX_BATCH: usize = 512;

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

pub(super) type Completion = Box<dyn FnOnce(Result<(), Arc<rusqlite::Error>>) + Send>;

/// A unit of work for the writer thread.
pub(super) trait WriteJob: Send {
    /// Runs inside the job's own savepoint; says whether it succeeded (so the writer keeps or
    /// rolls back the savepoint) and how to deliver the result once the commit is known.
    fn run(self: Box<Self>, conn: &Connection) -> (bool, Completion);
    /// Reports that the job could not run at all.
    fn abandon(self: Box<Self>, err: Arc<rusqlite::Error>);
}

pub(super) struct Pending<F, T> {
    pub(super) work: F,
    pub(super) reply: oneshot::Sender<DbResult<T>>,
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

pub(super) type Job = Box<dyn WriteJob>;

pub(super) fn run_writer(conn: Connection, jobs: mpsc::Receiver<Job>, replicated: &AtomicBool) {
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
