//! The plan page itself and its calendar feed, served outside `/api`: `/plan/{token}` and
//! `/plan/{token}/calendar.ics`.

use std::sync::Arc;

use poem::http::{StatusCode, header};
use poem::{IntoResponse, Response};

use super::api::PlanPagesApi;
use super::page::{Pieces, State};
use super::{WEEKS, repo};
use crate::db::{DbError, format_timestamp};
use crate::http::html::notice_page;
use crate::http::link_token;

impl PlanPagesApi {
    /// `/plan/{token}` and `/plan/{token}/calendar.ics` (`rest` is what follows `/plan/`).
    pub async fn serve(&self, req: &poem::Request, rest: &str) -> Response {
        if !matches!(*req.method(), poem::http::Method::GET | poem::http::Method::HEAD) {
            return Response::builder()
                .status(StatusCode::METHOD_NOT_ALLOWED)
                .header(header::ALLOW, "GET, HEAD")
                .finish();
        }
        if let Some(token) = rest.strip_suffix("/calendar.ics") {
            return self.calendar(token).await;
        }
        let from = req
            .uri()
            .query()
            .and_then(|q| q.split('&').find_map(|pair| pair.strip_prefix("from=")))
            .and_then(|week| week.parse().ok());
        let gzip = req
            .headers()
            .get(header::ACCEPT_ENCODING)
            .and_then(|value| value.to_str().ok())
            .is_some_and(|value| crate::http::web::accepts(value, "gzip"));
        self.page(rest.trim_end_matches('/'), from, gzip).await
    }

    /// The page's pieces with the operator's brand in them, prepared once.
    pub fn pieces(&self) -> Option<Arc<Pieces>> {
        let load = || Pieces::load(|file| self.ui.branded(file)).map(Arc::new);
        self.pieces.get_or_init(load).clone()
    }

    /// `GET /plan/{token}`: the page (`?from=N`: opened from week N's e-mail).
    /// `gzip`: the client takes gzip.
    async fn page(&self, token: &str, from: Option<u8>, gzip: bool) -> Response {
        let Some(pieces) = self.pieces() else {
            return self.gone_page(StatusCode::SERVICE_UNAVAILABLE);
        };
        let Ok(token) = link_token::check(token).map(str::to_owned) else {
            return self.gone_page(StatusCode::NOT_FOUND);
        };
        let (currency, price) = (self.currency.clone(), self.price.clone());
        let now = jiff::Timestamp::now();
        let from = from.filter(|week| (1..=WEEKS).contains(week));
        // Read, then record the visit only when it is one: a stranger's guesses and a founder's
        // reloads never wait for the writer.
        let found = self
            .db
            .read(move |conn| -> Result<Option<(i64, bool, String)>, DbError> {
                let Some(page) = repo::by_token(conn, &token)? else { return Ok(None) };
                // A reload within the minute is the same visit.
                let recent = page
                    .last_visit_at
                    .as_deref()
                    .and_then(|at| at.parse().ok())
                    .is_some_and(|at: jiff::Timestamp| now.duration_since(at).as_secs() < 60);
                let opened = from.is_some_and(|week| page.opened_weeks & (1 << week) != 0);
                let visit = !recent || (from.is_some() && !opened);
                let zone =
                    jiff::tz::TimeZone::get(&page.time_zone).unwrap_or(jiff::tz::TimeZone::UTC);
                let (ticks, figures) = (repo::ticks(conn, page.id)?, repo::figures(conn, page.id)?);
                let state = State {
                    page: &page,
                    today: now.to_zoned(zone).date(),
                    ticks: &ticks,
                    figures: &figures,
                    currency: &currency,
                    price: &price,
                };
                Ok(Some((page.id, visit, pieces.render(&state))))
            })
            .await;
        let found = match found {
            Ok(Some((id, true, html))) => {
                let at = format_timestamp(now);
                let visited = self.db.write(move |conn| repo::visit(conn, id, from, &at)).await;
                if let Err(err) = visited {
                    tracing::warn!(error = %err, "plan page: the visit was not counted");
                }
                Ok(Some(html))
            }
            other => other.map(|found| found.map(|(_, _, html)| html)),
        };
        match found {
            Ok(Some(html)) if gzip => {
                let mut response = private(
                    crate::http::web::gzip_fast(html.as_bytes()).into_response(),
                    "text/html; charset=utf-8",
                );
                let headers = response.headers_mut();
                headers.insert(header::CONTENT_ENCODING, header::HeaderValue::from_static("gzip"));
                headers.insert(header::VARY, header::HeaderValue::from_static("Accept-Encoding"));
                response
            }
            Ok(Some(html)) => private(html.into_response(), "text/html; charset=utf-8"),
            Ok(None) => self.gone_page(StatusCode::NOT_FOUND),
            Err(err) => {
                tracing::error!(error = %err, "plan page: cannot read the page");
                self.gone_page(StatusCode::INTERNAL_SERVER_ERROR)
            }
        }
    }

    /// `GET /plan/{token}/calendar.ics`: the roadmap as a calendar feed.
    async fn calendar(&self, token: &str) -> Response {
        let Ok(token) = link_token::check(token).map(str::to_owned) else {
            return StatusCode::NOT_FOUND.into_response();
        };
        let page = match self.db.read(move |conn| repo::by_token(conn, &token)).await {
            Ok(Some(page)) => page,
            Ok(None) => return StatusCode::NOT_FOUND.into_response(),
            Err(err) => {
                tracing::error!(error = %err, "plan calendar: cannot read the page");
                return StatusCode::INTERNAL_SERVER_ERROR.into_response();
            }
        };
        let host = self.site_url.split("://").nth(1).unwrap_or("localhost").trim_end_matches('/');
        let url = format!("{}/plan/{}", self.site_url, page.token);
        let text = super::calendar::feed(
            &page.business_name,
            &page.plan,
            page.starts_on,
            &self.currency,
            host,
            &url,
        );
        private(text.into_response(), "text/calendar; charset=utf-8")
    }

    fn gone_page(&self, status: StatusCode) -> Response {
        let html = notice_page(
            &self.brand,
            "This plan link does not work",
            "It may have been mistyped, or the link was turned off. If you think it should work, reply to the e-mail your plan came in.",
            None,
            ("/", "Go to the home page"),
        );
        let mut response = private(html.into_response(), "text/html; charset=utf-8");
        response.set_status(status);
        response
    }
}

/// A private answer: never stored by a shared cache, never indexed.
fn private(mut response: Response, content_type: &'static str) -> Response {
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, header::HeaderValue::from_static(content_type));
    headers.insert(header::CACHE_CONTROL, header::HeaderValue::from_static("private, no-store"));
    headers.insert("x-robots-tag", header::HeaderValue::from_static("noindex"));
    response
}
