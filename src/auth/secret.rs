//! The secret that signs admin sessions: the configured one (`PLANSMITH_JWT_SECRET`), else one
//! generated on first start and kept in the database, so sessions outlive a restart.
//! `plansmith rotate-jwt-secret` replaces the stored one.

use std::path::Path;

/// The signing secret: `configured` when set, else the one stored in the database at `db`
/// (made on first use). Call from a blocking context: it opens the database.
pub(crate) fn signing_secret(configured: Option<String>, db: &Path) -> anyhow::Result<String> {
    match configured {
        Some(secret) => Ok(secret),
        None => stored(db),
    }
}

/// The token secret kept in the database, generated on first start.
fn stored(path: &Path) -> anyhow::Result<String> {
    let conn = crate::db::open(path, false)?;
    Ok(super::repo::setting_or_insert(&conn, "jwt_secret", &super::token::fresh_secret())?)
}
