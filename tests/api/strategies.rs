use serde_json::{Value, json};

use crate::support::{
    AiBehaviour, FakeAi, Options, SmtpSink, TestApp, spawn_app, spawn_app_with, survey_with,
    valid_survey,
};

async fn submit(app: &TestApp) -> i64 {
    let body: Value = app.submit_survey(&valid_survey()).await.json().await.unwrap();
    body["id"].as_i64().unwrap()
}

fn strategy_count(app: &TestApp) -> i64 {
    app.db().query_row("SELECT COUNT(*) FROM strategies", [], |r| r.get(0)).unwrap()
}

#[tokio::test]
async fn every_new_lead_gets_a_draft_automatically() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let lead_id = submit(&app).await;
    let strategy_id = app.wait_for_draft(lead_id).await;

    let pending: Vec<Value> =
        app.admin_get(&token, "/api/admin/strategies/pending").await.json().await.unwrap();
    assert_eq!(pending.len(), 1);
    let draft = &pending[0];
    assert_eq!(draft["id"], strategy_id);
    assert_eq!(draft["status"], "pending_review");
    assert_eq!(draft["createdBy"], "system");
    assert_eq!(draft["generator"], "built-in planner");
    // The built-in planner is not asked in rounds and spends no tokens: only its time.
    assert!(draft["effort"]["millis"].is_u64());
    assert!(draft["effort"].get("rounds").is_none() && draft["effort"].get("tokensIn").is_none());
    assert_eq!(draft["lead"]["businessName"], "Bloom Bakery");
    assert_eq!(draft["lead"]["email"], "owner@bloombakery.com");
    let text = draft["strategy"].as_str().unwrap();
    assert!(text.contains("Bloom Bakery") && text.contains("Week 13"), "a real plan");

    let leads: Vec<Value> = app.admin_get(&token, "/api/admin/leads").await.json().await.unwrap();
    assert_eq!(leads[0]["planGenerated"], true);
    assert_eq!(leads[0]["latestStrategyStatus"], "pending_review");
}

#[tokio::test]
async fn a_draft_for_a_trade_the_planner_does_not_know_says_so_on_the_desk() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let unknown = survey_with(json!({
        "businessName": "Northside Things",
        "businessType": "other",
        "businessOffering": "We help people with the things they need, whenever they need them.",
        "website": null,
    }));
    let body: Value = app.submit_survey(&unknown).await.json().await.unwrap();
    let unknown_id = app.wait_for_draft(body["id"].as_i64().unwrap()).await;
    let known_id = app.wait_for_draft(submit(&app).await).await;

    let read = |id: i64| {
        let path = format!("/api/admin/strategies/{id}");
        let app = &app;
        let token = &token;
        async move { app.admin_get(token, &path).await.json::<Value>().await.unwrap() }
    };
    let unknown = read(unknown_id).await;
    let note = unknown["generatorNote"].as_str().unwrap_or_default();
    assert!(note.starts_with("The trade was not recognised"), "{note}");
    assert!(note.contains("write the keywords"), "{note}");
    let known = read(known_id).await;
    assert!(known["generatorNote"].is_null(), "a bakery is recognised: {}", known["generatorNote"]);
    let keywords: Vec<&str> = known["plan"]["keywords"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| k["phrase"].as_str().unwrap())
        .collect();
    assert!(keywords.iter().any(|k| k.contains("bakery") && k.contains("austin")), "{keywords:?}");
}

#[tokio::test]
async fn a_built_in_draft_carries_its_plan_as_data_and_the_checkers_report() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let lead_id = submit(&app).await;
    let id = app.wait_for_draft(lead_id).await;
    let strategy: Value =
        app.admin_get(&token, &format!("/api/admin/strategies/{id}")).await.json().await.unwrap();
    let plan = &strategy["plan"];
    assert_eq!(plan["writtenBy"], "built-in");
    assert_eq!(plan["roadmap"].as_array().unwrap().len(), 13);
    assert_eq!(plan["contentIdeas"].as_array().unwrap().len(), 30);
    assert_eq!(plan["keywords"].as_array().unwrap().len(), 5);
    for field in ["channels", "budget", "challengeActions", "kpis"] {
        assert!(plan[field].is_array(), "plan.{field}");
    }
    let task = &plan["roadmap"][0]["tasks"][0];
    for field in ["text", "minutes", "costUsd"] {
        assert!(!task[field].is_null(), "roadmap task {field}");
    }
    // The built-in planner keeps every rule: the report is there, and empty.
    assert_eq!(strategy["checks"], json!([]));

    // The stored plan is the one the text was rendered from.
    let stored: String = app
        .db()
        .query_row("SELECT plan FROM strategies WHERE id = ?1", [id], |r| r.get(0))
        .unwrap();
    assert_eq!(serde_json::from_str::<Value>(&stored).unwrap(), *plan);
    // The list of drafts stays light: no checker run per row.
    let pending: Vec<Value> =
        app.admin_get(&token, "/api/admin/strategies/pending").await.json().await.unwrap();
    assert!(pending[0].get("checks").is_none());

    // A plan that breaks the answers shows the admin what is wrong.
    let mut broken = plan.clone();
    broken["keywords"] = json!([]);
    app.db()
        .execute(
            "UPDATE strategies SET plan = ?1 WHERE id = ?2",
            rusqlite::params![broken.to_string(), id],
        )
        .unwrap();
    let strategy: Value =
        app.admin_get(&token, &format!("/api/admin/strategies/{id}")).await.json().await.unwrap();
    let checks = strategy["checks"].as_array().unwrap();
    assert!(!checks.is_empty());
    assert!(
        checks.iter().any(|c| c["message"].as_str().unwrap().contains("keyword")),
        "{checks:?}"
    );
}

#[tokio::test]
async fn a_burst_of_leads_is_drafted_once_it_is_over() {
    // More leads than the drafter takes in one pass, submitted at once: drafting holds back
    // while they arrive, then every one of them gets exactly one draft.
    let app = spawn_app().await;
    let submissions = (0..25).map(|i| {
        let body = survey_with(json!({ "email": format!("owner{i}@bloombakery.com") }));
        let app = &app;
        async move {
            app.submit_survey(&body).await.json::<Value>().await.unwrap()["id"].as_i64().unwrap()
        }
    });
    let ids = futures_util::future::join_all(submissions).await;
    for id in &ids {
        app.wait_for_draft(*id).await;
    }
    let per_lead: Vec<i64> = {
        let db = app.db();
        let mut query = db.prepare("SELECT COUNT(*) FROM strategies GROUP BY lead_id").unwrap();
        query.query_map([], |r| r.get(0)).unwrap().map(Result::unwrap).collect()
    };
    assert_eq!(per_lead, vec![1; 25], "one draft for each of the 25 leads");
}

#[tokio::test]
async fn a_draft_made_before_the_automatic_one_is_kept() {
    // The admin drafts a lead the moment it arrives, before the drafter's lull is over: a
    // lull of seconds, so a busy machine never lets the drafter go first.
    let app = spawn_app_with(Options { draft_lull_ms: Some(3000), ..Options::default() }).await;
    let token = app.admin_token().await;
    let lead_id = submit(&app).await;
    let made = app.admin_post(&token, "/api/generate-strategy", json!({ "leadId": lead_id })).await;
    assert_eq!(made.status(), 201);
    let made: i64 = made.json::<Value>().await.unwrap()["id"].as_i64().unwrap();

    // The drafter goes through leads in order: once a later lead has its draft, it has been past this one.
    let later: Value = app
        .submit_survey(&survey_with(json!({ "email": "later@bloombakery.com" })))
        .await
        .json()
        .await
        .unwrap();
    app.wait_for_draft(later["id"].as_i64().unwrap()).await;

    let drafts: Vec<(i64, String, String)> = {
        let db = app.db();
        let mut query =
            db.prepare("SELECT id, status, created_by FROM strategies WHERE lead_id = ?1").unwrap();
        query
            .query_map([lead_id], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    assert_eq!(
        drafts,
        vec![(made, "pending_review".to_owned(), "ana".to_owned())],
        "the admin's draft, not replaced"
    );
}

#[tokio::test]
async fn the_server_stops_promptly_while_a_draft_waits_for_its_lull() {
    let app = spawn_app().await;
    submit(&app).await;
    // Give the drafter time to reach its wait for the lull (200 ms), then stop inside it: stopping
    // must not wait for the drafter's next wake-up.
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    // 30 s: far beyond a clean stop even on a busy machine, and still short of the 60 s wait.
    tokio::time::timeout(std::time::Duration::from_secs(30), app.shutdown())
        .await
        .expect("the server stops within 30 s, not after the drafter's 60 s idle wait");
}

#[tokio::test]
async fn the_review_workflow_enforces_its_state_machine() {
    let sink = SmtpSink::start();
    let app = spawn_app_with(Options { smtp_port: Some(sink.port), ..Options::default() }).await;
    let token = app.admin_token().await;
    let lead_id = submit(&app).await;
    app.wait_for_draft(lead_id).await;

    // A fresh draft on demand replaces the automatic one.
    let generated =
        app.admin_post(&token, "/api/generate-strategy", json!({ "leadId": lead_id })).await;
    assert_eq!(generated.status(), 201);
    let strategy: Value = generated.json().await.unwrap();
    let id = strategy["id"].as_i64().unwrap();
    assert_eq!(strategy["createdBy"], "ana");
    let path = |action: &str| format!("/api/admin/strategies/{id}{action}");

    // pending_review: cannot be sent yet.
    assert_eq!(app.admin_post(&token, &path("/send"), json!({})).await.status(), 409);
    // Edit the draft.
    let edited = app
        .client
        .put(app.url(&path("")))
        .bearer_auth(&token)
        .json(&json!({ "strategy": "## Plan for Bloom Bakery\n\nBake, post, repeat. <b>Reviewed</b> by Ana." }))
        .send()
        .await
        .unwrap();
    assert_eq!(edited.status(), 200);
    // Approve.
    let approved: Value =
        app.admin_post(&token, &path("/approve"), json!({})).await.json().await.unwrap();
    assert_eq!(approved["status"], "approved");
    assert_eq!(approved["reviewedBy"], "ana");
    assert!(approved["reviewedAt"].is_string());
    // approved: no second approval, no rejection, no edits.
    for (action, body) in
        [("/approve", json!({})), ("/reject", json!({ "reason": "Quality review" }))]
    {
        let response = app.admin_post(&token, &path(action), body).await;
        assert_eq!(response.status(), 409, "{action} after approval");
        let message: Value = response.json().await.unwrap();
        assert!(message["message"].as_str().unwrap().contains("approved"), "{message}");
    }
    let late_edit = app
        .client
        .put(app.url(&path("")))
        .bearer_auth(&token)
        .json(&json!({ "strategy": "x" }))
        .send()
        .await
        .unwrap();
    assert_eq!(late_edit.status(), 409);

    // Send twice at once: one wins, one is refused, one e-mail.
    let send = path("/send");
    let (first, second) = tokio::join!(
        app.admin_post(&token, &send, json!({})),
        app.admin_post(&token, &send, json!({}))
    );
    let mut statuses = [first.status().as_u16(), second.status().as_u16()];
    statuses.sort();
    assert_eq!(statuses, [200, 409]);
    let plans: i64 = app
        .db()
        .query_row("SELECT COUNT(*) FROM outbox WHERE kind = 'strategy_plan'", [], |r| r.get(0))
        .unwrap();
    assert_eq!(plans, 1);
    assert_eq!(app.admin_post(&token, &path("/send"), json!({})).await.status(), 409);

    let sent: Value = app.admin_get(&token, &path("")).await.json().await.unwrap();
    assert_eq!(sent["status"], "sent");
    assert_eq!(sent["sentBy"], "ana");
    assert!(sent["sentAt"].is_string());
    // Who did what is on record.
    let events = plansmith::strategies::repo::events(&app.db(), id).unwrap();
    let actions: Vec<(&str, &str)> = events.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    assert_eq!(
        actions,
        [("generated", "ana"), ("edited", "ana"), ("approved", "ana"), ("sent", "ana")]
    );

    // The plan reaches the customer: Markdown rendered, raw HTML shown as text.
    let messages = sink.wait_for(2).await;
    let plan = messages
        .iter()
        .find(|m| m.subject() == "Your marketing plan for Bloom Bakery")
        .expect("plan e-mail");
    assert_eq!(plan.rcpt_tos, ["owner@bloombakery.com"]);
    assert!(plan.html().contains("<h2>Plan for Bloom Bakery</h2>"), "{}", plan.html());
    assert!(plan.html().contains("&lt;b&gt;Reviewed&lt;/b&gt;"));
    assert!(plan.text().contains("## Plan for Bloom Bakery"));

    // The pending list no longer shows it; the lead shows the plan as sent.
    let pending: Vec<Value> =
        app.admin_get(&token, "/api/admin/strategies/pending").await.json().await.unwrap();
    assert!(pending.iter().all(|s| s["id"] != id));
    let leads: Vec<Value> = app.admin_get(&token, "/api/admin/leads").await.json().await.unwrap();
    assert!(leads[0]["planSentAt"].is_string());
}

#[tokio::test]
async fn rejecting_keeps_the_reason_and_ends_the_workflow() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let lead_id = submit(&app).await;
    let id = app.wait_for_draft(lead_id).await;
    let rejected: Value = app
        .admin_post(
            &token,
            &format!("/api/admin/strategies/{id}/reject"),
            json!({ "reason": "Quality review" }),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(rejected["status"], "rejected");
    assert_eq!(rejected["rejectReason"], "Quality review");
    assert_eq!(
        app.admin_post(&token, &format!("/api/admin/strategies/{id}/approve"), json!({}))
            .await
            .status(),
        409
    );
    assert_eq!(
        app.admin_post(&token, &format!("/api/admin/strategies/{id}/send"), json!({}))
            .await
            .status(),
        409
    );
}

#[tokio::test]
async fn unknown_ids_are_404() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    assert_eq!(app.admin_get(&token, "/api/admin/strategies/999").await.status(), 404);
    for action in ["approve", "send"] {
        assert_eq!(
            app.admin_post(&token, &format!("/api/admin/strategies/999/{action}"), json!({}))
                .await
                .status(),
            404
        );
    }
    let missing = app.admin_post(&token, "/api/generate-strategy", json!({ "leadId": 999 })).await;
    assert_eq!(missing.status(), 404);
    let bad = app.admin_post(&token, "/api/generate-strategy", json!({ "leadId": "one" })).await;
    assert_eq!(bad.status(), 400);
}

/// The built-in plan for the valid survey, as the model's JSON reply; `edit` may break it.
fn plan_json(edit: impl FnOnce(&mut plansmith::plan::Plan)) -> String {
    let input: plansmith::leads::model::LeadInput = serde_json::from_value(valid_survey()).unwrap();
    let lead = input.parse().unwrap();
    let mut plan = plansmith::plan::builtin::write(&lead);
    plan.summary = "Bloom Bakery sells to its street first: the AI's own summary.".to_owned();
    edit(&mut plan);
    serde_json::to_string(&plan).unwrap()
}

async fn ai_app(ai: &FakeAi, options: Options) -> TestApp {
    spawn_app_with(Options { ai_base_url: Some(ai.base_url.clone()), ..options }).await
}

#[tokio::test]
async fn an_ai_provider_writes_the_plan_as_data_when_configured() {
    let ai = FakeAi::start(AiBehaviour::Replies(vec![plan_json(|_| {})])).await;
    let app = ai_app(&ai, Options::default()).await;
    let token = app.admin_token().await;
    let lead_id = submit(&app).await;
    let id = app.wait_for_draft(lead_id).await;
    let strategy: Value =
        app.admin_get(&token, &format!("/api/admin/strategies/{id}")).await.json().await.unwrap();
    assert_eq!(strategy["generator"], "AI: test-model");
    assert!(strategy.get("generatorNote").is_none());
    assert_eq!(strategy["plan"]["writtenBy"], "ai");
    // What it took, as the provider's usage reported it.
    let effort = &strategy["effort"];
    assert_eq!(effort["rounds"], 1);
    assert!(effort["tokensIn"].as_u64().unwrap() > 1000, "{effort}");
    assert!(effort["tokensOut"].as_u64().unwrap() > 1000, "{effort}");
    assert!(effort["millis"].is_u64());
    assert_eq!(strategy["checks"], json!([]));
    let text = strategy["strategy"].as_str().unwrap();
    assert!(
        text.starts_with("# A 90-day marketing plan for Bloom Bakery")
            && text.contains("the AI's own summary"),
        "rendered from the AI's plan"
    );

    let (auth, request) = ai.requests.lock().unwrap()[0].clone();
    assert_eq!(auth.as_deref(), Some("Bearer sk-test"));
    assert_eq!(request["model"], "test-model");
    assert_eq!(request["response_format"]["type"], "json_schema");
    assert!(
        request["response_format"]["json_schema"]["schema"]["$defs"]["Plan"].is_object(),
        "the plan model's schema"
    );
    let prompt = request["messages"][1]["content"].as_str().unwrap();
    assert!(prompt.contains("Bloom Bakery"));
    assert!(
        prompt.contains("Weekly time: at most") && prompt.contains("Monthly budget: $"),
        "the hard limits are stated"
    );
    assert!(!prompt.contains("owner@bloombakery.com"), "the visitor's address stays with us");
}

#[tokio::test]
async fn a_plan_that_breaks_the_answers_is_sent_back_once_with_what_is_wrong() {
    let broken = plan_json(|plan| plan.keywords.truncate(2));
    let ai = FakeAi::start(AiBehaviour::Replies(vec![broken, plan_json(|_| {})])).await;
    let app = ai_app(&ai, Options::default()).await;
    let token = app.admin_token().await;
    let lead_id = submit(&app).await;
    let id = app.wait_for_draft(lead_id).await;
    let strategy: Value =
        app.admin_get(&token, &format!("/api/admin/strategies/{id}")).await.json().await.unwrap();
    assert_eq!(strategy["generator"], "AI: test-model", "the corrected plan is the AI's");
    assert_eq!(strategy["checks"], json!([]));
    let requests = ai.requests.lock().unwrap().clone();
    assert_eq!(requests.len(), 2);
    let messages = requests[1].1["messages"].as_array().unwrap().clone();
    assert_eq!(messages.len(), 4, "the first answer and what was wrong with it are sent back");
    assert_eq!(messages[2]["role"], "assistant");
    let feedback = messages[3]["content"].as_str().unwrap();
    assert!(feedback.contains("There are 2 keywords"), "{feedback}");
}

#[tokio::test]
async fn when_the_provider_fails_the_built_in_planner_drafts_and_the_desk_says_why() {
    let ai = FakeAi::start(AiBehaviour::ServerError).await;
    // A short provider timeout, so the hanging case ends soon; still ample for the fake's answers.
    let app = ai_app(&ai, Options { ai_timeout_secs: Some(5), ..Options::default() }).await;
    let token = app.admin_token().await;
    let lead_id = submit(&app).await;
    app.wait_for_draft(lead_id).await;

    let broken = plan_json(|plan| plan.content_ideas.truncate(3));
    let before = strategy_count(&app);
    for (n, (behaviour, expected)) in [
        (AiBehaviour::ServerError, "model overloaded"),
        (AiBehaviour::NotJson, "not JSON"),
        (AiBehaviour::TooShort, "no JSON object"),
        (AiBehaviour::Refuse, "refused"),
        (AiBehaviour::Replies(vec![broken]), "broke the answers twice"),
        (AiBehaviour::Hang, "did not answer within 5 seconds"),
    ]
    .into_iter()
    .enumerate()
    {
        ai.set(behaviour);
        let response =
            app.admin_post(&token, "/api/generate-strategy", json!({ "leadId": lead_id })).await;
        assert_eq!(response.status(), 201, "{expected}");
        assert_eq!(strategy_count(&app), before + n as i64 + 1, "one draft per request");
        let draft: Value = response.json().await.unwrap();
        let id = draft["id"].as_i64().unwrap();
        let strategy: Value = app
            .admin_get(&token, &format!("/api/admin/strategies/{id}"))
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(strategy["generator"], "built-in planner");
        let note = strategy["generatorNote"].as_str().unwrap();
        assert!(
            note.starts_with("AI: test-model could not write this plan") && note.contains(expected),
            "{note}"
        );
        assert_eq!(strategy["plan"]["writtenBy"], "built-in");
        assert_eq!(strategy["checks"], json!([]));
    }
}

#[tokio::test]
async fn automatic_ai_drafts_stop_at_the_daily_limit_and_every_lead_still_gets_one() {
    let ai = FakeAi::start(AiBehaviour::Replies(vec![plan_json(|_| {})])).await;
    let app = ai_app(&ai, Options { ai_daily_draft_limit: Some(1), ..Options::default() }).await;
    let token = app.admin_token().await;
    let first = submit(&app).await;
    let first = app.wait_for_draft(first).await;
    let second: Value = app
        .submit_survey(&survey_with(json!({ "email": "second@example.com" })))
        .await
        .json()
        .await
        .unwrap();
    let second = app.wait_for_draft(second["id"].as_i64().unwrap()).await;
    let get = |id: i64| {
        let (app, token) = (&app, &token);
        async move {
            app.admin_get(token, &format!("/api/admin/strategies/{id}"))
                .await
                .json::<Value>()
                .await
                .unwrap()
        }
    };
    assert_eq!(get(first).await["generator"], "AI: test-model");
    let capped = get(second).await;
    assert_eq!(capped["generator"], "built-in planner");
    assert!(
        capped["generatorNote"].as_str().unwrap().contains("limit of 1 automatic drafts"),
        "{capped}"
    );
    assert_eq!(ai.requests.lock().unwrap().len(), 1, "no call beyond the limit");

    // An admin's own request is not an automatic draft: the provider still writes it.
    let lead_id: i64 = app
        .db()
        .query_row("SELECT lead_id FROM strategies WHERE id = ?1", [second], |r| r.get(0))
        .unwrap();
    let asked: Value = app
        .admin_post(&token, "/api/generate-strategy", json!({ "leadId": lead_id }))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(asked["generator"], "AI: test-model");
}

#[tokio::test]
async fn a_slow_answer_is_not_cut_by_the_stalled_client_timeout() {
    // The AI provider never answers and the server gives up on it after 2 s; it cuts clients
    // that send nothing for 1 s. Waiting for an answer is not stalling: the request completes.
    let ai = FakeAi::start(AiBehaviour::Hang).await;
    let app = spawn_app_with(Options {
        ai_base_url: Some(ai.base_url.clone()),
        ai_timeout_secs: Some(2),
        idle_timeout_secs: Some(1),
        ..Options::default()
    })
    .await;
    let token = app.admin_token().await;
    let lead_id = submit(&app).await;
    let response =
        app.admin_post(&token, "/api/generate-strategy", json!({ "leadId": lead_id })).await;
    assert_eq!(
        response.status(),
        201,
        "the request ran to its own (2 s) limit, then the built-in planner drafted"
    );
    let draft: Value = response.json().await.unwrap();
    assert!(
        draft["generatorNote"].as_str().unwrap().contains("did not answer within 2 seconds"),
        "{draft}"
    );
}

/// The review queue is paged like the leads: a flood of surveys cannot make one answer
/// carry every pending plan.
#[tokio::test]
async fn the_pending_list_is_paged_oldest_first_with_the_total() {
    let app = spawn_app().await;
    let token = app.admin_token().await;
    let mut leads = Vec::new();
    for n in 0..5 {
        let response = app.submit_survey(&crate::support::survey_with(json!({ "businessName": format!("Shop {n}"), "email": format!("owner{n}@example.com") }))).await;
        leads.push(response.json::<Value>().await.unwrap()["id"].as_i64().unwrap());
    }
    let mut drafts = Vec::new();
    for lead in &leads {
        drafts.push(app.wait_for_draft(*lead).await);
    }
    let path = |n: u32| format!("/api/admin/strategies/pending?page={n}&pageSize=2");
    let first = app.admin_get(&token, &path(1)).await;
    assert_eq!(first.headers()["x-total-count"], "5");
    let ids = |rows: Vec<Value>| rows.iter().map(|s| s["id"].as_i64().unwrap()).collect::<Vec<_>>();
    assert_eq!(ids(first.json().await.unwrap()), drafts[..2]);
    assert_eq!(ids(app.admin_get(&token, &path(3)).await.json().await.unwrap()), drafts[4..]);
    assert!(ids(app.admin_get(&token, &path(4)).await.json().await.unwrap()).is_empty());
    let too_big = app.admin_get(&token, "/api/admin/strategies/pending?pageSize=101").await;
    assert_eq!(too_big.status(), 400);
}
