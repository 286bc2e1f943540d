import { formatRelative } from './datetime'

const now = Date.parse('2026-11-28T12:00:00Z')
const before = (ms: number) => new Date(now - ms).toISOString()
// In the reader's locale, whatever it is.
const relative = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })

describe('formatRelative', () => {
  it('says how long ago, in the largest unit, rounded', () => {
    expect(formatRelative(before(20_000), now)).toBe('just now')
    expect(formatRelative(before(5 * 60_000), now)).toBe(relative.format(-5, 'minute'))
    expect(formatRelative(before(2 * 3_600_000 - 1_000), now)).toBe(relative.format(-2, 'hour'))
    expect(formatRelative(before(26 * 3_600_000), now)).toBe(relative.format(-1, 'day'))
    expect(formatRelative(before(15 * 86_400_000), now)).toBe(relative.format(-2, 'week'))
  })

  it('says nothing for what it cannot read', () => {
    expect(formatRelative(null, now)).toBe('')
    expect(formatRelative('not a date', now)).toBe('')
  })
})
