//! The Monday e-mail: each week of the plan, from 7 o'clock on its Monday in the founder's time
//! zone (later that week if the server was down then), the week's tasks, how many of last
//! week's were ticked off, one line from the plan's KPIs, and the link to the page. At most one
//! a week per plan, never after week 13, none once the founder stops them (one click, RFC 8058)
//! or the operator revokes the page. A founder who has ticked nothing for three weeks gets one
//! gentle "still want these?" e-mail instead, and no more until they tick a task or ask for
//! them again.
//!
//! `round` takes the time as a value, so tests drive it through the 13 weeks with no clock.

use jiff::Timestamp;
use jiff::tz::TimeZone;
use minijinja::context;
use rusqlite::Connection;

use super::repo::{self, Page};
use super::{WEEKS, monday, task_meta, week_of};
use crate::db::format_timestamp;
use crate::mail::{Email, Mailer};
use crate::plan::text::{duration, number};

/// The local hour from which a week's e-mail goes out on its Monday.
const FROM_HOUR: i8 = 7;
/// Days without a sign of life after which the e-mails pause.
const QUIET_DAYS: i64 = 21;

/// What one round queued.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Queued {
    pub weekly: usize,
    pub nudges: usize,
}

/// Queues every e-mail due at `now`. Run it in a write transaction; wake the mailer after.
pub fn round(conn: &Connection, mailer: &Mailer, now: Timestamp) -> rusqlite::Result<Queued> {
    let mut queued = Queued::default();
    let stamp = format_timestamp(now);
    for page in repo::mailable(conn)? {
        let zone = TimeZone::get(&page.time_zone).unwrap_or(TimeZone::UTC);
        let local = now.to_zoned(zone);
        let week = week_of(page.starts_on, local.date());
        if week == 0 || week > WEEKS || week <= page.mailed_week {
            continue;
        }
        if local.date() == monday(page.starts_on, week) && local.hour() < FROM_HOUR {
            continue;
        }
        let quiet = page
            .active_at
            .parse::<Timestamp>()
            .is_ok_and(|at| now.duration_since(at).as_hours() >= QUIET_DAYS * 24);
        if week > 3 && quiet {
            if page.paused {
                repo::skipped(conn, page.id, week)?;
            } else {
                mailer.enqueue(conn, &nudge(mailer, &page, week))?;
                repo::mailed(conn, page.id, week, true, &stamp)?;
                queued.nudges += 1;
            }
            continue;
        }
        let ticks = repo::ticks(conn, page.id)?;
        mailer.enqueue(conn, &weekly(mailer, &page, week, &ticks))?;
        repo::mailed(conn, page.id, week, false, &stamp)?;
        queued.weekly += 1;
    }
    Ok(queued)
}

/// The page's address, from the e-mail of week `week`.
fn page_url(mailer: &Mailer, page: &Page, week: u8) -> String {
    format!("{}/plan/{}?from={week}", mailer.templates.site_url(), page.token)
}

fn unsubscribe_url(mailer: &Mailer, page: &Page) -> String {
    format!("{}/api/plan-pages/{}/unsubscribe", mailer.templates.site_url(), page.token)
}

/// Week `week`'s e-mail.
pub fn weekly(mailer: &Mailer, page: &Page, week: u8, ticks: &[(u8, usize)]) -> Email {
    let currency = mailer.templates.currency();
    let plan_week = page.plan.roadmap.iter().find(|w| w.week == week);
    let tasks: Vec<_> = plan_week
        .into_iter()
        .flat_map(|w| &w.tasks)
        .map(|task| context! { text => &task.text, meta => task_meta(task, currency) })
        .collect();
    let minutes = plan_week.map_or(0, |w| w.tasks.iter().map(|t| t.minutes).sum());
    let focus = plan_week.map(|w| w.focus.trim_end_matches('.').to_owned()).unwrap_or_default();
    let last_week = (week > 1)
        .then(|| page.plan.roadmap.iter().find(|w| w.week == week - 1))
        .flatten()
        .filter(|w| !w.tasks.is_empty())
        .map(|w| {
            let ticked = ticks.iter().filter(|(tw, _)| *tw == w.week).count();
            context! { ticked, total => w.tasks.len() }
        });
    let unsubscribe = unsubscribe_url(mailer, page);
    let rendered = mailer.templates.message(
        "plan_week",
        crate::mail::templates::header_text(&match focus.as_str() {
            "" => format!("Week {week} of your marketing plan"),
            focus => format!("Week {week} of your plan: {focus}"),
        }),
        context! {
            business_name => &page.business_name,
            week,
            focus,
            tasks,
            total_time => duration(minutes),
            last_week,
            kpi_line => kpi_line(page, week),
            page_url => page_url(mailer, page, week),
            unsubscribe_url => &unsubscribe,
        },
    );
    Email {
        kind: "plan_week",
        dedupe_key: format!("plan-page:{}:week:{week}", page.id),
        to: page.email.clone(),
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: one_click(&unsubscribe),
        lead_id: Some(page.lead_id),
        attachments: Vec::new(),
    }
}

/// The one "still want these?" e-mail of a quiet spell.
fn nudge(mailer: &Mailer, page: &Page, week: u8) -> Email {
    let rendered = mailer.templates.message(
        "plan_nudge",
        "Still want your plan's Monday e-mails?".to_owned(),
        context! { business_name => &page.business_name, page_url => page_url(mailer, page, week) },
    );
    Email {
        kind: "plan_nudge",
        dedupe_key: format!("plan-page:{}:nudge:{week}", page.id),
        to: page.email.clone(),
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: one_click(&unsubscribe_url(mailer, page)),
        lead_id: Some(page.lead_id),
        attachments: Vec::new(),
    }
}

/// RFC 8058 one-click unsubscribe headers.
fn one_click(url: &str) -> Vec<(String, String)> {
    vec![
        ("List-Unsubscribe".into(), format!("<{url}>")),
        ("List-Unsubscribe-Post".into(), "List-Unsubscribe=One-Click".into()),
    ]
}

/// One line from the plan's KPIs (a different one each week): the aim for the next checkpoint,
/// or, in the week a checkpoint is reached (day 30 falls in week 5, 60 in 9, 90 in 13), the
/// invitation to write the figure down.
fn kpi_line(page: &Page, week: u8) -> Option<String> {
    let kpis = &page.plan.kpis;
    let kpi = kpis.get(usize::from(week) % kpis.len().max(1))?;
    let (day, target) = match week {
        1..=5 => (30, kpi.day30),
        6..=9 => (60, kpi.day60),
        _ => (90, kpi.day90),
    };
    let target = match kpi.unit.as_str() {
        "%" => format!("{}%", number(target)),
        unit => format!("{} {unit}", number(target)),
    };
    let metric = kpi.metric.trim_end_matches('.');
    Some(match week {
        5 | 9 | 13 => format!(
            "Day {day} is here: your plan aimed for {target} ({metric}). Write down your own figure on your plan page, so you can see what is working."
        ),
        _ => format!("Your plan's aim for day {day}: {target} ({metric})."),
    })
}

/// How often the worker looks for e-mails due.
const EVERY: std::time::Duration = std::time::Duration::from_secs(300);

/// Queues the Monday e-mails as they fall due, every few minutes, until `stopped`.
pub async fn run(
    db: crate::db::Db,
    mailer: std::sync::Arc<Mailer>,
    mut stopped: tokio::sync::watch::Receiver<bool>,
) {
    loop {
        let worker = mailer.clone();
        match db.write(move |conn| round(conn, &worker, Timestamp::now())).await {
            Ok(queued) if queued != Queued::default() => {
                tracing::info!(
                    weekly = queued.weekly,
                    nudges = queued.nudges,
                    "plan e-mails queued"
                );
                mailer.wake();
            }
            Ok(_) => {}
            Err(err) => tracing::error!(error = %err, "plan e-mails: cannot queue this round"),
        }
        tokio::select! {
            _ = stopped.changed() => return,
            () = tokio::time::sleep(EVERY) => {}
        }
    }
}
