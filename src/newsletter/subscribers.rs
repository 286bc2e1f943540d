//! The newsletter's subscribers for the operator: listed and exported, in the admin area and
//! from the command line, confirmed ones by default (the only ones who may be written to).

use poem_openapi::param::Query;
use poem_openapi::payload::{Binary, Json};
use poem_openapi::{ApiResponse, Enum, Object, OpenApi};
use rusqlite::{Connection, params};

use crate::auth::guard::AdminAuth;
use crate::db::Db;

/// Which subscribers to list.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Enum, clap::ValueEnum)]
#[oai(rename = "SubscriberStatus", rename_all = "lowercase")]
pub enum Shown {
    /// Confirmed their address: the ones a newsletter may go to.
    Confirmed,
    /// Signed up, not confirmed yet.
    Pending,
    Unsubscribed,
    All,
}

impl Shown {
    fn sql(self) -> &'static str {
        match self {
            Self::Confirmed => "status = 'confirmed'",
            Self::Pending => "status = 'pending'",
            Self::Unsubscribed => "status = 'unsubscribed'",
            Self::All => "1",
        }
    }
}

/// One subscriber, as the operator sees it (never the link tokens).
#[derive(Debug, Clone, PartialEq, Object, serde::Serialize)]
#[oai(rename_all = "camelCase")]
pub struct Subscriber {
    pub email: String,
    /// pending, confirmed or unsubscribed.
    pub status: String,
    pub created_at: String,
    pub confirmed_at: Option<String>,
    pub unsubscribed_at: Option<String>,
}

/// One page of the subscribers `shown`, oldest first, and how many there are in all.
pub fn page(
    conn: &Connection,
    shown: Shown,
    page: u32,
    page_size: u32,
) -> rusqlite::Result<(Vec<Subscriber>, i64)> {
    let total: i64 = conn
        .prepare_cached(&format!("SELECT COUNT(*) FROM subscribers WHERE {}", shown.sql()))?
        .query_row([], |r| r.get(0))?;
    let offset = i64::from(page.saturating_sub(1)) * i64::from(page_size);
    let rows = conn
        .prepare_cached(&format!(
            "SELECT email, status, created_at, confirmed_at, unsubscribed_at FROM subscribers
             WHERE {} ORDER BY id LIMIT ?1 OFFSET ?2",
            shown.sql()
        ))?
        .query_map(params![page_size, offset], |r| {
            Ok(Subscriber {
                email: r.get(0)?,
                status: r.get(1)?,
                created_at: r.get(2)?,
                confirmed_at: r.get(3)?,
                unsubscribed_at: r.get(4)?,
            })
        })?
        .collect::<Result<_, _>>()?;
    Ok((rows, total))
}

/// Every subscriber `shown`, oldest first.
pub fn all(conn: &Connection, shown: Shown) -> rusqlite::Result<Vec<Subscriber>> {
    page(conn, shown, 1, u32::MAX).map(|(rows, _)| rows)
}

/// The subscribers as CSV with a header line; a cell a spreadsheet would run as a formula
/// starts with `'`.
pub fn csv(rows: &[Subscriber]) -> Vec<u8> {
    let safe = |cell: &str| match cell.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{cell}"),
        _ => cell.to_owned(),
    };
    let mut out = csv::Writer::from_writer(Vec::new());
    let _ = out.write_record(["email", "status", "created_at", "confirmed_at", "unsubscribed_at"]);
    for row in rows {
        let _ = out.write_record([
            safe(&row.email),
            row.status.clone(),
            row.created_at.clone(),
            row.confirmed_at.clone().unwrap_or_default(),
            row.unsubscribed_at.clone().unwrap_or_default(),
        ]);
    }
    out.into_inner().unwrap_or_default()
}

/// The subscribers in the admin area.
pub struct SubscribersApi {
    pub db: Db,
}

#[derive(ApiResponse)]
pub enum SubscribersPage {
    /// Oldest first; `X-Total-Count` says how many in all.
    #[oai(status = 200)]
    Ok(Json<Vec<Subscriber>>, #[oai(header = "X-Total-Count")] i64),
}

#[derive(ApiResponse)]
pub enum SubscribersExport {
    /// Every subscriber shown, oldest first, as CSV with a header line.
    #[oai(status = 200, content_type = "text/csv; charset=utf-8")]
    Csv(Binary<Vec<u8>>, #[oai(header = "Content-Disposition")] String),
}

fn confirmed() -> Shown {
    Shown::Confirmed
}

#[OpenApi(tag = "crate::http::openapi::Tag::Admin")]
impl SubscribersApi {
    /// Newsletter subscribers
    ///
    /// `status`: `confirmed` (the default, the ones a newsletter may go to), `pending`,
    /// `unsubscribed` or `all`; `pageSize` per page (1–100, default 50).
    #[oai(path = "/admin/subscribers", method = "get", operation_id = "listSubscribers")]
    async fn list(
        &self,
        _auth: AdminAuth,
        #[oai(default = "confirmed")] status: Query<Shown>,
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
    ) -> poem::Result<SubscribersPage> {
        let (shown, number, size) = (status.0, page.0, page_size.0);
        let (rows, total) = self.db.read(move |conn| self::page(conn, shown, number, size)).await?;
        Ok(SubscribersPage::Ok(Json(rows), total))
    }

    /// Export newsletter subscribers (CSV)
    #[oai(path = "/admin/subscribers/export", method = "get", operation_id = "exportSubscribers")]
    async fn export(
        &self,
        _auth: AdminAuth,
        #[oai(default = "confirmed")] status: Query<Shown>,
    ) -> poem::Result<SubscribersExport> {
        let shown = status.0;
        let rows = self.db.read(move |conn| all(conn, shown)).await?;
        let name =
            format!("attachment; filename=\"subscribers-{}.csv\"", jiff::Zoned::now().date());
        Ok(SubscribersExport::Csv(Binary(csv(&rows)), name))
    }
}
