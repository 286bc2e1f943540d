//! What the business offers and where, and the words a template fills in, as the package's
//! copy, searches and templates name them.

use crate::leads::model::Platform;
use crate::plan::Plan;
use crate::plan::builtin::{Facts, Model};
use crate::plan::model::Author;
use crate::plan::text::{a, lowercase_first, md};

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

/// The words a template puts where the business's details go.
pub struct Words {
    pub name: String,
    /// "a sourdough bakery in Lisbon".
    pub what: String,
    pub customers: String,
    /// What a link lets people do ("book", "see today's range and opening hours").
    pub link: String,
    /// How often the plan's e-mail goes out ("one short e-mail a week"), when it sends one.
    pub newsletter: Option<String>,
}

impl Words {
    pub fn of(facts: &Facts, plan: &Plan) -> Self {
        let offer = offer_phrase(facts, plan);
        Self {
            name: md(&facts.name),
            what: match town_name(facts) {
                Some(town) => format!("{} in {}", md(&offer), md(&town)),
                None => md(&offer),
            },
            customers: facts.customers().to_owned(),
            link: match facts.model {
                Model::WalkIn if !facts.is_idea() => {
                    "see today's range and opening hours".to_owned()
                }
                _ => facts.action().to_owned(),
            },
            newsletter: plan
                .channels
                .iter()
                .find(|c| c.platform == Platform::Email && c.hours_per_week > 0.0)
                .map(|c| match crate::plan::rhythm::of(plan, c).every {
                    4 => "one short e-mail a month",
                    2 => "one short e-mail every two weeks",
                    _ => "one short e-mail a week",
                })
                .map(str::to_owned),
        }
    }

    /// Blanks for a buyer who took no survey.
    pub fn general() -> Self {
        Self {
            name: "[Your business]".into(),
            what: "[what you are, e.g. a bakery in Lisbon]".into(),
            customers: "customers".into(),
            link: "[buy, book or get in touch]".into(),
            newsletter: None,
        }
    }
}
