use serde_json::{Value, json};

/// What the fake AI provider answers.
#[derive(Clone)]
pub enum AiBehaviour {
    Plan(String),
    /// The n-th request gets the n-th reply (the last one repeats).
    Replies(Vec<String>),
    /// A refusal in the chat-completions shape.
    Refuse,
    ServerError,
    NotJson,
    TooShort,
    /// Accepts the request and never answers.
    Hang,
}

/// What the fake AI received: each request's `Authorization` header and JSON body.
pub type AiRequests = std::sync::Arc<std::sync::Mutex<Vec<(Option<String>, Value)>>>;

/// A local server speaking the OpenAI chat-completions wire format.
pub struct FakeAi {
    pub base_url: String,
    pub requests: AiRequests,
    behaviour: std::sync::Arc<std::sync::Mutex<AiBehaviour>>,
}

impl FakeAi {
    pub async fn start(behaviour: AiBehaviour) -> Self {
        use poem::{EndpointExt, IntoResponse, Route, post};
        let requests = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let behaviour = std::sync::Arc::new(std::sync::Mutex::new(behaviour));
        let (seen, mode) = (requests.clone(), behaviour.clone());
        let endpoint = Route::new().at(
            "/v1/chat/completions",
            post(poem::endpoint::make(move |req: poem::Request| {
                let (seen, mode) = (seen.clone(), mode.clone());
                async move {
                    let auth = req.header("authorization").map(str::to_owned);
                    let body: Value = req.into_body().into_json().await.unwrap_or(Value::Null);
                    let count = {
                        let mut seen = seen.lock().unwrap();
                        seen.push((auth, body));
                        seen.len()
                    };
                    let mode = mode.lock().unwrap().clone();
                    let asked = seen.lock().unwrap()[count - 1].1.to_string().len();
                    // Usage as a provider reports it; here, about four bytes a token.
                    let chat = |content: &str| {
                        poem::web::Json(json!({
                            "id": "chatcmpl-1", "object": "chat.completion", "model": "test-model",
                            "choices": [{ "index": 0, "finish_reason": "stop", "message": { "role": "assistant", "content": content } }],
                            "usage": { "prompt_tokens": asked / 4, "completion_tokens": content.len() / 4, "total_tokens": (asked + content.len()) / 4 }
                        }))
                        .into_response()
                    };
                    match mode {
                        AiBehaviour::Plan(text) => chat(&text),
                        AiBehaviour::Replies(replies) => chat(&replies[(count - 1).min(replies.len() - 1)]),
                        AiBehaviour::Refuse => poem::web::Json(json!({
                            "id": "chatcmpl-2", "object": "chat.completion", "model": "test-model",
                            "choices": [{ "index": 0, "finish_reason": "stop",
                                "message": { "role": "assistant", "content": null, "refusal": "I can't help with that request." } }]
                        }))
                        .into_response(),
                        AiBehaviour::TooShort => chat("## Plan\nPost more."),
                        AiBehaviour::NotJson => "<html>gateway</html>".into_response(),
                        AiBehaviour::ServerError => (
                            poem::http::StatusCode::INTERNAL_SERVER_ERROR,
                            poem::web::Json(json!({ "error": { "message": "model overloaded" } })),
                        )
                            .into_response(),
                        // Never answers: only the server's own timeout ends the call.
                        AiBehaviour::Hang => std::future::pending::<poem::Response>().await,
                    }
                }
            })),
        );
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        listener.set_nonblocking(true).unwrap();
        let acceptor = poem::listener::TcpAcceptor::from_std(listener).unwrap();
        tokio::spawn(poem::Server::new_with_acceptor(acceptor).run(endpoint.map_to_response()));
        Self { base_url: format!("http://127.0.0.1:{port}/v1"), requests, behaviour }
    }

    pub fn set(&self, behaviour: AiBehaviour) {
        *self.behaviour.lock().unwrap() = behaviour;
    }
}
