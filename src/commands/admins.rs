//! `create-admin`, `reset-password` and `rotate-jwt-secret`.

use std::io::{BufRead, IsTerminal};

use anyhow::{Context, bail};

use crate::auth::{password, repo};
use crate::config::Config;
use crate::db::{self, now_utc};

/// Reads the password from standard input (one line) or a hidden prompt, twice.
fn read_password(from_stdin: bool) -> anyhow::Result<String> {
    let password = if from_stdin {
        let mut line = String::new();
        std::io::stdin()
            .lock()
            .read_line(&mut line)
            .context("cannot read the password from standard input")?;
        line.trim_end_matches(['\r', '\n']).to_owned()
    } else {
        if !std::io::stdin().is_terminal() {
            bail!("no terminal to prompt for the password: pass --password-stdin and pipe it in");
        }
        let first = rpassword::prompt_password("Password: ")?;
        let second = rpassword::prompt_password("Repeat the password: ")?;
        if first != second {
            bail!("the two passwords differ");
        }
        first
    };
    password::check_policy(&password).map_err(|reason| anyhow::anyhow!("{reason}"))?;
    Ok(password)
}

fn check_username(username: &str) -> anyhow::Result<String> {
    let username = username.trim();
    let valid = (2..=64).contains(&username.chars().count())
        && username.chars().all(|c| c.is_alphanumeric() || matches!(c, '.' | '_' | '-' | '@'));
    if !valid {
        bail!("invalid username {username:?}: use 2-64 letters, digits, '.', '_', '-' or '@'");
    }
    Ok(username.to_owned())
}

pub async fn create(
    config: Config,
    username: &str,
    from_stdin: bool,
    force: bool,
) -> anyhow::Result<()> {
    let username = check_username(username)?;
    let password = read_password(from_stdin)?;
    let path = config.db.clone();
    let message = tokio::task::spawn_blocking(move || -> anyhow::Result<String> {
        let hash = password::hash(&password)?;
        let (conn, _) = db::open_and_migrate(&path)?;
        let now = now_utc();
        match repo::find_by_username(&conn, &username)? {
            Some(_) if !force => bail!("admin {username:?} already exists: use --force to replace its password, or reset-password"),
            Some(_) => {
                repo::set_password(&conn, &username, &hash, &now)?;
                Ok(format!("admin {username:?} exists: password replaced, its sessions signed out"))
            }
            None => {
                repo::create(&conn, &username, &hash, &now)?;
                Ok(format!("admin {username:?} created; sign in at /admin/login"))
            }
        }
    })
    .await??;
    println!("{message}");
    Ok(())
}

pub async fn reset_password(
    config: Config,
    username: &str,
    from_stdin: bool,
) -> anyhow::Result<()> {
    let username = username.trim().to_owned();
    let password = read_password(from_stdin)?;
    crate::db::existing(&config.db)?;
    let path = config.db.clone();
    tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
        let hash = password::hash(&password)?;
        let (conn, _) = db::open_and_migrate(&path)?;
        if !repo::set_password(&conn, &username, &hash, &now_utc())? {
            bail!(
                "no admin named {username:?} (create one with `plansmith create-admin {username}`)"
            );
        }
        println!("password of {username:?} changed; its existing sessions are signed out");
        Ok(())
    })
    .await?
}

/// A new session-signing secret in the database; every admin session ends at once.
pub async fn rotate_jwt_secret(config: Config) -> anyhow::Result<()> {
    if config.auth.jwt_secret.is_some() {
        bail!(
            "the session secret comes from the configuration (PLANSMITH_JWT_SECRET or jwt_secret): \
             change it there and restart the service"
        );
    }
    crate::db::existing(&config.db)?;
    let path = config.db.clone();
    let signed_out = tokio::task::spawn_blocking(move || -> anyhow::Result<usize> {
        let (conn, _) = db::open_and_migrate(&path)?;
        Ok(repo::rotate_secret(&conn, &crate::auth::token::fresh_secret())?)
    })
    .await??;
    println!(
        "new session secret stored; {signed_out} admin(s) signed out. A running service signs new sessions with it from now on."
    );
    Ok(())
}
