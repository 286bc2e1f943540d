use std::io::IsTerminal;
use std::process::ExitCode;

use clap::Parser;
use clap::error::ErrorKind;
use plansmith::cli::{Cli, Command, LogFormat};
use tracing_subscriber::EnvFilter;

/// A general-purpose allocator built for many threads: the C library's spent a sixth of the
/// server's CPU under load on arena locks and on frees from other threads.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(err) if matches!(err.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => {
            let _ = err.print();
            return ExitCode::SUCCESS;
        }
        Err(err) => {
            // One line, not clap's usage block: scripts read the first line anyway.
            let rendered = err.render().to_string();
            let first = rendered
                .lines()
                .next()
                .unwrap_or("invalid arguments")
                .trim_start_matches("error: ");
            eprintln!("error: {first} (see `plansmith --help`)");
            return ExitCode::FAILURE;
        }
    };
    if !matches!(cli.command, Command::Serve(_)) {
        // A command whose output goes to a pipe that closes early (`plansmith content check |
        // head`) ends quietly, as other Unix tools do. The server keeps Rust's default of
        // ignoring SIGPIPE: a client that hangs up is an error it handles, not a reason to stop.
        // SAFETY: called before any other thread exists; SIG_DFL is a valid disposition.
        unsafe { libc::signal(libc::SIGPIPE, libc::SIG_DFL) };
    }
    init_logging(cli.log_format);
    plansmith::memory::tune_allocators();
    if let Err(err) = plansmith::memory::sqlite_uses_mimalloc() {
        tracing::warn!(error = err, "SQLite keeps the C library's allocator");
    }
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_keep_alive(plansmith::memory::IDLE_THREAD_LIFETIME)
        .build();
    let runtime = match runtime {
        Ok(runtime) => runtime,
        Err(err) => {
            eprintln!("error: cannot start the async runtime: {err}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(plansmith::commands::run(cli.command)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn init_logging(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| EnvFilter::new("info,poem=warn,refinery_core=warn"));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal());
    match format {
        LogFormat::Text => builder.init(),
        LogFormat::Json => builder.json().init(),
    }
}
