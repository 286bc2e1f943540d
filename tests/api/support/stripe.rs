use serde_json::{Value, json};

pub const STRIPE_SECRET_KEY: &str = "sk_test_plansmith_secret";
pub const STRIPE_WEBHOOK_SECRET: &str = "whsec_plansmith_test_secret";

/// One request the fake Stripe API received.
#[derive(Debug, Clone)]
pub struct StripeRequest {
    pub path: String,
    pub authorization: Option<String>,
    pub idempotency_key: Option<String>,
    pub content_type: Option<String>,
    /// The form-encoded body, decoded (`metadata[email]` etc. as keys).
    pub form: Vec<(String, String)>,
}

impl StripeRequest {
    pub fn field(&self, name: &str) -> Option<&str> {
        self.form.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
    }
}

#[derive(Clone, Copy, Debug)]
pub enum StripeBehaviour {
    Ok,
    /// Answers 500 with Stripe's error shape.
    ServerError,
    /// Answers 400 invalid_request_error, as for a bad parameter.
    Invalid,
}

/// A local server speaking Stripe's wire format for `POST /v1/payment_intents`: form-encoded
/// body, bearer key, `Idempotency-Key` (the same key answers with the same PaymentIntent).
pub struct FakeStripe {
    pub base_url: String,
    pub requests: std::sync::Arc<std::sync::Mutex<Vec<StripeRequest>>>,
    behaviour: std::sync::Arc<std::sync::Mutex<StripeBehaviour>>,
}

impl FakeStripe {
    pub async fn start() -> Self {
        use poem::{EndpointExt, IntoResponse, Route, post};
        let requests = std::sync::Arc::new(std::sync::Mutex::new(Vec::<StripeRequest>::new()));
        let behaviour = std::sync::Arc::new(std::sync::Mutex::new(StripeBehaviour::Ok));
        let (seen, mode) = (requests.clone(), behaviour.clone());
        let endpoint = Route::new().at(
            "/v1/payment_intents",
            post(poem::endpoint::make(move |req: poem::Request| {
                let (seen, mode) = (seen.clone(), mode.clone());
                async move {
                    let header = |name: &str| req.header(name).map(str::to_owned);
                    let (authorization, idempotency_key, content_type) =
                        (header("authorization"), header("idempotency-key"), header("content-type"));
                    let path = req.uri().path().to_owned();
                    let body = req.into_body().into_bytes().await.unwrap_or_default();
                    let form: Vec<(String, String)> = url::form_urlencoded::parse(&body).into_owned().collect();
                    let request = StripeRequest { path, authorization, idempotency_key, content_type, form };
                    let mut seen = seen.lock().unwrap();
                    seen.push(request.clone());
                    let error = |status: u16, kind: &str, message: &str| {
                        (
                            poem::http::StatusCode::from_u16(status).unwrap(),
                            poem::web::Json(json!({ "error": { "type": kind, "message": message } })),
                        )
                            .into_response()
                    };
                    match *mode.lock().unwrap() {
                        StripeBehaviour::ServerError => return error(500, "api_error", "Something went wrong on Stripe's end."),
                        StripeBehaviour::Invalid => return error(400, "invalid_request_error", "Invalid currency: xyz"),
                        StripeBehaviour::Ok => {}
                    }
                    if request.authorization.as_deref() != Some(&format!("Bearer {STRIPE_SECRET_KEY}")) {
                        return error(401, "invalid_request_error", "Invalid API Key provided");
                    }
                    // Stripe answers a repeated idempotency key with the first answer, and refuses
                    // one reused with other parameters.
                    let first = seen.iter().position(|r| r.idempotency_key.is_some() && r.idempotency_key == request.idempotency_key).unwrap();
                    let sorted = |form: &[(String, String)]| {
                        let mut form = form.to_vec();
                        form.sort();
                        form
                    };
                    if sorted(&seen[first].form) != sorted(&request.form) {
                        return error(
                            400,
                            "idempotency_error",
                            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
                        );
                    }
                    let id = format!("pi_test_{first}");
                    let metadata: serde_json::Map<String, Value> = request
                        .form
                        .iter()
                        .filter_map(|(k, v)| Some((k.strip_prefix("metadata[")?.strip_suffix(']')?.to_owned(), Value::String(v.clone()))))
                        .collect();
                    poem::web::Json(json!({
                        "id": id,
                        "object": "payment_intent",
                        "amount": request.field("amount").and_then(|a| a.parse::<i64>().ok()).unwrap_or(0),
                        "amount_capturable": 0,
                        "amount_received": 0,
                        "automatic_payment_methods": { "enabled": true },
                        "capture_method": "automatic_async",
                        "client_secret": format!("{id}_secret_abc"),
                        "confirmation_method": "automatic",
                        "created": 1_763_800_000,
                        "currency": request.field("currency").unwrap_or("usd"),
                        "description": request.field("description"),
                        "livemode": false,
                        "metadata": metadata,
                        "payment_method_types": ["card"],
                        "receipt_email": request.field("receipt_email"),
                        "status": "requires_payment_method"
                    }))
                    .into_response()
                }
            })),
        );
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let acceptor = poem::listener::TcpAcceptor::from_std(listener).unwrap();
        tokio::spawn(poem::Server::new_with_acceptor(acceptor).run(endpoint.map_to_response()));
        Self { base_url: format!("http://127.0.0.1:{port}/"), requests, behaviour }
    }

    pub fn set(&self, behaviour: StripeBehaviour) {
        *self.behaviour.lock().unwrap() = behaviour;
    }

    pub fn requests(&self) -> Vec<StripeRequest> {
        self.requests.lock().unwrap().clone()
    }
}

/// `Stripe-Signature` for `payload` as Stripe makes it
/// (`stripe.WebhookSignature.generate_signature_header` in its Python library):
/// `t=<timestamp>,v1=<hex HMAC-SHA256 of "<timestamp>.<payload>" keyed with the secret>`.
/// Written here rather than taken from the server, so the server's verifier is checked against
/// an independent signer; `the_signer_reproduces_stripes_own_library` pins it to Stripe's output.
pub fn stripe_signature(payload: &str, secret: &str, timestamp: i64) -> String {
    use hmac::{Hmac, Mac};
    let mut mac = Hmac::<sha2::Sha256>::new_from_slice(secret.as_bytes()).expect("any key length");
    mac.update(format!("{timestamp}.{payload}").as_bytes());
    format!("t={timestamp},v1={}", hex::encode(mac.finalize().into_bytes()))
}

/// A vector made by Stripe's own library, so the Rust signer cannot drift from it unnoticed:
///
/// ```sh
/// printf '%s' '{"id":"evt_vector_1","type":"payment_intent.succeeded","data":{"object":{"id":"pi_vector_1","metadata":{"customer_name":"Zoë Café"}}}}' \
///   | target/test-venv/bin/python tests/stripe_sign.py --secret whsec_plansmith_vector --timestamp 1700000000
/// ```
///
/// run from the repository root with the venv tests/run-all.sh creates (stripe 16.1.0). The
/// payload's non-ASCII name checks that the HMAC covers its UTF-8 bytes.
#[test]
fn the_signer_reproduces_stripes_own_library() {
    let payload = r#"{"id":"evt_vector_1","type":"payment_intent.succeeded","data":{"object":{"id":"pi_vector_1","metadata":{"customer_name":"Zoë Café"}}}}"#;
    assert_eq!(
        stripe_signature(payload, "whsec_plansmith_vector", 1_700_000_000),
        "t=1700000000,v1=8d9501e8246ea3cbfde903c1e7e89498a7a691d94a56f340db1ba924b09cff68"
    );
}
