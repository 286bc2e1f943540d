use crate::helpers::spawn_app;

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
        "/checkout",
        "/privacy-policy",
    ] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{path}");
        assert_eq!(response.headers()["cache-control"], "no-cache", "{path}");
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
        assert!(
            response.text().await.unwrap().contains("<div id=\"root\">"),
            "{path} serves the app shell"
        );
    }
    for path in ["/nope", "/admin/nope", "/blog/1/comments", "/index.php"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 404, "{path}");
        assert!(
            response.text().await.unwrap().contains("<div id=\"root\">"),
            "{path} serves the app shell"
        );
    }
}

#[tokio::test]
async fn unknown_api_paths_are_json_404s_not_the_app() {
    let app = spawn_app().await;
    for path in ["/api/nope", "/api/leads/nope", "/api"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(response.status(), 404, "{path}");
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("application/json"),
            "{path}"
        );
        let body: serde_json::Value = response.json().await.unwrap();
        assert!(body["message"].is_string());
    }
}

#[tokio::test]
async fn hashed_assets_are_cached_forever_and_served_compressed() {
    let app = spawn_app().await;
    let html = app
        .client
        .get(app.url("/"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let script = html
        .split('"')
        .find(|part| part.starts_with("/assets/") && part.ends_with(".js"))
        .expect("index.html references a hashed script");

    for (encoding, expected) in [
        ("br", Some("br")),
        ("gzip", Some("gzip")),
        ("identity", None),
    ] {
        let response = app
            .client
            .get(app.url(script))
            .header("accept-encoding", encoding)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        assert_eq!(
            response.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        assert_eq!(
            response
                .headers()
                .get("content-encoding")
                .map(|v| v.to_str().unwrap()),
            expected,
            "{encoding}"
        );
        assert!(
            response.headers()["content-type"]
                .to_str()
                .unwrap()
                .contains("javascript")
        );
    }
    let missing = app
        .client
        .get(app.url("/assets/nope-123.js"))
        .send()
        .await
        .unwrap();
    assert_eq!(missing.status(), 404);
}

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = spawn_app().await;
    for path in ["/", "/api/leads/stats", "/nope", "/api/nope", "/healthz"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        let headers = response.headers();
        let csp = headers["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("default-src 'self'") && csp.contains("https://js.stripe.com"),
            "{path}"
        );
        assert!(csp.contains("frame-ancestors 'none'"));
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(
            headers["referrer-policy"],
            "strict-origin-when-cross-origin"
        );
        assert_eq!(headers["x-frame-options"], "DENY");
    }
}

#[tokio::test]
async fn the_api_is_documented_and_probes_answer() {
    let app = spawn_app().await;
    let spec: serde_json::Value = app
        .client
        .get(app.url("/api/openapi.json"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(spec["openapi"].as_str().unwrap().starts_with("3."));
    let create = &spec["paths"]["/leads"]["post"];
    for status in ["201", "400", "413", "429"] {
        assert!(
            create["responses"][status].is_object(),
            "POST /leads documents {status}"
        );
    }
    assert!(spec["paths"]["/leads/stats"]["get"]["responses"]["200"].is_object());

    let docs = app.client.get(app.url("/api/docs")).send().await.unwrap();
    assert_eq!(docs.status(), 200);
    assert!(
        docs.text()
            .await
            .unwrap()
            .to_lowercase()
            .contains("swagger")
    );

    let health = app.client.get(app.url("/healthz")).send().await.unwrap();
    assert_eq!(health.status(), 200);
}
