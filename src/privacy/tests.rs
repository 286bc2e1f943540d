use rusqlite::Connection;

use super::*;

fn seeded() -> (tempfile::TempDir, Connection) {
    let dir = tempfile::tempdir().unwrap();
    let (conn, _) = crate::db::open_and_migrate(&dir.path().join("t.db")).unwrap();
    conn.execute_batch(
        "INSERT INTO leads (id, business_name, business_type, sell_location, business_offering, business_stage, ideal_customer,
            problem_solved, primary_goal, time_available, marketing_budget, brand_tone, marketing_support, platforms,
            marketing_challenges, current_marketing, email, created_at, fingerprint)
         VALUES (1, 'Bloom', 'food-beverage', 'locally', 'Bread', 'launched', 'Parents', 'Fresh bread', 'get-first-customers',
            '3-5-hours', '50-200', 'friendly', 'some-help', '[\"instagram\"]', '[]', '[]', 'Ana@Example.com', '2026-01-01T00:00:00.000Z', 'f1'),
                (2, 'Other', 'food-beverage', 'locally', 'Bread', 'launched', 'Parents', 'Fresh bread', 'get-first-customers',
            '3-5-hours', '50-200', 'friendly', 'some-help', '[]', '[]', '[]', 'bob@example.com', '2026-01-01T00:00:00.000Z', 'f2');
         INSERT INTO strategies (id, lead_id, status, strategy, generator, created_at, created_by, updated_at)
         VALUES (1, 1, 'sent', '# Plan', 'built-in planner', 'x', 'system', 'x'), (2, 2, 'sent', '# Plan', 'built-in planner', 'x', 'system', 'x');
         INSERT INTO strategy_events (strategy_id, action, actor, at) VALUES (1, 'generated', 'system', 'x');
         INSERT INTO plan_pages (id, strategy_id, lead_id, token, plan, tasks_total, starts_on, time_zone, created_at, active_at)
         VALUES (1, 1, 1, 'tok1', '{}', 40, '2026-01-05', 'Europe/Lisbon', 'x', 'x'),
                (2, 2, 2, 'tok2', '{}', 40, '2026-01-05', 'Europe/Lisbon', 'x', 'x');
         INSERT INTO plan_ticks (page_id, week, task, ticked_at) VALUES (1, 1, 0, 'x'), (2, 1, 0, 'x');
         INSERT INTO plan_figures (page_id, kpi, day, value, written_at) VALUES (1, 0, 30, 12.5, 'x');
         INSERT INTO outbox (dedupe_key, kind, recipient, subject, text_body, html_body, status, next_attempt_at, created_at, lead_id)
         VALUES ('a', 'lead_confirmation', 'ana@example.com', 's', 't', 'h', 'sent', 'x', 'x', 1),
                ('b', 'lead_alert', 'admin@plansmith.test', 'New lead: Bloom', 't', 'h', 'sent', 'x', 'x', 1),
                ('c', 'lead_confirmation', 'bob@example.com', 's', 't', 'h', 'sent', 'x', 'x', 2);
         INSERT INTO subscribers (email, status, token, unsubscribe_token, created_at) VALUES ('ANA@example.com', 'confirmed', 't1', 'u1', 'x');
         INSERT INTO orders (payment_intent_id, email, customer_name, amount_cents, currency, status, lead_id, created_at, updated_at, paid_at)
         VALUES ('pi_1', 'ana@example.com', 'Ana Lima', 9900, 'usd', 'paid', 1, 'x', 'x', 'x');",
    )
    .unwrap();
    (dir, conn)
}

#[test]
fn the_export_holds_everything_about_the_address_and_nothing_else() {
    let (_dir, conn) = seeded();
    let (document, counts) = export(&conn, "ana@EXAMPLE.com", "now").unwrap();
    assert_eq!(
        counts,
        Counts {
            leads: 1,
            strategies: 1,
            emails: 2,
            newsletter_subscriptions: 1,
            orders: 1,
            plan_pages: 1
        }
    );
    assert_eq!(document["leads"][0]["business_name"], "Bloom");
    assert_eq!(document["planPages"][0]["token"], "tok1");
    assert_eq!(document["planPages"][0]["ticks"][0]["week"], 1);
    assert_eq!(document["planPages"][0]["figures"][0]["value"], 12.5);
    assert_eq!(
        document["leads"][0]["platforms"],
        serde_json::json!(["instagram"]),
        "lists as JSON"
    );
    assert_eq!(document["strategyHistory"][0]["action"], "generated");
    assert_eq!(document["orders"][0]["customer_name"], "Ana Lima");
    let text = document.to_string();
    assert!(!text.contains("bob@example.com") && !text.contains("Other"), "{text}");
}

#[test]
fn erasure_removes_the_person_keeps_anonymous_orders_and_spares_everyone_else() {
    let (_dir, conn) = seeded();
    let counts = erase(&conn, "ana@example.com", "now").unwrap();
    assert_eq!(
        counts,
        Counts {
            leads: 1,
            strategies: 1,
            emails: 2,
            newsletter_subscriptions: 1,
            orders: 1,
            plan_pages: 1
        }
    );
    let count = |sql: &str| conn.query_row(sql, [], |r| r.get::<_, i64>(0)).unwrap();
    assert_eq!(count("SELECT count(*) FROM leads"), 1);
    assert_eq!(count("SELECT count(*) FROM strategies"), 1);
    assert_eq!(count("SELECT count(*) FROM strategy_events"), 0);
    assert_eq!(count("SELECT count(*) FROM outbox"), 1);
    assert_eq!(count("SELECT count(*) FROM subscribers"), 0);
    assert_eq!(count("SELECT count(*) FROM plan_pages"), 1, "the other founder's page stays");
    assert_eq!(count("SELECT count(*) FROM plan_ticks"), 1);
    assert_eq!(count("SELECT count(*) FROM plan_figures"), 0);
    let order: (String, String, i64, String, String) = conn
        .query_row(
            "SELECT email, customer_name, amount_cents, status, payment_intent_id FROM orders",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .unwrap();
    assert_eq!(order, (String::new(), String::new(), 9900, "paid".into(), "pi_1".into()));
    assert!(export(&conn, "ana@example.com", "now").unwrap().1.is_empty(), "nothing left to find");
    // The record keeps a hash, not the address.
    record(&conn, "erase", "Ana@example.com", "ana-admin", &counts, "now").unwrap();
    let hash: String =
        conn.query_row("SELECT email_hash FROM privacy_requests", [], |r| r.get(0)).unwrap();
    assert_eq!(hash.len(), 64);
    assert!(!hash.contains('@'));
}
