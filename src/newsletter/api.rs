//! The newsletter's endpoints.

use std::sync::Arc;

use poem::Request;
use poem_openapi::param::Query;
use poem_openapi::payload::{Json, PlainText};
use poem_openapi::{ApiResponse, Object, OpenApi};
use rand::RngCore;

use super::repo;
use crate::db::{Db, DbError, now_utc};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::payload::JsonBody;
use crate::http::ratelimit::{HourlyLimit, Proxies, client_network};
use crate::mail::{Email, EmailAddress, Mailer};

/// Sign-up with double opt-in, and unsubscribing.
pub struct NewsletterApi {
    pub db: Db,
    pub mailer: Arc<Mailer>,
    /// Sign-ups per client address and hour.
    pub limit: HourlyLimit,
    pub proxies: Proxies,
}

#[derive(Object, serde::Deserialize)]
pub struct SubscribeRequest {
    #[oai(validator(max_length = 254))]
    pub email: Option<String>,
}

#[derive(Object)]
pub struct Accepted {
    pub message: String,
}

#[derive(ApiResponse)]
pub enum SubscribeResponse {
    /// A confirmation e-mail is on its way (the same answer whether or not the address was
    /// already subscribed).
    #[oai(status = 202)]
    Accepted(Json<Accepted>),
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum LinkResponse {
    /// Back to the blog, with the outcome in `?newsletter=`.
    #[oai(status = 303)]
    SeeOther(#[oai(header = "Location")] String),
}

#[derive(ApiResponse)]
pub enum OneClickResponse {
    /// Unsubscribed (RFC 8058 one-click).
    #[oai(status = 200)]
    Ok(PlainText<String>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

fn random_token() -> String {
    let mut bytes = [0u8; 24];
    rand::rng().fill_bytes(&mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn check_token(token: &str) -> Result<&str, ApiError> {
    let token = token.trim();
    if token.len() == 48 && token.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(token)
    } else {
        Err(ApiError::field("token", "This link is not valid"))
    }
}

#[OpenApi(tag = "crate::http::openapi::Tag::Newsletter")]
impl NewsletterApi {
    /// Subscribe to the newsletter
    ///
    /// Sends a confirmation e-mail (double opt-in). The answer is the same whether or not the
    /// address is already subscribed.
    #[oai(path = "/newsletter/subscribe", method = "post", operation_id = "subscribe")]
    async fn subscribe(&self, req: &Request, body: JsonBody<SubscribeRequest>) -> poem::Result<SubscribeResponse> {
        let raw = body.0.email.unwrap_or_default();
        if raw.trim().is_empty() {
            return Err(ApiError::field("email", "Please enter your e-mail address").into());
        }
        let email = EmailAddress::parse(raw.trim())?;
        if let Some(network) = client_network(req, &self.proxies) {
            self.limit.check(network).map_err(|wait| ApiError::throttled("sign-ups from your network", wait))?;
        }
        let mailer = self.mailer.clone();
        let fresh = random_token();
        self.db
            .write(move |conn| -> Result<(), DbError> {
                if let repo::Subscribe::Confirm { id, token, request } = repo::subscribe(conn, &email, &fresh, &now_utc())? {
                    let site = mailer.templates.site_url().to_owned();
                    let confirm = format!("{site}/api/newsletter/confirm?token={token}");
                    let unsubscribe = format!("{site}/api/newsletter/unsubscribe?token={token}");
                    let rendered = mailer.templates.newsletter_confirm(&confirm, &unsubscribe);
                    mailer.enqueue(
                        conn,
                        &Email {
                            kind: "newsletter_confirm",
                            dedupe_key: format!("newsletter:{id}:confirm:{request}"),
                            to: email.to_string(),
                            subject: rendered.subject,
                            text: rendered.text,
                            html: rendered.html,
                            headers: vec![
                                ("List-Unsubscribe".into(), format!("<{unsubscribe}>")),
                                ("List-Unsubscribe-Post".into(), "List-Unsubscribe=One-Click".into()),
                            ],
                            lead_id: None,
                        },
                    )?;
                }
                Ok(())
            })
            .await?;
        self.mailer.wake();
        Ok(SubscribeResponse::Accepted(Json(Accepted {
            message: "Check your inbox to confirm your subscription.".into(),
        })))
    }

    /// Confirm a subscription (the link in the confirmation e-mail)
    #[oai(path = "/newsletter/confirm", method = "get", operation_id = "confirmSubscription")]
    async fn confirm(&self, #[oai(validator(max_length = 128))] token: Query<String>) -> poem::Result<LinkResponse> {
        let token = check_token(&token.0)?.to_owned();
        let done = self.db.write(move |conn| Ok::<_, DbError>(repo::confirm(conn, &token, &now_utc())?)).await?;
        Ok(LinkResponse::SeeOther(format!("/blog?newsletter={}", if done { "confirmed" } else { "invalid" })))
    }

    /// Unsubscribe (the link in every newsletter e-mail)
    #[oai(path = "/newsletter/unsubscribe", method = "get", operation_id = "unsubscribeLink")]
    async fn unsubscribe_link(&self, #[oai(validator(max_length = 128))] token: Query<String>) -> poem::Result<LinkResponse> {
        let token = check_token(&token.0)?.to_owned();
        let done = self.db.write(move |conn| Ok::<_, DbError>(repo::unsubscribe(conn, &token, &now_utc())?)).await?;
        Ok(LinkResponse::SeeOther(format!("/blog?newsletter={}", if done { "unsubscribed" } else { "invalid" })))
    }

    /// One-click unsubscribe (RFC 8058, sent by mail clients)
    #[oai(path = "/newsletter/unsubscribe", method = "post", operation_id = "unsubscribeOneClick")]
    async fn unsubscribe_one_click(&self, #[oai(validator(max_length = 128))] token: Query<String>) -> poem::Result<OneClickResponse> {
        let token = check_token(&token.0)?.to_owned();
        let done = self.db.write(move |conn| Ok::<_, DbError>(repo::unsubscribe(conn, &token, &now_utc())?)).await?;
        if !done {
            return Err(ApiError::NotFound("No subscription with this link".into()).into());
        }
        Ok(OneClickResponse::Ok(PlainText("You are unsubscribed.".into())))
    }
}
