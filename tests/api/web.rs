use crate::support::{Options, spawn_app, spawn_app_with, valid_survey};

pub(crate) const SITE: &str = "https://plans.example.com";

pub(crate) async fn page(app: &crate::support::TestApp, path: &str) -> (u16, String) {
    let response = app.client.get(app.url(path)).send().await.unwrap();
    let status = response.status().as_u16();
    (status, response.text().await.unwrap())
}

/// The value of `<meta {attr}="{name}" content="…">` or `<link rel="{name}" href="…">`.
pub(crate) fn head_value(html: &str, attr: &str, name: &str) -> Option<String> {
    let key = format!("{attr}=\"{name}\" ");
    let start = html.find(&key)? + key.len();
    let rest = &html[start..];
    let value_start = rest.find('"')? + 1;
    let value_end = value_start + rest[value_start..].find('"')?;
    Some(rest[value_start..value_end].to_owned())
}

fn title(html: &str) -> &str {
    let start = html.find("<title>").unwrap() + "<title>".len();
    &html[start..start + html[start..].find("</title>").unwrap()]
}

#[tokio::test]
async fn every_app_route_returns_the_app_and_other_paths_return_it_with_404() {
    let app = spawn_app().await;
    for path in [
        "/",
        "/blog",
        "/blog/one-page-marketing-plan",
        "/blog/email-list-from-zero",
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
        assert!(
            response.text().await.unwrap().contains("<div id=\"root\">"),
            "{path} serves the app shell"
        );
    }
    // An article that does not exist is a real 404 (the app says "Post Not Found").
    for path in [
        "/nope",
        "/admin/nope",
        "/blog/42",
        "/blog/01",
        "/blog/7",
        "/blog/1/comments",
        "/index.php",
        "/_pages/manifest.json",
        "/_pages/index.html",
    ] {
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
            response.headers()["content-type"].to_str().unwrap().starts_with("application/json"),
            "{path}"
        );
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
    let spec: serde_json::Value =
        app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    let leads = &spec["paths"]["/leads"]["post"]["responses"];
    for status in ["201", "400", "413", "415", "429"] {
        assert!(leads[status].is_object(), "POST /leads documents {status}");
    }
    assert!(spec["paths"]["/admin/strategies/{id}"]["get"]["responses"]["400"].is_object());
    assert_eq!(
        spec["components"]["schemas"]["PublicConfig"]["properties"]["stripePublishableKey"]["nullable"],
        true
    );
}

/// The web UI's API types are generated from `ui/openapi.json` (`cd ui && npm run gen:api`), so
/// that file must be the document the server publishes.
#[tokio::test]
async fn the_ui_is_generated_from_the_published_document() {
    let app = spawn_app().await;
    let served: serde_json::Value =
        app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/openapi.json");
    if std::env::var_os("PLANSMITH_UPDATE_OPENAPI").is_some() {
        std::fs::write(&path, serde_json::to_string_pretty(&served).unwrap() + "\n").unwrap();
    }
    let committed: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert!(
        committed == served,
        "ui/openapi.json is not the document the server publishes: run \
         `PLANSMITH_UPDATE_OPENAPI=1 cargo test the_ui_is_generated_from_the_published_document`, \
         then `cd ui && npm run gen:api`, and commit both"
    );
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
        let response = app
            .client
            .get(app.url(script))
            .header("accept-encoding", encoding)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), 200);
        assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
        assert_eq!(
            response.headers().get("content-encoding").map(|v| v.to_str().unwrap()),
            expected,
            "{encoding}"
        );
        assert!(response.headers()["content-type"].to_str().unwrap().contains("javascript"));
        if expected.is_none() {
            // Embedded only compressed: a client that takes neither coding gets it unzipped.
            let body = response.text().await.unwrap();
            assert!(body.len() > 1000 && body.contains("function"), "plain JavaScript: {body:.80}");
        }
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
        assert!(
            csp.contains("default-src 'self'") && csp.contains("https://js.stripe.com"),
            "{path}"
        );
        assert!(csp.contains("frame-ancestors 'none'"));
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["referrer-policy"], "strict-origin-when-cross-origin");
        assert_eq!(headers["x-frame-options"], "DENY");
    }
}

#[tokio::test]
async fn the_api_is_documented_and_probes_answer() {
    let app = spawn_app().await;
    let spec: serde_json::Value =
        app.client.get(app.url("/api/openapi.json")).send().await.unwrap().json().await.unwrap();
    assert!(spec["openapi"].as_str().unwrap().starts_with("3."));
    let create = &spec["paths"]["/leads"]["post"];
    for status in ["201", "400", "413", "429"] {
        assert!(create["responses"][status].is_object(), "POST /leads documents {status}");
    }
    assert!(spec["paths"]["/leads/stats"]["get"]["responses"]["200"].is_object());

    let docs = app.client.get(app.url("/api/docs")).send().await.unwrap();
    assert_eq!(docs.status(), 200);
    let csp = docs.headers()["content-security-policy"].to_str().unwrap().to_owned();
    assert!(csp.contains("script-src 'self';"), "no inline scripts on the docs page: {csp}");
    let docs = docs.text().await.unwrap();
    // Swagger UI and the script that starts it come from the embedded assets, cached for good,
    // and read the published document.
    let assets: Vec<&str> =
        docs.split(['"', '\'']).filter(|piece| piece.starts_with("/assets/")).collect();
    assert_eq!(assets.len(), 3, "a stylesheet and two scripts: {docs}");
    let mut scripts = String::new();
    for asset in assets {
        let response = app.client.get(app.url(asset)).send().await.unwrap();
        assert_eq!(response.status(), 200, "{asset}");
        assert_eq!(response.headers()["cache-control"], "public, max-age=31536000, immutable");
        scripts.push_str(&response.text().await.unwrap());
    }
    assert!(scripts.contains("SwaggerUIBundle") && scripts.contains("url: '/api/openapi.json'"));

    let health = app.client.get(app.url("/healthz")).send().await.unwrap();
    assert_eq!(health.status(), 200);
}

#[tokio::test]
async fn robots_txt_keeps_crawlers_out_of_the_admin_and_api_and_points_at_the_sitemap() {
    let app = spawn_app_with(Options { site_url: Some(SITE.into()), ..Options::default() }).await;
    let response = app.client.get(app.url("/robots.txt")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("text/plain"));
    let body = response.text().await.unwrap();
    let lines: Vec<&str> = body.lines().collect();
    for line in [
        "User-agent: *",
        "Disallow: /admin",
        "Disallow: /api",
        "Sitemap: https://plans.example.com/sitemap.xml",
    ] {
        assert!(lines.contains(&line), "robots.txt has {line:?}:\n{body}");
    }
}

#[tokio::test]
async fn the_sitemap_lists_the_public_pages_and_every_blog_post_with_absolute_urls() {
    let app = spawn_app_with(Options { site_url: Some(SITE.into()), ..Options::default() }).await;
    let response = app.client.get(app.url("/sitemap.xml")).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("application/xml"));
    let xml = response.text().await.unwrap();
    assert!(
        xml.starts_with("<?xml")
            && xml.contains("<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">")
    );
    let locs: Vec<&str> =
        xml.split("<loc>").skip(1).map(|part| &part[..part.find("</loc>").unwrap()]).collect();
    let mut expected = vec![
        format!("{SITE}/"),
        format!("{SITE}/blog"),
        format!("{SITE}/privacy-policy"),
        format!("{SITE}/terms"),
    ];
    expected.extend(
        [
            "one-page-marketing-plan",
            "first-100-customers",
            "local-seo-weekend",
            "social-media-routine",
            "customer-questions-content",
            "email-list-from-zero",
        ]
        .map(|slug| format!("{SITE}/blog/{slug}")),
    );
    for url in &expected {
        assert!(locs.contains(&url.as_str()), "sitemap lists {url}: {locs:?}");
    }
    assert_eq!(locs.len(), expected.len(), "nothing else (no admin, checkout): {locs:?}");
    // Every listed post really is served.
    for loc in locs {
        let (status, _) = page(&app, loc.strip_prefix(SITE).unwrap()).await;
        assert_eq!(status, 200, "{loc}");
    }
    assert!(xml.contains("<lastmod>2026-11-17</lastmod>"), "posts carry their date");
    assert!(!xml.contains("feed.xml"), "the sitemap lists pages, not the feed");
}

#[tokio::test]
async fn public_pages_arrive_with_their_content_and_their_own_head() {
    let app = spawn_app_with(Options { site_url: Some(SITE.into()), ..Options::default() }).await;
    let mut titles = std::collections::HashSet::new();
    for (path, text) in [
        ("/", "How It Works"),
        ("/blog", "Featured Article"),
        ("/blog/one-page-marketing-plan", "The One-Page Marketing Plan"),
        ("/blog/local-seo-weekend", "Local SEO in a Weekend"),
        ("/privacy-policy", "Information We Collect"),
    ] {
        let (status, html) = page(&app, path).await;
        assert_eq!(status, 200, "{path}");
        assert!(html.contains(text), "{path} has {text:?} in its first HTML");
        assert!(html.contains("<main"), "{path} is prerendered");
        assert!(!html.contains("__PLANSMITH_SITE_URL__"), "{path}: every placeholder is filled in");
        let url = if path == "/" { format!("{SITE}/") } else { format!("{SITE}{path}") };
        assert_eq!(head_value(&html, "rel", "canonical").as_deref(), Some(url.as_str()), "{path}");
        assert_eq!(
            head_value(&html, "property", "og:url").as_deref(),
            Some(url.as_str()),
            "{path}"
        );
        // A post's preview is its own picture (here the drawn cover), other pages the site's.
        let image = match path.strip_prefix("/blog/") {
            Some(slug) => format!("{SITE}/content/covers/{slug}.png?v="),
            None => format!("{SITE}/og-image.png"),
        };
        let og_image = head_value(&html, "property", "og:image").unwrap_or_default();
        assert!(og_image.starts_with(&image), "{path}: {og_image}");
        assert_eq!(head_value(&html, "name", "twitter:image"), Some(og_image), "{path}");
        assert!(head_value(&html, "name", "twitter:card").is_some(), "{path}");
        let description = head_value(&html, "name", "description").unwrap_or_default();
        assert!(description.len() > 50, "{path} has a description");
        assert_eq!(
            head_value(&html, "property", "og:description").as_deref(),
            Some(description.as_str())
        );
        assert!(
            titles.insert(title(&html).to_owned()),
            "{path} has a title of its own: {}",
            title(&html)
        );
    }
    assert!(
        title(&page(&app, "/blog/one-page-marketing-plan").await.1)
            .starts_with("The One-Page Marketing Plan")
    );

    // The image link previews show is a real local file.
    let image = app.client.get(app.url("/og-image.png")).send().await.unwrap();
    assert_eq!(image.status(), 200);
    assert_eq!(image.headers()["content-type"], "image/png");
}

#[tokio::test]
async fn app_only_pages_get_the_empty_shell_with_their_title_and_stay_out_of_search() {
    let app = spawn_app().await;
    for (path, expected_status, expected_title) in [
        ("/admin", 200, "Survey Submissions — Plansmith"),
        ("/admin/login", 200, "Admin sign-in — Plansmith"),
        ("/checkout", 200, "Checkout — Plansmith"),
        ("/blog/42", 404, "Page not found — Plansmith"),
        ("/nope", 404, "Page not found — Plansmith"),
    ] {
        let (status, html) = page(&app, path).await;
        assert_eq!(status, expected_status, "{path}");
        assert_eq!(title(&html), expected_title, "{path}");
        assert!(html.contains("<div id=\"root\"></div>"), "{path} is the plain shell");
        assert_eq!(head_value(&html, "name", "robots").as_deref(), Some("noindex"), "{path}");
    }
}

#[tokio::test]
async fn a_filtered_blog_list_is_the_prerendered_list_for_the_browser_to_filter() {
    let app = spawn_app().await;
    for query in ["", "?category=seo", "?newsletter=confirmed", "?utm_source=x&category=seo"] {
        let (status, html) = page(&app, &format!("/blog{query}")).await;
        assert_eq!(status, 200);
        assert!(html.contains("Featured Article"), "{query}: every article is in the HTML");
        assert!(title(&html).starts_with("The Plansmith Blog"));
    }
}

#[tokio::test]
async fn no_third_party_analytics_unless_configured() {
    let app = spawn_app().await;
    let response = app.client.get(app.url("/")).send().await.unwrap();
    let csp = response.headers()["content-security-policy"].to_str().unwrap().to_owned();
    let html = response.text().await.unwrap();
    assert_eq!(html.matches("<script").count(), 1, "only the page's own module script");
    assert!(csp.contains("script-src 'self' https://js.stripe.com;"), "{csp}");
}

#[tokio::test]
async fn a_configured_analytics_script_is_added_to_public_pages_and_allowed_by_the_csp() {
    let app = spawn_app_with(Options {
        analytics: Some((
            "https://stats.example.org/js/script.js".into(),
            Some("plans.example.com".into()),
        )),
        ..Options::default()
    })
    .await;
    let tag = r#"<script defer src="https://stats.example.org/js/script.js" data-domain="plans.example.com" data-website-id="plans.example.com"></script>"#;
    for path in ["/", "/blog", "/blog/first-100-customers", "/privacy-policy", "/checkout", "/nope"]
    {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        let csp = response.headers()["content-security-policy"].to_str().unwrap().to_owned();
        assert!(csp.contains("script-src 'self' https://stats.example.org "), "{path}: {csp}");
        assert!(csp.contains("connect-src 'self' https://stats.example.org "), "{path}: {csp}");
        let html = response.text().await.unwrap();
        assert_eq!(html.matches(tag).count(), 1, "{path} loads the script once");
        assert!(html.find(tag).unwrap() < html.find("</head>").unwrap(), "{path}: in the head");
    }
    // The admin's own pages are not counted, and their CSP is never widened for the script.
    for path in ["/admin", "/admin/login", "/admin/strategies", "/api/admin/leads"] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        let csp = response.headers()["content-security-policy"].to_str().unwrap().to_owned();
        assert!(!csp.contains("stats.example.org"), "{path}: {csp}");
        let html = response.text().await.unwrap();
        assert!(!html.contains("stats.example.org"), "{path}");
    }
    // Other origins stay out.
    let response = app.client.get(app.url("/")).send().await.unwrap();
    let csp = response.headers()["content-security-policy"].to_str().unwrap();
    assert_eq!(
        csp.matches("https://stats.example.org").count(),
        2,
        "only script-src and connect-src: {csp}"
    );
}

#[tokio::test]
async fn an_analytics_script_without_a_site_id_gets_no_id_attributes() {
    let app = spawn_app_with(Options {
        analytics: Some(("https://cdn.example.net/a.js?site=42&x=1".into(), None)),
        ..Options::default()
    })
    .await;
    let (_, html) = page(&app, "/").await;
    assert!(
        html.contains(
            r#"<script defer src="https://cdn.example.net/a.js?site=42&amp;x=1"></script>"#
        ),
        "escaped once, no id"
    );
}

#[tokio::test]
async fn pages_are_sent_gzipped_to_clients_that_take_it() {
    use std::io::Read;
    let app = spawn_app_with(Options { site_url: Some(SITE.into()), ..Options::default() }).await;
    let (_, plain) = page(&app, "/blog/first-100-customers").await;
    let response = app
        .client
        .get(app.url("/blog/first-100-customers"))
        .header("accept-encoding", "gzip, deflate, br")
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-encoding"], "gzip");
    assert_eq!(response.headers()["cache-control"], "no-cache");
    let bytes = response.bytes().await.unwrap();
    assert!(bytes.len() * 3 < plain.len(), "compressed: {} of {} bytes", bytes.len(), plain.len());
    let mut html = String::new();
    flate2::read::GzDecoder::new(&bytes[..]).read_to_string(&mut html).unwrap();
    assert_eq!(html, plain);
    let refused = app
        .client
        .get(app.url("/blog/first-100-customers"))
        .header("accept-encoding", "gzip;q=0")
        .send()
        .await
        .unwrap();
    assert!(refused.headers().get("content-encoding").is_none());
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
    // Answers are reused for up to a second: poll until the probe looks again.
    let started = std::time::Instant::now();
    let stale = loop {
        let response = app.client.get(app.url("/readyz")).send().await.unwrap();
        if response.status() != 200 {
            break response;
        }
        assert!(started.elapsed() < crate::support::HANG_TIMEOUT, "the probe never looked again");
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    };
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
    assert!(
        response.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("application/openmetrics-text")
    );
    let text = response.text().await.unwrap();
    assert!(
        text.contains(
            r#"plansmith_http_requests_total{route="/api/leads",method="POST",status="201"} 1"#
        ),
        "{text}"
    );
    // Both ids count under one templated route, never as two label values.
    assert!(text.contains(r#"plansmith_http_requests_total{route="/api/admin/strategies/{id}",method="GET",status="401"} 2"#), "{text}");
    assert!(
        text.contains(r#"plansmith_http_request_duration_seconds_count{route="/api/leads"} 1"#),
        "{text}"
    );
    assert!(text.contains("plansmith_leads 1"), "{text}");
    assert!(text.contains(r#"plansmith_outbox_messages{status="held"} 1"#), "{text}");
    assert!(text.contains(r#"plansmith_orders{status="paid"} 0"#), "{text}");
}

#[tokio::test]
async fn metrics_need_the_token_when_one_is_set() {
    let app =
        spawn_app_with(Options { metrics_token: Some("scrape-me".into()), ..Options::default() })
            .await;
    let refused = app.client.get(app.url("/metrics")).send().await.unwrap();
    assert_eq!(refused.status(), 403);
    let wrong = app.client.get(app.url("/metrics")).bearer_auth("nope").send().await.unwrap();
    assert_eq!(wrong.status(), 403);
    let allowed =
        app.client.get(app.url("/metrics")).bearer_auth("scrape-me").send().await.unwrap();
    assert_eq!(allowed.status(), 200);
}

#[tokio::test]
async fn a_client_that_stalls_mid_request_is_disconnected() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_app_with(Options { idle_timeout_secs: Some(1), ..Options::default() }).await;
    let address = app.address.trim_start_matches("http://").to_owned();
    // Taken before connecting: the server's 1 s count starts with the last byte it reads, which
    // is always later, however long this task is kept waiting between the steps below.
    let started = std::time::Instant::now();
    let mut stalled = tokio::net::TcpStream::connect(&address).await.unwrap();
    stalled.write_all(b"POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Le").await.unwrap();
    let mut rest = Vec::new();
    let closed =
        tokio::time::timeout(crate::support::HANG_TIMEOUT, stalled.read_to_end(&mut rest)).await;
    assert!(
        closed.is_ok(),
        "the stalled connection was still open after {:?}",
        crate::support::HANG_TIMEOUT
    );
    assert!(started.elapsed() >= std::time::Duration::from_millis(900));
    // Everyone else is served meanwhile.
    assert_eq!(app.client.get(app.url("/api/leads/stats")).send().await.unwrap().status(), 200);
}

/// A client that keeps sending its headers a byte at a time never finishes a request: the
/// whole head must arrive within the timeout, not merely something every so often.
#[tokio::test]
async fn a_client_that_trickles_its_headers_is_disconnected() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_app_with(Options { idle_timeout_secs: Some(1), ..Options::default() }).await;
    let address = app.address.trim_start_matches("http://").to_owned();
    let mut slow = tokio::net::TcpStream::connect(&address).await.unwrap();
    let head = b"GET /api/leads/stats HTTP/1.1\r\nHost: x\r\nX-Padding: "
        .iter()
        .chain(std::iter::repeat(&b'a'));
    let started = std::time::Instant::now();
    let mut closed = false;
    for byte in head {
        // A byte every 100 ms, far more often than the 1 s timeout.
        if slow.write_all(&[*byte]).await.is_err() {
            closed = true;
            break;
        }
        let mut buf = [0u8; 64];
        match tokio::time::timeout(std::time::Duration::from_millis(100), slow.read(&mut buf)).await
        {
            Ok(Ok(0) | Err(_)) => {
                closed = true;
                break;
            }
            Ok(Ok(_)) => panic!("the server answered a request it never fully received"),
            Err(_) => {}
        }
        if started.elapsed() > crate::support::HANG_TIMEOUT {
            break;
        }
    }
    assert!(closed, "the trickling client was still connected after {:?}", started.elapsed());
    assert_eq!(app.client.get(app.url("/api/leads/stats")).send().await.unwrap().status(), 200);
}

/// Past `max_connections`, a new connection waits until an open one closes.
#[tokio::test]
async fn connections_beyond_the_cap_wait_for_a_free_one() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let app = spawn_app_with(Options { max_connections: Some(2), ..Options::default() }).await;
    let address = app.address.trim_start_matches("http://").to_owned();
    let held = [
        tokio::net::TcpStream::connect(&address).await.unwrap(),
        tokio::net::TcpStream::connect(&address).await.unwrap(),
    ];
    let mut third = tokio::net::TcpStream::connect(&address).await.unwrap();
    third
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .unwrap();
    let mut answer = Vec::new();
    let early =
        tokio::time::timeout(std::time::Duration::from_millis(500), third.read_to_end(&mut answer))
            .await;
    assert!(
        early.is_err() && answer.is_empty(),
        "a third connection was served while two were open"
    );
    drop(held);
    tokio::time::timeout(crate::support::HANG_TIMEOUT, third.read_to_end(&mut answer))
        .await
        .unwrap()
        .unwrap();
    assert!(
        String::from_utf8_lossy(&answer).starts_with("HTTP/1.1 200"),
        "{}",
        String::from_utf8_lossy(&answer)
    );
}

#[tokio::test]
async fn hsts_is_sent_when_the_site_is_served_over_https() {
    let plain = spawn_app().await;
    let response = plain.client.get(plain.url("/")).send().await.unwrap();
    assert!(
        !response.headers().contains_key("strict-transport-security"),
        "an http:// site must stay reachable"
    );
    let https = spawn_app_with(Options {
        site_url: Some("https://plans.example.com".into()),
        ..Options::default()
    })
    .await;
    for path in ["/", "/api/leads/stats", "/admin"] {
        let response = https.client.get(https.url(path)).send().await.unwrap();
        assert_eq!(
            response.headers()["strict-transport-security"],
            "max-age=31536000; includeSubDomains",
            "{path}"
        );
    }
}

/// The probe writes to the database, so the public must not be able to make it write on every
/// request: answers are reused for a second.
#[tokio::test]
async fn readyz_writes_at_most_once_a_second_however_often_it_is_asked() {
    let app = spawn_app().await;
    let started = std::time::Instant::now();
    let mut written = std::collections::HashSet::new();
    for _ in 0..40 {
        assert_eq!(app.client.get(app.url("/readyz")).send().await.unwrap().status(), 200);
        let at: String = app
            .db()
            .query_row("SELECT value FROM settings WHERE key = 'readyz'", [], |r| r.get(0))
            .unwrap();
        written.insert(at);
    }
    let most = started.elapsed().as_secs() as usize + 1;
    assert!(written.len() <= most, "{} writes in {:?}", written.len(), started.elapsed());
}

#[tokio::test]
async fn an_operators_posts_are_served_listed_and_the_old_addresses_redirect() {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    std::fs::create_dir_all(content.join("posts")).unwrap();
    std::fs::write(content.join("site.toml"), "brand_name = \"Northwind Plans\"\n").unwrap();
    std::fs::write(content.join("autumn.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        .unwrap();
    std::fs::write(
        content.join("posts/autumn-offers.md"),
        "---\ntitle: Autumn offers that fill quiet weeks\nexcerpt: Three offers for quiet weeks.\ncategory: Seasonal\n\
         date: 2026-11-20\nread_time: 5 min read\nimage: autumn.svg\n---\nThe article in **Markdown** <script>alert(1)</script>\n",
    )
    .unwrap();
    let app = spawn_app_with(Options { content_dir: Some(content), ..Options::default() }).await;

    let (status, html) = page(&app, "/blog/autumn-offers").await;
    assert_eq!(status, 200);
    assert_eq!(title(&html), "Autumn offers that fill quiet weeks — The Northwind Plans Blog");
    assert!(
        html.contains("<strong>Markdown</strong>") && !html.contains("alert(1)"),
        "the body is rendered and sanitised"
    );
    assert!(html.contains("<meta property=\"article:published_time\" content=\"2026-11-20\" />"));
    let main = &html[html.find("<main").unwrap()..];
    assert!(
        main.contains("Three offers for quiet weeks."),
        "a given excerpt shows under the title"
    );
    assert!(!html.contains("__PLANSMITH_"), "every placeholder is filled");
    let cover = html
        .split("src=\"/content/autumn.svg?v=")
        .nth(1)
        .expect("the cover is served from the folder");
    let cover = format!("/content/autumn.svg?v={}", &cover[..cover.find('"').unwrap()]);
    let response = app.client.get(app.url(&cover)).send().await.unwrap();
    assert_eq!(response.status(), 200);
    assert!(response.headers()["content-type"].to_str().unwrap().starts_with("image/svg+xml"));
    // Link previews cannot show SVG: the post's preview is its cover drawn in the brand colour.
    let preview = head_value(&html, "property", "og:image").unwrap();
    assert!(preview.contains("/content/covers/autumn-offers.png?v="), "{preview}");

    // The newest post comes first in the list, with a chip for its category; the examples stay.
    let (_, list) = page(&app, "/blog").await;
    assert!(list.contains("data-category=\"seasonal\""));
    assert!(list.find("Autumn offers").unwrap() < list.find("Your First 100 Customers").unwrap());
    assert!(list.contains("Showing all 7 articles"));
    let sitemap =
        app.client.get(app.url("/sitemap.xml")).send().await.unwrap().text().await.unwrap();
    assert!(
        sitemap.contains("/blog/autumn-offers</loc><lastmod>2026-11-20</lastmod>"),
        "{sitemap}"
    );

    let no_redirects =
        reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    let moved = no_redirects.get(app.url("/blog/3")).send().await.unwrap();
    assert_eq!(moved.status(), 301);
    assert_eq!(moved.headers()["location"], "/blog/local-seo-weekend");
}

#[tokio::test]
async fn a_placeholder_in_a_post_is_shown_as_written_never_filled_in() {
    let dir = tempfile::tempdir().unwrap();
    let content = dir.path().join("content");
    std::fs::create_dir_all(content.join("posts")).unwrap();
    std::fs::write(content.join("cover.svg"), "<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
        .unwrap();
    std::fs::write(
        content.join("posts/slots.md"),
        "---\ntitle: Slots __PLANSMITH_SITE_JSON__\nexcerpt: __PLANSMITH_POST_BODY__\ncategory: Notes\n\
         date: 2026-10-01\nread_time: 1 min read\nimage: cover.svg\n---\n\
         Quote\" onmouseover=\"alert(1) and `__PLANSMITH_SLOT_RELATED__` in code.\n",
    )
    .unwrap();
    let app = spawn_app_with(Options { content_dir: Some(content), ..Options::default() }).await;
    let (status, html) = page(&app, "/blog/slots").await;
    assert_eq!(status, 200);
    // The excerpt (in `content="…"` attributes) holds the body's token: it must stay text.
    assert!(!html.contains("onmouseover=\"alert(1)"), "the body broke out of an attribute");
    assert!(html.contains("&#95;_PLANSMITH_POST_BODY__"), "the excerpt reads as written");
    assert!(html.contains("&#95;_PLANSMITH_SLOT_RELATED__"), "the code keeps its text");
    assert!(!html.contains("Slots {"), "the title's token is not the site's JSON");
    let (_, list) = page(&app, "/blog").await;
    assert!(!list.contains("onmouseover=\"alert(1)"));
}

#[tokio::test]
async fn the_landing_pages_claims_are_the_operators_and_each_can_be_turned_off() {
    // The defaults claim nothing an operator could not back.
    let app = spawn_app().await;
    let (_, html) = page(&app, "/").await;
    assert!(!html.contains("1,000+") && !html.contains("A note from the builder"));
    assert!(html.contains("An example plan") && html.contains("Bloom &amp; Crumb Bakery"));
    assert!(html.contains("Why a person reads every plan"));

    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("site.toml"),
        "brand_name = \"Northwind Plans\"\n\n[landing]\ntrust = \"Trusted by 40 bakeries in Bristol\"\n\n\
         [landing.note]\nheading = \"A note from Ana\"\nbody = \"I read every plan myself.\"\nsignature = \"Ana, founder\"\n\n\
         [landing.example]\nbusiness = \"Sunny Side Café\"\nsubtitle = \"Café · Bristol\"\n\
         details = [\"Posts for Instagram\", \"Week 1: the Google profile\", \"“brunch bristol”\"]\n",
    )
    .unwrap();
    let app =
        spawn_app_with(Options { content_dir: Some(dir.path().to_owned()), ..Options::default() })
            .await;
    let (_, html) = page(&app, "/").await;
    for claim in [
        "Trusted by 40 bakeries in Bristol",
        "A note from Ana",
        "I read every plan myself.",
        "— Ana, founder",
        "Sunny Side Café",
        "Week 1: the Google profile",
    ] {
        assert!(html.contains(claim), "{claim}");
    }
    assert!(!html.contains("Bloom &amp; Crumb") && !html.contains("__PLANSMITH_"));

    let off = tempfile::tempdir().unwrap();
    std::fs::write(
        off.path().join("site.toml"),
        "[landing]\ntrust = \"\"\n\n[landing.note]\nbody = \"\"\n\n[landing.example]\nbusiness = \"\"\n",
    )
    .unwrap();
    let app =
        spawn_app_with(Options { content_dir: Some(off.path().to_owned()), ..Options::default() })
            .await;
    let (status, html) = page(&app, "/").await;
    assert_eq!(status, 200);
    for gone in [
        "An example plan",
        "Bloom &amp; Crumb",
        "Why a person reads every plan",
        "Reviewed by a strategist</span>",
    ] {
        assert!(!html.contains(gone), "{gone} was turned off");
    }
    assert!(!html.contains("__PLANSMITH_"));
    let site = head_value(&html, "name", "plansmith-site").unwrap_or_default();
    assert!(
        site.contains("&quot;note&quot;:null") && site.contains("&quot;example&quot;:null"),
        "{site}"
    );
}
