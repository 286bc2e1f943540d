use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use plansmith::auth::token::Keys;

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
    for sub in [
        "serve",
        "migrate",
        "config",
        "create-admin",
        "reset-password",
        "rotate-jwt-secret",
        "send-test-email",
        "backup",
    ] {
        let help = plansmith().args([sub, "--help"]).output().unwrap();
        assert!(help.status.success());
        assert!(
            String::from_utf8_lossy(&help.stdout).contains("Example"),
            "{sub} --help has an example"
        );
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

/// A mistyped `--db` for a command that only reads, changes or erases what is stored is refused:
/// no empty database is created, and no "nothing is stored" answer misleads the operator.
#[test]
fn commands_that_read_or_erase_refuse_a_database_that_does_not_exist() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("plansmth.db");
    let db = db.to_str().unwrap();
    for args in [
        vec!["person", "export", "ada@example.com", "--db", db],
        vec!["person", "erase", "ada@example.com", "--yes", "--db", db],
        vec!["leads", "export", "--db", db],
        vec!["outbox", "list", "--db", db],
        vec!["outbox", "retry", "--failed", "--db", db],
        vec!["rotate-jwt-secret", "--db", db],
        vec!["backup", "copy.db", "--db", db],
    ] {
        let output = plansmith().args(&args).current_dir(dir.path()).output().unwrap();
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(stderr.contains(&format!("database {db} does not exist")), "{args:?}: {stderr}");
        assert!(!std::path::Path::new(db).exists(), "{args:?} created the database");
    }
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
        assert!(started.elapsed() < crate::support::HANG_TIMEOUT, "server did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    let pid = child.id().to_string();
    assert!(Command::new("kill").args(["-TERM", &pid]).status().unwrap().success());
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "exit status {:?}", output.status);
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(log.contains(&format!("http://127.0.0.1:{port}")), "logs the URL: {log}");
    assert!(!log.contains("SQLite keeps"), "SQLite allocates through mimalloc: {log}");
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

    let created = run_with_stdin(
        &["create-admin", "ana", "--password-stdin"],
        &db,
        "a long enough password\n",
    );
    assert!(created.status.success(), "{}", String::from_utf8_lossy(&created.stderr));
    let again = run_with_stdin(
        &["create-admin", "ana", "--password-stdin"],
        &db,
        "another long password\n",
    );
    assert_eq!(again.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&again.stderr).contains("--force"));
    let forced = run_with_stdin(
        &["create-admin", "ana", "--password-stdin", "--force"],
        &db,
        "another long password\n",
    );
    assert!(forced.status.success());

    let conn = rusqlite::Connection::open(&db).unwrap();
    let (hash, version): (String, i64) = conn
        .query_row(
            "SELECT password_hash, token_version FROM admins WHERE username = 'ana'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    assert!(hash.starts_with("$argon2id$"));
    assert!(plansmith::auth::password::verify("another long password", Some(&hash)));
    assert_eq!(version, 2, "--force revokes earlier sessions");

    let reset = run_with_stdin(
        &["reset-password", "ana", "--password-stdin"],
        &db,
        "third long password!\n",
    );
    assert!(reset.status.success());
    let version: i64 = conn
        .query_row("SELECT token_version FROM admins WHERE username = 'ana'", [], |r| r.get(0))
        .unwrap();
    assert_eq!(version, 3);
    let unknown = run_with_stdin(
        &["reset-password", "bob", "--password-stdin"],
        &db,
        "third long password!\n",
    );
    assert_eq!(unknown.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&unknown.stderr).contains("no admin named"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn backup_during_write_load_holds_every_acknowledged_lead_and_restores() {
    use crate::support::{Options, spawn_app_with, survey_with};
    use std::sync::{Arc, Mutex};

    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("live.db");
    let app = Arc::new(
        spawn_app_with(Options { db_path: Some(db_path.clone()), ..Options::default() }).await,
    );
    let acknowledged = Arc::new(Mutex::new(Vec::<i64>::new()));
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let mut writers = Vec::new();
    for worker in 0..4 {
        let (app, acknowledged, stop) = (app.clone(), acknowledged.clone(), stop.clone());
        writers.push(tokio::spawn(async move {
            let mut n = 0;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                let body = survey_with(
                    serde_json::json!({ "email": format!("w{worker}-{n}@example.com") }),
                );
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
    let output = tokio::task::spawn_blocking(move || {
        plansmith().arg("backup").arg(&out).arg("--db").arg(&db).output().unwrap()
    })
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
    let stored: std::collections::HashSet<i64> =
        stmt.query_map([], |r| r.get(0)).unwrap().map(Result::unwrap).collect();
    let missing: Vec<_> = before.iter().filter(|id| !stored.contains(id)).collect();
    assert!(missing.is_empty(), "acknowledged before the backup but missing from it: {missing:?}");
    drop(stmt);
    drop(copy);

    // A backup never overwrites.
    let again =
        plansmith().arg("backup").arg(&backup_path).arg("--db").arg(&db_path).output().unwrap();
    assert_eq!(again.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&again.stderr).contains("already exists"));

    // Restoring: a server started on the copy serves what it holds.
    Arc::into_inner(app).expect("writers are done").shutdown().await;
    let restored =
        spawn_app_with(Options { db_path: Some(backup_path), ..Options::default() }).await;
    let stats = restored.stats().await;
    assert_eq!(stats["totalPlans"].as_i64().unwrap(), stored.len() as i64);
    assert_eq!(
        restored
            .submit_survey(&survey_with(serde_json::json!({ "email": "after@example.com" })))
            .await
            .status(),
        201
    );
    restored.shutdown().await;
}

/// `--log-format json`: every line on stderr is one JSON object with a time, a level and a
/// message, and no secret from the configuration reaches the log, even in the errors written
/// when the SMTP server, the AI provider and Stripe cannot be reached.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn json_logs_are_one_object_per_line_and_never_carry_secrets() {
    use crate::support::{HANG_TIMEOUT, free_port, survey_with};

    const SMTP_PASSWORD: &str = "smtp-pass-9f3c1e";
    const JWT_SECRET: &str = "jwt-secret-that-is-long-enough-7d2a";
    const AI_KEY: &str = "sk-ai-key-4b8e0f";
    const STRIPE_KEY: &str = "sk_test_stripe_key_1a6d";
    const WEBHOOK_SECRET: &str = "whsec_webhook_secret_5c2b";
    const METRICS_TOKEN: &str = "metrics-token-8e1f";
    const LOGIN_PASSWORD: &str = "wrong-password-3a9d";

    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("json.db");
    // Nothing listens on this port: mail, drafts and checkout all fail and log why.
    let closed = free_port();
    let port = free_port();
    let mut child = plansmith()
        .args(["--log-format", "json", "serve", "--bind", &format!("127.0.0.1:{port}"), "--db"])
        .arg(&db)
        .env("PLANSMITH_SMTP_URL", format!("smtp://mailer:{SMTP_PASSWORD}@127.0.0.1:{closed}"))
        .env("PLANSMITH_MAIL_FROM", "plans@plansmith.test")
        .env("PLANSMITH_SMTP_RETRY_SECS", "1")
        .env("PLANSMITH_JWT_SECRET", JWT_SECRET)
        .env("PLANSMITH_AI_BASE_URL", format!("http://127.0.0.1:{closed}/v1"))
        .env("PLANSMITH_AI_API_KEY", AI_KEY)
        .env("PLANSMITH_AI_MODEL", "test-model")
        .env("PLANSMITH_STRIPE_SECRET_KEY", STRIPE_KEY)
        .env("PLANSMITH_STRIPE_PUBLISHABLE_KEY", "pk_test_publishable")
        .env("PLANSMITH_STRIPE_WEBHOOK_SECRET", WEBHOOK_SECRET)
        .env("PLANSMITH_STRIPE_API_BASE", format!("http://127.0.0.1:{closed}"))
        .env("PLANSMITH_METRICS_TOKEN", METRICS_TOKEN)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Stopped even when an assertion below fails first.
    struct KillOnDrop(u32);
    impl Drop for KillOnDrop {
        fn drop(&mut self) {
            let _ = Command::new("kill").args(["-KILL", &self.0.to_string()]).status();
        }
    }
    let _guard = KillOnDrop(child.id());
    // The log as it is written, read on a thread of its own until the server closes stderr.
    let logged = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let reader = {
        let (logged, stderr) = (logged.clone(), child.stderr.take().unwrap());
        std::thread::spawn(move || {
            for line in std::io::BufRead::lines(std::io::BufReader::new(stderr)) {
                let mut logged = logged.lock().unwrap();
                logged.push_str(&line.unwrap());
                logged.push('\n');
            }
        })
    };
    let base = format!("http://127.0.0.1:{port}");
    let client = reqwest::Client::new();
    let started = Instant::now();
    while client.get(format!("{base}/healthz")).send().await.is_err() {
        assert!(started.elapsed() < crate::support::HANG_TIMEOUT, "server did not start");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    let lead = client
        .post(format!("{base}/api/leads"))
        .json(&survey_with(serde_json::json!({})))
        .send()
        .await
        .unwrap();
    assert_eq!(lead.status(), 201);
    let login = client
        .post(format!("{base}/api/admin/login"))
        .json(&serde_json::json!({ "username": "admin", "password": LOGIN_PASSWORD }))
        .send()
        .await
        .unwrap();
    assert_eq!(login.status(), 401);
    let checkout = client
        .post(format!("{base}/api/create-payment-intent"))
        .json(&serde_json::json!({ "email": "buyer@example.com", "customerName": "Buyer" }))
        .send()
        .await
        .unwrap();
    assert_eq!(checkout.status(), 502);
    let webhook = client
        .post(format!("{base}/api/stripe/webhook"))
        .header("Stripe-Signature", format!("t=1,v1={WEBHOOK_SECRET}"))
        .header("Content-Type", "application/json")
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(webhook.status(), 400);
    let metrics =
        client.get(format!("{base}/metrics")).bearer_auth(METRICS_TOKEN).send().await.unwrap();
    assert_eq!(metrics.status(), 200);
    // Wait until the outbox's first failed attempt and the failed AI call (the built-in planner
    // then drafts) are in the log, so that their error messages are among the lines checked
    // for secrets.
    let started = Instant::now();
    loop {
        let log = logged.lock().unwrap().clone();
        if log.contains("outbox: cannot reach the SMTP server")
            && log.contains("plan generation failed")
        {
            break;
        }
        assert!(
            started.elapsed() < HANG_TIMEOUT,
            "the mail and draft failures were never logged: {log}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    let pid = child.id().to_string();
    assert!(Command::new("kill").args(["-TERM", &pid]).status().unwrap().success());
    assert!(child.wait().unwrap().success());
    reader.join().unwrap();
    let stderr = logged.lock().unwrap().clone();

    let lines: Vec<serde_json::Value> = stderr
        .lines()
        .map(|line| {
            serde_json::from_str(line).unwrap_or_else(|e| panic!("not a JSON line ({e}): {line}"))
        })
        .collect();
    let messages: Vec<&str> =
        lines.iter().map(|l| l["fields"]["message"].as_str().unwrap_or_default()).collect();
    for line in &lines {
        assert!(
            line["timestamp"].is_string() && line["level"].is_string(),
            "time and level: {line}"
        );
    }
    assert!(
        messages.iter().any(|m| m.contains(&base)),
        "the start line names the URL: {messages:?}"
    );
    assert!(
        lines.iter().any(|l| l["level"] == "WARN" || l["level"] == "ERROR"),
        "the failures were logged: {stderr}"
    );
    for secret in [
        SMTP_PASSWORD,
        JWT_SECRET,
        AI_KEY,
        STRIPE_KEY,
        WEBHOOK_SECRET,
        METRICS_TOKEN,
        LOGIN_PASSWORD,
    ] {
        assert!(!stderr.contains(secret), "the log carries a secret ({secret}):\n{stderr}");
    }
}

fn mode(path: &std::path::Path) -> u32 {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .permissions()
        .mode()
        & 0o777
}

/// The database holds every lead and the session-signing secret: it, its `-wal` and `-shm`
/// files and its backups are readable by their owner only, whatever the umask; a database an
/// older version left open is tightened at start.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_database_its_wal_and_backups_are_private_files() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("plansmith.db");
    let (mut child, base) = crate::support::serve_binary(&db, crate::support::free_port());
    let response = reqwest::Client::new()
        .post(format!("{base}/api/leads"))
        .json(&crate::support::valid_survey())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201);
    for suffix in ["", "-wal", "-shm"] {
        let file = dir.path().join(format!("plansmith.db{suffix}"));
        assert_eq!(mode(&file), 0o600, "{}", file.display());
    }
    let backup = dir.path().join("backup.db");
    let output = plansmith().arg("backup").arg(&backup).arg("--db").arg(&db).output().unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert_eq!(mode(&backup), 0o600);
    let _ = child.kill();
    let _ = child.wait();

    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o644)).unwrap();
    assert!(plansmith().arg("migrate").arg("--db").arg(&db).output().unwrap().status.success());
    assert_eq!(mode(&db), 0o600, "an open database from an older version is tightened");
}

#[tokio::test]
async fn the_audit_trail_names_the_account_not_the_name_in_the_token() {
    let app = crate::support::spawn_app().await;
    let token = app.admin_token().await;
    let lead = app.submit_survey(&crate::support::valid_survey()).await;
    let lead: serde_json::Value = lead.json().await.unwrap();
    let secret: String = app
        .db()
        .query_row("SELECT value FROM settings WHERE key = 'jwt_secret'", [], |r| r.get(0))
        .unwrap();
    // A token whose name claims someone else (say, one minted before a rename).
    let claimed = Keys::new(secret.as_bytes())
        .issue(1, "mallory", 1, jiff::SignedDuration::from_hours(1))
        .unwrap()
        .0;
    let draft = app
        .admin_post(&claimed, "/api/generate-strategy", serde_json::json!({ "leadId": lead["id"] }))
        .await;
    assert_eq!(draft.status(), 201, "{}", draft.text().await.unwrap());
    let history: Vec<serde_json::Value> = app
        .admin_get(&token, &format!("/api/admin/leads/{}/strategies", lead["id"]))
        .await
        .json()
        .await
        .unwrap();
    let actors: Vec<&str> = history[0]["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|e| e["actor"].as_str())
        .collect();
    assert!(actors.contains(&"ana") && !actors.contains(&"mallory"), "{actors:?}");
}

#[tokio::test]
async fn rotating_the_session_secret_ends_every_session() {
    let app = crate::support::spawn_app().await;
    let token = app.admin_token().await;
    assert_eq!(app.admin_get(&token, "/api/admin/leads").await.status(), 200);
    let before: String = app
        .db()
        .query_row("SELECT value FROM settings WHERE key = 'jwt_secret'", [], |r| r.get(0))
        .unwrap();

    let output =
        plansmith().arg("rotate-jwt-secret").arg("--db").arg(&app.db_path).output().unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(String::from_utf8_lossy(&output.stdout).contains("1 admin(s) signed out"));
    let after: String = app
        .db()
        .query_row("SELECT value FROM settings WHERE key = 'jwt_secret'", [], |r| r.get(0))
        .unwrap();
    assert_ne!(before, after);
    assert_eq!(after.len(), 64);
    // The running server refuses the old session at once, and a session forged with the old
    // secret for the new token version too: the new secret is in force without a restart.
    assert_eq!(app.admin_get(&token, "/api/admin/leads").await.status(), 401);
    let version: i64 = app
        .db()
        .query_row("SELECT token_version FROM admins WHERE username = 'ana'", [], |r| r.get(0))
        .unwrap();
    let ttl = jiff::SignedDuration::from_hours(1);
    let forged = Keys::new(before.as_bytes()).issue(1, "ana", version, ttl).unwrap().0;
    assert_eq!(app.admin_get(&forged, "/api/admin/leads").await.status(), 401);
    let fresh: serde_json::Value =
        app.login("ana", crate::support::ADMIN_PASSWORD).await.json().await.unwrap();
    let fresh = fresh["token"].as_str().unwrap();
    assert!(Keys::new(after.as_bytes()).verify(fresh).is_some(), "signed with the new secret");
    assert_eq!(app.admin_get(fresh, "/api/admin/leads").await.status(), 200);

    // A secret set in the configuration is changed there, not by this command.
    let configured = plansmith()
        .arg("rotate-jwt-secret")
        .arg("--db")
        .arg(&app.db_path)
        .env("PLANSMITH_JWT_SECRET", "a-configured-secret-of-sufficient-length")
        .output()
        .unwrap();
    assert_eq!(configured.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&configured.stderr).contains("PLANSMITH_JWT_SECRET"));
}

/// `plansmith serve` with `content` as its content folder, run to its end (a refusal to start).
fn serve_with_content(db: &std::path::Path, content: &std::path::Path) -> std::process::Output {
    plansmith()
        .args(["serve", "--bind", "127.0.0.1:0", "--db"])
        .arg(db)
        .env("PLANSMITH_CONTENT_DIR", content)
        .output()
        .unwrap()
}

fn content_check(content: &std::path::Path) -> std::process::Output {
    plansmith().args(["content", "check"]).arg(content).output().unwrap()
}

#[test]
fn a_malformed_content_folder_stops_serve_and_content_check_names_file_line_and_field() {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    std::fs::create_dir(&content).unwrap();
    let site = content.join("site.toml");
    std::fs::write(
        &site,
        "brand_name = \"Northwind Plans\"\n[pro]\nprice = \"149,00\"\ncurrency = \"EUR\"\n",
    )
    .unwrap();
    let expected = format!("{}:3: pro.price: \"149,00\" is not an amount in EUR", site.display());

    let db = dir.path().join("never.db");
    let serve = serve_with_content(&db, &content);
    let stderr = String::from_utf8_lossy(&serve.stderr);
    assert_eq!(serve.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(&expected), "{stderr}");
    assert!(!db.exists(), "nothing is created before the content is valid");

    let check = content_check(&content);
    let stderr = String::from_utf8_lossy(&check.stderr);
    assert_eq!(check.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(&expected), "{stderr}");

    std::fs::write(
        &site,
        "brand_name = \"Northwind Plans\"\n[pro]\nprice = \"149.00\"\ncurrency = \"EUR\"\n",
    )
    .unwrap();
    let check = content_check(&content);
    let stdout = String::from_utf8_lossy(&check.stdout);
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
    assert!(
        stdout.contains("valid")
            && stdout.contains("€149.00")
            && stdout.contains("Northwind Plans"),
        "{stdout}"
    );
    // Without a folder given, the configured one is checked.
    let configured = plansmith()
        .args(["content", "check"])
        .env("PLANSMITH_CONTENT_DIR", &content)
        .output()
        .unwrap();
    assert!(configured.status.success());
}

/// A post with five problems is reported whole in one run, by `content check` and by `serve`,
/// and a post with only a title and a body needs nothing more.
#[test]
fn content_check_names_every_problem_of_every_post_in_one_run() {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    std::fs::create_dir_all(content.join("posts")).unwrap();
    let post = content.join("posts/autumn-offers.md");
    std::fs::write(
        &post,
        "---\ntitle:\nexcerpt: \"unclosed\ndate: 1 October\nfeatured: yes\nimage: missing.png\n---\nThe article.\n",
    )
    .unwrap();
    let expected = [
        ":3: excerpt: the quoted value is malformed",
        ":2: title: must be one line of 1 to 160 characters",
        ":4: date: \"1 October\" is not a date like 2026-10-01",
        ":6: image: cannot read",
        ":5: featured: \"yes\" must be true or false",
    ]
    .map(|rest| format!("{}{rest}", post.display()));

    let check = content_check(&content);
    let stderr = String::from_utf8_lossy(&check.stderr);
    assert_eq!(check.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("5 problems:"), "{stderr}");
    for problem in &expected {
        assert!(stderr.contains(problem.as_str()), "{problem} in:\n{stderr}");
    }
    let db = dir.path().join("never.db");
    let serve = serve_with_content(&db, &content);
    let stderr = String::from_utf8_lossy(&serve.stderr);
    assert_eq!(serve.status.code(), Some(1), "{stderr}");
    assert!(expected.iter().all(|problem| stderr.contains(problem.as_str())), "{stderr}");

    // A title and a body are a whole post: the rest is worked out and shown.
    std::fs::write(
        &post,
        "# Autumn offers that fill quiet weeks\n\nThree offers for quiet weeks.\n",
    )
    .unwrap();
    let check = content_check(&content);
    let stdout = String::from_utf8_lossy(&check.stdout);
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
    assert!(
        stdout.contains("/blog/autumn-offers (")
            && stdout.contains("last changed, Articles, 1 min read, a drawn cover)"),
        "{stdout}"
    );
}

/// An operator who copies the vendor's example sender, or never sets a support address, is told
/// by `content check` and by `serve` at start: founders would see "From: Plansmith", and
/// their replies would go to the vendor.
#[test]
fn content_check_and_serve_warn_about_a_sender_that_is_not_the_brand_and_no_support_address() {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    std::fs::create_dir_all(&content).unwrap();
    std::fs::write(content.join("site.toml"), "brand_name = \"Northwind Plans\"\n").unwrap();
    let check = plansmith()
        .args(["content", "check", content.to_str().unwrap()])
        .env("PLANSMITH_MAIL_FROM", "Plansmith <plans@northwind.example>")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&check.stderr);
    assert!(check.status.success(), "{stderr}");
    assert!(
        stderr.contains(
            "warning: the sender's name is \"Plansmith\", not your brand \"Northwind Plans\""
        ),
        "{stderr}"
    );
    assert!(stderr.contains("warning: no support address of your own"), "{stderr}");
    // With the brand as the sender and an address of their own, nothing to say.
    let fine = plansmith()
        .args(["content", "check", content.to_str().unwrap()])
        .env("PLANSMITH_MAIL_FROM", "Northwind Plans <plans@northwind.example>")
        .env("PLANSMITH_SUPPORT_EMAIL", "help@northwind.example")
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&fine.stderr).contains("warning"));
    // serve says the same at start (it then stops on the unusable database path).
    let serve = plansmith()
        .args(["serve", "--bind", "127.0.0.1:0", "--db", "/nonexistent-dir/p.db"])
        .env("PLANSMITH_CONTENT_DIR", &content)
        .env("PLANSMITH_MAIL_FROM", "Plansmith <plans@northwind.example>")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&serve.stderr);
    assert!(stderr.contains("the sender's name is \"Plansmith\""), "{stderr}");
    // The example in an error names the brand, never the vendor.
    let missing = plansmith()
        .args(["serve", "--bind", "127.0.0.1:0", "--db", "/nonexistent-dir/p.db"])
        .env("PLANSMITH_CONTENT_DIR", &content)
        .env("PLANSMITH_SMTP_URL", "smtp://127.0.0.1:2525")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&missing.stderr);
    assert!(stderr.contains("\"Northwind Plans <plans@example.com>\""), "{stderr}");
}

#[test]
fn an_operators_trade_files_are_checked_by_content_check_and_at_start() {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    let trades = content.join("trades");
    std::fs::create_dir_all(&trades).unwrap();
    let plumber = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/content/trades/plumber.toml"
    ))
    .unwrap();
    let ours = plumber.replacen("id = \"plumber\"", "id = \"drain-unblocker\"", 1);
    let file = trades.join("drain-unblocker.toml");
    let line = ours.lines().position(|l| l.starts_with("per_month")).unwrap() + 1;
    let broken: Vec<&str> = ours
        .lines()
        .map(|l| if l.starts_with("per_month") { "per_month = [0, 10]" } else { l })
        .collect();
    std::fs::write(&file, broken.join("\n")).unwrap();
    let expected = format!("{}:{line}: scale.per_month:", file.display());

    let check = content_check(&content);
    let stderr = String::from_utf8_lossy(&check.stderr);
    assert_eq!(check.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(&expected), "{stderr}");

    let db = dir.path().join("never.db");
    let serve = serve_with_content(&db, &content);
    let stderr = String::from_utf8_lossy(&serve.stderr);
    assert_eq!(serve.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains(&expected), "{stderr}");

    std::fs::write(&file, &ours).unwrap();
    let check = content_check(&content);
    let stdout = String::from_utf8_lossy(&check.stdout);
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
    assert!(
        stdout.contains("replaces 0 and adds 1") && stdout.contains("drain-unblocker"),
        "{stdout}"
    );
}

#[test]
fn output_into_a_pipe_that_closes_early_ends_quietly() {
    let mut child = plansmith()
        .args(["content", "check", concat!(env!("CARGO_MANIFEST_DIR"), "/content")])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take()); // `| head -0`: the reader is gone before the first line
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked") && !stderr.contains("Broken pipe"), "{stderr}");
}

#[test]
fn leads_export_takes_days_as_people_write_them() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("plansmith.db");
    assert!(plansmith().arg("migrate").arg("--db").arg(&db).output().unwrap().status.success());
    for since in ["yesterday", "today", "7d", "2026-11-01"] {
        let output = plansmith()
            .args(["leads", "export", "--since", since, "--db"])
            .arg(&db)
            .output()
            .unwrap();
        assert!(output.status.success(), "{since}: {}", String::from_utf8_lossy(&output.stderr));
    }
    let wrong = plansmith()
        .args(["leads", "export", "--since", "last week", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(!wrong.status.success());
    assert!(String::from_utf8_lossy(&wrong.stderr).contains("today, yesterday or 7d"));
}

#[test]
fn content_check_names_a_landing_claim_it_cannot_show() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site.toml");
    std::fs::write(
        &site,
        "[landing]\ntrust = \"Trusted by many\"\n\n[landing.example]\nbusiness = \"Sunny Side Café\"\ndetails = [\"Only one line\"]\n",
    )
    .unwrap();
    let check = content_check(dir.path());
    let stderr = String::from_utf8_lossy(&check.stderr);
    assert_eq!(check.status.code(), Some(1), "{stderr}");
    let expected = format!("{}:6: landing.example.details: must be three lines", site.display());
    assert!(stderr.contains(&expected), "{stderr}");
    std::fs::write(&site, "[landing]\nclaim = \"Best in town\"\n").unwrap();
    let stderr = String::from_utf8_lossy(&content_check(dir.path()).stderr).into_owned();
    assert!(stderr.contains("unknown field `claim`") && stderr.contains("trust"), "{stderr}");
}
