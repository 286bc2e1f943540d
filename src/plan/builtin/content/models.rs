//! The general plan's ideas for the way the business sells: at a counter, by booking, from a
//! shop or after a conversation.

use super::super::facts::Facts;
use super::super::lexicon::Model;
use super::super::offering::Kind::{Goods, Sessions, Work};
use super::named::{Idea, idea};
use crate::content::trades::Pillar;

/// Seven ideas for the way the business sells, each marked for the products it does not fit.
pub(super) fn ideas(facts: &Facts, model: Model) -> Vec<Idea> {
    let name = &facts.name;
    match model {
        Model::WalkIn => vec![
            idea(
                Pillar::BehindTheScenes,
                true,
                "What is fresh today, filmed at opening time".to_owned(),
            )
            .not_for(&[Work, Sessions]),
            idea(
                Pillar::BehindTheScenes,
                true,
                format!("Meet the people behind the counter at {name}"),
            ),
            idea(Pillar::Offer, false, "This week's special and the story behind it".to_owned()),
            idea(
                Pillar::Community,
                false,
                "A regular's favourite order, with their permission".to_owned(),
            )
            .not_for(&[Work, Sessions]),
            idea(
                Pillar::KnowHow,
                false,
                format!("How to get the most out of what you buy at {name}"),
            )
            .unnamed(),
            idea(
                Pillar::Community,
                false,
                "Your street: the neighbours, the view, the best time to drop by".to_owned(),
            ),
            idea(
                Pillar::Offer,
                false,
                "Opening hours, holiday hours and how to order ahead".to_owned(),
            ),
        ],
        Model::Bookings => vec![
            idea(
                Pillar::Proof,
                false,
                "A recent job from start to finish in five photos".to_owned(),
            )
            .unnamed(),
            idea(
                Pillar::KnowHow,
                false,
                format!("What to expect the first time you work with {name}"),
            )
            .not_for(&[Goods]),
            idea(
                Pillar::KnowHow,
                false,
                "Five questions to ask anyone before you hire them for this".to_owned(),
            )
            .not_for(&[Goods, Sessions]),
            idea(Pillar::Offer, false, "Your next free dates and how to book them".to_owned())
                .not_for(&[Goods, Sessions]),
            idea(Pillar::KnowHow, true, "How to prepare so you get the best result".to_owned())
                .not_for(&[Goods]),
            idea(
                Pillar::Proof,
                false,
                "Your favourite piece of work this season and why".to_owned(),
            )
            .not_for(&[Goods, Sessions]),
            // The named product has its own idea on price.
            idea(Pillar::Offer, false, "What your prices include, and what they do not".to_owned())
                .unnamed(),
        ],
        Model::Shop => vec![
            idea(
                Pillar::BehindTheScenes,
                true,
                "How one product is made, from start to finish".to_owned(),
            )
            .not_for(&[Work, Sessions])
            .unnamed(),
            idea(Pillar::Offer, false, "A gift guide: what to pick for whom".to_owned())
                .not_for(&[Work, Sessions]),
            idea(Pillar::KnowHow, false, "How to care for what you bought so it lasts".to_owned())
                .not_for(&[Work, Sessions]),
            idea(
                Pillar::Proof,
                false,
                "Customers' photos of your products at home (with permission)".to_owned(),
            )
            .not_for(&[Work, Sessions])
            .unnamed(),
            idea(
                Pillar::BehindTheScenes,
                true,
                "Packing orders: what goes into every parcel".to_owned(),
            )
            .not_for(&[Work, Sessions]),
            // Made to order, nothing is ever back in stock.
            idea(
                Pillar::Offer,
                false,
                if super::super::selling::made_by_hand(&facts.lead.business_offering) {
                    "Made to order: how long it takes, what is paid up front, and the day it leaves the workshop"
                } else {
                    "Back in stock: the items people asked for"
                }
                .to_owned(),
            )
            .not_for(&[Work, Sessions]),
            idea(
                Pillar::KnowHow,
                false,
                "Sizes, materials and how to choose, in one post".to_owned(),
            )
            .not_for(&[Work, Sessions]),
        ],
        Model::Leads => vec![
            idea(
                Pillar::Proof,
                false,
                "A short case study: the problem, what you did, the result".to_owned(),
            )
            .not_for(&[Goods]),
            idea(
                Pillar::KnowHow,
                false,
                "A framework you use with clients, in five steps".to_owned(),
            )
            .not_for(&[Goods, Sessions]),
            idea(
                Pillar::KnowHow,
                false,
                "A common mistake you see in your field and how to avoid it".to_owned(),
            )
            .unnamed(),
            idea(
                Pillar::Offer,
                false,
                "What a first call with you looks like and what people leave with".to_owned(),
            )
            .not_for(&[Goods]),
            idea(Pillar::KnowHow, true, "Your take on a piece of news in your field".to_owned()),
            idea(
                Pillar::Proof,
                false,
                "A lesson from a project that did not go to plan".to_owned(),
            )
            .not_for(&[Goods]),
            idea(
                Pillar::KnowHow,
                false,
                "The questions to ask before hiring anyone for this work".to_owned(),
            )
            .not_for(&[Goods, Sessions]),
        ],
    }
}
