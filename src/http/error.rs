//! One error type at the API edge. Every error leaves the server as JSON
//! `{"message": ..., "field": ...}`; internal failures are logged in full and reach the client
//! only as an opaque message.

use poem::http::StatusCode;
use poem::{IntoResponse, Response};
use poem_openapi::Object;

use crate::db::DbError;
use crate::mail::address::InvalidEmail;

/// The body of every error response.
#[derive(Debug, Clone, Object, serde::Serialize)]
pub struct ErrorBody {
    /// What went wrong, in words fit to show a person.
    pub message: String,
    /// The request field at fault, when one is.
    #[oai(skip_serializing_if_is_none)]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
}

impl ErrorBody {
    pub fn new(message: impl Into<String>) -> Self {
        Self { message: message.into(), field: None }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{message}")]
    BadRequest { message: String, field: Option<String> },
    #[error("{0}")]
    Unauthorized(String),
    #[error("{0}")]
    NotFound(String),
    #[error("{0}")]
    Conflict(String),
    #[error("{0}")]
    PayloadTooLarge(String),
    #[error("{0}")]
    UnsupportedMediaType(String),
    /// A limit was reached; `retry_after` goes out as the `Retry-After` header.
    #[error("{message}")]
    TooManyRequests { message: String, retry_after: std::time::Duration },
    /// A dependency (the AI provider, Stripe) failed; the message is safe to show.
    #[error("{0}")]
    BadGateway(String),
    /// A feature the operator has not configured (payments without Stripe keys).
    #[error("{0}")]
    ServiceUnavailable(String),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

pub type Result<T, E = ApiError> = std::result::Result<T, E>;

impl ApiError {
    pub fn field(field: &str, message: impl Into<String>) -> Self {
        Self::BadRequest { message: message.into(), field: Some(field.to_owned()) }
    }

    /// "Too many {what}. Please try again in 12 minutes.", with `Retry-After`.
    /// `429` for a client network that went over a limit. Logged, one line a minute at most
    /// (with the count of the others): a flood must not fill the log.
    pub fn throttled(what: &str, network: std::net::IpAddr, wait: std::time::Duration) -> Self {
        static REFUSED: crate::http::quiet::QuietLog = crate::http::quiet::QuietLog::new();
        if let Some(more) = REFUSED.allow() {
            tracing::warn!(%network, refused = what, more_since_last_line = more, "too many requests");
        }
        let message = format!(
            "Too many {what}. Please try again in {}.",
            crate::http::ratelimit::describe_wait(wait)
        );
        Self::TooManyRequests { message, retry_after: wait }
    }

    pub fn body(&self) -> ErrorBody {
        match self {
            Self::BadRequest { message, field } => {
                ErrorBody { message: message.clone(), field: field.clone() }
            }
            Self::Internal(_) => {
                ErrorBody::new("Something went wrong on our side. Please try again.")
            }
            other => ErrorBody::new(other.to_string()),
        }
    }
}

/// A database failure is the server's fault: logged in full, answered 500 with an opaque
/// message. This is the only way a database error reaches a client.
impl From<DbError> for ApiError {
    fn from(err: DbError) -> Self {
        Self::Internal(anyhow::Error::new(err))
    }
}

/// A refused e-mail address names the `email` field.
impl From<InvalidEmail> for ApiError {
    fn from(err: InvalidEmail) -> Self {
        Self::field("email", err.to_string())
    }
}

impl From<InvalidEmail> for poem::Error {
    fn from(err: InvalidEmail) -> Self {
        ApiError::from(err).into()
    }
}

/// Lets a handler (which answers `poem::Result`) use `?` on a database call directly.
impl From<DbError> for poem::Error {
    fn from(err: DbError) -> Self {
        ApiError::from(err).into()
    }
}

impl poem::error::ResponseError for ApiError {
    fn status(&self) -> StatusCode {
        match self {
            Self::BadRequest { .. } => StatusCode::BAD_REQUEST,
            Self::Unauthorized(_) => StatusCode::UNAUTHORIZED,
            Self::NotFound(_) => StatusCode::NOT_FOUND,
            Self::Conflict(_) => StatusCode::CONFLICT,
            Self::PayloadTooLarge(_) => StatusCode::PAYLOAD_TOO_LARGE,
            Self::UnsupportedMediaType(_) => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::TooManyRequests { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::BadGateway(_) => StatusCode::BAD_GATEWAY,
            Self::ServiceUnavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn as_response(&self) -> Response {
        if let Self::Internal(err) = self {
            tracing::error!(error = format!("{err:#}"), "internal error");
        }
        let mut response = json_response(self.status(), &self.body());
        if let Self::TooManyRequests { retry_after, .. } = self {
            let secs = retry_after.as_secs().max(1).to_string();
            response.headers_mut().insert(
                poem::http::header::RETRY_AFTER,
                secs.parse().expect("digits are a valid header value"),
            );
        }
        response
    }
}

pub fn json_response(status: StatusCode, body: &ErrorBody) -> Response {
    poem::web::Json(body).with_status(status).into_response()
}

/// Turns any error raised under `/api` (routing, content type, parameter parsing, handlers)
/// into the JSON error shape, so API clients never receive plain text or the HTML app.
pub async fn api_error_response(err: poem::Error) -> Response {
    if err.is::<ApiError>() {
        return err.into_response();
    }
    let status = err.status();
    let message = match status {
        StatusCode::NOT_FOUND => "No such API endpoint".to_owned(),
        StatusCode::METHOD_NOT_ALLOWED => "Method not allowed on this endpoint".to_owned(),
        StatusCode::UNAUTHORIZED => {
            "Sign in required: send the admin token as `Authorization: Bearer <token>`".to_owned()
        }
        s if s.is_server_error() => {
            tracing::error!(error = %err, "internal error");
            "Something went wrong on our side. Please try again.".to_owned()
        }
        _ => err.to_string(),
    };
    json_response(status, &ErrorBody::new(message))
}
