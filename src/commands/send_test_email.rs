use anyhow::{Context, bail};

use crate::config::Config;
use crate::mail::outbox::Stored;
use crate::mail::smtp;

pub async fn run(config: Config, to: &str) -> anyhow::Result<()> {
    let Some(url) = &config.mail.smtp else {
        bail!("SMTP is not configured: set PLANSMITH_SMTP_URL and PLANSMITH_MAIL_FROM");
    };
    if !email_address::EmailAddress::is_valid(to) {
        bail!("{to:?} is not an e-mail address");
    }
    let now = crate::db::now_utc();
    let message = Stored {
        id: 0,
        kind: "test".into(),
        recipient: to.to_owned(),
        subject: format!("{} test e-mail", config.brand_name),
        text_body: format!(
            "This is a test e-mail from {} at {}.\n\nIf you can read it, outgoing mail works.\n",
            config.brand_name, config.site_url
        ),
        html_body: format!(
            "<p>This is a test e-mail from <strong>{}</strong>.</p><p>If you can read it, outgoing mail works.</p>",
            minijinja::HtmlEscape(&config.brand_name)
        ),
        headers: Vec::new(),
        lead_id: None,
        attachments: Vec::new(),
        status: "sending".into(),
        attempts: 0,
        next_attempt_at: now.clone(),
        last_error: None,
        created_at: now,
        sent_at: None,
        server_reply: None,
    };
    println!("connecting to {}", url.redacted());
    let mut connection = smtp::connect(url)
        .await
        .with_context(|| format!("cannot connect to {}", url.redacted()))?;
    let (outcome, _) = connection.send(&config.mail.from, &config.support_email, &message).await;
    connection.quit().await;
    match outcome {
        smtp::Outcome::Sent(reply) => {
            println!("sent to {to}; the server answered: {reply}");
            Ok(())
        }
        smtp::Outcome::Retry(reply) | smtp::Outcome::Failed(reply) => {
            bail!("the server refused the message: {reply}")
        }
    }
}
