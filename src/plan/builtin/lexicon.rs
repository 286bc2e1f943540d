//! What the planner calls a business whose trade it did not recognise, per survey type: plain
//! nouns and general searches, and how such a business most likely sells. A recognised trade
//! brings its own words from the catalogue (`content/trades/`).

use crate::leads::model::BusinessType;

use super::super::model::Intent;

/// How a business sells, which decides its roadmap, channel jobs and KPIs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Model {
    /// Customers come in: a café, a bakery, a shop with a door.
    WalkIn,
    /// Customers book a time: a salon, a photographer, a trainer.
    Bookings,
    /// Customers buy online and get it shipped or downloaded.
    Shop,
    /// Clients are won in conversations: coaching, consulting, B2B services and software.
    Leads,
}

use Intent::{Buy, Compare, Learn};
use Model::{Bookings, Leads, Shop, WalkIn};

/// What the planner calls a business of a survey type whose trade it did not recognise.
pub struct TypeWords {
    /// What the business sells, as a plain noun ("food and drink").
    pub offer: &'static str,
    /// What a searcher calls such a business.
    pub noun: &'static str,
    /// Customers or clients.
    pub customers: &'static str,
    /// What a customer does to buy ("order", "book").
    pub act: &'static str,
    pub local_model: Model,
    pub remote_model: Model,
    pub searches: [(&'static str, Intent); 5],
}

pub fn type_words(business_type: BusinessType) -> &'static TypeWords {
    match business_type {
        BusinessType::FoodBeverage => &TypeWords {
            offer: "food and drink",
            noun: "local food business",
            customers: "customers",
            act: "order",
            local_model: WalkIn,
            remote_model: Shop,
            searches: [
                ("local food delivery", Buy),
                ("homemade food", Compare),
                ("food gifts", Buy),
                ("catering for a small party", Buy),
                ("where to eat this weekend", Learn),
            ],
        },
        BusinessType::BeautyWellness => &TypeWords {
            offer: "treatments",
            noun: "beauty and wellness studio",
            customers: "clients",
            act: "book",
            local_model: Bookings,
            remote_model: Leads,
            searches: [
                ("wellness treatments", Buy),
                ("self care gift voucher", Buy),
                ("wellness studio", Compare),
                ("treatment prices", Compare),
                ("self care routine ideas", Learn),
            ],
        },
        BusinessType::Coaching => &TypeWords {
            offer: "coaching",
            noun: "coach",
            customers: "clients",
            act: "book a call",
            local_model: Leads,
            remote_model: Leads,
            searches: [
                ("online coach", Buy),
                ("one to one coaching", Buy),
                ("coaching session cost", Compare),
                ("coach vs mentor", Compare),
                ("how to set goals that stick", Learn),
            ],
        },
        BusinessType::Freelance => &TypeWords {
            offer: "services",
            noun: "freelancer",
            customers: "clients",
            act: "hire you",
            local_model: Leads,
            remote_model: Leads,
            searches: [
                ("freelancer for small business", Buy),
                ("hire a freelancer", Buy),
                ("freelancer rates", Compare),
                ("freelancer vs agency", Compare),
                ("how to brief a freelancer", Learn),
            ],
        },
        BusinessType::OnlineStore => &TypeWords {
            offer: "products",
            noun: "online shop",
            customers: "customers",
            act: "buy",
            local_model: Shop,
            remote_model: Shop,
            searches: [
                ("unique gifts online", Buy),
                ("independent online shop", Compare),
                ("handmade gifts", Buy),
                ("gifts for her", Compare),
                ("small business gift ideas", Learn),
            ],
        },
        BusinessType::Other => &TypeWords {
            offer: "offer",
            noun: "small business",
            customers: "customers",
            act: "get in touch",
            local_model: Bookings,
            remote_model: Leads,
            searches: [
                ("local small business", Compare),
                ("independent business", Compare),
                ("small business services", Buy),
                ("support small business", Learn),
                ("small business gift ideas", Learn),
            ],
        },
    }
}
