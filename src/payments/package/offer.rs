//! What the business offers and where, as the package's copy, searches and templates name it.

use crate::plan::Plan;
use crate::plan::builtin::Facts;
use crate::plan::model::Author;
use crate::plan::text::{a, lowercase_first};

/// What the business offers, as a customer would ask for it, ready to follow "Looking for":
/// an AI plan's trade in its own words, else the recognised trade's noun ("a mobile bike
/// mechanic"), else what the offering's first words name, else the type's noun.
pub fn offer_phrase(facts: &Facts, plan: &Plan) -> String {
    let trade = plan.trade.trim();
    if plan.written_by == Author::Ai && !trade.is_empty() {
        return lowercase_first(trade);
    }
    match (facts.trade, &facts.product) {
        (None, Some(product)) => product.clone(),
        _ => a(facts.noun()),
    }
}

/// The town as the founder named it, for a business found nearby: "Kraków".
pub fn town_name(facts: &Facts) -> Option<String> {
    let place = facts.place.as_deref()?;
    let town = place.split(',').next().unwrap_or(place).trim();
    (!town.is_empty()).then(|| town.to_owned())
}
