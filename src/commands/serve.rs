use crate::app::App;
use crate::config::Config;

pub async fn run(config: Config) -> anyhow::Result<()> {
    let app = App::build(config).await?;
    tracing::info!("Plansmith is listening on http://{}", app.addr());
    app.run_until(shutdown_signal()).await?;
    tracing::info!("stopped");
    Ok(())
}

/// Resolves on SIGINT or SIGTERM.
async fn shutdown_signal() {
    let interrupt = tokio::signal::ctrl_c();
    #[cfg(unix)]
    {
        let mut terminate = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
            .expect("cannot listen for SIGTERM");
        tokio::select! {
            _ = interrupt => {}
            _ = terminate.recv() => {}
        }
    }
    #[cfg(not(unix))]
    let _ = interrupt.await;
    tracing::info!("shutting down: finishing in-flight requests");
}
