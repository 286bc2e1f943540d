//! The 90-day roadmap the Pro package gives when the buyer took no survey: three actions a week.

use std::fmt::Write as _;

pub const GENERAL_ROADMAP: [(&str, [&str; 3]); 13] = [
    (
        "Week 1",
        [
            "Write a one-sentence promise: who you help, with what, and the result they get.",
            "List the ten places your ideal customers already gather, online and offline.",
            "Set up a simple tracking sheet: visitors, sign-ups, conversations, sales.",
        ],
    ),
    (
        "Week 2",
        [
            "Rewrite your homepage headline and call to action around that promise.",
            "Pick two channels from your list; ignore the rest for 90 days.",
            "Publish your first two posts using the templates in this package.",
        ],
    ),
    (
        "Week 3",
        [
            "Interview three past or potential customers about the problem in their own words.",
            "Turn their words into five headlines and test them in posts.",
            "Start an e-mail list with one clear reason to join.",
        ],
    ),
    (
        "Week 4",
        [
            "Send the three-part welcome sequence from this package to every new subscriber.",
            "Review the tracking sheet: keep what brought conversations, drop what did not.",
            "Ask one happy customer for a testimonial.",
        ],
    ),
    (
        "Week 5",
        [
            "Publish one in-depth piece (guide, checklist or case study) that answers a real question.",
            "Share it on both channels and in one community where it helps.",
            "Reach out personally to ten people who fit your ideal customer.",
        ],
    ),
    (
        "Week 6",
        [
            "Run the competitor analysis in this package and note three gaps you can own.",
            "Adjust your offer page to answer the top objection you hear.",
            "Batch-create next week's content in one sitting.",
        ],
    ),
    (
        "Week 7",
        [
            "Launch one small, time-boxed offer or bonus to your list.",
            "Follow up with everyone who replied or clicked.",
            "Collect every question you are asked into a FAQ.",
        ],
    ),
    (
        "Week 8",
        [
            "Review 60 days of numbers: cost and time per customer by channel.",
            "Double the time on the better channel; halve the other.",
            "Publish a customer story with permission.",
        ],
    ),
    (
        "Week 9",
        [
            "Partner with one complementary business for a joint post or offer.",
            "Turn your FAQ into three short posts.",
            "Test a second headline on your offer page.",
        ],
    ),
    (
        "Week 10",
        [
            "Send a useful e-mail that teaches one thing and links to your offer.",
            "Reach out to ten more ideal customers.",
            "Ask every new customer where they first heard of you.",
        ],
    ),
    (
        "Week 11",
        [
            "Refresh the in-depth piece from week 5 with what you learned.",
            "Try one paid boost on your best-performing post, with a small cap.",
            "Write your referral ask and send it to happy customers.",
        ],
    ),
    (
        "Week 12",
        [
            "Review every channel against your tracking sheet.",
            "Write down what you will stop, start and continue.",
            "Plan the next 90 days around what worked.",
        ],
    ),
    (
        "Week 13",
        [
            "Thank your customers and subscribers with something useful.",
            "Document your weekly marketing routine so it survives busy weeks.",
            "Set next quarter's single most important number.",
        ],
    ),
];

/// The general roadmap under its heading, a heading for each month.
pub(super) fn write(out: &mut String) {
    md!(out, "## 90-day roadmap");
    md!(out);
    for (i, (week, tasks)) in GENERAL_ROADMAP.iter().enumerate() {
        match i {
            0 => {
                md!(out, "### Days 1–30: Foundation (weeks 1–4)");
                md!(out);
            }
            4 => {
                md!(out, "### Days 31–60: Momentum (weeks 5–8)");
                md!(out);
            }
            8 => {
                md!(out, "### Days 61–90: Scale (weeks 9–13)");
                md!(out);
            }
            _ => {}
        }
        md!(out, "**{week}**");
        md!(out);
        for task in tasks {
            md!(out, "- {task}");
        }
        md!(out);
    }
}
