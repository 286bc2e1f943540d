//! Raw commit rate of the SQLite file: how many single-row transactions per second the disk
//! allows with the server's exact pragmas (WAL, synchronous=FULL, foreign_keys, busy_timeout).
//! This is the ceiling for one-commit-per-request writes; group commit in `db.rs` is meant
//! to let the HTTP path come close to (or beat) it.
//!
//!   cargo build --release --example commit_rate   (bench/run.sh uses the install.sh flags)
//!   commit_rate DB_PATH [SECONDS]                  DB_PATH must not exist yet
//!
//! Each transaction is `BEGIN IMMEDIATE; <repo::insert of one realistic lead>; COMMIT`, i.e.
//! the server's own duplicate lookup plus one INSERT of the `valid_survey()` row with a unique
//! e-mail, then one fsync'ed commit. The last line is machine-readable:
//! `commits_per_sec=... p50_us=... p99_us=... commits=...`.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use plansmith::leads::model::{LeadInput, NewLead};
use plansmith::leads::repo;

/// The request body of `tests/api/helpers.rs::valid_survey()` (shared with bench/wrk.lua).
const SURVEY: &str = include_str!("survey.json");

const WARMUP: Duration = Duration::from_millis(500);

fn main() -> anyhow::Result<()> {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next().map(PathBuf::from) else {
        bail!("usage: commit_rate DB_PATH [SECONDS]");
    };
    let seconds: f64 = match args.next() {
        Some(s) => s.parse().with_context(|| format!("invalid SECONDS {s:?}"))?,
        None => 5.0,
    };
    if path.exists() {
        bail!("{} already exists; give a fresh path", path.display());
    }

    let mut conn = plansmith::db::open(&path, false)?;
    plansmith::db::migrate(&mut conn)?;

    let input: LeadInput = serde_json::from_str(SURVEY).context("survey JSON")?;
    let template: NewLead = input.parse().map_err(|e| anyhow::anyhow!("survey does not parse: {e:?}"))?;

    let mut n: u64 = 0;
    let mut commit_once = |n: u64| -> anyhow::Result<()> {
        let mut lead = template.clone();
        lead.email = format!("owner{n}@bloombakery.com");
        conn.execute_batch("BEGIN IMMEDIATE")?;
        match repo::insert(&conn, &lead, jiff::Timestamp::now())? {
            repo::Inserted::New(_) => {}
            repo::Inserted::Duplicate(_) => bail!("unexpected duplicate"),
        }
        conn.execute_batch("COMMIT")?;
        Ok(())
    };

    let warm_until = Instant::now() + WARMUP;
    while Instant::now() < warm_until {
        commit_once(n)?;
        n += 1;
    }

    let run = Duration::from_secs_f64(seconds);
    let mut latencies: Vec<u32> = Vec::with_capacity(100_000);
    let start = Instant::now();
    while start.elapsed() < run {
        let t = Instant::now();
        commit_once(n)?;
        latencies.push(t.elapsed().as_micros().min(u128::from(u32::MAX)) as u32);
        n += 1;
    }
    let elapsed = start.elapsed().as_secs_f64();

    latencies.sort_unstable();
    let pct = |p: f64| latencies[((latencies.len() - 1) as f64 * p).round() as usize];
    let commits = latencies.len();
    let rate = commits as f64 / elapsed;
    println!(
        "raw single-row commits: {commits} in {elapsed:.2} s on {} (WAL, synchronous=FULL)",
        path.display()
    );
    println!(
        "commits_per_sec={rate:.1} p50_us={} p99_us={} commits={commits}",
        pct(0.50),
        pct(0.99)
    );
    Ok(())
}
