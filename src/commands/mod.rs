//! One module per subcommand.

pub mod config;
pub mod migrate;
pub mod serve;

use crate::cli::{Command, Common, ServeArgs};
use crate::config::{Config, Layer};

pub async fn run(command: Command) -> anyhow::Result<()> {
    match command {
        Command::Serve(args) => serve::run(load_config(&args)?).await,
        Command::Migrate(common) => migrate::run(load_config(&ServeArgs { bind: None, common })?).await,
        Command::Config(args) => config::run(load_config(&args)?),
    }
}

fn load_config(args: &ServeArgs) -> anyhow::Result<Config> {
    let Common { db, config } = &args.common;
    let flags = Layer { bind: args.bind.clone(), db: db.clone(), ..Layer::default() };
    Config::load(config.as_deref(), flags)
}
