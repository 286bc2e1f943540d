//! A person's data: export and erasure, by the admin and from the command line.

use serde_json::{Value, json};

use crate::support::{spawn_app, valid_survey};

const EMAIL: &str = "owner@bloombakery.com";

#[tokio::test]
async fn an_admin_exports_then_erases_a_person_and_it_is_recorded() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let lead = app.submit_survey(&valid_survey()).await.json::<Value>().await.unwrap()["id"]
        .as_i64()
        .unwrap();
    app.wait_for_draft(lead).await;
    let other = app
        .submit_survey(&crate::support::survey_with(json!({ "email": "someone@else.example" })))
        .await;
    assert_eq!(other.status(), 201);
    let subscribed = app
        .client
        .post(app.url("/api/newsletter/subscribe"))
        .json(&json!({ "email": EMAIL }))
        .send()
        .await
        .unwrap();
    assert_eq!(subscribed.status(), 202);

    let export = app
        .admin_post(&token, "/api/admin/people/export", json!({ "email": "Owner@BloomBakery.com" }))
        .await;
    assert_eq!(export.status(), 200);
    let document: Value = export.json().await.unwrap();
    assert_eq!(document["leads"][0]["business_name"], "Bloom Bakery");
    assert_eq!(document["strategies"].as_array().unwrap().len(), 1);
    assert_eq!(document["newsletterSubscription"]["status"], "pending");
    assert!(document["emails"].as_array().unwrap().len() >= 2, "the confirmations sent to them");
    assert!(!document.to_string().contains("someone@else.example"));

    let erase = app.admin_post(&token, "/api/admin/people/erase", json!({ "email": EMAIL })).await;
    assert_eq!(erase.status(), 200);
    let erased: Value = erase.json().await.unwrap();
    assert_eq!(erased["leads"], 1);
    assert_eq!(erased["strategies"], 1);
    assert_eq!(erased["newsletterSubscriptions"], 1);
    assert_eq!(app.lead_count(), 1, "the other person's lead stays");

    let again = app.admin_post(&token, "/api/admin/people/export", json!({ "email": EMAIL })).await;
    assert_eq!(again.status(), 404);
    let bad = app
        .admin_post(&token, "/api/admin/people/erase", json!({ "email": "not an address" }))
        .await;
    assert_eq!(bad.status(), 400);
    assert_eq!(bad.json::<Value>().await.unwrap()["field"], "email");

    let log: Vec<(String, String)> = app
        .db()
        .prepare("SELECT action, actor FROM privacy_requests ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect();
    assert_eq!(
        log,
        [("export".to_owned(), "ana".to_owned()), ("erase".to_owned(), "ana".to_owned())]
    );
    let hashes: i64 = app
        .db()
        .query_row("SELECT count(*) FROM privacy_requests WHERE email_hash LIKE '%@%'", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(hashes, 0, "the log keeps no address");
}

#[tokio::test]
async fn the_command_line_exports_and_erases_with_confirmation() {
    let app = spawn_app().await;
    assert_eq!(app.submit_survey(&valid_survey()).await.status(), 201);
    let run = |args: &[&str]| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_plansmith"));
        for (key, _) in std::env::vars().filter(|(k, _)| k.starts_with("PLANSMITH_")) {
            command.env_remove(key);
        }
        command
            .args(args)
            .arg("--db")
            .arg(&app.db_path)
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap()
    };
    let export = run(&["person", "export", EMAIL]);
    assert!(export.status.success(), "{}", String::from_utf8_lossy(&export.stderr));
    let document: Value = serde_json::from_slice(&export.stdout).unwrap();
    assert_eq!(document["leads"][0]["email"], EMAIL);

    let unconfirmed = run(&["person", "erase", EMAIL]);
    assert_eq!(unconfirmed.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&unconfirmed.stderr).contains("--yes"));
    assert_eq!(app.lead_count(), 1, "nothing erased without confirmation");

    let erased = run(&["person", "erase", EMAIL, "--yes"]);
    assert!(erased.status.success(), "{}", String::from_utf8_lossy(&erased.stderr));
    assert!(String::from_utf8_lossy(&erased.stdout).contains("1 lead(s)"));
    assert_eq!(app.lead_count(), 0);
    let nothing = run(&["person", "erase", EMAIL, "--yes"]);
    assert_eq!(nothing.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&nothing.stderr).contains("nothing is stored"));
}
