use serde_json::json;

use crate::support::{Options, spawn_app, spawn_app_with, survey_with, valid_survey};

#[tokio::test]
async fn an_empty_database_has_zero_counts() {
    let app = spawn_app().await;
    assert_eq!(app.stats().await, json!({ "totalPlans": 0, "generatedToday": 0 }));
}

#[tokio::test]
async fn today_counts_only_leads_since_local_midnight() {
    let app = spawn_app().await;
    app.submit_survey(&valid_survey()).await;
    app.submit_survey(&survey_with(json!({ "email": "second@example.com" }))).await;
    // Backdate one lead to yesterday, as if it had been submitted then.
    let yesterday = plansmith::db::format_timestamp(
        jiff::Timestamp::now() - jiff::SignedDuration::from_hours(30),
    );
    app.db()
        .execute(
            "UPDATE leads SET created_at = ?1 WHERE email = 'second@example.com'",
            [&yesterday],
        )
        .unwrap();
    // A new lead invalidates the cached figures.
    app.submit_survey(&survey_with(json!({ "email": "third@example.com" }))).await;
    assert_eq!(app.stats().await, json!({ "totalPlans": 3, "generatedToday": 2 }));
}

#[tokio::test]
async fn today_follows_the_configured_time_zone() {
    // Pick the zone in which "today" began less than an hour ago, or the one where it
    // is about to end, and check a lead from two hours ago lands on the right side.
    let now = jiff::Timestamp::now();
    let two_hours_ago = now - jiff::SignedDuration::from_hours(2);
    let zone = ["Pacific/Kiritimati", "Etc/GMT+12", "UTC", "Asia/Tokyo", "America/New_York"]
        .into_iter()
        .find(|zone| {
            let tz = jiff::tz::TimeZone::get(zone).unwrap();
            now.to_zoned(tz.clone()).date() != two_hours_ago.to_zoned(tz).date()
        });
    // The same day also an hour from now, so the server's own later "now" cannot have passed
    // midnight however slowly the steps below run.
    let in_an_hour = now + jiff::SignedDuration::from_hours(1);
    let same_day_zone = ["UTC", "Asia/Tokyo", "America/New_York", "Pacific/Kiritimati"]
        .into_iter()
        .find(|zone| {
            let tz = jiff::tz::TimeZone::get(zone).unwrap();
            let day = in_an_hour.to_zoned(tz.clone()).date();
            day == two_hours_ago.to_zoned(tz).date()
        })
        .unwrap();
    for (zone, expected_today) in [(zone, 0), (Some(same_day_zone), 1)] {
        let Some(zone) = zone else { continue };
        let app =
            spawn_app_with(Options { timezone: Some(zone.to_owned()), ..Options::default() }).await;
        app.submit_survey(&valid_survey()).await;
        let stamp = plansmith::db::format_timestamp(two_hours_ago);
        app.db().execute("UPDATE leads SET created_at = ?1", [&stamp]).unwrap();
        // No stats were read yet, so nothing is cached: the figures come from the rows.
        let stats = app.stats().await;
        assert_eq!(stats["totalPlans"], 1, "{zone}");
        assert_eq!(stats["generatedToday"], expected_today, "{zone}: {stats}");
    }
}
