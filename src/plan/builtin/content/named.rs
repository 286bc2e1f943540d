//! The general plan's ideas about the product its offering names, written for what it is:
//! work done, goods made or sold, or sessions booked; and the idea template every general
//! idea is written in.

use super::super::super::text::{a, capitalised};
use super::super::facts::Facts;
use super::super::offering::Kind;
use crate::content::trades::Pillar;

/// A content idea template: its pillar, its format per platform kind, and its title.
pub(super) struct Idea {
    pub(super) pillar: Pillar,
    pub(super) title: String,
    /// Made for video first.
    pub(super) video: bool,
    /// What the business sells that the idea does not fit ("your favourite piece of work" for
    /// a shop of fresh pasta).
    pub(super) not_for: &'static [Kind],
    /// A stand-in for an idea about the named product, kept only when the offering names none.
    pub(super) unnamed: bool,
}

pub(super) fn idea(pillar: Pillar, video: bool, title: String) -> Idea {
    Idea { pillar, title, video, not_for: &[], unnamed: false }
}

/// How an idea is marked for the kinds of product it does not fit.
impl Idea {
    pub(super) fn not_for(self, not_for: &'static [Kind]) -> Self {
        Idea { not_for, ..self }
    }

    pub(super) fn unnamed(self) -> Self {
        Idea { unnamed: true, ..self }
    }
}

/// Ideas about what the offering names, written for its kind: the work done ("a knife
/// sharpening job from start to finish"), the goods made, or the sessions booked; the first
/// names it in full, the others as sentences say it again.
pub(super) fn named(product: &str, kind: Kind, facts: &Facts) -> Vec<Idea> {
    let name = &facts.name;
    let customers = facts.customers();
    // The product in full once, then as sentences say it again ("boat repair").
    let short = super::super::offering::short(product);
    let food = facts.lead.business_type == crate::leads::model::BusinessType::FoodBeverage;
    let materials = if food { "ingredients" } else { "materials" };
    match kind {
        Kind::Work => vec![
            idea(
                Pillar::Proof,
                false,
                format!("{} job from start to finish, in five photos", capitalised(&a(product))),
            ),
            idea(
                Pillar::KnowHow,
                false,
                format!("Signs it is time for {short}: what your {customers} notice first"),
            ),
            idea(
                Pillar::KnowHow,
                true,
                format!("What good {short} looks like, and how to spot a poor job"),
            ),
            idea(
                Pillar::Offer,
                false,
                format!("What {short} costs at {name}, and what the price includes"),
            ),
            idea(
                Pillar::Proof,
                true,
                format!("Ten seconds of {short} in close-up: the moment people love to watch"),
            ),
            idea(
                Pillar::KnowHow,
                false,
                format!("A common {short} mistake people make themselves, and how to avoid it"),
            ),
            idea(
                Pillar::Community,
                false,
                format!(
                    "Ask your followers what they have always wanted to know about {short}, and answer the top question next week"
                ),
            ),
        ],
        Kind::Goods => vec![
            idea(
                Pillar::BehindTheScenes,
                true,
                format!("Making your {product}, from the first step to the last"),
            ),
            idea(
                Pillar::Offer,
                false,
                format!("Your {short} next to the ordinary kind: what makes the difference"),
            ),
            idea(
                Pillar::KnowHow,
                false,
                format!("How to get the most out of {short}: the tips you give every customer"),
            ),
            idea(Pillar::Offer, false, format!("What goes into the price of your {short}")),
            idea(
                Pillar::BehindTheScenes,
                false,
                format!("The {materials} in your {short}, and where they come from"),
            ),
            idea(
                Pillar::Proof,
                false,
                if facts.is_idea() {
                    format!("Friends' first reactions to your {short}, and what they said")
                } else {
                    format!(
                        "Customers' photos with your {short} (with permission), and what they said"
                    )
                },
            ),
            idea(
                Pillar::Community,
                false,
                format!("A poll between two new ideas for your {short}: the winner is made next"),
            ),
        ],
        Kind::Sessions => {
            let product = &super::super::offering::sessions(product);
            vec![
                idea(
                    Pillar::BehindTheScenes,
                    true,
                    format!(
                        "What happens in one of your {product}, from arrival to the last minute"
                    ),
                ),
                idea(
                    Pillar::Proof,
                    false,
                    if facts.is_idea() {
                        format!("What people will take home from your {product}, in photos")
                    } else {
                        format!(
                            "What people take home from your {product}, in their own photos (with permission)"
                        )
                    },
                ),
                idea(
                    Pillar::KnowHow,
                    false,
                    format!("Who your {product} suit best, and what to bring"),
                ),
                idea(
                    Pillar::Offer,
                    false,
                    format!("Your next dates for {product}, and how many places are left"),
                ),
                idea(
                    Pillar::KnowHow,
                    true,
                    format!("A taste of your {product}: one tip from them people can use today"),
                ),
                idea(
                    Pillar::Offer,
                    false,
                    if facts.organisations {
                        format!("Your {product} for a team: group sizes, dates and what it costs")
                    } else {
                        format!("Your {product} as a gift: vouchers, and who they suit")
                    },
                ),
                idea(
                    Pillar::Community,
                    false,
                    if facts.organisations {
                        format!(
                            "Ask the {customers} you talk to which part of your {product} matters most to them"
                        )
                    } else if facts.is_idea() {
                        format!(
                            "Ask your waiting list what they would most like from your {product}"
                        )
                    } else {
                        format!("Ask past guests which part of your {product} they remember most")
                    },
                ),
            ]
        }
    }
}
