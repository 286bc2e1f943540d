//! The review desk: one plan per address unless the strategist means it, the e-mail previewed
//! as the founder receives it, every plan of a lead kept, and what the checker checked.

use serde_json::{Value, json};

use crate::support::{Options, SmtpSink, TestApp, spawn_app, spawn_app_with, valid_survey};

async fn drafted(app: &TestApp) -> (i64, i64) {
    let body: Value = app.submit_survey(&valid_survey()).await.json().await.unwrap();
    let lead = body["id"].as_i64().unwrap();
    (lead, app.wait_for_draft(lead).await)
}

async fn message(response: reqwest::Response) -> String {
    let body: Value = response.json().await.unwrap();
    body["message"].as_str().unwrap_or_default().to_owned()
}

#[tokio::test]
async fn a_second_plan_to_the_same_address_needs_a_confirmation_and_a_recorded_reason() {
    let sink = SmtpSink::start();
    let app = spawn_app_with(Options { smtp_port: Some(sink.port), ..Options::default() }).await;
    let token = app.admin_token().await;
    let (lead, first) = drafted(&app).await;
    let path = |id: i64, action: &str| format!("/api/admin/strategies/{id}{action}");
    assert_eq!(app.admin_post(&token, &path(first, "/approve"), json!({})).await.status(), 200);
    // The first plan goes without a body, as it always did.
    let sent = app.client.post(app.url(&path(first, "/send"))).bearer_auth(&token).send().await;
    assert_eq!(sent.unwrap().status(), 200);

    // Another draft for a lead whose plan went out: refused unless confirmed.
    let again = app.admin_post(&token, "/api/generate-strategy", json!({ "leadId": lead })).await;
    assert_eq!(again.status(), 409);
    let refused = message(again).await;
    assert!(refused.contains("already went to this lead's address"), "{refused}");
    assert!(refused.contains(&format!("strategy {first}")), "{refused}");
    let again = app
        .admin_post(&token, "/api/generate-strategy", json!({ "leadId": lead, "again": true }))
        .await;
    assert_eq!(again.status(), 201);
    let second: Value = again.json().await.unwrap();
    let second_id = second["id"].as_i64().unwrap();
    assert_eq!(second["previousSend"]["strategyId"], first);
    assert_eq!(second["previousSend"]["sentBy"], "ana");

    // Sending it needs a reason, which must say something, and is recorded.
    assert_eq!(app.admin_post(&token, &path(second_id, "/approve"), json!({})).await.status(), 200);
    let refused = app.admin_post(&token, &path(second_id, "/send"), json!({})).await;
    assert_eq!(refused.status(), 409);
    assert!(message(refused).await.contains("give the reason"));
    let blank = app.admin_post(&token, &path(second_id, "/send"), json!({ "reason": "  " })).await;
    assert_eq!(blank.status(), 400);
    let wrong = app.admin_post(&token, &path(second_id, "/send"), json!({ "reason": 7 })).await;
    assert_eq!(wrong.status(), 400);
    let still: Value = app.admin_get(&token, &path(second_id, "")).await.json().await.unwrap();
    assert_eq!(still["status"], "approved", "nothing changed");
    let reason = "The founder asked for the plan with their new prices";
    let sent = app.admin_post(&token, &path(second_id, "/send"), json!({ "reason": reason })).await;
    assert_eq!(sent.status(), 200);

    // Both plans reached the founder, and the lead keeps both, newest first, with who did what.
    let messages = sink.wait_for(3).await;
    let plans = messages.iter().filter(|m| m.subject().starts_with("Your marketing plan")).count();
    assert_eq!(plans, 2);
    let history: Vec<Value> = app
        .admin_get(&token, &format!("/api/admin/leads/{lead}/strategies"))
        .await
        .json()
        .await
        .unwrap();
    let ids: Vec<i64> = history.iter().map(|s| s["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, [second_id, first]);
    let sent_event = history[0]["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["action"] == "sent")
        .cloned()
        .unwrap();
    assert_eq!(sent_event["actor"], "ana");
    assert_eq!(sent_event["detail"], format!("Second plan to this address: {reason}"));
    assert!(history.iter().all(|s| s["status"] == "sent" && s["strategy"].is_string()));
    let missing = app.admin_get(&token, "/api/admin/leads/999/strategies").await;
    assert_eq!(missing.status(), 404);

    // The strategies list shows sent plans when asked, newest first, with the total.
    let list = app.admin_get(&token, "/api/admin/strategies?status=sent").await;
    assert_eq!(list.headers()["x-total-count"], "2");
    let list: Vec<Value> = list.json().await.unwrap();
    assert_eq!(list[0]["id"], second_id);
    let open: Vec<Value> =
        app.admin_get(&token, "/api/admin/strategies").await.json().await.unwrap();
    assert!(open.is_empty(), "nothing awaits review or sending");
    assert_eq!(app.admin_get(&token, "/api/admin/strategies?status=lost").await.status(), 400);
}

#[tokio::test]
async fn the_preview_is_the_email_the_founder_receives() {
    let sink = SmtpSink::start();
    let app = spawn_app_with(Options { smtp_port: Some(sink.port), ..Options::default() }).await;
    let token = app.admin_token().await;
    let (_, id) = drafted(&app).await;
    let text =
        "## Plan for Bloom Bakery\n\n| Week | Task |\n|---|---|\n| 1 | **Bake** <b>and</b> post |";
    let edited = app
        .client
        .put(app.url(&format!("/api/admin/strategies/{id}")))
        .bearer_auth(&token)
        .json(&json!({ "strategy": text }))
        .send()
        .await
        .unwrap();
    let edited: Value = edited.json().await.unwrap();
    assert_eq!(edited["edited"], true, "the text no longer is the plan as drafted");
    assert!(
        edited["apart"].as_array().unwrap().iter().any(|s| s == "90-day roadmap"),
        "the desk names what the text no longer matches: {}",
        edited["apart"]
    );
    let preview: Value = app
        .admin_post(
            &token,
            &format!("/api/admin/strategies/{id}/preview"),
            json!({ "strategy": text }),
        )
        .await
        .json()
        .await
        .unwrap();
    let html = preview["html"].as_str().unwrap();
    assert!(html.contains("<table") && html.contains("<strong>Bake</strong>"), "{html}");
    assert!(html.contains("&lt;b&gt;and&lt;/b&gt;"), "raw HTML is shown as text");

    app.admin_post(&token, &format!("/api/admin/strategies/{id}/approve"), json!({})).await;
    app.admin_post(&token, &format!("/api/admin/strategies/{id}/send"), json!({})).await;
    let messages = sink.wait_for(2).await;
    let plan = messages.iter().find(|m| m.subject() == preview["subject"]).expect("plan e-mail");
    // The same e-mail, but for the founder's private link, made when the plan is sent.
    let sent_link = |s: &str| {
        // The token: the one run of 48 hex digits in the e-mail.
        let bytes = s.as_bytes();
        let start = (0..bytes.len().saturating_sub(48)).find(|&i| {
            bytes[i..i + 48].iter().all(u8::is_ascii_hexdigit)
                && bytes.get(i + 48).is_none_or(|b| !b.is_ascii_hexdigit())
        });
        match start {
            Some(at) => s.replace(&s[at..at + 48], "your-private-link"),
            None => s.to_owned(),
        }
    };
    let normalise = |s: &str| sent_link(&s.replace("\r\n", "\n")).trim().to_owned();
    assert_eq!(normalise(&plan.html()), html.replace("\r\n", "\n").trim(), "the same HTML");
    let preview_text = preview["text"].as_str().unwrap().replace("\r\n", "\n");
    assert_eq!(normalise(&plan.text()), preview_text.trim());
}

#[tokio::test]
async fn the_desk_says_what_was_checked_which_trade_and_who_would_draft() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let (_, id) = drafted(&app).await;
    let strategy: Value =
        app.admin_get(&token, &format!("/api/admin/strategies/{id}")).await.json().await.unwrap();
    let rules = strategy["checkedRules"].as_array().unwrap();
    let unchecked = strategy["uncheckedRules"].as_array().unwrap();
    assert_eq!(rules.len() + unchecked.len(), plansmith::plan::check::Rule::ALL.len());
    assert!(unchecked.iter().all(|r| r.as_str().unwrap().contains("(not checked: ")));
    assert!(rules.iter().any(|r| r.as_str().unwrap().contains("hours a week")));
    assert!(rules.iter().any(|r| r.as_str().unwrap().contains("times that rate")));
    assert_eq!(strategy["recognition"]["confidence"], "sure");
    assert!(strategy["recognition"]["trade"].as_str().unwrap().contains("bakery"));
    assert!(!strategy["recognition"]["words"].as_array().unwrap().is_empty());
    assert_eq!(strategy["edited"], false);
    assert_eq!(strategy["events"][0]["action"], "generated");
    assert!(strategy.get("previousSend").is_none());
    let writer: Value =
        app.admin_get(&token, "/api/admin/strategies/writer").await.json().await.unwrap();
    assert_eq!(writer, json!({ "name": "built-in planner", "ai": false }));
}

/// An edit to the keywords, the positioning or an idea's title reaches the plan's data, which
/// the Pro package builds on; the desk names only what the data no longer matches.
#[tokio::test]
async fn an_edit_the_plan_data_can_follow_reaches_it() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let (_, id) = drafted(&app).await;
    let path = format!("/api/admin/strategies/{id}");
    let draft: Value = app.admin_get(&token, &path).await.json().await.unwrap();
    let text = draft["strategy"].as_str().unwrap();
    let phrase = draft["plan"]["keywords"][0]["phrase"].as_str().unwrap();
    let title = draft["plan"]["contentIdeas"][1]["title"].as_str().unwrap();
    let edited_text = text
        .replacen(&format!("**{phrase}**"), "**sourdough austin east side**", 1)
        .replacen(&format!(":** {title}"), ":** Our rye, from flour to loaf", 1);
    assert_ne!(edited_text, text, "the sample has the keyword and the idea");
    let saved: Value = app
        .client
        .put(app.url(&path))
        .bearer_auth(&token)
        .json(&json!({ "strategy": edited_text }))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(saved["plan"]["keywords"][0]["phrase"], "sourdough austin east side");
    assert_eq!(saved["plan"]["contentIdeas"][1]["title"], "Our rye, from flour to loaf");
    assert_eq!(saved["edited"], true);
    assert_eq!(saved["apart"], json!([]), "every edited part follows the data");
}
