//! Done-for-you templates: a pitch, a welcome sequence, one template per chosen channel, and
//! the review and referral asks. They use the business's name and its trade's words; the
//! founder's own answers are never cut into pieces to fill a blank.

use std::fmt::Write as _;

use crate::leads::model::Platform;
use crate::plan::Plan;
use crate::plan::builtin::Model;
use crate::plan::pro::ProCopy;
use crate::plan::text::{capitalised, md};

pub use super::offer::Words;

pub fn write(
    out: &mut String,
    words: &Words,
    plan: Option<&Plan>,
    platforms: &[Platform],
    model: Option<Model>,
    pro: Option<&ProCopy>,
) {
    let Words { name, what, .. } = words;
    // Where the model wrote the business's own messages, the product's outlines give way to
    // them, all but the search ads' set-up.
    let written = pro.is_some_and(|p| !p.templates.is_empty());
    match written {
        true => md!(
            out,
            "Ready to send as they are: change a word where it is not quite you. Every template makes the same promise, so everything you send points the same way."
        ),
        false => md!(
            out,
            "Copy, change the words in brackets, and publish. Every template makes the same promise, so everything you post points the same way."
        ),
    }
    md!(out);
    md!(out, "### Your one-line pitch");
    md!(out);
    match plan {
        // The model's line, in the customers' language, where it wrote one.
        _ if pro.is_some_and(|p| !p.pitch.trim().is_empty()) => {
            md!(out, "> {}", md(pro.map(|p| p.pitch.trim()).unwrap_or_default()))
        }
        Some(plan) => md!(out, "> {}", md(&plan.positioning)),
        None => md!(
            out,
            "> {name} is {what} for [who you help]: [the problem you solve, in their words]."
        ),
    }
    md!(out);
    md!(
        out,
        "Say it the same way everywhere: your page's headline, every profile's bio, the first line of your e-mails."
    );
    md!(out);
    // Welcome e-mails for a plan that sends e-mail, or for the general edition.
    if !written && (plan.is_none() || words.newsletter.is_some()) {
        welcome(out, words);
    }
    // The search ads' set-up stays unless the model wrote the ad with its negative keywords.
    let ad_written = pro.and_then(|p| p.google.as_ref()).is_some_and(|g| !g.negatives.is_empty());
    for platform in
        platforms.iter().filter(|p| !written || (**p == Platform::GoogleAds && !ad_written))
    {
        channel(out, *platform, words, model);
    }
    // The model's messages for the business's moments, in its customers' language, where it
    // wrote them; else the product's own.
    match pro.filter(|p| !p.templates.is_empty()) {
        Some(pro) => {
            for template in &pro.templates {
                md!(out, "### {}", md(&template.title));
                md!(out);
                md!(out, "> {}", md(&template.text).replace('\n', "\n> "));
                md!(out);
            }
        }
        None => {
            if let (Some(plan), Some(model)) = (plan, model) {
                super::moments::write(out, words, model, super::copy::sends_email(plan));
            }
            asks(out, words);
        }
    }
}

fn welcome(out: &mut String, words: &Words) {
    let Words { name, customers, link, .. } = words;
    md!(out, "### Welcome e-mails (3)");
    md!(out);
    md!(
        out,
        "1. **Day 0, \"Welcome to {name}\":** thank them for joining, say in one sentence what {name} does and for whom, and deliver what you promised for signing up. End with one question: \"What made you sign up today?\" Replies tell you what to write next."
    );
    md!(
        out,
        "2. **Day 2, \"The mistake most people make\":** start from the problem your {customers} bring to you, name the mistake people make with it, say why it happens, and give one fix they can use today. No pitch."
    );
    md!(
        out,
        "3. **Day 5, \"How we can help\":** a short story of one of your {customers} (before, what changed, after), then one clear link to {link}, and a reason to do it this week."
    );
    md!(out);
}

fn asks(out: &mut String, words: &Words) {
    let Words { name, customers, .. } = words;
    md!(out, "### Asking for a review");
    md!(out);
    md!(
        out,
        "> Hi [first name], thank you for choosing {name}. Would you have one minute to say how it went? Here is the link: [review link]. It helps other {customers} find us more than anything else we do."
    );
    md!(out);
    md!(
        out,
        "Send it within two days of a purchase, when the experience is fresh; ask everyone, not only the happiest."
    );
    md!(out);
    md!(out, "### Asking for a referral");
    md!(out);
    md!(
        out,
        "> If you know someone who would like {name} as much as you did, I would be grateful for an introduction. As a thank-you, [your referral reward] for both of you."
    );
    md!(out);
}

fn channel(out: &mut String, platform: Platform, words: &Words, model: Option<Model>) {
    let Words { name, what, customers, link, newsletter } = words;
    md!(out, "### {}", platform.label());
    md!(out);
    match platform {
        Platform::Instagram => {
            md!(
                out,
                "- **Bio:** {name} — {what}. [What makes you different, in five words]. Link below to {link}."
            );
            md!(
                out,
                "- **Carousel, slide 1:** \"3 things to know before you choose\" + a photo of your work."
            );
            md!(
                out,
                "- **Slides 2–4:** one thing per slide, in the words your {customers} use when they ask you."
            );
            md!(out, "- **Slide 5:** \"Save this for later\" and your link in bio to {link}.");
            md!(
                out,
                "- **Story sequence:** a poll (\"Which one would you pick?\"), the answer the next day, then a link sticker."
            );
        }
        Platform::Facebook => {
            md!(
                out,
                "- **Page intro:** {name} is {what}. [Opening hours or how to reach you]. [Link to {link}]."
            );
            md!(
                out,
                "- **Group answer** (when someone asks for a recommendation): \"[Helpful answer to their question first]. Full disclosure, I run {name}, so I'm biased, but happy to help either way.\""
            );
            md!(
                out,
                "- **Post:** a photo of real work + \"What would you like to see from us next month? Two options: [A] or [B].\""
            );
        }
        Platform::Tiktok => {
            md!(
                out,
                "- **Hook (first 2 seconds, on screen and spoken):** \"If you are looking for {what}, watch this first.\""
            );
            md!(
                out,
                "- **Middle (15–30 s):** one useful thing, shown step by step, with text on screen."
            );
            md!(
                out,
                "- **End:** \"Follow for part 2\", and make part 2 the next question your {customers} ask."
            );
        }
        Platform::Linkedin => {
            md!(out, "- **Headline:** [Who you help] with [the result they get] | {name}");
            md!(
                out,
                "- **Post opening line:** \"Most of the {customers} I talk to ask me the same question: [the question].\""
            );
            md!(
                out,
                "- **Body:** what you have learned answering it, as three short numbered lessons."
            );
            md!(
                out,
                "- **Close:** \"This is what we do at {name}. Happy to share how, if it is useful.\""
            );
        }
        Platform::Email => {
            md!(
                out,
                "- **Newsletter outline:** one story from the week, one useful tip, one link to {link}. Under 200 words."
            );
            md!(
                out,
                "- **Sign-up line for your page and bio:** \"{} from {name}: [what subscribers get]. No spam.\"",
                capitalised(newsletter.as_deref().unwrap_or("one short e-mail a month"))
            );
            md!(
                out,
                "- **P.S. for every e-mail:** \"Reply with your biggest question. I read every answer.\""
            );
        }
        Platform::GoogleAds => {
            md!(
                out,
                "- **Ad groups:** one per buying keyword in your plan, so each ad can repeat the words the searcher typed."
            );
            md!(
                out,
                "- **Landing page:** the same words as the ad in its headline, one button to {link}, and nothing else to click above it."
            );
            match model {
                Some(Model::WalkIn | Model::Bookings) => md!(
                    out,
                    "- **Assets:** call, location and opening-hours assets, so people can act from the ad itself."
                ),
                _ => md!(
                    out,
                    "- **Assets:** four sitelinks (prices, examples of work, reviews, contact) and a callout for your strongest promise."
                ),
            }
            md!(
                out,
                "- **Negative keywords to add on day one:** free, jobs, salary, DIY, and the words for what you do not sell (check the search terms report weekly for more)."
            );
        }
    }
    md!(out);
}
