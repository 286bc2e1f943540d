use serde_json::{Value, json};

use crate::support::{TestApp, spawn_app};

const BROWSER: &str = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

async fn event(app: &TestApp, user_agent: &str, body: Value) -> reqwest::Response {
    app.client
        .post(app.url("/api/analytics/events"))
        .header("user-agent", user_agent)
        .json(&body)
        .send()
        .await
        .unwrap()
}

fn rows(app: &TestApp) -> Vec<(String, String, Option<String>, String)> {
    let db = app.db();
    let mut statement = db
        .prepare("SELECT kind, path, referrer_host, visitor FROM analytics_events ORDER BY id")
        .unwrap();
    statement
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

#[tokio::test]
async fn page_views_are_stored_without_cookies_or_raw_addresses() {
    let app = spawn_app().await;
    let response = event(&app, BROWSER, json!({ "type": "pageview", "path": "/blog/2?utm=x", "referrer": "https://www.google.com/search?q=plans" })).await;
    assert_eq!(response.status(), 204);
    assert!(response.headers().get("set-cookie").is_none());
    event(&app, BROWSER, json!({ "type": "pageview", "path": "/", "referrer": "" })).await;

    let stored = rows(&app);
    assert_eq!(stored.len(), 2);
    assert_eq!(stored[0].1, "/blog/2", "query strings are dropped");
    assert_eq!(stored[0].2.as_deref(), Some("google.com"), "only the referrer's host");
    assert_eq!(stored[0].3, stored[1].3, "one visitor within a day");
    assert_eq!(stored[0].3.len(), 24);
    assert!(!stored[0].3.contains("127.0.0.1"));
    let dump: String = app.db().query_row("SELECT group_concat(visitor || path || COALESCE(referrer_host, '')) FROM analytics_events", [], |r| r.get(0)).unwrap();
    assert!(!dump.contains("127.0.0.1"));
}

#[tokio::test]
async fn bots_and_admin_pages_are_not_counted() {
    let app = spawn_app().await;
    for (user_agent, path) in [
        ("Googlebot/2.1 (+http://www.google.com/bot.html)", "/"),
        ("Mozilla/5.0 (compatible; Chrome-Lighthouse)", "/"),
        ("", "/"),
        (BROWSER, "/admin"),
        (BROWSER, "/admin/strategies"),
    ] {
        assert_eq!(
            event(&app, user_agent, json!({ "type": "pageview", "path": path })).await.status(),
            204
        );
    }
    assert!(rows(&app).is_empty());
    let bad = event(&app, BROWSER, json!({ "type": "pageview", "path": "no-slash" })).await;
    assert_eq!(bad.status(), 400);
    let step =
        event(&app, BROWSER, json!({ "type": "survey_step", "path": "/", "step": 18 })).await;
    assert_eq!(step.status(), 400);
}

#[tokio::test]
async fn the_traffic_report_shows_views_pages_referrers_and_the_survey_funnel() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let other = "Mozilla/5.0 (Macintosh) Safari/605.1.15";
    for (ua, path, referrer) in [
        (BROWSER, "/", "https://news.ycombinator.com/"),
        (BROWSER, "/blog", ""),
        (other, "/", "https://news.ycombinator.com/x"),
    ] {
        event(&app, ua, json!({ "type": "pageview", "path": path, "referrer": referrer })).await;
    }
    for ua in [BROWSER, other] {
        event(&app, ua, json!({ "type": "survey_opened", "path": "/" })).await;
        for step in 1..=3 {
            event(&app, ua, json!({ "type": "survey_step", "path": "/", "step": step })).await;
        }
    }
    event(&app, BROWSER, json!({ "type": "survey_step", "path": "/", "step": 17 })).await;
    event(&app, BROWSER, json!({ "type": "survey_submitted", "path": "/" })).await;

    assert_eq!(app.client.get(app.url("/api/admin/traffic")).send().await.unwrap().status(), 401);
    let report: Value =
        app.admin_get(&token, "/api/admin/traffic?days=7").await.json().await.unwrap();
    assert_eq!(report["days"].as_array().unwrap().len(), 1);
    assert_eq!(report["days"][0]["views"], 3);
    assert_eq!(report["days"][0]["visitors"], 2);
    assert_eq!(report["topPages"][0], json!({ "name": "/", "views": 2 }));
    assert_eq!(report["referrers"][0], json!({ "name": "news.ycombinator.com", "views": 2 }));
    let funnel = &report["funnel"];
    assert_eq!(funnel["opened"], 2);
    assert_eq!(funnel["steps"].as_array().unwrap().len(), 17);
    assert_eq!(
        (
            funnel["steps"][0].clone(),
            funnel["steps"][2].clone(),
            funnel["steps"][3].clone(),
            funnel["steps"][16].clone()
        ),
        (json!(2), json!(2), json!(0), json!(1))
    );
    assert_eq!(funnel["submitted"], 1);
}

#[test]
fn only_todays_salt_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let (conn, _) = plansmith::db::open_and_migrate(&dir.path().join("salt.db")).unwrap();
    let first = plansmith::analytics::repo::daily_salt(&conn, "2026-01-01", "aaaa").unwrap();
    assert_eq!(
        first,
        plansmith::analytics::repo::daily_salt(&conn, "2026-01-01", "bbbb").unwrap(),
        "stable within a day"
    );
    let next = plansmith::analytics::repo::daily_salt(&conn, "2026-01-02", "cccc").unwrap();
    assert_eq!(next, "cccc");
    let salts: i64 = conn
        .query_row("SELECT COUNT(*) FROM settings WHERE key LIKE 'analytics_salt:%'", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(salts, 1, "yesterday's salt is gone");
}

/// Analytics events past their retention (400 days by default) and Stripe event ids older
/// than 30 days are deleted when the server starts, and daily after that.
#[tokio::test]
async fn old_analytics_and_stripe_event_ids_are_deleted() {
    let dir = tempfile::tempdir().unwrap();
    let db_path = dir.path().join("plansmith.db");
    {
        let (conn, _) = plansmith::db::open_and_migrate(&db_path).unwrap();
        let old_day = (jiff::Zoned::now() - jiff::Span::new().days(420)).date().to_string();
        let today = jiff::Zoned::now().date().to_string();
        for day in [&old_day, &today] {
            conn.execute("INSERT INTO analytics_events (day, kind, path, visitor, created_at) VALUES (?1, 'pageview', '/', 'v', ?1)", [day])
                .unwrap();
        }
        conn.execute("INSERT INTO stripe_events (id, type, received_at) VALUES ('evt_old', 'x', '2020-01-01T00:00:00Z')", []).unwrap();
    }
    let app = crate::support::spawn_app_with(crate::support::Options {
        db_path: Some(db_path),
        ..Default::default()
    })
    .await;
    let started = std::time::Instant::now();
    loop {
        let (events, ids): (i64, i64) = app
            .db()
            .query_row("SELECT (SELECT count(*) FROM analytics_events), (SELECT count(*) FROM stripe_events)", [], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap();
        if (events, ids) == (1, 0) {
            break;
        }
        assert!(
            started.elapsed() < crate::support::HANG_TIMEOUT,
            "old rows still there: {events} events, {ids} ids"
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
}
