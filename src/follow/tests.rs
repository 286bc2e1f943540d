//! The Monday e-mails driven through a plan's 13 weeks by a clock the test moves, an hour at a
//! time: no sleeps.

use jiff::{SignedDuration, Timestamp};
use rusqlite::Connection;

use super::monday::round;
use super::repo::{self, NewPage};
use crate::config::{Config, Layer};
use crate::mail::Mailer;
use crate::plan::Plan;

fn plan() -> Plan {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/ai-replays/porto-azulejos-whole/resp-1.txt");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

const TOKEN: &str = "0123456789abcdef0123456789abcdef0123456789abcdef";

/// A database with one founder (in Tokyo) whose plan's week 1 begins on Monday 2026-12-07.
fn seeded() -> (tempfile::TempDir, Connection, Mailer) {
    let dir = tempfile::tempdir().unwrap();
    let (conn, _) = crate::db::open_and_migrate(&dir.path().join("t.db")).unwrap();
    crate::leads::repo::seed::lead(&conn, 1, "Oficina Azul", "ana@example.com");
    crate::leads::repo::seed::sent_plan(&conn, 1, 1);
    let plan = plan();
    let json = serde_json::to_string(&plan).unwrap();
    let page = NewPage {
        strategy_id: 1,
        lead_id: 1,
        token: TOKEN,
        plan: &json,
        tasks_total: plan.tasks().count(),
        starts_on: jiff::civil::date(2026, 12, 7),
        time_zone: "Asia/Tokyo",
    };
    repo::open(&conn, &page, "2026-12-02T10:00:00.000Z").unwrap();
    let mailer = Mailer::new(&Config::from_layer(Layer::default()).unwrap());
    (dir, conn, mailer)
}

/// (kind, dedupe key, text) of every e-mail queued, in order.
fn outbox(conn: &Connection) -> Vec<(String, String, String)> {
    conn.prepare("SELECT kind, dedupe_key, text_body FROM outbox ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .map(Result::unwrap)
        .collect()
}

/// Runs a round every hour from `from` for `hours`, calling `each` before each; the hours at
/// which something was queued.
fn drive(
    conn: &Connection,
    mailer: &Mailer,
    from: &str,
    hours: i64,
    mut each: impl FnMut(Timestamp),
) -> Vec<Timestamp> {
    let start: Timestamp = from.parse().unwrap();
    let mut queued_at = Vec::new();
    for hour in 0..hours {
        let now = start + SignedDuration::from_hours(hour);
        each(now);
        let queued = round(conn, mailer, now).unwrap();
        if queued.weekly + queued.nudges > 0 {
            queued_at.push(now);
        }
    }
    queued_at
}

fn tick(conn: &Connection, week: u8, at: Timestamp) {
    repo::tick(conn, 1, week, 0, true, &crate::db::format_timestamp(at)).unwrap();
}

#[test]
fn thirteen_mondays_at_seven_in_the_founders_zone_a_pause_when_nothing_is_ticked_and_none_after() {
    let (_dir, conn, mailer) = seeded();
    // The founder ticks a task each Tuesday of weeks 1 to 6, then stops; ticks again in week 11.
    let tuesday = |week: i64| -> Timestamp {
        let first: Timestamp = "2026-12-08T03:00:00Z".parse().unwrap();
        first + SignedDuration::from_hours(24 * 7 * (week - 1))
    };
    let queued_at = drive(&conn, &mailer, "2026-12-01T00:00:00Z", 24 * 7 * 16, |now| {
        for week in (1..=6).chain([11]) {
            if now == tuesday(week) {
                tick(&conn, u8::try_from(week).unwrap(), now);
            }
        }
    });
    let mails = outbox(&conn);
    let kinds: Vec<&str> = mails.iter().map(|(kind, _, _)| kind.as_str()).collect();
    // Weeks 1–9 weekly; week 10: three weeks since the last tick, one nudge; week 11 paused;
    // a tick in week 11 brings weeks 12 and 13 back; nothing after week 13.
    assert_eq!(kinds.len(), 12, "{kinds:?}");
    assert!(kinds[..9].iter().all(|k| *k == "plan_week"), "{kinds:?}");
    assert_eq!(kinds[9], "plan_nudge");
    assert_eq!(&kinds[10..], ["plan_week", "plan_week"]);
    let keys: Vec<&str> = mails.iter().map(|(_, key, _)| key.as_str()).collect();
    assert_eq!(keys[0], "plan-page:1:week:1");
    assert_eq!(keys[11], "plan-page:1:week:13");
    // Monday 7:00 in Tokyo is Sunday 22:00 UTC.
    assert_eq!(queued_at[0], "2026-12-06T22:00:00Z".parse::<Timestamp>().unwrap());
    assert_eq!(queued_at[1], "2026-12-13T22:00:00Z".parse::<Timestamp>().unwrap());
    // Week 2 reports week 1's tick; week 5 asks for the day-30 figure; every one links the page
    // from its own week and carries the way out.
    let week = |n: usize| &mails[n - 1].2;
    assert!(week(1).contains("This is week 1 of your 13-week marketing plan"), "{}", week(1));
    assert!(week(2).contains("Last week you ticked off 1 of"), "{}", week(2));
    assert!(week(5).contains("Day 30 is here"), "{}", week(5));
    assert!(week(2).contains(&format!("/plan/{TOKEN}?from=2")), "{}", week(2));
    assert!(week(2).contains(&format!("/api/plan-pages/{TOKEN}/unsubscribe")));
    let first_task = &plan().roadmap[0].tasks[0].text;
    assert!(week(1).contains(first_task.as_str()), "the week's tasks: {}", week(1));
    assert!(mails[9].2.contains("three weeks"), "{}", mails[9].2);
    let headers: String =
        conn.query_row("SELECT headers FROM outbox WHERE id = 1", [], |r| r.get(0)).unwrap();
    assert!(headers.contains("List-Unsubscribe=One-Click"), "{headers}");
}

#[test]
fn unsubscribing_revoking_and_erasing_stop_the_mondays_and_asking_again_brings_them_back() {
    let (_dir, conn, mailer) = seeded();
    let now = |at: &str| at.parse::<Timestamp>().unwrap();
    round(&conn, &mailer, now("2026-12-07T00:00:00Z")).unwrap();
    assert_eq!(outbox(&conn).len(), 1, "week 1");
    assert!(repo::unsubscribe(&conn, TOKEN, "x").unwrap());
    round(&conn, &mailer, now("2026-12-14T00:00:00Z")).unwrap();
    assert_eq!(outbox(&conn).len(), 1, "none after one click");
    assert!(repo::resume(&conn, TOKEN, "2026-12-15T00:00:00.000Z").unwrap());
    round(&conn, &mailer, now("2026-12-15T00:00:00Z")).unwrap();
    assert_eq!(outbox(&conn).len(), 2, "week 2's, late, once asked for again");
    round(&conn, &mailer, now("2026-12-16T00:00:00Z")).unwrap();
    assert_eq!(outbox(&conn).len(), 2, "at most one a week");
    // A second plan sent to the founder takes over: the first page's e-mails stop.
    crate::leads::repo::seed::sent_plan(&conn, 2, 1);
    conn.execute(
        "INSERT INTO plan_pages (strategy_id, lead_id, token, plan, tasks_total, starts_on, time_zone, created_at, active_at)
         SELECT 2, 1, 'second', plan, tasks_total, '2026-12-21', time_zone, 'x', '2026-12-16T00:00:00.000Z' FROM plan_pages WHERE id = 1",
        [],
    )
    .unwrap();
    round(&conn, &mailer, now("2026-12-21T00:00:00Z")).unwrap();
    let keys: Vec<String> = outbox(&conn).into_iter().map(|(_, key, _)| key).collect();
    assert_eq!(keys.last().unwrap(), "plan-page:2:week:1", "{keys:?}");
    assert_eq!(repo::revoke(&conn, 1, "ana-admin", "x").unwrap(), 2);
    assert!(repo::by_token(&conn, TOKEN).unwrap().is_none(), "the link no longer opens");
    round(&conn, &mailer, now("2026-12-28T00:00:00Z")).unwrap();
    assert_eq!(outbox(&conn).len(), 3, "none once revoked");
    // Erasure deletes the founder's pages with their leads.
    conn.execute("DELETE FROM leads WHERE id = 1", []).unwrap();
    let pages: i64 = conn.query_row("SELECT count(*) FROM plan_pages", [], |r| r.get(0)).unwrap();
    assert_eq!(pages, 0);
}

#[test]
fn weeks_count_from_the_monday_the_plan_starts() {
    let start = jiff::civil::date(2026, 12, 7);
    assert_eq!(super::week_of(start, jiff::civil::date(2026, 12, 6)), 0);
    assert_eq!(super::week_of(start, jiff::civil::date(2026, 12, 7)), 1);
    assert_eq!(super::week_of(start, jiff::civil::date(2026, 12, 13)), 1);
    assert_eq!(super::week_of(start, jiff::civil::date(2026, 12, 14)), 2);
    assert_eq!(super::week_of(start, jiff::civil::date(2027, 3, 1)), 13);
    assert_eq!(super::week_of(start, jiff::civil::date(2027, 3, 8)), 14);
    assert_eq!(super::week_of(start, jiff::civil::date(2030, 1, 1)), 14);
    assert_eq!(super::monday(start, 3), jiff::civil::date(2026, 12, 21));
    assert_eq!(super::dates(start, 4), "Dec 28 – Jan 3");
}

#[test]
fn a_plan_sent_in_its_first_week_keeps_its_dates_and_one_sent_later_starts_after_the_send() {
    let d = jiff::civil::date;
    // Drafted on Wednesday Dec 2: week 1 is Monday Dec 7.
    assert_eq!(super::starts_on(d(2026, 12, 2), d(2026, 12, 3)), d(2026, 12, 7));
    assert_eq!(super::starts_on(d(2026, 12, 2), d(2026, 12, 10)), d(2026, 12, 7), "in week 1");
    assert_eq!(super::starts_on(d(2026, 12, 2), d(2026, 12, 15)), d(2026, 12, 21), "week 2");
}
