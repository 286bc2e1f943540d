use serde_json::{Value, json};

use crate::support::{Options, spawn_app, spawn_app_with, survey_with, valid_survey};

#[tokio::test]
async fn a_valid_survey_is_stored_with_every_field_and_counted() {
    let app = spawn_app().await;
    let response = app.submit_survey(&valid_survey()).await;
    assert_eq!(response.status(), 201);
    let body: Value = response.json().await.unwrap();
    let id = body["id"].as_i64().expect("id");

    let row = app
        .db()
        .query_row(
            "SELECT business_name, business_type, sell_location, specific_location, business_offering,
                    business_stage, website, ideal_customer, problem_solved, primary_goal, time_available,
                    marketing_budget, brand_tone, marketing_support, platforms, marketing_challenges,
                    other_challenge, current_marketing, email, plan_generated, created_at
             FROM leads WHERE id = ?1",
            [id],
            |r| {
                Ok((0..21)
                    .map(|i| match r.get_ref(i).unwrap() {
                        rusqlite::types::ValueRef::Text(t) => String::from_utf8_lossy(t).into_owned(),
                        rusqlite::types::ValueRef::Integer(n) => n.to_string(),
                        other => format!("{other:?}"),
                    })
                    .collect::<Vec<_>>())
            },
        )
        .unwrap();
    let expected = [
        "Bloom Bakery",
        "food-beverage",
        "locally",
        "Austin, TX",
        "Sourdough bread and seasonal pastries",
        "launched",
        "bloombakery.com",
        "Busy parents within 5 miles who care about real ingredients",
        "Fresh bread without supermarket additives",
        "get-first-customers",
        "3-5-hours",
        "50-200",
        "friendly",
        "some-help",
        r#"["instagram","facebook"]"#,
        r#"["not-enough-time","other"]"#,
        "Seasonal demand swings",
        r#"["social-media","networking"]"#,
        "owner@bloombakery.com",
        "0",
    ];
    assert_eq!(&row[..20], &expected);
    let created = row[20].parse::<jiff::Timestamp>().expect("created_at is RFC 3339");
    assert!((jiff::Timestamp::now() - created).get_seconds().abs() < 60);
    assert!(row[20].ends_with('Z'), "stored in UTC: {}", row[20]);

    let stats = app.stats().await;
    assert_eq!(stats, json!({ "totalPlans": 1, "generatedToday": 1 }));
}

/// Each case: a change to a valid survey, and the field the 400 must name.
fn bad_inputs() -> Vec<(&'static str, Value, &'static str)> {
    let long = "x".repeat(2001);
    vec![
        ("missing business name", json!({ "businessName": null }), "businessName"),
        ("blank business name", json!({ "businessName": "   " }), "businessName"),
        ("unknown business type", json!({ "businessType": "bakery" }), "businessType"),
        ("unknown sell location", json!({ "sellLocation": "mars" }), "sellLocation"),
        ("location without locally", json!({ "sellLocation": "nationally" }), "specificLocation"),
        ("unknown stage", json!({ "businessStage": "launched (0-6 months)" }), "businessStage"),
        ("unknown goal", json!({ "primaryGoal": "world-domination" }), "primaryGoal"),
        ("unknown time", json!({ "timeAvailable": "2-hours" }), "timeAvailable"),
        ("unknown budget", json!({ "marketingBudget": "1000" }), "marketingBudget"),
        ("unknown tone", json!({ "brandTone": "angry" }), "brandTone"),
        ("unknown support", json!({ "marketingSupport": "none" }), "marketingSupport"),
        ("unknown platform", json!({ "platforms": ["myspace"] }), "platforms"),
        ("no platform", json!({ "platforms": [] }), "platforms"),
        ("unknown challenge", json!({ "marketingChallenges": ["boredom"] }), "marketingChallenges"),
        (
            "three challenges",
            json!({ "marketingChallenges": ["not-enough-time", "budget-too-small", "traffic-no-sales"] }),
            "marketingChallenges",
        ),
        ("other without text", json!({ "otherChallenge": "" }), "otherChallenge"),
        (
            "unknown current marketing",
            json!({ "currentMarketing": ["billboards"] }),
            "currentMarketing",
        ),
        ("bad email", json!({ "email": "not-an-email" }), "email"),
        ("email without domain dot", json!({ "email": "me@localhost" }), "email"),
        ("missing email", json!({ "email": null }), "email"),
        ("over-long offering", json!({ "businessOffering": long.clone() }), "businessOffering"),
        ("over-long name", json!({ "businessName": "n".repeat(121) }), "businessName"),
        (
            "line break in name",
            json!({ "businessName": "Bloom\r\nBcc: victim@example.com" }),
            "businessName",
        ),
        ("number for a text", json!({ "businessName": 42 }), "businessName"),
        ("string for a list", json!({ "platforms": "instagram" }), "platforms"),
        ("object for an enum", json!({ "brandTone": { "x": 1 } }), "brandTone"),
        ("null inside a list", json!({ "currentMarketing": [null] }), "currentMarketing"),
    ]
}

#[tokio::test]
async fn each_kind_of_bad_input_is_refused_naming_the_field_and_nothing_is_stored() {
    let app = spawn_app().await;
    for (case, changes, field) in bad_inputs() {
        let response = app.submit_survey(&survey_with(changes)).await;
        assert_eq!(response.status(), 400, "{case}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["field"], field, "{case}: {body}");
        let message = body["message"].as_str().unwrap_or_default();
        assert!(message.len() > 10, "{case}: message should explain the problem: {body}");
    }
    assert_eq!(app.lead_count(), 0);
}

#[tokio::test]
async fn malformed_bodies_get_a_json_error_and_nothing_is_stored() {
    let app = spawn_app().await;
    let post = |body: Vec<u8>, content_type: &'static str| {
        app.client
            .post(app.url("/api/leads"))
            .header("content-type", content_type)
            .body(body)
            .send()
    };
    let cases: Vec<(&str, Vec<u8>, &str, u16)> = vec![
        ("not json", b"{not json".to_vec(), "application/json", 400),
        ("an array", b"[1,2]".to_vec(), "application/json", 400),
        ("empty body", Vec::new(), "application/json", 400),
        ("invalid utf-8", b"{\"businessName\": \"\xff\xfe\"}".to_vec(), "application/json", 400),
        (
            "deep nesting",
            format!("{}{}", "[".repeat(5000), "]".repeat(5000)).into_bytes(),
            "application/json",
            400,
        ),
        ("form content type", b"businessName=x".to_vec(), "application/x-www-form-urlencoded", 415),
    ];
    for (case, body, content_type, status) in cases {
        let response = post(body, content_type).await.unwrap();
        assert_eq!(response.status(), status, "{case}");
        let body: Value =
            response.json().await.unwrap_or_else(|e| panic!("{case}: JSON error body: {e}"));
        assert!(body["message"].is_string(), "{case}: {body}");
    }
    assert_eq!(app.lead_count(), 0);
}

#[tokio::test]
async fn bodies_over_64_kib_are_refused_with_413_whether_or_not_the_length_is_declared() {
    let app = spawn_app().await;
    let huge = survey_with(json!({ "idealCustomer": "y".repeat(70 * 1024) }));
    let response = app.submit_survey(&huge).await;
    assert_eq!(response.status(), 413);
    let body: Value = response.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("64 KiB"));

    // Chunked: no Content-Length to check up front.
    let bytes = serde_json::to_vec(&huge).unwrap();
    let stream = futures_stream(bytes);
    let response = app
        .client
        .post(app.url("/api/leads"))
        .header("content-type", "application/json")
        .body(reqwest::Body::wrap_stream(stream))
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 413);
    assert_eq!(app.lead_count(), 0);

    // An operation without a body (nor a documented 413) ignores one it was sent.
    let response = app
        .client
        .get(app.url("/api/leads/stats"))
        .body(vec![b'x'; 70 * 1024])
        .send()
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
}

fn futures_stream(
    bytes: Vec<u8>,
) -> impl futures_util::Stream<Item = Result<Vec<u8>, std::io::Error>> + Send + 'static {
    let chunks: Vec<Result<Vec<u8>, std::io::Error>> =
        bytes.chunks(8192).map(|c| Ok(c.to_vec())).collect();
    futures_util::stream::iter(chunks)
}

#[tokio::test]
async fn a_filled_honeypot_is_accepted_silently_but_not_stored() {
    let app = spawn_app().await;
    let response = app.submit_survey(&survey_with(json!({ "faxNumber": "+1 555 0100" }))).await;
    assert_eq!(response.status(), 201);
    assert_eq!(app.lead_count(), 0);
}

#[tokio::test]
async fn the_same_survey_sent_twice_is_stored_once() {
    let app = spawn_app().await;
    let first: Value = app.submit_survey(&valid_survey()).await.json().await.unwrap();
    let second: Value = app.submit_survey(&valid_survey()).await.json().await.unwrap();
    assert_eq!(first["id"], second["id"]);
    assert_eq!(app.lead_count(), 1);
    // Different answers from the same address are a new lead.
    let changed = app.submit_survey(&survey_with(json!({ "brandTone": "bold" }))).await;
    assert_eq!(changed.status(), 201);
    assert_eq!(app.lead_count(), 2);
}

#[tokio::test]
async fn too_many_submissions_from_one_address_get_429() {
    let app = spawn_app_with(Options { lead_rate_limit: 3, ..Options::default() }).await;
    for n in 0..3 {
        let email = format!("owner{n}@example.com");
        let response = app.submit_survey(&survey_with(json!({ "email": email }))).await;
        assert_eq!(response.status(), 201);
    }
    let response = app.submit_survey(&survey_with(json!({ "email": "late@example.com" }))).await;
    assert_eq!(response.status(), 429);
    let body: Value = response.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("try again"), "{body}");
    assert_eq!(app.lead_count(), 3);
}

#[tokio::test]
async fn concurrent_submissions_are_all_stored() {
    let app = spawn_app().await;
    let mut tasks = Vec::new();
    for n in 0..50 {
        let client = app.client.clone();
        let url = app.url("/api/leads");
        let body = survey_with(json!({ "email": format!("owner{n}@example.com") }));
        tasks.push(tokio::spawn(async move {
            client.post(url).json(&body).send().await.unwrap().status()
        }));
    }
    for task in tasks {
        assert_eq!(task.await.unwrap(), 201);
    }
    assert_eq!(app.lead_count(), 50);
    assert_eq!(app.stats().await["totalPlans"], 50);
}

/// Copies lead `id` `n` times with addresses `copy<i>@example.com`, straight into the database.
fn copy_lead(app: &crate::support::TestApp, id: i64, n: usize) {
    app.db()
        .execute(
            "WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ?2)
             INSERT INTO leads (business_name, business_type, sell_location, specific_location, business_offering, business_stage,
                 website, ideal_customer, problem_solved, success_vision, primary_goal, time_available, marketing_budget, brand_tone,
                 marketing_support, platforms, marketing_challenges, other_challenge, current_marketing, email, plan_generated,
                 created_at, fingerprint)
             SELECT business_name, business_type, sell_location, specific_location, business_offering, business_stage, website,
                 ideal_customer, problem_solved, success_vision, primary_goal, time_available, marketing_budget, brand_tone,
                 marketing_support, platforms, marketing_challenges, other_challenge, current_marketing, 'copy' || i || '@example.com',
                 1, created_at, fingerprint || i
             FROM leads, k WHERE id = ?1",
            rusqlite::params![id, n as i64],
        )
        .unwrap();
}

#[tokio::test]
async fn the_admin_exports_the_current_search_as_a_csv_safe_for_spreadsheets() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let hostile = crate::support::survey_with(
        json!({ "businessName": "=HYPERLINK(\"http://evil.example\",\"x\")", "email": "formula@example.com" }),
    );
    assert_eq!(app.submit_survey(&hostile).await.status(), 201);
    let first: Value = app.submit_survey(&valid_survey()).await.json().await.unwrap();
    copy_lead(&app, first["id"].as_i64().unwrap(), 600);

    let response = app.admin_get(&token, "/api/admin/leads/export").await;
    assert_eq!(response.status(), 200);
    assert_eq!(response.headers()["content-type"], "text/csv; charset=utf-8");
    assert!(
        response.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .starts_with("attachment; filename=\"leads-")
    );
    let body = response.text().await.unwrap();
    let mut reader = csv::Reader::from_reader(body.as_bytes());
    let header = reader.headers().unwrap().clone();
    assert_eq!(&header[0], "id");
    assert!(
        header.iter().any(|h| h == "plan_status") && header.iter().any(|h| h == "plan_sent_at")
    );
    let rows: Vec<csv::StringRecord> = reader.records().map(Result::unwrap).collect();
    assert_eq!(rows.len(), 602, "every lead, across batches");
    let column = |name: &str| header.iter().position(|h| h == name).unwrap();
    assert_eq!(&rows[0][column("business_name")], "'=HYPERLINK(\"http://evil.example\",\"x\")");
    assert_eq!(&rows[1][column("specific_location")], "Austin, TX");
    assert_eq!(&rows[1][column("platforms")], "Instagram; Facebook");
    let ids: Vec<i64> = rows.iter().map(|r| r[0].parse().unwrap()).collect();
    assert!(ids.windows(2).all(|w| w[0] < w[1]), "oldest first, each once");

    let searched =
        app.admin_get(&token, "/api/admin/leads/export?search=formula").await.text().await.unwrap();
    assert_eq!(searched.lines().count(), 2, "{searched}");
    let none = app
        .admin_get(&token, "/api/admin/leads/export?search=nobody-matches")
        .await
        .text()
        .await
        .unwrap();
    assert_eq!(none.lines().count(), 1, "the header alone: {none}");
    let anonymous = app.client.get(app.url("/api/admin/leads/export")).send().await.unwrap();
    assert_eq!(anonymous.status(), 401);
}

#[tokio::test]
async fn the_command_line_exports_leads_as_csv_or_json_since_a_day() {
    let app = spawn_app().await;
    let first: Value = app.submit_survey(&valid_survey()).await.json().await.unwrap();
    copy_lead(&app, first["id"].as_i64().unwrap(), 2);
    app.db().execute("UPDATE leads SET created_at = '2025-01-01T00:00:00.000Z' WHERE email = 'copy1@example.com'", []).unwrap();
    let run = |args: &[&str]| {
        let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_plansmith"));
        for (key, _) in std::env::vars().filter(|(k, _)| k.starts_with("PLANSMITH_")) {
            command.env_remove(key);
        }
        let output = command
            .args(["leads", "export"])
            .args(args)
            .arg("--db")
            .arg(&app.db_path)
            .output()
            .unwrap();
        assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
        String::from_utf8(output.stdout).unwrap()
    };
    let csv_text = run(&[]);
    assert_eq!(csv_text.lines().count(), 4);
    let json_text = run(&["--format", "json", "--since", "2026-01-01"]);
    let rows: Vec<Value> = serde_json::from_str(&json_text).unwrap();
    assert_eq!(rows.len(), 2, "the lead from 2025 is left out");
    assert_eq!(rows[0]["business_name"], "Bloom Bakery");
    assert_eq!(rows[0]["platforms"], "Instagram; Facebook");
    let empty: Vec<Value> =
        serde_json::from_str(&run(&["--format", "json", "--search", "nobody"])).unwrap();
    assert!(empty.is_empty());
}
