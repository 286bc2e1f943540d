//! The bearer-token security scheme every admin operation requires.

use std::sync::Arc;

use poem::Request;
use poem_openapi::SecurityScheme;
use poem_openapi::auth::Bearer;

use super::{Admin, repo};
use crate::app::AppState;
use crate::db::DbError;
use crate::error::ApiError;

/// `Authorization: Bearer <token>` from `POST /api/admin/login`.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", bearer_format = "JWT", checker = "check")]
pub struct AdminAuth(pub Admin);

async fn check(req: &Request, bearer: Bearer) -> poem::Result<Admin> {
    let state = req.data::<Arc<AppState>>().expect("app state is attached to every request");
    let unauthorized = || ApiError::Unauthorized("Your session has expired or is invalid. Please sign in again.".into());
    let claims = state.auth.keys.verify(&bearer.token).ok_or_else(unauthorized)?;
    let (id, version) = (claims.aid, claims.ver);
    let current = state.db.read(move |conn| repo::token_version(conn, id).map_err(DbError::from)).await.map_err(ApiError::from)?;
    // A password change bumps the version: older tokens are revoked.
    if current != Some(version) {
        return Err(unauthorized().into());
    }
    Ok(Admin { id, username: claims.sub })
}
