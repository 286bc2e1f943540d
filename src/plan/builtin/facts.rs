//! What every section of the built-in plan reads from the answers, worked out once: the
//! business's name and trade, how it sells, where, and the minutes and dollars it has.

use super::super::limits;
use super::super::text::inline;
use super::lexicon::{self, Model, Term, TypeWords};
use crate::leads::model::{BusinessStage, NewLead, PrimaryGoal, SellLocation};

/// Everything the sections share, read from the answers once.
pub struct Facts<'a> {
    pub lead: &'a NewLead,
    pub name: String,
    pub words: &'static TypeWords,
    pub term: Option<&'static Term>,
    pub model: Model,
    /// The town or area, for a business that sells locally and named one.
    pub place: Option<String>,
    pub local: bool,
    pub stage: BusinessStage,
    pub goal: PrimaryGoal,
    /// Minutes a week the plan may fill.
    pub minutes: u32,
    /// Dollars a month the plan may spend.
    pub money: u32,
}

impl<'a> Facts<'a> {
    pub fn new(lead: &'a NewLead) -> Self {
        let words = lexicon::type_words(lead.business_type);
        let local = lead.sell_location == SellLocation::Locally;
        let guess = if local { words.local_model } else { words.remote_model };
        let offering = format!("{} {}", lead.business_offering, lead.business_name);
        let term = lexicon::recognise(&offering, guess);
        let model = match term {
            // A trade that is found nearby, sold by someone who does not sell locally, is sold online.
            Some(term) if term.model == Model::WalkIn && !local => Model::Shop,
            Some(term) => term.model,
            None => guess,
        };
        let place =
            lead.specific_location.as_deref().map(inline).filter(|p| local && !p.is_empty());
        Facts {
            lead,
            name: inline(&lead.business_name),
            words,
            term,
            model,
            place,
            local,
            stage: lead.business_stage,
            goal: lead.primary_goal,
            minutes: limits::weekly_minutes(lead.time_available),
            money: limits::monthly_budget(lead),
        }
    }

    /// What a searcher calls the business: the recognised term, else the type's noun.
    pub fn noun(&self) -> &'static str {
        self.term.map_or(self.words.noun, |t| t.noun)
    }

    /// Bookings a client makes once (a wedding, an event), not again and again.
    pub fn one_off(&self) -> bool {
        const ONE_OFF: &[&str] =
            &["wedding photographer", "photographer", "videographer", "caterer"];
        self.model == Model::Bookings && self.term.is_some_and(|t| ONE_OFF.contains(&t.noun))
    }

    pub fn is_idea(&self) -> bool {
        self.stage == BusinessStage::Idea
    }

    /// "in Lisbon", "nearby", "across the country" or "online".
    pub fn reach(&self) -> String {
        match (&self.place, self.lead.sell_location) {
            (Some(place), _) => format!("in {place}"),
            (None, SellLocation::Locally) => "nearby".to_owned(),
            (None, SellLocation::Nationally) => "across the country".to_owned(),
            (None, SellLocation::OnlineOnly) => "online".to_owned(),
        }
    }

    /// How a customer takes the next step, by model and stage.
    pub fn action(&self) -> &'static str {
        if self.is_idea() {
            return "join the waiting list";
        }
        match self.model {
            Model::WalkIn => "come in",
            Model::Bookings => "book",
            Model::Shop => "order",
            Model::Leads => "book a call",
        }
    }
}
