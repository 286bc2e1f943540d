//! An operator who sells in euros: no dollar amount anywhere a founder or an admin looks, in
//! the pages as served, the e-mails as sent, the plan and the Pro package.

use serde_json::{Value, json};

use crate::support::{Options, SmtpSink, spawn_app_with, valid_survey};

/// Dollar amounts ("$50", "$1,500") in `text`, with some context, for the failure message.
fn dollars(text: &str) -> Vec<String> {
    text.match_indices('$')
        .filter(|(at, _)| text[at + 1..].starts_with(|c: char| c.is_ascii_digit()))
        .map(|(at, _)| text[at.saturating_sub(60)..(at + 20).min(text.len())].to_owned())
        .collect()
}

fn euro_content() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("site.toml"),
        "brand_name = \"Northwind Plans\"\n\n[pro]\nprice = \"149\"\ncurrency = \"EUR\"\n",
    )
    .unwrap();
    dir
}

#[tokio::test]
async fn a_site_in_euros_shows_no_dollar_in_its_pages_mail_and_plans() {
    let content = euro_content();
    let sink = SmtpSink::start();
    let app = spawn_app_with(Options {
        smtp_port: Some(sink.port),
        admin_email: Some("owner@northwind.example".into()),
        content_dir: Some(content.path().to_owned()),
        ..Options::default()
    })
    .await;

    for path in ["/", "/blog", "/blog/local-seo-weekend", "/checkout", "/terms", "/privacy-policy"]
    {
        let html = app.client.get(app.url(path)).send().await.unwrap().text().await.unwrap();
        assert_eq!(dollars(&html), Vec::<String>::new(), "{path}");
        if path == "/" {
            assert!(html.contains("€149") && html.contains("€0"), "the prices in euros");
            assert!(html.contains("five hours and €50"), "the landing copy in euros");
            assert!(html.contains(r#"&quot;prefix&quot;:&quot;€&quot;"#), "the site's currency");
        }
    }

    // The confirmation and the admin's alert, then the plan the founder receives.
    let lead: Value = app.submit_survey(&valid_survey()).await.json().await.unwrap();
    let token = app.admin_token().await;
    let id = app.wait_for_draft(lead["id"].as_i64().unwrap()).await;
    let draft: Value =
        app.admin_get(&token, &format!("/api/admin/strategies/{id}")).await.json().await.unwrap();
    let text = draft["strategy"].as_str().unwrap();
    assert_eq!(dollars(text), Vec::<String>::new(), "the plan");
    assert!(text.contains("€200 a month"), "{text}");
    assert_eq!(dollars(&draft.to_string()), Vec::<String>::new(), "the desk's checks and notes");
    app.admin_post(&token, &format!("/api/admin/strategies/{id}/approve"), json!({})).await;
    let sent = app.admin_post(&token, &format!("/api/admin/strategies/{id}/send"), json!({})).await;
    assert!(sent.status().is_success(), "{}", sent.text().await.unwrap());
    let messages = sink.wait_for(3).await;
    for message in &messages {
        let whole = format!("{}\n{}\n{}", message.subject(), message.text(), message.html());
        assert_eq!(dollars(&whole), Vec::<String>::new(), "{}", message.subject());
    }
    let confirmation =
        messages.iter().find(|m| m.subject().contains("on its way")).expect("the confirmation");
    assert!(confirmation.text().contains("€50–200 a month"), "{}", confirmation.text());

    // The admin's export.
    let export = app.admin_get(&token, "/api/admin/leads/export").await.text().await.unwrap();
    assert_eq!(dollars(&export), Vec::<String>::new());
    assert!(export.contains("€50–200 a month"));
}

#[test]
fn the_pro_package_of_a_site_in_euros_has_no_dollar() {
    let content = euro_content();
    let answers = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/survey.json");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_plansmith"))
        .args(["plan", "--format", "package", "--answers", answers])
        .env("PLANSMITH_CONTENT_DIR", content.path())
        .env("PLANSMITH_SUPPORT_EMAIL", "help@northwind.example")
        .env_remove("PLANSMITH_AI_BASE_URL")
        .output()
        .unwrap();
    let package = String::from_utf8_lossy(&output.stdout);
    assert!(package.contains("€149"), "{package}");
    assert_eq!(dollars(&package), Vec::<String>::new());
}
