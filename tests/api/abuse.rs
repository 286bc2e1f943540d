//! Abuse: floods from many addresses, forged forwarding headers, strangers' mail addresses.
//! The test client connects from loopback, which the server trusts as its reverse proxy by
//! default, so `X-Forwarded-For` plays the visitor's address.

use reqwest::StatusCode;
use serde_json::{Value, json};

use crate::support::{ADMIN_PASSWORD, Options, TestApp, spawn_app_with, valid_survey};

async fn login_from(
    app: &TestApp,
    address: &str,
    username: &str,
    password: &str,
) -> reqwest::Response {
    app.client
        .post(app.url("/api/admin/login"))
        .header("x-forwarded-for", address)
        .json(&json!({ "username": username, "password": password }))
        .send()
        .await
        .unwrap()
}

async fn survey_from(app: &TestApp, address: &str) -> reqwest::Response {
    app.client
        .post(app.url("/api/leads"))
        .header("x-forwarded-for", address)
        .json(&valid_survey())
        .send()
        .await
        .unwrap()
}

#[tokio::test]
async fn strangers_hammering_an_admin_name_cannot_lock_the_admin_out() {
    let app = spawn_app_with(Options::default()).await;
    app.create_admin("ana", ADMIN_PASSWORD);
    let mut refused = 0;
    for attempt in 0..100 {
        let address = format!("198.51.100.{}", attempt % 5);
        let status = login_from(&app, &address, "ana", "a wrong guess, again").await.status();
        assert!(status == 401 || status == 429, "{status}");
        refused += usize::from(status == 429);
    }
    assert!(refused > 0, "each address runs out of attempts for the name");
    // The attackers' own address stays throttled, even with the right password...
    assert_eq!(login_from(&app, "198.51.100.3", "ana", ADMIN_PASSWORD).await.status(), 429);
    // ...while the admin, from an address that has not been failing, signs in.
    let admin = login_from(&app, "203.0.113.20", "ana", ADMIN_PASSWORD).await;
    assert_eq!(admin.status(), 200);
}

#[tokio::test]
async fn a_throttled_login_says_when_to_retry() {
    let app = spawn_app_with(Options { login_rate_limit: Some(2), ..Options::default() }).await;
    app.create_admin("ana", ADMIN_PASSWORD);
    for _ in 0..2 {
        assert_eq!(
            login_from(&app, "198.51.100.1", "ana", "a wrong guess, again").await.status(),
            401
        );
    }
    let throttled = login_from(&app, "198.51.100.1", "ana", "a wrong guess, again").await;
    assert_eq!(throttled.status(), 429);
    let retry: u64 = throttled.headers()["retry-after"].to_str().unwrap().parse().unwrap();
    assert!((60..=3600).contains(&retry), "{retry}");
    let body: Value = throttled.json().await.unwrap();
    assert!(body["message"].as_str().unwrap().contains("Too many login attempts"), "{body}");
}

#[tokio::test]
async fn addresses_of_one_ipv6_64_share_one_limit() {
    let app = spawn_app_with(Options { lead_rate_limit: 3, ..Options::default() }).await;
    for host in 1..=3 {
        assert_eq!(
            survey_from(&app, &format!("2001:db8:7:1::{host:x}")).await.status(),
            StatusCode::CREATED
        );
    }
    let same_64 = survey_from(&app, "2001:db8:7:1:ffff:ffff:ffff:fffe").await;
    assert_eq!(same_64.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(same_64.headers().contains_key("retry-after"));
    assert_eq!(
        survey_from(&app, "2001:db8:7:2::1").await.status(),
        StatusCode::CREATED,
        "another /64 is another client"
    );
}

#[tokio::test]
async fn forged_forwarding_hops_are_not_believed() {
    let app = spawn_app_with(Options { lead_rate_limit: 1, ..Options::default() }).await;
    // The proxy appended the real address with a port; the client forged the hop before it.
    assert_eq!(survey_from(&app, "10.0.0.1, 203.0.113.9:4711").await.status(), StatusCode::CREATED);
    assert_eq!(
        survey_from(&app, "10.0.0.2, 203.0.113.9:4711").await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
    assert_eq!(
        survey_from(&app, "10.0.0.3, [2001:db8::9]:443").await.status(),
        StatusCode::CREATED
    );
    assert_eq!(
        survey_from(&app, "10.0.0.4, [2001:db8::a]:443").await.status(),
        StatusCode::TOO_MANY_REQUESTS
    );
}

#[tokio::test]
async fn metrics_are_not_public_behind_a_local_reverse_proxy() {
    let app = spawn_app_with(Options::default()).await;
    let direct = app.client.get(app.url("/metrics")).send().await.unwrap();
    assert_eq!(direct.status(), 200, "a scrape from this machine");
    for header in ["x-forwarded-for", "forwarded", "x-real-ip"] {
        let relayed =
            app.client.get(app.url("/metrics")).header(header, "127.0.0.1").send().await.unwrap();
        assert_eq!(relayed.status(), 403, "a visitor relayed by the local proxy ({header})");
    }
}

/// Hundreds of simultaneous sign-ins with random names (each one costs an argon2 hash of
/// 19 MiB) from many addresses: the server runs a few hashes at a time and its memory stays
/// bounded; every answer is a refusal, and a refusal for load says when to retry.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_login_flood_is_bounded_in_memory() {
    let dir = tempfile::tempdir().unwrap();
    let (mut child, base) =
        crate::support::serve_binary(&dir.path().join("plansmith.db"), crate::support::free_port());
    let client = reqwest::Client::new();
    let mut attempts = tokio::task::JoinSet::new();
    for n in 0..300u32 {
        let (client, base) = (client.clone(), base.clone());
        attempts.spawn(async move {
            let response = client
                .post(format!("{base}/api/admin/login"))
                .header("x-forwarded-for", format!("198.51.{}.{}", n / 250, n % 250))
                .json(&json!({ "username": format!("guess-{n}"), "password": "a wrong guess, again" }))
                .send()
                .await
                .unwrap();
            (response.status(), response.headers().contains_key("retry-after"))
        });
    }
    while let Some(result) = attempts.join_next().await {
        let (status, retry_after) = result.unwrap();
        assert!(status == 401 || status == 429, "{status}");
        assert!(status == 401 || retry_after, "a 429 carries Retry-After");
    }
    let peak = peak_memory_mib(child.id());
    let _ = child.kill();
    let _ = child.wait();
    // Unbounded, 300 hashes at once would need about 5.6 GiB.
    assert!(peak < 300, "the server peaked at {peak} MiB");
}

/// The process's peak resident memory (`VmHWM`), in MiB.
fn peak_memory_mib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let kib: u64 = status
        .lines()
        .find_map(|line| line.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .expect("VmHWM in /proc/PID/status");
    kib / 1024
}

/// A stranger's address typed into eight surveys: every lead is stored and the admin hears of
/// each, but the stranger receives three confirmations, not eight.
#[tokio::test]
async fn a_strangers_address_gets_at_most_three_lead_confirmations_a_day() {
    let sink = crate::support::SmtpSink::start();
    let app = spawn_app_with(Options {
        smtp_port: Some(sink.port),
        admin_email: Some("strategist@plansmith.test".into()),
        ..Options::default()
    })
    .await;
    for n in 0..8 {
        let survey = crate::support::survey_with(
            json!({ "businessName": format!("Spam {n}"), "email": "Stranger@Example.com" }),
        );
        let response = app
            .client
            .post(app.url("/api/leads"))
            .header("x-forwarded-for", format!("198.51.100.{n}"))
            .json(&survey)
            .send()
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::CREATED);
    }
    assert_eq!(app.lead_count(), 8);
    sink.wait_for(11).await;
    let _keep = app.shutdown().await;
    let messages = sink.messages();
    let to_stranger = messages
        .iter()
        .filter(|m| m.rcpt_tos.iter().any(|to| to.eq_ignore_ascii_case("stranger@example.com")))
        .count();
    let alerts = messages.iter().filter(|m| m.rcpt_tos == ["strategist@plansmith.test"]).count();
    assert_eq!((to_stranger, alerts), (3, 8));
}

/// The running binary's log, as JSON lines, after `flood` has run against it.
async fn log_of(flood: impl AsyncFnOnce(&reqwest::Client, &str)) -> Vec<Value> {
    let dir = tempfile::tempdir().unwrap();
    let log = std::fs::File::create(dir.path().join("log")).unwrap();
    let port = crate::support::free_port();
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_plansmith"));
    for (key, _) in std::env::vars().filter(|(k, _)| k.starts_with("PLANSMITH_")) {
        command.env_remove(key);
    }
    let mut child = command
        .args(["serve", "--bind", &format!("127.0.0.1:{port}"), "--db"])
        .arg(dir.path().join("plansmith.db"))
        .env("PLANSMITH_LOG_FORMAT", "json")
        .env("PLANSMITH_LOGIN_RATE_LIMIT", "3")
        .env("PLANSMITH_STRIPE_SECRET_KEY", crate::support::STRIPE_SECRET_KEY)
        .env("PLANSMITH_STRIPE_PUBLISHABLE_KEY", "pk_test_plansmith")
        .env("PLANSMITH_STRIPE_WEBHOOK_SECRET", crate::support::STRIPE_WEBHOOK_SECRET)
        .stdout(std::process::Stdio::null())
        .stderr(log)
        .spawn()
        .unwrap();
    let base = format!("http://127.0.0.1:{port}");
    let started = std::time::Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(started.elapsed() < crate::support::HANG_TIMEOUT, "plansmith did not start");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    flood(&reqwest::Client::new(), &base).await;
    child.kill().unwrap();
    child.wait().unwrap();
    std::fs::read_to_string(dir.path().join("log"))
        .unwrap()
        .lines()
        .filter_map(|line| serde_json::from_str(line).ok())
        .collect()
}

#[tokio::test]
async fn floods_of_refusals_cost_the_log_one_line_a_minute_that_names_who() {
    let lines = log_of(async |client, base| {
        for _ in 0..200 {
            let forged = client
                .post(format!("{base}/api/stripe/webhook"))
                .header("stripe-signature", "t=1,v1=00")
                .header("content-type", "application/json")
                .body("{}")
                .send()
                .await
                .unwrap();
            assert_eq!(forged.status(), 400);
        }
        for _ in 0..6 {
            client
                .post(format!("{base}/api/admin/login"))
                .header("x-forwarded-for", "198.51.100.7")
                .json(&json!({ "username": "mallory", "password": "a wrong guess" }))
                .send()
                .await
                .unwrap();
        }
    })
    .await;
    let messages = |text: &str| -> Vec<&Value> {
        lines.iter().filter(|l| l["fields"]["message"] == text).collect()
    };
    assert_eq!(messages("refused a Stripe webhook").len(), 1, "200 forged signatures, one line");
    let refused = messages("admin login refused");
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_eq!(refused[0]["fields"]["username"], "mallory");
    assert_eq!(refused[0]["fields"]["network"], "198.51.100.7");
    let throttled = messages("too many requests");
    assert_eq!(throttled.len(), 1, "the logins over the limit: {lines:?}");
    assert_eq!(throttled[0]["fields"]["network"], "198.51.100.7");
}
