use crate::config::Config;

pub async fn run(config: Config) -> anyhow::Result<()> {
    let path = config.db.clone();
    let applied =
        tokio::task::spawn_blocking(move || crate::db::open_and_migrate(&path).map(|(_, n)| n))
            .await??;
    println!("{}: {applied} migration(s) applied, schema is current", config.db.display());
    Ok(())
}
