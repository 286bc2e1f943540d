//! The KPI arithmetic rule: wrong counts flagged once, with a sum an admin can redo; right
//! tables left alone however the plan words them.

use super::{broken, groomer, kpi};
use crate::leads::model::BusinessStage;
use crate::plan::builtin;
use crate::plan::check::Rule;
use crate::plan::model::{Author, Kpi, Plan};

fn plan_with(kpis: Vec<Kpi>) -> Plan {
    let mut plan = builtin::write(&groomer());
    plan.written_by = Author::Ai;
    plan.kpis = kpis;
    plan
}

fn flagged(kpis: Vec<Kpi>) -> Vec<String> {
    let found = broken(&groomer(), &plan_with(kpis), Rule::KpiArithmetic);
    found.into_iter().map(|v| v.message).collect()
}

/// 700 visitors × 1.2% is 8 orders, not 14: a share row between two counts is read as the
/// rate that links them, and the message names it and says what to change.
#[test]
fn orders_that_are_not_visitors_times_the_share_who_buy_are_flagged() {
    let table = |visitors: f64, rate: f64, orders: [f64; 3]| {
        vec![
            kpi("Shop visitors", "visitors", [visitors, 900.0, 1200.0], "Your shop's analytics"),
            kpi("Visitors who buy", "%", [rate, 1.4, 1.6], "Orders divided by visitors"),
            kpi("Orders", "orders", orders, "Your shop's orders report"),
        ]
    };
    let found = flagged(table(700.0, 1.2, [14.0, 16.0, 20.0]));
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(
        found[0].contains(
            "Shop visitors (700) × Visitors who buy (1.2%) is about 8: change the target to about 8, or change the rate if 14 is what you expect."
        ),
        "{found:#?}"
    );
    assert_eq!(flagged(table(700.0, 1.2, [8.0, 13.0, 19.0])), Vec::<String>::new());
    // The sum shown adds up: 1.25% is not rounded to 1.2, and thousands are grouped.
    let found = flagged(table(1200.0, 1.25, [40.0, 13.0, 19.0]));
    assert!(found[0].contains("Shop visitors (1,200) × Visitors who buy (1.25%) is about 15"));
}

/// "Conversion (orders divided by visitors)" between Orders and Visitors: the wording says
/// which row is divided by which, whatever their order.
#[test]
fn a_share_row_is_read_the_way_its_divided_by_wording_says() {
    let table = |orders: f64| {
        vec![
            kpi("Orders", "orders", [orders, 13.0, 19.0], "Your shop's orders report"),
            kpi("Conversion (orders divided by visitors)", "%", [1.2, 1.4, 1.6], "Shopify"),
            kpi("Visitors", "visitors", [700.0, 900.0, 1200.0], "Your shop's analytics"),
        ]
    };
    assert_eq!(flagged(table(8.0)), Vec::<String>::new());
    let found = flagged(table(14.0));
    assert_eq!(found.len(), 1);
    assert!(found[0].contains("\"Orders\" aims for 14"), "{found:#?}");
}

/// A rate written in words ("2% of profile visits", "clicks times 4%") is checked against the
/// row it names; a wrong count is reported once, not again for the row worked out from it.
#[test]
fn a_rate_written_in_a_kpi_is_checked_against_the_row_it_names_once() {
    let table = |orders: f64, jobs: f64| {
        vec![
            kpi("Profile visits in the month", "visits", [600.0, 1000.0, 1600.0], "Insights"),
            kpi("Reels published", "videos", [20.0, 40.0, 60.0], "Count the posts"),
            kpi(
                "First orders by DM (2% of profile visits)",
                "orders",
                [orders, 20.0, 32.0],
                "A tally",
            ),
            kpi("Jobs won", "jobs", [jobs, 5.0, 8.0], "About 1 in 4, so this is orders times 25%"),
        ]
    };
    assert_eq!(flagged(table(12.0, 3.0)), Vec::<String>::new());
    let found = flagged(table(30.0, 3.0));
    assert_eq!(found.len(), 1, "the orders only, not the jobs worked out from them: {found:#?}");
    assert!(
        found[0].contains("\"First orders by DM (2% of profile visits)\" aims for 30 by day 30")
    );
    // Rounding is allowed: ±1 on a small count, 15% on a large one.
    assert_eq!(flagged(table(13.0, 4.0)), Vec::<String>::new());
}

/// A month's enquiries from a week's visits, or a running total of reviews, are not this
/// month's count times a rate: the rows are left alone though their sums are right.
#[test]
fn rows_over_other_periods_or_running_totals_are_not_linked() {
    let weekly = vec![
        kpi("Visits a week", "visits", [200.0, 250.0, 300.0], "Website analytics, each week"),
        kpi("Enquiries a month (3% of visits)", "enquiries", [26.0, 32.0, 39.0], "Inbox"),
    ];
    assert_eq!(flagged(weekly), Vec::<String>::new());
    let running = vec![
        kpi("Customers a month", "customers", [30.0, 40.0, 50.0], "Bookings, per month"),
        kpi("Reviews in all since day 1 (10% of customers)", "reviews", [3.0, 7.0, 12.0], "Google"),
    ];
    assert_eq!(flagged(running), Vec::<String>::new());
}

/// "2–3% of visits" is a range: any count inside it keeps the rule, one outside is shown the
/// whole range.
#[test]
fn a_range_of_rates_allows_the_whole_range() {
    let table = |enquiries: f64| {
        vec![
            kpi("Website visits", "visits", [600.0, 800.0, 1000.0], "Analytics"),
            kpi(
                "Enquiries (2–3% of website visits)",
                "enquiries",
                [enquiries, 20.0, 25.0],
                "Inbox",
            ),
        ]
    };
    assert_eq!(flagged(table(13.0)), Vec::<String>::new());
    let found = flagged(table(40.0));
    assert!(found[0].contains("× 2–3% is 12 to 18"), "{found:#?}");
}

/// "3% of people who see our posts" names no row: one shared word ("posts") is not enough,
/// nor are two rows that name it equally.
#[test]
fn a_rate_is_linked_only_to_a_row_that_names_most_of_its_words_alone() {
    let posts = vec![
        kpi("Posts published", "posts", [20.0, 20.0, 20.0], "Count them"),
        kpi(
            "Followers gained (3% of people who see our posts)",
            "followers",
            [150.0, 200.0, 250.0],
            "Insights",
        ),
    ];
    assert_eq!(flagged(posts), Vec::<String>::new());
    let tie = vec![
        kpi("Visits to the website", "visits", [500.0, 600.0, 700.0], "Analytics"),
        kpi("Visits to the profile", "visits", [300.0, 400.0, 500.0], "Insights"),
        kpi("Enquiries (5% of visits)", "enquiries", [40.0, 30.0, 35.0], "Inbox"),
    ];
    assert_eq!(flagged(tie), Vec::<String>::new());
}

/// A row in "% of visitors" is a rate, never a count a rate is taken of; "classes" is the
/// plural of "class".
#[test]
fn a_percentage_unit_is_a_rate_and_plurals_are_one_word() {
    let rate_unit = vec![
        kpi("Website visitors", "visitors", [1000.0, 1200.0, 1500.0], "Analytics"),
        kpi("Visitors who buy", "% of visitors", [2.0, 2.0, 2.0], "Orders divided by visitors"),
        kpi("Orders (2% of visitors)", "orders", [20.0, 24.0, 30.0], "Orders report"),
    ];
    assert_eq!(flagged(rate_unit), Vec::<String>::new());
    let classes = |members: f64| {
        vec![
            kpi("Trial class attendees", "people", [20.0, 30.0, 40.0], "Register"),
            kpi("New members (25% of trial classes)", "members", [members, 8.0, 10.0], "Billing"),
        ]
    };
    assert_eq!(flagged(classes(5.0)), Vec::<String>::new());
    assert_eq!(flagged(classes(15.0)).len(), 1);
}

/// The built-in planner's funnel rows ("the targets assume 3.5% of website visits") are read:
/// if their wording changed, this fails where the samples would still pass.
#[test]
fn a_built_in_funnel_row_is_read_and_a_broken_one_flagged() {
    let mut lead = groomer();
    lead.business_stage = BusinessStage::Established;
    let mut plan = builtin::write(&lead);
    assert_eq!(broken(&lead, &plan, Rule::KpiArithmetic), vec![]);
    let at = plan
        .kpis
        .iter()
        .position(|k| k.how_to_measure.contains("the targets assume"))
        .expect("a funnel row");
    plan.kpis[at].day90 = plan.kpis[at].day90 * 3.0 + 10.0;
    let found = broken(&lead, &plan, Rule::KpiArithmetic);
    assert_eq!(found.len(), 1, "{found:#?}");
    assert!(found[0].message.contains(plan.kpis[at].metric.trim()), "{found:#?}");
}

/// KPIs that are not a funnel (a share with nothing after it to work out, a percentage of
/// nothing in the table) are left alone.
#[test]
fn kpis_that_are_not_a_funnel_are_left_alone() {
    let table = vec![
        kpi("Enquiries", "enquiries", [4.0, 7.0, 10.0], "Your inbox"),
        kpi(
            "Enquiries that become bookings",
            "%",
            [20.0, 24.0, 28.0],
            "Bookings divided by enquiries",
        ),
        kpi("New reviews", "reviews", [2.0, 4.0, 7.0], "Count on Google"),
        kpi("Clients who rebook", "clients", [3.0, 6.0, 9.0], "Aim for 60% of regulars"),
        kpi("Posts a week", "posts", [5.0, 5.0, 5.0], "Keep 100% of the rhythm"),
    ];
    assert_eq!(flagged(table), Vec::<String>::new());
}
