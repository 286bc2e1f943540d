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
    #[command(after_help = "Example:\n  plansmith serve --bind 0.0.0.0:8080 --db /var/lib/plansmith/plansmith.db --config /etc/plansmith.toml")]
    Serve(ServeArgs),
    /// Apply pending database migrations and exit.
    #[command(after_help = "Example:\n  plansmith migrate --db /var/lib/plansmith/plansmith.db")]
    Migrate(Common),
    /// Print the effective configuration (defaults < plansmith.toml < PLANSMITH_* < flags).
    #[command(after_help = "Example:\n  PLANSMITH_TIMEZONE=Europe/Paris plansmith config")]
    Config(ServeArgs),
}

/// Options every command that touches the database takes.
#[derive(Debug, Clone, Args)]
pub struct Common {
    /// SQLite database file (created if missing).
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
