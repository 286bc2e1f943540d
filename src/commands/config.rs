use crate::config::Config;

pub fn run(config: Config) -> anyhow::Result<()> {
    print!("{}", config.to_toml());
    Ok(())
}
