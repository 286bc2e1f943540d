//! The Pro package's copy, asked of the AI provider once its plan is accepted: every content
//! idea written out as a post and scheduled on its channel's rhythm, the ads the plan pays for,
//! the messages and texts the business needs, and its competitor research, in the language the
//! business's customers read. Held to each platform's limits and to the plan
//! (`plan::pro::check`, `plan::schedule::check`), with one correction; when it cannot be had,
//! the package uses its own templates.

use serde_json::{Value, json};

use super::generator::GenerateError;
use super::request::schema_of;
use super::talk::Talk;
use crate::leads::model::NewLead;
use crate::plan::Plan;
use crate::plan::pro::{self, Asked, ProCopy};

const SYSTEM: &str = "You are the copywriter of a marketing agency. You write ready-to-publish \
copy for one small business from its approved 90-day marketing plan, as one JSON object that \
matches the given JSON schema, and nothing else. Write in the language the business's customers \
read, in the founder's tone, naming what it sells, its place and its offers as the plan does. \
Everything is written out: no blanks, brackets or placeholders to fill in; where a detail is not \
known, write around it. Promise nothing the plan and the answers do not (no prices, discounts, \
delivery or guarantees they do not state).";

/// The posts asked for: every content idea of the plan, on its own channel, in order.
pub fn asked(plan: &Plan) -> Vec<Asked> {
    plan.content_ideas
        .iter()
        .map(|idea| Asked { channel: idea.platform, idea: idea.title.clone() })
        .collect()
}

fn request(lead: &NewLead, plan: &Plan, today: jiff::civil::Date) -> String {
    let mut answers = serde_json::to_value(lead).unwrap_or_default();
    if let Some(fields) = answers.as_object_mut() {
        fields.remove("email");
    }
    let brief = json!({
        "trade": plan.trade,
        "roadmap": plan.roadmap,
        "positioning": plan.positioning,
        "audience": plan.audience,
        "channels": plan.channels,
        "budget": plan.budget,
        "keywords": plan.keywords,
    });
    let posts: Vec<String> = asked(plan)
        .iter()
        .enumerate()
        .map(|(i, a)| format!("{}. {}: {}", i + 1, a.channel.name(), a.idea))
        .collect();
    let paid = pro::paid(plan);
    let google = if paid.contains(&crate::leads::model::Platform::GoogleAds) {
        format!(
            "google: one responsive search ad, 15 headlines of at most {} characters and 4 descriptions of at most {}, built on the plan's keywords, and 5 to 25 negatives: negative keywords in the searchers' language (what it does not sell, jobs, free, do-it-yourself).",
            pro::GOOGLE_HEADLINE,
            pro::GOOGLE_DESCRIPTION
        )
    } else {
        "google: leave it out (the plan pays for no Google Ads).".to_owned()
    };
    let meta = if paid.iter().any(|p| {
        matches!(
            p,
            crate::leads::model::Platform::Instagram | crate::leads::model::Platform::Facebook
        )
    }) {
        format!(
            "meta: 5 primary texts of at most {} characters and 5 headlines of at most {} (Meta tries them against each other), for the Instagram and Facebook ads the plan pays for, each naming what is sold.",
            pro::META_PRIMARY,
            pro::META_HEADLINE
        )
    } else {
        "meta: leave it out (the plan pays for no Instagram or Facebook ads).".to_owned()
    };
    let email = if pro::sends_email(plan) {
        format!(
            "emailSubjects: 5 subject lines of at most {} characters for the plan's e-mails.",
            pro::EMAIL_SUBJECT
        )
    } else {
        "emailSubjects: an empty list (the plan sends no e-mail).".to_owned()
    };
    format!(
        "Survey answers (JSON):\n{}\n\nThe approved plan (JSON):\n{brief}\n\nThe season: {}\n\nThe channels' rhythms, as the plan sets them (posts for the website, the Google Business Profile or in person go out in the week the roadmap does that task):\n{}\n\nWrite:\n\
         - posts: one for each content idea below, in this order, with its channel and its idea exactly as listed: a hook (the first line, or the first two seconds of a video), the caption or script that follows it (40 to 150 words, ready to paste after the hook; in a language written without spaces between words, such as Thai, Chinese or Japanese, write it as it is normally written, with no spaces added to count words: about 100 to 400 characters), 3 to 6 hashtags people there use, without the #, only on Instagram, Facebook, TikTok and LinkedIn (none anywhere else: not on e-mail, the website, ads, the Google Business Profile or anything printed), again: a new first line for posting it a second time weeks later, on social channels (naming no weekday or date: it may go out on another day) (empty elsewhere, and empty for a post tied to a date, a deadline or an offer that ends, which must not go out again), againCaption: for a post with again, the body of that second outing, 40 to 100 words, a post of its own on the same idea (a detail the first left out, the next step, how to use it) so it does not read as the same post or a stub, and claiming no reaction, question or result the founder has not told you of (no \"you asked\", \"your messages filled up\") (empty where again is empty), and when it goes out: week (the roadmap week, 1 to 13) and day. Put each post after the roadmap has set up and made what it shows (an e-mail once the list exists, a client's story once there are clients, an offer once it is launched), before any date it is tied to (a holiday, a deadline), and keep each channel's rhythm below; a caption may then name its day. A post its channel's rhythm has no room for in the 13 weeks gets week and day null: it waits for the next quarter, or fills a week another channel leaves short, so it names no weekday. No post on a public holiday unless it is about that day, nor on a day the plan says the business is closed or quiet. Vary the wording: no sentence repeated from post to post, and a price, an address or a delivery term in at most one post in three.\n\
         - templates: 4 to 12 pieces, each a title and its text, in the customers' language and ready to use as they are: the messages for the moments this business lives on (for example the reply to a price request, the review request after a job, the booking confirmation, the follow-up of a quote), and every text the roadmap's tasks need written that no post above is (read each task: a flyer, a sign, a checklist or a one-pager it promises, each welcome e-mail of a sequence, a script, an outline, a profile's description, an automatic greeting, an outreach message).\n\
         - pitch: the business in one line of at most 160 characters, what it is and for whom, in the customers' language, for its bio and its page.\n\
         - searches: 4 to 8 searches a customer of this business types on Google or Maps to find one like it, as people there type them, in their language (with the town where it sells locally), for the owner's competitor research.\n\
         - rivals: 1 to 6: first every competitor the founder names in the answers (named: true, its name exactly as written there), then the kinds of rival customers weigh this business against (named: false), each with why: what to look at there and why it matters for this business.\n\
         - {google}\n- {meta}\n- {email}\n- language: the language you wrote in.\n\nContent ideas:\n{}",
        serde_json::to_string_pretty(&answers).unwrap_or_default(),
        crate::plan::holidays::season(crate::plan::holidays::country_of(lead), today),
        crate::plan::schedule::describe(plan),
        posts.join("\n"),
    )
}

/// The founder's own words, where the competitors they name are.
fn answers(lead: &NewLead) -> String {
    [
        lead.business_name.as_str(),
        &lead.business_offering,
        &lead.ideal_customer,
        &lead.problem_solved,
        lead.other_challenge.as_deref().unwrap_or_default(),
        lead.success_vision.as_deref().unwrap_or_default(),
        lead.website.as_deref().unwrap_or_default(),
    ]
    .join("\n")
}

/// The copy for `plan`, asked once and corrected once.
pub fn write(talk: &mut Talk<'_>, lead: &NewLead, plan: &Plan) -> Result<ProCopy, GenerateError> {
    let asked = asked(plan);
    let mut messages: Vec<Value> = vec![
        json!({ "role": "system", "content": SYSTEM }),
        json!({ "role": "user", "content": request(lead, plan, jiff::Zoned::now().date()) }),
    ];
    for attempt in 0..2 {
        let content = talk.answer(&messages, "pro_copy", schema_of::<ProCopy>())?;
        let text = content.trim();
        let json = match (text.find('{'), text.rfind('}')) {
            (Some(start), Some(end)) if start < end => &text[start..=end],
            _ => "",
        };
        let problem = match serde_json::from_str::<ProCopy>(json) {
            Ok(copy) => {
                let mut problems = pro::check(plan, &answers(lead), &asked, &copy);
                problems.extend(crate::plan::schedule::check(plan, &copy));
                if problems.is_empty() {
                    return Ok(copy);
                }
                if attempt == 1 {
                    return Err(GenerateError::BreaksRules(problems.join(" ")));
                }
                format!(
                    "The copy breaks these rules; send it all again, corrected, as one JSON object:\n{}",
                    problems.iter().map(|p| format!("- {p}")).collect::<Vec<_>>().join("\n")
                )
            }
            Err(err) if attempt == 1 => return Err(GenerateError::Unusable(err.to_string())),
            Err(err) => format!(
                "That was not the copy as one JSON object matching the schema ({err}). Send only the JSON object."
            ),
        };
        messages.push(json!({ "role": "assistant", "content": content }));
        messages.push(json!({ "role": "user", "content": problem }));
    }
    unreachable!("the second attempt always returns")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_request_asks_for_captions_written_as_their_language_is_written() {
        let lead = crate::plan::tests::Sampler(3).lead();
        let plan = crate::plan::builtin::write(&lead);
        let text = request(&lead, &plan, jiff::civil::date(2026, 11, 27));
        // A word count read as spaces made a Thai caption arrive with a space every few words.
        assert!(text.contains("40 to 150 words"), "{text}");
        assert!(text.contains("with no spaces added to count words"), "{text}");
        // A post that goes out again gets a body of its own, so it does not read as padding.
        assert!(text.contains("againCaption: for a post with again"), "{text}");
        // The texts the roadmap's own tasks promise are written too, and no post falls on a
        // day the plan rests.
        assert!(text.contains("every text the roadmap's tasks need written"), "{text}");
        assert!(text.contains("nor on a day the plan says the business is closed or quiet"));
    }
}
