//! SQL for admins and server settings.

use rusqlite::{Connection, OptionalExtension, params};

pub struct AdminRow {
    pub id: i64,
    pub username: String,
    pub password_hash: String,
    pub token_version: i64,
}

pub fn find_by_username(conn: &Connection, username: &str) -> rusqlite::Result<Option<AdminRow>> {
    conn.prepare_cached(
        "SELECT id, username, password_hash, token_version FROM admins WHERE username = ?1",
    )?
    .query_row([username], |r| {
        Ok(AdminRow {
            id: r.get(0)?,
            username: r.get(1)?,
            password_hash: r.get(2)?,
            token_version: r.get(3)?,
        })
    })
    .optional()
}

/// The current token version of admin `id`, if the admin still exists.
/// The admin's token version and username, if the account still exists.
pub fn session(conn: &Connection, id: i64) -> rusqlite::Result<Option<(i64, String)>> {
    conn.prepare_cached("SELECT token_version, username FROM admins WHERE id = ?1")?
        .query_row([id], |r| Ok((r.get(0)?, r.get(1)?)))
        .optional()
}

pub fn create(
    conn: &Connection,
    username: &str,
    password_hash: &str,
    now: &str,
) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO admins (username, password_hash, created_at, password_changed_at) VALUES (?1, ?2, ?3, ?3)",
        params![username, password_hash, now],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Sets a new password and revokes every token issued before. Returns false for no such admin.
pub fn set_password(
    conn: &Connection,
    username: &str,
    password_hash: &str,
    now: &str,
) -> rusqlite::Result<bool> {
    let changed = conn.execute(
        "UPDATE admins SET password_hash = ?2, token_version = token_version + 1, password_changed_at = ?3 WHERE username = ?1",
        params![username, password_hash, now],
    )?;
    Ok(changed > 0)
}

pub fn setting(conn: &Connection, key: &str) -> rusqlite::Result<Option<String>> {
    conn.query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| r.get(0)).optional()
}

/// Stores `value` unless the key already has one; returns the value in force.
pub fn setting_or_insert(conn: &Connection, key: &str, value: &str) -> rusqlite::Result<String> {
    conn.execute(
        "INSERT INTO settings (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO NOTHING",
        params![key, value],
    )?;
    conn.query_row("SELECT value FROM settings WHERE key = ?1", [key], |r| r.get(0))
}

/// Replaces the stored session-signing secret and revokes every token issued so far (also
/// those a running server, still holding the old secret, would accept). Returns the admins
/// signed out.
pub fn rotate_secret(conn: &Connection, secret: &str) -> rusqlite::Result<usize> {
    conn.execute(
        "INSERT INTO settings (key, value) VALUES ('jwt_secret', ?1) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        [secret],
    )?;
    conn.execute("UPDATE admins SET token_version = token_version + 1", [])
}
