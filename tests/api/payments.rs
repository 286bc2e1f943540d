//! The Pro checkout: PaymentIntents against a local server speaking Stripe's wire format, and
//! webhooks signed as Stripe signs them (`support::stripe_signature`, pinned to Stripe's own
//! library; tests/webhook_e2e.py signs with that library itself).

use serde_json::{Value, json};

use crate::support::{
    FakeStripe, Options, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, SmtpSink, StripeBehaviour,
    TestApp, spawn_app, spawn_app_with, stripe_signature, valid_survey,
};

async fn checkout_app(stripe: &FakeStripe, smtp: Option<&SmtpSink>) -> TestApp {
    spawn_app_with(Options {
        stripe_api_base: Some(stripe.base_url.clone()),
        smtp_port: smtp.map(|s| s.port),
        ..Options::default()
    })
    .await
}

async fn create_intent(app: &TestApp, body: Value) -> reqwest::Response {
    app.client.post(app.url("/api/create-payment-intent")).json(&body).send().await.unwrap()
}

fn now() -> i64 {
    std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64
}

fn intent_event(id: &str, kind: &str, intent: Value) -> String {
    json!({
        "id": id,
        "object": "event",
        "api_version": "2025-10-29.clover",
        "created": now(),
        "livemode": false,
        "type": kind,
        "data": { "object": intent }
    })
    .to_string()
}

fn succeeded_intent(pi: &str, email: &str) -> Value {
    json!({
        "id": pi, "object": "payment_intent", "amount": 9900, "currency": "usd", "status": "succeeded",
        "receipt_email": email,
        "metadata": { "product": "plansmith_pro", "email": email, "customer_name": "Ada Lovelace" }
    })
}

async fn post_webhook(app: &TestApp, payload: &str, signature: Option<&str>) -> reqwest::Response {
    let mut request = app
        .client
        .post(app.url("/api/stripe/webhook"))
        .header("content-type", "application/json; charset=utf-8")
        .body(payload.to_owned());
    if let Some(signature) = signature {
        request = request.header("Stripe-Signature", signature);
    }
    request.send().await.unwrap()
}

async fn signed_webhook(app: &TestApp, payload: &str) -> reqwest::Response {
    post_webhook(app, payload, Some(&stripe_signature(payload, STRIPE_WEBHOOK_SECRET, now()))).await
}

fn order_rows(app: &TestApp) -> Vec<(String, String, String, i64)> {
    let conn = app.db();
    let mut stmt = conn
        .prepare("SELECT payment_intent_id, email, status, amount_cents FROM orders ORDER BY id")
        .unwrap();
    stmt.query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

fn pro_mail_count(app: &TestApp) -> i64 {
    app.db()
        .query_row("SELECT COUNT(*) FROM outbox WHERE kind = 'pro_package'", [], |r| r.get(0))
        .unwrap()
}

#[tokio::test]
async fn without_stripe_checkout_says_payments_are_not_set_up() {
    let app = spawn_app().await;
    let config: Value =
        app.client.get(app.url("/api/config")).send().await.unwrap().json().await.unwrap();
    assert_eq!(config, json!({ "stripePublishableKey": null }));
    let res =
        create_intent(&app, json!({ "email": "ada@example.com", "customerName": "Ada" })).await;
    assert_eq!(res.status(), 503);
    let body: Value = res.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("not set up"), "{body}");
    let res = post_webhook(&app, "{}", Some("t=1,v1=00")).await;
    assert_eq!(res.status(), 503);
}

#[tokio::test]
async fn a_payment_intent_carries_the_fixed_price_metadata_and_an_idempotency_key() {
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, None).await;
    let config: Value =
        app.client.get(app.url("/api/config")).send().await.unwrap().json().await.unwrap();
    assert_eq!(config["stripePublishableKey"], "pk_test_plansmith");

    // The buyer answered the survey first: the intent names their lead.
    assert_eq!(app.submit_survey(&valid_survey()).await.status(), 201);
    let email = valid_survey()["email"].as_str().unwrap().to_owned();
    let lead_id: i64 = app.db().query_row("SELECT id FROM leads", [], |r| r.get(0)).unwrap();

    let res = create_intent(
        &app,
        json!({ "email": format!(" {email} "), "customerName": "Ada Lovelace", "amount": 1 }),
    )
    .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body, json!({ "clientSecret": "pi_test_0_secret_abc" }));

    let requests = stripe.requests();
    assert_eq!(requests.len(), 1);
    let sent = &requests[0];
    assert_eq!(sent.path, "/v1/payment_intents");
    assert_eq!(sent.authorization.as_deref(), Some(format!("Bearer {STRIPE_SECRET_KEY}").as_str()));
    assert!(
        sent.content_type
            .as_deref()
            .unwrap_or_default()
            .starts_with("application/x-www-form-urlencoded")
    );
    assert!(sent.idempotency_key.as_deref().is_some_and(|k| k.starts_with("plansmith-pi-")));
    // The client's "amount" is ignored: the price is fixed on the server.
    assert_eq!(sent.field("amount"), Some("9900"));
    assert_eq!(sent.field("currency"), Some("usd"));
    assert_eq!(sent.field("automatic_payment_methods[enabled]"), Some("true"));
    assert_eq!(sent.field("receipt_email"), Some(email.as_str()));
    assert_eq!(sent.field("metadata[email]"), Some(email.as_str()));
    assert_eq!(sent.field("metadata[customer_name]"), Some("Ada Lovelace"));
    assert_eq!(sent.field("metadata[product]"), Some("plansmith_pro"));
    assert_eq!(sent.field("metadata[lead_id]"), Some(lead_id.to_string().as_str()));

    assert_eq!(order_rows(&app), vec![("pi_test_0".into(), email.clone(), "pending".into(), 9900)]);

    // A reload asks again: the same key, the same PaymentIntent, still one order.
    let again =
        create_intent(&app, json!({ "email": email, "customerName": "Ada Lovelace" })).await;
    assert_eq!(again.status(), 200);
    assert_eq!(stripe.requests()[1].idempotency_key, sent.idempotency_key);
    assert_eq!(order_rows(&app).len(), 1);
}

#[tokio::test]
async fn bad_checkout_input_is_refused_before_stripe_is_called() {
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, None).await;
    for (body, field) in [
        (json!({ "customerName": "Ada" }), "email"),
        (json!({ "email": "not-an-address", "customerName": "Ada" }), "email"),
        (
            json!({ "email": "ada@example.com", "customerName": "Ada\r\nBcc: evil@example.com" }),
            "customerName",
        ),
        (json!({ "email": "ada@example.com", "customerName": "x".repeat(101) }), "customerName"),
        (json!({ "email": 42 }), "email"),
    ] {
        let res = create_intent(&app, body.clone()).await;
        assert_eq!(res.status(), 400, "{body}");
        let error: Value = res.json().await.unwrap();
        assert_eq!(error["field"], field, "{body}: {error}");
    }
    assert!(stripe.requests().is_empty());
    assert!(order_rows(&app).is_empty());
}

#[tokio::test]
async fn stripe_failures_become_a_502_with_a_safe_message() {
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, None).await;
    for behaviour in [StripeBehaviour::ServerError, StripeBehaviour::Invalid] {
        stripe.set(behaviour);
        let res =
            create_intent(&app, json!({ "email": "ada@example.com", "customerName": "Ada" })).await;
        assert_eq!(res.status(), 502, "{behaviour:?}");
        let body: Value = res.json().await.unwrap();
        let message = body["message"].as_str().unwrap();
        assert!(message.contains("payment provider"), "{message}");
        assert!(
            !message.contains("Invalid currency") && !message.contains("Stripe's end"),
            "leaks Stripe's words: {message}"
        );
    }
    assert!(order_rows(&app).is_empty());
    // Stripe down must not take the rest of the service with it.
    assert_eq!(app.client.get(app.url("/api/leads/stats")).send().await.unwrap().status(), 200);
}

#[tokio::test]
async fn a_signed_payment_succeeded_event_pays_the_order_and_sends_one_pro_package() {
    let sink = SmtpSink::start();
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, Some(&sink)).await;
    let survey = valid_survey();
    let email = survey["email"].as_str().unwrap().to_owned();
    assert_eq!(app.submit_survey(&survey).await.status(), 201);
    let res = create_intent(&app, json!({ "email": email, "customerName": "Ada Lovelace" })).await;
    assert_eq!(res.status(), 200);
    let already = sink.wait_for(1).await.len();

    let payload = intent_event(
        "evt_paid_1",
        "payment_intent.succeeded",
        succeeded_intent("pi_test_0", &email),
    );
    let res = signed_webhook(&app, &payload).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.json::<Value>().await.unwrap(), json!({ "received": true }));
    assert_eq!(order_rows(&app)[0].2, "paid");

    // Stripe redelivers the same event: nothing changes, still one package.
    assert_eq!(signed_webhook(&app, &payload).await.status(), 200);
    // Even a second event for the same payment does not send a second package.
    let other = intent_event(
        "evt_paid_2",
        "payment_intent.succeeded",
        succeeded_intent("pi_test_0", &email),
    );
    assert_eq!(signed_webhook(&app, &other).await.status(), 200);
    assert_eq!(pro_mail_count(&app), 1);

    let messages = sink.wait_for(already + 1).await;
    let pro: Vec<_> = messages
        .iter()
        .filter(|m| m.subject().contains("Pro Marketing Strategy Package"))
        .collect();
    assert_eq!(pro.len(), 1);
    let text = pro[0].text();
    let business = survey["businessName"].as_str().unwrap();
    assert!(
        text.contains(&format!("{business}: your Pro Marketing Strategy Package")),
        "personalised title"
    );
    for part in [
        "## 1. Your 90-day marketing plan",
        "### Week 13",
        "## 2. Ready-to-use copy",
        "## 3. Your posting calendar",
        "## 4. Your competitor worksheet",
        "## 5. Done-for-you templates",
        "30-day money-back guarantee",
        "refund the full $99",
    ] {
        assert!(text.contains(part), "missing {part}");
    }
    // Nobody approved a plan for this buyer yet: the package says so and offers a review.
    assert!(text.contains("arrives before a strategist has read it") && !text.contains("approved"));
    assert!(pro[0].html().contains("<table>"), "the tables render in HTML");
    // The calendar comes as files to import: an iCalendar file and a CSV.
    use mail_parser::MimeHeaders as _;
    let parsed = pro[0].parsed();
    let files: Vec<(String, String)> = parsed
        .attachments()
        .map(|part| {
            let name = part.attachment_name().unwrap_or_default().to_owned();
            let kind = part
                .content_type()
                .map(|t| format!("{}/{}", t.ctype(), t.subtype().unwrap_or_default()))
                .unwrap_or_default();
            (name, kind)
        })
        .collect();
    assert_eq!(
        files,
        vec![
            ("marketing-calendar.ics".to_owned(), "text/calendar".to_owned()),
            ("marketing-calendar.csv".to_owned(), "text/csv".to_owned())
        ]
    );
    let ics = parsed.attachment(0).unwrap().text_contents().unwrap_or_default().to_owned();
    assert!(
        ics.starts_with("BEGIN:VCALENDAR") && ics.matches("BEGIN:VEVENT").count() > 13,
        "{ics}"
    );

    // The delivery promise: queued and sent right away, well within 5 minutes.
    app.wait_for_outbox("the Pro package sent", |rows| {
        rows.iter().any(|r| r.0 == "pro_package" && r.2 == "sent")
    })
    .await;
}

#[tokio::test]
async fn a_buyer_without_survey_answers_gets_the_general_package() {
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, None).await;
    assert_eq!(
        create_intent(&app, json!({ "email": "new@example.com", "customerName": "" }))
            .await
            .status(),
        200
    );
    let payload = intent_event(
        "evt_general",
        "payment_intent.succeeded",
        succeeded_intent("pi_test_0", "new@example.com"),
    );
    assert_eq!(signed_webhook(&app, &payload).await.status(), 200);
    let (text, to): (String, String) = app
        .db()
        .query_row("SELECT text_body, recipient FROM outbox WHERE kind = 'pro_package'", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!(to, "new@example.com");
    assert!(text.contains("general edition"));
    assert!(text.contains("## 90-day roadmap") && text.contains("## Your competitor worksheet"));
}

#[tokio::test]
async fn the_package_carries_the_plan_a_strategist_approved_with_their_edits() {
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, None).await;
    let token = app.admin_token().await;
    let survey = valid_survey();
    let email = survey["email"].as_str().unwrap().to_owned();
    let lead: Value = app.submit_survey(&survey).await.json().await.unwrap();
    let id = app.wait_for_draft(lead["id"].as_i64().unwrap()).await;
    let path = format!("/api/admin/strategies/{id}");
    let draft: Value = app.admin_get(&token, &path).await.json().await.unwrap();
    let edited = draft["strategy"].as_str().unwrap().replace(
        "## Summary & positioning",
        "## Summary & positioning\n\nAna's note: open a second counter on Saturdays.",
    );
    let res = app
        .client
        .put(app.url(&path))
        .bearer_auth(&token)
        .json(&json!({ "strategy": edited }))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(app.admin_post(&token, &format!("{path}/approve"), json!({})).await.status(), 200);

    assert_eq!(
        create_intent(&app, json!({ "email": email, "customerName": "Ada" })).await.status(),
        200
    );
    let payload = intent_event(
        "evt_approved",
        "payment_intent.succeeded",
        succeeded_intent("pi_test_0", &email),
    );
    assert_eq!(signed_webhook(&app, &payload).await.status(), 200);
    let text: String = app
        .db()
        .query_row("SELECT text_body FROM outbox WHERE kind = 'pro_package'", [], |r| r.get(0))
        .unwrap();
    assert!(text.contains("reviewed and approved"), "says whose plan it is");
    assert!(
        text.contains(
            "### Summary & positioning\n\nAna's note: open a second counter on Saturdays."
        ),
        "the edited text, under part 1"
    );
    assert!(text.contains("## 2. Ready-to-use copy"));
}

#[tokio::test]
async fn forged_tampered_or_stale_webhooks_change_nothing() {
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, None).await;
    assert_eq!(
        create_intent(&app, json!({ "email": "ada@example.com", "customerName": "Ada" }))
            .await
            .status(),
        200
    );
    let payload = intent_event(
        "evt_forged",
        "payment_intent.succeeded",
        succeeded_intent("pi_test_0", "ada@example.com"),
    );
    let good = stripe_signature(&payload, STRIPE_WEBHOOK_SECRET, now());

    let tampered = payload.replace("9900", "1");
    let wrong_secret = stripe_signature(&payload, "whsec_someone_else", now());
    let stale = stripe_signature(&payload, STRIPE_WEBHOOK_SECRET, now() - 301);
    for (body, signature, what) in [
        (tampered.as_str(), Some(good.as_str()), "tampered body"),
        (payload.as_str(), Some(wrong_secret.as_str()), "wrong secret"),
        (payload.as_str(), Some(stale.as_str()), "stale timestamp"),
        (payload.as_str(), Some("t=123"), "no v1"),
        (payload.as_str(), None, "no header"),
    ] {
        let res = post_webhook(&app, body, signature).await;
        assert_eq!(res.status(), 400, "{what}");
        let error: Value = res.json().await.unwrap();
        assert!(error["message"].as_str().unwrap().contains("Stripe signature"), "{what}: {error}");
    }
    assert_eq!(order_rows(&app)[0].2, "pending");
    assert_eq!(pro_mail_count(&app), 0);
    let events: i64 =
        app.db().query_row("SELECT COUNT(*) FROM stripe_events", [], |r| r.get(0)).unwrap();
    assert_eq!(events, 0);

    // A signed body that is not an event is a clear 400 too.
    let junk = r#"{"hello":"world"}"#;
    assert_eq!(signed_webhook(&app, junk).await.status(), 400);
}

#[tokio::test]
async fn failures_and_refunds_update_the_order() {
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, None).await;
    assert_eq!(
        create_intent(&app, json!({ "email": "ada@example.com", "customerName": "Ada" }))
            .await
            .status(),
        200
    );

    let mut failed = succeeded_intent("pi_test_0", "ada@example.com");
    failed["status"] = json!("requires_payment_method");
    failed["last_payment_error"] = json!({ "message": "Your card was declined." });
    assert_eq!(
        signed_webhook(
            &app,
            &intent_event("evt_f", "payment_intent.payment_failed", failed.clone())
        )
        .await
        .status(),
        200
    );
    let (status, message): (String, Option<String>) = app
        .db()
        .query_row("SELECT status, failure_message FROM orders", [], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap();
    assert_eq!((status.as_str(), message.as_deref()), ("failed", Some("Your card was declined.")));

    // A second try succeeds; a late failure event afterwards does not undo it.
    let paid = intent_event(
        "evt_s",
        "payment_intent.succeeded",
        succeeded_intent("pi_test_0", "ada@example.com"),
    );
    assert_eq!(signed_webhook(&app, &paid).await.status(), 200);
    assert_eq!(
        signed_webhook(&app, &intent_event("evt_f2", "payment_intent.payment_failed", failed))
            .await
            .status(),
        200
    );
    assert_eq!(order_rows(&app)[0].2, "paid");

    let charge = |refunded: i64, full: bool| {
        json!({ "id": "ch_1", "object": "charge", "payment_intent": "pi_test_0", "amount": 9900,
                "amount_refunded": refunded, "refunded": full })
    };
    let partial =
        json!({ "id": "evt_r1", "type": "charge.refunded", "data": { "object": charge(4900, false) } }).to_string();
    assert_eq!(signed_webhook(&app, &partial).await.status(), 200);
    assert_eq!(order_rows(&app)[0].2, "partially_refunded");
    let full =
        json!({ "id": "evt_r2", "type": "charge.refunded", "data": { "object": charge(9900, true) } }).to_string();
    assert_eq!(signed_webhook(&app, &full).await.status(), 200);
    let (status, refunded): (String, i64) = app
        .db()
        .query_row("SELECT status, amount_refunded_cents FROM orders", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!((status.as_str(), refunded), ("refunded", 9900));

    // Events of no interest are acknowledged so Stripe stops resending them.
    let other =
        json!({ "id": "evt_o", "type": "customer.created", "data": { "object": {} } }).to_string();
    assert_eq!(signed_webhook(&app, &other).await.status(), 200);
    assert_eq!(pro_mail_count(&app), 1);
}

#[tokio::test]
async fn admins_list_orders_and_nobody_else_can() {
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, None).await;
    for email in ["one@example.com", "two@example.com"] {
        assert_eq!(
            create_intent(&app, json!({ "email": email, "customerName": "Buyer" })).await.status(),
            200
        );
    }
    let paid = intent_event(
        "evt_a",
        "payment_intent.succeeded",
        succeeded_intent("pi_test_1", "two@example.com"),
    );
    assert_eq!(signed_webhook(&app, &paid).await.status(), 200);

    assert_eq!(app.client.get(app.url("/api/admin/orders")).send().await.unwrap().status(), 401);
    let token = app.admin_token().await;
    let res = app.admin_get(&token, "/api/admin/orders?pageSize=1").await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["x-total-count"], "2");
    let orders: Value = res.json().await.unwrap();
    assert_eq!(orders.as_array().unwrap().len(), 1);
    let newest = &orders[0];
    assert_eq!(newest["email"], "two@example.com");
    assert_eq!(newest["status"], "paid");
    assert_eq!(newest["amountCents"], 9900);
    assert_eq!(newest["currency"], "usd");
    assert!(newest["paidAt"].is_string() && newest["createdAt"].is_string());
}

#[tokio::test]
async fn the_order_summary_counts_outcomes_and_revenue_net_of_refunds() {
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, None).await;
    let token = app.admin_token().await;
    assert_eq!(
        app.client.get(app.url("/api/admin/orders/summary")).send().await.unwrap().status(),
        401
    );
    let empty: Value =
        app.admin_get(&token, "/api/admin/orders/summary").await.json().await.unwrap();
    assert_eq!(
        empty,
        json!({ "paidOrders": 0, "pendingOrders": 0, "failedOrders": 0, "refundedOrders": 0, "revenue": [] })
    );

    for email in ["a@example.com", "b@example.com", "c@example.com"] {
        let res = create_intent(&app, json!({ "email": email, "customerName": "Buyer" })).await;
        assert_eq!(res.status(), 200, "{}", res.text().await.unwrap());
    }
    for (event, pi, email) in
        [("evt_p1", "pi_test_1", "b@example.com"), ("evt_p2", "pi_test_2", "c@example.com")]
    {
        let paid = intent_event(event, "payment_intent.succeeded", succeeded_intent(pi, email));
        assert_eq!(signed_webhook(&app, &paid).await.status(), 200);
    }
    let refund = json!({ "id": "evt_r", "type": "charge.refunded", "data": { "object": {
        "id": "ch_1", "object": "charge", "payment_intent": "pi_test_2", "amount": 9900,
        "amount_refunded": 4900, "refunded": false } } })
    .to_string();
    assert_eq!(signed_webhook(&app, &refund).await.status(), 200);

    let summary: Value =
        app.admin_get(&token, "/api/admin/orders/summary").await.json().await.unwrap();
    assert_eq!(
        summary,
        json!({ "paidOrders": 2, "pendingOrders": 1, "failedOrders": 0, "refundedOrders": 1,
                "revenue": [{ "currency": "usd", "netCents": 9900 + 5000 }] })
    );
}

/// A signed `payment_intent.succeeded` for another amount, currency or mode than checkout
/// asked for: the order is flagged for the admin and no package goes out.
#[tokio::test]
async fn a_payment_that_is_not_what_checkout_asked_for_is_flagged_and_not_fulfilled() {
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, None).await;
    let token = app.admin_token().await;
    for n in 0..3 {
        let res = create_intent(
            &app,
            json!({ "email": format!("buyer{n}@example.com"), "customerName": "Ada" }),
        )
        .await;
        assert_eq!(res.status(), 200);
    }
    let mut one_dollar = succeeded_intent("pi_test_0", "buyer0@example.com");
    one_dollar["amount"] = json!(100);
    let mut euros = succeeded_intent("pi_test_1", "buyer1@example.com");
    euros["currency"] = json!("eur");
    let live = intent_event(
        "evt_live",
        "payment_intent.succeeded",
        succeeded_intent("pi_test_2", "buyer2@example.com"),
    )
    .replace("\"livemode\":false", "\"livemode\":true");
    assert!(live.contains("\"livemode\":true"));
    for payload in [
        intent_event("evt_dollar", "payment_intent.succeeded", one_dollar),
        intent_event("evt_euro", "payment_intent.succeeded", euros),
        live,
    ] {
        assert_eq!(
            signed_webhook(&app, &payload).await.status(),
            200,
            "Stripe is told it was received"
        );
    }
    assert_eq!(pro_mail_count(&app), 0, "no package for a payment that is not the price");
    assert!(order_rows(&app).iter().all(|row| row.2 == "pending"));

    let orders: Vec<Value> = app.admin_get(&token, "/api/admin/orders").await.json().await.unwrap();
    let reason = |pi: &str| {
        orders.iter().find(|o| o["paymentIntentId"] == pi).unwrap()["needsAttention"]
            .as_str()
            .unwrap()
            .to_owned()
    };
    assert_eq!(
        reason("pi_test_0"),
        "Stripe reported 100 USD paid, but checkout asked for 9900 USD"
    );
    assert_eq!(
        reason("pi_test_1"),
        "Stripe reported 9900 EUR paid, but checkout asked for 9900 USD"
    );
    assert_eq!(
        reason("pi_test_2"),
        "Stripe reported this payment in live mode, but the configured keys are test keys"
    );
}

/// A new survey from the buyer between two checkouts changes `metadata[lead_id]`: the
/// idempotency key changes with it, so Stripe never sees one key with two sets of parameters.
#[tokio::test]
async fn the_idempotency_key_covers_every_parameter_sent() {
    let stripe = FakeStripe::start().await;
    let app = checkout_app(&stripe, None).await;
    let body = json!({ "email": "owner@bloombakery.com", "customerName": "Ada" });
    assert_eq!(create_intent(&app, body.clone()).await.status(), 200);
    assert_eq!(app.submit_survey(&valid_survey()).await.status(), 201);
    assert_eq!(create_intent(&app, body).await.status(), 200);
    let requests = stripe.requests();
    assert_eq!(requests[0].field("metadata[lead_id]"), None);
    assert!(requests[1].field("metadata[lead_id]").is_some());
    assert_ne!(requests[0].idempotency_key, requests[1].idempotency_key);
}
