//! The general plan's 30 content ideas, for a business whose trade was not recognised: idea
//! templates by pillar, spread over the channels at work.

use super::super::model::{Channel, ContentIdea};
use super::facts::Facts;
use super::lexicon::Model;
use super::offering;
use super::offering::Kind::{Goods, Sessions};
use super::outlets::{format_for, idea_outlets, video_outlet};
use crate::content::trades::Pillar;
use crate::leads::model::{BusinessStage, BusinessType};

mod models;
mod motion;
mod named;
use named::{idea, named};

/// Thirty distinct ideas spread over the channels at work, the main channel most.
pub fn ideas(facts: &Facts, channels: &[Channel]) -> Vec<ContentIdea> {
    let name = &facts.name;
    let customers = facts.customers();
    // Ideas that need customers to show; an idea-stage business has none yet.
    let with_customers = vec![
        idea(
            Pillar::Proof,
            false,
            format!("A review from one of your {customers}, with a photo of what they got"),
        ),
        idea(
            Pillar::Proof,
            true,
            format!("Before and after: what changed for one of your {customers}"),
        )
        .not_for(&[Goods]),
        idea(
            Pillar::Proof,
            false,
            format!(
                "What {customers} say in their own words: a collage of messages (with permission)"
            ),
        ),
        idea(
            Pillar::Proof,
            false,
            "Your numbers so far: orders, clients or hours, and a thank-you".to_owned(),
        ),
        idea(Pillar::Offer, true, format!("What people ask {name} for most, and why")),
    ];
    let act = facts.act();
    let offer = facts.offer();
    let general = vec![
        idea(
            Pillar::BehindTheScenes,
            true,
            format!("A day at {name}, from the first task to the last"),
        ),
        idea(
            Pillar::BehindTheScenes,
            true,
            "The tools you could not work without, and why each one earns its place".to_owned(),
        ),
        idea(
            Pillar::BehindTheScenes,
            false,
            format!("What {name} looked like on day one, and what it looks like now"),
        ),
        idea(
            Pillar::BehindTheScenes,
            true,
            format!("The mistake you made in {name}'s first year, and what it taught you"),
        ),
        idea(
            Pillar::BehindTheScenes,
            false,
            format!("Why you started {name}: the moment you decided"),
        ),
        idea(
            Pillar::Proof,
            false,
            format!("The three questions you hear before {customers} say yes, answered honestly"),
        ),
        idea(
            Pillar::KnowHow,
            false,
            format!("Five myths your {customers} believe about what you do, and the truth"),
        ),
        idea(Pillar::KnowHow, true, "A one-minute tip people can use today".to_owned()),
        idea(
            Pillar::KnowHow,
            false,
            "The checklist you would give a friend before they buy anything like this".to_owned(),
        ),
        idea(
            Pillar::KnowHow,
            true,
            "How to spot good work in your field: three things to look for".to_owned(),
        )
        .unnamed(),
        idea(
            Pillar::KnowHow,
            false,
            "The question you get asked most, answered properly".to_owned(),
        ),
        idea(
            Pillar::Offer,
            false,
            format!("What is new this month, and which {customers} it is for"),
        ),
        idea(
            Pillar::Offer,
            false,
            format!("What happens when people {}: three steps, with prices", facts.action()),
        ),
        idea(
            Pillar::Offer,
            false,
            format!("A reason to {act} this week: limited dates, a small batch, a season"),
        ),
        idea(
            Pillar::Community,
            false,
            format!("Ask your followers to choose between two of your {offer} ideas"),
        )
        .unnamed(),
        idea(
            Pillar::Community,
            false,
            "Shout out a business nearby or in your field that you admire".to_owned(),
        ),
        idea(
            Pillar::Community,
            true,
            format!("Answer a question from one of your {customers} with a video"),
        ),
        idea(
            Pillar::Community,
            false,
            format!("A question of the week for your {customers}, with your own answer first"),
        ),
        idea(
            Pillar::KnowHow,
            true,
            "What you would do differently if you were buying this yourself".to_owned(),
        ),
        idea(
            Pillar::Proof,
            false,
            format!("The job at {name} you are proudest of, and what made it hard"),
        )
        .not_for(&[Goods, Sessions]),
        idea(
            Pillar::BehindTheScenes,
            false,
            "Your week in numbers: hours, jobs, miles or batches".to_owned(),
        ),
        idea(
            Pillar::Offer,
            false,
            "Prices explained: what a small, a typical and a large job costs".to_owned(),
        )
        .unnamed(),
        idea(
            Pillar::KnowHow,
            false,
            format!("When not to buy from {name}: who you are the wrong fit for"),
        ),
    ];
    // Organisations that buy small are sold to like bookings: the work shown, the next visit.
    let model = if facts.small_orders() { Model::Bookings } else { facts.model };
    let trade = models::ideas(facts, model);
    // What the offering names, and its own ideas, when it names a product. Goods ideas (what
    // goes into them, how they are made) only where goods are what is sold: "care manager" or
    // "write tender", read as goods by their last word, are not.
    let sells_goods =
        matches!(facts.lead.business_type, BusinessType::FoodBeverage | BusinessType::OnlineStore)
            || facts.model == Model::Shop;
    let product = facts
        .product
        .as_deref()
        .map(|p| (p, offering::kind(p)))
        .filter(|(_, kind)| *kind != Goods || sells_goods);
    // The stage's own ideas come first, then the product's, then the trade's, then ideas any
    // business can use.
    let mut pool = Vec::new();
    // The way it sells says more than a launch routine: a call-out, or organisations won in
    // conversations and pilots.
    if facts.on_call {
        pool.extend(motion::on_call(facts));
    }
    if facts.organisations && !facts.on_call {
        pool.extend(motion::for_organisations(facts));
    }
    if facts.stage == BusinessStage::Idea && !facts.organisations && !facts.on_call {
        pool.extend([
            idea(
                Pillar::Community,
                false,
                format!(
                    "What {name} will be and who it is for: ask people to join the waiting list"
                ),
            ),
            idea(
                Pillar::Community,
                false,
                "A poll: which first version would people want most?".to_owned(),
            ),
            idea(
                Pillar::KnowHow,
                false,
                "The problem in the words of the people you interviewed (with permission)"
                    .to_owned(),
            ),
            idea(
                Pillar::BehindTheScenes,
                true,
                "A first look at what you are making: ask what is missing".to_owned(),
            ),
            idea(
                Pillar::Offer,
                false,
                "The founding offer: what the first ten customers get, and until when".to_owned(),
            ),
        ]);
    }
    if let Some((product, kind)) = product {
        pool.extend(named(product, kind, facts));
    }
    pool.extend(trade);
    if facts.stage != BusinessStage::Idea {
        pool.extend(with_customers);
    }
    pool.extend(general);
    // Without a named product every idea stays; with one, the stand-ins for its own ideas go,
    // and so do ideas that do not fit what it is.
    pool.retain(|idea| match product {
        None => true,
        Some((_, kind)) => !idea.unnamed && !idea.not_for.contains(&kind),
    });
    let outlets = idea_outlets(channels);
    pool.into_iter()
        .take(30)
        .enumerate()
        .map(|(i, idea)| {
            let outlet = outlets[i % outlets.len()];
            let outlet = if idea.video { video_outlet(&outlets).unwrap_or(outlet) } else { outlet };
            ContentIdea {
                format: format_for(outlet, idea.video).to_owned(),
                platform: outlet,
                pillar: idea.pillar,
                title: idea.title,
            }
        })
        .collect()
}
