//! Living beside Litestream: Plansmith sees the folder Litestream keeps next to the database,
//! leaves checkpoints to it, and reports on `/readyz` whether replication keeps up. The real
//! thing (Litestream replicating to an S3 server while the service is killed) is the drill in
//! tests/litestream_drill.py.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::support::{HANG_TIMEOUT, Options, spawn_app_with, valid_survey};

/// Plansmith's own checkpoint interval.
const CHECKPOINT_INTERVAL: Duration = Duration::from_millis(250);

fn meta_dir(db: &Path) -> PathBuf {
    db.with_file_name(format!(".{}-litestream", db.file_name().unwrap().to_string_lossy()))
}

/// (frames in the WAL, frames of it already copied into the database file), read from the
/// WAL index (`-shm`) as SQLite lays it out: `mxFrame` at byte 16, `nBackfill` at byte 96.
fn wal_frames(db: &Path) -> (u32, u32) {
    let mut shm = db.as_os_str().to_owned();
    shm.push("-shm");
    let index = std::fs::read(PathBuf::from(shm)).unwrap();
    let word = |at: usize| u32::from_ne_bytes(index[at..at + 4].try_into().unwrap());
    (word(16), word(96))
}

async fn readiness(
    app: &crate::support::TestApp,
    until: impl Fn(&serde_json::Value) -> bool,
) -> serde_json::Value {
    // Answers are reused for up to a second: poll until one shows what is expected.
    let started = Instant::now();
    loop {
        let body: serde_json::Value =
            app.client.get(app.url("/readyz")).send().await.unwrap().json().await.unwrap();
        if until(&body) {
            return body;
        }
        assert!(started.elapsed() < HANG_TIMEOUT, "readyz never showed it: {body}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

#[tokio::test]
async fn alone_plansmith_checkpoints_the_wal_itself() {
    let app = spawn_app_with(Options::default()).await;
    assert_eq!(app.submit_survey(&valid_survey()).await.status(), 201);
    let started = Instant::now();
    loop {
        let (frames, copied) = wal_frames(&app.db_path);
        if frames > 0 && copied == frames {
            break;
        }
        assert!(
            started.elapsed() < HANG_TIMEOUT,
            "the WAL was never checkpointed: {frames} frames, {copied} copied"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let body = readiness(&app, |body| body["status"] == "ready").await;
    assert_eq!(body["replication"], serde_json::json!({ "by": "none" }));
    let metrics = metrics(&app).await;
    assert!(metrics.contains("\nplansmith_litestream_replicated 0\n"), "{metrics}");
}

async fn metrics(app: &crate::support::TestApp) -> String {
    app.client.get(app.url("/metrics")).send().await.unwrap().text().await.unwrap()
}

#[tokio::test]
async fn under_litestream_checkpoints_are_left_to_it_and_readyz_reports_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("plansmith.db");
    // What Litestream leaves beside a database it replicates: its generation, and its copy of
    // the WAL.
    let shadow = meta_dir(&db).join("generations/5f3b2e1c0a9d8e7f/wal");
    std::fs::create_dir_all(&shadow).unwrap();
    std::fs::write(meta_dir(&db).join("generation"), "5f3b2e1c0a9d8e7f\n").unwrap();
    std::fs::write(shadow.join("00000000.wal"), b"").unwrap();

    let app = spawn_app_with(Options { db_path: Some(db.clone()), ..Options::default() }).await;
    assert_eq!(app.submit_survey(&valid_survey()).await.status(), 201);
    // Alone, the first of these rounds would copy every frame back (see above).
    tokio::time::sleep(CHECKPOINT_INTERVAL * 6).await;
    let (frames, copied) = wal_frames(&db);
    assert!(
        frames > 0 && copied == 0,
        "Plansmith checkpointed under Litestream: {frames} frames, {copied} copied"
    );

    // Litestream copies what was written: current.
    std::fs::write(shadow.join("00000001.wal"), b"copied").unwrap();
    let body = readiness(&app, |body| body["replication"]["by"] == "litestream").await;
    assert_eq!(body["status"], "ready");
    assert_eq!(body["replication"]["state"], "current", "{body}");
    assert_eq!(body["replication"]["generation"], "5f3b2e1c0a9d8e7f");
    let scraped = metrics(&app).await;
    assert!(
        scraped.contains("\nplansmith_litestream_replicated 1\n")
            && scraped.contains("\nplansmith_litestream_behind 0\n"),
        "{scraped}"
    );

    // A write it has not copied for more than five seconds: behind (and still ready: every
    // write is kept, only the copy elsewhere lags).
    let stale = std::time::SystemTime::now() - Duration::from_secs(60);
    for name in ["00000000.wal", "00000001.wal"] {
        std::fs::File::options()
            .write(true)
            .open(shadow.join(name))
            .unwrap()
            .set_modified(stale)
            .unwrap();
    }
    let mut wal = db.as_os_str().to_owned();
    wal.push("-wal");
    std::fs::File::options()
        .write(true)
        .open(PathBuf::from(wal))
        .unwrap()
        .set_modified(stale + Duration::from_secs(10))
        .unwrap();
    let body = readiness(&app, |body| body["replication"]["state"] == "behind").await;
    assert_eq!(body["status"], "ready");
    assert!(body["replication"]["lastCopySecondsAgo"].as_u64().unwrap() >= 60, "{body}");
    // The readiness probe's own write has since touched the WAL, but it is not five seconds old.
    let mut wal = db.as_os_str().to_owned();
    wal.push("-wal");
    std::fs::File::options()
        .write(true)
        .open(PathBuf::from(wal))
        .unwrap()
        .set_modified(stale + Duration::from_secs(10))
        .unwrap();
    let scraped = metrics(&app).await;
    assert!(scraped.contains("\nplansmith_litestream_behind 1\n"), "{scraped}");
}
