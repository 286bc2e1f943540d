use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn plansmith() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_plansmith"));
    for (key, _) in std::env::vars() {
        if key.starts_with("PLANSMITH_") {
            command.env_remove(key);
        }
    }
    command
}

#[test]
fn version_and_help_with_examples() {
    let version = plansmith().arg("--version").output().unwrap();
    assert!(version.status.success());
    assert!(String::from_utf8_lossy(&version.stdout).contains(env!("CARGO_PKG_VERSION")));
    for sub in ["serve", "migrate", "config", "create-admin", "reset-password", "send-test-email", "backup"] {
        let help = plansmith().args([sub, "--help"]).output().unwrap();
        assert!(help.status.success());
        assert!(String::from_utf8_lossy(&help.stdout).contains("Example"), "{sub} --help has an example");
    }
}

#[test]
fn a_bad_flag_is_a_one_line_error_with_exit_code_1() {
    let output = plansmith().args(["serve", "--bogus"]).output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.trim().lines().count(), 1, "{stderr}");
    assert!(stderr.contains("--bogus"));
}

#[test]
fn an_unusable_database_path_is_a_one_line_error_with_exit_code_1() {
    let output = plansmith()
        .args(["serve", "--bind", "127.0.0.1:0", "--db", "/nonexistent-dir/sub/plansmith.db"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("cannot open database"), "{stderr}");
    assert!(!stderr.contains("panicked"));
}

#[test]
fn migrate_creates_the_schema_and_serve_stops_cleanly_on_sigterm() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("cli.db");
    let migrate = plansmith().args(["migrate", "--db"]).arg(&db).output().unwrap();
    assert!(migrate.status.success(), "{}", String::from_utf8_lossy(&migrate.stderr));

    let port = {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        listener.local_addr().unwrap().port()
    };
    let child = plansmith()
        .args(["serve", "--bind", &format!("127.0.0.1:{port}"), "--db"])
        .arg(&db)
        .current_dir(dir.path())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(started.elapsed() < Duration::from_secs(20), "server did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    let pid = child.id().to_string();
    assert!(Command::new("kill").args(["-TERM", &pid]).status().unwrap().success());
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "exit status {:?}", output.status);
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(log.contains(&format!("http://127.0.0.1:{port}")), "logs the URL: {log}");
}

fn run_with_stdin(args: &[&str], db: &std::path::Path, stdin: &str) -> std::process::Output {
    use std::io::Write;
    let mut child = plansmith()
        .args(args)
        .arg("--db")
        .arg(db)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn create_admin_and_reset_password_from_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("admins.db");
    let weak = run_with_stdin(&["create-admin", "ana", "--password-stdin"], &db, "short\n");
    assert_eq!(weak.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&weak.stderr).contains("at least 12 characters"));

    let created = run_with_stdin(&["create-admin", "ana", "--password-stdin"], &db, "a long enough password\n");
    assert!(created.status.success(), "{}", String::from_utf8_lossy(&created.stderr));
    let again = run_with_stdin(&["create-admin", "ana", "--password-stdin"], &db, "another long password\n");
    assert_eq!(again.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&again.stderr).contains("--force"));
    let forced = run_with_stdin(&["create-admin", "ana", "--password-stdin", "--force"], &db, "another long password\n");
    assert!(forced.status.success());

    let conn = rusqlite::Connection::open(&db).unwrap();
    let (hash, version): (String, i64) =
        conn.query_row("SELECT password_hash, token_version FROM admins WHERE username = 'ana'", [], |r| Ok((r.get(0)?, r.get(1)?))).unwrap();
    assert!(hash.starts_with("$argon2id$"));
    assert!(plansmith::auth::password::verify("another long password", Some(&hash)));
    assert_eq!(version, 2, "--force revokes earlier sessions");

    let reset = run_with_stdin(&["reset-password", "ana", "--password-stdin"], &db, "third long password!\n");
    assert!(reset.status.success());
    let version: i64 = conn.query_row("SELECT token_version FROM admins WHERE username = 'ana'", [], |r| r.get(0)).unwrap();
    assert_eq!(version, 3);
    let unknown = run_with_stdin(&["reset-password", "bob", "--password-stdin"], &db, "third long password!\n");
    assert_eq!(unknown.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("no admin named"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backup_during_write_load_holds_every_acknowledged_lead_and_restores() {
    use crate::helpers::{Options, spawn_app_with, survey_with};
    use std::sync::{Arc, Mutex};

    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("live.db");
    let app = Arc::new(spawn_app_with(Options { db_path: Some(db_path.clone()), ..Options::default() }).await);
    let acknowledged = Arc::new(Mutex::new(Vec::<i64>::new()));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut writers = Vec::new();
    for worker in 0..4 {
        let (app, acknowledged, stop) = (app.clone(), acknowledged.clone(), stop.clone());
        writers.push(tokio::spawn(async move {
            let mut n = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let body = survey_with(serde_json::json!({ "email": format!("w{worker}-{n}@example.com") }));
                let res = app.submit_survey(&body).await;
                assert_eq!(res.status(), 201);
                let id = res.json::<serde_json::Value>().await.unwrap()["id"].as_i64().unwrap();
                acknowledged.lock().unwrap().push(id);
                n += 1;
            }
        }));
    }
    // Let the load build up, then note what was acknowledged before the backup began.
    while acknowledged.lock().unwrap().len() < 50 {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let before: Vec<i64> = acknowledged.lock().unwrap().clone();
    let backup_path = dir.path().join("nightly.db");
    let (db, out) = (db_path.clone(), backup_path.clone());
    let output = tokio::task::spawn_blocking(move || plansmith().arg("backup").arg(&out).arg("--db").arg(&db).output().unwrap())
        .await
        .unwrap();
    let during = acknowledged.lock().unwrap().len();
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    for writer in writers {
        writer.await.unwrap();
    }
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("integrity ok"), "{stdout}");
    assert!(during > before.len(), "the load kept writing while the backup ran");

    let copy = rusqlite::Connection::open(&backup_path).unwrap();
    let check: String = copy.query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(check, "ok");
    let mut stmt = copy.prepare("SELECT id FROM leads").unwrap();
    let stored: std::collections::HashSet<i64> = stmt.query_map([], |r| r.get(0)).unwrap().map(Result::unwrap).collect();
    let missing: Vec<_> = before.iter().filter(|id| !stored.contains(id)).collect();
    assert!(missing.is_empty(), "acknowledged before the backup but missing from it: {missing:?}");
    drop(stmt);
    drop(copy);

    // A backup never overwrites.
    let again = plansmith().arg("backup").arg(&backup_path).arg("--db").arg(&db_path).output().unwrap();
    assert_eq!(again.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));

    // Restoring: a server started on the copy serves what it holds.
    Arc::into_inner(app).expect("writers are done").shutdown().await;
    let restored = spawn_app_with(Options { db_path: Some(backup_path), ..Options::default() }).await;
    let stats = restored.stats().await;
    assert_eq!(stats["totalPlans"].as_i64().unwrap(), stored.len() as i64);
    assert_eq!(restored.submit_survey(&survey_with(serde_json::json!({ "email": "after@example.com" }))).await.status(), 201);
    restored.shutdown().await;
}
