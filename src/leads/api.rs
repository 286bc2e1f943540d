use std::sync::Arc;

use poem::Request;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::model::LeadInput;
use super::repo::{self, Inserted};
use crate::app::AppState;
use crate::db::DbError;
use crate::error::{ApiError, ErrorBody};
use crate::payload::JsonBody;
use crate::ratelimit::{client_ip, describe_wait};

pub struct LeadsApi {
    pub state: Arc<AppState>,
}

#[derive(Object)]
pub struct LeadCreated {
    /// The stored lead's id.
    pub id: i64,
}

#[derive(ApiResponse)]
pub enum CreateLeadResponse {
    /// The survey was stored (or was an exact repeat of one stored minutes ago).
    #[oai(status = 201)]
    Created(Json<LeadCreated>),
    /// An answer is missing or invalid; `field` names the first one, in survey order.
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    /// The body is larger than 64 KiB.
    #[oai(status = 413)]
    TooLarge(Json<ErrorBody>),
    /// The body is not JSON.
    #[oai(status = 415)]
    UnsupportedMediaType(Json<ErrorBody>),
    /// Too many submissions from this address; try again later.
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::app::Tag::Leads")]
impl LeadsApi {
    /// Submit the survey
    ///
    /// Stores the 17 answers as a lead. Every answer except `website`, `specificLocation`
    /// and `otherChallenge` is required; at most two challenges, `other` only with
    /// `otherChallenge`; `specificLocation` only when `sellLocation` is `locally`.
    #[oai(path = "/leads", method = "post", operation_id = "createLead")]
    async fn create(&self, req: &Request, body: JsonBody<LeadInput>) -> poem::Result<CreateLeadResponse> {
        let state = &self.state;
        let input = body.0;
        if input.is_automated() {
            tracing::debug!("honeypot filled; submission dropped");
            return Ok(CreateLeadResponse::Created(Json(LeadCreated { id: 0 })));
        }
        let lead = input.parse()?;
        if let Some(ip) = client_ip(req, state.config.trust_proxy) {
            if let Err(wait) = state.lead_limit.check(ip) {
                return Err(ApiError::TooManyRequests(format!(
                    "Too many submissions from your network. Please try again in {}.",
                    describe_wait(wait)
                ))
                .into());
            }
        }
        let now = jiff::Timestamp::now();
        // Rendered here so the writer thread only inserts.
        let mail = state.mailer.lead_mail(&lead);
        let mailer = state.mailer.clone();
        let inserted = state
            .db
            .write(move |conn| -> Result<Inserted, DbError> {
                let inserted = repo::insert(conn, &lead, now)?;
                if let Inserted::New(id) = inserted {
                    mailer.enqueue_lead_mail(conn, id, mail)?;
                }
                Ok(inserted)
            })
            .await
            .map_err(ApiError::from)?;
        if let Inserted::New(id) = inserted {
            state.stats.invalidate();
            state.mailer.wake();
            tracing::info!(lead_id = id, "lead stored");
        }
        Ok(CreateLeadResponse::Created(Json(LeadCreated { id: inserted.id() })))
    }
}
