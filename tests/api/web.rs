use crate::helpers::{Options, spawn_app, spawn_app_with, valid_survey};

#[tokio::test]
async fn every_app_route_returns_the_app_and_other_paths_return_it_with_404() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/blog",
        "/blog/1",
        "/blog/42",
        "/admin",
        "/admin/login",
        "/admin/strategies",
        "/admin/traffic",
        "/admin/orders",
        "/checkout",
        "/privacy-policy",
    ] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
        assert!(response.text().await.unwrap().contains("<div id=\"root\">"), "{path} serves the app shell");
    }
    for path in ["/nope", "/admin/nope", "/blog/1/comments", "/index.php"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 404, "{path}");
        assert!(response.text().await.unwrap().contains("<div id=\"root\">"), "{path} serves the app shell");
    }
}

#[tokio::test]
async fn unknown_api_paths_are_json_404s_not_the_app() {
    let app = spawn_app().await;
    for path in ["/api/nope", "/api/leads/nope", "/api"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 404, "{path}");
        assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/json"), "{path}");
        let body: serde_json::Value = response.json().await.unwrap();
        assert!(body["message"].is_string());
    }
}

#[tokio::test]
async fn a_wrong_method_is_a_json_405_that_says_which_methods_work() {
    let app = spawn_app().await;
    for (method, path, allow) in [
        (reqwest::Method::DELETE, "/api/leads", "POST"),
        (reqwest::Method::POST, "/api/leads/stats", "GET, HEAD"),
        (reqwest::Method::PATCH, "/api/admin/strategies/7", "GET, HEAD, PUT"),
    ] {
        let response = app.client.request(method.clone(), app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 405, "{method} {path}");
        assert_eq!(response.headers()["allow"], allow, "{method} {path}");
        let body: serde_json::Value = response.json().await.unwrap();
        assert!(body["message"].is_string());
    }
}

#[tokio::test]
async fn the_published_document_lists_the_errors_the_layers_add() {
    let app = spawn_app().await;
    let spec: serde_json::Value = app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    let leads = &spec["paths"]["/leads"]["post"]["responses"];
    for status in ["201", "400", "413", "415", "429"] {
        assert!(leads[status].is_object(), "POST /leads documents {status}");
    }
    assert!(spec["paths"]["/admin/strategies/{id}"]["get"]["responses"]["400"].is_object());
    assert_eq!(spec["components"]["schemas"]["PublicConfig"]["properties"]["stripePublishableKey"]["nullable"], true);
}

#[tokio::test]
async fn hashed_assets_are_cached_forever_and_served_compressed() {
    let app = spawn_app().await;
    let html = app.client.get(app.url("/")).send().await.unwrap().text().await.unwrap();
    let script = html
        .split('"')
        .find(|part| part.starts_with("/assets/") && part.ends_with(".js"))
        .expect("index.html references a hashed script");

    for (encoding, expected) in [("br", Some("br")), ("gzip", Some("gzip")), ("identity", None)] {
        let response = app.client.get(app.url(script)).header("accept-encoding", encoding).send().await.unwrap();
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
        assert_eq!(response.headers().get("content-encoding").map(|v| v.to_str().unwrap()), expected, "{encoding}");
        assert!(response.headers()["content-type"].to_str().unwrap().contains("javascript"));
    }
    let missing = app.client.get(app.url("/assets/nope-123.js")).send().await.unwrap();
    assert_eq!(missing.status(), 404);
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = spawn_app().await;
    for path in ["/", "/api/leads/stats", "/nope", "/api/nope", "/healthz"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(csp.contains("default-src 'self'") && csp.contains("https://js.stripe.com"), "{path}");
        assert!(csp.contains("frame-ancestors 'none'"));
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin");
        assert_eq!(headers["x-frame-options"], "DENY");
    }
}

#[tokio::test]
async fn the_api_is_documented_and_probes_answer() {
    let app = spawn_app().await;
    let spec: serde_json::Value = app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    assert!(spec["openapi"].as_str().unwrap().starts_with("3."));
    let create = &spec["paths"]["/leads"]["post"];
    for status in ["201", "400", "413", "429"] {
        assert!(create["responses"][status].is_object(), "POST /leads documents {status}");
    }
    assert!(spec["paths"]["/leads/stats"]["get"]["responses"]["200"].is_object());

    let docs = app.client.get(app.url("/api/docs")).send().await.unwrap();
    assert_eq!(docs.status(), 200);
    assert!(docs.text().await.unwrap().to_lowercase().contains("swagger"));

    let health = app.client.get(app.url("/healthz")).send().await.unwrap();
    assert_eq!(health.status(), 200);
}

#[tokio::test]
async fn readyz_checks_the_database_takes_writes_and_the_schema_is_current() {
    let app = spawn_app().await;
    let ready = app.client.get(app.url("/readyz")).send().await.unwrap();
    assert_eq!(ready.status(), 200);
    let body: serde_json::Value = ready.json().await.unwrap();
    assert_eq!(body["status"], "ready");
    let embedded = body["schemaVersion"].as_i64().unwrap();

    // A database migrated by a newer binary (or half-restored) is not ready for this one.
    app.db().execute("DELETE FROM refinery_schema_history WHERE version = ?1", [embedded]).unwrap();
    let stale = app.client.get(app.url("/readyz")).send().await.unwrap();
    assert_eq!(stale.status(), 503);
    let body: serde_json::Value = stale.json().await.unwrap();
    assert!(body["reason"].as_str().unwrap().contains("schema version"), "{body}");
    // Liveness is unaffected.
    assert_eq!(app.client.get(app.url("/healthz")).send().await.unwrap().status(), 200);
}

#[tokio::test]
async fn metrics_count_requests_by_route_and_report_the_stores() {
    let app = spawn_app().await;
    assert_eq!(app.submit_survey(&valid_survey()).await.status(), 201);
    for id in ["7", "8"] {
        app.client.get(app.url(&format!("/api/admin/strategies/{id}"))).send().await.unwrap();
    }
    let response = app.client.get(app.url("/metrics")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/openmetrics-text"));
    let text = response.text().await.unwrap();
    assert!(text.contains(r#"plansmith_http_requests_total{route="/api/leads",method="POST",status="201"} 1"#), "{text}");
    // Both ids count under one templated route, never as two label values.
    assert!(text.contains(r#"plansmith_http_requests_total{route="/api/admin/strategies/{id}",method="GET",status="401"} 2"#), "{text}");
    assert!(text.contains(r#"plansmith_http_request_duration_seconds_count{route="/api/leads"} 1"#), "{text}");
    assert!(text.contains("plansmith_leads 1"), "{text}");
    assert!(text.contains(r#"plansmith_outbox_messages{status="held"} 1"#), "{text}");
    assert!(text.contains(r#"plansmith_orders{status="paid"} 0"#), "{text}");
}

#[tokio::test]
async fn metrics_need_the_token_when_one_is_set() {
    let app = spawn_app_with(Options { metrics_token: Some("scrape-me".into()), ..Options::default() }).await;
    let refused = app.client.get(app.url("/metrics")).send().await.unwrap();
    assert_eq!(refused.status(), 403);
    let wrong = app.client.get(app.url("/metrics")).bearer_auth("nope").send().await.unwrap();
    assert_eq!(wrong.status(), 403);
    let allowed = app.client.get(app.url("/metrics")).bearer_auth("scrape-me").send().await.unwrap();
    assert_eq!(allowed.status(), 200);
}

#[tokio::test]
async fn a_client_that_stalls_mid_request_is_disconnected() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_app_with(Options { idle_timeout_secs: Some(1), ..Options::default() }).await;
    let address = app.address.trim_start_matches("http://").to_owned();
    let mut stalled = tokio::net::TcpStream::connect(&address).await.unwrap();
    stalled.write_all(b"POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Le").await.unwrap();
    let started = std::time::Instant::now();
    let mut rest = Vec::new();
    let closed = tokio::time::timeout(std::time::Duration::from_secs(10), stalled.read_to_end(&mut rest)).await;
    assert!(closed.is_ok(), "the stalled connection was still open after 10 s");
    assert!(started.elapsed() >= std::time::Duration::from_millis(900));
    // Everyone else is served meanwhile.
    assert_eq!(app.client.get(app.url("/api/leads/stats")).send().await.unwrap().status(), 200);
}
