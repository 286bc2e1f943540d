/**
 * A founder's private plan page (`/plan/{token}`) as the build renders it: once, with
 * placeholders the server fills per plan (the page) and per item (a task, a week, a KPI). Text
 * placeholders are filled escaped; the slots marked HTML receive markup the server built from
 * the fragments. The words the page's script writes after a tick (`doneText`, `weekDoneText`,
 * `percentDone`) are the server's own, so a tick reads the same as a reload.
 */

/** What the server fills into the page. */
export type PlanPageSlots = {
  /** The link's secret (48 hex characters). */
  token: string
  business: string
  /** "Week 3 of 13 · Dec 14 – Dec 20", or the line before the start and after the end. */
  week: string
  /** This week's focus; may be empty. */
  focus: string
  /** HTML: this week's `plan-task` fragments, or a short paragraph when there are none. */
  tasks: string
  /** "5 of 40 tasks done" (`doneText`). */
  done: string
  /** 0–100, an integer (`percentDone`). */
  percent: string
  /** HTML: the 13 `plan-week` fragments. */
  weeks: string
  /** HTML: the `plan-kpi` fragments. */
  kpis: string
  /** HTML: one of `plan-mail-on`, `plan-mail-paused`, `plan-mail-off`. */
  mail: string
  /** HTML: the whole plan, sanitised. */
  body: string
  /** The Pro package's price, "€99". */
  price: string
}

export const PLAN_PAGE_SLOTS: PlanPageSlots = {
  token: '__PLANSMITH_PLAN_TOKEN__',
  business: '__PLANSMITH_PLAN_BUSINESS__',
  week: '__PLANSMITH_PLAN_WEEK__',
  focus: '__PLANSMITH_PLAN_FOCUS__',
  tasks: '__PLANSMITH_PLAN_TASKS__',
  done: '__PLANSMITH_PLAN_DONE__',
  percent: '__PLANSMITH_PLAN_PERCENT__',
  weeks: '__PLANSMITH_PLAN_WEEKS__',
  kpis: '__PLANSMITH_PLAN_KPIS__',
  mail: '__PLANSMITH_PLAN_MAIL__',
  body: '__PLANSMITH_PLAN_BODY__',
  price: '__PLANSMITH_PLAN_PRICE__',
}

/** The site's address, which the server fills in every page (the calendar's subscription address). */
export const SITE_URL_SLOT = '__PLANSMITH_SITE_URL__'

/**
 * One task (`plan-task`). Its checkbox carries the attribute `CHECKED_SLOT`, which the server
 * replaces whole with `checked=""` or removes.
 */
export type PlanTask = {
  /** Makes the element ids unique on the page ("now-3-1", "w3-1"). */
  id: string
  /** 1–13. */
  week: string
  /** Its place in the week's list, from 0. */
  index: string
  text: string
  /** "45 min · €20". */
  meta: string
}

export const TASK_SLOTS: PlanTask = {
  id: '__PLANSMITH_K_ID__',
  week: '__PLANSMITH_K_WEEK__',
  index: '__PLANSMITH_K_INDEX__',
  text: '__PLANSMITH_K_TEXT__',
  meta: '__PLANSMITH_K_META__',
}

/** The attribute the server turns into `checked=""` or removes: `data-plan-checked="…"`. */
export const CHECKED_SLOT = '__PLANSMITH_K_CHECKED__'

export type WeekState = 'past' | 'current' | 'ahead'

/** One of the 13 weeks (`plan-week`). */
export type PlanWeek = {
  week: string
  /** "Dec 14 – Dec 20". */
  dates: string
  focus: string
  /** "2 of 3 done" (`weekDoneText`). */
  done: string
  /** A `WeekState`. */
  state: string
  /** HTML: the week's `plan-task` fragments. */
  tasks: string
}

export const WEEK_SLOTS: PlanWeek = {
  week: '__PLANSMITH_W_WEEK__',
  dates: '__PLANSMITH_W_DATES__',
  focus: '__PLANSMITH_W_FOCUS__',
  done: '__PLANSMITH_W_DONE__',
  state: '__PLANSMITH_W_STATE__',
  tasks: '__PLANSMITH_W_TASKS__',
}

/** The days a KPI's figure is written for. */
export const KPI_DAYS = [30, 60, 90] as const
export type KpiDay = (typeof KPI_DAYS)[number]

/** One KPI (`plan-kpi`): its targets as written ("120", "2.5%") and the founder's figures (a number, or empty). */
export type PlanKpi = {
  index: string
  metric: string
  unit: string
  how: string
  targets: Record<KpiDay, string>
  values: Record<KpiDay, string>
}

export const KPI_SLOTS: PlanKpi = {
  index: '__PLANSMITH_I_INDEX__',
  metric: '__PLANSMITH_I_METRIC__',
  unit: '__PLANSMITH_I_UNIT__',
  how: '__PLANSMITH_I_HOW__',
  targets: { 30: '__PLANSMITH_I_T30__', 60: '__PLANSMITH_I_T60__', 90: '__PLANSMITH_I_T90__' },
  values: { 30: '__PLANSMITH_I_V30__', 60: '__PLANSMITH_I_V60__', 90: '__PLANSMITH_I_V90__' },
}

/** The Monday e-mails' state, one fragment each (`plan-mail-{state}`). */
export const MAIL_STATES = ['on', 'paused', 'off'] as const
export type MailState = (typeof MAIL_STATES)[number]

/** "5 of 40 tasks done". */
export function doneText(ticked: number, total: number): string {
  return `${ticked} of ${total} ${total === 1 ? 'task' : 'tasks'} done`
}

/** A week's "2 of 3 done". */
export function weekDoneText(ticked: number, total: number): string {
  return `${ticked} of ${total} done`
}

/** The share ticked, 0–100, rounded down: 100 only when every task is. */
export function percentDone(ticked: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.max(0, Math.floor((ticked * 100) / total)))
}

/** The page's API, under its token. */
export const planApiPath = (token: string) => `/api/plan-pages/${encodeURIComponent(token)}`

/** The calendar feed of the weekly tasks, under the same token. */
export const calendarPath = (token: string) => `/plan/${token}/calendar.ics`
