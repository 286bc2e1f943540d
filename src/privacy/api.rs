//! The admin's export and erasure of a person's data.

use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::Counts;
use crate::auth::guard::AdminAuth;
use crate::db::{Db, DbError, now_utc};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::payload::JsonBody;
use crate::mail::EmailAddress;

pub struct PrivacyApi {
    pub db: Db,
}

#[derive(Object, serde::Deserialize)]
pub struct PersonRequest {
    /// The person's e-mail address (any case).
    #[oai(validator(max_length = 254))]
    pub email: String,
}

/// What an erasure removed.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Erased {
    pub leads: u32,
    pub strategies: u32,
    pub emails: u32,
    pub newsletter_subscriptions: u32,
    /// Orders kept for the accounts, with the name and address removed.
    pub orders_anonymised: u32,
}

impl From<Counts> for Erased {
    fn from(c: Counts) -> Self {
        let n = |v: usize| u32::try_from(v).unwrap_or(u32::MAX);
        Self {
            leads: n(c.leads),
            strategies: n(c.strategies),
            emails: n(c.emails),
            newsletter_subscriptions: n(c.newsletter_subscriptions),
            orders_anonymised: n(c.orders),
        }
    }
}

#[derive(ApiResponse)]
pub enum ExportResponse {
    /// Everything stored about the address: leads, plan drafts and their history, e-mails,
    /// the newsletter subscription and orders.
    #[oai(status = 200)]
    Ok(Json<serde_json::Value>),
    /// Not an e-mail address.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// Nothing is stored about this address.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum EraseResponse {
    /// Erased, in one transaction; the counts say what went.
    #[oai(status = 200)]
    Ok(Json<Erased>),
    /// Not an e-mail address.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// Nothing is stored about this address.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

fn address(raw: &str) -> Result<String, ApiError> {
    if raw.trim().is_empty() {
        return Err(ApiError::field("email", "Please give the person's e-mail address"));
    }
    Ok(EmailAddress::parse(raw.trim())?.to_string())
}

fn nothing_stored() -> ApiError {
    ApiError::NotFound("Nothing is stored about this address".into())
}

#[OpenApi(tag = "crate::http::openapi::Tag::Admin")]
impl PrivacyApi {
    /// Export a person's data
    ///
    /// One JSON document of everything stored about an e-mail address. Recorded, with who
    /// asked, in the privacy log.
    #[oai(path = "/admin/people/export", method = "post", operation_id = "exportPerson")]
    async fn export(
        &self,
        auth: AdminAuth,
        body: JsonBody<PersonRequest>,
    ) -> poem::Result<ExportResponse> {
        let email = address(&body.0.email)?;
        let actor = auth.0.username;
        let found = self
            .db
            .write(move |conn| -> Result<Option<serde_json::Value>, DbError> {
                let now = now_utc();
                let (document, counts) = super::export(conn, &email, &now)?;
                if counts.is_empty() {
                    return Ok(None);
                }
                super::record(conn, "export", &email, &actor, &counts, &now)?;
                Ok(Some(document))
            })
            .await?;
        let document = found.ok_or_else(nothing_stored)?;
        Ok(ExportResponse::Ok(Json(document)))
    }

    /// Erase a person's data
    ///
    /// Deletes the address's leads, plan drafts, e-mails and newsletter subscription, and
    /// removes the name and address from their orders (kept for the accounts), in one
    /// transaction recorded with who asked.
    #[oai(path = "/admin/people/erase", method = "post", operation_id = "erasePerson")]
    async fn erase(
        &self,
        auth: AdminAuth,
        body: JsonBody<PersonRequest>,
    ) -> poem::Result<EraseResponse> {
        let email = address(&body.0.email)?;
        let actor = auth.0.username;
        let erased = self
            .db
            .write(move |conn| -> Result<Counts, DbError> {
                let now = now_utc();
                let counts = super::erase(conn, &email, &now)?;
                if !counts.is_empty() {
                    super::record(conn, "erase", &email, &actor, &counts, &now)?;
                }
                Ok(counts)
            })
            .await?;
        if erased.is_empty() {
            return Err(nothing_stored().into());
        }
        tracing::info!(erased = %erased, "a person's data was erased");
        Ok(EraseResponse::Ok(Json(erased.into())))
    }
}
