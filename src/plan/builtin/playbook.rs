//! The roadmap's one-off steps: a playbook for the way the business sells, its stage and its
//! goal (set-ups first, then what brings customers), and the day-30, 60 and 90 reviews. Each step
//! says what it needs, sets up or uses, so the roadmap can place it in order.

use super::super::apps;
use super::super::model::{Asset, Outlet};
use super::super::text::{a, lowercase_first};
use super::facts::Facts;
use super::lexicon::Model;
use super::steps::{Ground, Step, step};
use crate::content::trades::Pillar;
use crate::leads::model::{BusinessType, CurrentMarketing, Platform, PrimaryGoal};

/// The one-off steps, in the order they should happen.
pub(super) fn playbook(facts: &Facts, ground: &Ground) -> Vec<Step> {
    let name = &facts.name;
    let noun = facts.noun();
    let channels = ground.channels;
    let chose = |p: Platform| ground.works(p);
    let pays = |p: Platform| ground.pays(p);
    let has = |a: Asset| ground.has(a);
    let adds = |o: Outlet| ground.adds(o);
    let has_social = facts.lead.current_marketing.contains(&CurrentMarketing::SocialMedia);
    let mut steps = Vec::new();

    // Week 1: the ground the rest stands on.
    steps.push(step(
        "offer",
        30,
        None,
        match facts.trade.and_then(|t| t.ideas.iter().find(|i| i.2 == Pillar::Offer && facts.fits(&i.0))) {
            // The trade's own offers show what one looks like ("Nail-trim-only visits between
            // full grooms").
            Some(idea) => format!(
                "Write down the one offer this quarter pushes (one like “{}”): what it is, its price, and the one sentence that tells {} why to choose {name}",
                idea.0.trim(),
                a(facts.customer())
            ),
            None => format!(
                "Write down the one offer this quarter pushes: what it is, its price, and the one sentence that tells {} why to choose {name}",
                a(facts.customer())
            ),
        },
    ));
    if facts.is_idea() {
        steps.push(step("interview-list", 30, None, "List 15 people who match your ideal customer and could spare 15 minutes: friends of friends, groups, past colleagues".to_owned()));
        steps.push(step("interviews-1", 75, None, "Hold the first 5 conversations: ask how they solve the problem today and what it costs them; do not pitch".to_owned()).needs(&["interview-list"]));
    }
    if !has(Asset::Website) {
        steps.push(
            step(
                "landing-page",
                90,
                Some(Outlet::Website),
                format!(
                    "Build a one-page site on a website builder: what {name} offers, who it is for, three photos, and one button to {}",
                    facts.action()
                ),
            )
            .needs(&["offer"])
            .sets_up(Asset::Website),
        );
    } else {
        steps.push(step("page-check", 45, Some(Outlet::Website), format!("Check your website on a phone as a stranger would: can someone see in five seconds what {name} sells, and {} in two taps? Fix whatever would send them elsewhere", facts.action())).needs(&["offer"]));
    }
    if adds(Outlet::GoogleBusinessProfile) {
        steps.push(
            step("google-profile", 45, Some(Outlet::GoogleBusinessProfile), format!("Claim {name}'s free Google Business Profile: {}, opening hours, 10 photos, and a link to {}", match facts.google_category() { Some(category) => format!("primary category \"{category}\""), None => match (facts.trade, &facts.product) { (None, Some(product)) => format!("the primary category that names what you do most (search Google's list for {product}, then for the broader trade)"), _ => "the primary category that names what you do most (search Google's list for your trade's word)".to_owned() } }, if has(Asset::Website) { "your website" } else { "your new page" }))
                .sets_up(Asset::GoogleBusinessProfile),
        );
    }
    // The apps the founder's customers already write or buy on ("they order on WhatsApp").
    let lead = facts.lead;
    let said = [&lead.business_offering, &lead.ideal_customer, &lead.problem_solved];
    let said = said.into_iter().chain(&lead.other_challenge).chain(&lead.success_vision);
    let said = said.map(|text| text.to_lowercase()).collect::<Vec<_>>().join(" ");
    for (app, id) in apps::named(&said).zip(apps::TASK_IDS) {
        steps.push(step(id, 30, None, app.task.to_owned()));
    }
    for channel in channels.iter().filter(|c| c.hours_per_week > 0.0) {
        match channel.platform {
            Platform::Instagram | Platform::Facebook | Platform::Tiktok | Platform::Linkedin
                if !has_social =>
            {
                let platform = channel.platform;
                let (id, what) = match platform {
                    Platform::Instagram => (
                        "instagram-profile",
                        "Set up Instagram as a business profile: a clear photo, a bio that says what you sell and where, and your link",
                    ),
                    Platform::Facebook => (
                        "facebook-page",
                        "Create the Facebook page: category, hours, the same photo and link, and join three groups where your customers ask for recommendations",
                    ),
                    Platform::Tiktok => (
                        "tiktok-profile",
                        "Set up a TikTok business account with the same photo, a one-line bio and your link",
                    ),
                    _ => (
                        "linkedin-profile",
                        "Rewrite your LinkedIn headline and About section around the problem you solve and who for, and add your link",
                    ),
                };
                steps.push(
                    step(id, 30, Some(Outlet::from_platform(platform)), what.to_owned())
                        .sets_up(Asset::SocialProfiles),
                );
            }
            Platform::Instagram | Platform::Facebook | Platform::Tiktok | Platform::Linkedin => {
                let platform = channel.platform;
                steps.push(step(
                    match platform {
                        Platform::Instagram => "instagram-tidy",
                        Platform::Facebook => "facebook-tidy",
                        Platform::Tiktok => "tiktok-tidy",
                        _ => "linkedin-tidy",
                    },
                    20,
                    Some(Outlet::from_platform(platform)),
                    format!("Tidy your {} profile: a bio that says {}, today's link, and your best work pinned at the top", platform.label(), match facts.trade { Some(_) => format!("you are {} {}", a(noun), facts.here()), None => format!("what {name} does and where") }),
                ));
            }
            Platform::Email if !has(Asset::EmailList) => {
                steps.push(
                    step("email-list", 60, Some(Outlet::Email), if facts.knows_customers() {
                        // Past customers are the list an established business already has.
                        "Open a free account on an e-mail platform, gather the addresses of past customers who agreed to hear from you (invoices, bookings, messages) into it, add a sign-up form to your page and profiles, and write a one-e-mail welcome"
                    } else {
                        "Open a free account on an e-mail platform, add a sign-up form to your page and profiles, and write a one-e-mail welcome"
                    }.to_owned())
                        .sets_up(Asset::EmailList),
                );
            }
            Platform::Email => {
                steps.push(step("email-welcome", 45, Some(Outlet::Email), "Write (or rewrite) the welcome e-mail every new subscriber gets: who you are, what to expect, one reason to buy now".to_owned()).uses(Asset::EmailList));
            }
            Platform::GoogleAds => {}
        }
    }
    if chose(Platform::GoogleAds) && pays(Platform::GoogleAds) {
        let area = if facts.local { ", limited to your area" } else { "" };
        let campaign = format!(
            "one search campaign, the buying keywords from this plan as phrase match{area}, and the daily budget from the table, paused until its month"
        );
        let setup = if has(Asset::AdsAccount) {
            // The account exists: the step adds the campaign to it.
            step(
                "google-ads-setup",
                60,
                Some(Outlet::GoogleAds),
                format!("In your Google Ads account, add {campaign}"),
            )
            .uses(Asset::AdsAccount)
        } else {
            step(
                "google-ads-setup",
                60,
                Some(Outlet::GoogleAds),
                format!("Set up Google Ads: {campaign}"),
            )
            .sets_up(Asset::AdsAccount)
        };
        steps.push(setup.needs(&["landing-page"]));
        if has(Asset::Website) {
            // The page exists already: the set-up step waits for nothing.
            if let Some(last) = steps.last_mut() {
                last.needs.clear();
            }
        }
    }
    let meta = [Platform::Instagram, Platform::Facebook].into_iter().find(|p| chose(*p));
    if let Some(platform) = meta.filter(|_| pays(Platform::Instagram) || pays(Platform::Facebook)) {
        steps.push(step("meta-ads-setup", 30, Some(Outlet::from_platform(platform)), format!(
                "Open Meta's ads manager from your business page and save an audience {}: the ages of your ideal customer, interested in {}",
                if facts.local || !facts.areas.is_empty() { facts.reach() } else { "in the countries you serve".to_owned() },
                facts.offer()
            )).from(3));
    }
    if chose(Platform::Linkedin) && pays(Platform::Linkedin) {
        steps.push(step("linkedin-ads-setup", 30, Some(Outlet::Linkedin), "Set up LinkedIn Campaign Manager and save an audience by job title, company size and country".to_owned()).from(3));
    }
    if chose(Platform::Tiktok) && pays(Platform::Tiktok) {
        steps.push(step("tiktok-ads-setup", 30, Some(Outlet::Tiktok), "Open TikTok Ads Manager and connect your account, so a video that takes off can be boosted in minutes".to_owned()).from(3));
    }
    // Reviews come from past customers: a business not selling yet has none to ask.
    if !facts.is_idea()
        && (has(Asset::GoogleBusinessProfile)
            || adds(Outlet::GoogleBusinessProfile)
            || facts.model != Model::Leads)
    {
        let ask = match convincing_reviews(facts) {
            // What the next buyers look for in a review is what to ask the happy ones to say.
            Some(reviews) => format!(
                "Write the message that asks a happy {} for a review (with the link), and send it to the last five {} {name} served: {} are what convinces the next ones, so ask for the details such a review needs",
                facts.customer(),
                facts.customers(),
                lowercase_first(reviews.trim_end_matches('.'))
            ),
            None => format!(
                "Write the message that asks a happy {} for a review (with the link), and send it to the last five {} {name} served",
                facts.customer(),
                facts.customers()
            ),
        };
        steps.push(step("review-ask", 20, None, ask).from(2).needs(&["offer"]));
    }
    if facts.is_idea() {
        steps.push(step("interviews-2", 75, None, "Hold five more conversations; this time, show the offer and its price and ask who would pay today".to_owned()).needs(&["interviews-1"]).from(3));
        let presale = if facts.on_call {
            "Tell everyone you spoke to that you take call-outs from this week: the number, the hours you answer it, and what a call-out costs".to_owned()
        } else if facts.organisations {
            "Offer a paid pilot to every organisation that said yes: a fixed price, a start date, and the one result you will measure together, on one page they can sign".to_owned()
        } else {
            format!(
                "Offer a first batch or pilot to everyone who said yes: a founding price for the first 10, paid in advance through the page, where they {}",
                facts.action()
            )
        };
        steps.push(step("presale", 45, None, presale).needs(&["interviews-2"]).from(5));
    }
    if facts.on_call {
        super::motion::on_call(facts, &mut steps);
    }
    if facts.organisations {
        super::motion::for_organisations(facts, &mut steps);
    }
    // The way the business sells.
    match facts.model {
        Model::WalkIn => {
            steps.push(step("counter-signup", 30, Some(Outlet::InPerson), "Put a sign-up card with a QR code by the till: a small treat on the next visit for joining".to_owned()).from(2));
            steps.push(step("neighbours", 45, Some(Outlet::InPerson), format!("Visit three businesses {} (offices, gyms, shops) with samples and a card: offer {name} for their team or their customers", if facts.areas.is_empty() { "nearby".to_owned() } else { format!("in {}", super::specifics::listed(&facts.areas)) })).from(4));
            steps.push(step("local-event", 60, Some(Outlet::InPerson), "Run one small event in the shop or at a local market: a tasting, a class or a launch, announced two weeks ahead".to_owned()).from(7));
        }
        Model::Bookings => {
            if facts.one_off() {
                steps.push(step("booking-link", 30, None, "Make enquiring take under a minute: a short form (what they need, when and where) on every profile and the page".to_owned()).from(1));
                steps.push(step("enquiry-reply", 30, None, "Answer every enquiry within a day with your prices, when you are free and one example of work like theirs; follow up once after three days".to_owned()).from(3));
            } else if !facts.on_call {
                steps.push(step("booking-link", 30, None, "Make booking take under a minute: an online booking link with your next free slots, on every profile and the page".to_owned()).from(1));
                // A business not open yet has no client leaving to offer a date to.
                if !facts.is_idea() {
                    // A trade not recognised may go to its clients: the job ends, not the visit.
                    let when = if facts.trade.is_some() {
                        "Before each client leaves"
                    } else {
                        "At the end of every job or visit"
                    };
                    steps.push(step("rebook", 30, None, format!("{when}, offer the next date; send a reminder two days before every appointment")).from(3));
                }
            }
            // A call-out business's referrers are the people who hear first (`motion.rs`).
            if !facts.on_call {
                steps.push(step("referral", 30, None, format!("Start a referral offer: a thank-you for every {} who sends a friend, and tell every {} about it", facts.customer(), facts.customer())).from(5));
            }
        }
        Model::Shop => {
            // A shop not selling yet has no product pages to rewrite and no parcels to send.
            if !facts.is_idea() {
                steps.push(step("product-pages", 60, Some(Outlet::Website), "Rewrite your three best product pages: five photos each, size and care, shipping cost and time above the button".to_owned()).from(2));
            }
            steps.push(step("first-order-offer", 30, Some(Outlet::Website), "Offer something for joining the e-mail list (free shipping on a first order works best) and show it on the shop".to_owned()).from(3));
            if !facts.is_idea() {
                steps.push(step("parcel-card", 30, None, "Put a thank-you card in every parcel with a code for the next order and a request for a review".to_owned()).from(4));
            }
        }
        Model::Leads => {
            steps.push(step("case-study", 60, None, "Write one case study: the client's problem, what you did, the result in numbers (a pilot or a past job counts)".to_owned()).from(2));
            steps.push(step("prospect-list", 45, None, format!("List {} who match your ideal client and how you could reach each one (a mutual contact, a comment, an e-mail){}", if facts.organisations { "40 organisations, with the name of the person who decides," } else { "30 people or companies" }, if facts.lead.platforms.contains(&Platform::Linkedin) { " on LinkedIn or by e-mail" } else { "" })).from(3));
            // A coach's, a tutor's or a genealogist's clients are people: their situation, not
            // their business.
            let people = match facts.trade {
                Some(_) => facts.lead.business_type == BusinessType::Coaching,
                None => !facts.organisations && facts.lead.business_type != BusinessType::Freelance,
            };
            let theirs = if people { "their situation" } else { "their business" };
            steps.push(step("outreach-1", 60, None, format!("Write to the first 10 on the list with one useful observation about {theirs} and an offer of a 20-minute call")).needs(&["prospect-list"]).from(4));
            steps.push(
                step(
                    "outreach-2",
                    60,
                    None,
                    "Follow up with those 10 and write to the next 10".to_owned(),
                )
                .needs(&["outreach-1"])
                .from(6),
            );
        }
    }
    steps.extend(super::later::later(facts));
    // A chosen platform without weekly time yet is started once the main channel runs.
    let main = channels.iter().find(|c| c.hours_per_week > 0.0).map(|c| c.platform);
    for channel in channels.iter().filter(|c| c.hours_per_week == 0.0) {
        let from = main.map_or("your best posts", |p| match p {
            Platform::Instagram => "your best Instagram posts",
            Platform::Facebook => "your best Facebook posts",
            Platform::Tiktok => "your best TikTok videos",
            Platform::Linkedin => "your best LinkedIn posts",
            Platform::Email => "your best e-mails",
            Platform::GoogleAds => "your best-performing ad texts",
        });
        let (id, text) = match channel.platform {
            Platform::Instagram => (
                "start-instagram",
                format!(
                    "Start Instagram: set up the profile if it is new, post three of {from} there this week, and keep to one post a week after it"
                ),
            ),
            Platform::Facebook => (
                "start-facebook",
                format!(
                    "Start Facebook: share three of {from} on your page and join two local or interest groups where your {} ask for recommendations",
                    facts.customers()
                ),
            ),
            Platform::Tiktok => (
                "start-tiktok",
                format!(
                    "Start TikTok: turn three of {from} into videos under 45 seconds, post them this week, and keep one a week if they bring views"
                ),
            ),
            Platform::Linkedin => (
                "start-linkedin",
                format!(
                    "Start LinkedIn: rewrite your headline around who you help, post one lesson from {from}, and comment on five posts by {}",
                    facts.customers()
                ),
            ),
            Platform::Email if has(Asset::EmailList) => (
                "start-email",
                format!(
                    "Start e-mailing your list again: one e-mail built from {from}, with one clear offer, then one a month"
                ),
            ),
            Platform::Email => (
                "start-email",
                format!(
                    "Start the e-mail list: open a free account, add the sign-up form to your page, and send the first e-mail built from {from}"
                ),
            ),
            // Google Ads without money is said so in the channel plan; nothing starts it.
            Platform::GoogleAds => continue,
        };
        steps.push(
            step(id, 45, Some(Outlet::from_platform(channel.platform)), text)
                .from(super::channels::START_PAUSED),
        );
    }
    // The goal.
    match facts.goal {
        PrimaryGoal::GetFirstCustomers => {
            let news = if facts.is_idea() {
                format!(
                    "what {name} will be and when it opens, and ask who wants to be among the first"
                )
            } else {
                format!(
                    "that {name} is open and what you would love to do for them or someone they know"
                )
            };
            steps.push(
                step(
                    "personal-asks",
                    45,
                    None,
                    format!("Tell 20 people you know, one by one, {news}"),
                )
                .from(2),
            );
        }
        PrimaryGoal::GrowAudience => {
            steps.push(step("collab", 45, None, "Pitch a collaboration to two accounts or businesses your customers also follow: a joint post, a giveaway or a guest e-mail".to_string()).from(5));
        }
        PrimaryGoal::IncreaseSales => {
            steps.push(step("bundle", 45, None, format!("Create one bundle or upgrade that adds to what people already buy from {name}, and offer it to recent customers first")).from(4));
        }
        PrimaryGoal::BrandAwareness => {
            steps.push(step("local-press", 45, None, format!("Pitch a short story about {name} to one local paper, blog, podcast or newsletter your customers read")).from(5));
        }
    }
    super::motion::small_orders(facts, &mut steps);
    steps
}

/// What the trade's buyers read in a review before they choose ("reviews from couples married
/// at the same venue"), when its catalogue entry says.
fn convincing_reviews<'a>(facts: &Facts<'a>) -> Option<&'a str> {
    facts.trade?.buyers.convinces.iter().map(|line| line.trim()).find(|line| {
        let lower = line.to_lowercase();
        lower.starts_with("review") || lower.contains(" reviews ")
    })
}

#[cfg(test)]
mod tests;
