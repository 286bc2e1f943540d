//! What the product's own planner knows about a business, for the AI request: the trade it
//! recognised and how surely, the market's language, the trade's searches, tactics and funnel,
//! and a sizing of channels and budget that keeps every limit. The model is asked to do better
//! than this, not to copy it; an unsure match is said so, and the model works the trade out.

use crate::content::Currency;
use crate::content::trades::{Catalogue, Language, SearchIntent};
use crate::leads::model::NewLead;
use crate::plan::builtin::{self, Facts, recognise::Confidence};
use crate::plan::text::hours;

/// The head start as lines of the user message.
pub fn head_start(lead: &NewLead, catalogue: &Catalogue, currency: &Currency) -> String {
    let facts = Facts::new(lead, catalogue);
    let mut lines = vec![
        "What the product's own planner knows (a head start: use what fits, do better than it, do not copy it):".to_owned(),
    ];
    let recognition = &facts.recognition;
    match (facts.trade, &recognition.best) {
        (Some(trade), Some(best)) => lines.push(format!(
            "- Trade: {} (recognised from \"{}\"). Write it as `trade`, in better words if the answers say more.",
            trade.names.trade,
            best.words.join("\", \"")
        )),
        (_, Some(best)) => lines.push(format!(
            "- Trade: not recognised for sure (the closest, {}, from \"{}\", is {}). Work out the trade from the answers yourself, write it as `trade` in a few plain words, and write for it.",
            best.trade.names.trade,
            best.words.join("\", \""),
            match recognition.confidence {
                Confidence::Contested => "contested".to_owned(),
                Confidence::Unexplained => format!(
                    "not the business: that trade does not take in \"{}\"",
                    recognition.unexplained.join("\", \"")
                ),
                _ => "only a guess".to_owned(),
            }
        )),
        _ => lines.push(
            "- Trade: not recognised. Work out the trade from the answers yourself, write it as `trade` in a few plain words, and write for it."
                .to_owned(),
        ),
    }
    match (facts.town(), facts.local) {
        (Some(town), true) if facts.searches_in_local_language() => lines.push(format!(
            "- People nearby search in {} and type the town as \"{town}\": write the local keywords that way.",
            facts.language.name()
        )),
        (Some(town), true) => lines.push(format!(
            "- People nearby search in their own language, which the product's catalogue does not have (its searches below are English): write the local keywords in that language and its own script, with the town as people there write it (\"{town}\" in Latin letters)."
        )),
        _ => {}
    }
    if let Some(trade) = facts.trade {
        // As the built-in planner writes them: in the market's language wherever the business
        // sells nearby, even in a trade people do not look for on a map.
        let language = if facts.local { facts.language } else { Language::En };
        let searches: Vec<String> = trade
            .searches
            .get(language)
            .iter()
            .take(8)
            .map(|(phrase, intent)| format!("\"{phrase}\" ({})", intent_name(*intent)))
            .collect();
        lines.push(format!("- Searches people type for this trade: {}.", searches.join(", ")));
        let tactics: Vec<String> =
            trade.tactics.iter().take(6).map(|t| format!("{}: {}", t.name, t.text)).collect();
        lines.push(format!("- The trade's own tactics: {}", tactics.join(" | ")));
        let funnel: Vec<String> = trade
            .funnel
            .steps
            .iter()
            .enumerate()
            .map(
                |(i, (step, rate))| {
                    if i == 0 { step.clone() } else { format!("{step} ({:.0}%)", rate * 100.0) }
                },
            )
            .collect();
        let (least, most) = trade.scale.per_month;
        lines.push(format!(
            "- Its funnel: {}. One person in this trade does {least}–{most} {} a month at full stride.",
            funnel.join(" → "),
            trade.scale.unit.many()
        ));
    }
    let plan = builtin::write_with(lead, catalogue, currency);
    let channels: Vec<String> = plan
        .channels
        .iter()
        .map(|c| match c.hours_per_week {
            0.0 => format!("{} held back", c.platform.label()),
            h => format!("{} {} h a week", c.platform.label(), hours(h)),
        })
        .collect();
    let budget: Vec<String> = plan
        .budget
        .iter()
        .map(|l| {
            format!("{} {} from month {}", l.item, currency.amount(l.monthly_usd), l.from_month)
        })
        .collect();
    lines.push(format!(
        "- A sizing that keeps every limit: {}; budget {}.",
        channels.join(", "),
        if budget.is_empty() { "nothing paid".to_owned() } else { budget.join(", ") }
    ));
    lines.join("\n")
}

fn intent_name(intent: SearchIntent) -> &'static str {
    match intent {
        SearchIntent::Local => "looking nearby",
        SearchIntent::Buy => "ready to buy",
        SearchIntent::Compare => "comparing",
        SearchIntent::Learn => "learning",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A roastery selling nearby in Utrecht is not looked for on a map, but the built-in
    /// planner writes its keywords in Dutch: the AI is given the same searches.
    #[test]
    fn the_searches_given_are_in_the_language_the_planner_writes_them_in() {
        let mut lead = crate::plan::tests::Sampler(5).lead();
        lead.business_type = crate::leads::model::BusinessType::Other;
        lead.business_offering = "Small-batch coffee roastery: freshly roasted beans".to_owned();
        lead.sell_location = crate::leads::model::SellLocation::Locally;
        lead.specific_location = Some("Utrecht, Netherlands".to_owned());
        let catalogue = Catalogue::defaults();
        let text = head_start(&lead, catalogue, &Currency::default());
        assert!(text.contains("Trade: small-batch coffee roastery"), "{text}");
        assert!(text.contains("\"koffiebonen kopen\""), "{text}");
    }
}
