import type { DayTraffic, Traffic } from './api/traffic'

export type FunnelRow = { label: string; count: number; /** of those who opened, 0–100 */ percent: number }

/** Share of `part` in `whole` as a whole-number percentage (0 when there is no whole). */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0
}

/** Opened → Step 1 … Step 17 → Submitted, each as a share of the visitors who opened the survey. */
export function funnelRows(funnel: Traffic['funnel'], totalSteps = 17): FunnelRow[] {
  const opened = funnel.opened
  const rows: FunnelRow[] = [{ label: 'Opened', count: opened, percent: opened > 0 ? 100 : 0 }]
  for (let step = 1; step <= totalSteps; step++) {
    const count = funnel.steps[step - 1] ?? 0
    rows.push({ label: `Step ${step}`, count, percent: percentOf(count, opened) })
  }
  rows.push({ label: 'Submitted', count: funnel.submitted, percent: percentOf(funnel.submitted, opened) })
  return rows
}

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10)
}

/**
 * One entry per day of the range, zeros where nothing was recorded (the server lists only
 * days with visits). The range ends today, or on the server's latest day if that is later.
 */
export function fillDays(days: DayTraffic[], range: number, today: Date = new Date()): DayTraffic[] {
  const byDay = new Map(days.map((day) => [day.day, day]))
  const local = isoDay(new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate())))
  const last = days.reduce((max, day) => (day.day > max ? day.day : max), local)
  const end = new Date(`${last}T00:00:00Z`)
  const filled: DayTraffic[] = []
  for (let i = range - 1; i >= 0; i--) {
    const day = isoDay(new Date(end.getTime() - i * 86_400_000))
    filled.push(byDay.get(day) ?? { day, views: 0, visitors: 0 })
  }
  return filled
}

export function isEmptyReport(traffic: Traffic): boolean {
  return traffic.days.every((day) => day.views === 0) && traffic.funnel.opened === 0 && traffic.topPages.length === 0
}
