//! `plansmith backup PATH`: a consistent copy of the database, safe while `serve` runs.
//!
//! `VACUUM INTO` copies one read snapshot (WAL readers never block the writer, and the writer
//! never invalidates the copy, unlike the page-by-page backup API under constant writes). The
//! copy is written beside the destination, checked with `PRAGMA integrity_check`, synced, and
//! only then renamed into place, so PATH is either a whole, verified backup or absent.

use std::path::{Path, PathBuf};

use anyhow::{Context, bail};
use rusqlite::Connection;

use crate::config::Config;

pub struct Summary {
    pub leads: i64,
    pub orders: i64,
    pub bytes: u64,
}

pub async fn run(config: Config, dest: PathBuf) -> anyhow::Result<()> {
    let source = config.db.clone();
    let target = dest.clone();
    let summary = tokio::task::spawn_blocking(move || backup(&source, &target)).await??;
    println!(
        "backed up {} to {}: {} lead(s), {} order(s), {:.1} MiB, integrity ok",
        config.db.display(),
        dest.display(),
        summary.leads,
        summary.orders,
        summary.bytes as f64 / (1024.0 * 1024.0)
    );
    Ok(())
}

pub fn backup(source: &Path, dest: &Path) -> anyhow::Result<Summary> {
    crate::db::existing(source)?;
    if dest.exists() {
        bail!(
            "{} already exists: a backup never overwrites a file, choose a new name",
            dest.display()
        );
    }
    let name =
        dest.file_name().with_context(|| format!("{} is not a file name", dest.display()))?;
    let dir = match dest.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !dir.is_dir() {
        bail!("folder {} does not exist: create it first", dir.display());
    }
    let partial = dir.join(format!(".{}.partial-{}", name.to_string_lossy(), std::process::id()));
    let result = copy_and_verify(source, &partial);
    let summary = match result {
        Ok(summary) => summary,
        Err(err) => {
            let _ = std::fs::remove_file(&partial);
            return Err(err);
        }
    };
    std::fs::rename(&partial, dest)
        .with_context(|| format!("cannot move the backup into place at {}", dest.display()))?;
    // The rename itself must survive a power cut.
    std::fs::File::open(&dir).and_then(|d| d.sync_all()).ok();
    Ok(summary)
}

fn copy_and_verify(source: &Path, partial: &Path) -> anyhow::Result<Summary> {
    let _ = std::fs::remove_file(partial);
    // Created empty and private first: `VACUUM INTO` fills an empty file, keeping its mode.
    crate::db::make_private(partial)
        .with_context(|| format!("cannot create {}", partial.display()))?;
    let conn = crate::db::open(source, true)?;
    let target =
        partial.to_str().with_context(|| format!("{} is not valid UTF-8", partial.display()))?;
    conn.execute("VACUUM INTO ?1", [target])
        .with_context(|| format!("cannot write the backup to {}", partial.display()))?;
    drop(conn);

    let copy = Connection::open(partial)?;
    let check: String = copy.query_row("PRAGMA integrity_check", [], |row| row.get(0))?;
    if check != "ok" {
        bail!(
            "the backup failed its integrity check ({check}); the source database may be damaged"
        );
    }
    let count = |table: &str| -> rusqlite::Result<i64> {
        copy.query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |row| row.get(0))
    };
    let leads = count("leads")?;
    let orders = count("orders").unwrap_or(0);
    drop(copy);
    let file = std::fs::File::open(partial)?;
    file.sync_all()?;
    Ok(Summary { leads, orders, bytes: file.metadata()?.len() })
}
