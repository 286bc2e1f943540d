use std::sync::Arc;

use poem::Request;
use poem_openapi::param::Query;
use poem_openapi::payload::{Binary, Json};
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::model::{
    BrandTone, BusinessStage, BusinessType, Challenge, CurrentMarketing, LeadInput,
    MarketingBudget, MarketingSupport, Platform, PrimaryGoal, SellLocation, TimeAvailable,
};
use super::repo::{self, Inserted};
use super::stats::StatsCache;
use super::{Arrivals, mail};
use crate::auth::guard::AdminAuth;
use crate::config::Proxies;
use crate::db::{Db, DbError};
use crate::http::error::{ApiError, ErrorBody};
use crate::http::payload::JsonBody;
use crate::http::ratelimit::{HourlyLimit, client_network};
use crate::mail::Mailer;

/// The survey's endpoint.
pub struct LeadsApi {
    pub db: Db,
    pub mailer: Arc<Mailer>,
    pub stats: Arc<StatsCache>,
    pub arrivals: Arc<Arrivals>,
    /// Submissions per client address and hour.
    pub limit: HourlyLimit,
    pub proxies: Proxies,
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
    /// Too many submissions from this address; try again later.
    #[oai(status = 429)]
    TooManyRequests(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::http::openapi::Tag::Leads")]
impl LeadsApi {
    /// Submit the survey
    ///
    /// Stores the 17 answers as a lead. Every answer except `website`, `specificLocation`
    /// and `otherChallenge` is required; at most two challenges, `other` only with
    /// `otherChallenge`; `specificLocation` only when `sellLocation` is `locally`.
    #[oai(path = "/leads", method = "post", operation_id = "createLead")]
    async fn create(
        &self,
        req: &Request,
        body: JsonBody<LeadInput>,
    ) -> poem::Result<CreateLeadResponse> {
        let input = body.0;
        if input.is_automated() {
            tracing::debug!("honeypot filled; submission dropped");
            return Ok(CreateLeadResponse::Created(Json(LeadCreated { id: 0 })));
        }
        let lead = input.parse()?;
        if let Some(network) = client_network(req, &self.proxies)
            && let Err(wait) = self.limit.check(network)
        {
            return Err(ApiError::throttled("submissions from your network", network, wait).into());
        }
        let now = jiff::Timestamp::now();
        // Prepared here so the writer thread only inserts.
        let fingerprint = repo::fingerprint(&lead);
        let mail = mail::address(&self.mailer, &lead);
        let mailer = self.mailer.clone();
        let inserted = self
            .db
            .write(move |conn| -> Result<Inserted, DbError> {
                let inserted = repo::insert(conn, &lead, &fingerprint, now)?;
                if let Inserted::New(id) = inserted {
                    mail::enqueue(&mailer, conn, id, mail)?;
                }
                Ok(inserted)
            })
            .await?;
        if let Inserted::New(id) = inserted {
            self.stats.record_new();
            self.mailer.wake();
            self.arrivals.lead_stored();
            tracing::info!(lead_id = id, "lead stored");
        }
        Ok(CreateLeadResponse::Created(Json(LeadCreated { id: inserted.id() })))
    }
}

/// The admin's list of leads.
pub struct AdminLeadsApi {
    pub db: Db,
    /// The operator's currency, for the export's budget column.
    pub currency: crate::content::Currency,
}

/// A lead as the admin sees it: every answer, plus its plan's progress.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct LeadView {
    pub id: i64,
    pub business_name: String,
    pub business_type: BusinessType,
    pub sell_location: SellLocation,
    pub specific_location: Option<String>,
    pub business_offering: String,
    pub business_stage: BusinessStage,
    pub website: Option<String>,
    pub ideal_customer: String,
    pub problem_solved: String,
    pub success_vision: Option<String>,
    pub primary_goal: PrimaryGoal,
    pub time_available: TimeAvailable,
    pub marketing_budget: MarketingBudget,
    pub brand_tone: BrandTone,
    pub marketing_support: MarketingSupport,
    pub platforms: Vec<Platform>,
    pub marketing_challenges: Vec<Challenge>,
    pub other_challenge: Option<String>,
    pub current_marketing: Vec<CurrentMarketing>,
    pub email: String,
    pub plan_generated: bool,
    pub created_at: String,
    /// When a reviewed plan was sent (the end of the 24-hour promise).
    pub plan_sent_at: Option<String>,
    /// Status of the newest strategy.
    pub latest_strategy_status: Option<String>,
    /// The founder's plan page, once a plan with one was sent.
    #[oai(skip_serializing_if_is_none)]
    pub plan_page: Option<PlanPageProgress>,
}

/// How a founder is following their plan.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct PlanPageProgress {
    /// The page's address on this site (`/plan/{token}`); secret: it is the founder's key.
    pub path: String,
    /// The Monday the plan's week 1 begins.
    pub starts_on: String,
    /// The plan's week today (0 before it starts, 14 once its 13 weeks are over).
    pub week: u8,
    pub ticked: i64,
    pub total: i64,
    pub visits: i64,
    pub last_visit_at: Option<String>,
    /// Monday e-mails sent, and how many of them the page was opened from.
    pub emails_sent: i64,
    pub emails_opened: u32,
    /// The Monday e-mails: `on`, `paused` (nothing ticked for three weeks), `stopped` (the
    /// founder unsubscribed), `ended` (after week 13) or `revoked` (the link was turned off).
    pub monday_emails: String,
    pub revoked_at: Option<String>,
}

impl From<repo::PlanPageRow> for PlanPageProgress {
    fn from(row: repo::PlanPageRow) -> Self {
        let today = jiff::Zoned::now().date();
        let week = row.starts_on.parse::<jiff::civil::Date>().map_or(0, |start| {
            if today < start {
                return 0;
            }
            let days = start.until(today).map_or(0, |span| span.get_days());
            u8::try_from(days / 7 + 1).unwrap_or(u8::MAX).min(14)
        });
        let monday_emails = match () {
            () if row.revoked_at.is_some() => "revoked",
            () if row.unsubscribed != 0 => "stopped",
            () if row.mailed_week >= 13 || week > 13 => "ended",
            () if row.paused != 0 => "paused",
            () => "on",
        };
        Self {
            path: format!("/plan/{}", row.token),
            starts_on: row.starts_on,
            week,
            ticked: row.ticked,
            total: row.total,
            visits: row.visits,
            last_visit_at: row.last_visit_at,
            emails_sent: row.mails_sent,
            emails_opened: row.opened_weeks.count_ones(),
            monday_emails: monday_emails.to_owned(),
            revoked_at: row.revoked_at,
        }
    }
}

impl From<repo::Lead> for LeadView {
    fn from(lead: repo::Lead) -> Self {
        let a = lead.answers;
        Self {
            id: lead.id,
            business_name: a.business_name,
            business_type: a.business_type,
            sell_location: a.sell_location,
            specific_location: a.specific_location,
            business_offering: a.business_offering,
            business_stage: a.business_stage,
            website: a.website,
            ideal_customer: a.ideal_customer,
            problem_solved: a.problem_solved,
            success_vision: a.success_vision,
            primary_goal: a.primary_goal,
            time_available: a.time_available,
            marketing_budget: a.marketing_budget,
            brand_tone: a.brand_tone,
            marketing_support: a.marketing_support,
            platforms: a.platforms,
            marketing_challenges: a.marketing_challenges,
            other_challenge: a.other_challenge,
            current_marketing: a.current_marketing,
            email: a.email.into(),
            plan_generated: lead.plan_generated,
            created_at: lead.created_at,
            plan_sent_at: lead.plan_sent_at,
            latest_strategy_status: lead.latest_strategy_status,
            plan_page: lead.plan_page.map(PlanPageProgress::from),
        }
    }
}

#[derive(ApiResponse)]
pub enum LeadsPage {
    /// Leads, newest first.
    #[oai(status = 200)]
    Ok(Json<Vec<LeadView>>, #[oai(header = "X-Total-Count")] i64),
}

#[OpenApi(tag = "crate::http::openapi::Tag::Admin")]
impl AdminLeadsApi {
    /// Survey submissions
    ///
    /// Newest first, `pageSize` per page (1–100, default 50); `search` matches the business
    /// name or e-mail. `X-Total-Count` gives the number of matching leads.
    #[oai(path = "/admin/leads", method = "get", operation_id = "listLeads")]
    async fn list(
        &self,
        _auth: AdminAuth,
        #[oai(
            default = "default_page",
            validator(minimum(value = "1"), maximum(value = "100000"))
        )]
        page: Query<u32>,
        #[oai(
            name = "pageSize",
            default = "default_page_size",
            validator(minimum(value = "1"), maximum(value = "100"))
        )]
        page_size: Query<u32>,
        #[oai(validator(max_length = 200))] search: Query<Option<String>>,
    ) -> poem::Result<LeadsPage> {
        let search = search.0.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
        let (page, page_size) = (page.0, page_size.0);
        let (leads, total) =
            self.db.read(move |conn| repo::page(conn, search.as_deref(), page, page_size)).await?;
        Ok(LeadsPage::Ok(Json(leads.into_iter().map(LeadView::from).collect()), total))
    }

    /// Export survey submissions (CSV)
    ///
    /// One row per lead with every answer, the plan's status and when it was sent; `search`
    /// as in the list. Cells a spreadsheet would run as formulas start with `'`.
    #[oai(path = "/admin/leads/export", method = "get", operation_id = "exportLeads")]
    async fn export(
        &self,
        _auth: AdminAuth,
        #[oai(validator(max_length = 200))] search: Query<Option<String>>,
    ) -> LeadsExport {
        let search = search.0.map(|s| s.trim().to_owned()).filter(|s| !s.is_empty());
        let filter = super::repo::ExportFilter { search, since: None };
        let (mut writer, reader) = tokio::io::duplex(64 * 1024);
        let (db, currency) = (self.db.clone(), self.currency.clone());
        tokio::spawn(async move {
            use tokio::io::AsyncWriteExt;
            let mut after = 0;
            let mut header = true;
            loop {
                let (batch_filter, currency) = (filter.clone(), currency.clone());
                let rows = match db
                    .read(move |conn| super::export::batch(conn, &batch_filter, after, &currency))
                    .await
                {
                    Ok(rows) => rows,
                    Err(err) => {
                        tracing::error!(error = %err, "leads export stopped: cannot read the leads");
                        return;
                    }
                };
                let last = rows.last().map(|row| row.id);
                let full = rows.len() == super::export::BATCH as usize;
                let bytes = match (rows.is_empty(), header) {
                    (true, true) => super::export::header_line(),
                    (true, false) => return,
                    (false, _) => super::export::csv(rows, header),
                };
                if writer.write_all(&bytes).await.is_err() {
                    return;
                }
                header = false;
                match last {
                    Some(id) if full => after = id,
                    _ => return,
                }
            }
        });
        let name = format!("attachment; filename=\"leads-{}.csv\"", jiff::Zoned::now().date());
        LeadsExport::Csv(Binary(poem::Body::from_async_read(reader)), name)
    }
}

#[derive(ApiResponse)]
pub enum LeadsExport {
    /// Every matching lead, oldest first, as CSV with a header line, streamed.
    #[oai(status = 200, content_type = "text/csv; charset=utf-8")]
    Csv(Binary<poem::Body>, #[oai(header = "Content-Disposition")] String),
}

pub(crate) fn default_page() -> u32 {
    1
}

pub(crate) fn default_page_size() -> u32 {
    50
}
