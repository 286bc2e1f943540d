//! The bearer-token security scheme every admin operation requires.

use std::sync::Arc;

use poem::Request;
use poem_openapi::SecurityScheme;
use poem_openapi::auth::Bearer;

use super::{Admin, repo, token};
use crate::db::Db;
use crate::http::error::ApiError;

/// What checking a token needs, attached to every request as request data (the scheme's
/// checker sees only the request).
#[derive(Clone)]
pub struct Verifier {
    pub keys: Arc<token::Keys>,
    pub db: Db,
}

/// `Authorization: Bearer <token>` from `POST /api/admin/login`.
#[derive(SecurityScheme)]
#[oai(ty = "bearer", bearer_format = "JWT", checker = "check")]
pub struct AdminAuth(pub Admin);

async fn check(req: &Request, bearer: Bearer) -> poem::Result<Admin> {
    let verifier = req.data::<Verifier>().expect("the token verifier is attached to every request");
    let unauthorized = || {
        ApiError::Unauthorized(
            "Your session has expired or is invalid. Please sign in again.".into(),
        )
    };
    let claims = verifier.keys.verify(&bearer.token).ok_or_else(unauthorized)?;
    let (id, version) = (claims.aid, claims.ver);
    let current = verifier.db.read(move |conn| repo::token_version(conn, id)).await?;
    // A password change bumps the version: older tokens are revoked.
    if current != Some(version) {
        return Err(unauthorized().into());
    }
    Ok(Admin { id, username: claims.sub })
}
