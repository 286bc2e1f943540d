//! What the integration tests share, by job: the test server and its request helpers
//! (`app`), the sample survey (`survey`), and local fakes of what the server talks to: an SMTP
//! server (`smtp`), an OpenAI-compatible provider (`ai`) and the Stripe API (`stripe`).
//! Everything is re-exported here, so a test imports `crate::support::{...}`.

mod ai;
mod app;
mod smtp;
mod stripe;
mod survey;

pub use ai::*;
pub use app::*;
pub use smtp::*;
pub use stripe::*;
pub use survey::*;

/// How long a test waits for something that should happen soon (a background worker's result,
/// a server starting) before it gives up and reports a hang. Generous on purpose: only a hang
/// runs into it, never a slow or heavily loaded machine.
pub const HANG_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(60);

pub const ADMIN_PASSWORD: &str = "correct horse battery staple";

pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}
