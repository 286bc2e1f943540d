use std::sync::Arc;

use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::{Auth, password, repo};
use crate::db::Db;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::payload::JsonBody;
use crate::http::ratelimit::{client_ip, describe_wait};

/// Admin sign-in.
pub struct AuthApi {
    pub db: Db,
    pub auth: Arc<Auth>,
    pub trust_proxy: bool,
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
    /// Too many attempts for this username or from this address.
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::http::openapi::Tag::Admin")]
impl AuthApi {
    /// Admin login
    ///
    /// Exchanges a username and password for a bearer token (HS256 JWT).
    #[oai(path = "/admin/login", method = "post", operation_id = "adminLogin")]
    async fn login(&self, req: &Request, body: JsonBody<LoginRequest>) -> poem::Result<LoginResult> {
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
        let limited = |wait| {
            ApiError::TooManyRequests(format!("Too many login attempts. Please try again in {}.", describe_wait(wait)))
        };
        if let Some(ip) = client_ip(req, self.trust_proxy) {
            self.auth.per_ip.check(ip).map_err(limited)?;
        }
        self.auth.per_username.check(username.to_lowercase()).map_err(limited)?;

        let lookup = username.clone();
        let account = self.db.read(move |conn| repo::find_by_username(conn, &lookup)).await?;
        let stored = account.as_ref().map(|a| a.password_hash.clone());
        // argon2 is CPU work: keep it off the async threads.
        let valid = tokio::task::spawn_blocking(move || password::verify(&password, stored.as_deref()))
            .await
            .map_err(|e| ApiError::Internal(e.into()))?;
        let Some(admin) = account.filter(|_| valid) else {
            tracing::info!("admin login refused");
            return Err(ApiError::Unauthorized("Invalid credentials".into()).into());
        };
        let (token, expires) = self.auth.keys.issue(admin.id, &admin.username, admin.token_version, self.auth.ttl)?;
        tracing::info!(admin = %admin.username, "admin signed in");
        Ok(LoginResult::Ok(Json(LoginResponse {
            token,
            expires_at: crate::db::format_timestamp(expires),
            username: admin.username,
        })))
    }
}
