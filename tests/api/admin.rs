use serde_json::{Value, json};

use crate::support::{
    ADMIN_PASSWORD, Options, spawn_app, spawn_app_with, survey_with, valid_survey,
};

#[tokio::test]
async fn login_with_the_right_password_returns_a_working_token() {
    let app = spawn_app().await;
    app.create_admin("ana", ADMIN_PASSWORD);
    let response = app.login("ana", ADMIN_PASSWORD).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["username"], "ana");
    let token = body["token"].as_str().unwrap();
    assert_eq!(app.admin_get(token, "/api/admin/leads").await.status(), 200);
}

#[tokio::test]
async fn a_wrong_password_and_an_unknown_user_get_the_same_answer() {
    let app = spawn_app().await;
    app.create_admin("ana", ADMIN_PASSWORD);
    let wrong = app.login("ana", "not the right password").await;
    let unknown = app.login("nobody", ADMIN_PASSWORD).await;
    assert_eq!((wrong.status().as_u16(), unknown.status().as_u16()), (401, 401));
    let (wrong, unknown): (Value, Value) =
        (wrong.json().await.unwrap(), unknown.json().await.unwrap());
    assert_eq!(wrong, json!({ "message": "Invalid credentials" }));
    assert_eq!(wrong, unknown);
    let empty = app.login("ana", "").await;
    assert_eq!(empty.status(), 400);
}

#[tokio::test]
async fn repeated_login_attempts_are_throttled() {
    let app = spawn_app_with(Options { login_rate_limit: Some(3), ..Options::default() }).await;
    app.create_admin("ana", ADMIN_PASSWORD);
    for _ in 0..3 {
        assert_eq!(app.login("ana", "guess guess guess").await.status(), 401);
    }
    let throttled = app.login("ana", ADMIN_PASSWORD).await;
    assert_eq!(throttled.status(), 429, "even the right password waits");
    let body: Value = throttled.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("Too many login attempts"));
    // Other usernames from the same address still have attempts left (the address limit is 3×).
    assert_eq!(app.login("bob", "guess guess guess").await.status(), 401);
}

/// A team signing in all day is not throttled: only failed sign-ins count against the limit.
#[tokio::test]
async fn only_failed_sign_ins_count_against_the_limit() {
    let app = spawn_app_with(Options { login_rate_limit: Some(3), ..Options::default() }).await;
    app.create_admin("ana", ADMIN_PASSWORD);
    for _ in 0..10 {
        assert_eq!(app.login("ana", ADMIN_PASSWORD).await.status(), 200);
    }
    for _ in 0..3 {
        assert_eq!(app.login("ana", "guess guess guess").await.status(), 401);
    }
    assert_eq!(
        app.login("ana", ADMIN_PASSWORD).await.status(),
        429,
        "three failures still stop it"
    );
}

/// Every operation of the OpenAPI document under /admin, and generate-strategy.
async fn protected_operations(app: &crate::support::TestApp) -> Vec<(String, String)> {
    let spec: Value =
        app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    let mut operations = Vec::new();
    for (path, item) in spec["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let public = matches!(
                path.as_str(),
                "/leads"
                    | "/leads/stats"
                    | "/admin/login"
                    | "/analytics/events"
                    | "/config"
                    | "/create-payment-intent"
                    | "/stripe/webhook"
            ) || path.starts_with("/newsletter/")
                // A founder's plan page: its link's token is the key.
                || path.starts_with("/plan-pages/");
            if public {
                assert!(operation.get("security").is_none(), "{method} {path} is public");
                continue;
            }
            assert!(
                operation["security"].is_array(),
                "{method} {path} must require the bearer token"
            );
            operations.push((method.to_uppercase(), format!("/api{}", path.replace("{id}", "1"))));
        }
    }
    assert!(operations.len() >= 8, "{operations:?}");
    operations
}

#[tokio::test]
async fn no_admin_data_is_reachable_without_a_valid_token() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    app.submit_survey(&valid_survey()).await;
    let secret: String = app
        .db()
        .query_row("SELECT value FROM settings WHERE key = 'jwt_secret'", [], |r| r.get(0))
        .unwrap();
    let keys = plansmith::auth::token::Keys::new(secret.as_bytes());
    let (expired, _) = keys.issue(1, "ana", 1, jiff::SignedDuration::from_secs(-5)).unwrap();
    let foreign = plansmith::auth::token::Keys::new(b"some-other-secret-that-is-long-enough-xx");
    let (forged, _) = foreign.issue(1, "ana", 1, jiff::SignedDuration::from_hours(1)).unwrap();
    let mut parts: Vec<String> = token.split('.').map(str::to_owned).collect();
    parts[1] = parts[1].chars().rev().collect();
    let tampered = parts.join(".");
    let none = format!("eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.{}.", token.split('.').nth(1).unwrap());

    for (method, path) in protected_operations(&app).await {
        for (case, auth) in [
            ("missing", None),
            ("expired", Some(expired.as_str())),
            ("signed with another key", Some(forged.as_str())),
            ("tampered", Some(tampered.as_str())),
            ("alg none", Some(none.as_str())),
            ("garbage", Some("not-a-token")),
        ] {
            let mut request =
                app.client.request(method.parse().unwrap(), app.url(&path)).json(&json!({}));
            if let Some(auth) = auth {
                request = request.bearer_auth(auth);
            }
            let response = request.send().await.unwrap();
            assert_eq!(response.status(), 401, "{method} {path} with a {case} token");
            let body: Value = response.json().await.unwrap();
            assert!(body["message"].is_string());
            assert!(!body.to_string().contains("bloombakery"), "no data leaks");
        }
    }
}

#[tokio::test]
async fn resetting_the_password_signs_out_existing_sessions() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    assert_eq!(app.admin_get(&token, "/api/admin/leads").await.status(), 200);
    let hash = plansmith::auth::password::hash("a brand new password").unwrap();
    assert!(
        plansmith::auth::repo::set_password(&app.db(), "ana", &hash, &plansmith::db::now_utc())
            .unwrap()
    );
    assert_eq!(app.admin_get(&token, "/api/admin/leads").await.status(), 401);
    assert_eq!(app.login("ana", ADMIN_PASSWORD).await.status(), 401);
    assert_eq!(app.login("ana", "a brand new password").await.status(), 200);
}

#[tokio::test]
async fn sessions_survive_a_restart() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let db_path = app.db_path.clone();
    let _keep = app.shutdown().await;
    let restarted = spawn_app_with(Options { db_path: Some(db_path), ..Options::default() }).await;
    assert_eq!(restarted.admin_get(&token, "/api/admin/leads").await.status(), 200);
}

#[tokio::test]
async fn leads_are_listed_newest_first_with_paging_and_search() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    for n in 0..5 {
        let name = format!("Shop {n}");
        app.submit_survey(&survey_with(
            json!({ "businessName": name, "email": format!("o{n}@shop{n}.com") }),
        ))
        .await;
    }
    let response = app.admin_get(&token, "/api/admin/leads?page=1&pageSize=2").await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["x-total-count"], "5");
    let leads: Vec<Value> = response.json().await.unwrap();
    assert_eq!(leads.len(), 2);
    assert_eq!(leads[0]["businessName"], "Shop 4");
    let lead = &leads[0];
    for field in [
        "businessType",
        "sellLocation",
        "platforms",
        "marketingChallenges",
        "currentMarketing",
        "email",
        "planGenerated",
        "createdAt",
    ] {
        assert!(!lead[field].is_null(), "{field}");
    }
    let third: Vec<Value> =
        app.admin_get(&token, "/api/admin/leads?page=3&pageSize=2").await.json().await.unwrap();
    assert_eq!(third.len(), 1);
    assert_eq!(third[0]["businessName"], "Shop 0");

    let found = app.admin_get(&token, "/api/admin/leads?search=shop3.com").await;
    assert_eq!(found.headers()["x-total-count"], "1");
    let found: Vec<Value> = found.json().await.unwrap();
    assert_eq!(found[0]["businessName"], "Shop 3");
    let wildcard = app.admin_get(&token, "/api/admin/leads?search=%25").await;
    assert_eq!(wildcard.headers()["x-total-count"], "0", "% is matched literally");
    assert_eq!(app.admin_get(&token, "/api/admin/leads?pageSize=1000").await.status(), 400);
}
