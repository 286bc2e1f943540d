use crate::app::App;
use crate::config::Config;

use anyhow::Context;
use tokio::signal::unix::{SignalKind, signal};

pub async fn run(config: Config) -> anyhow::Result<()> {
    // Listen for signals before the port opens, so an early SIGTERM is a clean stop too.
    let mut terminate = signal(SignalKind::terminate()).context("cannot listen for SIGTERM")?;
    let mut interrupt = signal(SignalKind::interrupt()).context("cannot listen for SIGINT")?;
    for warning in config.warnings() {
        tracing::warn!("{warning}");
    }
    let app = App::build(config).await?;
    tracing::info!("Plansmith is listening on http://{}", app.addr());
    app.run_until(async move {
        tokio::select! {
            _ = terminate.recv() => {}
            _ = interrupt.recv() => {}
        }
        tracing::info!("shutting down: finishing in-flight requests");
    })
    .await?;
    tracing::info!("stopped");
    Ok(())
}
