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
    for sub in [
        "serve",
        "migrate",
        "config",
        "create-admin",
        "reset-password",
        "send-test-email",
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
        .args([
            "serve",
            "--bind",
            "127.0.0.1:0",
            "--db",
            "/nonexistent-dir/sub/plansmith.db",
        ])
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
    let migrate = plansmith()
        .args(["migrate", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(
        migrate.status.success(),
        "{}",
        String::from_utf8_lossy(&migrate.stderr)
    );

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
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "server did not start"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    let pid = child.id().to_string();
    assert!(
        Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success()
    );
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "exit status {:?}", output.status);
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(
        log.contains(&format!("http://127.0.0.1:{port}")),
        "logs the URL: {log}"
    );
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
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
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
    assert!(
        created.status.success(),
        "{}",
        String::from_utf8_lossy(&created.stderr)
    );
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
    assert!(plansmith::auth::password::verify(
        "another long password",
        Some(&hash)
    ));
    assert_eq!(version, 2, "--force revokes earlier sessions");

    let reset = run_with_stdin(
        &["reset-password", "ana", "--password-stdin"],
        &db,
        "third long password!\n",
    );
    assert!(reset.status.success());
    let version: i64 = conn
        .query_row(
            "SELECT token_version FROM admins WHERE username = 'ana'",
            [],
            |r| r.get(0),
        )
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
