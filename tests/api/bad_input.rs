//! The rest of the bad-input catalogue: huge headers, path traversal on asset routes, and
//! injection strings that must be stored and shown exactly as typed.

use serde_json::{Value, json};

use crate::support::{spawn_app, survey_with};

#[tokio::test]
async fn huge_headers_are_refused_and_the_server_carries_on() {
    let app = spawn_app().await;
    let huge = "x".repeat(512 * 1024);
    let refused = app.client.get(app.url("/api/leads/stats")).header("x-filler", huge).send().await;
    // hyper refuses the head (431) or closes the connection; either way nothing is served.
    if let Ok(response) = refused {
        assert!(response.status().is_client_error(), "{}", response.status());
    }
    assert_eq!(app.client.get(app.url("/api/leads/stats")).send().await.unwrap().status(), 200);
}

#[tokio::test]
async fn path_traversal_never_reaches_outside_the_embedded_assets() {
    let app = spawn_app().await;
    for path in [
        "/assets/../../../../etc/passwd",
        "/assets/..%2f..%2f..%2fetc%2fpasswd",
        "/assets/%2e%2e/%2e%2e/Cargo.toml",
        "/..%2fCargo.toml",
        "/assets/....//....//etc/passwd",
    ] {
        let response = app.client.get(app.url(path)).send().await.unwrap();
        let status = response.status();
        let body = response.text().await.unwrap();
        assert!(
            !body.contains("root:x:0:0") && !body.contains("[package]"),
            "{path} leaked a file"
        );
        assert!(status == 404 || status == 400, "{path}: {status}");
    }
}

#[tokio::test]
async fn injection_strings_are_stored_and_returned_exactly_as_typed() {
    let app = spawn_app().await;
    let name = "Robert'); DROP TABLE leads;-- <script>alert(1)</script>";
    let offering = "\" OR 1=1 -- {{7*7}} ${7*7} <img src=x onerror=alert(1)>";
    let response = app
        .submit_survey(&survey_with(json!({ "businessName": name, "businessOffering": offering, "email": "bobby@example.com" })))
        .await;
    assert_eq!(response.status(), 201);
    let token = app.admin_token().await;
    let leads: Value = app.admin_get(&token, "/api/admin/leads").await.json().await.unwrap();
    assert_eq!(leads[0]["businessName"], name);
    assert_eq!(leads[0]["businessOffering"], offering);
    // The table is still there, and searching with SQL metacharacters is just a search.
    let search = app.admin_get(&token, "/api/admin/leads?search=%25'%20OR%20'1'='1").await;
    assert_eq!(search.status(), 200);
    assert_eq!(search.headers()["x-total-count"], "0");
    assert_eq!(app.lead_count(), 1);
}

#[tokio::test]
async fn invisible_formatting_characters_are_refused_with_the_character_named() {
    let app = spawn_app().await;
    for (field, value, code) in [
        ("businessName", "Shop \u{202e}gnp.exe\u{202c} ok", "U+202E"),
        ("businessName", "Shop\u{200b}Name", "U+200B"),
        ("specificLocation", "Leeds\u{2028}Bcc: x", "U+2028"),
        ("businessOffering", "Cakes \u{2066}and\u{2069} more", "U+2066"),
    ] {
        let response = app.submit_survey(&survey_with(json!({ field: value }))).await;
        assert_eq!(response.status(), 400, "{field}: {value:?}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["field"], field, "{body}");
        assert!(body["message"].as_str().unwrap().contains(code), "{body}");
    }
    assert_eq!(app.lead_count(), 0, "nothing is stored");
    // Emoji and scripts written with the zero-width joiner and non-joiner stay welcome.
    let chef = "Chef \u{1f469}\u{200d}\u{1f373} Kitchen, \u{6a9}\u{62a}\u{627}\u{628}\u{200c}\u{647}\u{627}";
    let response = app.submit_survey(&survey_with(json!({ "businessName": chef }))).await;
    assert_eq!(response.status(), 201);
}
