//! Rows of the KPI table that follow from others, so its arithmetic holds: a result is a count
//! times a rate, and a part is never more than the whole.

use super::super::super::model::Kpi;

/// Bookings are requests times the share that book, and referred clients some of them; orders
/// of dear things are enquiries times the share that order.
pub(super) fn bookings(kpis: &mut [Kpi]) {
    for (count, rate) in [
        ("Enquiries", "Enquiries that become bookings"),
        ("Enquiries and booking requests", "Requests that become bookings"),
    ] {
        times(
            kpis,
            [count, rate, "Bookings"],
            "Your calendar, per month; requests times the share that book",
        );
    }
    times(
        kpis,
        ["Enquiries about an order", "Enquiries that become orders", "Orders"],
        "Your order book, per month; enquiries times the share that order",
    );
    let Some(booked) = kpis.iter().find(|k| k.metric == "Bookings").cloned() else { return };
    if let Some(referred) = kpis.iter_mut().find(|k| k.metric == "Referred clients") {
        referred.day30 = referred.day30.min(booked.day30);
        referred.day60 = referred.day60.min(booked.day60).max(referred.day30);
        referred.day90 = referred.day90.min(booked.day90).max(referred.day60);
    }
}

/// Sets the row `[count, rate, result]` names to the count times the rate (a percentage), at
/// least one and never falling, where all three rows are in the table.
pub(super) fn times(kpis: &mut [Kpi], [count, rate, result]: [&str; 3], how: &str) {
    let find = |name: &str| kpis.iter().position(|k| k.metric == name);
    let (Some(c), Some(r), Some(o)) = (find(count), find(rate), find(result)) else { return };
    let of = |count: f64, rate: f64| (count * rate / 100.0).round().max(1.0);
    let (count, rate) = (kpis[c].clone(), kpis[r].clone());
    let row = &mut kpis[o];
    row.day30 = of(count.day30, rate.day30);
    row.day60 = of(count.day60, rate.day60).max(row.day30);
    row.day90 = of(count.day90, rate.day90).max(row.day60);
    row.how_to_measure = how.to_owned();
}

/// A target as people set them: whole numbers, rounded to 5 above 20 and to 10 above 100.
pub(super) fn round_target(value: f64) -> f64 {
    let value = value.max(1.0);
    match value {
        v if v >= 100.0 => (v / 10.0).round() * 10.0,
        v if v >= 20.0 => (v / 5.0).round() * 5.0,
        v => v.round(),
    }
}
