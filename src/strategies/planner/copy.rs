//! The planner's copy: every channel-specific sentence lives in a `ChannelCopy`, so text that
//! is not in one of them never names a channel.
//!
//! Templates use `{slot}` markers filled by `Ctx::fill`: name, core, core2, head, base, aud,
//! prob, near, cust, cust1, conv, cta, fans, link, site, kw, kw1..kw5, day, hours, top, batch,
//! goal, diff, gbp, location_asset, and Core (core with a capital).

/// Copy that depends on the business type.
pub(super) struct TypeCopy {
    /// "a food business".
    pub biz: &'static str,
    pub cust: &'static str,
    pub cust1: &'static str,
    /// What a purchase is called ("order", "booking").
    pub conv: &'static str,
    pub cta: &'static str,
    pub fallback_core: &'static str,
    pub fallback_core2: &'static str,
    pub differentiator: &'static str,
    pub how_they_buy: &'static str,
    pub trust: &'static str,
    pub production: &'static str,
    pub topics: [&'static str; 8],
    pub keyword_fallback: [&'static str; 5],
}

pub(super) const TYPES: [TypeCopy; 6] = [
    // food-beverage
    TypeCopy {
        biz: "a food business",
        cust: "customers",
        cust1: "customer",
        conv: "order",
        cta: "order for pickup or delivery",
        fallback_core: "homemade food",
        fallback_core2: "a seasonal special",
        differentiator: "the care of a small, owner-run kitchen that big chains cannot copy",
        how_they_buy: "Food is an impulse and habit purchase: people decide quickly, often the same day, from photos, reviews and convenience, then come back when the experience is reliably good.",
        trust: "Show the food up close and the hands that make it; freshness and consistency are the proof.",
        production: "Samples, tasting cups, packaging details and printed cards with a QR code",
        topics: [
            "The full making of your signature {core}, step by step from raw ingredients to the counter",
            "A taste test: hand a first-timer your {core} and capture their honest first reaction",
            "A pairing guide: what to serve with your {core} for a relaxed weekend table",
            "Ingredient spotlight: where one key ingredient in your {core} comes from and why you chose it",
            "How to store and reheat {core} so it tastes fresh for days",
            "A ‘menu drop’ announcement for a limited special featuring {core2}",
            "Opening-time tour: the first batch of the day and what a normal morning looks like",
            "A neighborly collaboration: pair your {core} with another small business {near}",
        ],
        keyword_fallback: [
            "fresh local food",
            "homemade food delivery",
            "best local food",
            "artisan food shop",
            "food gifts",
        ],
    },
    // beauty-wellness
    TypeCopy {
        biz: "a beauty and wellness business",
        cust: "clients",
        cust1: "client",
        conv: "booking",
        cta: "book an appointment",
        fallback_core: "beauty treatments",
        fallback_core2: "a seasonal treatment",
        differentiator: "personal attention from the person who actually does the work",
        how_they_buy: "Clients book on trust: they look at real results, read reviews, check prices and availability, and stay loyal to someone who makes them feel at ease.",
        trust: "Real before-and-after results, clean and calm surroundings, and clear prices remove the fear of booking someone new.",
        production: "Product samples for content, a simple photo backdrop and ring light, printed aftercare cards",
        topics: [
            "A real before-and-after, with the time it took and the aftercare that keeps the result",
            "Your 5-minute at-home routine that makes {core} results last longer",
            "What actually happens at a first appointment, step by step, so nobody feels nervous",
            "Technique or ingredient explainer: why you use it for {core}",
            "Myth versus fact: the {core} question people are most afraid to ask",
            "A calm, step-by-step walk-through of a {core} session from the {cust1}'s point of view",
            "Seasonal care: how to adjust a routine for the months ahead",
            "Meet the space: the small details that make {cust} comfortable from the moment they arrive",
        ],
        keyword_fallback: [
            "beauty treatments near me",
            "wellness appointment",
            "best beauty salon",
            "relaxing treatment",
            "self care treatment",
        ],
    },
    // coaching
    TypeCopy {
        biz: "a coaching practice",
        cust: "clients",
        cust1: "client",
        conv: "session",
        cta: "book a free intro call",
        fallback_core: "coaching",
        fallback_core2: "a group program",
        differentiator: "direct access to you and a method that fits the person, not a course library",
        how_they_buy: "Coaching is a considered purchase: people follow someone for weeks, test their advice for free, and book when the pain is sharp and the trust is there.",
        trust: "Teach generously in public; a free, useful framework is the best proof that paid sessions are worth it.",
        production: "A worksheet or workbook design, a simple microphone for clear audio, slide templates",
        topics: [
            "A mini-lesson: one framework from your {core} work you can teach in 60 seconds",
            "A composite transformation story: the typical starting point, the turning point and the result",
            "The question you ask in every first session, and why it matters",
            "Three signs someone is ready for {core} — and one sign they are not",
            "A free exercise on “{prob}” that people can try today",
            "Your honest take on a popular piece of advice in your field that you disagree with",
            "What a week inside your {core} program actually looks like",
            "A Q&A on {core}: collect questions in advance and answer the best five",
        ],
        keyword_fallback: ["online coach", "life coaching", "coaching program", "personal coach", "coaching session"],
    },
    // freelance
    TypeCopy {
        biz: "a freelance business",
        cust: "clients",
        cust1: "client",
        conv: "project",
        cta: "request a quote",
        fallback_core: "freelance services",
        fallback_core2: "a small starter project",
        differentiator: "senior-level work with one point of contact and no agency overhead",
        how_they_buy: "Clients hire on proof and referrals: they look at past work, check that you understand their problem, and want a clear price and process before they commit.",
        trust: "Case studies with real numbers and a transparent process make you the safe choice.",
        production: "Portfolio mock-ups, case-study design templates, a stock image or icon pack",
        topics: [
            "A case study: the brief, your process and the result of one {core} project",
            "Your process in five steps, from first call to final delivery",
            "A teardown: what you would change in a typical {core} example and why",
            "How you price {core} work, and what pushes the cost up or down",
            "The brief template you wish every {cust1} sent you — shared for free",
            "A time-lapse or screen recording of a {core} piece coming together",
            "Red flags and green flags when hiring for {core}",
            "One quick win a small business can make today to improve their {core}",
        ],
        keyword_fallback: [
            "hire a freelancer",
            "freelance services",
            "freelancer for small business",
            "freelance specialist",
            "project based help",
        ],
    },
    // online-store
    TypeCopy {
        biz: "an online store",
        cust: "customers",
        cust1: "customer",
        conv: "order",
        cta: "shop the collection",
        fallback_core: "products",
        fallback_core2: "your newest product",
        differentiator: "products chosen, checked and packed by the founder",
        how_they_buy: "Online shoppers compare quickly: photos, price, delivery time, reviews and a return policy decide the sale, and many need two or three visits before they buy.",
        trust: "Clear photos, honest reviews, delivery times and an easy returns promise turn browsers into buyers.",
        production: "Product photography props, packaging inserts with a discount code, a few product samples for creators",
        topics: [
            "A close-up of your {core}: the details people only notice in person",
            "Packing an order of {core}, from shelf to shipping box",
            "A gift guide featuring your {core}: three kinds of people to buy for, at three price points",
            "Three ways to use or style your {core}",
            "The story behind one product in your {core} range, from first sketch to finished piece",
            "A restock or new-drop announcement for {core2}, with a clear date",
            "Shipping, returns and care made simple, so buyers feel safe ordering",
            "An unboxing of your {core} from the buyer's point of view",
        ],
        keyword_fallback: [
            "buy online",
            "online gift shop",
            "unique gifts",
            "independent online store",
            "small shop gifts",
        ],
    },
    // other
    TypeCopy {
        biz: "a small business",
        cust: "customers",
        cust1: "customer",
        conv: "purchase",
        cta: "get in touch",
        fallback_core: "services",
        fallback_core2: "your most popular offer",
        differentiator: "the personal attention of a founder-run business",
        how_they_buy: "People compare a few options, look for proof that you understand their situation, and choose the provider who makes the next step easiest.",
        trust: "Plain explanations, visible reviews and a clear next step make the decision easy.",
        production: "Simple design templates, printed leave-behind cards, a few stock images",
        topics: [
            "A plain-words explainer of your {core}: what people get, who it suits and what it costs",
            "Your process in four steps, so {cust} know exactly what to expect",
            "A real example of {core} done well, and what made the difference",
            "The most common question you get about {core}, answered properly",
            "A ‘what's included’ breakdown of {core2}",
            "One surprising fact about {core} most people do not know",
            "A walk-through of your workspace and the tools you use for {core}",
            "How to choose the right {core} provider, with the questions to ask any of them",
        ],
        keyword_fallback: [
            "local services",
            "trusted provider",
            "affordable services",
            "service near me",
            "professional services",
        ],
    },
];

/// Topics that suit any business, phrased to fit any content format.
pub(super) const UNIVERSAL_TOPICS: [&str; 18] = [
    "The 3 questions {aud} ask most about {core}, answered in under a minute each",
    "A myth about {core} you hear all the time, and what is actually true",
    "A behind-the-scenes look at your {core}, from the first step to the finished result",
    "Before and after: what changes once this is solved — “{prob}”",
    "Your origin story: why you started {name}, told in three short beats",
    "Five mistakes people make when choosing {core}, and how to avoid each one",
    "A day in your life running {name}, unglamorous parts included",
    "Your one-sentence promise to {aud}, followed by three proofs",
    "A quick tip about {core} anyone can use today, even if they never buy",
    "An honest side-by-side: your {core} versus the usual alternative",
    "The three things you never compromise on with your {core}, and why",
    "Answer the price objection head-on: what people really pay for when they choose {core} from {name}, and who it is right for",
    "A save-worthy checklist: how to spot quality {core} before you buy",
    "Your packages or price list in plain words, with who each option fits",
    "A ‘this or that’ question: two {core} options side by side, then share which one won",
    "The moment you realized this needed fixing: “{prob}”",
    "Meet the maker: an introduction to the person behind {name}, with a photo or clip of you at work",
    "A seasonal angle: what {aud} need from {core} at this time of year",
];

/// Topics for a business that already has customers.
pub(super) const TRADING_TOPICS: [&str; 6] = [
    "A {cust1} story: where they started, what they struggled with, what changed after your {core}",
    "Your most frequent compliment or review, shared with permission, and the story behind it",
    "Walk through a real recent {conv}, from first message to delivery",
    "A numbers post: how many {cust} you have served and what they choose most",
    "A thank-you to a loyal {cust1}, named with their permission",
    "A referral ask: what to tell a friend who needs {core}",
];

/// Topics for a business that is still an idea.
pub(super) const IDEA_TOPICS: [&str; 6] = [
    "The problem you are setting out to solve — “{prob}” — and a question: who else feels it?",
    "A poll: which version of your {core} should come first?",
    "A build-in-public update: what you tested this week and what you learned",
    "An invitation to 5 early testers: what they get and what you ask in return",
    "Your first prototype or sample of {core}, flaws and all",
    "A launch countdown: what is ready, what is left, and how to be first in line",
];

/// Google Ads ideas are ad angles for one keyword each (`{kw}` is that keyword here).
pub(super) const AD_ANGLES: [(&str, &str); 9] = [
    ("search ad", "“{kw}”: headline 1 repeats the keyword, and the description ends with “{cta}”"),
    ("search ad", "“{kw}”: a problem-first headline built from what you solve"),
    ("search ad", "“{kw}”: a price or package headline, with a sitelink to your prices"),
    ("search ad", "“{kw}”: a trust headline (reviews, guarantee, years of experience)"),
    ("search ad", "“{kw}”: a timely headline tied to this week or this season"),
    ("landing-page test", "“{kw}”: a page headline that repeats the search words exactly"),
    ("search ad", "“{kw}”: headline 2 speaks directly to {aud}"),
    ("negative keywords", "“{kw}”: exclude free, jobs, DIY and other searches that never buy"),
    ("ad assets", "“{kw}”: four callouts and four sitelinks that answer the next question"),
];

pub(super) struct PaidCopy {
    pub label: &'static str,
    pub note: &'static str,
    pub weight: u32,
    /// Replace roadmap tasks 5 and 9 when the channel has ad spend.
    pub tasks: [&'static str; 2],
}

pub(super) struct KpiCopy {
    pub name: &'static str,
    /// Day-30/60/90 base targets, scaled by time and budget; `None` = the fixed texts.
    pub base: Option<[u32; 3]>,
    pub fixed: [&'static str; 3],
    pub suffix: &'static str,
}

pub(super) struct ChannelCopy {
    pub name: &'static str,
    pub role: &'static str,
    /// Minutes a do-it-yourself founder needs for one action, replies included.
    pub unit_minutes: u32,
    pub max_per_week: u32,
    pub weight: u32,
    pub action: (&'static str, &'static str),
    pub maintenance: &'static str,
    pub support: [&'static str; 3],
    pub formats: &'static [&'static str],
    pub keyword_use: &'static str,
    pub setup: &'static str,
    pub tasks: [&'static str; 12],
    pub paid: Option<PaidCopy>,
    pub kpi: KpiCopy,
}

pub(super) const CHANNELS: [ChannelCopy; 7] = [
    ChannelCopy {
        name: "Instagram",
        role: "Your shop window: visual proof of your work, and the profile people check before they buy.",
        unit_minutes: 45,
        max_per_week: 7,
        weight: 3,
        action: ("feed post (Reel or carousel)", "feed posts (Reels and carousels, about 2:1)"),
        maintenance: "keep the bio and highlights current, reply to comments and DMs, share one Story a week",
        support: [
            "Film on your phone in one weekly batch; design carousels from a free template; schedule with Instagram's own planner.",
            "You film raw clips and write captions; a freelancer edits the Reels and designs the carousels.",
            "A helper plans, edits and schedules; you approve on Monday, appear on camera, and answer DMs yourself.",
        ],
        formats: &[
            "Reel",
            "carousel (6–8 slides)",
            "Story series with a poll sticker",
            "photo post",
            "Reel with voice-over",
            "Story Q&A",
            "collab post",
            "carousel checklist",
        ],
        keyword_use: "Instagram: put the top keyword in your profile name field and bio, and in the first line of Reel captions.",
        setup: "Instagram: switch to a professional account, write a bio that names who you serve and what you offer, add {link}, and create three highlight covers",
        tasks: [
            "Instagram: publish your first three pieces (a Reel, a carousel, a photo) and a ‘meet {name}’ Story",
            "Instagram: spend 10 minutes a day leaving thoughtful comments on accounts your ideal {cust} follow",
            "Instagram: create highlights for ‘Start here’, ‘Proof’ and ‘Prices’ so new visitors can decide quickly",
            "Instagram: open Insights, find the two posts with the most saves and shares, and make a sequel to each",
            "Instagram: use a poll or question sticker in Stories three times and reply to every answer by DM",
            "Instagram: make a collab post with a complementary account {near}",
            "Instagram: test three different Reel hooks on one {core} topic and keep the one people watch longest",
            "Instagram: turn your best carousel into a Reel and your best Reel into a carousel",
            "Instagram: set up saved replies for your three most common DM questions, each ending with {link}",
            "Instagram: pin your three best posts to the top of your profile",
            "Instagram: run a ‘this or that’ Story series on {core} and share the results as a post",
            "Instagram: review 90 days of Insights and choose next quarter's three content pillars from your top 10 posts",
        ],
        paid: Some(PaidCopy {
            label: "Instagram promoted posts",
            note: "Promote your best Reel or carousel for 7 days at a time",
            weight: 3,
            tasks: [
                "Instagram: promote the post with the most saves for 7 days at about ${day}/day to people like your ideal {cust}",
                "Instagram: promote a second post with a different hook and keep whichever costs less per profile visit",
            ],
        }),
        kpi: KpiCopy {
            name: "Instagram saves + shares per post (average)",
            base: Some([4, 8, 12]),
            fixed: ["", "", ""],
            suffix: "",
        },
    },
    ChannelCopy {
        name: "Facebook",
        role: "Community and word of mouth: groups, events and a loyal audience that shares recommendations.",
        unit_minutes: 30,
        max_per_week: 5,
        weight: 2,
        action: ("Facebook post", "Facebook posts (one in a group)"),
        maintenance: "keep the Page details current, answer messages within a day, share one post a week",
        support: [
            "Write posts in one sitting and schedule them in Meta Business Suite; answer group questions yourself.",
            "You write the posts and take the photos; a virtual assistant schedules them and flags comments you should answer.",
            "A helper writes, designs and schedules posts and events; you answer messages and show up in groups personally.",
        ],
        formats: &[
            "post with a photo",
            "short video",
            "group post",
            "Live (10 minutes)",
            "photo album",
            "event or offer post",
            "question post",
        ],
        keyword_use: "Facebook: use the keywords in your Page name, intro and About section, and in group posts where they fit naturally.",
        setup: "Facebook: complete your Page (category, hours, {link}, a cover photo of your {core}) and join three groups where your ideal {cust} ask for recommendations",
        tasks: [
            "Facebook: publish an introduction post about {name} and ask friends and {fans} to share it",
            "Facebook: answer five questions in your groups with genuinely helpful replies — no hard selling",
            "Facebook: post one short video and one photo post about {core}; note which gets more comments",
            "Facebook: create an event or offer post for something in the next three weeks (an open day, a demo, a launch)",
            "Facebook: go live for 10 minutes answering questions about {core}, and keep the replay on your Page",
            "Facebook: ask five {fans} for a recommendation on your Page",
            "Facebook: share a behind-the-scenes photo album of a normal week at {name}",
            "Facebook: post a useful tip about this in your most active group: “{prob}”",
            "Facebook: check Page insights — which post types bring messages? Do more of that type",
            "Facebook: run a community question post (‘What's your biggest struggle with {core}?’) and reply to every answer",
            "Facebook: cross-promote with a complementary business Page {near}",
            "Facebook: list your five best posts of the quarter and schedule refreshed versions for next month",
        ],
        paid: Some(PaidCopy {
            label: "Facebook ads",
            note: "Boost proven posts to people who match your ideal customer",
            weight: 3,
            tasks: [
                "Facebook: run your first ad for 7 days at about ${day}/day, using your best-performing post, aimed at people like your ideal {cust}",
                "Facebook: retarget people who engaged with your Page in the last 30 days with a clear offer ({cta})",
            ],
        }),
        kpi: KpiCopy {
            name: "Facebook messages and enquiries per month",
            base: Some([3, 6, 10]),
            fixed: ["", "", ""],
            suffix: "",
        },
    },
    ChannelCopy {
        name: "TikTok",
        role: "Reach: the fastest way to get in front of people who have never heard of you.",
        unit_minutes: 50,
        max_per_week: 7,
        weight: 3,
        action: ("TikTok video", "TikTok videos"),
        maintenance: "reply to comments, keep the bio link current, post one video a week",
        support: [
            "Batch-film 3–5 videos in one session on your phone and edit in the TikTok app with its built-in captions.",
            "You film; a freelance editor adds captions, cuts and hooks, and returns ready-to-post videos.",
            "A helper scripts, edits and posts; you film in one monthly session and reply to comments yourself.",
        ],
        formats: &[
            "video (under 30 seconds)",
            "talking-head video",
            "photo carousel",
            "stitch",
            "series episode",
            "trend-format video",
            "green-screen video",
        ],
        keyword_use: "TikTok: say the top keyword in the first seconds, put it in on-screen text and the caption — TikTok search reads all three.",
        setup: "TikTok: set up a business account with a bio that names your {core} and {link}; watch 30 minutes of top videos about {core} and save five formats to borrow",
        tasks: [
            "TikTok: post three videos this week using the formats you saved, each with a hook in the first two seconds",
            "TikTok: film a ‘day in the life at {name}’ video and a ‘myth about {core}’ video",
            "TikTok: answer comments with video replies — each one is a new post",
            "TikTok: start a numbered series (‘Part 1’) on {core} so viewers follow for the next part",
            "TikTok: check analytics for average watch time per video and cut your intros shorter",
            "TikTok: stitch a popular video about this with your expert take: “{prob}”",
            "TikTok: post a Q&A video answering the three most common comments",
            "TikTok: test three posting times and keep the slot with the most views in the first hour",
            "TikTok: repost your best video with a new hook and compare the two",
            "TikTok: make a duet or joint video with a creator in your niche",
            "TikTok: pin your three best videos and check your bio link goes to {link}",
            "TikTok: plan next quarter's three series from your top five videos",
        ],
        paid: Some(PaidCopy {
            label: "TikTok promoted videos",
            note: "Promote your best organic video (Spark Ads) for 7 days at a time",
            weight: 3,
            tasks: [
                "TikTok: promote your best organic video for 7 days at about ${day}/day with Spark Ads",
                "TikTok: promote the same video with a different hook and keep the one with the lower cost per click",
            ],
        }),
        kpi: KpiCopy {
            name: "TikTok average views per video",
            base: Some([300, 700, 1200]),
            fixed: ["", "", ""],
            suffix: "",
        },
    },
    ChannelCopy {
        name: "LinkedIn",
        role: "Trust with professionals and decision-makers who buy from people they know.",
        unit_minutes: 35,
        max_per_week: 5,
        weight: 2,
        action: ("LinkedIn post", "LinkedIn posts"),
        maintenance: "keep your headline and featured section current, accept relevant invitations, comment on five posts a week",
        support: [
            "Write posts in one sitting, schedule them in LinkedIn's own scheduler, and do the commenting yourself.",
            "You draft the ideas as voice notes; a freelance writer turns them into posts and document carousels for you to approve.",
            "A ghostwriter drafts and schedules posts in your voice; you approve them and handle comments and messages yourself — that part must stay personal.",
        ],
        formats: &["text post", "document post (PDF carousel)", "poll", "short video", "article", "opinion post"],
        keyword_use: "LinkedIn: use the keywords in your headline, About section and the first line of posts.",
        setup: "LinkedIn: rewrite your headline to say who you help and with what ({core}), and add {link} to your featured section",
        tasks: [
            "LinkedIn: post your story — why you started {name} and who it's for",
            "LinkedIn: connect with 20 people who match your ideal {cust1}, each with a short personal note",
            "LinkedIn: leave thoughtful comments on ten posts by ideal {cust} or peers",
            "LinkedIn: publish a document post (PDF carousel) with five practical tips on {core}",
            "LinkedIn: share a lesson from a recent project or conversation (anonymized)",
            "LinkedIn: start five one-to-one conversations with new connections about this — ask, don't pitch: “{prob}”",
            "LinkedIn: run a poll about the biggest obstacle with {core} and follow up with everyone who votes",
            "LinkedIn: check post analytics for the topics that brought profile views, and plan four posts on the best one",
            "LinkedIn: ask three {fans} for a written recommendation",
            "LinkedIn: write an article answering the most common question about {core}",
            "LinkedIn: offer a free 20-minute consultation to five warm connections",
            "LinkedIn: turn your three best posts into a ‘best of the quarter’ post and plan next quarter's themes",
        ],
        paid: Some(PaidCopy {
            label: "LinkedIn sponsored posts",
            note: "Sponsor your best post to the job titles that match your ideal customer",
            weight: 3,
            tasks: [
                "LinkedIn: sponsor your best post for 7 days at about ${day}/day, aimed at job titles that match your ideal {cust1}",
                "LinkedIn: retarget people who visited your profile or page with a lead offer ({cta})",
            ],
        }),
        kpi: KpiCopy {
            name: "LinkedIn conversations started per month",
            base: Some([5, 10, 15]),
            fixed: ["", "", ""],
            suffix: "",
        },
    },
    ChannelCopy {
        name: "Email",
        role: "The channel you own: where interest turns into sales, with no algorithm in the way.",
        unit_minutes: 90,
        max_per_week: 2,
        weight: 2,
        action: ("email to your list", "emails to your list"),
        maintenance: "one short email update a month to everyone on your list",
        support: [
            "Write in a plain-text style (faster and more personal than designed templates) and reuse one layout every time.",
            "You write the draft; a virtual assistant formats, tests links and schedules it, and tidies the list monthly.",
            "A copywriter drafts each email and the welcome sequence from your notes; you add one personal paragraph and approve.",
        ],
        formats: &[
            "regular email",
            "short plain-text email",
            "story email",
            "one-question email",
            "tip-of-the-week email",
        ],
        keyword_use: "Email: use the keywords in subject lines and in the title of your sign-up offer, where they read naturally.",
        setup: "Email: set up an email platform (a free plan is fine to start), a sign-up form on {site}, and a three-email welcome sequence",
        tasks: [
            "Email: import contacts who agreed to hear from you and send a ‘here's what's new at {name}’ email",
            "Email: create a free sign-up offer about this (a checklist or short guide): “{prob}”",
            "Email: add your sign-up link to every profile, your email signature and {site}",
            "Email: send your regular email with one story, one tip on {core} and one call to action ({cta})",
            "Email: check open and click rates and rewrite the two weakest subject lines",
            "Email: send a ‘reply and tell me’ email asking subscribers what they struggle with most",
            "Email: send a follow-up to everyone who clicked an offer link but did not buy",
            "Email: write a three-email sequence that turns new subscribers into a first {conv}",
            "Email: send a story email — a {cust1} story, or your build-in-public story if you are pre-launch",
            "Email: run a limited-time offer across three emails: announcement, reminder, last chance",
            "Email: clean your list — send a re-engagement email, then remove anyone inactive for 90 days",
            "Email: review the quarter's best subject lines and offers, and plan next quarter's email calendar",
        ],
        paid: None,
        kpi: KpiCopy { name: "New email subscribers", base: Some([25, 60, 120]), fixed: ["", "", ""], suffix: "" },
    },
    ChannelCopy {
        name: "Google Ads",
        role: "Intent: people already searching for what you sell, right now.",
        unit_minutes: 30,
        max_per_week: 2,
        weight: 1,
        action: (
            "Google Ads check-in (search terms, negatives, bids)",
            "Google Ads check-ins (search terms, negatives, bids)",
        ),
        maintenance: "one small campaign on your top keyword, checked once a week",
        support: [
            "Start with one search campaign and two ad groups; keep it simple and check the search terms report weekly.",
            "Set it up yourself; pay a freelance Google Ads specialist for a one-hour review of the account after the first month.",
            "A freelance Google Ads specialist builds and manages the campaign; you approve ad copy and review the cost per lead monthly.",
        ],
        formats: &["search ad", "landing-page test", "ad assets (sitelinks and callouts)"],
        keyword_use: "Google Ads: use the keywords as phrase- and exact-match keywords, one ad group per keyword, and repeat the keyword in headline 1.",
        setup: "Google Ads: create the account with conversion tracking for each {conv} or enquiry on {site}{gbp}",
        tasks: [
            "Google Ads: build one search campaign with two ad groups — “{kw1}” and “{kw2}” — phrase and exact match only",
            "Google Ads: write three responsive search ads per ad group using the ad ideas in this plan",
            "Google Ads: set a daily budget of about ${day} and launch, with 20 negative keywords (free, jobs, DIY and similar)",
            "Google Ads: read the search terms report, add negatives, and promote good searches to exact match",
            "Google Ads: add sitelinks and callouts{location_asset}",
            "Google Ads: pause any keyword that spent money for two weeks without a conversion",
            "Google Ads: test a second landing-page headline that repeats your top keyword",
            "Google Ads: add a third ad group for “{kw3}”",
            "Google Ads: compare cost per conversion by ad group and move budget to the strongest",
            "Google Ads: use ad scheduling to lower bids in hours that never convert",
            "Google Ads: test “{kw4}” and “{kw5}” in a small ad group with a fifth of the budget",
            "Google Ads: compare cost per {conv} with your other channels and set next quarter's budget",
        ],
        paid: Some(PaidCopy {
            label: "Google Ads (search)",
            note: "Search ads on your top keywords, with a daily cap",
            weight: 4,
            tasks: [
                "Google Ads: pause any keyword that spent money for two weeks without a conversion",
                "Google Ads: use ad scheduling to lower bids in hours that never convert",
            ],
        }),
        kpi: KpiCopy {
            name: "Google Ads cost per lead",
            base: None,
            fixed: ["baseline measured", "15% below baseline", "25% below baseline"],
            suffix: "",
        },
    },
    // Used only when no platform was chosen (the survey requires one).
    ChannelCopy {
        name: "Website",
        role: "Your home base: the page every conversation and recommendation points to.",
        unit_minutes: 90,
        max_per_week: 2,
        weight: 2,
        action: ("website article or page update", "website articles or page updates"),
        maintenance: "check that prices, hours and contact details are current",
        support: [
            "Write one helpful article at a time and reuse a single page layout.",
            "You write; a freelancer formats, adds images and publishes.",
            "A writer drafts from your notes; you review, add one personal paragraph and approve.",
        ],
        formats: &["website article", "FAQ entry", "guide page", "website page section"],
        keyword_use: "Website: put the top keyword in the page title, the first heading and the first paragraph of your main page.",
        setup: "Website: make sure your main page says who you help, what you offer and how to take the next step ({cta})",
        tasks: [
            "Website: publish an ‘about’ page that tells why you started {name}",
            "Website: add a frequently-asked-questions section about {core}",
            "Website: add three reviews or quotes next to your call to action",
            "Website: publish an article answering the most common question about {core}",
            "Website: write a guide about this problem: “{prob}”",
            "Website: check the page on a phone and fix anything that is slow or hard to tap",
            "Website: add a clear price or package section",
            "Website: publish a {cust1} story or case study",
            "Website: add an enquiry form with no more than three fields",
            "Website: refresh your main page headline with your best-performing message",
            "Website: link your articles to each other and to your offer page",
            "Website: review which pages people visit most and plan next quarter's articles",
        ],
        paid: None,
        kpi: KpiCopy { name: "Website enquiries per month", base: Some([2, 5, 8]), fixed: ["", "", ""], suffix: "" },
    },
];

/// Per tone: opening lines (two variants), stage sentences, positioning label and statement,
/// section intros, and the closing line.
pub(super) struct ToneCopy {
    pub openers: [&'static str; 2],
    pub stage: [&'static str; 3],
    pub positioning: &'static str,
    pub customer_intro: &'static str,
    pub channel_intro: &'static str,
    pub budget_intro: &'static str,
    pub keyword_intro: &'static str,
    pub ideas_intro: &'static str,
    pub roadmap_intro: &'static str,
    pub challenge_intro: &'static str,
    pub kpi_intro: &'static str,
    pub closing: &'static str,
}

pub(super) const TONES: [ToneCopy; 4] = [
    // professional
    ToneCopy {
        openers: [
            "This 90-day plan for {name} has one objective: to {goal}.",
            "The following 90-day plan is built around one objective for {name}: to {goal}.",
        ],
        stage: [
            "As the business is still at the idea stage, the first priority is evidence: real conversations and early commitments before any significant spend.",
            "Having launched within the last six months, the priority is to convert early interest into a repeatable flow of {cust}.",
            "With more than six months of trading behind you, the priority is to systematize what already works and scale it efficiently.",
        ],
        positioning: "**Positioning statement:** For {aud}, {name} provides {core} {near}, built around this need: “{prob}”. Unlike generic alternatives, it offers {diff}.",
        customer_intro: "Every decision in this plan follows from a clear picture of who buys and why.",
        channel_intro: "The channel plan covers only the platforms you selected and fits within {hours}.",
        budget_intro: "Monthly spend is allocated below; the total stays within your stated range.",
        keyword_intro: "These five search phrases combine what you offer with the way customers search for it.",
        ideas_intro: "Thirty content ideas, each assigned to one of your channels. Publish them in order, or pick by week.",
        roadmap_intro: "The roadmap sequences the work across thirteen weeks in three phases.",
        challenge_intro: "You identified the following obstacles; each has three specific countermeasures.",
        kpi_intro: "Track these measures monthly against the targets for days 30, 60 and 90.",
        closing: "*Prepared for {name} from your survey answers and reviewed by a human marketing strategist before it was sent.*",
    },
    // friendly
    ToneCopy {
        openers: [
            "Here's your plan, {name}! Over the next 90 days we'll focus on one thing together: helping you {goal}.",
            "Welcome to your 90-day plan, {name}. Everything here points at one goal — helping you {goal}.",
        ],
        stage: [
            "You're at the idea stage, which is a great place to start: first we'll find your first real fans and learn exactly what they want.",
            "You've launched — congratulations! Now we'll turn those early wins into a steady stream of {cust}.",
            "You've been at this for more than six months, so you already know a lot. Now we'll build on what works and make it easier to repeat.",
        ],
        positioning: "**In one sentence:** {name} is where {aud} find {core} {near} — made for exactly this: “{prob}”. What makes you different: {diff}.",
        customer_intro: "Let's get to know the people you're here for.",
        channel_intro: "Here's how to spend your time ({hours}) — only on the platforms you picked, so nothing feels overwhelming.",
        budget_intro: "Here's where your money goes each month, and it never goes over your budget.",
        keyword_intro: "These are the five phrases your future {cust} are most likely to type when they're looking for you.",
        ideas_intro: "Thirty ideas, so you'll never stare at a blank screen again — just work down the list.",
        roadmap_intro: "Here's your week-by-week path for the next 90 days: small steps, every week.",
        challenge_intro: "You told us what's been getting in the way. Here's how we'll get past it.",
        kpi_intro: "Check these numbers once a month so you can see your progress — and celebrate it.",
        closing: "*Made for {name} from your answers, and checked by a real marketing strategist before it reached you. You've got this!*",
    },
    // casual
    ToneCopy {
        openers: [
            "Okay {name}, here's the plan. Next 90 days, one job: {goal}.",
            "Right, {name} — 90 days, one goal: {goal}. Here's how.",
        ],
        stage: [
            "You're still at the idea stage, so step one is simple: talk to real people and get a few yeses before spending real money.",
            "You're up and running (nice). Next up: turn the first trickle of {cust} into something steady.",
            "You've been going for 6+ months. Time to stop guessing, double down on what works and cut the rest.",
        ],
        positioning: "**The short version:** {Core} {near} for {aud}. Made for this: “{prob}”. Your edge: {diff}.",
        customer_intro: "Here's who you're talking to.",
        channel_intro: "Your time ({hours}), split across the platforms you picked. That's it.",
        budget_intro: "Where the money goes each month. It stays under your cap.",
        keyword_intro: "Five phrases people actually search. Use them everywhere.",
        ideas_intro: "30 ideas. Work down the list, skip anything that doesn't feel like you.",
        roadmap_intro: "Week by week, small steps. Tick them off as you go.",
        challenge_intro: "The stuff that's been getting in the way, and how to deal with it.",
        kpi_intro: "Check these once a month. That's all the analytics you need.",
        closing: "*Built from your answers and checked by a real strategist before it was sent. Go get 'em.*",
    },
    // bold
    ToneCopy {
        openers: [
            "{name} has one mission for the next 90 days: {goal}. No half-measures.",
            "Ninety days. One target for {name}: {goal}. Let's go.",
        ],
        stage: [
            "It's still an idea — so prove it fast. Real conversations and real commitments before a single dollar is wasted.",
            "You're live. Now it's about momentum: every week, more people should know {name} exists.",
            "You've earned your place. Now take more of it.",
        ],
        positioning: "**Own this line:** {name} — the {core} {near} that {aud} have been waiting for. Built for one job: “{prob}”. The unfair advantage: {diff}.",
        customer_intro: "Know exactly who you're for. Everyone else is noise.",
        channel_intro: "Your time: {hours}. Every minute has a job. Here's where it goes.",
        budget_intro: "Every dollar has a job. Nothing wasted, nothing over budget.",
        keyword_intro: "Five phrases. Own them.",
        ideas_intro: "Thirty ideas. No more blank weeks.",
        roadmap_intro: "Thirteen weeks. Three phases. Go.",
        challenge_intro: "Here's what's been holding you back — and how you beat it.",
        kpi_intro: "Hit these numbers. Measure monthly. No hiding.",
        closing: "*Built from your answers. Reviewed by a human strategist. Now execute.*",
    },
];

/// The goal, as the end of "to …" / "helping you …".
pub(super) const GOALS: [&str; 4] = [
    "win your first paying {cust}",
    "grow an audience that knows and trusts {name}",
    "increase sales, both from people who already know you and from new ones",
    "make {name} the name people think of for {core}",
];

/// Weeks 1–4 by stage: idea, launched, established. `{site_task}` variants are picked in code.
pub(super) const STAGE_TASKS: [[&str; 4]; 3] = [
    [
        "Write your one-sentence offer for {aud} and test it on five people who fit; note the exact words they use",
        "SITE",
        "Run five short interviews about this problem — “{prob}” — asking what they tried before and what it cost them",
        "Offer a founding-{cust1} deal limited to ten places, and ask everyone you interviewed whether they want one",
    ],
    [
        "List every {cust1} so far and ask your three happiest for a short review or quote",
        "SITE",
        "Write down your top three objections and a one-paragraph answer to each; reuse them in content",
        "Create a simple referral offer (a thank-you for both sides) and tell every current {cust1}",
    ],
    [
        "Pull the last six months of sales: find your top three products or services and the month-by-month trend",
        "Ask ten repeat {cust} why they chose you, and turn the top three reasons into your core messages",
        "SITE",
        "Set up a referral or loyalty reward for repeat {cust} and announce it to everyone who has bought before",
    ],
];

/// The site task by stage: (with a website, without one).
pub(super) const SITE_TASKS: [(&str, &str); 3] = [
    (
        "Add a waitlist or pre-order form to {site} with one clear call to action ({cta})",
        "Build a one-page website with a waitlist or pre-order form and one clear call to action ({cta})",
    ),
    (
        "Tighten {site}: a headline that names who it's for, three proof points and one call to action ({cta})",
        "Set up a one-page website: a headline that names who it's for, three proof points and one call to action ({cta})",
    ),
    (
        "Audit {site}: speed on a phone, clear prices, visible reviews and one call to action per page",
        "Set up a one-page website with clear prices, visible reviews and one call to action ({cta})",
    ),
];

/// Weeks 5–13 by goal.
pub(super) const GOAL_TASKS: [[&str; 9]; 4] = [
    [
        "List 30 people or businesses who fit your ideal {cust1} and reach out personally to ten of them",
        "Follow up with everyone who showed interest and offer one simple next step: {cta}",
        "Ask each new {cust1} for a testimonial within a week of their first {conv}",
        "Reach out to ten more people from your list and two complementary businesses about a cross-promotion",
        "Publish your first result or testimonial as proof, with the {cust1}'s permission",
        "Introduce a limited-time first-{conv} offer for people who have been watching but not buying",
        "Ask every {cust1} you have for one introduction to a friend who needs {core}",
        "Call or message the people who said ‘not now’ a month ago and ask what would make it a yes",
        "Write down which activity produced each {cust1} so far and give the best one twice the hours next quarter",
    ],
    [
        "Find your three best pieces of content from the first month (by shares and comments) and make three new versions of each",
        "Create a free, useful resource about this (a checklist or short guide) that people get by following or signing up: “{prob}”",
        "Collaborate with one creator or business whose audience overlaps with yours",
        "Start a weekly recurring series on {core}, on the same day each week, so people know when to come back",
        "Reply to every comment within 24 hours this week and note the questions people ask",
        "Turn the most-asked questions into a five-part series",
        "Run a second collaboration or guest appearance with a bigger partner",
        "Ask your most engaged followers what they want more of, and make it",
        "Identify the format that grew your audience fastest and make it half of next quarter's content",
    ],
    [
        "Map the path to purchase — where people find you, where they decide, where they drop off — and fix the biggest leak",
        "Create a bundle or package that raises how much people spend per {conv}",
        "Put social proof (reviews, results, numbers) next to every buy or book button",
        "Run a time-limited offer for existing and past {cust}",
        "Follow up personally with recent enquiries that did not buy and ask what held them back",
        "Feature your best-seller in every channel this week",
        "Test a price or package change on one offer and compare conversion",
        "Add a simple upsell or add-on at the moment of purchase",
        "Rank your offers by profit per hour and push the top one harder next quarter",
    ],
    [
        "Write your brand story in 100 words and use its key line in every bio and profile",
        "Pitch one local outlet, podcast or niche blog with a story about {name}",
        "Partner with a complementary business {near} on a joint giveaway or event",
        "Show up where your ideal {cust} gather — an event, market, meetup or online community",
        "Create a signature recurring piece of content people will associate with {name}",
        "Pitch two more outlets or partners, using your results so far as the hook",
        "Ask {fans} to share their experience publicly",
        "Sponsor or host one small community moment (a workshop, a prize, a meetup)",
        "List where people first heard of {name} and invest next quarter in the top two sources",
    ],
];

/// The third task of each week; weeks 4, 8 and 13 are the reviews and are always included.
pub(super) const HABIT_TASKS: [&str; 13] = [
    "Block your marketing time in the calendar as {batch}, for all thirteen weeks",
    "Create a one-page tracking sheet with the KPIs at the end of this plan and write down today's numbers",
    "Batch next week's content in one sitting and schedule it",
    "Day-30 review: compare your numbers with the Day-30 targets and keep, change or drop each activity",
    "Repurpose your best piece from the first month into two new formats",
    "Start a running list of every question {cust} ask — it is your content backlog",
    "Make every profile consistent: same photo, same one-line promise, same link",
    "Day-60 review: compare with the Day-60 targets and move an hour a week from the weakest activity to the strongest",
    "Ask a {cust1} or a peer to read your offer page and tell you what is unclear",
    "Batch two weeks of content so one busy week cannot break your streak",
    "Write down your three best-performing messages; they are the base for next quarter",
    "Plan next quarter's budget: move money toward whatever produced results at the lowest cost",
    "Day-90 review: fill in the KPI table, keep the top two activities, drop the weakest, and write the plan for days 91–180",
];

pub(super) struct ChallengeCopy {
    pub title: &'static str,
    pub actions: [&'static str; 3],
}

/// Challenges in `Challenge::ALL` order; `other` has its own handling but general actions here.
pub(super) const CHALLENGES: [ChallengeCopy; 7] = [
    ChallengeCopy {
        title: "Not sure where to start",
        actions: [
            "Follow the roadmap in order: it is sequenced so each week builds on the last, and you add nothing new until Day 60.",
            "START",
            "Use the first three content ideas as your first three posts, exactly as written; no more planning needed this week.",
        ],
    },
    ChallengeCopy {
        title: "My audience doesn't know me yet",
        actions: [
            "Borrow audiences: one collaboration every two weeks with a business or creator that already serves your ideal {cust}.",
            "Show your face and your name in at least one piece of content a week — people buy from people.",
            "STEADY",
        ],
    },
    ChallengeCopy {
        title: "Traffic but no sales",
        actions: [
            "Send every link to one page with one call to action ({cta}) — never just your home page.",
            "Put proof right next to that call to action: reviews, a short {cust1} story, a guarantee.",
            "Answer every enquiry personally within 24 hours, and follow up once three days later if they go quiet.",
        ],
    },
    ChallengeCopy {
        title: "My marketing isn't consistent",
        actions: [
            "Batch: make the week's content in one sitting and schedule it; your calendar already holds {batch} for this.",
            "Use a fixed weekly rhythm — for example a tip early in the week and a story later — so you never start from a blank page.",
            "Define a ‘minimum week’ (one post and ten minutes of replies) for busy weeks; it still counts and keeps the streak alive.",
        ],
    },
    ChallengeCopy {
        title: "Not enough time",
        actions: [
            "HOURS",
            "Repurpose: every idea becomes two or three pieces — a long one, a short one and a reply to a question.",
            "TIME",
        ],
    },
    ChallengeCopy {
        title: "My budget is too small",
        actions: [
            "MONEY",
            "Use the free tiers of design and scheduling tools (already assumed in the budget table) before paying for anything.",
            "Trade instead of paying: swap products or services with complementary businesses for shout-outs and referrals.",
        ],
    },
    ChallengeCopy {
        title: "In your own words",
        actions: [
            "Rewrite the challenge as a question (‘How might we …?’) and list three small experiments you could try in the next 30 days.",
            "Run one experiment a week, each with a single number to watch from the KPI table, and keep the one that moves it.",
            "Ask one peer or mentor who has faced the same problem for 20 minutes of advice, and turn it into one task on next week's list.",
        ],
    },
];

/// The third "not enough time" action, by support level.
pub(super) const TIME_ACTIONS: [&str; 3] = [
    "Use templates, saved replies and one weekly batching session; do not design anything from scratch twice.",
    "Hand editing, design and scheduling to your helper first — they are the most time-consuming parts and the easiest to delegate.",
    "Let your helper run production end to end; keep your own hours for approvals, filming and conversations with {cust}.",
];
