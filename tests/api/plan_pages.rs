//! A founder's plan page, end to end through the server: the link in the plan e-mail, the page
//! with this week's tasks, ticks and figures (and what the server refuses), the calendar feed,
//! the operator's view and revocation.

use serde_json::{Value, json};

use crate::support::{spawn_app, valid_survey};

#[tokio::test]
async fn the_plan_email_links_a_page_the_founder_ticks_and_the_operator_follows() {
    let app = spawn_app().await;
    let lead: Value = app.submit_survey(&valid_survey()).await.json().await.unwrap();
    let lead_id = lead["id"].as_i64().unwrap();
    let token = app.admin_token().await;
    let id = app.wait_for_draft(lead_id).await;
    app.admin_post(&token, &format!("/api/admin/strategies/{id}/approve"), json!({})).await;
    let sent = app.admin_post(&token, &format!("/api/admin/strategies/{id}/send"), json!({})).await;
    assert!(sent.status().is_success(), "{}", sent.text().await.unwrap());

    // The link is in the plan e-mail, and opens the page.
    let text: String = app
        .db()
        .query_row("SELECT text_body FROM outbox WHERE kind = 'strategy_plan'", [], |r| r.get(0))
        .unwrap();
    let at = text.find("/plan/").expect("the page's link in the plan e-mail");
    let page_token: String = text[at + 6..].chars().take_while(char::is_ascii_hexdigit).collect();
    assert_eq!(page_token.len(), 48, "{text}");
    let page = app.client.get(app.url(&format!("/plan/{page_token}"))).send().await.unwrap();
    assert_eq!(page.status(), 200);
    assert_eq!(page.headers()["cache-control"], "private, no-store");
    let html = page.text().await.unwrap();
    assert!(html.contains("noindex") && html.contains(&page_token), "private and live");
    assert!(!html.contains("__PLANSMITH_"), "every placeholder filled");
    assert!(!html.contains("checked=\"\""), "nothing ticked yet");
    // Written per request, and gzipped for a client that takes it.
    let gzipped = app
        .client
        .get(app.url(&format!("/plan/{page_token}")))
        .header("accept-encoding", "gzip, br")
        .send()
        .await
        .unwrap();
    assert_eq!(gzipped.headers()["content-encoding"], "gzip");
    let bytes = gzipped.bytes().await.unwrap();
    let mut unzipped = String::new();
    std::io::Read::read_to_string(&mut flate2::read::GzDecoder::new(&bytes[..]), &mut unzipped)
        .unwrap();
    assert!(unzipped.contains(&page_token) && bytes.len() * 3 < unzipped.len(), "{}", bytes.len());

    // Ticks and figures, and what is refused.
    let api = |path: &str| app.url(&format!("/api/plan-pages/{page_token}{path}"));
    let tick = app.client.put(api("/tasks/1/0")).json(&json!({"done": true})).send().await.unwrap();
    assert_eq!(tick.status(), 200);
    let progress: Value = tick.json().await.unwrap();
    assert_eq!((progress["ticked"].as_i64(), progress["weekTicked"].as_i64()), (Some(1), Some(1)));
    for (path, body, field) in [
        ("/tasks/14/0", json!({"done": true}), "week"),
        ("/tasks/1/99", json!({"done": true}), "task"),
        ("/figures/0/45", json!({"value": 3}), "day"),
        ("/figures/0/30", json!({"value": -1}), "value"),
        ("/figures/99/30", json!({"value": 3}), "kpi"),
    ] {
        let refused = app.client.put(api(path)).json(&body).send().await.unwrap();
        assert_eq!(refused.status(), 400, "{path}");
        let error: Value = refused.json().await.unwrap();
        assert_eq!(error["field"], field, "{path}: {error}");
    }
    let figure = app.client.put(api("/figures/0/30")).json(&json!({"value": 12.5})).send().await;
    assert_eq!(figure.unwrap().status(), 204);
    let html = app
        .client
        .get(app.url(&format!("/plan/{page_token}?from=1")))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(html.contains("checked=\"\""), "the tick is shown");
    // A reload within the minute is the same visit: a flood of reloads writes nothing.
    for _ in 0..5 {
        app.client.get(app.url(&format!("/plan/{page_token}"))).send().await.unwrap();
    }
    assert!(html.contains("value=\"12.5\""), "the figure is shown");
    let stranger = "0".repeat(48);
    let unknown = app.client.put(app.url(&format!("/api/plan-pages/{stranger}/tasks/1/0")));
    assert_eq!(unknown.json(&json!({"done": true})).send().await.unwrap().status(), 404);
    let gone = app.client.get(app.url(&format!("/plan/{stranger}"))).send().await.unwrap();
    assert_eq!(gone.status(), 404);

    // The calendar feed: 13 weeks, with ids that stay the same from one fetch to the next.
    let feed_url = app.url(&format!("/plan/{page_token}/calendar.ics"));
    let ics: String = app.client.get(&feed_url).send().await.unwrap().text().await.unwrap();
    let unfolded = icalendar::parser::unfold(&ics);
    let calendar = icalendar::parser::read_calendar(&unfolded).unwrap();
    let uids: Vec<String> = calendar
        .components
        .iter()
        .filter(|c| c.name == "VEVENT")
        .filter_map(|c| c.find_prop("UID").map(|p| p.val.to_string()))
        .collect();
    assert_eq!(uids.len(), 13, "{ics}");
    let again: String = app.client.get(&feed_url).send().await.unwrap().text().await.unwrap();
    assert!(again.contains(&uids[0]), "the same ids on the next fetch");

    // The operator sees the progress, and can turn the link off.
    let leads: Value = app.admin_get(&token, "/api/admin/leads").await.json().await.unwrap();
    let progress = &leads[0]["planPage"];
    assert_eq!(progress["ticked"], 1, "{progress}");
    assert_eq!(progress["emailsOpened"], 1, "{progress}");
    assert_eq!(
        progress["visits"], 2,
        "the first visit and the one from week 1's e-mail: {progress}"
    );
    assert_eq!(progress["mondayEmails"], "on", "{progress}");
    let following: Value =
        app.admin_get(&token, "/api/admin/plan-pages/following").await.json().await.unwrap();
    assert_eq!((following["thisWeek"].as_i64(), following["live"].as_i64()), (Some(1), Some(1)));
    let revoke = format!("/api/admin/leads/{lead_id}/plan-page/revoke");
    assert_eq!(app.admin_post(&token, &revoke, json!({})).await.status(), 200);
    let after = app.client.get(app.url(&format!("/plan/{page_token}"))).send().await.unwrap();
    assert_eq!(after.status(), 404, "a revoked link opens nothing");
    assert_eq!(app.admin_post(&token, &revoke, json!({})).await.status(), 404);
}

#[tokio::test]
async fn one_click_stops_the_monday_emails_and_the_page_brings_them_back() {
    let app = spawn_app().await;
    let lead: Value = app.submit_survey(&valid_survey()).await.json().await.unwrap();
    let token = app.admin_token().await;
    let id = app.wait_for_draft(lead["id"].as_i64().unwrap()).await;
    app.admin_post(&token, &format!("/api/admin/strategies/{id}/approve"), json!({})).await;
    let sent = app.admin_post(&token, &format!("/api/admin/strategies/{id}/send"), json!({})).await;
    assert!(sent.status().is_success(), "{}", sent.text().await.unwrap());
    let page_token: String =
        app.db().query_row("SELECT token FROM plan_pages", [], |r| r.get(0)).unwrap();
    let state = || -> (bool, bool) {
        app.db()
            .query_row(
                "SELECT unsubscribed_at IS NOT NULL, paused_at IS NOT NULL FROM plan_pages",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap()
    };
    let url = app.url(&format!("/api/plan-pages/{page_token}/unsubscribe"));
    // Opening the link changes nothing (a mail scanner follows every link).
    let page = app.client.get(&url).send().await.unwrap();
    assert_eq!(page.status(), 200);
    assert_eq!(state(), (false, false));
    // RFC 8058: the mail client's POST, with its form body.
    let one_click = app
        .client
        .post(&url)
        .header("content-type", "application/x-www-form-urlencoded")
        .body("List-Unsubscribe=One-Click")
        .send()
        .await
        .unwrap();
    assert_eq!(one_click.status(), 200);
    assert_eq!(state(), (true, false));
    let resume = app.url(&format!("/api/plan-pages/{page_token}/resume"));
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build();
    let back = client.unwrap().post(resume).send().await.unwrap();
    assert_eq!(back.status(), 303);
    assert_eq!(back.headers()["location"], format!("/plan/{page_token}#monday-emails"));
    assert_eq!(state(), (false, false));
}
