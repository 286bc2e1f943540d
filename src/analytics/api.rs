//! The analytics endpoints: events from the pages and the admin's traffic report.

use std::sync::Mutex;

use poem::Request;
use poem::http::header;
use poem_openapi::param::Query;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Enum, Object, OpenApi};
use rand::RngCore;
use sha2::{Digest, Sha256};

use super::repo;
use crate::auth::guard::AdminAuth;
use crate::config::Proxies;
use crate::db::{Db, DbError, now_utc};
use crate::http::error::ApiError;
use crate::http::payload::JsonBody;
use crate::http::ratelimit::{HourlyLimit, client_ip, network};

/// Words in a user agent that mark an automated client.
const BOT_MARKERS: &[&str] = &[
    "bot",
    "crawl",
    "spider",
    "slurp",
    "lighthouse",
    "preview",
    "curl",
    "wget",
    "python-",
    "go-http",
];

#[derive(Default)]
pub struct Salts {
    today: Mutex<Option<(String, String)>>,
}

/// Events from the pages, and the admin's traffic report.
pub struct AnalyticsApi {
    pub db: Db,
    pub salts: Salts,
    /// Events per client address and hour.
    pub limit: HourlyLimit,
    pub proxies: Proxies,
    /// Where days begin and end.
    pub tz: jiff::tz::TimeZone,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, serde::Deserialize)]
#[oai(rename_all = "snake_case")]
#[serde(rename_all = "snake_case")]
pub enum EventKind {
    Pageview,
    SurveyOpened,
    SurveyStep,
    SurveySubmitted,
}

impl EventKind {
    fn as_str(self) -> &'static str {
        match self {
            Self::Pageview => "pageview",
            Self::SurveyOpened => "survey_opened",
            Self::SurveyStep => "survey_step",
            Self::SurveySubmitted => "survey_submitted",
        }
    }
}

/// One event, sent with `navigator.sendBeacon`.
#[derive(Object, serde::Deserialize)]
pub struct EventInput {
    #[serde(rename = "type")]
    #[oai(rename = "type")]
    pub kind: EventKind,
    /// The route, e.g. `/blog/2` (no query string).
    #[oai(validator(max_length = 300))]
    pub path: String,
    /// `document.referrer`; only its host is kept.
    #[oai(validator(max_length = 2000))]
    pub referrer: Option<String>,
    /// For `survey_step`: the step reached, 1–17.
    #[oai(validator(minimum(value = "1"), maximum(value = "17")))]
    pub step: Option<u8>,
}

#[derive(ApiResponse)]
pub enum EventResponse {
    /// Recorded (or deliberately ignored: bots, admin pages, floods).
    #[oai(status = 204)]
    NoContent,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct DayTraffic {
    pub day: String,
    pub views: i64,
    pub visitors: i64,
}

#[derive(Object)]
pub struct Count {
    pub name: String,
    pub views: i64,
}

#[derive(Object)]
pub struct Funnel {
    /// Visitors who opened the survey.
    pub opened: i64,
    /// Visitors who reached step 1, 2, … 17.
    pub steps: Vec<i64>,
    pub submitted: i64,
}

#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Traffic {
    pub days: Vec<DayTraffic>,
    pub top_pages: Vec<Count>,
    pub referrers: Vec<Count>,
    pub funnel: Funnel,
}

#[derive(ApiResponse)]
pub enum TrafficResponse {
    #[oai(status = 200)]
    Ok(Json<Traffic>),
}

/// The route part of a path: no query or fragment, at most 300 characters, starting with '/'.
fn clean_path(path: &str) -> Option<String> {
    let path = path.split(['?', '#']).next().unwrap_or("").trim();
    (path.starts_with('/') && !path.chars().any(char::is_control))
        .then(|| path.chars().take(300).collect())
}

fn referrer_host(referrer: Option<&str>, own_host: Option<&str>) -> Option<String> {
    let url = url::Url::parse(referrer?.trim()).ok()?;
    let host = url.host_str()?.trim_start_matches("www.").to_ascii_lowercase();
    (Some(host.as_str()) != own_host).then_some(host)
}

fn is_bot(user_agent: &str) -> bool {
    let ua = user_agent.to_ascii_lowercase();
    ua.is_empty() || BOT_MARKERS.iter().any(|marker| ua.contains(marker))
}

impl AnalyticsApi {
    async fn salt(&self, day: &str) -> Result<String, ApiError> {
        if let Some((cached_day, salt)) = self.salts.today.lock().expect("salt lock").as_ref()
            && cached_day == day
        {
            return Ok(salt.clone());
        }
        let mut bytes = [0u8; 16];
        rand::rng().fill_bytes(&mut bytes);
        let fresh: String = bytes.iter().map(|b| format!("{b:02x}")).collect();
        let key_day = day.to_owned();
        let salt = self
            .db
            .write(move |conn| Ok::<_, DbError>(repo::daily_salt(conn, &key_day, &fresh)?))
            .await?;
        *self.salts.today.lock().expect("salt lock") = Some((day.to_owned(), salt.clone()));
        Ok(salt)
    }
}

#[OpenApi(tag = "crate::http::openapi::Tag::Analytics")]
impl AnalyticsApi {
    /// Record a page view or survey event
    ///
    /// Cookie-free: the visitor is a hash of address and user agent with a salt that changes
    /// every day. Bots, admin pages and floods are ignored (still 204).
    #[oai(path = "/analytics/events", method = "post", operation_id = "recordEvent")]
    async fn record(
        &self,
        req: &Request,
        body: JsonBody<EventInput>,
    ) -> poem::Result<EventResponse> {
        let event = body.0;
        let path = clean_path(&event.path)
            .ok_or_else(|| ApiError::field("path", "path must be a route starting with /"))?;
        if event.step.is_some_and(|step| !(1..=17).contains(&step)) {
            return Err(ApiError::field("step", "step must be between 1 and 17").into());
        }
        if event.kind == EventKind::SurveyStep && event.step.is_none() {
            return Err(ApiError::field("step", "step is required for survey_step events").into());
        }
        let user_agent = req.header(header::USER_AGENT).unwrap_or("");
        let ip = client_ip(req, &self.proxies);
        if is_bot(user_agent) || path == "/admin" || path.starts_with("/admin/") {
            return Ok(EventResponse::NoContent);
        }
        if let Some(ip) = ip
            && self.limit.check(network(ip)).is_err()
        {
            return Ok(EventResponse::NoContent);
        }
        let now = jiff::Zoned::now().with_time_zone(self.tz.clone());
        let day = now.date().to_string();
        let salt = self.salt(&day).await?;
        let mut hasher = Sha256::new();
        hasher.update(salt.as_bytes());
        hasher.update(ip.map(|ip| ip.to_string()).unwrap_or_default().as_bytes());
        hasher.update(b"\n");
        hasher.update(user_agent.as_bytes());
        let visitor: String = hasher.finalize()[..12].iter().map(|b| format!("{b:02x}")).collect();
        let own_host = req.header(header::HOST).map(|h| {
            h.split(':').next().unwrap_or(h).trim_start_matches("www.").to_ascii_lowercase()
        });
        let referrer = referrer_host(event.referrer.as_deref(), own_host.as_deref());
        let kind = event.kind.as_str();
        let step = if event.kind == EventKind::SurveyStep { event.step } else { None };
        self.db
            .write(move |conn| {
                let created_at = now_utc();
                Ok::<_, DbError>(repo::insert(
                    conn,
                    &repo::Event {
                        day: &day,
                        kind,
                        path: &path,
                        referrer_host: referrer.as_deref(),
                        step,
                        visitor: &visitor,
                        created_at: &created_at,
                    },
                )?)
            })
            .await?;
        Ok(EventResponse::NoContent)
    }

    /// Traffic report
    ///
    /// Views and visitors per day, top pages, referrers and the survey funnel over the last
    /// `days` days (1–365, default 30).
    #[oai(path = "/admin/traffic", method = "get", operation_id = "traffic")]
    async fn traffic(
        &self,
        _auth: AdminAuth,
        #[oai(default = "default_days", validator(minimum(value = "1"), maximum(value = "365")))]
        days: Query<u32>,
    ) -> poem::Result<TrafficResponse> {
        let today = jiff::Zoned::now().with_time_zone(self.tz.clone()).date();
        let since = today
            .checked_sub(jiff::Span::new().days(i64::from(days.0) - 1))
            .map_err(|e| ApiError::Internal(e.into()))?
            .to_string();
        let report = self.db.read(move |conn| repo::report(conn, &since)).await?;
        let counts = |rows: Vec<(String, i64)>| {
            rows.into_iter().map(|(name, views)| Count { name, views }).collect()
        };
        Ok(TrafficResponse::Ok(Json(Traffic {
            days: report
                .days
                .into_iter()
                .map(|(day, views, visitors)| DayTraffic { day, views, visitors })
                .collect(),
            top_pages: counts(report.top_pages),
            referrers: counts(report.referrers),
            funnel: Funnel {
                opened: report.opened,
                steps: report.steps,
                submitted: report.submitted,
            },
        })))
    }
}

fn default_days() -> u32 {
    30
}
