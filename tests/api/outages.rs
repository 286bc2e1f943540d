//! Outages: with the SMTP server down, the AI provider hanging and Stripe answering 500 all at
//! once, every other request is still answered, without waiting for the hanging call; once each
//! dependency is back, the work it holds resumes.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::support::{
    AI_TIMEOUT_SECS, AiBehaviour, FakeAi, FakeStripe, HANG_TIMEOUT, Options, SmtpSink,
    StripeBehaviour, free_port, spawn_app_with, survey_with,
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_service_keeps_answering_while_smtp_the_ai_and_stripe_are_down_and_recovers() {
    let smtp_port = free_port();
    let ai = FakeAi::start(AiBehaviour::Hang).await;
    let stripe = FakeStripe::start().await;
    stripe.set(StripeBehaviour::ServerError);
    let app = std::sync::Arc::new(
        spawn_app_with(Options {
            smtp_port: Some(smtp_port),
            ai_base_url: Some(ai.base_url.clone()),
            ai_timeout_secs: Some(AI_TIMEOUT_SECS),
            stripe_api_base: Some(stripe.base_url.clone()),
            ..Options::default()
        })
        .await,
    );
    let token = app.admin_token().await;

    // A strategy generation hangs on the AI provider in the background...
    let lead = app.submit_survey(&survey_with(json!({ "email": "first@example.com" }))).await;
    let lead_id = lead.json::<Value>().await.unwrap()["id"].as_i64().unwrap();
    let hanging = {
        let (app, token) = (app.clone(), token.clone());
        tokio::spawn(async move {
            app.admin_post(&token, "/api/generate-strategy", json!({ "leadId": lead_id })).await
        })
    };
    // ...as does the automatic draft of the same lead: the drafter makes one call at a time, so
    // two calls at the provider mean the admin's is among them.
    let started = Instant::now();
    while ai.requests.lock().unwrap().len() < 2 {
        assert!(started.elapsed() < HANG_TIMEOUT, "the generation never reached the AI provider");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }

    // ...while everything else is answered before the provider's timeout ends the hanging call:
    // nothing waits for it.
    for n in 0..5 {
        let response = app
            .submit_survey(&survey_with(json!({ "email": format!("during-{n}@example.com") })))
            .await;
        assert_eq!(response.status(), 201);
    }
    assert_eq!(app.client.get(app.url("/api/leads/stats")).send().await.unwrap().status(), 200);
    assert_eq!(app.admin_get(&token, "/api/admin/leads").await.status(), 200);
    assert_eq!(app.client.get(app.url("/blog")).send().await.unwrap().status(), 200);
    let checkout = app
        .client
        .post(app.url("/api/create-payment-intent"))
        .json(&json!({ "email": "buyer@example.com", "customerName": "Buyer" }))
        .send()
        .await
        .unwrap();
    assert_eq!(checkout.status(), 502, "Stripe's 500 becomes a clear 502");
    assert!(
        !hanging.is_finished(),
        "the other requests were answered only after the AI call ended"
    );

    // Mail waits in the outbox meanwhile.
    app.wait_for_outbox("failed first attempts", |rows| {
        rows.len() == 6 && rows.iter().all(|r| r.2 == "queued" && r.3 >= 1)
    })
    .await;

    // Everything comes back. The call already hanging still runs into the provider's timeout.
    let sink = SmtpSink::start_on(smtp_port);
    ai.set(AiBehaviour::Plan(format!(
        "## Summary\n{}\n## Channels\nx\n## Roadmap\nx\n## KPIs\nx",
        "Plan text. ".repeat(60)
    )));
    stripe.set(StripeBehaviour::Ok);
    let messages = sink.wait_for(6).await;
    assert_eq!(messages.len(), 6, "each queued confirmation delivered once");
    let generated =
        app.admin_post(&token, "/api/generate-strategy", json!({ "leadId": lead_id })).await;
    assert_eq!(generated.status(), 201);
    let checkout = app
        .client
        .post(app.url("/api/create-payment-intent"))
        .json(&json!({ "email": "buyer@example.com", "customerName": "Buyer" }))
        .send()
        .await
        .unwrap();
    assert_eq!(checkout.status(), 200);

    let timed_out = hanging.await.unwrap();
    assert_eq!(
        timed_out.status(),
        201,
        "the hanging provider times out, and the built-in planner drafts instead"
    );
    let draft = timed_out.json::<Value>().await.unwrap();
    assert_eq!(draft["generator"], "built-in planner");
    let note = draft["generatorNote"].as_str().unwrap_or_default().to_owned();
    assert!(note.contains(&format!("did not answer within {AI_TIMEOUT_SECS} seconds")), "{note}");
}
