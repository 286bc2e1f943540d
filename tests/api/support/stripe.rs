use serde_json::{Value, json};

use super::python;

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

/// `Stripe-Signature` for `payload`, computed by Stripe's own Python library
/// (`stripe.WebhookSignature.generate_signature_header`).
pub fn stripe_signature(payload: &str, secret: &str, timestamp: i64) -> String {
    use std::io::Write;
    let mut child = std::process::Command::new(python())
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/stripe_sign.py"))
        .args(["--secret", secret, "--timestamp", &timestamp.to_string()])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("run tests/stripe_sign.py (the test venv needs the stripe package: run tests/run-all.sh)");
    child.stdin.take().unwrap().write_all(payload.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "stripe_sign.py failed");
    String::from_utf8(output.stdout).unwrap().trim().to_owned()
}
