//! The operator's endpoints for plan pages: who is following their plan, and turning a
//! lead's page off.

use poem_openapi::param::Path;
use poem_openapi::payload::Json;
use poem_openapi::{ApiResponse, Object, OpenApi};

use super::repo;
use crate::auth::guard::AdminAuth;
use crate::db::{Db, DbError, format_timestamp, now_utc};
use crate::http::error::{ApiError, ErrorBody};

/// The operator's view of plan pages.
pub struct AdminPlanPagesApi {
    pub db: Db,
}

/// Who is following their plan.
#[derive(Object)]
#[oai(rename_all = "camelCase")]
pub struct Following {
    /// Pages that ticked a task or were opened in the last 7 days.
    pub this_week: i64,
    /// Pages not revoked.
    pub live: i64,
}

#[derive(Object)]
pub struct Revoked {
    pub revoked: usize,
}

#[derive(ApiResponse)]
pub enum RevokeResponse {
    #[oai(status = 200)]
    Ok(Json<Revoked>),
    #[oai(status = 404)]
    NotFound(Json<ErrorBody>),
}

#[OpenApi(tag = "crate::http::openapi::Tag::Admin")]
impl AdminPlanPagesApi {
    /// How many founders are following their plan this week
    #[oai(path = "/admin/plan-pages/following", method = "get", operation_id = "planFollowing")]
    async fn following(&self, _auth: AdminAuth) -> poem::Result<Json<Following>> {
        let since =
            format_timestamp(jiff::Timestamp::now() - jiff::SignedDuration::from_hours(24 * 7));
        let (live, this_week) = self.db.read(move |conn| repo::following(conn, &since)).await?;
        Ok(Json(Following { this_week, live }))
    }

    /// Turn off a lead's plan page link (and its Monday e-mails)
    #[oai(
        path = "/admin/leads/:id/plan-page/revoke",
        method = "post",
        operation_id = "revokePlanPage"
    )]
    async fn revoke(&self, auth: AdminAuth, id: Path<i64>) -> poem::Result<RevokeResponse> {
        let (id, actor) = (id.0, auth.0.username);
        let revoked = self
            .db
            .write(move |conn| Ok::<_, DbError>(repo::revoke(conn, id, &actor, &now_utc())?))
            .await?;
        if revoked == 0 {
            return Err(
                ApiError::NotFound(format!("Lead {id} has no plan page to turn off")).into()
            );
        }
        tracing::info!(lead = id, "plan page revoked");
        Ok(RevokeResponse::Ok(Json(Revoked { revoked })))
    }
}
