//! `plansmith person export|erase EMAIL`: a person's data from the command line.

use std::io::{BufRead, IsTerminal, Write};

use anyhow::{Context, bail};

use crate::config::Config;
use crate::db::{self, now_utc};
use crate::mail::EmailAddress;
use crate::privacy;

/// Recorded as the one who asked.
const ACTOR: &str = "command line";

fn address(raw: &str) -> anyhow::Result<String> {
    Ok(EmailAddress::parse(raw.trim()).map_err(|e| anyhow::anyhow!("{raw:?}: {e}"))?.to_string())
}

pub async fn export(config: Config, email: &str) -> anyhow::Result<()> {
    let email = address(email)?;
    crate::db::existing(&config.db)?;
    let path = config.db.clone();
    let document = tokio::task::spawn_blocking(move || -> anyhow::Result<serde_json::Value> {
        let (conn, _) = db::open_and_migrate(&path)?;
        let now = now_utc();
        let (document, counts) = privacy::export(&conn, &email, &now)?;
        if counts.is_empty() {
            bail!("nothing is stored about {email}");
        }
        privacy::record(&conn, "export", &email, ACTOR, &counts, &now)?;
        eprintln!("exported {counts} for {email}");
        Ok(document)
    })
    .await??;
    let mut out = std::io::stdout().lock();
    serde_json::to_writer_pretty(&mut out, &document)?;
    writeln!(out)?;
    Ok(())
}

pub async fn erase(config: Config, email: &str, yes: bool) -> anyhow::Result<()> {
    let email = address(email)?;
    crate::db::existing(&config.db)?;
    let path = config.db.clone();
    tokio::task::spawn_blocking(move || -> anyhow::Result<()> {
        let (mut conn, _) = db::open_and_migrate(&path)?;
        let now = now_utc();
        let (_, found) = privacy::export(&conn, &email, &now)?;
        if found.is_empty() {
            bail!("nothing is stored about {email}");
        }
        if !yes {
            confirm(&email, &found)?;
        }
        let tx = conn.transaction()?;
        let erased = privacy::erase(&tx, &email, &now)?;
        privacy::record(&tx, "erase", &email, ACTOR, &erased, &now)?;
        tx.commit().context("cannot commit the erasure; nothing was changed")?;
        println!(
            "erased {email}: {erased} (orders kept for the accounts, without name or address)"
        );
        Ok(())
    })
    .await?
}

/// Shows what would go and asks for the address to be typed again.
fn confirm(email: &str, found: &privacy::Counts) -> anyhow::Result<()> {
    if !std::io::stdin().is_terminal() {
        bail!("no terminal to confirm on: pass --yes to erase {email} without asking");
    }
    eprintln!("Stored about {email}: {found}.");
    eprint!("Erasing cannot be undone. Type the address to confirm: ");
    let mut typed = String::new();
    std::io::stdin().lock().read_line(&mut typed)?;
    if !typed.trim().eq_ignore_ascii_case(email) {
        bail!("the address typed does not match; nothing was erased");
    }
    Ok(())
}
