/**
 * For tests: a plan page made as the server makes it, from the build's own template and
 * fragments (app/entry-server), filled with a sample plan and escaped the way the server
 * escapes text. Only tests import this.
 */
import userEvent from '@testing-library/user-event'
import { fragments, render } from '@/app/entry-server'
import { doneText, percentDone, weekDoneText, type MailState, type WeekState } from './model'

export type SampleTask = { text: string; meta: string; done?: boolean }
export type SampleWeek = { dates: string; focus: string; tasks: SampleTask[] }
export type SampleKpi = {
  metric: string
  unit: string
  how: string
  targets: [string, string, string]
  values?: [string, string, string]
}
export type SamplePlan = {
  token: string
  business: string
  /** The current week, 1–13 (0: not started, 14: over). */
  current: number
  weekLine: string
  weeks: SampleWeek[]
  kpis: SampleKpi[]
  mail: MailState
  body: string
  price: string
}

export const SAMPLE_TOKEN = '0123456789abcdef0123456789abcdef0123456789abcdef'

const tasks = (week: number): SampleTask[] => [
  { text: `Week ${week}: claim your Google Business Profile & add photos`, meta: '45 min · €0', done: week < 3 },
  { text: `Week ${week}: post 3 reels <showing a repair>`, meta: '1 h 30 min · €20', done: week === 3 },
  { text: `Week ${week}: ask five customers for a review`, meta: '20 min' },
]

export const samplePlan: SamplePlan = {
  token: SAMPLE_TOKEN,
  business: 'Oficina Azul',
  current: 3,
  weekLine: 'Week 3 of 13 · Dec 14 – Dec 20',
  weeks: Array.from({ length: 13 }, (_, index) => ({
    dates: `Week dates ${index + 1}`,
    focus: index === 2 ? 'Get found on Google' : '',
    tasks: tasks(index + 1),
  })),
  kpis: [
    {
      metric: 'Google profile views',
      unit: 'views',
      how: 'Google Business Profile, Performance',
      targets: ['120', '300', '600'],
      values: ['95', '', ''],
    },
    { metric: 'Conversion rate', unit: '%', how: 'Bookings divided by site visits', targets: ['1.5%', '2%', '2.5%'] },
  ],
  mail: 'on',
  body: '<h2>Summary &amp; positioning</h2><p>Repairs in Lisbon.</p><table><thead><tr><th>Item</th><th>Per month</th></tr></thead><tbody><tr><td>Ads</td><td>€40</td></tr></tbody></table>',
  price: '€99',
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Replaces each placeholder everywhere, as the server does. */
export function fill(html: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((out, [slot, value]) => out.replaceAll(slot, value), html)
}

/** The task fragment filled: `checked` swaps the attribute placeholder for `checked=""` or removes it. */
export function fillTask(template: string, id: string, week: number, index: number, task: SampleTask): string {
  return fill(template, {
    'data-plan-checked="__PLANSMITH_K_CHECKED__"': task.done ? 'checked=""' : '',
    __PLANSMITH_K_ID__: escape(id),
    __PLANSMITH_K_WEEK__: String(week),
    __PLANSMITH_K_INDEX__: String(index),
    __PLANSMITH_K_TEXT__: escape(task.text),
    __PLANSMITH_K_META__: escape(task.meta),
  })
}

const stateOf = (week: number, current: number): WeekState => (week < current ? 'past' : week === current ? 'current' : 'ahead')

/** The page's `<body>` content for `plan`, filled. */
export async function planPageHtml(plan: SamplePlan = samplePlan): Promise<string> {
  const pieces = await fragments()
  const task = pieces['plan-task']!
  const weekTasks = (week: number, prefix: string) =>
    plan.weeks[week - 1]!.tasks.map((item, index) => fillTask(task, `${prefix}${week}-${index}`, week, index, item)).join('')
  const all = plan.weeks.flatMap((week) => week.tasks)
  const ticked = all.filter((item) => item.done).length
  const now = plan.current >= 1 && plan.current <= plan.weeks.length ? plan.current : 0
  const weeks = plan.weeks
    .map((week, index) =>
      fill(pieces['plan-week']!, {
        __PLANSMITH_W_WEEK__: String(index + 1),
        __PLANSMITH_W_DATES__: escape(week.dates),
        __PLANSMITH_W_FOCUS__: escape(week.focus),
        __PLANSMITH_W_DONE__: escape(weekDoneText(week.tasks.filter((item) => item.done).length, week.tasks.length)),
        __PLANSMITH_W_STATE__: stateOf(index + 1, plan.current),
        __PLANSMITH_W_TASKS__: weekTasks(index + 1, 'w'),
      }),
    )
    .join('')
  const kpis = plan.kpis
    .map((kpi, index) =>
      fill(pieces['plan-kpi']!, {
        __PLANSMITH_I_INDEX__: String(index),
        __PLANSMITH_I_METRIC__: escape(kpi.metric),
        __PLANSMITH_I_UNIT__: escape(kpi.unit),
        __PLANSMITH_I_HOW__: escape(kpi.how),
        __PLANSMITH_I_T30__: escape(kpi.targets[0]),
        __PLANSMITH_I_T60__: escape(kpi.targets[1]),
        __PLANSMITH_I_T90__: escape(kpi.targets[2]),
        __PLANSMITH_I_V30__: escape(kpi.values?.[0] ?? ''),
        __PLANSMITH_I_V60__: escape(kpi.values?.[1] ?? ''),
        __PLANSMITH_I_V90__: escape(kpi.values?.[2] ?? ''),
      }),
    )
    .join('')
  // The HTML slots first: their pieces carry the page's token placeholder too.
  return fill(await render('/plan/{token}'), {
    __PLANSMITH_PLAN_TASKS__: now ? weekTasks(now, 'now-') : '<p>No tasks this week.</p>',
    __PLANSMITH_PLAN_WEEKS__: weeks,
    __PLANSMITH_PLAN_KPIS__: kpis,
    __PLANSMITH_PLAN_MAIL__: pieces[`plan-mail-${plan.mail}`]!,
    __PLANSMITH_PLAN_BODY__: plan.body,
    __PLANSMITH_PLAN_TOKEN__: escape(plan.token),
    __PLANSMITH_PLAN_BUSINESS__: escape(plan.business),
    __PLANSMITH_PLAN_WEEK__: escape(plan.weekLine),
    __PLANSMITH_PLAN_FOCUS__: escape(now ? plan.weeks[now - 1]!.focus : ''),
    __PLANSMITH_PLAN_DONE__: escape(doneText(ticked, all.length)),
    __PLANSMITH_PLAN_PERCENT__: String(percentDone(ticked, all.length)),
    __PLANSMITH_PLAN_PRICE__: escape(plan.price),
    __PLANSMITH_SITE_URL__: 'https://plans.example',
  })
}

/** Puts the filled page into the document at its address; bind the islands to the container. */
export async function renderPlanPage(plan: SamplePlan = samplePlan) {
  window.history.replaceState(null, '', `/plan/${plan.token}`)
  const container = document.createElement('div')
  container.innerHTML = await planPageHtml(plan)
  document.body.replaceChildren(container)
  return { container, user: userEvent.setup() }
}
