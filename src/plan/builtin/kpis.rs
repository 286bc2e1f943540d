//! The general KPIs, for a business not selling yet or whose trade was not recognised (a
//! recognised trade's come from its funnel, `funnel.rs`): metrics for the way it sells, with
//! targets that grow with the hours, the money and the stage.

use super::super::model::Kpi;
use super::facts::Facts;
use super::lexicon::Model;
use crate::leads::model::BusinessStage;

mod arithmetic;
use arithmetic::{round_target, times};

/// Targets grow with the hours, the money and the stage; the curve differs per metric.
pub fn kpis(facts: &Facts) -> Vec<Kpi> {
    let time = match facts.minutes {
        0..=120 => 0.6,
        121..=300 => 1.0,
        301..=600 => 1.6,
        _ => 2.0,
    };
    let money = 1.0 + f64::from(facts.money) / 500.0;
    let stage = match facts.stage {
        BusinessStage::Idea => 0.5,
        BusinessStage::Launched => 1.0,
        // Without the trade, nobody knows its scale: targets stay modest.
        BusinessStage::Established => 1.6,
    };
    let scale = time * money * stage;
    // (metric, unit, day-30 base, growth to day 60, growth to day 90, how to measure)
    let rows: Vec<(&str, &str, f64, f64, f64, &str)> = if facts.on_call {
        // A call-out business lives on its phone: calls, the share that become jobs, jobs.
        vec![
            (
                "Calls and messages asking for a call-out",
                "calls",
                5.0 / stage.max(1.0),
                1.8,
                2.8,
                "Your phone's call log and messages, per month; note where each caller found you",
            ),
            ("Calls that become jobs", "%", 50.0, 1.1, 1.2, "Jobs divided by calls, per month"),
            ("Call-outs done", "jobs", 1.0, 1.0, 1.0, "Your invoices, per month"),
            (
                "People who pass your number on (referrers)",
                "referrers",
                3.0,
                2.0,
                3.3,
                "A list of who sent each caller",
            ),
        ]
    } else if facts.small_orders() {
        // Organisations that buy small are visited, shown the work, and sign a standing order.
        vec![
            (
                "Businesses visited",
                "businesses",
                10.0,
                3.0,
                4.0,
                "A row per business in a spreadsheet: who decides, when you came, what they said",
            ),
            ("First jobs done, free or paid", "jobs", 5.0, 3.0, 4.0, "The same spreadsheet"),
            (
                "Standing orders or contracts signed",
                "clients",
                2.0,
                3.0,
                4.0,
                "Signed orders or first invoices",
            ),
            ("Jobs from referrals", "jobs", 1.0, 2.0, 4.0, "Ask every new business who sent them"),
        ]
    } else if facts.organisations {
        // Organisations buy after conversations and a proposal; a few signed is a good quarter.
        vec![
            (
                "Organisations written to",
                "organisations",
                10.0 / stage.max(1.0),
                2.0,
                3.0,
                "A row per organisation in a spreadsheet: who decides, when you wrote, what they said",
            ),
            (
                "Conversations with the person who decides",
                "conversations",
                3.0 / stage.max(1.0),
                2.0,
                3.3,
                "The same spreadsheet",
            ),
            ("Proposals or pilot offers sent", "proposals", 1.0, 2.0, 3.0, "The same spreadsheet"),
            (
                "Pilots or contracts signed",
                "clients",
                1.0,
                1.0,
                2.0,
                "Signed agreements or first invoices",
            ),
        ]
    } else if facts.stage == BusinessStage::Idea {
        vec![
            (
                "Conversations with potential customers",
                "conversations",
                8.0 / stage,
                1.6,
                2.1,
                "A row per conversation in a spreadsheet: who, what they said, would they pay",
            ),
            (
                "Waiting-list sign-ups",
                "sign-ups",
                20.0,
                2.2,
                3.6,
                "The count in your e-mail platform or form tool",
            ),
            (
                // What is paid in advance differs by how the business sells.
                match facts.model {
                    Model::Bookings => "First appointments paid or booked in advance",
                    Model::WalkIn => "Pre-orders or opening-week orders",
                    Model::Shop => "Pre-orders",
                    Model::Leads => "Paid pilots or first clients",
                },
                "customers",
                1.0 / stage,
                3.0,
                6.0,
                "Payments received in advance",
            ),
            (
                "Page visitors who sign up",
                "%",
                8.0,
                1.15,
                1.3,
                "Sign-ups divided by visitors, from the page's analytics",
            ),
        ]
    } else {
        match facts.model {
            Model::WalkIn => vec![
                (
                    "Google Business Profile actions (calls, directions, website clicks)",
                    "actions",
                    40.0,
                    1.5,
                    2.1,
                    "Performance tab of the profile, last 28 days",
                ),
                (
                    "New Google reviews",
                    "reviews",
                    4.0,
                    2.0,
                    3.2,
                    "Count on the profile; note the date you started asking",
                ),
                (
                    "Counter sign-ups for the e-mail or loyalty list",
                    "sign-ups",
                    25.0,
                    2.1,
                    3.4,
                    "The count in your list or card system",
                ),
                (
                    "Visits from people who found you online",
                    "visits",
                    15.0,
                    1.8,
                    2.7,
                    "Ask \"how did you find us?\" at the till for one week a month and count",
                ),
            ],
            Model::Bookings if facts.one_off() => vec![
                ("Enquiries", "enquiries", 4.0, 1.7, 2.5, "Your inbox and enquiry form, per month"),
                (
                    "Enquiries that become bookings",
                    "%",
                    20.0,
                    1.2,
                    1.4,
                    "Bookings divided by enquiries, per month",
                ),
                ("Bookings", "bookings", 1.0, 1.0, 1.0, "Your calendar, per month"),
                (
                    "Enquiries from referrals",
                    "enquiries",
                    1.0,
                    2.0,
                    4.0,
                    "Ask every enquiry how they heard of you",
                ),
            ],
            Model::Bookings => vec![
                (
                    "Enquiries and booking requests",
                    "requests",
                    6.0,
                    1.7,
                    2.5,
                    "Your inbox, form and booking tool, per month",
                ),
                (
                    "Requests that become bookings",
                    "%",
                    30.0,
                    1.1,
                    1.2,
                    "Bookings divided by requests, per month",
                ),
                ("Bookings", "bookings", 1.0, 1.0, 1.0, "Your calendar, per month"),
                (
                    "Referred clients",
                    "clients",
                    1.0,
                    2.0,
                    4.0,
                    "Ask every new client who sent them",
                ),
            ],
            // Dear things made or sold one by one are ordered after a conversation.
            Model::Shop if facts.top_price_usd.is_some_and(|usd| usd >= 250.0) => vec![
                (
                    "Enquiries about an order",
                    "enquiries",
                    4.0,
                    1.5,
                    2.0,
                    "Your messages, per month",
                ),
                (
                    "Enquiries that become orders",
                    "%",
                    25.0,
                    1.1,
                    1.2,
                    "Orders divided by enquiries",
                ),
                ("Orders", "orders", 1.0, 1.0, 1.0, "Your order book, per month"),
                ("E-mail subscribers", "subscribers", 40.0, 2.0, 3.1, "Your e-mail platform"),
            ],
            Model::Shop => vec![
                ("Shop visitors", "visitors", 400.0, 1.5, 2.2, "Your shop's analytics, per month"),
                (
                    "Visitors who buy",
                    "%",
                    1.2,
                    1.15,
                    1.35,
                    "Orders divided by visitors, from the shop's analytics",
                ),
                ("Orders", "orders", 8.0, 1.7, 2.6, "Your shop's orders report, per month"),
                (
                    "E-mail subscribers",
                    "subscribers",
                    60.0,
                    2.0,
                    3.1,
                    "The count in your e-mail platform",
                ),
            ],
            Model::Leads => vec![
                (
                    "Conversations with potential clients",
                    "conversations",
                    6.0,
                    1.6,
                    2.3,
                    "A row per call or meeting in a spreadsheet",
                ),
                ("Proposals sent", "proposals", 2.0, 2.0, 3.0, "The same spreadsheet"),
                ("New clients", "clients", 1.0, 2.0, 3.0, "Signed agreements or first invoices"),
                (
                    "E-mail subscribers or engaged followers",
                    "people",
                    40.0,
                    1.9,
                    2.9,
                    "Your e-mail platform, or comments and messages per month",
                ),
            ],
        }
    };
    let mut kpis: Vec<Kpi> = rows
        .into_iter()
        .map(|(metric, unit, base, to60, to90, how)| {
            let percent = unit == "%";
            let day30 = if percent { base } else { round_target(base * scale) };
            let grow = |factor: f64| {
                // A rate is set as people set it: whole points from 5% up ("9%", not "9.2%").
                if percent && base >= 5.0 {
                    (base * factor).round()
                } else if percent {
                    (base * factor * 10.0).round() / 10.0
                } else {
                    round_target(base * scale * factor)
                }
            };
            let (day60, day90) = (grow(to60).max(day30), grow(to90).max(grow(to60)).max(day30));
            Kpi {
                metric: metric.to_owned(),
                day30,
                day60,
                day90,
                unit: unit.to_owned(),
                how_to_measure: how.to_owned(),
            }
        })
        .collect();
    // The list of 40 is visited in four rounds of 10; about half try a first job and a third of
    // those stay.
    // With an hour or two a week, only the first two rounds fit (`motion.rs`).
    let roomy = facts.minutes >= super::motion::ROOMY;
    if facts.small_orders() {
        let rows = if roomy {
            [(10.0, 30.0, 40.0), (5.0, 15.0, 20.0), (1.0, 5.0, 7.0)]
        } else {
            [(10.0, 20.0, 20.0), (5.0, 10.0, 10.0), (1.0, 3.0, 4.0)]
        };
        for (metric, targets) in [
            "Businesses visited",
            "First jobs done, free or paid",
            "Standing orders or contracts signed",
        ]
        .into_iter()
        .zip(rows)
        {
            if let Some(k) = kpis.iter_mut().find(|k| k.metric == metric) {
                (k.day30, k.day60, k.day90) = targets;
            }
        }
    }
    // The roadmap writes to its list of 40 in four rounds of 10, and about a third answer.
    if let Some(written) = kpis.iter_mut().find(|k| k.metric == "Organisations written to") {
        (written.day30, written.day60, written.day90) =
            if roomy { (10.0, 30.0, 40.0) } else { (10.0, 20.0, 20.0) };
    }
    if let Some(talks) =
        kpis.iter_mut().find(|k| k.metric == "Conversations with the person who decides")
    {
        (talks.day30, talks.day60, talks.day90) =
            if roomy { (3.0, 9.0, 13.0) } else { (3.0, 6.0, 7.0) };
    }
    // The roadmap lists ten people who pass the number on (`motion.rs`).
    if let Some(referrers) = kpis.iter_mut().find(|k| k.unit == "referrers") {
        referrers.day30 = referrers.day30.min(3.0);
        referrers.day60 = referrers.day60.min(6.0).max(referrers.day30);
        referrers.day90 = referrers.day90.min(10.0).max(referrers.day60);
    }
    // A quarter signs a handful of organisations at most, whatever the hours and money.
    if let Some(signed) = kpis.iter_mut().find(|k| k.metric == "Pilots or contracts signed") {
        let first: f64 = if facts.is_idea() { 0.0 } else { 1.0 };
        (signed.day30, signed.day60, signed.day90) = (first.max(1.0), 1.0 + first, 2.0 + first);
    }
    if let Some(p) = kpis.iter().position(|k| k.metric == "Proposals or pilot offers sent") {
        let signed = kpis.iter().find(|k| k.metric == "Pilots or contracts signed").cloned();
        if let Some(signed) = signed {
            // Not every proposal is signed: about two sent for each one signed.
            kpis[p].day30 = (signed.day30 * 2.0).max(kpis[p].day30.min(3.0));
            kpis[p].day60 = signed.day60 * 2.0 + 1.0;
            kpis[p].day90 = signed.day90 * 2.0 + 1.0;
            // With an hour or two a week the offers come out of the two rounds' conversations.
            if !roomy {
                let talks = (3.0, 6.0, 7.0);
                kpis[p].day30 = kpis[p].day30.min(talks.0 - 1.0);
                kpis[p].day60 = kpis[p].day60.min(talks.1 - 2.0).max(kpis[p].day30);
                kpis[p].day90 = kpis[p].day90.min(talks.2 - 3.0).max(kpis[p].day60);
            }
        }
    }
    // Jobs are calls times the share that become jobs, and orders visitors times the share who
    // buy, so the table's arithmetic holds.
    times(
        &mut kpis,
        ["Calls and messages asking for a call-out", "Calls that become jobs", "Call-outs done"],
        "Your invoices, per month; calls times the share that become jobs",
    );
    arithmetic::bookings(&mut kpis);
    times(
        &mut kpis,
        ["Shop visitors", "Visitors who buy", "Orders"],
        "Your shop's orders report, per month; visitors times the share who buy",
    );
    kpis
}
