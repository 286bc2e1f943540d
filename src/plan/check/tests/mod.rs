//! The rules the blind readers taught the checker: KPI arithmetic, keywords in the market's
//! language, and no idea or task built on another trade's noun. Each is broken on purpose in a
//! plan that otherwise keeps every rule, and each is shown to leave good plans alone.

mod arithmetic;
mod language;
mod trades;

use crate::content::Currency;
use crate::content::trades::Catalogue;
use crate::leads::model::{BusinessType, NewLead, SellLocation};
use crate::plan::check::{Checked, Rule, Violation, run};
use crate::plan::model::{Kpi, Plan};
use crate::plan::tests::Sampler;

pub(super) fn lead(offering: &str, place: &str) -> NewLead {
    let mut lead = Sampler(11).lead();
    lead.business_name = "Wag & Tidy".to_owned();
    lead.business_type = BusinessType::Other;
    lead.sell_location = SellLocation::Locally;
    lead.specific_location = Some(place.to_owned());
    lead.business_offering = offering.to_owned();
    lead.ideal_customer = "Busy owners of anxious or older dogs".to_owned();
    lead.problem_solved = "No car trip, no cage, no waiting room".to_owned();
    lead.other_challenge = None;
    lead.success_vision = None;
    lead.website = None;
    lead
}

pub(super) fn groomer() -> NewLead {
    lead("Mobile dog grooming from a van: full grooms, baths, nail trims", "Leeds, UK")
}

pub(super) fn checked(lead: &NewLead, plan: &Plan) -> Checked {
    run(lead, plan, &Currency::default(), Catalogue::defaults())
}

pub(super) fn broken(lead: &NewLead, plan: &Plan, rule: Rule) -> Vec<Violation> {
    checked(lead, plan).violations.into_iter().filter(|v| v.rule == rule).collect()
}

pub(super) fn kpi(metric: &str, unit: &str, days: [f64; 3], how: &str) -> Kpi {
    Kpi {
        metric: metric.to_owned(),
        day30: days[0],
        day60: days[1],
        day90: days[2],
        unit: unit.to_owned(),
        how_to_measure: how.to_owned(),
    }
}
