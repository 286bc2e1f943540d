//! Command-line interface.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

#[derive(Debug, Parser)]
#[command(
    name = "plansmith",
    version,
    about = "Marketing plans for solo founders: survey, reviewed plans by e-mail, Pro checkout.",
    after_help = "Example:\n  plansmith serve --bind 127.0.0.1:8080 --db ./plansmith.db"
)]
pub struct Cli {
    /// Log format on standard error.
    #[arg(long, global = true, value_enum, default_value_t = LogFormat::Text, env = "PLANSMITH_LOG_FORMAT")]
    pub log_format: LogFormat,

    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum LogFormat {
    Text,
    Json,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Run the web service (applies pending migrations first).
    #[command(
        after_help = "Example:\n  plansmith serve --bind 0.0.0.0:8080 --db /var/lib/plansmith/plansmith.db --config /etc/plansmith.toml"
    )]
    Serve(ServeArgs),
    /// Apply pending database migrations and exit.
    #[command(after_help = "Example:\n  plansmith migrate --db /var/lib/plansmith/plansmith.db")]
    Migrate(Common),
    /// Create an admin account (password from a hidden prompt or --password-stdin).
    #[command(
        after_help = "Examples:\n  plansmith create-admin ana\n  printf '%s\\n' \"$PASSWORD\" | plansmith create-admin ana --password-stdin"
    )]
    CreateAdmin {
        /// Sign-in name.
        username: String,
        /// Read the password (one line) from standard input instead of prompting.
        #[arg(long)]
        password_stdin: bool,
        /// Replace the password of an existing admin of that name.
        #[arg(long)]
        force: bool,
        #[command(flatten)]
        common: Common,
    },
    /// Set a new password for an admin; their existing sessions stop working.
    #[command(after_help = "Example:\n  plansmith reset-password ana")]
    ResetPassword {
        username: String,
        /// Read the password (one line) from standard input instead of prompting.
        #[arg(long)]
        password_stdin: bool,
        #[command(flatten)]
        common: Common,
    },
    /// Replace the secret that signs admin sessions (kept in the database) and end every
    /// session, e.g. after a backup may have been read by someone else.
    #[command(
        after_help = "Example:\n  plansmith rotate-jwt-secret --db /var/lib/plansmith/plansmith.db"
    )]
    RotateJwtSecret(Common),
    /// Copy the database to PATH: one consistent snapshot, safe while `serve` runs.
    #[command(
        after_help = "Example:\n  plansmith backup /var/backups/plansmith/plansmith-$(date +%F).db --db /var/lib/plansmith/plansmith.db\n\nRestore: stop the service, copy the backup over the database file (removing any\nleftover -wal and -shm files beside it), and start it again."
    )]
    Backup {
        /// Where to write the copy (must not exist yet).
        path: std::path::PathBuf,
        #[command(flatten)]
        common: Common,
    },
    /// Inspect and retry outgoing e-mail.
    #[command(subcommand)]
    Outbox(OutboxCommand),
    /// Survey submissions.
    #[command(subcommand)]
    Leads(LeadsCommand),
    /// A person's data, found by e-mail address: export it, or erase it.
    #[command(subcommand)]
    Person(PersonCommand),
    /// The newsletter's subscribers: list them, or export them as CSV.
    #[command(subcommand)]
    Newsletter(NewsletterCommand),
    /// Send a test e-mail through the configured SMTP server and print its answer.
    #[command(
        after_help = "Example:\n  PLANSMITH_SMTP_URL=smtp://user:pass@mail.example.com:587 PLANSMITH_MAIL_FROM=plans@example.com \\\n    plansmith send-test-email me@example.com"
    )]
    SendTestEmail {
        /// Recipient address.
        to: String,
        #[command(flatten)]
        common: Common,
    },
    /// Print the built-in plan for a set of survey answers, without a server or database. The
    /// consistency checker's report goes to standard error; the exit status is 1 when it found
    /// a violation. With --ai, the configured AI provider writes it, and what it took (rounds,
    /// tokens, time) goes to standard error.
    #[command(
        after_help = "Example:\n  plansmith plan --answers tests/plans/lisbon-bakery.answers.json --format markdown\n  PLANSMITH_AI_BASE_URL=http://127.0.0.1:11434/v1 PLANSMITH_AI_MODEL=qwen2.5:14b PLANSMITH_AI_MODE=sections \\\n    plansmith plan --answers tests/plans/lisbon-bakery.answers.json --ai\n\nThe answers file is the JSON the survey sends (POST /api/leads); `email` may be left out."
    )]
    Plan {
        /// Survey answers (JSON).
        #[arg(long, value_name = "FILE")]
        answers: PathBuf,
        /// What to print.
        #[arg(long, value_enum, default_value = "markdown")]
        format: PlanFormat,
        /// Have the configured AI provider write it (PLANSMITH_AI_* or plansmith.toml); when it
        /// cannot, the built-in planner does and standard error says why.
        #[arg(long)]
        ai: bool,
        /// Configuration file (TOML). Default: ./plansmith.toml when it exists.
        #[arg(long, env = "PLANSMITH_CONFIG", value_name = "FILE")]
        config: Option<PathBuf>,
    },
    /// The operator's content folder (site.toml, logo, photos, privacy.md, terms.md).
    #[command(subcommand)]
    Content(ContentCommand),
    /// Print the effective configuration (defaults < plansmith.toml < PLANSMITH_* < flags).
    #[command(after_help = "Example:\n  PLANSMITH_TIMEZONE=Europe/Paris plansmith config")]
    Config(ServeArgs),
}

#[derive(Debug, Clone, Copy, clap::ValueEnum)]
pub enum PlanFormat {
    /// The plan as the customer's e-mail carries it.
    Markdown,
    /// The plan as data (the API's JSON).
    Json,
    /// The Pro package a buyer with these answers would receive today.
    Package,
}

#[derive(Debug, Subcommand)]
pub enum OutboxCommand {
    /// List messages, newest first.
    #[command(after_help = "Example:\n  plansmith outbox list --status failed")]
    List {
        /// Only messages with this status.
        #[arg(long, value_parser = ["held", "queued", "sending", "sent", "failed"])]
        status: Option<String>,
        /// At most this many.
        #[arg(long, default_value_t = 50)]
        limit: usize,
        #[command(flatten)]
        common: Common,
    },
    /// Queue a failed message again (a running server sends it within its next pass).
    #[command(
        after_help = "Example:\n  plansmith outbox retry 42\n  plansmith outbox retry --failed"
    )]
    Retry {
        /// Message id.
        #[arg(required_unless_present = "failed", conflicts_with = "failed")]
        id: Option<i64>,
        /// Every failed message.
        #[arg(long)]
        failed: bool,
        #[command(flatten)]
        common: Common,
    },
}

#[derive(Debug, Subcommand)]
pub enum NewsletterCommand {
    /// Print the subscribers, oldest first: address, status and when they signed up.
    #[command(
        after_help = "Examples:\n  plansmith newsletter list\n  plansmith newsletter list --status all"
    )]
    List {
        /// Which subscribers: confirmed (the ones a newsletter may go to), pending, unsubscribed or all.
        #[arg(long, value_enum, default_value_t = crate::newsletter::subscribers::Shown::Confirmed)]
        status: crate::newsletter::subscribers::Shown,
        #[command(flatten)]
        common: Common,
    },
    /// Write the subscribers to standard output as CSV, for a mailing tool.
    #[command(after_help = "Example:\n  plansmith newsletter export > subscribers.csv")]
    Export {
        /// Which subscribers: confirmed (the ones a newsletter may go to), pending, unsubscribed or all.
        #[arg(long, value_enum, default_value_t = crate::newsletter::subscribers::Shown::Confirmed)]
        status: crate::newsletter::subscribers::Shown,
        #[command(flatten)]
        common: Common,
    },
}

#[derive(Debug, Subcommand)]
pub enum LeadsCommand {
    /// Write every lead (every answer, the plan's status, created and sent times) to standard
    /// output, oldest first.
    #[command(
        after_help = "Examples:\n  plansmith leads export > leads.csv\n  plansmith leads export --format json --since 2026-11-01 > november.json\n  plansmith leads export --since yesterday"
    )]
    Export {
        #[arg(long, value_enum, default_value_t = LeadsFormat::Csv)]
        format: LeadsFormat,
        /// Only leads created on or after this day (UTC): 2026-11-01, today, yesterday, or a
        /// number of days ago such as 7d.
        #[arg(long, value_name = "DAY", value_parser = day)]
        since: Option<jiff::civil::Date>,
        /// Only leads whose business name or e-mail contains this.
        #[arg(long)]
        search: Option<String>,
        #[command(flatten)]
        common: Common,
    },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum LeadsFormat {
    /// A spreadsheet: a header line, then one line per lead; formula-like cells start with '.
    Csv,
    /// One JSON array of objects with the same fields.
    Json,
}

#[derive(Debug, Subcommand)]
pub enum ContentCommand {
    /// Check a content folder without starting the server: every problem is reported with its
    /// file, line and field, and the exit status is 1 if there is one.
    #[command(
        after_help = "Example:\n  plansmith content check /etc/plansmith/content\n\nWithout DIR it checks content_dir / PLANSMITH_CONTENT_DIR."
    )]
    Check {
        /// The folder (default: the configured content_dir).
        dir: Option<PathBuf>,
        #[command(flatten)]
        common: Common,
    },
}

#[derive(Debug, Subcommand)]
pub enum PersonCommand {
    /// Print everything stored about an e-mail address as one JSON document.
    #[command(
        after_help = "Example:\n  plansmith person export ana@example.com --db /var/lib/plansmith/plansmith.db > ana.json"
    )]
    Export {
        email: String,
        #[command(flatten)]
        common: Common,
    },
    /// Delete an address's leads, plan drafts, e-mails and newsletter subscription, and remove
    /// it and the name from its orders (kept for the accounts), in one transaction.
    #[command(
        after_help = "Example:\n  plansmith person erase ana@example.com --db /var/lib/plansmith/plansmith.db\n\nWithout --yes it shows what would go and asks you to type the address."
    )]
    Erase {
        email: String,
        /// Do not ask for confirmation.
        #[arg(long)]
        yes: bool,
        #[command(flatten)]
        common: Common,
    },
}

/// Options every command that touches the database takes.
#[derive(Debug, Clone, Args)]
pub struct Common {
    /// SQLite database file (serve, migrate and create-admin create it when missing).
    #[arg(long, env = "PLANSMITH_DB", value_name = "PATH")]
    pub db: Option<PathBuf>,
    /// Configuration file (TOML). Default: ./plansmith.toml when it exists.
    #[arg(long, env = "PLANSMITH_CONFIG", value_name = "FILE")]
    pub config: Option<PathBuf>,
}

#[derive(Debug, Clone, Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "PLANSMITH_BIND", value_name = "ADDR")]
    pub bind: Option<String>,
    #[command(flatten)]
    pub common: Common,
}

/// A day as people write it on a command line: `2026-11-01`, `today`, `yesterday` or `7d`
/// (days ago), in UTC.
fn day(text: &str) -> Result<jiff::civil::Date, String> {
    let today = jiff::Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC).date();
    let text = text.trim().to_ascii_lowercase();
    let days_ago = match text.as_str() {
        "today" => Some(0),
        "yesterday" => Some(1),
        other => other.strip_suffix('d').and_then(|n| n.parse::<i64>().ok()),
    };
    match days_ago {
        Some(days) if (0..=36_500).contains(&days) => {
            today.checked_sub(jiff::Span::new().days(days)).map_err(|e| e.to_string())
        }
        _ => text.parse().map_err(|_| {
            format!("{text:?} is not a day: write 2026-11-01, today, yesterday or 7d (7 days ago)")
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_are_read_as_people_write_them() {
        let today = jiff::Timestamp::now().to_zoned(jiff::tz::TimeZone::UTC).date();
        assert_eq!(day("2026-11-01").unwrap(), jiff::civil::date(2026, 11, 1));
        assert_eq!(day("today").unwrap(), today);
        assert_eq!(day("Yesterday").unwrap(), today.yesterday().unwrap());
        assert_eq!(day("7d").unwrap(), today.checked_sub(jiff::Span::new().days(7)).unwrap());
        let wrong = day("last week").unwrap_err();
        assert!(wrong.contains("2026-11-01, today, yesterday or 7d"), "{wrong}");
    }
}
