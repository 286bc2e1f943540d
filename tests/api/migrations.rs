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
