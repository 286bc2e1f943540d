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
    pub keys: Arc<token::KeyRing>,
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
    let (ring, token) = (verifier.keys.clone(), bearer.token);
    let admin = verifier
        .db
        .read(move |conn| {
            let stored = match ring.follows_database() {
                true => repo::setting(conn, "jwt_secret")?,
                false => None,
            };
            let Some(claims) = ring.keys(stored.as_deref()).verify(&token) else {
                return Ok::<_, rusqlite::Error>(None);
            };
            // A password change bumps the version: older tokens are revoked. The name is the
            // account's own, not the token's: it is what the audit trail records.
            Ok(repo::session(conn, claims.aid)?
                .filter(|(version, _)| *version == claims.ver)
                .map(|(_, username)| Admin { id: claims.aid, username }))
        })
        .await?;
    admin.ok_or_else(|| unauthorized().into())
}
