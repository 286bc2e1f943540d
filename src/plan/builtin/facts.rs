//! What every section of the built-in plan reads from the answers, worked out once: the
//! business's name and trade, how it sells, where, and the minutes and money it has.

use super::super::limits;
use super::super::market;
use super::super::text::inline;
use super::lexicon::{self, Model, TypeWords};
use super::recognise::{self, Recognition};
use super::specifics;
use crate::content::Currency;
use crate::content::trades::{Catalogue, Language, Selling, Trade};
use crate::leads::model::{BusinessStage, BusinessType, NewLead, PrimaryGoal, SellLocation};

/// Everything the sections share, read from the answers once.
pub struct Facts<'a> {
    pub lead: &'a NewLead,
    pub name: String,
    pub words: &'static TypeWords,
    /// The trade from the catalogue, when it was recognised with confidence; otherwise the
    /// plan stays general and says so (see [`Facts::unrecognised`]).
    pub trade: Option<&'a Trade>,
    pub recognition: Recognition<'a>,
    pub model: Model,
    /// The town or area, for a business that sells locally and named one.
    pub place: Option<String>,
    /// The language people search in where the business sells locally.
    pub language: Language,
    pub local: bool,
    pub stage: BusinessStage,
    pub goal: PrimaryGoal,
    /// Minutes a week the plan may fill.
    pub minutes: u32,
    /// Money a month the plan may spend, in the operator's currency.
    pub money: u32,
    /// How the plan writes an amount of money.
    pub currency: Currency,
    /// What the offering's first words name, when they name a product ("mobile car detailing").
    pub product: Option<String>,
    /// The product as sentences say it after its first time ("boat repair" for "traditional
    /// wooden boat repair").
    pub product_short: Option<String>,
    /// Who buys, in the ideal customer's own nouns ("home cooks", "izakaya owners"), at most
    /// two; empty when it names none the planner can read.
    pub buyers: Vec<String>,
    /// The buyers are organisations (offices, orchards, care-home chains), for a trade not
    /// recognised: won in conversations, whatever the survey type.
    pub organisations: bool,
    /// The business is called when something has gone wrong (a swarm, a burst pipe), for a
    /// trade not recognised.
    pub on_call: bool,
    /// The business is booked for occasions that do not repeat (weddings, funerals, parties),
    /// for a trade not recognised.
    pub occasions: bool,
    /// The business is in a place without the four seasons (Penang, Lagos): no autumn,
    /// winter, spring or first hot week in the lines from the catalogue.
    pub tropical: bool,
    /// The business is in a place without proms (Bern, Kampala): no prom lines either.
    pub without_proms: bool,
    /// The dearest thing the offering prices, in rough US dollars, when it prices one.
    pub top_price_usd: Option<f64>,
    /// Where the customers are, in the founder's words: neighbourhoods ("Trnovo", "Krakovo")
    /// for a business found nearby, towns or countries for one that sells further.
    pub areas: Vec<String>,
    /// Where the business itself is, when the offering names a neighbourhood ("Trnovo").
    pub home: Option<String>,
    /// What the offering lists by name ("sourdough bread", "burek", "potica", "coffee").
    pub things: Vec<String>,
}

impl<'a> Facts<'a> {
    pub fn new(lead: &'a NewLead, catalogue: &'a Catalogue) -> Self {
        let words = lexicon::type_words(lead.business_type);
        let local = lead.sell_location == SellLocation::Locally;
        let guess = if local { words.local_model } else { words.remote_model };
        let recognition = recognise::recognise(catalogue, lead);
        let trade = recognition.trade();
        let unknown = trade.is_none();
        // A service sold to organisations is won in conversations; food, goods and treatments
        // sold to them too (drinks for offices, parts for workshops) still sell as their type
        // does, by tasting, by the shop, by the chair.
        let services = matches!(
            lead.business_type,
            BusinessType::Other | BusinessType::Freelance | BusinessType::Coaching
        );
        let product = super::offering::product_phrase(&lead.business_offering);
        let kind = product.as_deref().map(super::offering::kind);
        // Goods a business makes by hand are ordered, even by organisations (a winery's qvevri).
        let goods = kind == Some(super::offering::Kind::Goods);
        let makes_goods = goods && super::selling::made_by_hand(&lead.business_offering);
        let organisations = unknown
            && !makes_goods
            && (super::selling::wholesale(&lead.business_offering)
                || services
                    && super::selling::to_organisations(
                        &lead.ideal_customer,
                        &lead.business_offering,
                    ));
        let on_call = unknown
            && services
            && super::selling::on_call(&lead.business_offering, &lead.problem_solved);
        let occasions = unknown
            && services
            && super::selling::for_occasions(&lead.business_offering, &lead.ideal_customer);
        let model = match trade.map(|t| t.model) {
            // A trade found nearby, sold by someone who does not sell locally, is sold online.
            Some(Selling::WalkIn) if !local => Model::Shop,
            Some(Selling::WalkIn) => Model::WalkIn,
            Some(Selling::Bookings | Selling::OneOff | Selling::Mobile) => Model::Bookings,
            Some(Selling::Shop) => Model::Shop,
            Some(Selling::Leads | Selling::Subscription) => Model::Leads,
            // Organisations buy after a conversation, whatever the survey type says.
            None if organisations => Model::Leads,
            // Goods sent out or made by a business behind "Something else" sell as a shop does.
            None if !local
                && lead.business_type == BusinessType::Other
                && (makes_goods
                    || goods && super::selling::sends_goods(&lead.business_offering)) =>
            {
                Model::Shop
            }
            // Lessons and courses are booked, whoever teaches them.
            None if lead.business_type == BusinessType::Coaching
                && product.as_deref().is_some_and(super::offering::counted_sessions) =>
            {
                Model::Bookings
            }
            // Hands-on work behind "Something else" (a boat yard, a restorer) is booked job by
            // job wherever its customers come from, not won in calls and proposals.
            None if lead.business_type == BusinessType::Other
                && kind == Some(super::offering::Kind::Work) =>
            {
                Model::Bookings
            }
            None => guess,
        };
        let place =
            lead.specific_location.as_deref().map(inline).filter(|p| local && !p.is_empty());
        // A business that does not sell locally names no place; its own words may.
        let tropical = match &place {
            Some(place) => market::tropical(place),
            None => market::tropical(&lead.own_words().join(" ")),
        };
        let language = match &place {
            Some(place) => market::language(place),
            None => Language::En,
        };
        // Places the answers name that the plan already says: the town and the country.
        let known: Vec<String> = place
            .iter()
            .flat_map(|p| p.split([',', '(', ')']).map(|part| part.trim().to_owned()))
            .filter(|part| !part.is_empty())
            .collect();
        // "Owners who live in Germany": a country is never where the business itself is.
        let home = specifics::places(&lead.business_offering, &known)
            .into_iter()
            .find(|p| !specifics::is_country(p));
        let mut areas = specifics::places(&lead.ideal_customer, &known);
        // "Owners in Germany, Aarhus and Copenhagen" of houses by the sea: for a business found
        // nearby, a list with a country in it says where customers come from, not where to
        // find them.
        if local && areas.iter().any(|a| specifics::is_country(a)) {
            areas.clear();
        }
        // "Graz (Andritz, St. Peter, Liebenau)": the neighbourhoods the place itself names.
        if let Some((_, inside)) = place.as_deref().and_then(|p| p.split_once('('))
            && areas.is_empty()
        {
            let inside = inside.split(')').next().unwrap_or_default();
            let named = inside.split(',').map(str::trim).filter(|a| !a.is_empty());
            areas = named.map(str::to_owned).take(4).collect();
        }
        let without_proms =
            place.as_deref().is_some_and(|p| tropical || !market::english_speaking(p));
        Facts {
            areas,
            home: home.filter(|_| local),
            // Things named one by one are what a counter or a shop sells; a service's list
            // names its jobs in words nobody searches for ("unblock drains").
            things: if matches!(model, Model::WalkIn | Model::Shop) {
                specifics::things(&lead.business_offering)
            } else {
                Vec::new()
            },
            lead,
            name: inline(&lead.business_name),
            words,
            trade,
            recognition,
            model,
            place,
            language,
            local,
            stage: lead.business_stage,
            goal: lead.primary_goal,
            minutes: limits::weekly_minutes(lead.time_available),
            money: limits::monthly_budget(lead),
            currency: Currency::default(),
            product_short: product.as_deref().map(super::offering::short),
            product,
            buyers: super::buyers::named(&lead.ideal_customer),
            organisations,
            on_call,
            occasions,
            without_proms,
            tropical,
            top_price_usd: super::selling::top_price_usd(&lead.business_offering),
        }
    }

    /// What the business is, as a noun a sentence can use ("a wedding photographer in Porto"):
    /// the one who runs the trade, or the trade itself where that names a place of business
    /// better ("a neighbourhood bakery", not "a bubble tea shop owner"); else the type's noun.
    pub fn noun(&self) -> &'a str {
        match self.trade {
            Some(trade) => {
                let person = trade.names.business.as_str();
                let owns = [" owner", " founder", "owner and coach"];
                if owns.iter().any(|end| person.ends_with(end)) {
                    trade.names.trade.as_str()
                } else {
                    person
                }
            }
            None => self.words.noun,
        }
    }

    /// The Google Business Profile category to choose: the trade's own, when the trade was
    /// recognised and has one.
    pub fn google_category(&self) -> Option<&'a str> {
        self.trade.map(|t| t.google_category.as_str()).filter(|c| !c.is_empty())
    }

    /// Who buys, plural: "cyclists", else the type's "customers" or "clients".
    pub fn customers(&self) -> &'a str {
        match self.trade {
            Some(trade) => trade.names.customer.many(),
            None if self.organisations => "clients",
            None => self.words.customers,
        }
    }

    /// One who buys: "cyclist", else "client" for a business won in conversations, or
    /// "customer".
    pub fn customer(&self) -> &'a str {
        match self.trade {
            Some(trade) => trade.names.customer.one(),
            None if self.model == Model::Leads => "client",
            None => "customer",
        }
    }

    /// What is sold, plural: "bike repairs"; for a trade not recognised, what the offering's
    /// first words name, said short ("boat repair" for "traditional wooden boat repair"), else
    /// the type's "food and drink".
    pub fn offer(&self) -> &str {
        match (self.trade, &self.product_short) {
            (Some(trade), _) => trade.names.product.many(),
            (None, Some(product)) => product,
            (None, None) => self.words.offer,
        }
    }

    /// What a photo of the business shows: for a service the catalogue does not know, the
    /// work ("knife sharpening work"), else what is sold.
    pub fn shown(&self) -> String {
        match (self.trade, &self.product_short) {
            (None, Some(product)) if super::offering::is_service(product) => {
                format!("{product} work")
            }
            _ => self.offer().to_owned(),
        }
    }

    /// Whether people nearby search in the plan's language: a catalogue language, or English
    /// in an English-speaking country (elsewhere English is only the catalogue's fallback).
    pub fn searches_in_local_language(&self) -> bool {
        self.language != Language::En || self.place.as_deref().is_some_and(market::english_speaking)
    }

    /// The town as people there type it in a search ("lisboa"), for a business found nearby.
    pub fn town(&self) -> Option<String> {
        self.place.as_deref().map(|p| market::town(p, self.language)).filter(|t| !t.is_empty())
    }

    /// What a customer does to buy: "book", "order", "visit".
    pub fn act(&self) -> &'a str {
        match self.trade.map(|t| t.model) {
            Some(Selling::WalkIn) if self.model == Model::WalkIn => "visit",
            Some(Selling::Bookings | Selling::OneOff | Selling::Mobile) => "book",
            Some(Selling::Shop | Selling::WalkIn) => "order",
            Some(Selling::Leads) => "get in touch",
            Some(Selling::Subscription) => "sign up",
            None if self.on_call => "call",
            None if self.organisations => "get in touch",
            None => self.words.act,
        }
    }

    /// Why the plan is general, for the strategist (see [`Recognition::note`]). None when a
    /// trade was recognised.
    pub fn unrecognised(&self) -> Option<String> {
        self.trade.is_none().then(|| self.recognition.note())
    }

    /// An established business that knows its customers by name (bookings, orders, clients,
    /// not a counter's passers-by): it has a list to write to from the first weeks.
    pub fn knows_customers(&self) -> bool {
        self.stage == BusinessStage::Established && self.model != Model::WalkIn
    }

    /// Whether a line of the catalogue fits the market: no first cold evenings or first hot
    /// week in Penang, no prom in Bern or Kampala.
    pub fn fits(&self, line: &str) -> bool {
        !(self.tropical && market::temperate_season(line)
            || self.without_proms && market::school_dance(line))
    }

    /// Bookings a client makes once (a wedding, an event), not again and again.
    pub fn one_off(&self) -> bool {
        self.trade.map_or(self.occasions, |t| t.model == Selling::OneOff)
    }

    /// Organisations that buy small, often: a €3 knife, a lunch tray, the chickens a restaurant
    /// takes every week. They are won by a visit and a job done or a first delivery on the spot,
    /// not by a proposal.
    pub fn small_orders(&self) -> bool {
        let goods = self.product.as_deref().map(super::offering::kind)
            == Some(super::offering::Kind::Goods);
        self.organisations && (goods || self.top_price_usd.is_some_and(|usd| usd < 150.0))
    }

    pub fn is_idea(&self) -> bool {
        self.stage == BusinessStage::Idea
    }

    /// The place's first name, as the founder wrote it: "Lisbon" for "Lisbon, Portugal",
    /// "Graz" for "Graz (Andritz, St. Peter), Austria".
    pub fn place_name(&self) -> Option<&str> {
        let place = self.place.as_deref()?;
        Some(place.split([',', '(']).next().unwrap_or(place).trim())
    }

    /// "in Lisbon", "nearby", "across the country" or "online".
    pub fn reach(&self) -> String {
        let areas = specifics::listed(&self.areas);
        match (&self.place, self.lead.sell_location) {
            // "in Trnovo and Krakovo (Ljubljana)": the neighbourhoods the founder named.
            (Some(_), _) if !areas.is_empty() => {
                format!("in {areas} ({})", self.place_name().unwrap_or_default())
            }
            (None, SellLocation::Nationally | SellLocation::OnlineOnly) if !areas.is_empty() => {
                format!("in {areas}")
            }
            (Some(place), _) => format!("in {place}"),
            (None, SellLocation::Locally) => "nearby".to_owned(),
            (None, SellLocation::Nationally) => "across the country".to_owned(),
            (None, SellLocation::OnlineOnly) => "online".to_owned(),
        }
    }

    /// Where the business is: "in Trnovo, Ljubljana" where the offering names its
    /// neighbourhood, else the place the answers give, else as [`Facts::reach`] says.
    pub fn here(&self) -> String {
        match (&self.home, &self.place, self.place_name()) {
            (Some(home), _, Some(name)) => format!("in {home}, {name}"),
            (_, Some(place), _) => format!("in {place}"),
            _ => self.reach(),
        }
    }

    /// How a customer takes the next step, by model and stage.
    pub fn action(&self) -> &'static str {
        if self.on_call {
            return "call you";
        }
        if self.small_orders() {
            return "ask for a visit";
        }
        if self.organisations {
            return "book a call";
        }
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
