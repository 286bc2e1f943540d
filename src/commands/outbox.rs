use crate::config::Config;
use crate::db::{self, format_timestamp};
use crate::mail::outbox::{self, Status};

async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> anyhow::Result<T> + Send + 'static,
) -> anyhow::Result<T> {
    tokio::task::spawn_blocking(f).await?
}

pub async fn list(config: Config, status: Option<&str>, limit: usize) -> anyhow::Result<()> {
    let status = status.and_then(Status::parse);
    crate::db::existing(&config.db)?;
    let path = config.db.clone();
    let (messages, depth) = blocking(move || {
        let (conn, _) = db::open_and_migrate(&path)?;
        Ok((outbox::list(&conn, status, limit)?, outbox::depth(&conn)?))
    })
    .await?;
    let summary: Vec<String> = depth.iter().map(|(status, n)| format!("{status}: {n}")).collect();
    println!(
        "outbox: {}",
        if summary.is_empty() { "empty".to_owned() } else { summary.join(", ") }
    );
    if messages.is_empty() {
        return Ok(());
    }
    println!(
        "{:>6}  {:<8} {:>3}  {:<20} {:<18} {:<30} SUBJECT",
        "ID", "STATUS", "TRY", "CREATED", "KIND", "TO"
    );
    for m in &messages {
        println!(
            "{:>6}  {:<8} {:>3}  {:<20} {:<18} {:<30} {}",
            m.id,
            m.status,
            m.attempts,
            &m.created_at[..19.min(m.created_at.len())],
            m.kind,
            m.recipient,
            m.subject
        );
        if let Some(error) = &m.last_error {
            println!("{:>6}  last error: {error}", "");
        }
        if m.status == "queued" && m.attempts > 0 {
            println!("{:>6}  next attempt: {}", "", m.next_attempt_at);
        }
    }
    Ok(())
}

pub async fn retry(config: Config, id: Option<i64>) -> anyhow::Result<()> {
    crate::db::existing(&config.db)?;
    let path = config.db.clone();
    let now = format_timestamp(jiff::Timestamp::now());
    let message = blocking(move || {
        let (conn, _) = db::open_and_migrate(&path)?;
        Ok(match id {
            Some(id) if outbox::retry(&conn, id, &now)? => {
                format!("message {id} queued for delivery")
            }
            Some(id) => {
                anyhow::bail!("no message {id} that can be retried (unknown id, or already sent)")
            }
            None => format!(
                "{} failed message(s) queued for delivery",
                outbox::retry_failed(&conn, &now)?
            ),
        })
    })
    .await?;
    println!("{message}");
    if !config.mail_enabled() {
        println!(
            "note: SMTP is not configured here; a server with PLANSMITH_SMTP_URL set will send it"
        );
    }
    Ok(())
}
