use super::{Seasons, Span, seasons};

fn months(from: usize, to: usize) -> Span {
    Span { from: from - 1, to: to - 1 }
}

#[test]
fn the_quiet_months_and_the_busy_ones_are_read_from_the_founders_clauses() {
    for (text, busy, quiet) in [
        (
            "Very seasonal – everyone wants the boat in the water by May, then nobody calls from June to October.",
            months(11, 5),
            months(6, 10),
        ),
        (
            "All the work comes april-may and I have to say no to people, then october to march almost empty.",
            months(4, 5),
            months(10, 3),
        ),
        (
            "Work is very seasonal, from april to october everybody need me at once and in winter almost nothing.",
            months(4, 10),
            months(11, 3),
        ),
        (
            "Winter is slow because of rain, nobody do facades Nov-Feb, but we need the pintora working.",
            months(3, 10),
            months(11, 2),
        ),
        ("Very seasonal, almost all demand is oktober to april.", months(10, 4), months(5, 9)),
        ("It is dead between June and August.", months(9, 5), months(6, 8)),
    ] {
        assert_eq!(seasons(text), Some(Seasons { busy, quiet }), "{text}");
    }
}

#[test]
fn months_that_say_neither_busy_nor_quiet_say_nothing() {
    for text in [
        "Winter is dead, from listopad to march almost nobody calls",
        "Winter contracts sell out in september-october but the summer lawn side is maybe 40% full",
        "We may open a second van in the spring.",
        "Parking permits take until March.",
        "Winter is dead for us",
    ] {
        assert_eq!(seasons(text), None, "{text}");
    }
}

#[test]
fn a_span_says_its_months_across_the_new_year() {
    assert_eq!(months(11, 2).said(), "from November to February");
    assert_eq!(months(11, 2).len(), 4);
    assert_eq!(months(11, 2).rest(), months(3, 10));
    assert_eq!(months(6, 6).said(), "in June");
}
