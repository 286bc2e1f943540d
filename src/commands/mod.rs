//! One module per subcommand.

pub mod admins;
pub mod backup;
pub mod config;
pub mod content;
pub mod leads;
pub mod migrate;
pub mod newsletter;
pub mod outbox;
pub mod person;
pub mod plan;
pub mod send_test_email;
pub mod serve;

use crate::cli::{
    Command, Common, ContentCommand, LeadsCommand, NewsletterCommand, OutboxCommand, PersonCommand,
    ServeArgs,
};
use crate::config::{Config, Layer};

pub async fn run(command: Command) -> anyhow::Result<()> {
    match command {
        Command::Serve(args) => serve::run(load_config(&args)?).await,
        Command::Migrate(common) => migrate::run(load_config(&with_common(common))?).await,
        Command::Config(args) => config::run(load_config(&args)?),
        Command::CreateAdmin { username, password_stdin, force, common } => {
            admins::create(load_config(&with_common(common))?, &username, password_stdin, force)
                .await
        }
        Command::ResetPassword { username, password_stdin, common } => {
            admins::reset_password(load_config(&with_common(common))?, &username, password_stdin)
                .await
        }
        Command::RotateJwtSecret(common) => {
            admins::rotate_jwt_secret(load_config(&with_common(common))?).await
        }
        Command::Backup { path, common } => {
            backup::run(load_config(&with_common(common))?, path).await
        }
        Command::SendTestEmail { to, common } => {
            send_test_email::run(load_config(&with_common(common))?, &to).await
        }
        Command::Outbox(OutboxCommand::List { status, limit, common }) => {
            outbox::list(load_config(&with_common(common))?, status.as_deref(), limit).await
        }
        Command::Leads(LeadsCommand::Export { format, since, search, common }) => {
            leads::export(load_config(&with_common(common))?, format, since, search)
        }
        Command::Person(PersonCommand::Export { email, common }) => {
            person::export(load_config(&with_common(common))?, &email).await
        }
        Command::Person(PersonCommand::Erase { email, yes, common }) => {
            person::erase(load_config(&with_common(common))?, &email, yes).await
        }
        Command::Newsletter(NewsletterCommand::List { status, common }) => {
            newsletter::list(load_config(&with_common(common))?, status)
        }
        Command::Newsletter(NewsletterCommand::Export { status, common }) => {
            newsletter::export(load_config(&with_common(common))?, status)
        }
        Command::Plan { answers, format, ai, config } => {
            // The operator's settings: their trades and currency, the provider, the sender.
            let config = load_config(&with_common(Common { db: None, config }))?;
            plan::run(config, &answers, format, ai)
        }
        Command::Content(ContentCommand::Check { dir, common }) => content::check(dir, &common),
        Command::Outbox(OutboxCommand::Retry { id, failed: _, common }) => {
            outbox::retry(load_config(&with_common(common))?, id).await
        }
    }
}

fn with_common(common: Common) -> ServeArgs {
    ServeArgs { bind: None, common }
}

fn load_config(args: &ServeArgs) -> anyhow::Result<Config> {
    let Common { db, config } = &args.common;
    let flags = Layer { bind: args.bind.clone(), db: db.clone(), ..Layer::default() };
    Config::load(config.as_deref(), flags)
}
