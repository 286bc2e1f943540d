//! Raw commit rate of the SQLite file: how many single-row transactions per second the disk
//! allows with the server's exact pragmas (WAL, synchronous=FULL, foreign_keys, busy_timeout).
//! This is the ceiling for one-commit-per-request writes; group commit in `db/writer.rs` is meant
//! to let the HTTP path come close to (or beat) it.
//!
//!   cargo build --release --example commit_rate   (bench/run.sh uses the install.sh flags)
//!   commit_rate DB_PATH [SECONDS]                  DB_PATH must not exist yet
//!
//! Each transaction is `BEGIN IMMEDIATE; INSERT INTO leads ...; COMMIT`: one row with the
//! answers of the sample survey (tests/fixtures/survey.json, the body bench/wrk.lua posts) and
//! a unique e-mail, then one fsync'ed commit. Only `db::open`/`db::migrate`/`db::format_timestamp`
//! are used from the crate, so the server's own write path can change without touching this
//! baseline. The last line is machine-readable:
//! `commits_per_sec=... p50_us=... p99_us=... commits=...`.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::{Context, bail};
use rusqlite::params;
use serde_json::Value;

/// The sample survey every suite submits (the API tests' `valid_survey()`, bench/wrk.lua's body).
const SURVEY: &str = include_str!("../tests/fixtures/survey.json");

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

    let survey: Value = serde_json::from_str(SURVEY).context("tests/fixtures/survey.json")?;
    let text = |key: &str| survey.get(key).and_then(Value::as_str).map(str::to_owned);
    let list = |key: &str| survey.get(key).map(Value::to_string).unwrap_or_else(|| "[]".into());
    let (email_local, email_domain) = text("email")
        .and_then(|e| e.split_once('@').map(|(l, d)| (l.to_owned(), d.to_owned())))
        .context("survey e-mail")?;

    let commit_once = |n: u64| -> anyhow::Result<()> {
        let email = format!("{email_local}{n}@{email_domain}");
        let fingerprint = format!("{:016x}", n.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        conn.execute_batch("BEGIN IMMEDIATE")?;
        conn.prepare_cached(
            "INSERT INTO leads (
                business_name, business_type, sell_location, specific_location, business_offering,
                business_stage, website, ideal_customer, problem_solved, primary_goal,
                time_available, marketing_budget, brand_tone, marketing_support, platforms,
                marketing_challenges, other_challenge, current_marketing, email, created_at, fingerprint
            ) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21)",
        )?
        .execute(params![
            text("businessName"),
            text("businessType"),
            text("sellLocation"),
            text("specificLocation"),
            text("businessOffering"),
            text("businessStage"),
            text("website"),
            text("idealCustomer"),
            text("problemSolved"),
            text("primaryGoal"),
            text("timeAvailable"),
            text("marketingBudget"),
            text("brandTone"),
            text("marketingSupport"),
            list("platforms"),
            list("marketingChallenges"),
            text("otherChallenge"),
            list("currentMarketing"),
            email,
            plansmith::db::format_timestamp(jiff::Timestamp::now()),
            fingerprint,
        ])?;
        conn.execute_batch("COMMIT")?;
        Ok(())
    };

    let mut n: u64 = 0;
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
