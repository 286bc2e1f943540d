use std::sync::Arc;

use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, OpenApi};

use super::generator::Generator;
use super::model::{EditRequest, GenerateRequest, RejectRequest, SendRequest, Status, Strategy};
use super::repo::{self, Transition};
use crate::auth::guard::AdminAuth;
use crate::db::{Db, DbError, now_utc};
use crate::follow;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::payload::{JsonBody, OptionalJson};
use crate::mail::Mailer;

/// Drafts, review and sending.
pub struct StrategiesApi {
    pub db: Db,
    pub mailer: Arc<Mailer>,
    pub generator: Arc<dyn Generator>,
    /// The operator's time zone: a founder's plan page runs in it when their answers name no
    /// place.
    pub time_zone: String,
}

// One per request, moved once into the response: boxing the Strategy would only add an allocation.
#[allow(clippy::large_enum_variant)]
#[derive(ApiResponse)]
pub enum GenerateResponse {
    /// A fresh draft, pending review. When the AI provider fails, the built-in planner writes
    /// it and `generatorNote` says why.
    #[oai(status = 201)]
    Created(Json<Strategy>),
    /// No such lead.
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// A plan already went to the lead's address, and `again` was not set.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

// One per request, moved once into the response: boxing the Strategy would only add an allocation.
#[allow(clippy::large_enum_variant)]
#[derive(ApiResponse)]
pub enum StrategyResponse {
    #[oai(status = 200)]
    Ok(Json<Strategy>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

// One per request, moved once into the response: boxing the Strategy would only add an allocation.
#[allow(clippy::large_enum_variant)]
#[derive(ApiResponse)]
pub enum TransitionResponse {
    /// The strategy after the change.
    #[oai(status = 200)]
    Ok(Json<Strategy>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
    /// The strategy's status does not allow this action.
    #[oai(status = 409)]
    Conflict(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum PendingResponse {
    /// Oldest first; `X-Total-Count` says how many await review or sending in all.
    #[oai(status = 200)]
    Ok(Json<Vec<Strategy>>, #[oai(header = "X-Total-Count")] i64),
}

impl StrategiesApi {
    /// One strategy, with everything the desk shows beside it.
    async fn load(&self, id: i64) -> Result<Strategy, ApiError> {
        super::desk::load(&self.db, &self.generator.catalogue(), self.generator.currency(), id)
            .await
    }

    /// Runs a transition and answers with the strategy, 404 or 409.
    async fn transition<F>(
        &self,
        id: i64,
        verb: &'static str,
        f: F,
    ) -> poem::Result<TransitionResponse>
    where
        F: FnOnce(&rusqlite::Connection) -> Result<Transition, DbError> + Send + 'static,
    {
        match self.db.write(f).await? {
            Transition::Done => Ok(TransitionResponse::Ok(Json(self.load(id).await?))),
            Transition::NotFound => {
                Err(ApiError::NotFound(format!("No strategy with id {id}")).into())
            }
            Transition::WrongState(status) => {
                Err(ApiError::Conflict(conflict_message(id, verb, status)).into())
            }
            Transition::AlreadySent(previous) => Err(ApiError::Conflict(format!(
                "A plan already went to this address on {} (strategy {}{}): to send this one as well, give the reason",
                previous.sent_at,
                previous.strategy_id,
                previous.sent_by.map(|by| format!(", sent by {by}")).unwrap_or_default()
            ))
            .into()),
        }
    }
}

/// A reason as recorded: one line, 1 to 500 characters.
fn reason(text: &str) -> Result<String, ApiError> {
    let reason = crate::mail::templates::header_text(text);
    if reason.is_empty() {
        return Err(ApiError::field("reason", "Please give a reason"));
    }
    if reason.chars().count() > 500 {
        return Err(ApiError::field("reason", "The reason is too long: at most 500 characters"));
    }
    Ok(reason)
}

fn conflict_message(id: i64, verb: &str, status: Status) -> String {
    let allowed = match verb {
        "send" => "only an approved strategy can be sent",
        _ => "only a strategy pending review can be changed this way",
    };
    format!("Cannot {verb} strategy {id}: it is {}; {allowed}", status.label())
}

#[OpenApi(tag = "crate::http::openapi::Tag::Strategies")]
impl StrategiesApi {
    /// Generate a fresh draft
    ///
    /// Writes a new plan for the lead with the configured generator and stores it as
    /// `pending_review` (older drafts still pending are rejected as replaced). When a plan
    /// already went to the lead's address, it answers 409 unless `again` is set.
    #[oai(path = "/generate-strategy", method = "post", operation_id = "generateStrategy")]
    async fn generate(
        &self,
        auth: AdminAuth,
        body: JsonBody<GenerateRequest>,
    ) -> poem::Result<GenerateResponse> {
        let (lead_id, again) = (body.0.lead_id, body.0.again);
        let actor = auth.0.username;
        let sent = self.db.read(move |conn| repo::sent_to_address(conn, lead_id, 0)).await?;
        if let Some(previous) = sent.filter(|_| !again) {
            return Err(ApiError::Conflict(format!(
                "A plan already went to this lead's address on {} (strategy {}{}): confirm to draft another",
                previous.sent_at,
                previous.strategy_id,
                previous.sent_by.map(|by| format!(", sent by {by}")).unwrap_or_default()
            ))
            .into());
        }
        let id = super::draft(&self.db, &self.generator, lead_id, &actor).await?;
        Ok(GenerateResponse::Created(Json(self.load(id).await?)))
    }

    /// Strategies awaiting review or sending
    ///
    /// Oldest first, `pageSize` per page (1–100, default 50).
    #[oai(path = "/admin/strategies/pending", method = "get", operation_id = "pendingStrategies")]
    async fn pending(
        &self,
        _auth: AdminAuth,
        #[oai(
            default = "crate::leads::api::default_page",
            validator(minimum(value = "1"), maximum(value = "100000"))
        )]
        page: Query<u32>,
        #[oai(
            name = "pageSize",
            default = "crate::leads::api::default_page_size",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        page_size: Query<u32>,
    ) -> poem::Result<PendingResponse> {
        let (page, page_size) = (page.0, page_size.0);
        let (rows, total) = self.db.read(move |conn| repo::pending(conn, page, page_size)).await?;
        Ok(PendingResponse::Ok(Json(rows), total))
    }

    /// One strategy
    #[oai(path = "/admin/strategies/:id", method = "get", operation_id = "getStrategy")]
    async fn get(&self, _auth: AdminAuth, id: Path<i64>) -> poem::Result<StrategyResponse> {
        Ok(StrategyResponse::Ok(Json(self.load(id.0).await?)))
    }

    /// Edit a draft
    ///
    /// Replaces the plan text while the strategy is `pending_review`.
    #[oai(path = "/admin/strategies/:id", method = "put", operation_id = "editStrategy")]
    async fn edit(
        &self,
        auth: AdminAuth,
        id: Path<i64>,
        body: JsonBody<EditRequest>,
    ) -> poem::Result<TransitionResponse> {
        let text = body.0.strategy.replace("\r\n", "\n").trim().to_owned();
        if text.is_empty() {
            return Err(ApiError::field("strategy", "The plan text cannot be empty").into());
        }
        if text.chars().count() > 60_000 {
            return Err(ApiError::field(
                "strategy",
                "The plan text is too long: at most 60,000 characters",
            )
            .into());
        }
        let (id, actor, now) = (id.0, auth.0.username, now_utc());
        self.transition(id, "edit", move |conn| Ok(repo::edit(conn, id, &text, &actor, &now)?))
            .await
    }

    /// Approve a draft
    #[oai(
        path = "/admin/strategies/:id/approve",
        method = "post",
        operation_id = "approveStrategy"
    )]
    async fn approve(&self, auth: AdminAuth, id: Path<i64>) -> poem::Result<TransitionResponse> {
        let (id, actor, now) = (id.0, auth.0.username, now_utc());
        self.transition(id, "approve", move |conn| Ok(repo::approve(conn, id, &actor, &now)?)).await
    }

    /// Reject a draft
    #[oai(path = "/admin/strategies/:id/reject", method = "post", operation_id = "rejectStrategy")]
    async fn reject(
        &self,
        auth: AdminAuth,
        id: Path<i64>,
        body: JsonBody<RejectRequest>,
    ) -> poem::Result<TransitionResponse> {
        let reason = reason(&body.0.reason)?;
        let (id, actor, now) = (id.0, auth.0.username, now_utc());
        self.transition(id, "reject", move |conn| {
            Ok(repo::reject(conn, id, &reason, &actor, &now)?)
        })
        .await
    }

    /// Send an approved plan to the customer
    ///
    /// Marks it sent and, in the same transaction, queues the plan e-mail. A strategy is
    /// sent at most once: a second call answers 409. When another plan already went to the
    /// same address, it answers 409 unless the body gives the `reason`, which is recorded.
    #[oai(path = "/admin/strategies/:id/send", method = "post", operation_id = "sendStrategy")]
    async fn send(
        &self,
        auth: AdminAuth,
        id: Path<i64>,
        body: OptionalJson<SendRequest>,
    ) -> poem::Result<TransitionResponse> {
        let reason = body.0.and_then(|b| b.reason).map(|text| reason(&text)).transpose()?;
        let (id, actor, now) = (id.0, auth.0.username, now_utc());
        // An approved plan can no longer change, so its e-mail is written here and the writer
        // thread only inserts it.
        let row = self.db.read(move |conn| repo::get(conn, id)).await?;
        let row = row.ok_or_else(|| ApiError::NotFound(format!("No strategy with id {id}")))?;
        if row.status != Status::Approved {
            return Err(ApiError::Conflict(conflict_message(id, "send", row.status)).into());
        }
        // A plan with plan data opens the founder's page, linked from the e-mail.
        let lead_id = row.lead_id;
        let lead = self.db.read(move |conn| crate::leads::repo::get(conn, lead_id)).await?;
        let opening = row.plan.as_ref().zip(lead).map(|(plan, lead)| {
            follow::opening(plan, &row.strategy, &lead.answers, &row.created_at, &self.time_zone)
        });
        let page_url = opening
            .as_ref()
            .map(|page| format!("{}/plan/{}", self.mailer.templates.site_url(), page.token));
        let email = self.mailer.plan_email(
            id,
            row.lead_id,
            &row.lead.email,
            &row.lead.business_name,
            &row.strategy,
            page_url.as_deref(),
        );
        let mailer = self.mailer.clone();
        let response = self
            .transition(id, "send", move |conn| {
                let outcome = repo::mark_sent(conn, id, &actor, &now, reason.as_deref())?;
                if let Transition::Done = outcome {
                    mailer.enqueue(conn, &email)?;
                    if let Some(page) = &opening {
                        let new = follow::repo::NewPage {
                            strategy_id: id,
                            lead_id,
                            token: &page.token,
                            plan: &page.plan,
                            tasks_total: page.tasks_total,
                            starts_on: page.starts_on,
                            time_zone: &page.time_zone,
                        };
                        follow::repo::open(conn, &new, &now)?;
                    }
                }
                Ok(outcome)
            })
            .await?;
        self.mailer.wake();
        Ok(response)
    }
}
