import { describe, expect, it } from 'vitest'
import { formatDuration, planDeadline, PLAN_PROMISE_MS } from './plan-deadline'

const created = '2025-03-01T08:00:00Z'
const at = (iso: string) => Date.parse(iso)

describe('formatDuration', () => {
  it('shows the two largest units, rounded down', () => {
    expect(formatDuration(0)).toBe('<1m')
    expect(formatDuration(59_000)).toBe('<1m')
    expect(formatDuration(60_000)).toBe('1m')
    expect(formatDuration(45 * 60_000)).toBe('45m')
    expect(formatDuration(60 * 60_000)).toBe('1h')
    expect(formatDuration((5 * 60 + 12) * 60_000 + 59_000)).toBe('5h 12m')
    expect(formatDuration(PLAN_PROMISE_MS)).toBe('1d')
    expect(formatDuration(PLAN_PROMISE_MS + 3 * 3_600_000 + 20 * 60_000)).toBe('1d 3h')
  })
})

describe('planDeadline (the 24-hour promise)', () => {
  it('counts down from 24 hours after the survey', () => {
    expect(planDeadline(created, null, at('2025-03-01T08:00:00Z'))).toMatchObject({
      state: 'remaining',
      label: '1d left',
      dueSoon: false,
    })
    expect(planDeadline(created, null, at('2025-03-01T10:30:00Z'))).toMatchObject({
      state: 'remaining',
      remainingMs: 21.5 * 3_600_000,
      label: '21h 30m left',
    })
  })

  it('flags the last 4 hours as due soon', () => {
    expect(planDeadline(created, null, at('2025-03-02T03:59:00Z'))).toMatchObject({ dueSoon: false })
    expect(planDeadline(created, null, at('2025-03-02T04:00:00Z'))).toMatchObject({ dueSoon: true, label: '4h left' })
    expect(planDeadline(created, null, at('2025-03-02T07:59:30Z'))).toMatchObject({ dueSoon: true, label: '<1m left' })
  })

  it('is overdue from the 24th hour on, and says by how much', () => {
    expect(planDeadline(created, null, at('2025-03-02T08:00:00Z'))).toMatchObject({ state: 'overdue', label: 'Overdue by <1m' })
    expect(planDeadline(created, null, at('2025-03-02T10:05:00Z'))).toMatchObject({
      state: 'overdue',
      overdueMs: (2 * 60 + 5) * 60_000,
      label: 'Overdue by 2h 5m',
    })
    expect(planDeadline(created, undefined, at('2025-03-05T09:00:00Z')).label).toBe('Overdue by 3d 1h')
  })

  it('stops the clock once the plan is sent, however late', () => {
    expect(planDeadline(created, '2025-03-01T20:00:00Z', at('2025-03-01T21:00:00Z'))).toEqual({ state: 'sent', label: 'Sent' })
    expect(planDeadline(created, '2025-03-03T20:00:00Z', at('2025-03-09T00:00:00Z'))).toEqual({ state: 'sent', label: 'Sent' })
  })

  it('treats an unreadable creation time as just now rather than failing', () => {
    expect(planDeadline('garbage', null, at('2025-03-01T08:00:00Z'))).toMatchObject({ state: 'remaining', label: '1d left' })
  })
})
