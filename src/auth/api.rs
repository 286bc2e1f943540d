use std::sync::Arc;

use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::{Auth, password, repo};
use crate::config::Proxies;
use crate::db::Db;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::payload::JsonBody;
use crate::http::ratelimit::client_network;

/// How long a sign-in waits for a free password check before it is answered 429.
const HASHING_QUEUE_WAIT: std::time::Duration = std::time::Duration::from_secs(2);

/// Admin sign-in.
pub struct AuthApi {
    pub db: Db,
    pub auth: Arc<Auth>,
    pub proxies: Proxies,
}

#[derive(Debug, Object, serde::Deserialize)]
pub struct LoginRequest {
    #[oai(validator(max_length = 200))]
    pub username: String,
    #[oai(validator(max_length = 1024))]
    pub password: String,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct LoginResponse {
    /// Send as `Authorization: Bearer <token>`.
    pub token: String,
    /// When the token stops working (RFC 3339).
    pub expires_at: String,
    pub username: String,
}

#[derive(ApiResponse)]
pub enum LoginResult {
    /// Signed in.
    #[oai(status = 200)]
    Ok(Json<LoginResponse>),
    /// Missing username or password.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// Wrong username or password (the same answer for both).
    #[oai(status = 401)]
    Unauthorized(Json<ErrorBody>),
    /// Too many attempts from this network (for this username or any), or too many sign-ins
    /// at once; `Retry-After` says when to try again.
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::http::openapi::Tag::Admin")]
impl AuthApi {
    /// Admin login
    ///
    /// Exchanges a username and password for a bearer token (HS256 JWT).
    #[oai(path = "/admin/login", method = "post", operation_id = "adminLogin")]
    async fn login(
        &self,
        req: &Request,
        body: JsonBody<LoginRequest>,
    ) -> poem::Result<LoginResult> {
        let LoginRequest { username, password } = body.0;
        let username = username.trim().to_owned();
        if username.is_empty() {
            return Err(ApiError::field("username", "Please enter your username").into());
        }
        if password.is_empty() {
            return Err(ApiError::field("password", "Please enter your password").into());
        }
        if username.chars().count() > 200 || password.chars().count() > password::MAX_LENGTH {
            return Err(ApiError::Unauthorized("Invalid credentials".into()).into());
        }
        // Every attempt counts against the limits until it succeeds: only failed sign-ins do.
        let network = client_network(req, &self.proxies);
        let mut counted = None;
        if let Some(network) = network {
            let limited =
                |wait| ApiError::throttled("login attempts from your network", network, wait);
            let by_network = self.auth.per_network.check_undoable(network).map_err(limited)?;
            let by_user = self
                .auth
                .per_username_and_network
                .check_undoable((username.to_lowercase(), network))
                .map_err(limited)?;
            counted = Some((by_network, by_user));
        }
        // At most a few argon2 checks at once, whatever the number of clients: the rest wait
        // briefly, then are told to come back. They never hold a database reader meanwhile.
        let _permit = hashing_slot(&self.auth.hashing, HASHING_QUEUE_WAIT).await?;
        let lookup = username.clone();
        let follows = self.auth.keys.follows_database();
        let (account, secret) = self
            .db
            .read(move |conn| {
                let secret = if follows { repo::setting(conn, "jwt_secret")? } else { None };
                Ok::<_, rusqlite::Error>((repo::find_by_username(conn, &lookup)?, secret))
            })
            .await?;
        let stored = account.as_ref().map(|a| a.password_hash.clone());
        // argon2 is CPU work: keep it off the async threads.
        let valid =
            tokio::task::spawn_blocking(move || password::verify(&password, stored.as_deref()))
                .await
                .map_err(|e| ApiError::Internal(e.into()))?;
        let Some(admin) = account.filter(|_| valid) else {
            if let Some(more) = REFUSED_LOGINS.allow() {
                let network = network.map(|n| n.to_string()).unwrap_or_default();
                let typed: String = username.chars().take(64).collect();
                tracing::warn!(username = %typed, %network, more_since_last_line = more, "admin login refused");
            }
            return Err(ApiError::Unauthorized("Invalid credentials".into()).into());
        };
        if let Some((by_network, by_user)) = counted {
            self.auth.per_network.take_back(by_network);
            self.auth.per_username_and_network.take_back(by_user);
        }
        let (token, expires) = self.auth.keys.keys(secret.as_deref()).issue(
            admin.id,
            &admin.username,
            admin.token_version,
            self.auth.ttl,
        )?;
        tracing::info!(admin = %admin.username, "admin signed in");
        Ok(LoginResult::Ok(Json(LoginResponse {
            token,
            expires_at: crate::db::format_timestamp(expires),
            username: admin.username,
        })))
    }
}

/// Refused sign-ins, logged with the name typed and the client's network, one line a minute at
/// most: a password-guessing run must not fill the log.
static REFUSED_LOGINS: crate::http::quiet::QuietLog = crate::http::quiet::QuietLog::new();

/// A free password check, waiting at most `wait`; then `429` with `Retry-After`.
async fn hashing_slot(
    hashing: &tokio::sync::Semaphore,
    wait: std::time::Duration,
) -> Result<tokio::sync::SemaphorePermit<'_>, ApiError> {
    match tokio::time::timeout(wait, hashing.acquire()).await {
        Ok(Ok(permit)) => Ok(permit),
        _ => {
            tracing::warn!("admin login refused: too many sign-ins at once");
            Err(ApiError::TooManyRequests {
                message: "Too many sign-ins at once. Please try again in a few seconds.".into(),
                retry_after: std::time::Duration::from_secs(2),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_sign_in_beyond_the_hashing_cap_waits_then_is_told_to_retry() {
        let hashing = tokio::sync::Semaphore::new(2);
        let wait = std::time::Duration::from_millis(50);
        let first = hashing_slot(&hashing, wait).await.unwrap();
        let _second = hashing_slot(&hashing, wait).await.unwrap();
        let Err(ApiError::TooManyRequests { retry_after, .. }) = hashing_slot(&hashing, wait).await
        else {
            panic!("a third concurrent check must be refused");
        };
        assert!(retry_after.as_secs() >= 1);
        drop(first);
        assert!(hashing_slot(&hashing, wait).await.is_ok(), "a freed slot is taken");
    }
}
