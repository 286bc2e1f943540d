//! The built-in, offline planner: a personalised 90-day marketing plan in Markdown, written
//! from the survey answers alone.
//!
//! Deterministic by construction: no clocks, no randomness, no hash-map iteration; where the
//! copy varies between businesses, the variant is picked by an FNV-1a hash of the answers.
//! Channel-specific sentences come only from `copy::CHANNELS`, and only chosen channels are
//! looked up there, so the plan never names a platform the founder did not pick.

mod copy;
mod text;

use std::fmt::Write as _;

use crate::leads::model::{
    BrandTone, BusinessStage, BusinessType, Challenge, CurrentMarketing, MarketingBudget, MarketingSupport, NewLead,
    Platform, PrimaryGoal, SellLocation, TimeAvailable,
};
use copy::{CHANNELS, TONES, TYPES, ToneCopy, TypeCopy};

/// Appends one formatted line to a `String` (writing to a `String` cannot fail).
macro_rules! md {
    ($out:expr) => { $out.push('\n') };
    ($out:expr, $($arg:tt)*) => {{ let _ = writeln!($out, $($arg)*); }};
}

/// Index of the pseudo-channel used only when a lead has no platform at all.
const WEBSITE: usize = 6;
const GOOGLE_ADS: usize = 5;
const EMAIL: usize = 4;
const LINKEDIN: usize = 3;

/// The monthly spending cap the plan stays within, in dollars. For "500-plus" the plan
/// caps itself at $800 until the cost per customer is known.
pub fn budget_cap(budget: MarketingBudget) -> u32 {
    match budget {
        MarketingBudget::UpTo50 => 50,
        MarketingBudget::From50To200 => 200,
        MarketingBudget::From200To500 => 500,
        MarketingBudget::Over500 => 800,
    }
}

/// The weekly hours the plan fills at most. For "10-plus" the plan uses 12.
pub fn hours_cap(time: TimeAvailable) -> u32 {
    match time {
        TimeAvailable::OneToTwoHours => 2,
        TimeAvailable::ThreeToFiveHours => 5,
        TimeAvailable::SixToTenHours => 10,
        TimeAvailable::TenPlusHours => 12,
    }
}

/// The name the plan uses for a platform.
pub fn platform_name(platform: Platform) -> &'static str {
    CHANNELS[platform_index(platform)].name
}

/// The full plan, in Markdown.
pub fn write_plan(lead: &NewLead) -> String {
    let ctx = Ctx::new(lead);
    let mut out = String::with_capacity(24_000);
    ctx.write_summary(&mut out);
    ctx.write_customer(&mut out);
    ctx.write_channels(&mut out);
    ctx.write_budget(&mut out);
    ctx.write_keywords(&mut out);
    ctx.write_ideas(&mut out);
    ctx.write_roadmap(&mut out);
    ctx.write_challenges(&mut out);
    ctx.write_kpis(&mut out);
    md!(out, "---");
    md!(out);
    ctx.fill(&mut out, ctx.tone.closing, WEBSITE, "");
    out.push('\n');
    out
}

/// A visitor's answer made safe to place inside a Markdown line (breaks collapsed, block
/// markers escaped).
pub fn inline_text(text: &str) -> String {
    text::inline(text)
}

/// The first clause of a visitor's answer, at most `max_words` words, safe for Markdown.
pub fn short_text(text: &str, max_words: usize) -> String {
    text::short(&text::inline(text), max_words)
}

/// Like `short_text`, lower-cased at the start when that reads right inside a sentence
/// ("Busy parents" becomes "busy parents", "AI founders" stays).
pub fn phrase_text(text: &str, max_words: usize) -> String {
    text::lower_first(&short_text(text, max_words))
}

/// Exactly five distinct search phrases from the offering, the business type and the location.
pub fn keywords(lead: &NewLead) -> [String; 5] {
    let (core, core2) = core_terms(lead);
    build_keywords(lead, &core, core2.as_deref())
}

/// Exactly thirty distinct content ideas, each starting with the channel it is for.
pub fn content_ideas(lead: &NewLead) -> Vec<String> {
    Ctx::new(lead).ideas()
}

/// Monthly dollars per line item; the total never exceeds `budget_cap`.
pub fn budget_split(lead: &NewLead) -> Vec<(String, u32)> {
    Ctx::new(lead).budget.into_iter().map(|line| (line.label, line.dollars)).collect()
}

/// Minutes per week per activity (each chosen channel, then planning); the total never
/// exceeds `hours_cap` hours.
pub fn weekly_minutes(lead: &NewLead) -> Vec<(String, u32)> {
    let ctx = Ctx::new(lead);
    let mut rows: Vec<(String, u32)> =
        ctx.chans.iter().zip(&ctx.minutes).map(|(&ch, &m)| (CHANNELS[ch].name.to_owned(), m)).collect();
    rows.push(("Planning, batching and review".to_owned(), ctx.planning));
    rows
}

/// Thirteen weeks of two or three tasks each.
pub fn roadmap(lead: &NewLead) -> Vec<Vec<String>> {
    Ctx::new(lead).roadmap()
}

/// Four to six KPIs with their Day-30, Day-60 and Day-90 targets.
pub fn kpis(lead: &NewLead) -> Vec<(String, [String; 3])> {
    Ctx::new(lead).kpis()
}

fn platform_index(platform: Platform) -> usize {
    match platform {
        Platform::Instagram => 0,
        Platform::Facebook => 1,
        Platform::Tiktok => 2,
        Platform::Linkedin => 3,
        Platform::Email => EMAIL,
        Platform::GoogleAds => GOOGLE_ADS,
    }
}

fn index_of<T: PartialEq + Copy>(all: &[T], value: T) -> usize {
    all.iter().position(|&v| v == value).unwrap_or(0)
}

const HOURS_PHRASE: [&str; 4] = [
    "up to 2 hours a week",
    "up to 5 hours a week",
    "up to 10 hours a week",
    "about 12 hours a week — you chose 10+, and the plan keeps some slack",
];
const BATCH: [&str; 4] = [
    "two 45-minute slots a week",
    "two 90-minute slots a week",
    "two 2-hour slots a week plus short daily check-ins",
    "two half-day slots a week plus short daily check-ins",
];
const CAP_MINUTES: [u32; 4] = [120, 300, 600, 720];
const PLANNING_MINUTES: [u32; 4] = [15, 30, 45, 60];
const MAINTENANCE_MINUTES: [u32; 4] = [10, 15, 20, 30];
const FOCUS_CHANNELS: [usize; 4] = [2, 3, 4, 6];
/// Share of a do-it-yourself founder's time one action takes, by support level (percent).
const SUPPORT_SHARE: [u32; 3] = [100, 70, 45];

/// Channel fit by business type (Instagram, Facebook, TikTok, LinkedIn, Email, Google Ads).
const TYPE_SCORES: [[u32; 6]; 6] = [
    [6, 4, 4, 1, 3, 3],
    [6, 3, 4, 1, 3, 3],
    [3, 2, 3, 5, 5, 2],
    [2, 1, 1, 5, 4, 3],
    [5, 3, 4, 1, 5, 4],
    [3, 3, 2, 3, 4, 3],
];
const GOAL_SCORES: [[u32; 6]; 4] = [[0, 1, 0, 1, 0, 2], [2, 1, 3, 1, 1, 0], [0, 0, 0, 0, 3, 2], [2, 1, 2, 1, 0, 0]];

struct BudgetLine {
    label: String,
    dollars: u32,
    note: String,
    /// The channel when the line is ad spend.
    channel: Option<usize>,
}

enum Place {
    City(String),
    NearMe,
    National,
    Online,
}

/// Everything derived from the answers once, shared by the sections.
struct Ctx<'a> {
    lead: &'a NewLead,
    ty: &'static TypeCopy,
    tone: &'static ToneCopy,
    stage: usize,
    goal: usize,
    time: usize,
    money: usize,
    support: usize,
    name: String,
    aud: String,
    prob: String,
    near: String,
    core: String,
    core2: String,
    keywords: [String; 5],
    site: Option<String>,
    link: String,
    hash: u64,
    /// Chosen channels, best fit first.
    chans: Vec<usize>,
    /// How many of `chans` are focus channels; the rest are on maintenance.
    focus: usize,
    /// Weekly minutes per entry of `chans`.
    minutes: Vec<u32>,
    planning: u32,
    budget: Vec<BudgetLine>,
}

impl<'a> Ctx<'a> {
    fn new(lead: &'a NewLead) -> Self {
        let type_index = index_of(BusinessType::ALL, lead.business_type);
        let ty = &TYPES[type_index];
        let name = text::inline(&lead.business_name);
        let customer = text::inline(&lead.ideal_customer);
        let aud = text::lower_first(&text::short(text::strip_lead_in(&customer), 10));
        let prob = text::short(&text::inline(&lead.problem_solved), 14);
        let near = match (lead.sell_location, lead.specific_location.as_deref().map(text::inline)) {
            (SellLocation::Locally, Some(place)) if !place.is_empty() => format!("in {place}"),
            (SellLocation::Locally, _) => "in your area".to_owned(),
            (SellLocation::Nationally, _) => "across the country".to_owned(),
            (SellLocation::OnlineOnly, _) => "online".to_owned(),
        };
        let (core, core2) = core_terms(lead);
        let keywords = build_keywords(lead, &core, core2.as_deref());
        let core2 = core2.unwrap_or_else(|| ty.fallback_core2.to_owned());
        let site = lead.website.as_deref().map(text::inline).filter(|s| !s.is_empty());
        let link = site.clone().unwrap_or_else(|| "the link to your offer page".to_owned());
        let hash = text::fnv1a(&[lead.business_name.as_bytes(), lead.business_offering.as_bytes()]);

        let stage = index_of(BusinessStage::ALL, lead.business_stage);
        let goal = index_of(PrimaryGoal::ALL, lead.primary_goal);
        let time = index_of(TimeAvailable::ALL, lead.time_available);
        let money = index_of(MarketingBudget::ALL, lead.marketing_budget);
        let support = index_of(MarketingSupport::ALL, lead.marketing_support);

        let chans = rank_channels(lead, type_index, goal);
        let focus = chans.len().min(FOCUS_CHANNELS[time]);
        let (minutes, planning) = allocate_minutes(&chans, focus, time, support);

        let mut ctx = Ctx {
            lead,
            ty,
            tone: &TONES[index_of(BrandTone::ALL, lead.brand_tone)],
            stage,
            goal,
            time,
            money,
            support,
            name,
            aud,
            prob,
            near,
            core,
            core2,
            keywords,
            site,
            link,
            hash,
            chans,
            focus,
            minutes,
            planning,
            budget: Vec::new(),
        };
        ctx.budget = ctx.budget_lines();
        ctx
    }

    /// Writes `template` with its `{slot}`s filled. Slot values are inserted once and never
    /// scanned again, so braces typed by the founder pass through untouched.
    fn fill(&self, out: &mut String, template: &str, channel: usize, keyword: &str) {
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let after = &rest[open + 1..];
            let close = after.find('}').unwrap_or(after.len());
            self.slot(out, &after[..close], channel, keyword);
            rest = after.get(close + 1..).unwrap_or("");
        }
        out.push_str(rest);
    }

    fn filled(&self, template: &str, channel: usize) -> String {
        let mut out = String::with_capacity(template.len() + 64);
        self.fill(&mut out, template, channel, "");
        out
    }

    fn slot(&self, out: &mut String, slot: &str, channel: usize, keyword: &str) {
        match slot {
            "name" => out.push_str(&self.name),
            "core" => out.push_str(&self.core),
            "Core" => out.push_str(&capitalized(&self.core)),
            "core2" => out.push_str(&self.core2),
            "aud" => out.push_str(&self.aud),
            "prob" => out.push_str(&self.prob),
            "near" => out.push_str(&self.near),
            "cust" => out.push_str(self.ty.cust),
            "cust1" => out.push_str(self.ty.cust1),
            "conv" => out.push_str(self.ty.conv),
            "cta" => out.push_str(self.cta()),
            "fans" => out.push_str(self.fans()),
            "link" => out.push_str(&self.link),
            "site" => out.push_str(self.site.as_deref().unwrap_or("your website")),
            "diff" => out.push_str(self.ty.differentiator),
            "hours" => out.push_str(HOURS_PHRASE[self.time]),
            "batch" => out.push_str(BATCH[self.time]),
            "top" => out.push_str(CHANNELS[self.chans[0]].name),
            "goal" => self.fill(out, copy::GOALS[self.goal], channel, keyword),
            "gbp" if self.lead.sell_location == SellLocation::Locally => {
                out.push_str(", and claim your free Google Business Profile so you show up in map searches");
            }
            "location_asset" if self.lead.sell_location == SellLocation::Locally => {
                out.push_str(", plus a location asset")
            }
            "gbp" | "location_asset" => {}
            "kw" => out.push_str(keyword),
            "kw1" => out.push_str(&self.keywords[0]),
            "kw2" => out.push_str(&self.keywords[1]),
            "kw3" => out.push_str(&self.keywords[2]),
            "kw4" => out.push_str(&self.keywords[3]),
            "kw5" => out.push_str(&self.keywords[4]),
            "day" => {
                let _ = write!(out, "{}", self.ad_per_day(channel));
            }
            _ => debug_assert!(false, "unknown template slot {slot:?}"),
        }
    }

    fn cta(&self) -> &'static str {
        if self.stage == 0 { "join the waitlist or pre-order" } else { self.ty.cta }
    }

    fn fans(&self) -> &'static str {
        match (self.stage, self.ty.cust) {
            (0, _) => "early supporters",
            (_, "clients") => "happy clients",
            _ => "happy customers",
        }
    }

    fn ad_dollars(&self, channel: usize) -> u32 {
        self.budget.iter().filter(|line| line.channel == Some(channel)).map(|line| line.dollars).sum()
    }

    fn ad_per_day(&self, channel: usize) -> u32 {
        ((self.ad_dollars(channel) + 15) / 30).max(1)
    }

    fn is_funded(&self, channel: usize) -> bool {
        self.ad_dollars(channel) > 0
    }

    fn channel_list(&self, channels: &[usize]) -> String {
        let mut out = String::with_capacity(64);
        for (i, &ch) in channels.iter().enumerate() {
            if i > 0 {
                out.push_str(if i + 1 == channels.len() { " and " } else { ", " });
            }
            out.push_str(CHANNELS[ch].name);
        }
        out
    }

    // ----- Budget -------------------------------------------------------------------------

    fn budget_lines(&self) -> Vec<BudgetLine> {
        let t = self.money;
        let cap = budget_cap(self.lead.marketing_budget);
        let mut lines: Vec<BudgetLine> = Vec::with_capacity(10);
        let fixed = |label: &str, dollars: [u32; 4], free: &str, paid: &str| BudgetLine {
            label: label.to_owned(),
            dollars: dollars[t],
            note: if t == 0 { free } else { paid }.to_owned(),
            channel: None,
        };
        lines.push(fixed(
            "Design and scheduling tools",
            [0, 15, 25, 40],
            "Free tiers are enough to start",
            "Templates, scheduling and a stock image library",
        ));
        if self.chans.contains(&EMAIL) {
            lines.push(fixed(
                "Email platform",
                [0, 15, 25, 40],
                "A free plan covers your first few hundred contacts",
                "Sign-up forms and the automated welcome sequence",
            ));
        }
        if self.site.is_none() {
            lines.push(fixed(
                "One-page website (builder plan and domain)",
                [0, 15, 20, 25],
                "Start on a builder's free plan; add your own domain later",
                "A simple page with one call to action",
            ));
        }
        let paid: Vec<usize> = {
            let mut paid: Vec<usize> = self.chans.iter().copied().filter(|&ch| CHANNELS[ch].paid.is_some()).collect();
            // Search intent converts best on a small budget, so it is funded first.
            if let Some(pos) = paid.iter().position(|&ch| ch == GOOGLE_ADS) {
                paid.remove(pos);
                paid.insert(0, GOOGLE_ADS);
            }
            paid
        };
        // Ad money follows the hours: search ads (little time, high intent) and focus channels.
        let focus = &self.chans[..self.focus];
        let mut funded: Vec<usize> = paid
            .iter()
            .copied()
            .filter(|&ch| ch == GOOGLE_ADS || focus.contains(&ch))
            .filter(|&ch| ch != LINKEDIN || t >= 2)
            .collect();
        funded.truncate([1, 2, 3, 5][t]);
        if focus.contains(&LINKEDIN) && !funded.contains(&LINKEDIN) && t >= 2 {
            lines.push(BudgetLine {
                label: "LinkedIn Premium (optional, for prospecting)".to_owned(),
                dollars: 40,
                note: "More profile insight and messages to people outside your network".to_owned(),
                channel: None,
            });
        }

        let fixed_total: u32 = lines.iter().map(|l| l.dollars).sum();
        let pool = cap - fixed_total;
        let mut variable: Vec<(BudgetLine, u32)> = Vec::with_capacity(8);
        let mut add = |label: &str, note: &str, channel: Option<usize>, weight: u32| {
            variable.push((BudgetLine { label: label.to_owned(), dollars: 0, note: note.to_owned(), channel }, weight));
        };
        // Before launch, half the ad money waits for proof that the offer sells.
        let ad_weight = [50, 55, 60, 55][t] / if self.stage == 0 { 2 } else { 1 };
        if !funded.is_empty() {
            let weights: Vec<u32> = funded
                .iter()
                .enumerate()
                .map(|(i, &ch)| CHANNELS[ch].paid.as_ref().map_or(1, |p| p.weight) + u32::from(i == 0))
                .collect();
            let total: u32 = weights.iter().sum();
            for (&ch, &w) in funded.iter().zip(&weights) {
                let paid = CHANNELS[ch].paid.as_ref().expect("funded channels have paid copy");
                add(paid.label, paid.note, Some(ch), (ad_weight * w).div_ceil(total));
            }
        } else {
            add(
                "Referral rewards and partner promotions",
                "Thank-you gifts or discounts for referrals, and co-promotions with complementary businesses",
                None,
                30,
            );
        }
        match (self.support, t) {
            (0, 3) => add(
                "Quarterly photo and video session",
                "A fresh library of pictures and clips every three months",
                None,
                12,
            ),
            (0, _) => {}
            (1, 0) => add("Template pack or an hour of a student designer", "Enough help to speed up design", None, 20),
            (1, _) => add("Freelance editor or designer", "A few hours a month of editing and design", None, 25),
            (_, 0) => add(
                "A few hours of a virtual assistant",
                "Full help needs a bigger budget; start by delegating scheduling",
                None,
                30,
            ),
            (_, _) => add(
                "Freelance marketing assistant",
                "Production and scheduling, so your hours go to approvals and conversations",
                None,
                45,
            ),
        }
        add("Content production", self.ty.production, None, if t == 0 { 20 } else { 10 });
        if t > 0 {
            add("Testing reserve", "Released only to whatever beats its Day-30 target", None, 10);
        }
        if self.stage == 0 && t > 0 && !funded.is_empty() {
            add(
                "Held back until the offer is proven",
                "Released after Day 30 if waitlist sign-ups or pre-orders show real demand",
                None,
                ad_weight,
            );
        }

        let weight_total: u32 = variable.iter().map(|(_, w)| w).sum();
        let mut spent = 0;
        for (line, weight) in &mut variable {
            line.dollars = pool * *weight / weight_total / 5 * 5;
            spent += line.dollars;
        }
        // The rounding remainder goes to the first line (ad spend when there is any).
        if let Some((first, _)) = variable.first_mut() {
            first.dollars += pool - spent;
        }
        lines.extend(variable.into_iter().map(|(line, _)| line));
        lines
    }

    // ----- Content ideas ------------------------------------------------------------------

    fn topics(&self) -> Vec<&'static str> {
        let stage_topics: &[&str; 6] = if self.stage == 0 { &copy::IDEA_TOPICS } else { &copy::TRADING_TOPICS };
        let universal = &copy::UNIVERSAL_TOPICS;
        let offset = (self.hash % universal.len() as u64) as usize;
        let mut topics = Vec::with_capacity(32);
        let (mut t, mut u, mut s) = (0, 0, 0);
        // Type-specific, universal, stage-specific, universal, … until every list is used.
        while topics.len() < self.ty.topics.len() + universal.len() + stage_topics.len() {
            if t < self.ty.topics.len() {
                topics.push(self.ty.topics[t]);
                t += 1;
            }
            for _ in 0..2 {
                if u < universal.len() {
                    topics.push(universal[(u + offset) % universal.len()]);
                    u += 1;
                }
            }
            if s < stage_topics.len() {
                topics.push(stage_topics[s]);
                s += 1;
            }
        }
        topics
    }

    fn ideas(&self) -> Vec<String> {
        let topics = self.topics();
        let mut next_topic = 0;
        let mut per_channel = [0usize; 7];
        // Focus channels get two slots per round, search ads and maintenance channels one.
        let (focus, maintained) = self.chans.split_at(self.focus);
        let social = |list: &[usize]| list.iter().copied().filter(|&ch| ch != GOOGLE_ADS).collect::<Vec<_>>();
        let mut order: Vec<usize> = social(focus);
        if self.chans.contains(&GOOGLE_ADS) {
            order.push(GOOGLE_ADS);
        }
        order.extend(social(maintained));
        order.extend(social(focus));
        let mut ideas = Vec::with_capacity(30);
        for i in 0..30 {
            let ch = order[i % order.len()];
            let k = per_channel[ch];
            per_channel[ch] += 1;
            let copy = &CHANNELS[ch];
            let mut idea = String::with_capacity(200);
            if ch == GOOGLE_ADS {
                // Nine angles × five keywords: (angle, keyword) pairs stay distinct for k < 45.
                let angle = k % copy::AD_ANGLES.len();
                let keyword = &self.keywords[(k / copy::AD_ANGLES.len() + angle) % 5];
                let (label, template) = copy::AD_ANGLES[angle];
                let _ = write!(idea, "**{} · {}** — ", copy.name, label);
                self.fill(&mut idea, template, ch, keyword);
            } else {
                let format = copy.formats[(k + self.hash as usize % 3) % copy.formats.len()];
                let _ = write!(idea, "**{} · {}** — ", copy.name, format);
                self.fill(&mut idea, topics[next_topic], ch, "");
                next_topic += 1;
            }
            ideas.push(idea);
        }
        ideas
    }

    // ----- Roadmap ------------------------------------------------------------------------

    fn roadmap(&self) -> Vec<Vec<String>> {
        let mut weeks = Vec::with_capacity(13);
        let mut next_task = [0usize; 7];
        for week in 0..13 {
            let mut tasks = Vec::with_capacity(3);
            let primary = if week < 4 {
                match copy::STAGE_TASKS[self.stage][week] {
                    "SITE" => {
                        let (with_site, without) = copy::SITE_TASKS[self.stage];
                        if self.site.is_some() { with_site } else { without }
                    }
                    task => task,
                }
            } else {
                copy::GOAL_TASKS[self.goal][week - 4]
            };
            tasks.push(self.filled(primary, WEBSITE));

            if week == 0 {
                let mut setup = String::with_capacity(400);
                for (i, &ch) in self.chans[..self.focus].iter().enumerate() {
                    if i > 0 {
                        setup.push_str("; ");
                    }
                    self.fill(&mut setup, CHANNELS[ch].setup, ch, "");
                }
                if self.focus < self.chans.len() {
                    let _ = write!(
                        setup,
                        "; and give {} a current description and link — they stay on maintenance for now",
                        self.channel_list(&self.chans[self.focus..])
                    );
                }
                tasks.push(setup);
            } else {
                let ch = self.chans[(week - 1) % self.focus];
                let phase_start = match week + 1 {
                    2..=4 => 0,
                    5..=8 => 3,
                    _ => 7,
                };
                let index = next_task[ch].max(phase_start);
                next_task[ch] = index + 1;
                let copy = &CHANNELS[ch];
                let task = match (&copy.paid, index) {
                    (Some(paid), 3) if ch != GOOGLE_ADS && self.is_funded(ch) => paid.tasks[0],
                    (Some(paid), 7) if ch != GOOGLE_ADS && self.is_funded(ch) => paid.tasks[1],
                    _ => copy.tasks[index],
                };
                tasks.push(self.filled(task, ch));
            }

            let review = matches!(week, 3 | 7 | 12);
            if self.time > 0 || review {
                tasks.push(self.filled(copy::HABIT_TASKS[week], WEBSITE));
            }
            weeks.push(tasks);
        }
        weeks
    }

    // ----- KPIs ---------------------------------------------------------------------------

    fn scaled(&self, base: [u32; 3]) -> [String; 3] {
        // 2..=8: more time and more money buy higher targets.
        let factor = 2 + self.time as u32 + self.money as u32;
        let boost = if self.stage == 2 { 3 } else { 2 };
        let mut values = base.map(|b| {
            let value = (b * factor * boost / 8).max(1);
            if value >= 100 { value / 10 * 10 } else { value }
        });
        // Targets always rise from one checkpoint to the next.
        values[1] = values[1].max(values[0] + 1);
        values[2] = values[2].max(values[1] + 1);
        values.map(group_thousands)
    }

    fn kpis(&self) -> Vec<(String, [String; 3])> {
        let mut out: Vec<(String, [String; 3])> = Vec::with_capacity(6);
        let fixed = |values: [&str; 3]| values.map(str::to_owned);
        // Food and retail sell to many people in small tickets; services to few in large ones.
        let per_type = [4, 2, 1, 1, 3, 2][index_of(BusinessType::ALL, self.lead.business_type)];
        let customers = |base: [u32; 3]| self.scaled(base.map(|b| (b * per_type).div_ceil(2)));
        let primary = match (self.goal, self.stage) {
            (0, 0) => ("Pre-orders or paid pilot {cust}", customers([2, 5, 10])),
            (0, _) => ("New paying {cust}", customers([3, 8, 15])),
            (1, _) => ("New audience members (followers or sign-ups)", self.scaled([50, 150, 300])),
            (2, 0) => ("First sales or pre-orders", self.scaled([2, 6, 12])),
            (2, _) if self.time + self.money >= 3 => {
                ("Revenue vs. your current monthly average", fixed(["+8%", "+18%", "+30%"]))
            }
            (2, _) => ("Revenue vs. your current monthly average", fixed(["+5%", "+12%", "+20%"])),
            _ => ("People reached per month, all channels", self.scaled([1000, 3000, 6000])),
        };
        out.push((self.filled(primary.0, WEBSITE), primary.1));
        out.push(("Planned weekly actions completed".to_owned(), fixed(["70%", "80%", "90%"])));
        for &ch in self.chans[..self.focus].iter().take(3) {
            let kpi = &CHANNELS[ch].kpi;
            let values = match kpi.base {
                Some(base) => self.scaled(base),
                None => fixed(kpi.fixed),
            };
            out.push((format!("{}{}", kpi.name, kpi.suffix), values));
        }
        if self.budget.iter().any(|line| line.channel.is_some()) {
            out.push((
                self.filled("Cost per new {cust1} across paid channels", WEBSITE),
                fixed(["baseline measured", "10% below baseline", "20% below baseline"]),
            ));
        } else {
            out.push((self.filled("New {cust} from referrals and word of mouth", WEBSITE), customers([1, 3, 5])));
        }
        out
    }

    // ----- Sections -----------------------------------------------------------------------

    fn write_summary(&self, out: &mut String) {
        md!(out, "# {} — your 90-day marketing plan", self.name);
        md!(out);
        md!(out, "## Summary & positioning");
        md!(out);
        let opener = self.tone.openers[(self.hash >> 7) as usize % 2];
        self.fill(out, opener, WEBSITE, "");
        out.push(' ');
        self.fill(out, self.tone.stage[self.stage], WEBSITE, "");
        out.push_str("\n\n");
        self.fill(out, self.tone.positioning, WEBSITE, "");
        out.push_str("\n\n");
        md!(out, "- **What you offer:** {}", text::inline(&self.lead.business_offering));
        md!(out, "- **What you solve:** {}", text::inline(&self.lead.problem_solved));
        let stage = ["Idea — not launched yet", "Launched (0–6 months)", "Established (6+ months)"][self.stage];
        md!(out, "- **Stage:** {stage}");
        let goal =
            ["Get your first customers", "Grow your audience", "Increase sales", "Build brand awareness"][self.goal];
        md!(out, "- **Goal for the next 90 days:** {goal}");
        match &self.site {
            Some(site) => md!(out, "- **Website:** {site}"),
            None => md!(out, "- **Website:** none yet — the roadmap includes a simple one-page site"),
        }
        let mut in_place: Vec<&str> = Vec::with_capacity(5);
        for item in &self.lead.current_marketing {
            let words = match item {
                CurrentMarketing::SocialMedia => "social media posting",
                CurrentMarketing::Website => "a website",
                CurrentMarketing::Email if self.chans.contains(&EMAIL) => "an email list",
                CurrentMarketing::Email => "a customer contact list",
                CurrentMarketing::Ads => "paid ads",
                CurrentMarketing::Networking => "networking",
                CurrentMarketing::None => continue,
            };
            if !in_place.contains(&words) {
                in_place.push(words);
            }
        }
        if in_place.is_empty() {
            md!(out, "- **Already in place:** nothing yet — a clean slate, so the roadmap starts with the basics");
        } else {
            md!(out, "- **Already in place:** {} — the plan builds on what you already do", in_place.join(", "));
        }
        if let Some(vision) = self.lead.success_vision.as_deref().map(text::inline).filter(|v| !v.is_empty()) {
            md!(out, "- **What success looks like to you:** {vision}");
        }
        md!(out);
    }

    fn write_customer(&self, out: &mut String) {
        md!(out, "## Your ideal customer");
        md!(out);
        md!(out, "{}", self.tone.customer_intro);
        md!(out);
        md!(out, "- **Who they are:** {}", text::inline(&self.lead.ideal_customer));
        md!(out, "- **What they need solved:** {}", text::inline(&self.lead.problem_solved));
        let place = match (self.lead.sell_location, self.lead.specific_location.as_deref().map(text::inline)) {
            (SellLocation::Locally, Some(place)) if !place.is_empty() => {
                format!("Locally, in {place} — close enough to visit, order or book without a second thought")
            }
            (SellLocation::Locally, _) => {
                "Locally, within easy reach of you — close enough to visit, order or book without a second thought"
                    .to_owned()
            }
            (SellLocation::Nationally, _) => {
                "Across the country — they find you online and expect delivery or remote service".to_owned()
            }
            (SellLocation::OnlineOnly, _) => {
                "Online only — they find, compare and buy without ever meeting you".to_owned()
            }
        };
        md!(out, "- **Where they are:** {place}");
        md!(out, "- **How they buy from {}:** {}", self.ty.biz, self.ty.how_they_buy);
        md!(out, "- **What earns their trust:** {}", self.ty.trust);
        md!(out, "- **Where you will reach them:** {} (see the channel plan)", self.channel_list(&self.chans));
        md!(out);
        md!(out, "Three messages to repeat everywhere:");
        md!(out);
        md!(out, "1. Name the problem in their words: “{}”.", self.prob);
        let stage_message = [
            "Be among the first: early {cust} get founding prices and a direct line to the founder.",
            "New and personal: {cust} deal directly with the founder, who answers every message.",
            "Proven: {cust} keep coming back. Show the numbers and the reviews.",
        ][self.stage];
        out.push_str("2. ");
        self.fill(out, stage_message, WEBSITE, "");
        out.push('\n');
        let place_message = match self.lead.sell_location {
            SellLocation::Locally => "Close by: {core} {near}, without the detour.",
            SellLocation::Nationally => "Wherever they are: {core} {near}, delivered or done remotely.",
            SellLocation::OnlineOnly => "Right when they need it: {core} online, from anywhere.",
        };
        out.push_str("3. ");
        self.fill(out, place_message, WEBSITE, "");
        out.push_str("\n\n");
    }

    fn write_channels(&self, out: &mut String) {
        md!(out, "## Channel plan");
        md!(out);
        self.fill(out, self.tone.channel_intro, WEBSITE, "");
        out.push(' ');
        let support = [
            "You're doing it yourself, so every cadence assumes you make everything; batching and templates keep it realistic.",
            "You'd like some help: hand the time-consuming production (editing, design, scheduling) to a freelancer or virtual assistant, and keep what only you can do — ideas, filming and conversations.",
            "You'd like full help: a freelancer produces and schedules, and your own hours go to approvals, appearing on camera and conversations with {cust}. That is why the cadence is higher than your hours alone would allow.",
        ][self.support];
        self.fill(out, support, WEBSITE, "");
        out.push_str("\n\n");
        if self.focus < self.chans.len() {
            let focus = self.channel_list(&self.chans[..self.focus]);
            let rest = self.channel_list(&self.chans[self.focus..]);
            md!(
                out,
                "With {}, {} focus channels is the realistic maximum: {} get most of your time, while {} stay on maintenance. Promote one of them at Day 60 only if the focus channels are running smoothly.",
                HOURS_PHRASE[self.time],
                self.focus,
                focus,
                rest
            );
            md!(out);
        }
        md!(out, "| Activity | Your time per week | Weekly cadence |");
        md!(out, "|---|---|---|");
        for (i, &ch) in self.chans.iter().enumerate() {
            let role = if i < self.focus { "focus" } else { "maintenance" };
            md!(
                out,
                "| {} ({role}) | {} | {} |",
                CHANNELS[ch].name,
                fmt_minutes(self.minutes[i]),
                capitalized(&self.cadence(i))
            );
        }
        md!(
            out,
            "| Planning, batching and review | {} | One fixed slot, same day every week |",
            fmt_minutes(self.planning)
        );
        let total = self.planning + self.minutes.iter().sum::<u32>();
        md!(
            out,
            "| **Total** | **{}** | Your limit: {} h a week |",
            fmt_minutes(total),
            hours_cap(self.lead.time_available)
        );
        md!(out);
        for (i, &ch) in self.chans.iter().enumerate() {
            let copy = &CHANNELS[ch];
            if i < self.focus {
                md!(out, "### {} — focus channel", copy.name);
                md!(out);
                md!(out, "{}", copy.role);
                md!(out);
                md!(out, "- **Your time:** {} a week", fmt_minutes(self.minutes[i]));
                md!(out, "- **Cadence:** {}", self.cadence(i));
                let formats = &copy.formats[..copy.formats.len().min(4)];
                md!(out, "- **Formats to rotate:** {}", formats.join(", "));
                md!(out, "- **How you'll do it:** {}", copy.support[self.support]);
            } else {
                md!(out, "### {} — maintenance", copy.name);
                md!(out);
                md!(out, "{}", copy.role);
                md!(out);
                md!(out, "- **Your time:** {} a week", fmt_minutes(self.minutes[i]));
                md!(out, "- **Keep it ticking:** {}", capitalized(copy.maintenance));
            }
            md!(out);
        }
    }

    /// The weekly cadence of `chans[i]`, from its minutes and the support level.
    fn cadence(&self, i: usize) -> String {
        let copy = &CHANNELS[self.chans[i]];
        if i >= self.focus {
            return copy.maintenance.to_owned();
        }
        let unit = (copy.unit_minutes * SUPPORT_SHARE[self.support] / 100).max(1);
        let per_week = (self.minutes[i] / unit).min(copy.max_per_week);
        let (one, many) = copy.action;
        if per_week >= 1 {
            let what = if per_week == 1 { one } else { many };
            // Time left once the cadence is at its useful maximum goes to conversations.
            let spare = (self.minutes[i] - per_week * unit) / 15 * 15;
            if per_week == copy.max_per_week && spare >= 60 {
                format!(
                    "{per_week} {what} a week, plus {} of replies, community and direct outreach",
                    fmt_minutes(spare)
                )
            } else {
                format!("{per_week} {what} a week")
            }
        } else {
            let per_month = (self.minutes[i] * 4 / unit).max(1);
            let what = if per_month == 1 { one } else { many };
            format!("{per_month} {what} a month")
        }
    }

    fn write_budget(&self, out: &mut String) {
        md!(out, "## Budget split");
        md!(out);
        md!(out, "{}", self.tone.budget_intro);
        md!(out);
        md!(out, "| Line item | Per month | What it pays for |");
        md!(out, "|---|---:|---|");
        for line in &self.budget {
            md!(out, "| {} | ${} | {} |", line.label, line.dollars, line.note);
        }
        let total: u32 = self.budget.iter().map(|l| l.dollars).sum();
        let cap = budget_cap(self.lead.marketing_budget);
        md!(out, "| **Total** | **${total}** | Cap: ${cap} a month |");
        md!(out);
        match self.money {
            0 => md!(
                out,
                "- With under $50 a month, this plan leans on free and organic tactics; the paid lines are small tests you can skip in a tight month."
            ),
            3 => md!(
                out,
                "- You chose 500+ a month. This plan caps spending at $800 a month until you know your cost per {}; then scale only the lines that beat their targets.",
                self.ty.cust1
            ),
            _ => md!(out, "- The total stays within the ${cap} upper end of the range you chose."),
        }
        let funded: Vec<&BudgetLine> = self.budget.iter().filter(|l| l.channel.is_some()).collect();
        if !funded.is_empty() {
            out.push_str("- Daily caps: ");
            for (i, line) in funded.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                let ch = line.channel.unwrap_or(WEBSITE);
                let _ = write!(out, "{} about ${}/day", line.label, self.ad_per_day(ch));
            }
            out.push_str(". Never raise a cap in the first two weeks; give each campaign time to learn.\n");
        }
        let unfunded: Vec<usize> =
            self.chans.iter().copied().filter(|&ch| CHANNELS[ch].paid.is_some() && !self.is_funded(ch)).collect();
        if !unfunded.is_empty() {
            let verb = if unfunded.len() == 1 { "stays" } else { "stay" };
            md!(
                out,
                "- {} {verb} organic for now; add paid spend there only after a funded line shows a cost per {} you are happy with.",
                self.channel_list(&unfunded),
                self.ty.cust1
            );
        }
        md!(out);
    }

    fn write_keywords(&self, out: &mut String) {
        md!(out, "## Top 5 keywords");
        md!(out);
        self.fill(out, self.tone.keyword_intro, WEBSITE, "");
        out.push_str("\n\n");
        for (i, keyword) in self.keywords.iter().enumerate() {
            md!(out, "{}. `{}`", i + 1, keyword);
        }
        md!(out);
        md!(out, "How to use them:");
        md!(out);
        match &self.site {
            Some(site) => {
                md!(out, "- Put the first keyword in the title and first heading of your main page on {site}.")
            }
            None => md!(out, "- Put the first keyword in the title and first heading of your one-page website."),
        }
        md!(
            out,
            "- Use the same words, exactly as written, in your profile descriptions, headlines and the first line of what you publish."
        );
        for &ch in &self.chans {
            md!(out, "- {}", CHANNELS[ch].keyword_use);
        }
        md!(out);
    }

    fn write_ideas(&self, out: &mut String) {
        md!(out, "## 30 content ideas");
        md!(out);
        md!(out, "{}", self.tone.ideas_intro);
        md!(out);
        for (i, idea) in self.ideas().iter().enumerate() {
            md!(out, "{}. {}", i + 1, idea);
        }
        md!(out);
    }

    fn write_roadmap(&self, out: &mut String) {
        md!(out, "## 90-day roadmap");
        md!(out);
        md!(out, "{}", self.tone.roadmap_intro);
        md!(out);
        let phases = [
            (0, "### Days 1–30: Foundation (weeks 1–4)"),
            (4, "### Days 31–60: Momentum (weeks 5–8)"),
            (8, "### Days 61–90: Scale (weeks 9–13)"),
        ];
        for (week, tasks) in self.roadmap().iter().enumerate() {
            if let Some((_, heading)) = phases.iter().find(|(start, _)| *start == week) {
                md!(out, "{heading}");
                md!(out);
            }
            md!(out, "**Week {}**", week + 1);
            md!(out);
            for task in tasks {
                md!(out, "- {task}");
            }
            md!(out);
        }
    }

    fn write_challenges(&self, out: &mut String) {
        md!(out, "## Your challenges");
        md!(out);
        md!(out, "{}", self.tone.challenge_intro);
        md!(out);
        let mut seen: Vec<Challenge> = Vec::with_capacity(2);
        for &challenge in &self.lead.marketing_challenges {
            if seen.contains(&challenge) {
                continue;
            }
            seen.push(challenge);
            let index = index_of(Challenge::ALL, challenge);
            let copy = &copy::CHALLENGES[index];
            md!(out, "### {}", copy.title);
            md!(out);
            if challenge == Challenge::Other
                && let Some(other) = self.lead.other_challenge.as_deref().map(text::inline).filter(|t| !t.is_empty())
            {
                md!(out, "> {other}");
                md!(out);
            }
            for (i, action) in copy.actions.iter().enumerate() {
                let _ = write!(out, "{}. ", i + 1);
                match *action {
                    "TIME" => self.fill(out, copy::TIME_ACTIONS[self.support], WEBSITE, ""),
                    "HOURS" => self.hours_action(out),
                    "START" => self.start_action(out),
                    "STEADY" => self.steady_action(out),
                    "MONEY" => self.money_action(out),
                    action => self.fill(out, action, WEBSITE, ""),
                }
                out.push('\n');
            }
            md!(out);
        }
    }

    fn hours_action(&self, out: &mut String) {
        let _ = write!(out, "Stick to the hours table in the channel plan ({}); ", HOURS_PHRASE[self.time]);
        if self.focus < self.chans.len() {
            out.push_str("if a week gets tight, drop the maintenance channels first, never the focus ones.");
        } else if let Some(&last) = self.chans.iter().rev().find(|&&ch| ch != GOOGLE_ADS) {
            let last = CHANNELS[last].name;
            let _ = write!(out, "if a week gets tight, halve the cadence on {last} first and keep the planning slot.");
        } else {
            out.push_str("if a week gets tight, skip one ad check-in, never the planning slot.");
        }
    }

    fn start_action(&self, out: &mut String) {
        let top = CHANNELS[self.chans[0]].name;
        if self.chans.len() == 1 {
            let _ = write!(
                out,
                "Put all your marketing time into {top} and nothing else; a single channel done well beats three done halfway."
            );
        } else {
            let _ = write!(
                out,
                "Start with {top} only for the first two weeks — it is the strongest fit for your goal — and bring in the others from week 3."
            );
        }
    }

    fn steady_action(&self, out: &mut String) {
        match self.chans.iter().find(|&&ch| ch != GOOGLE_ADS) {
            Some(&ch) => {
                let _ = write!(out, "Be predictable: publish on {} on the same days every week, so you become familiar.", CHANNELS[ch].name);
            }
            None => out.push_str(
                "Be predictable: keep your Google Ads running every day at a steady cap, so people who search twice see you twice.",
            ),
        }
    }

    fn money_action(&self, out: &mut String) {
        let funded: Vec<usize> = self.budget.iter().filter_map(|l| l.channel).collect();
        if funded.is_empty() {
            out.push_str(
                "Keep every dollar away from ads for now: this plan runs on free and organic tactics, and the small budget goes to what makes them work better (content and referrals).",
            );
        } else {
            let _ = write!(
                out,
                "Spend ad money only where it works hardest: {} gets it, with the daily caps in the budget split; everything else stays organic until it proves itself.",
                self.channel_list(&funded)
            );
        }
    }

    fn write_kpis(&self, out: &mut String) {
        md!(out, "## KPIs to track");
        md!(out);
        md!(out, "{}", self.tone.kpi_intro);
        md!(out);
        md!(out, "| KPI | Day 30 | Day 60 | Day 90 |");
        md!(out, "|---|---|---|---|");
        for (name, [d30, d60, d90]) in self.kpis() {
            md!(out, "| {name} | {d30} | {d60} | {d90} |");
        }
        md!(out);
    }
}

/// Chosen channels, best fit for the business type, goal and location first; ties keep the
/// survey's platform order. No platform at all (impossible after parsing) plans the website.
fn rank_channels(lead: &NewLead, type_index: usize, goal: usize) -> Vec<usize> {
    let mut chosen = [false; 6];
    for &platform in &lead.platforms {
        chosen[platform_index(platform)] = true;
    }
    let mut chans: Vec<usize> = (0..6).filter(|&ch| chosen[ch]).collect();
    if chans.is_empty() {
        return vec![WEBSITE];
    }
    let location_bonus: [u32; 6] = match lead.sell_location {
        SellLocation::Locally => [0, 1, 0, 0, 0, 1],
        SellLocation::Nationally => [0; 6],
        SellLocation::OnlineOnly => [0, 0, 1, 0, 1, 0],
    };
    let score = |ch: usize| TYPE_SCORES[type_index][ch] + GOAL_SCORES[goal][ch] + location_bonus[ch];
    chans.sort_by_key(|&ch| std::cmp::Reverse(score(ch)));
    chans
}

/// Weekly minutes per channel and for planning; the total never exceeds the time cap.
fn allocate_minutes(chans: &[usize], focus: usize, time: usize, support: usize) -> (Vec<u32>, u32) {
    let planning = PLANNING_MINUTES[time];
    let maintenance = MAINTENANCE_MINUTES[time];
    let maintained = (chans.len() - focus) as u32;
    let pool = CAP_MINUTES[time] - planning - maintenance * maintained;
    // The best-ranked channel that publishes content gets a bonus share.
    let lead = chans[..focus].iter().position(|&ch| ch != GOOGLE_ADS);
    let weights: Vec<u32> =
        chans[..focus].iter().enumerate().map(|(i, &ch)| CHANNELS[ch].weight + u32::from(Some(i) == lead)).collect();
    let total: u32 = weights.iter().sum();
    let mut minutes: Vec<u32> = weights.iter().map(|w| pool * w / total / 5 * 5).collect();
    // Search ads need check-ins, not hours: time beyond their cadence goes to the lead channel.
    if let (Some(ads), Some(lead)) = (chans[..focus].iter().position(|&ch| ch == GOOGLE_ADS), lead) {
        let copy = &CHANNELS[GOOGLE_ADS];
        let need = (copy.max_per_week * copy.unit_minutes * SUPPORT_SHARE[support] / 100).div_ceil(5) * 5;
        if minutes[ads] > need {
            minutes[lead] += minutes[ads] - need;
            minutes[ads] = need;
        }
    }
    let used: u32 = minutes.iter().sum();
    if let Some(first) = minutes.get_mut(lead.unwrap_or(0)) {
        *first += (pool - used) / 5 * 5;
    }
    minutes.extend(std::iter::repeat_n(maintenance, chans.len() - focus));
    (minutes, planning)
}

/// The main product phrase of the offering and, if the offering names one, a second one.
fn core_terms(lead: &NewLead) -> (String, Option<String>) {
    let runs = text::content_runs(&lead.business_offering);
    let mut offer_runs = runs.iter().filter(|run| !run.after_for);
    let take_last = |words: &[String], n: usize| words[words.len().saturating_sub(n)..].join(" ");
    match offer_runs.next() {
        Some(first) => {
            let core = take_last(&first.words, 3);
            let second = offer_runs.map(|run| take_last(&run.words, 2)).find(|s| *s != core);
            (core, second)
        }
        None => {
            let type_index = index_of(BusinessType::ALL, lead.business_type);
            (TYPES[type_index].fallback_core.to_owned(), None)
        }
    }
}

fn build_keywords(lead: &NewLead, core: &str, second: Option<&str>) -> [String; 5] {
    let place = match (lead.sell_location, lead.specific_location.as_deref()) {
        (SellLocation::Locally, Some(text)) => {
            let city = text::keyword_clean(text.split(',').next().unwrap_or(""));
            let city: Vec<&str> = city.split(' ').filter(|w| !w.is_empty()).take(4).collect();
            if city.is_empty() { Place::NearMe } else { Place::City(city.join(" ")) }
        }
        (SellLocation::Locally, None) => Place::NearMe,
        (SellLocation::Nationally, _) => Place::National,
        (SellLocation::OnlineOnly, _) => Place::Online,
    };
    let head = core.rsplit(' ').next().unwrap_or(core);
    // The base drops a trailing "coaching"/"services" so "fitness coaching" → "fitness coach".
    let base = {
        let trimmed = core
            .strip_suffix(" coaching")
            .or_else(|| core.strip_suffix(" coach"))
            .or_else(|| core.strip_suffix(" services"))
            .or_else(|| core.strip_suffix(" service"))
            .or_else(|| core.strip_suffix(" consulting"))
            .unwrap_or(core);
        if matches!(trimmed, "coaching" | "coach" | "services" | "service" | "freelance services") {
            ""
        } else {
            trimmed
        }
    };
    let mut list: Vec<String> = Vec::with_capacity(12);
    let mut push = |phrase: String| {
        let phrase = phrase.split(' ').filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ");
        if !phrase.is_empty() && !list.contains(&phrase) {
            list.push(phrase);
        }
    };
    let city = match &place {
        Place::City(city) => city.as_str(),
        Place::NearMe => "near me",
        _ => "",
    };
    let local = matches!(place, Place::City(_) | Place::NearMe);
    let s = second.unwrap_or("");
    match lead.business_type {
        BusinessType::FoodBeverage => match place {
            Place::City(_) | Place::NearMe => {
                push(format!("{core} {city}"));
                push(format!("best {head} {city}"));
                push(format!("{core} near me"));
                if !s.is_empty() {
                    push(format!("{s} {city}"));
                }
                push(format!("fresh {core} {city}"));
                push(format!("{head} delivery {city}"));
            }
            Place::National => {
                push(format!("{core} delivery"));
                push(format!("buy {core} online"));
                push(format!("best {core}"));
                if !s.is_empty() {
                    push(format!("{s} delivery"));
                }
                push(format!("{core} gift box"));
            }
            Place::Online => {
                push(format!("buy {core} online"));
                push(format!("{core} delivery"));
                push(format!("best {core}"));
                if !s.is_empty() {
                    push(format!("{s} online"));
                }
                push(format!("{core} subscription"));
            }
        },
        BusinessType::BeautyWellness => {
            if local {
                push(format!("{core} {city}"));
                push(format!("best {core} {city}"));
                push(format!("{core} appointment {city}"));
                push(format!("{core} near me"));
                if !s.is_empty() {
                    push(format!("{s} {city}"));
                }
            } else {
                push(format!("best {core}"));
                push(format!("buy {core} online"));
                push(format!("{core} at home"));
                if !s.is_empty() {
                    push(s.to_owned());
                }
            }
            push(format!("{core} prices"));
        }
        BusinessType::Coaching => {
            let b = if base.is_empty() { "life" } else { base };
            if local {
                push(format!("{b} coach {city}"));
            }
            push(format!("{b} coach"));
            push(format!("online {b} coaching"));
            push(format!("{b} coaching program"));
            push(format!("best {b} coach"));
            if !s.is_empty() {
                push(format!("{s} coaching"));
            }
        }
        BusinessType::Freelance => {
            let b = if base.is_empty() { "creative" } else { base };
            if local {
                push(format!("{b} freelancer {city}"));
            }
            push(format!("freelance {b}"));
            push(format!("hire {b} freelancer"));
            push(format!("{b} services for small business"));
            push(format!("{b} rates"));
            if !s.is_empty() {
                push(format!("{s} freelancer"));
            }
        }
        BusinessType::OnlineStore => {
            if local {
                push(format!("{core} shop {city}"));
            }
            push(format!("buy {core} online"));
            push(format!("best {core}"));
            push(format!("{core} gift ideas"));
            if !s.is_empty() {
                push(format!("{s} online"));
            }
            push(format!("{core} shop"));
        }
        BusinessType::Other => {
            if local {
                push(format!("{core} {city}"));
                push(format!("best {core} {city}"));
                push(format!("{core} near me"));
            } else {
                push(core.to_owned());
                push(format!("best {core}"));
            }
            push(format!("{core} cost"));
            push(format!("affordable {core}"));
            if !s.is_empty() {
                push(s.to_owned());
            }
        }
    }
    // Fallbacks, so there are always five distinct phrases.
    push(core.to_owned());
    push(format!("best {core}"));
    push(format!("{core} reviews"));
    push(format!("{core} prices"));
    let type_index = index_of(BusinessType::ALL, lead.business_type);
    for phrase in TYPES[type_index].keyword_fallback {
        push(phrase.to_owned());
    }
    let mut it = list.into_iter();
    std::array::from_fn(|_| it.next().unwrap_or_default())
}

fn fmt_minutes(minutes: u32) -> String {
    match (minutes / 60, minutes % 60) {
        (0, m) => format!("{m} min"),
        (h, 0) => format!("{h} h"),
        (h, m) => format!("{h} h {m} min"),
    }
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| first.to_uppercase().chain(chars).collect())
}

fn group_thousands(value: u32) -> String {
    if value >= 1000 { format!("{},{:03}", value / 1000, value % 1000) } else { value.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use std::time::Instant;

    fn bakery() -> NewLead {
        NewLead {
            business_name: "Bloom Bakery".into(),
            business_type: BusinessType::FoodBeverage,
            sell_location: SellLocation::Locally,
            specific_location: Some("Austin, TX".into()),
            business_offering: "Sourdough bread and pastries, baked fresh every morning".into(),
            business_stage: BusinessStage::Launched,
            website: Some("bloombakery.com".into()),
            ideal_customer: "Busy parents who want real bread for their family".into(),
            problem_solved: "Fresh bread without the supermarket additives".into(),
            success_vision: None,
            primary_goal: PrimaryGoal::GetFirstCustomers,
            time_available: TimeAvailable::ThreeToFiveHours,
            marketing_budget: MarketingBudget::From50To200,
            brand_tone: BrandTone::Friendly,
            marketing_support: MarketingSupport::SomeHelp,
            platforms: vec![Platform::Instagram, Platform::Facebook, Platform::GoogleAds],
            marketing_challenges: vec![Challenge::NotEnoughTime, Challenge::Other],
            other_challenge: Some("Demand drops in the summer heat".into()),
            current_marketing: vec![CurrentMarketing::SocialMedia],
            email: crate::mail::EmailAddress::parse("owner@bloom.example.com").unwrap(),
        }
    }

    const OFFERINGS: [&str; 8] = [
        "Sourdough bread and pastries, baked fresh every morning",
        "Candles",
        "We do it all",
        "1:1 fitness coaching for busy moms who want to feel strong again",
        "Web design & copywriting\nfor small law firms",
        "Café crème & croissants — the real French way",
        "Handmade soy candles, wax melts and reed diffusers shipped nationwide",
        "Bookkeeping services",
    ];
    const CUSTOMERS: [&str; 4] = [
        "Busy parents who want real food",
        "My ideal customers are first-time founders in tech",
        "Women 30-50 who care about natural ingredients.\nThey shop local.",
        "SMB owners",
    ];
    const PROBLEMS: [&str; 3] = [
        "They have no time to cook and hate additives",
        "Finding someone reliable who answers the phone",
        "Stress; burnout; no clear plan",
    ];
    const OTHER_TEXTS: [&str; 3] =
        ["Seasonal demand", "# Heading attempt\r\nwith a line break", "> quote | pipe - dash"];
    const PAIRS: [&[Challenge]; 9] = [
        &[Challenge::DontKnowWhereToStart],
        &[Challenge::AudienceDoesntKnowMe, Challenge::TrafficNoSales],
        &[Challenge::MarketingNotConsistent, Challenge::Other],
        &[Challenge::NotEnoughTime],
        &[Challenge::BudgetTooSmall, Challenge::NotEnoughTime],
        &[Challenge::Other],
        &[Challenge::TrafficNoSales, Challenge::BudgetTooSmall],
        &[Challenge::DontKnowWhereToStart, Challenge::MarketingNotConsistent],
        &[Challenge::AudienceDoesntKnowMe],
    ];
    const COMBINATIONS: usize = 6 * 3 * 4 * 4 * 4 * 63;

    /// The lead for one combination of type × stage × goal × budget × tone × platform subset;
    /// the other answers vary deterministically with the index.
    fn lead_for(i: usize) -> NewLead {
        let mut n = i;
        let mut take = |size: usize| {
            let v = n % size;
            n /= size;
            v
        };
        let business_type = BusinessType::ALL[take(6)];
        let business_stage = BusinessStage::ALL[take(3)];
        let primary_goal = PrimaryGoal::ALL[take(4)];
        let marketing_budget = MarketingBudget::ALL[take(4)];
        let brand_tone = BrandTone::ALL[take(4)];
        let mask = take(63) + 1;
        let platforms: Vec<Platform> =
            Platform::ALL.iter().enumerate().filter(|(bit, _)| mask & (1 << bit) != 0).map(|(_, &p)| p).collect();
        let sell_location = SellLocation::ALL[i % 3];
        let specific_location = match (sell_location, i % 5) {
            (SellLocation::Locally, 0 | 1) => Some("Austin, TX".to_owned()),
            (SellLocation::Locally, 2) => Some("São Paulo".to_owned()),
            (SellLocation::Locally, 3) => Some(", ,".to_owned()),
            _ => None,
        };
        let challenges = PAIRS[(i / 7) % PAIRS.len()];
        NewLead {
            business_name: format!("Shop {i}"),
            business_type,
            sell_location,
            specific_location,
            business_offering: OFFERINGS[(i / 3) % OFFERINGS.len()].to_owned(),
            business_stage,
            website: (!i.is_multiple_of(4)).then(|| "example.com".to_owned()),
            ideal_customer: CUSTOMERS[(i / 11) % CUSTOMERS.len()].to_owned(),
            problem_solved: PROBLEMS[(i / 13) % PROBLEMS.len()].to_owned(),
            success_vision: i.is_multiple_of(6).then(|| "Ten orders a day".to_owned()),
            primary_goal,
            time_available: TimeAvailable::ALL[(i / 5) % 4],
            marketing_budget,
            brand_tone,
            marketing_support: MarketingSupport::ALL[(i / 17) % 3],
            platforms,
            marketing_challenges: challenges.to_vec(),
            other_challenge: challenges.contains(&Challenge::Other).then(|| OTHER_TEXTS[i % 3].to_owned()),
            current_marketing: vec![CurrentMarketing::ALL[i % 6]],
            email: crate::mail::EmailAddress::parse("owner@example.com").unwrap(),
        }
    }

    /// Words that name a platform, lower case. Names of channels outside the survey too.
    fn platform_words(platform: Platform) -> &'static [&'static str] {
        match platform {
            Platform::Instagram => &["instagram", "reel", "insta "],
            Platform::Facebook => &["facebook", "meta "],
            Platform::Tiktok => &["tiktok", "tik tok", "spark ads", "stitch", "duet"],
            Platform::Linkedin => &["linkedin"],
            Platform::Email => &["email", "e-mail", "newsletter", "mailing", "subscriber", "subject line", "inbox"],
            Platform::GoogleAds => &["google", "search ad", "ppc", "adwords", "negative keyword", "search terms"],
        }
    }

    const SECTIONS: [&str; 9] = [
        "## Summary & positioning",
        "## Your ideal customer",
        "## Channel plan",
        "## Budget split",
        "## Top 5 keywords",
        "## 30 content ideas",
        "## 90-day roadmap",
        "## Your challenges",
        "## KPIs to track",
    ];

    /// Words that must never appear, whatever was chosen.
    const NEVER_WORDS: &[&str] =
        &["youtube", "pinterest", "twitter", "snapchat", "whatsapp", "todo", "tbd", "lorem", "some(", "undefined"];

    /// Checks that `text` names no platform outside `allowed` (no word of theirs starts a word,
    /// ASCII case-insensitive) and holds no placeholder marker, stray brace or bracket, CR, tab
    /// or double space. One hand-rolled pass: the crate is tested at opt-level 0.
    fn check_words(context: &str, allowed: &[Platform], text: &str) {
        check_text(context, allowed, text, true);
    }

    /// `check_words`, optionally allowing `{slot}` markers (for the copy templates).
    fn check_text(context: &str, allowed: &[Platform], text: &str, markers: bool) {
        let mut words: Vec<&str> = NEVER_WORDS.to_vec();
        for &platform in Platform::ALL {
            if !allowed.contains(&platform) {
                words.extend_from_slice(platform_words(platform));
            }
        }
        words.sort_unstable_by_key(|w| w.as_bytes()[0]);
        let mut ranges = [(0usize, 0usize); 128];
        for (k, word) in words.iter().enumerate() {
            let range = &mut ranges[usize::from(word.as_bytes()[0])];
            if range.1 == 0 {
                range.0 = k;
            }
            range.1 = k + 1;
        }
        // Plain indexing and lookup tables: no iterator or method calls per byte.
        const LOWER: [u8; 256] = {
            let mut table = [0u8; 256];
            let mut b = 0;
            while b < 256 {
                table[b] = (b as u8).to_ascii_lowercase();
                b += 1;
            }
            table
        };
        const WORDY: [bool; 256] = {
            let mut table = [false; 256];
            let mut b = 0;
            while b < 256 {
                table[b] = (b as u8).is_ascii_alphanumeric() || b >= 0x80;
                b += 1;
            }
            table
        };
        let bytes = text.as_bytes();
        let (mut previous_alnum, mut previous_space) = (false, false);
        let mut at = 0;
        while at < bytes.len() {
            let byte = bytes[at];
            let bad = match byte {
                b'{' | b'}' => markers,
                b'[' | b']' | b'\r' | b'\t' => true,
                b' ' => previous_space,
                _ => false,
            };
            if bad {
                panic!("{context}: marker {:?} at byte {at} in\n{text}", byte as char);
            }
            previous_space = byte == b' ';
            let alnum = WORDY[byte as usize];
            if alnum && !previous_alnum && byte < 0x80 {
                let (from, to) = ranges[LOWER[byte as usize] as usize];
                let mut k = from;
                while k < to {
                    let word = words[k].as_bytes();
                    let end = at + word.len();
                    // The second byte rules out almost every candidate without a call.
                    let second = word.len() < 2 || (end <= bytes.len() && LOWER[bytes[at + 1] as usize] == word[1]);
                    if second && end <= bytes.len() && bytes[at..end].eq_ignore_ascii_case(word) {
                        panic!("{context}: {:?} at byte {at} in\n{text}", words[k]);
                    }
                    k += 1;
                }
            }
            previous_alnum = alnum;
            at += 1;
        }
    }

    /// Every property of the Markdown of one plan; panics with the combination index.
    fn check_plan(i: usize, lead: &NewLead, plan: &str) {
        check_words(&format!("combination {i}"), &lead.platforms, plan);
        assert!(plan.contains(&lead.business_name), "combination {i}: business name missing");
        if let Some(site) = &lead.website {
            assert!(plan.contains(site.as_str()), "combination {i}: website missing");
        }
        assert!(plan.starts_with(&format!("# {} — ", lead.business_name)), "combination {i}: title");
        let (mut sections, mut weeks, mut ideas, mut titles) = (Vec::new(), 0, 0, 0);
        let mut in_ideas = false;
        for line in plan.lines() {
            if let Some(heading) = line.strip_prefix("## ") {
                in_ideas = heading == "30 content ideas";
                sections.push(line);
            } else if line.starts_with("# ") {
                titles += 1;
            } else if line.starts_with('#') {
                assert!(line.starts_with("### "), "combination {i}: stray heading {line}");
            } else if let Some(rest) = line.strip_prefix("**Week ") {
                weeks += 1;
                assert_eq!(rest, format!("{weeks}**"), "combination {i}");
            } else if in_ideas && line.split_once(". **").is_some_and(|(n, _)| n.parse::<usize>() == Ok(ideas + 1)) {
                ideas += 1;
            }
        }
        assert_eq!(sections, SECTIONS, "combination {i}");
        assert_eq!((titles, weeks, ideas), (1, 13, 30), "combination {i}: title, weeks, ideas");
    }

    /// The structural properties of the parts, cheap enough to run for every combination.
    fn check_parts(i: usize, lead: &NewLead) {
        let ctx = Ctx::new(lead);
        let chosen: Vec<&str> = lead.platforms.iter().map(|&p| platform_name(p)).collect();

        let ideas = ctx.ideas();
        assert_eq!(ideas.len(), 30, "combination {i}");
        let mut sorted: Vec<&str> = ideas.iter().map(String::as_str).collect();
        sorted.sort_unstable();
        assert!(sorted.windows(2).all(|pair| pair[0] != pair[1]), "combination {i}: ideas repeat\n{ideas:#?}");
        for idea in &ideas {
            let channel = idea.strip_prefix("**").and_then(|rest| rest.split(" · ").next()).unwrap_or("");
            assert!(chosen.contains(&channel), "combination {i}: idea for {channel:?}: {idea}");
        }

        let distinct: BTreeSet<&String> = ctx.keywords.iter().collect();
        assert_eq!(distinct.len(), 5, "combination {i}: {:?}", ctx.keywords);
        for word in &ctx.keywords {
            assert!(!word.is_empty() && word.chars().all(|c| c.is_alphanumeric() || c == ' '), "{i}: {word:?}");
            assert!(!word.starts_with(' ') && !word.ends_with(' ') && !word.contains("  "), "{i}: {word:?}");
        }

        let cap = budget_cap(lead.marketing_budget);
        let total: u32 = ctx.budget.iter().map(|line| line.dollars).sum();
        assert!(total <= cap, "combination {i}: ${total} over ${cap}");
        if lead.marketing_budget == MarketingBudget::Over500 {
            assert!(total >= 500, "combination {i}: 500+ plans spend ${total}");
        }
        for line in &ctx.budget {
            if let Some(ch) = line.channel {
                assert!(chosen.contains(&CHANNELS[ch].name), "combination {i}: ad spend on {}", line.label);
            }
        }
        let minutes = ctx.planning + ctx.minutes.iter().sum::<u32>();
        assert!(minutes <= hours_cap(lead.time_available) * 60, "combination {i}: {minutes} minutes");

        let weeks = ctx.roadmap();
        assert_eq!(weeks.len(), 13, "combination {i}");
        for tasks in &weeks {
            assert!((2..=3).contains(&tasks.len()), "combination {i}: {tasks:?}");
            // Channel tasks start with the channel's name (week 1 lists them all).
            for segment in tasks.iter().flat_map(|task| task.split("; ")) {
                let Some((label, _)) = segment.split_once(": ") else { continue };
                if let Some(ch) = CHANNELS.iter().find(|c| c.name == label) {
                    assert!(chosen.contains(&ch.name), "combination {i}: task for {label}");
                }
            }
        }
        let kpis = ctx.kpis();
        assert!((4..=6).contains(&kpis.len()), "combination {i}: {} KPIs", kpis.len());
    }

    /// Every channel table names only its own channel, and all other copy names none, so a
    /// plan can only name a platform by using that platform's table.
    #[test]
    fn copy_tables_name_only_their_own_channel() {
        let mut generic: Vec<&str> = Vec::new();
        for ty in &TYPES {
            generic.extend([ty.biz, ty.cust, ty.cust1, ty.conv, ty.cta, ty.fallback_core, ty.fallback_core2]);
            generic.extend([ty.differentiator, ty.how_they_buy, ty.trust, ty.production]);
            generic.extend(ty.topics);
            generic.extend(ty.keyword_fallback);
        }
        generic.extend(copy::UNIVERSAL_TOPICS);
        generic.extend(copy::TRADING_TOPICS);
        generic.extend(copy::IDEA_TOPICS);
        generic.extend(copy::GOALS);
        generic.extend(copy::STAGE_TASKS.iter().flatten());
        generic.extend(copy::SITE_TASKS.iter().flat_map(|(a, b)| [*a, *b]));
        generic.extend(copy::GOAL_TASKS.iter().flatten());
        generic.extend(copy::HABIT_TASKS);
        generic.extend(copy::CHALLENGES.iter().flat_map(|c| std::iter::once(c.title).chain(c.actions)));
        generic.extend(copy::TIME_ACTIONS);
        for tone in &TONES {
            generic.extend(tone.openers);
            generic.extend(tone.stage);
            generic.extend([tone.positioning, tone.customer_intro, tone.channel_intro, tone.budget_intro]);
            generic.extend([tone.keyword_intro, tone.ideas_intro, tone.roadmap_intro, tone.challenge_intro]);
            generic.extend([tone.kpi_intro, tone.closing]);
        }
        generic.extend(HOURS_PHRASE);
        generic.extend(BATCH);
        for text in generic {
            check_text("generic copy", &[], text, false);
        }
        for (index, channel) in CHANNELS.iter().enumerate() {
            let own: Vec<Platform> = Platform::ALL.iter().copied().filter(|&p| platform_index(p) == index).collect();
            let mut texts: Vec<&str> = vec![channel.name, channel.role, channel.action.0, channel.action.1];
            texts.extend([channel.maintenance, channel.keyword_use, channel.setup, channel.kpi.name]);
            texts.extend(channel.support);
            texts.extend(channel.formats);
            texts.extend(channel.tasks);
            if let Some(paid) = &channel.paid {
                texts.extend([paid.label, paid.note]);
                texts.extend(paid.tasks);
            }
            for text in texts {
                check_text(channel.name, &own, text, false);
            }
        }
        for (label, text) in copy::AD_ANGLES {
            check_text("ad angles", &[Platform::GoogleAds], label, false);
            check_text("ad angles", &[Platform::GoogleAds], text, false);
        }
    }

    #[test]
    fn every_answer_combination_gives_a_complete_plan() {
        let started = Instant::now();
        // Two threads: the parts for every combination, the full Markdown for every seventh (7 is
        // prime to 6, 3 and 4, so the stride still meets every type, stage, goal, budget and
        // tone with every platform subset). Every 97th is generated twice and compared.
        std::thread::scope(|scope| {
            for half in 0..2 {
                scope.spawn(move || {
                    for i in (half..COMBINATIONS).step_by(2) {
                        let lead = lead_for(i);
                        check_parts(i, &lead);
                        let (full, twice) = (i % 7 == 0, i % 97 == 0);
                        if full || twice {
                            let plan = write_plan(&lead);
                            if full {
                                check_plan(i, &lead, &plan);
                            }
                            if twice {
                                assert_eq!(plan, write_plan(&lead.clone()), "combination {i}: not deterministic");
                            }
                        }
                    }
                });
            }
        });
        println!("{COMBINATIONS} combinations checked in {:?}", started.elapsed());
    }

    #[test]
    fn an_austin_bakery_gets_a_local_plan() {
        let lead = bakery();
        let plan = write_plan(&lead);
        check_plan(0, &lead, &plan);
        assert_eq!(
            keywords(&lead),
            [
                "sourdough bread austin",
                "best bread austin",
                "sourdough bread near me",
                "pastries austin",
                "fresh sourdough bread austin"
            ]
        );
        assert!(plan.contains("in Austin, TX"));
        assert!(plan.contains("bloombakery.com"));
        assert!(plan.contains("> Demand drops in the summer heat"));
        assert!(plan.contains("| **Total** | **$200** |"));
        let split = budget_split(&lead);
        assert!(split.iter().any(|(label, dollars)| label.starts_with("Google Ads") && *dollars > 0));
        assert!(!split.iter().any(|(label, _)| label.contains("TikTok") || label.contains("LinkedIn")));
    }

    #[test]
    fn online_coaching_on_linkedin_alone_with_no_budget_stays_organic() {
        let lead = NewLead {
            business_name: "Clear Path Coaching".into(),
            business_type: BusinessType::Coaching,
            sell_location: SellLocation::OnlineOnly,
            specific_location: None,
            business_offering: "Leadership coaching for first-time engineering managers".into(),
            business_stage: BusinessStage::Idea,
            website: None,
            ideal_customer: "Engineers promoted to manager in the last year".into(),
            problem_solved: "They were never taught how to lead a team".into(),
            primary_goal: PrimaryGoal::GetFirstCustomers,
            time_available: TimeAvailable::OneToTwoHours,
            marketing_budget: MarketingBudget::UpTo50,
            brand_tone: BrandTone::Professional,
            marketing_support: MarketingSupport::Diy,
            platforms: vec![Platform::Linkedin],
            marketing_challenges: vec![Challenge::DontKnowWhereToStart],
            ..bakery()
        };
        let plan = write_plan(&lead);
        check_plan(1, &lead, &plan);
        assert_eq!(keywords(&lead)[0], "leadership coach");
        assert!(content_ideas(&lead).iter().all(|idea| idea.starts_with("**LinkedIn · ")));
        assert!(budget_split(&lead).iter().all(|(label, _)| !label.contains("LinkedIn")), "no ad spend at $50");
        assert!(plan.contains("Keep every dollar away from ads") || !plan.contains("Your budget is too small"));
        assert!(plan.contains("Put all your marketing time into LinkedIn"));
        assert!(plan.contains("**Website:** none yet"));
    }

    #[test]
    fn a_hostile_business_name_cannot_make_a_heading_or_a_line_break() {
        let lead = NewLead { business_name: "# Evil\r\n<script>".into(), ..bakery() };
        let plan = write_plan(&lead);
        assert!(!plan.contains('\r'));
        assert!(plan.starts_with("# \\# Evil <script> — your 90-day marketing plan\n"));
        for line in plan.lines() {
            assert!(
                !line.starts_with("# Evil") && !line.starts_with("#Evil") && !line.starts_with("<script>"),
                "{line}"
            );
            if line.starts_with('#') {
                assert!(line.starts_with("# \\#") || line.starts_with("## ") || line.starts_with("### "), "{line}");
            }
        }
        let other = NewLead { other_challenge: Some("# Boom\n## Again".into()), ..bakery() };
        let plan = write_plan(&other);
        assert!(plan.contains("> \\# Boom ## Again\n"));
    }

    #[test]
    fn a_lead_without_platforms_gets_a_website_plan_that_names_no_platform() {
        let lead = NewLead { platforms: Vec::new(), ..bakery() };
        let plan = write_plan(&lead);
        check_plan(2, &lead, &plan);
        assert!(content_ideas(&lead).iter().all(|idea| idea.starts_with("**Website · ")));
        assert!(budget_split(&lead).iter().all(|(label, _)| !label.contains("ads")));
    }

    #[test]
    fn brand_tones_read_differently() {
        let plans: Vec<String> =
            BrandTone::ALL.iter().map(|&brand_tone| write_plan(&NewLead { brand_tone, ..bakery() })).collect();
        let summaries: BTreeSet<&str> =
            plans.iter().map(|p| p.split("## Your ideal customer").next().unwrap_or("")).collect();
        assert_eq!(summaries.len(), 4);
    }

    #[test]
    #[ignore = "timing; run with --ignored --nocapture"]
    fn plans_per_second() {
        let leads: Vec<NewLead> = (0..20_000).map(|i| lead_for(i * 3 % COMBINATIONS)).collect();
        let started = Instant::now();
        let mut bytes = 0;
        for lead in &leads {
            bytes += write_plan(lead).len();
        }
        let elapsed = started.elapsed();
        println!(
            "{} plans in {elapsed:?}: {:.0} plans/s, {} bytes on average",
            leads.len(),
            leads.len() as f64 / elapsed.as_secs_f64(),
            bytes / leads.len()
        );
    }

    /// Prints three full plans for reviewing the copy.
    #[test]
    #[ignore = "prints example plans; run with --ignored --nocapture"]
    fn print_examples() {
        println!("{}", write_plan(&bakery()));
        let coach = NewLead {
            business_name: "Clear Path Coaching".into(),
            business_type: BusinessType::Coaching,
            sell_location: SellLocation::OnlineOnly,
            specific_location: None,
            business_offering: "Leadership coaching for first-time engineering managers".into(),
            business_stage: BusinessStage::Idea,
            website: None,
            ideal_customer: "Engineers promoted to manager in the last year".into(),
            problem_solved: "They were never taught how to lead a team".into(),
            primary_goal: PrimaryGoal::GetFirstCustomers,
            time_available: TimeAvailable::OneToTwoHours,
            marketing_budget: MarketingBudget::UpTo50,
            brand_tone: BrandTone::Professional,
            marketing_support: MarketingSupport::Diy,
            platforms: vec![Platform::Linkedin],
            marketing_challenges: vec![Challenge::DontKnowWhereToStart, Challenge::BudgetTooSmall],
            ..bakery()
        };
        println!("=====\n{}", write_plan(&coach));
        let store = NewLead {
            business_name: "Wick & Wonder".into(),
            business_type: BusinessType::OnlineStore,
            sell_location: SellLocation::Nationally,
            specific_location: None,
            business_offering: "Handmade soy candles, wax melts and reed diffusers".into(),
            website: Some("wickandwonder.shop".into()),
            business_stage: BusinessStage::Established,
            ideal_customer: "Women 28-45 who love cosy homes and thoughtful gifts".into(),
            problem_solved: "Gifts that feel personal without a trip to the mall".into(),
            primary_goal: PrimaryGoal::IncreaseSales,
            time_available: TimeAvailable::OneToTwoHours,
            marketing_budget: MarketingBudget::Over500,
            brand_tone: BrandTone::Bold,
            marketing_support: MarketingSupport::FullHelp,
            platforms: Platform::ALL.to_vec(),
            marketing_challenges: vec![Challenge::TrafficNoSales, Challenge::MarketingNotConsistent],
            other_challenge: None,
            current_marketing: vec![CurrentMarketing::Email, CurrentMarketing::Website],
            success_vision: Some("50 orders a week by Christmas".into()),
            ..bakery()
        };
        println!("=====\n{}", write_plan(&store));
    }
}
