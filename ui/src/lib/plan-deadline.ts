/**
 * The free plan is promised "within 24 hours" of the survey.
 * These helpers say how much of that promise is left for one lead.
 */

export const PLAN_PROMISE_MS = 24 * 60 * 60 * 1000
/** Below this much time left, a lead is flagged as due soon. */
export const DUE_SOON_MS = 4 * 60 * 60 * 1000

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export type PlanDeadline =
  | { state: 'sent'; label: string }
  | { state: 'remaining'; dueSoon: boolean; remainingMs: number; label: string }
  | { state: 'overdue'; overdueMs: number; label: string }

/** "2d 3h", "5h 12m", "12m", "<1m": the two largest units, rounded down. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.floor(ms / MINUTE))
  if (total < 1) return '<1m'
  const days = Math.floor(total / (DAY / MINUTE))
  const hours = Math.floor((total % (DAY / MINUTE)) / 60)
  const minutes = total % 60
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`
  if (hours > 0) return minutes > 0 ? `${hours}h ${minutes}m` : `${hours}h`
  return `${minutes}m`
}

/**
 * Where a lead stands against the 24-hour promise: sent (the clock stopped),
 * time remaining, or overdue. An unreadable createdAt counts as just created.
 */
export function planDeadline(createdAt: string, planSentAt: string | null | undefined, now: number = Date.now()): PlanDeadline {
  if (planSentAt) return { state: 'sent', label: 'Sent' }
  const created = Date.parse(createdAt)
  const due = (Number.isNaN(created) ? now : created) + PLAN_PROMISE_MS
  const remainingMs = due - now
  if (remainingMs <= 0) {
    const overdueMs = -remainingMs
    return { state: 'overdue', overdueMs, label: `Overdue by ${formatDuration(overdueMs)}` }
  }
  return { state: 'remaining', dueSoon: remainingMs <= DUE_SOON_MS, remainingMs, label: `${formatDuration(remainingMs)} left` }
}
