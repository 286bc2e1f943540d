//! The review desk's reading side: one strategy with everything the strategist weighs (the
//! checker's report and what it checked, the trade as the planner read it, an earlier plan to
//! the same address, the history), every strategy by status, a lead's plans, the plan e-mail
//! as the founder will see it, and which generator a new draft would come from.

use std::sync::Arc;

use poem_openapi::param::{Path, Query};
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Enum, Object, OpenApi};

use super::generator::{BUILT_IN, Generator};
use super::model::{MatchConfidence, Status, Strategy, TradeMatch};
use super::repo;
use crate::auth::guard::AdminAuth;
use crate::content::Currency;
use crate::content::trades::Catalogue;
use crate::db::Db;
use crate::http::error::{ApiError, ErrorBody};
use crate::http::payload::JsonBody;
use crate::leads::model::NewLead;
use crate::mail::Mailer;
use crate::plan::builtin::recognise::{self, Confidence};

/// One strategy with the checker's report, what it checked, the trade as the built-in planner
/// reads it, the newest other plan sent to the same address, and its history.
pub async fn load(
    db: &Db,
    catalogue: &Catalogue,
    currency: &Currency,
    id: i64,
) -> Result<Strategy, ApiError> {
    let row = db
        .read(move |conn| -> rusqlite::Result<_> {
            let Some(mut strategy) = repo::get(conn, id)? else { return Ok(None) };
            let lead = crate::leads::repo::get(conn, strategy.lead_id)?;
            let events = repo::history_of(conn, id)?;
            strategy.edited = Some(events.iter().any(|e| e.action == "edited"));
            strategy.events = Some(events);
            strategy.previous_send = repo::sent_to_address(conn, strategy.lead_id, id)?;
            Ok(Some((strategy, lead)))
        })
        .await?;
    let (mut strategy, lead) =
        row.ok_or_else(|| ApiError::NotFound(format!("No strategy with id {id}")))?;
    if let Some(lead) = lead {
        if let Some(plan) = &strategy.plan {
            if strategy.edited == Some(true) {
                let mut data = plan.clone();
                let business = &strategy.lead.business_name;
                crate::plan::read_back::read_back(&strategy.strategy, &mut data);
                strategy.apart = Some(crate::plan::read_back::apart(
                    &strategy.strategy,
                    business,
                    &data,
                    currency,
                ));
            }
            let checked = crate::plan::check::run(&lead.answers, plan, currency, catalogue);
            strategy.checked_rules = Some(checked.ran().into_iter().map(str::to_owned).collect());
            strategy.unchecked_rules = Some(checked.not_run());
            strategy.checks = Some(checked.violations);
        }
        strategy.recognition = Some(trade_match(&lead.answers, catalogue));
    }
    Ok(strategy)
}

/// The trade the built-in planner reads from `lead`'s answers, and how sure it is.
pub fn trade_match(lead: &NewLead, catalogue: &Catalogue) -> TradeMatch {
    let recognition = recognise::recognise(catalogue, lead);
    TradeMatch {
        trade: recognition.best.as_ref().map(|c| c.trade.names.trade.clone()),
        confidence: match recognition.confidence {
            Confidence::Sure => MatchConfidence::Sure,
            Confidence::Contested => MatchConfidence::Contested,
            Confidence::Weak => MatchConfidence::Weak,
            Confidence::Unexplained => MatchConfidence::Unexplained,
        },
        words: recognition
            .best
            .as_ref()
            .map(|c| c.words.iter().map(|w| (*w).to_owned()).collect())
            .unwrap_or_default(),
        runner_up: recognition
            .runner_up
            .as_ref()
            .filter(|_| recognition.confidence == Confidence::Contested)
            .map(|c| c.trade.names.trade.clone()),
        unexplained_words: (!recognition.unexplained.is_empty())
            .then(|| recognition.unexplained.iter().map(|w| (*w).to_owned()).collect()),
    }
}

/// The review desk's reads.
pub struct DeskApi {
    pub db: Db,
    pub mailer: Arc<Mailer>,
    pub generator: Arc<dyn Generator>,
}

/// Which strategies to list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum)]
#[oai(rename = "StrategiesShown", rename_all = "snake_case")]
pub enum Shown {
    /// Awaiting review or sending.
    Open,
    PendingReview,
    Approved,
    Sent,
    Rejected,
    All,
}

fn open() -> Shown {
    Shown::Open
}

impl Shown {
    fn statuses(self) -> &'static [Status] {
        match self {
            Self::Open => &[Status::PendingReview, Status::Approved],
            Self::PendingReview => &[Status::PendingReview],
            Self::Approved => &[Status::Approved],
            Self::Sent => &[Status::Sent],
            Self::Rejected => &[Status::Rejected],
            Self::All => &[Status::PendingReview, Status::Approved, Status::Sent, Status::Rejected],
        }
    }
}

#[derive(ApiResponse)]
pub enum ListResponse {
    /// Newest first; `X-Total-Count` says how many there are in all.
    #[oai(status = 200)]
    Ok(Json<Vec<Strategy>>, #[oai(header = "X-Total-Count")] i64),
}

#[derive(ApiResponse)]
pub enum HistoryResponse {
    /// The lead's strategies, newest first, each with what was done to it.
    #[oai(status = 200)]
    Ok(Json<Vec<Strategy>>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

#[derive(Object, serde::Deserialize)]
pub struct PreviewRequest {
    /// The plan text to show, in Markdown (the draft being edited).
    #[oai(validator(max_length = 60000))]
    pub strategy: String,
}

/// The plan e-mail as the founder will receive it.
#[derive(Object)]
pub struct Preview {
    pub subject: String,
    /// The e-mail's HTML part, whole.
    pub html: String,
    /// Its plain-text part.
    pub text: String,
}

#[derive(ApiResponse)]
pub enum PreviewResponse {
    #[oai(status = 200)]
    Ok(Json<Preview>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

/// Who writes a draft asked for now.
#[derive(Object)]
pub struct DraftWriter {
    /// "built-in planner", or the AI model's name.
    pub name: String,
    /// Whether it is an AI provider (which falls back to the built-in planner when it fails).
    pub ai: bool,
}

#[OpenApi(tag = "crate::http::openapi::Tag::Strategies")]
impl DeskApi {
    /// Strategies by status
    ///
    /// Newest first, `pageSize` per page (1–100, default 50); `status` is `open` (awaiting
    /// review or sending, the default), one status, or `all`.
    #[oai(path = "/admin/strategies", method = "get", operation_id = "listStrategies")]
    async fn list(
        &self,
        _auth: AdminAuth,
        #[oai(default = "open")] status: Query<Shown>,
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
    ) -> poem::Result<ListResponse> {
        let (shown, page, page_size) = (status.0, page.0, page_size.0);
        let (rows, total) =
            self.db.read(move |conn| repo::list(conn, shown.statuses(), page, page_size)).await?;
        Ok(ListResponse::Ok(Json(rows), total))
    }

    /// A lead's plans
    ///
    /// Every draft and plan of the lead, newest first, each with who drafted, edited,
    /// approved, rejected and sent it, and when.
    #[oai(path = "/admin/leads/:id/strategies", method = "get", operation_id = "leadStrategies")]
    async fn history(&self, _auth: AdminAuth, id: Path<i64>) -> poem::Result<HistoryResponse> {
        let id = id.0;
        let rows = self
            .db
            .read(move |conn| -> rusqlite::Result<_> {
                if crate::leads::repo::get(conn, id)?.is_none() {
                    return Ok(None);
                }
                repo::history(conn, id).map(Some)
            })
            .await?;
        match rows {
            Some(rows) => Ok(HistoryResponse::Ok(Json(rows))),
            None => Err(ApiError::NotFound(format!("No lead with id {id}")).into()),
        }
    }

    /// Preview the plan e-mail
    ///
    /// The e-mail strategy `id` sends, with `strategy` as its text: the same renderer and the
    /// same HTML the founder receives.
    #[oai(
        path = "/admin/strategies/:id/preview",
        method = "post",
        operation_id = "previewStrategy"
    )]
    async fn preview(
        &self,
        _auth: AdminAuth,
        id: Path<i64>,
        body: JsonBody<PreviewRequest>,
    ) -> poem::Result<PreviewResponse> {
        let id = id.0;
        let text = body.0.strategy.replace("\r\n", "\n").trim().to_owned();
        if text.chars().count() > 60_000 {
            return Err(ApiError::field(
                "strategy",
                "The plan text is too long: at most 60,000 characters",
            )
            .into());
        }
        let row = self.db.read(move |conn| repo::get(conn, id)).await?;
        let row = row.ok_or_else(|| ApiError::NotFound(format!("No strategy with id {id}")))?;
        // The founder's page gets its link when the plan is sent.
        let page_url = row
            .plan
            .is_some()
            .then(|| format!("{}/plan/your-private-link", self.mailer.templates.site_url()));
        let email = self.mailer.plan_email(
            id,
            row.lead_id,
            &row.lead.email,
            &row.lead.business_name,
            &text,
            page_url.as_deref(),
        );
        Ok(PreviewResponse::Ok(Json(Preview {
            subject: email.subject,
            html: email.html,
            text: email.text,
        })))
    }

    /// Who writes a new draft
    #[oai(path = "/admin/strategies/writer", method = "get", operation_id = "draftWriter")]
    async fn writer(&self, _auth: AdminAuth) -> Json<DraftWriter> {
        let name = self.generator.name();
        let ai = name != BUILT_IN;
        Json(DraftWriter { name, ai })
    }
}
