//! The plan page's endpoints: the founder's (the link's token is the key: ticks, figures, the
//! Monday e-mails), the operator's (revoke a lead's page; who is following their plan), and
//! the page itself with its calendar feed, served outside `/api`.

use std::sync::{Arc, OnceLock};

use poem_openapi::param::{Path, Query};
use poem_openapi::payload::{Html, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::page::Pieces;
use super::{WEEKS, repo};
use crate::content::Currency;
use crate::db::{Db, DbError, now_utc};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::html::notice_page;
use crate::http::link_token;
use crate::http::payload::JsonBody;

/// The largest figure a founder may write: a count or an amount, never more.
const MAX_FIGURE: f64 = 1e12;

/// The founder's endpoints, and the page.
#[derive(Clone)]
pub struct PlanPagesApi {
    pub db: Db,
    pub brand: String,
    pub site_url: String,
    pub currency: Currency,
    /// The Pro plan's price as the site shows it.
    pub price: String,
    /// The UI the page's pieces come from, and the pieces, read from it on first use (none
    /// when the UI was not built in).
    pub ui: Arc<crate::http::web::Ui>,
    pub pieces: Arc<OnceLock<Option<Arc<Pieces>>>>,
}

#[derive(Object, serde::Deserialize)]
pub struct TickRequest {
    pub done: bool,
}

/// The founder's progress after a tick.
#[derive(Object, Debug, PartialEq, Eq)]
#[oai(rename_all = "camelCase")]
pub struct TickProgress {
    pub ticked: usize,
    pub total: usize,
    pub week_ticked: usize,
    pub week_total: usize,
}

#[derive(Object, serde::Deserialize)]
pub struct FigureRequest {
    /// The figure, or null to clear it.
    pub value: Option<f64>,
}

#[derive(ApiResponse)]
pub enum TickResponse {
    #[oai(status = 200)]
    Ok(Json<TickProgress>),
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum FigureResponse {
    /// Saved.
    #[oai(status = 204)]
    Saved,
    #[oai(status = 400)]
    BadRequest(Json<ErrorBody>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum ResumeResponse {
    /// Back to the page.
    #[oai(status = 303)]
    SeeOther(#[oai(header = "Location")] String),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum UnsubscribeResponse {
    /// Stopped (a mail client's RFC 8058 one-click POST, or the e-mail's link's button).
    #[oai(status = 200)]
    Ok(Html<String>),
    /// Stopped from the plan page: back to it.
    #[oai(status = 303)]
    SeeOther(#[oai(header = "Location")] String),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

#[derive(ApiResponse)]
pub enum UnsubscribePage {
    /// A page whose button stops the e-mails (opening a link changes nothing, so a mail
    /// scanner that follows every link stops nothing).
    #[oai(status = 200)]
    Page(Html<String>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

fn gone() -> ApiError {
    ApiError::NotFound("This plan link does not work any more".into())
}

#[OpenApi(tag = "crate::http::openapi::Tag::PlanPages")]
impl PlanPagesApi {
    /// Tick a task off (or untick it) on a founder's plan page
    #[oai(path = "/plan-pages/:token/tasks/:week/:task", method = "put", operation_id = "tickTask")]
    async fn tick(
        &self,
        #[oai(validator(max_length = 64))] token: Path<String>,
        week: Path<u8>,
        task: Path<u32>,
        body: JsonBody<TickRequest>,
    ) -> poem::Result<TickResponse> {
        let token = link_token::check(&token.0)?.to_owned();
        let (week, task, done) = (week.0, task.0 as usize, body.0.done);
        self.known(&token).await?;
        let progress = self
            .db
            .write(move |conn| -> rusqlite::Result<Result<TickProgress, ApiError>> {
                let Some(page) = repo::by_token(conn, &token)? else { return Ok(Err(gone())) };
                let Some(week_total) =
                    page.plan.roadmap.iter().find(|w| w.week == week).map(|w| w.tasks.len())
                else {
                    let message = format!("The plan has no week {week}: 1 to {WEEKS}");
                    return Ok(Err(ApiError::field("week", message)));
                };
                if task >= week_total {
                    let message =
                        format!("Week {week} has {week_total} tasks: no task {}", task + 1);
                    return Ok(Err(ApiError::field("task", message)));
                }
                repo::tick(conn, page.id, week, task, done, &now_utc())?;
                let ticks = repo::ticks(conn, page.id)?;
                Ok(Ok(TickProgress {
                    ticked: ticks.len(),
                    total: page.plan.tasks().count(),
                    week_ticked: ticks.iter().filter(|(w, _)| *w == week).count(),
                    week_total,
                }))
            })
            .await??;
        Ok(TickResponse::Ok(Json(progress)))
    }

    /// Write (or clear) a KPI's figure at day 30, 60 or 90 on a founder's plan page
    #[oai(
        path = "/plan-pages/:token/figures/:kpi/:day",
        method = "put",
        operation_id = "writeFigure"
    )]
    async fn figure(
        &self,
        #[oai(validator(max_length = 64))] token: Path<String>,
        kpi: Path<u32>,
        day: Path<u16>,
        body: JsonBody<FigureRequest>,
    ) -> poem::Result<FigureResponse> {
        let token = link_token::check(&token.0)?.to_owned();
        let (kpi, day, value) = (kpi.0 as usize, day.0, body.0.value);
        self.known(&token).await?;
        if ![30, 60, 90].contains(&day) {
            return Err(ApiError::field("day", "A figure is for day 30, 60 or 90").into());
        }
        if let Some(value) = value
            && !(0.0..=MAX_FIGURE).contains(&value)
        {
            return Err(ApiError::field(
                "value",
                "A figure is a number from 0 to 1,000,000,000,000",
            )
            .into());
        }
        self.db
            .write(move |conn| -> rusqlite::Result<Result<(), ApiError>> {
                let Some(page) = repo::by_token(conn, &token)? else { return Ok(Err(gone())) };
                let count = page.plan.kpis.len();
                if kpi >= count {
                    let message = format!("The plan has {count} KPIs: no KPI {}", kpi + 1);
                    return Ok(Err(ApiError::field("kpi", message)));
                }
                repo::figure(conn, page.id, kpi, day, value, &now_utc())?;
                Ok(Ok(()))
            })
            .await??;
        Ok(FigureResponse::Saved)
    }

    /// Send a founder's Monday e-mails again (after a pause, or after they stopped them)
    #[oai(path = "/plan-pages/:token/resume", method = "post", operation_id = "resumePlanEmails")]
    async fn resume(
        &self,
        #[oai(validator(max_length = 64))] token: Path<String>,
    ) -> poem::Result<ResumeResponse> {
        let token = link_token::check(&token.0)?.to_owned();
        let lookup = token.clone();
        let done = self
            .db
            .write(move |conn| Ok::<_, DbError>(repo::resume(conn, &lookup, &now_utc())?))
            .await?;
        if !done {
            return Err(gone().into());
        }
        Ok(ResumeResponse::SeeOther(format!("/plan/{token}#monday-emails")))
    }

    /// The unsubscribe link of a founder's Monday e-mails
    ///
    /// A page with a "Stop the Monday e-mails" button; opening it changes nothing.
    #[oai(
        path = "/plan-pages/:token/unsubscribe",
        method = "get",
        operation_id = "planEmailsUnsubscribePage"
    )]
    async fn unsubscribe_page(
        &self,
        #[oai(validator(max_length = 64))] token: Path<String>,
    ) -> poem::Result<UnsubscribePage> {
        let token = link_token::check(&token.0)?.to_owned();
        let lookup = token.clone();
        if self.db.read(move |conn| repo::id_of(conn, &lookup)).await?.is_none() {
            return Err(gone().into());
        }
        Ok(UnsubscribePage::Page(Html(notice_page(
            &self.brand,
            "Stop your plan's Monday e-mails",
            "Press the button and the weekly e-mails about your plan stop. Nothing else changes: your plan page stays where it is.",
            Some((
                format!("/api/plan-pages/{token}/unsubscribe"),
                Vec::new(),
                "Stop the Monday e-mails",
            )),
            (&format!("/plan/{token}"), "Back to your plan"),
        ))))
    }

    /// Stop a founder's Monday e-mails (the page's button, or a mail client's RFC 8058
    /// one-click POST); `from=page` sends the browser back to the plan page
    #[oai(
        path = "/plan-pages/:token/unsubscribe",
        method = "post",
        operation_id = "planEmailsUnsubscribe"
    )]
    async fn unsubscribe(
        &self,
        #[oai(validator(max_length = 64))] token: Path<String>,
        #[oai(validator(max_length = 16))] from: Query<Option<String>>,
    ) -> poem::Result<UnsubscribeResponse> {
        let token = link_token::check(&token.0)?.to_owned();
        let lookup = token.clone();
        let done = self
            .db
            .write(move |conn| Ok::<_, DbError>(repo::unsubscribe(conn, &lookup, &now_utc())?))
            .await?;
        if !done {
            return Err(gone().into());
        }
        if from.0.as_deref() == Some("page") {
            return Ok(UnsubscribeResponse::SeeOther(format!("/plan/{token}#monday-emails")));
        }
        Ok(UnsubscribeResponse::Ok(Html(notice_page(
            &self.brand,
            "The Monday e-mails have stopped",
            "You will not get your plan's weekly e-mails any more. Your plan page stays where it is, and you can turn them back on there.",
            None,
            (&format!("/plan/{token}"), "Back to your plan"),
        ))))
    }
}

impl PlanPagesApi {
    /// Fails with 404 unless `token` opens a live page, on a read: a stranger's guesses never
    /// wait for the writer.
    async fn known(&self, token: &str) -> Result<(), ApiError> {
        let lookup = token.to_owned();
        match self.db.read(move |conn| repo::id_of(conn, &lookup)).await? {
            Some(_) => Ok(()),
            None => Err(gone()),
        }
    }
}
