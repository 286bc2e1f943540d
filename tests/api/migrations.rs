#[test]
fn migrations_apply_to_an_empty_file_and_are_idempotent() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("fresh.db");
    let (_, applied) = plansmith::db::open_and_migrate(&path).unwrap();
    assert!(applied >= 1);
    let (conn, again) = plansmith::db::open_and_migrate(&path).unwrap();
    assert_eq!(again, 0, "a second run applies nothing");

    let columns: Vec<String> = conn
        .prepare("SELECT name FROM pragma_table_info('leads')")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    for column in [
        "id",
        "business_name",
        "business_type",
        "sell_location",
        "specific_location",
        "business_offering",
        "business_stage",
        "website",
        "ideal_customer",
        "problem_solved",
        "success_vision",
        "primary_goal",
        "time_available",
        "marketing_budget",
        "brand_tone",
        "marketing_support",
        "platforms",
        "marketing_challenges",
        "other_challenge",
        "current_marketing",
        "email",
        "plan_generated",
        "created_at",
    ] {
        assert!(columns.iter().any(|c| c == column), "leads.{column} exists");
    }
}

#[test]
fn every_connection_uses_wal_foreign_keys_and_full_sync() {
    let dir = tempfile::tempdir().unwrap();
    let conn = plansmith::db::open(&dir.path().join("p.db"), false).unwrap();
    let mode: String = conn.query_row("PRAGMA journal_mode", [], |r| r.get(0)).unwrap();
    let fk: i64 = conn.query_row("PRAGMA foreign_keys", [], |r| r.get(0)).unwrap();
    let sync: i64 = conn.query_row("PRAGMA synchronous", [], |r| r.get(0)).unwrap();
    let busy: i64 = conn.query_row("PRAGMA busy_timeout", [], |r| r.get(0)).unwrap();
    assert_eq!((mode.as_str(), fk, sync), ("wal", 1, 2));
    assert!(busy >= 1000);
}

/// V12 rebuilds `leads` and `strategies` with AUTOINCREMENT: every row, every reference to them
/// and every event stays, and the next ids follow the highest stored.
#[test]
fn the_upgrade_to_ids_never_reused_keeps_every_row_and_reference() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.db");
    let mut conn = plansmith::db::open(&path, false).unwrap();
    plansmith::db::migrate_to(&mut conn, 11).unwrap();
    let answers = "'Bloom', 'food-beverage', 'locally', 'Austin', 'Bread', 'launched', NULL, 'Neighbours', \
                   'Bread', NULL, 'get-first-customers', '3-5-hours', '50-200', 'friendly', 'diy', '[]', '[]', \
                   NULL, '[]', 'a@example.com', 1, '2026-01-01T00:00:00.000Z', 'f'";
    conn.execute_batch(&format!(
        "INSERT INTO leads VALUES (7, {answers});
         INSERT INTO strategies (id, lead_id, status, strategy, generator, created_at, created_by, updated_at)
              VALUES (3, 7, 'sent', 'The plan', 'built-in planner', 'now', 'system', 'now');
         INSERT INTO strategy_events (strategy_id, action, actor, at) VALUES (3, 'sent', 'ana', 'now');"
    ))
    .unwrap();
    drop(conn);
    let (conn, applied) = plansmith::db::open_and_migrate(&path).unwrap();
    assert!(applied >= 1);
    let count = |sql: &str| -> i64 { conn.query_row(sql, [], |r| r.get(0)).unwrap() };
    assert_eq!(count("SELECT COUNT(*) FROM leads WHERE id = 7 AND business_name = 'Bloom'"), 1);
    assert_eq!(count("SELECT COUNT(*) FROM strategies WHERE id = 3 AND lead_id = 7"), 1);
    assert_eq!(count("SELECT COUNT(*) FROM strategy_events WHERE strategy_id = 3"), 1);
    assert_eq!(count("PRAGMA foreign_keys"), 1, "foreign keys are back on");
    assert_eq!(count("SELECT seq FROM sqlite_sequence WHERE name = 'leads'"), 7);
    // Erasing the newest lead does not free its id.
    conn.execute("DELETE FROM leads WHERE id = 7", []).unwrap();
    assert_eq!(count("SELECT COUNT(*) FROM strategies"), 0, "its plan went with it");
    conn.execute(&format!("INSERT INTO leads VALUES (NULL, {answers})"), []).unwrap();
    assert_eq!(conn.last_insert_rowid(), 8);
}
