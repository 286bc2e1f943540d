use serde_json::{Value, json};

use crate::support::{Options, SmtpSink, spawn_app, spawn_app_with};

async fn subscribe(app: &crate::support::TestApp, email: &str) -> reqwest::Response {
    app.client
        .post(app.url("/api/newsletter/subscribe"))
        .json(&json!({ "email": email }))
        .send()
        .await
        .unwrap()
}

fn token(app: &crate::support::TestApp, email: &str) -> String {
    app.db()
        .query_row("SELECT token FROM subscribers WHERE email = ?1", [email], |r| r.get(0))
        .unwrap()
}

fn unsubscribe_token(app: &crate::support::TestApp, email: &str) -> String {
    app.db()
        .query_row("SELECT unsubscribe_token FROM subscribers WHERE email = ?1", [email], |r| {
            r.get(0)
        })
        .unwrap()
}

fn no_redirect() -> reqwest::Client {
    reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap()
}

fn status(app: &crate::support::TestApp, email: &str) -> String {
    app.db()
        .query_row("SELECT status FROM subscribers WHERE email = ?1", [email], |r| r.get(0))
        .unwrap()
}

#[tokio::test]
async fn subscribing_sends_one_confirmation_with_unsubscribe_headers() {
    let sink = SmtpSink::start();
    let app = spawn_app_with(Options { smtp_port: Some(sink.port), ..Options::default() }).await;
    let response = subscribe(&app, "reader@example.com").await;
    assert_eq!(response.status(), 202);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["message"], "Check your inbox to confirm your subscription.");

    let messages = sink.wait_for(1).await;
    let mail = &messages[0];
    assert_eq!(mail.rcpt_tos, ["reader@example.com"]);
    assert!(mail.subject().contains("Confirm your Plansmith newsletter subscription"));
    let token = token(&app, "reader@example.com");
    assert!(mail.text().contains(&format!("/api/newsletter/confirm?token={token}")));
    assert!(mail.data.contains("List-Unsubscribe: <http"), "{}", mail.data);
    assert!(mail.data.contains("List-Unsubscribe-Post: List-Unsubscribe=One-Click"));
}

#[tokio::test]
async fn confirm_and_unsubscribe_links_work_and_no_duplicate_rows_appear() {
    let app = spawn_app().await;
    assert_eq!(subscribe(&app, "reader@example.com").await.status(), 202);
    assert_eq!(subscribe(&app, "reader@EXAMPLE.com").await.status(), 202, "same inbox again");
    let rows: i64 =
        app.db().query_row("SELECT COUNT(*) FROM subscribers", [], |r| r.get(0)).unwrap();
    assert_eq!(rows, 1);
    let token = token(&app, "reader@example.com");

    let no_redirect = no_redirect();
    // Opening the link (as a mail scanner does) shows a button and confirms nothing.
    let page = no_redirect
        .get(app.url(&format!("/api/newsletter/confirm?token={token}")))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    let html = page.text().await.unwrap();
    assert!(
        html.contains("Confirm my subscription") && html.contains(&format!(r#"value="{token}""#)),
        "{html}"
    );
    assert_eq!(status(&app, "reader@example.com"), "pending");
    // The button posts the form.
    let confirm = no_redirect
        .post(app.url("/api/newsletter/confirm"))
        .form(&[("token", token.as_str())])
        .send()
        .await
        .unwrap();
    assert_eq!(confirm.status(), 303);
    assert_eq!(confirm.headers()["location"], "/blog?newsletter=confirmed");
    assert_eq!(status(&app, "reader@example.com"), "confirmed");

    // Subscribing again once confirmed sends nothing new.
    let before: i64 = app.db().query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0)).unwrap();
    subscribe(&app, "reader@example.com").await;
    let after: i64 = app.db().query_row("SELECT COUNT(*) FROM outbox", [], |r| r.get(0)).unwrap();
    assert_eq!(before, after);

    // The unsubscribe link has its own secret; the confirm one does not unsubscribe.
    let leave = unsubscribe_token(&app, "reader@example.com");
    assert_ne!(leave, token);
    let wrong = app
        .client
        .post(app.url(&format!("/api/newsletter/unsubscribe?token={token}")))
        .send()
        .await
        .unwrap();
    assert_eq!(wrong.status(), 404);
    let page = no_redirect
        .get(app.url(&format!("/api/newsletter/unsubscribe?token={leave}")))
        .send()
        .await
        .unwrap();
    assert_eq!(page.status(), 200);
    assert!(page.text().await.unwrap().contains(">Unsubscribe</button>"));
    assert_eq!(status(&app, "reader@example.com"), "confirmed", "opening the link changes nothing");
    // RFC 8058 one-click: a POST with `List-Unsubscribe=One-Click`.
    let one_click = app
        .client
        .post(app.url(&format!("/api/newsletter/unsubscribe?token={leave}")))
        .form(&[("List-Unsubscribe", "One-Click")])
        .send()
        .await
        .unwrap();
    assert_eq!(one_click.status(), 200);
    assert_eq!(status(&app, "reader@example.com"), "unsubscribed");

    // Coming back gets a new confirm link; the old unsubscribe link still works, forever.
    let first_link = token.clone();
    subscribe(&app, "reader@example.com").await;
    assert_ne!(self::token(&app, "reader@example.com"), first_link);
    assert_eq!(unsubscribe_token(&app, "reader@example.com"), leave);
    let again = app
        .client
        .post(app.url(&format!("/api/newsletter/unsubscribe?token={leave}")))
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 200);

    let bogus = no_redirect
        .get(app.url(&format!("/api/newsletter/confirm?token={}", "0".repeat(48))))
        .send()
        .await
        .unwrap();
    assert_eq!(bogus.headers()["location"], "/blog?newsletter=invalid");
    let bogus = no_redirect
        .post(app.url("/api/newsletter/confirm"))
        .form(&[("token", "0".repeat(48))])
        .send()
        .await
        .unwrap();
    assert_eq!(bogus.headers()["location"], "/blog?newsletter=invalid");
    let malformed = no_redirect
        .get(app.url("/api/newsletter/unsubscribe?token=../../etc"))
        .send()
        .await
        .unwrap();
    assert_eq!(malformed.status(), 400);
}

#[tokio::test]
async fn a_pending_address_gets_one_confirmation_a_day_however_often_it_is_signed_up() {
    let sink = SmtpSink::start();
    let app = spawn_app_with(Options { smtp_port: Some(sink.port), ..Options::default() }).await;
    for n in 0..6 {
        let response = app
            .client
            .post(app.url("/api/newsletter/subscribe"))
            .header("x-forwarded-for", format!("198.51.100.{n}"))
            .json(&json!({ "email": "stranger@example.com" }))
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 202, "the answer never tells whether mail went out");
    }
    sink.wait_for(1).await;
    let _keep = app.shutdown().await;
    assert_eq!(sink.messages().len(), 1);
}

#[tokio::test]
async fn a_bad_address_is_refused_clearly() {
    let app = spawn_app().await;
    for bad in ["", "not-an-email", "a@b"] {
        let response = subscribe(&app, bad).await;
        assert_eq!(response.status(), 400, "{bad:?}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["field"], "email");
    }
    let rows: i64 =
        app.db().query_row("SELECT COUNT(*) FROM subscribers", [], |r| r.get(0)).unwrap();
    assert_eq!(rows, 0);
}

/// The operator sees and exports who signed up, confirmed ones by default, in the admin area
/// and from the command line; the links' secrets never leave.
#[tokio::test]
async fn subscribers_are_listed_and_exported_in_the_admin_and_the_command_line() {
    let app = spawn_app().await;
    let token_of = token;
    let token = app.admin_token().await;
    for email in ["first@example.com", "=cmd@example.com", "pending@example.com"] {
        assert_eq!(subscribe(&app, email).await.status(), 202);
    }
    // Two confirm (the form the confirmation page posts).
    for email in ["first@example.com", "=cmd@example.com"] {
        let confirmed = no_redirect()
            .post(app.url("/api/newsletter/confirm"))
            .form(&[("token", token_of(&app, email))])
            .send()
            .await
            .unwrap();
        assert!(confirmed.status().is_success() || confirmed.status().is_redirection());
    }
    let list = app.admin_get(&token, "/api/admin/subscribers").await;
    assert_eq!(list.headers()["x-total-count"], "2");
    let list: Vec<Value> = list.json().await.unwrap();
    assert_eq!(list[0]["email"], "first@example.com");
    assert_eq!(list[0]["status"], "confirmed");
    assert!(list[0].get("token").is_none(), "no link secret in the list");
    let all = app.admin_get(&token, "/api/admin/subscribers?status=all").await;
    assert_eq!(all.headers()["x-total-count"], "3");
    assert_eq!(app.admin_get(&token, "/api/admin/subscribers?status=maybe").await.status(), 400);
    let export = app.admin_get(&token, "/api/admin/subscribers/export").await;
    assert!(export.headers()["content-disposition"].to_str().unwrap().contains("subscribers-"));
    let csv = export.text().await.unwrap();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "email,status,created_at,confirmed_at,unsubscribed_at");
    assert_eq!(lines.len(), 3, "{csv}");
    assert!(lines[2].starts_with("'=cmd@example.com,confirmed,"), "a formula is defused: {csv}");
    // Without a token, nothing.
    let anonymous = app.client.get(app.url("/api/admin/subscribers")).send().await.unwrap();
    assert_eq!(anonymous.status(), 401);

    let cli = std::process::Command::new(env!("CARGO_BIN_EXE_plansmith"))
        .args(["newsletter", "export", "--status", "all", "--db"])
        .arg(&app.db_path)
        .env_remove("PLANSMITH_DB")
        .output()
        .unwrap();
    assert!(cli.status.success(), "{}", String::from_utf8_lossy(&cli.stderr));
    let csv = String::from_utf8_lossy(&cli.stdout);
    assert_eq!(csv.lines().count(), 4, "{csv}");
    assert!(csv.contains("pending@example.com,pending,"));
    let listed = std::process::Command::new(env!("CARGO_BIN_EXE_plansmith"))
        .args(["newsletter", "list", "--db"])
        .arg(&app.db_path)
        .env_remove("PLANSMITH_DB")
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&listed.stdout);
    assert!(text.contains("first@example.com") && !text.contains("pending@example.com"), "{text}");
}
