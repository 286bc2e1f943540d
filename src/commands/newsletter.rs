//! `plansmith newsletter list|export`: the newsletter's subscribers from the command line.

use std::io::Write;

use crate::config::Config;
use crate::db;
use crate::newsletter::subscribers::{self, Shown};

fn read(config: &Config, shown: Shown) -> anyhow::Result<Vec<subscribers::Subscriber>> {
    db::existing(&config.db)?;
    let conn = db::open(&config.db, true)?;
    Ok(subscribers::all(&conn, shown)?)
}

pub fn list(config: Config, shown: Shown) -> anyhow::Result<()> {
    let rows = read(&config, shown)?;
    let mut out = std::io::stdout().lock();
    for row in &rows {
        let since = row.confirmed_at.as_deref().unwrap_or(&row.created_at);
        writeln!(out, "{:<40} {:<13} {since}", row.email, row.status)?;
    }
    eprintln!("{} subscriber(s)", rows.len());
    Ok(())
}

pub fn export(config: Config, shown: Shown) -> anyhow::Result<()> {
    let rows = read(&config, shown)?;
    std::io::stdout().lock().write_all(&subscribers::csv(&rows))?;
    eprintln!("exported {} subscriber(s)", rows.len());
    Ok(())
}
