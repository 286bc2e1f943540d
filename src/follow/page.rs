//! The founder's plan page, `/plan/{token}`: the template and fragments the UI build
//! prerendered (`_pages/templates/plan-page.html`, `_pages/fragments/plan-*.html`), branded
//! once at start and filled per request from the page's plan, ticks and figures. Private: no
//! analytics script, `noindex`, and `no-store` so no shared cache keeps it.

use jiff::civil::Date;

use super::repo::Page;
use super::{WEEKS, dates, task_meta, week_of};
use crate::content::Currency;
use crate::http::html::{escape_html, fill};
use crate::plan::model::Task;
use crate::plan::render;
use crate::plan::text::number;

/// The prerendered pieces, with the operator's brand in them.
pub struct Pieces {
    pub template: String,
    pub task: String,
    pub week: String,
    pub kpi: String,
    pub mail_on: String,
    pub mail_paused: String,
    pub mail_off: String,
}

impl Pieces {
    /// `file(name)` reads a file of the UI build with the brand applied.
    pub fn load(file: impl Fn(&str) -> Option<String>) -> Option<Self> {
        let fragment = |name: &str| file(&format!("_pages/fragments/{name}.html"));
        Some(Self {
            template: file("_pages/templates/plan-page.html")?,
            task: fragment("plan-task")?,
            week: fragment("plan-week")?,
            kpi: fragment("plan-kpi")?,
            mail_on: fragment("plan-mail-on")?,
            mail_paused: fragment("plan-mail-paused")?,
            mail_off: fragment("plan-mail-off")?,
        })
    }
}

/// What a page shows besides its plan.
pub struct State<'a> {
    pub page: &'a Page,
    pub today: Date,
    pub ticks: &'a [(u8, usize)],
    pub figures: &'a [(usize, u16, f64)],
    pub currency: &'a Currency,
    /// The Pro plan's price as the site shows it.
    pub price: &'a str,
}

const CHECKED: &str = r#"data-plan-checked="__PLANSMITH_K_CHECKED__""#;

impl Pieces {
    /// The page, filled.
    pub fn render(&self, state: &State<'_>) -> String {
        let page = state.page;
        let plan = &page.plan;
        let week = week_of(page.starts_on, state.today);
        let shown = week.clamp(1, WEEKS);
        let ticked = |w: u8, i: usize| state.ticks.contains(&(w, i));
        let tasks_of = |w: u8, prefix: &str| -> String {
            plan.roadmap
                .iter()
                .filter(|rw| rw.week == w)
                .flat_map(|rw| rw.tasks.iter().enumerate())
                .map(|(i, task)| self.task(state, w, i, task, ticked(w, i), prefix))
                .collect()
        };
        let heading = match week {
            0 => format!("Your plan starts on Monday, {}", page.starts_on.strftime("%B %-d")),
            w if w > WEEKS => "Your 13 weeks are done".to_owned(),
            w => format!("Week {w} of {WEEKS} · {}", dates(page.starts_on, w)),
        };
        let focus = match week {
            w if w > WEEKS => String::new(),
            _ => plan
                .roadmap
                .iter()
                .find(|w| w.week == shown)
                .map(|w| w.focus.clone())
                .unwrap_or_default(),
        };
        let now = match week {
            w if w > WEEKS => "<p>Every week of your plan is below: tick off what you did, and write down your day-90 figures.</p>".to_owned(),
            _ => match tasks_of(shown, "now") {
                tasks if tasks.is_empty() => "<p>No tasks this week.</p>".to_owned(),
                tasks => tasks,
            },
        };
        let total = plan.tasks().count();
        let done = state.ticks.len().min(total);
        let percent = (done * 100).checked_div(total).unwrap_or(0);
        let weeks: String = (1..=WEEKS)
            .map(|w| {
                let in_week = plan.roadmap.iter().find(|rw| rw.week == w);
                let count = in_week.map_or(0, |rw| rw.tasks.len());
                let ticked = state.ticks.iter().filter(|(tw, _)| *tw == w).count();
                let state_name = match w.cmp(&week) {
                    std::cmp::Ordering::Less => "past",
                    std::cmp::Ordering::Equal => "current",
                    std::cmp::Ordering::Greater => "ahead",
                };
                let html = fill(
                    &self.week,
                    &[
                        ("__PLANSMITH_W_WEEK__", &w.to_string()),
                        ("__PLANSMITH_W_DATES__", &dates(page.starts_on, w)),
                        ("__PLANSMITH_W_FOCUS__", in_week.map_or("", |rw| rw.focus.as_str())),
                        ("__PLANSMITH_W_DONE__", &format!("{ticked} of {count} done")),
                        ("__PLANSMITH_W_STATE__", state_name),
                    ],
                );
                html.replace("__PLANSMITH_W_TASKS__", &tasks_of(w, &format!("w{w}")))
            })
            .collect();
        let kpis: String = plan
            .kpis
            .iter()
            .enumerate()
            .map(|(i, kpi)| {
                let target = |value: f64| match kpi.unit.as_str() {
                    "%" => format!("{}%", number(value)),
                    _ => number(value),
                };
                let mine = |day: u16| {
                    state
                        .figures
                        .iter()
                        .find(|(k, d, _)| *k == i && *d == day)
                        .map(|(_, _, v)| number(*v))
                        .unwrap_or_default()
                };
                fill(
                    &self.kpi,
                    &[
                        ("__PLANSMITH_I_INDEX__", &i.to_string()),
                        ("__PLANSMITH_I_METRIC__", &kpi.metric),
                        ("__PLANSMITH_I_UNIT__", &kpi.unit),
                        ("__PLANSMITH_I_HOW__", &kpi.how_to_measure),
                        ("__PLANSMITH_I_T30__", &target(kpi.day30)),
                        ("__PLANSMITH_I_T60__", &target(kpi.day60)),
                        ("__PLANSMITH_I_T90__", &target(kpi.day90)),
                        ("__PLANSMITH_I_V30__", &mine(30)),
                        ("__PLANSMITH_I_V60__", &mine(60)),
                        ("__PLANSMITH_I_V90__", &mine(90)),
                    ],
                )
            })
            .collect();
        let mail = match (page.unsubscribed, page.paused, week > WEEKS) {
            (_, _, true) => "<p>The Monday e-mails ended with your plan's week 13.</p>".to_owned(),
            (true, _, _) => self.mail_off.clone(),
            (false, true, _) => self.mail_paused.clone(),
            (false, false, _) => self.mail_on.clone(),
        };
        // The page has its own title: the plan's first heading goes.
        let text = render::markdown(&page.business_name, plan, state.currency);
        let body = text
            .split_once('\n')
            .filter(|(first, _)| first.starts_with("# "))
            .map_or(text.as_str(), |(_, rest)| rest);
        let raw = [
            ("__PLANSMITH_PLAN_TASKS__", now),
            ("__PLANSMITH_PLAN_WEEKS__", weeks),
            ("__PLANSMITH_PLAN_KPIS__", kpis),
            ("__PLANSMITH_PLAN_MAIL__", mail),
            ("__PLANSMITH_PLAN_BODY__", crate::content::markdown(body)),
        ];
        let mut html = fill(
            &self.template,
            &[
                ("__PLANSMITH_PLAN_BUSINESS__", &page.business_name),
                ("__PLANSMITH_PLAN_WEEK__", &heading),
                ("__PLANSMITH_PLAN_FOCUS__", &focus),
                (
                    "__PLANSMITH_PLAN_DONE__",
                    &format!(
                        "{done} of {total} {} done",
                        if total == 1 { "task" } else { "tasks" }
                    ),
                ),
                ("__PLANSMITH_PLAN_PERCENT__", &percent.to_string()),
                ("__PLANSMITH_PLAN_PRICE__", state.price),
            ],
        );
        for (token, value) in raw {
            html = html.replace(token, &value);
        }
        // Last, as the fragments put in carry it too.
        html.replace("__PLANSMITH_PLAN_TOKEN__", &escape_html(&page.token))
    }

    fn task(
        &self,
        state: &State<'_>,
        week: u8,
        index: usize,
        task: &Task,
        ticked: bool,
        prefix: &str,
    ) -> String {
        fill(
            &self.task,
            &[
                ("__PLANSMITH_K_ID__", &format!("{prefix}-{index}")),
                ("__PLANSMITH_K_WEEK__", &week.to_string()),
                ("__PLANSMITH_K_INDEX__", &index.to_string()),
                ("__PLANSMITH_K_TEXT__", &task.text),
                ("__PLANSMITH_K_META__", &task_meta(task, state.currency)),
            ],
        )
        .replace(CHECKED, if ticked { r#"checked="""# } else { "" })
    }
}
