use std::process::Command;
use std::time::Duration;

use serde_json::json;

use crate::support::{
    HANG_TIMEOUT, Options, SmtpSink, free_port, serve_binary, spawn_app, spawn_app_with,
    survey_with, valid_survey,
};

#[tokio::test]
async fn a_new_lead_sends_one_confirmation_and_one_admin_alert() {
    let sink = SmtpSink::start();
    let app = spawn_app_with(Options {
        smtp_port: Some(sink.port),
        admin_email: Some("strategist@plansmith.test".into()),
        ..Options::default()
    })
    .await;
    let response = app.submit_survey(&valid_survey()).await;
    assert_eq!(response.status(), 201);

    let messages = sink.wait_for(2).await;
    app.wait_for_outbox("both sent", |rows| rows.len() == 2 && rows.iter().all(|r| r.2 == "sent"))
        .await;
    // Once the server has stopped, nothing more can arrive: the count is final.
    let _keep = app.shutdown().await;
    assert_eq!(sink.messages().len(), 2, "exactly two messages");

    let confirmation =
        messages.iter().find(|m| m.rcpt_tos == ["owner@bloombakery.com"]).expect("confirmation");
    assert_eq!(confirmation.mail_from, "plans@plansmith.test");
    assert_eq!(confirmation.subject(), "Your Plansmith marketing plan is on its way");
    let text = confirmation.text();
    assert!(text.contains("within 24 hours"), "{text}");
    for answer in ["Bloom Bakery", "Instagram, Facebook", "Not enough time, Other"] {
        assert!(text.contains(answer), "plain text has {answer}");
        assert!(confirmation.html().contains(answer), "html has {answer}");
    }
    // Free text goes to the strategist, never back to an address anyone could have typed.
    for written in ["Sourdough bread and seasonal pastries", "Austin, TX", "Seasonal demand swings"]
    {
        assert!(
            !text.contains(written) && !confirmation.html().contains(written),
            "{written} is not echoed"
        );
    }
    assert!(confirmation.html().contains("<h1"));
    assert!(
        confirmation.data.contains("Reply-To: <support@plansmith.app>"),
        "replies go to support"
    );

    let alert =
        messages.iter().find(|m| m.rcpt_tos == ["strategist@plansmith.test"]).expect("admin alert");
    assert_eq!(alert.subject(), "New lead: Bloom Bakery (Food & beverage)");
    assert!(alert.text().contains("owner@bloombakery.com"));
    assert!(alert.text().contains("/admin"));
    assert!(alert.html().contains("Open the admin dashboard"));
}

#[tokio::test]
async fn without_an_admin_address_only_the_visitor_is_written_to() {
    let sink = SmtpSink::start();
    let app = spawn_app_with(Options { smtp_port: Some(sink.port), ..Options::default() }).await;
    app.submit_survey(&valid_survey()).await;
    sink.wait_for(1).await;
    app.wait_for_outbox("sent", |rows| rows.len() == 1 && rows[0].2 == "sent").await;
    assert_eq!(app.outbox()[0].0, "lead_confirmation");
}

#[tokio::test]
async fn mail_is_retried_until_the_smtp_server_comes_up() {
    let port = free_port();
    let app = spawn_app_with(Options { smtp_port: Some(port), ..Options::default() }).await;
    app.submit_survey(&valid_survey()).await;
    app.wait_for_outbox("a failed first attempt", |rows| {
        rows.len() == 1 && rows[0].2 == "queued" && rows[0].3 >= 1 && rows[0].4.is_some()
    })
    .await;

    let sink = SmtpSink::start_on(port);
    let messages = sink.wait_for(1).await;
    app.wait_for_outbox("delivery", |rows| rows[0].2 == "sent").await;
    // Once the server has stopped, nothing more can arrive: the count is final.
    let _keep = app.shutdown().await;
    assert_eq!(sink.messages().len(), 1, "delivered once");
    assert_eq!(messages[0].rcpt_tos, ["owner@bloombakery.com"]);
}

#[tokio::test]
async fn a_permanent_refusal_marks_the_message_failed_with_the_reply() {
    let sink = SmtpSink::start();
    let app = spawn_app_with(Options { smtp_port: Some(sink.port), ..Options::default() }).await;
    app.submit_survey(&survey_with(json!({ "email": "reject-me@example.com" }))).await;
    app.wait_for_outbox("failure", |rows| rows.len() == 1 && rows[0].2 == "failed").await;
    let error = app.outbox()[0].4.clone().unwrap();
    assert!(error.contains("550") && error.contains("mailbox unavailable"), "{error}");
    assert!(sink.messages().is_empty());

    // A temporary refusal is retried instead.
    app.submit_survey(&survey_with(json!({ "email": "busy@example.com" }))).await;
    app.wait_for_outbox("a retry", |rows| {
        rows.len() == 2 && rows[1].2 == "queued" && rows[1].3 >= 1
    })
    .await;
    assert!(app.outbox()[1].4.as_deref().unwrap().contains("451"));
}

#[tokio::test]
async fn visitor_text_cannot_add_headers_or_markup() {
    let sink = SmtpSink::start();
    let app = spawn_app_with(Options {
        smtp_port: Some(sink.port),
        admin_email: Some("strategist@plansmith.test".into()),
        ..Options::default()
    })
    .await;
    // Line breaks in a business name never get past validation…
    let injected = app
        .submit_survey(&survey_with(json!({ "businessName": "Bloom\r\nBcc: victim@example.com" })))
        .await;
    assert_eq!(injected.status(), 400);
    // …and markup is escaped in the HTML part.
    let hostile = "<img src=x onerror=1> Bloom & \"Co\"";
    let response = app
        .submit_survey(&survey_with(json!({ "businessName": hostile, "idealCustomer": "<script>alert(2)</script>\nBcc: x@y.z" })))
        .await;
    assert_eq!(response.status(), 201);
    let messages = sink.wait_for(2).await;
    for message in &messages {
        let parsed = message.parsed();
        assert!(parsed.header("Bcc").is_none(), "no injected header");
        assert_eq!(message.rcpt_tos.len(), 1);
        let html = message.html();
        assert!(!html.contains("<img src=x") && !html.contains("<script>"), "{html}");
        assert!(html.contains("&lt;img src=x onerror=1&gt;"), "{html}");
        assert!(message.text().contains(hostile), "plain text keeps the name as typed");
    }
    let alert = messages.iter().find(|m| m.rcpt_tos == ["strategist@plansmith.test"]).unwrap();
    assert_eq!(alert.subject(), format!("New lead: {hostile} (Food & beverage)"));
}

#[tokio::test]
async fn held_mail_waits_without_smtp_and_goes_out_once_smtp_is_configured() {
    let app = spawn_app().await;
    app.submit_survey(&valid_survey()).await;
    app.wait_for_outbox("held", |rows| rows.len() == 1 && rows[0].2 == "held").await;
    let db_path = app.db_path.clone();

    let listed = Command::new(env!("CARGO_BIN_EXE_plansmith"))
        .args(["outbox", "list", "--db"])
        .arg(&db_path)
        .env_remove("PLANSMITH_SMTP_URL")
        .output()
        .unwrap();
    assert!(listed.status.success());
    let listing = String::from_utf8_lossy(&listed.stdout);
    assert!(listing.contains("held: 1") && listing.contains("owner@bloombakery.com"), "{listing}");

    let sink = SmtpSink::start();
    let _keep = app.shutdown().await;
    let restarted = spawn_app_with(Options {
        smtp_port: Some(sink.port),
        db_path: Some(db_path),
        ..Options::default()
    })
    .await;
    let messages = sink.wait_for(1).await;
    assert_eq!(messages[0].rcpt_tos, ["owner@bloombakery.com"]);
    restarted.wait_for_outbox("sent", |rows| rows[0].2 == "sent").await;
}

#[tokio::test]
async fn mail_queued_before_a_crash_is_delivered_after_restart_once() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crash.db");
    let smtp_port = free_port();
    let (mut server, address) = serve_binary(&db, smtp_port);
    let response = reqwest::Client::new()
        .post(format!("{address}/api/leads"))
        .json(&valid_survey())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201);
    server.kill().unwrap(); // SIGKILL: no chance to clean up
    server.wait().unwrap();

    // As if the crash came mid-send: the row is left claimed.
    let conn = rusqlite::Connection::open(&db).unwrap();
    assert_eq!(conn.execute("UPDATE outbox SET status = 'sending'", []).unwrap(), 1);
    drop(conn);

    let sink = SmtpSink::start_on(smtp_port);
    let (mut server, _) = serve_binary(&db, smtp_port);
    let messages = sink.wait_for(1).await;
    // The row is marked sent only after the SMTP server accepted the message; once it is, a
    // stop (SIGTERM) ends the worker, and after that nothing more can arrive.
    wait_for_status(&db, "sent").await;
    let _ = Command::new("kill").args(["-TERM", &server.id().to_string()]).status();
    server.wait().unwrap();
    assert_eq!(sink.messages().len(), 1, "delivered once");
    assert_eq!(messages[0].rcpt_tos, ["owner@bloombakery.com"]);
    let status: String = rusqlite::Connection::open(&db)
        .unwrap()
        .query_row("SELECT status FROM outbox", [], |r| r.get(0))
        .unwrap();
    assert_eq!(status, "sent");
}

#[tokio::test]
async fn outbox_retry_requeues_failed_mail() {
    let sink = SmtpSink::start();
    let app = spawn_app_with(Options { smtp_port: Some(sink.port), ..Options::default() }).await;
    app.submit_survey(&survey_with(json!({ "email": "reject@example.com" }))).await;
    app.wait_for_outbox("failure", |rows| rows.len() == 1 && rows[0].2 == "failed").await;
    let db = app.db_path.clone();
    let _keep = app.shutdown().await;

    let retry = Command::new(env!("CARGO_BIN_EXE_plansmith"))
        .args(["outbox", "retry", "--failed", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert!(retry.status.success(), "{}", String::from_utf8_lossy(&retry.stderr));
    assert!(String::from_utf8_lossy(&retry.stdout).contains("1 failed message(s) queued"));
    let status: String = rusqlite::Connection::open(&db)
        .unwrap()
        .query_row("SELECT status FROM outbox", [], |r| r.get(0))
        .unwrap();
    assert_eq!(status, "queued");

    let unknown = Command::new(env!("CARGO_BIN_EXE_plansmith"))
        .args(["outbox", "retry", "999", "--db"])
        .arg(&db)
        .output()
        .unwrap();
    assert_eq!(unknown.status.code(), Some(1));
}

#[tokio::test]
async fn send_test_email_reports_the_servers_answer() {
    let sink = SmtpSink::start();
    let run = |to: &str| {
        Command::new(env!("CARGO_BIN_EXE_plansmith"))
            .args(["send-test-email", to])
            .env("PLANSMITH_SMTP_URL", format!("smtp://127.0.0.1:{}", sink.port))
            .env("PLANSMITH_MAIL_FROM", "Plansmith <plans@plansmith.test>")
            .output()
            .unwrap()
    };
    let ok = run("me@example.com");
    assert!(ok.status.success(), "{}", String::from_utf8_lossy(&ok.stderr));
    assert!(String::from_utf8_lossy(&ok.stdout).contains("250"));
    assert_eq!(sink.wait_for(1).await[0].subject(), "Plansmith test e-mail");

    let refused = run("reject@example.com");
    assert_eq!(refused.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&refused.stderr).contains("550"));

    let unconfigured = Command::new(env!("CARGO_BIN_EXE_plansmith"))
        .args(["send-test-email", "me@example.com"])
        .env_remove("PLANSMITH_SMTP_URL")
        .output()
        .unwrap();
    assert_eq!(unconfigured.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&unconfigured.stderr).contains("PLANSMITH_SMTP_URL"));
}

#[tokio::test]
async fn inconsistent_mail_settings_stop_serve_with_the_fix() {
    let output = Command::new(env!("CARGO_BIN_EXE_plansmith"))
        .args(["serve", "--bind", "127.0.0.1:0", "--db", "/tmp/never-created.db"])
        .env("PLANSMITH_SMTP_URL", "smtp://mail.example.com")
        .env_remove("PLANSMITH_MAIL_FROM")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&output.stderr).contains("set PLANSMITH_MAIL_FROM"));
}

/// Polls the only outbox row of `db` until it has `status` (failing after `HANG_TIMEOUT`).
async fn wait_for_status(db: &std::path::Path, status: &str) {
    let started = std::time::Instant::now();
    loop {
        let now: Option<String> = rusqlite::Connection::open(db)
            .unwrap()
            .query_row("SELECT status FROM outbox", [], |r| r.get(0))
            .ok();
        if now.as_deref() == Some(status) {
            return;
        }
        assert!(started.elapsed() < HANG_TIMEOUT, "the outbox row is {now:?}, not {status}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// An SMTP server whose greeting offers no STARTTLS (or had it stripped on the way): the
/// password is never sent in clear, the mail waits with the reason, and `send-test-email`
/// says what to do. `?tls=none` is the operator's explicit choice to sign in anyway.
#[tokio::test]
async fn the_smtp_password_is_never_sent_without_tls_unless_the_operator_says_so() {
    let sink = SmtpSink::start_with_plain_auth();
    let run = |url: String| {
        Command::new(env!("CARGO_BIN_EXE_plansmith"))
            .args(["send-test-email", "me@example.com"])
            .env("PLANSMITH_SMTP_URL", url)
            .env("PLANSMITH_MAIL_FROM", "Plansmith <plans@plansmith.test>")
            .output()
            .unwrap()
    };
    let refused = run(format!("smtp://mailer:s3cret@127.0.0.1:{}", sink.port));
    assert_eq!(refused.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&refused.stderr);
    assert!(stderr.contains("offers no STARTTLS") && stderr.contains("tls=none"), "{stderr}");
    assert!(!stderr.contains("s3cret"));
    assert!(sink.logins().is_empty(), "no credentials reached the server");

    // The service keeps the mail queued and says why.
    let db_dir = tempfile::tempdir().unwrap();
    let config = plansmith::config::Config::from_layer(plansmith::config::Layer {
        bind: Some("127.0.0.1:0".into()),
        db: Some(db_dir.path().join("plansmith.db")),
        smtp_url: Some(format!("smtp://mailer:s3cret@127.0.0.1:{}", sink.port)),
        mail_from: Some("plans@plansmith.test".into()),
        ..plansmith::config::Layer::default()
    })
    .unwrap();
    let app = plansmith::app::App::build(config).await.unwrap();
    let base = format!("http://127.0.0.1:{}", app.port());
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    let server = tokio::spawn(app.run_until(async move {
        let _ = stopped.await;
    }));
    let response = reqwest::Client::new()
        .post(format!("{base}/api/leads"))
        .json(&valid_survey())
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 201);
    let conn = rusqlite::Connection::open(db_dir.path().join("plansmith.db")).unwrap();
    let started = std::time::Instant::now();
    let error = loop {
        let error: Option<String> = conn
            .query_row("SELECT last_error FROM outbox WHERE kind = 'lead_confirmation'", [], |r| {
                r.get(0)
            })
            .unwrap();
        if let Some(error) = error {
            break error;
        }
        assert!(started.elapsed() < HANG_TIMEOUT, "the outbox never recorded the refusal");
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    };
    assert!(error.contains("offers no STARTTLS"), "{error}");
    let _ = stop.send(());
    server.await.unwrap().unwrap();
    assert!(sink.logins().is_empty() && sink.messages().is_empty());

    let allowed = run(format!("smtp://mailer:s3cret@127.0.0.1:{}?tls=none", sink.port));
    assert!(allowed.status.success(), "{}", String::from_utf8_lossy(&allowed.stderr));
    assert_eq!(sink.logins().len(), 1, "signed in once, as asked");
    assert!(sink.logins()[0].ends_with(" mailer"), "{:?}", sink.logins());
}
