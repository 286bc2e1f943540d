//! The monthly budget: a page when the founder has none, then ad money where they also work, in
//! the order it pays best and never under a platform's minimum; what is left buys offline
//! extras or stays unspent on purpose.

use super::super::limits;
use super::super::model::{Asset, BudgetLine, Channel};
use super::channels::ranked;
use super::facts::Facts;
use super::lexicon::Model;
use crate::leads::model::{Challenge, MarketingBudget, Platform};

/// Ad platforms in the order money goes to them: search first (buyers already looking), then
/// the best-fitting social platform.
fn ad_order(facts: &Facts) -> Vec<Platform> {
    let mut paid: Vec<Platform> =
        ranked(facts).into_iter().filter(|p| limits::platform_minimum(*p).is_some()).collect();
    if let Some(i) = paid.iter().position(|p| *p == Platform::GoogleAds) {
        let google = paid.remove(i);
        if facts.model != Model::Leads || facts.lead.platforms.len() == 1 {
            paid.insert(0, google);
        } else {
            paid.push(google);
        }
    }
    // One Meta line covers Instagram and Facebook: the ads run on both.
    if paid.contains(&Platform::Instagram) {
        paid.retain(|p| *p != Platform::Facebook);
    }
    paid
}

/// Chosen platforms whose work is only ads and that `budget` gives no money.
pub fn unfunded(channels: &[Channel], budget: &[BudgetLine]) -> Vec<Platform> {
    channels
        .iter()
        .filter(|c| c.platform == Platform::GoogleAds && c.hours_per_week > 0.0)
        .filter(|c| !budget.iter().any(|l| l.platform == Some(c.platform)))
        .map(|c| c.platform)
        .collect()
}

/// The monthly budget lines and the note above them; `unfunded` platforms get no money.
pub fn budget(
    facts: &Facts,
    channels: &[Channel],
    unfunded: &[Platform],
) -> (Vec<BudgetLine>, String) {
    let limit = facts.money;
    let mut lines = Vec::new();
    let mut left = limit;
    let mut notes = Vec::new();
    match limits::holds_to_bottom(facts.lead) {
        Some(why) => notes
            .push(format!("The plan works to {} a month: {why}.", facts.currency.amount(limit))),
        // "500+" has no top: the plan starts at its floor and grows with what the numbers show.
        None if facts.lead.marketing_budget == MarketingBudget::Over500 => notes.push(format!(
            "The plan works to {} a month, where your range starts; add more only to a line that has earned it at the day-30 or day-60 review.",
            facts.currency.amount(limit)
        )),
        None => notes.push(format!(
            "The plan works to {} a month, the top of your range.",
            facts.currency.amount(limit)
        )),
    }
    let needs_site = !limits::existing_assets(facts.lead).contains(&Asset::Website);
    if needs_site && left >= 15 {
        lines.push(BudgetLine {
            item: "Website builder and domain".to_owned(),
            monthly_usd: 15,
            platform: None,
            from_month: 1,
            note: format!("One page where people can {}.", facts.action()),
        });
        left -= 15;
    } else if needs_site {
        notes.push(
            "Start the page on a builder's free plan; add your own domain when the budget allows."
                .to_owned(),
        );
    }
    // Ads start in month 2: the set-up comes first, and a month of posts shows which to promote.
    let ads_from = 2;
    let mut skipped = Vec::new();
    let working = |p: Platform| channels.iter().any(|c| c.platform == p && c.hours_per_week > 0.0);
    // Ads go only where the founder is also at work: a paused channel gets no money.
    let runs =
        |p: Platform| working(p) || (p == Platform::Instagram && working(Platform::Facebook));
    let order: Vec<Platform> =
        ad_order(facts).into_iter().filter(|p| runs(*p) || unfunded.contains(p)).collect();
    for (at, &platform) in order.iter().enumerate() {
        let Some(floor) = limits::platform_minimum(platform) else { continue };
        let (minimum, why) = (floor.monthly, floor.why(&facts.currency));
        // What the platforms after this one need at the least, where the money covers them too:
        // a second chosen platform is not starved by the first.
        let mut reserve = 0;
        for later in order[at + 1..].iter().filter(|p| !unfunded.contains(p)) {
            let need = limits::platform_minimum(*later).map_or(0, |m| m.monthly);
            if left >= minimum + reserve + need {
                reserve += need;
            }
        }
        if left < minimum || unfunded.contains(&platform) {
            let ads = if platform == Platform::GoogleAds {
                "Google Ads".to_owned()
            } else {
                format!("{} ads", platform.label())
            };
            skipped.push(format!(
                "No {ads} yet: they need at least {} a month, because {why}.",
                facts.currency.amount(minimum)
            ));
            continue;
        }
        // The first platform takes what is left, up to twice its minimum; the next ones the rest.
        let amount = if lines.iter().any(|l: &BudgetLine| l.platform.is_some()) {
            left - reserve
        } else {
            (left - reserve).min(minimum * 2).max(minimum)
        };
        let amount = amount / 5 * 5;
        let note = ad_note(facts, platform, amount, ads_from);
        let item = match platform {
            Platform::Instagram | Platform::Facebook
                if facts.lead.platforms.contains(&Platform::Facebook)
                    && facts.lead.platforms.contains(&Platform::Instagram) =>
            {
                "Meta ads (Instagram and Facebook)".to_owned()
            }
            Platform::GoogleAds => "Google Ads".to_owned(),
            other => format!("{} ads", other.label()),
        };
        lines.push(BudgetLine {
            item,
            monthly_usd: amount,
            platform: Some(platform),
            from_month: ads_from,
            note,
        });
        left -= amount;
    }
    if !skipped.is_empty() {
        notes.push(skipped.join(" "));
    }
    // Money no ad platform can use well goes where it still buys customers.
    if left >= 20 {
        let (item, note) = match facts.model {
            Model::WalkIn => (
                "Printed cards and a counter sign",
                "A card with a sign-up code in every bag, and a sign at the till.",
            ),
            // A call-out thanks the people who pass its number on (`motion.rs`).
            Model::Bookings if facts.on_call => (
                "Thank-yous for referrers",
                "A small gift for each person who passed a call on to you.",
            ),
            Model::Bookings => (
                "Referral thank-yous",
                "A small gift or discount for every client who sends a friend.",
            ),
            Model::Shop => (
                "Samples and packaging inserts",
                "A thank-you card with a discount for the next order in every parcel.",
            ),
            Model::Leads if facts.local => (
                "Coffee meetings and event tickets",
                "One local business event or two coffees with potential clients a month.",
            ),
            Model::Leads => (
                "Newsletter sponsorships and online events",
                "A sponsored mention in a newsletter your clients read, or a ticket to one online event where they meet.",
            ),
        };
        let amount = left.min(60) / 5 * 5;
        // Thank-yous are paid once referrals come: the referral offer starts in week 5.
        // A call-out's referrers are thanked once they have passed calls on (week 9).
        let from_month = match facts.model {
            Model::Bookings if facts.on_call => 3,
            Model::Bookings => 2,
            _ => 1,
        };
        lines.push(BudgetLine {
            item: item.to_owned(),
            monthly_usd: amount,
            platform: None,
            from_month,
            note: note.to_owned(),
        });
        left -= amount;
    }
    // What the extras do not take goes to the ads that run, so the budget is spent, not parked.
    if left >= 5
        && let Some(line) = lines.iter_mut().find(|l| l.platform.is_some())
    {
        let more = left / 5 * 5;
        line.monthly_usd += more;
        left -= more;
        let platform = line.platform.expect("an ad line");
        line.note = ad_note(facts, platform, line.monthly_usd, line.from_month);
    }
    if limit == 0 {
        notes.push("Everything in this plan works on free tools: free tiers of a design app, a scheduler and an e-mail platform cover your first months.".to_owned());
    } else if left > 0 {
        notes.push(format!("{} a month stays unspent on purpose: keep it until the numbers show where another dollar works hardest.", facts.currency.amount(left)));
    }
    if facts.lead.marketing_challenges.contains(&Challenge::BudgetTooSmall) && limit > 0 {
        notes.push(
            "Every paid line starts small and must earn its keep at day 30, or it stops."
                .to_owned(),
        );
    }
    (lines, notes.join(" "))
}

/// What an ad line's money does, a day at a time.
fn ad_note(facts: &Facts, platform: Platform, amount: u32, from: u8) -> String {
    let day = facts.currency.amount(amount / 30);
    match platform {
        Platform::GoogleAds => {
            format!(
                "About {day} a day on the keywords below, from month {from}, once the page is live."
            )
        }
        Platform::Instagram | Platform::Facebook => format!(
            "About {day} a day promoting the posts about your {} that already did best, from month {from}.",
            facts.offer()
        ),
        Platform::Linkedin => {
            format!("About {day} a day, aimed at the job titles who buy, from month {from}.")
        }
        Platform::Tiktok => {
            format!("About {day} a day boosting videos that already took off, from month {from}.")
        }
        Platform::Email => String::new(),
    }
}
