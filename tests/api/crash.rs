//! Crash durability: the real binary is killed with SIGKILL at random moments while many
//! connections submit surveys. Every lead acknowledged with 201 must be there exactly once
//! after a restart, the database must pass `integrity_check`, and the confirmation e-mail of
//! every acknowledged lead must still reach the SMTP server.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use rand::Rng;

use crate::support::{HANG_TIMEOUT, SmtpSink, serve_binary, survey_with};

const CYCLES: usize = 10;
const CONNECTIONS: usize = 16;
/// Leads each cycle acknowledges at least before its kill.
const MIN_ACKNOWLEDGED: usize = 10;

async fn wait_until_healthy(client: &reqwest::Client, base: &str) {
    let started = Instant::now();
    while !client.get(format!("{base}/healthz")).send().await.is_ok_and(|r| r.status() == 200) {
        assert!(started.elapsed() < HANG_TIMEOUT, "plansmith did not come up");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_acknowledged_lead_survives_sigkill_exactly_once() {
    let sink = SmtpSink::start();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("crash.db");
    let client = reqwest::Client::builder().pool_max_idle_per_host(0).build().unwrap();
    // email -> id, for every 201.
    let acknowledged = Arc::new(Mutex::new(HashMap::<String, i64>::new()));
    let mut attempted = 0usize;

    for cycle in 0..CYCLES {
        let (mut child, base) = serve_binary(&db, sink.port);
        wait_until_healthy(&client, &base).await;
        let sent = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let mut clients = Vec::new();
        for connection in 0..CONNECTIONS {
            let (client, base, acknowledged, sent) =
                (client.clone(), base.clone(), acknowledged.clone(), sent.clone());
            clients.push(tokio::spawn(async move {
                for n in 0.. {
                    let email = format!("c{cycle}-k{connection}-n{n}@example.com");
                    sent.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    let body = survey_with(serde_json::json!({ "email": email }));
                    let Ok(response) =
                        client.post(format!("{base}/api/leads")).json(&body).send().await
                    else {
                        return;
                    };
                    if response.status() != 201 {
                        return;
                    }
                    let Ok(answer) = response.json::<serde_json::Value>().await else { return };
                    acknowledged.lock().unwrap().insert(email, answer["id"].as_i64().unwrap());
                }
            }));
        }
        // The kill comes at a random point of the load, counted in acknowledged leads rather
        // than in time, so a slow machine gets the same load as a fast one before each kill.
        let before = acknowledged.lock().unwrap().len();
        let target = rand::rng().random_range(MIN_ACKNOWLEDGED..MIN_ACKNOWLEDGED * 10);
        let waiting = Instant::now();
        while acknowledged.lock().unwrap().len() - before < target
            && !clients.iter().all(|c| c.is_finished())
        {
            assert!(
                waiting.elapsed() < HANG_TIMEOUT,
                "cycle {cycle}: fewer than {target} leads acknowledged"
            );
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        // Then a random moment after it, mid-request for most connections.
        tokio::time::sleep(Duration::from_millis(rand::rng().random_range(0..50))).await;
        child.kill().unwrap(); // SIGKILL: no shutdown, no flush.
        child.wait().unwrap();
        for task in clients {
            task.await.unwrap();
        }
        attempted += sent.load(std::sync::atomic::Ordering::Relaxed);
    }

    // One more start: the service recovers and delivers what was queued.
    let (mut child, base) = serve_binary(&db, sink.port);
    wait_until_healthy(&client, &base).await;
    let acknowledged = acknowledged.lock().unwrap().clone();
    let expected: HashSet<&str> = acknowledged.keys().map(String::as_str).collect();
    // A hang is no new message for `HANG_TIMEOUT`; a slow machine may take longer overall.
    let (mut progress, mut received) = (Instant::now(), 0);
    let delivered: HashMap<String, HashSet<String>> = loop {
        let mut delivered: HashMap<String, HashSet<String>> = HashMap::new();
        let messages = sink.messages();
        if messages.len() > received {
            (progress, received) = (Instant::now(), messages.len());
        }
        for message in messages {
            let id = message.parsed().message_id().unwrap_or_default().to_owned();
            for to in &message.rcpt_tos {
                delivered.entry(to.clone()).or_default().insert(id.clone());
            }
        }
        if expected.iter().all(|email| delivered.contains_key(*email)) {
            break delivered;
        }
        assert!(
            progress.elapsed() < HANG_TIMEOUT,
            "confirmations still missing, none arrived for {HANG_TIMEOUT:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    };
    child.kill().unwrap();
    child.wait().unwrap();

    let conn = rusqlite::Connection::open(&db).unwrap();
    let check: String = conn.query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap();
    assert_eq!(check, "ok");
    let mut stored: HashMap<String, Vec<i64>> = HashMap::new();
    let mut stmt = conn.prepare("SELECT email, id FROM leads").unwrap();
    for row in stmt.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?))).unwrap() {
        let (email, id) = row.unwrap();
        stored.entry(email).or_default().push(id);
    }
    let lost: Vec<_> =
        acknowledged.iter().filter(|(email, id)| stored.get(*email) != Some(&vec![**id])).collect();
    // Mail is delivered at least once: a kill between the server's "250" and our "sent" mark
    // sends that one message again after the restart (with the same Message-ID).
    let repeated: usize =
        expected.iter().map(|email| delivered[*email].len().saturating_sub(1)).sum();
    let resent: usize = sink.messages().len() - delivered.values().map(HashSet::len).sum::<usize>();
    println!(
        "crash durability: {CYCLES} SIGKILLs, {attempted} submissions sent, acknowledged/lost = {}/{}, \
         confirmations delivered {}, sent again after a kill {resent}",
        acknowledged.len(),
        lost.len(),
        expected.len(),
    );
    assert!(lost.is_empty(), "acknowledged but lost or duplicated: {lost:?}");
    assert_eq!(repeated, 0, "a lead's confirmation was queued twice (distinct Message-IDs)");
    // The worker records each result before its next send on that connection (at most 4).
    assert!(
        resent <= CYCLES * 4,
        "{resent} messages sent twice: more than one per connection per kill"
    );
    assert!(
        acknowledged.len() >= CYCLES * MIN_ACKNOWLEDGED,
        "the load was too light to prove anything: {}",
        acknowledged.len()
    );
}
