import type { Schemas } from '@/lib/http'

const count = new Intl.NumberFormat('en')

/**
 * What writing a draft took, as the review desk says it: "1 round, 14,210 tokens in and 6,032
 * out, 41.3 s". Null for drafts stored before it was recorded.
 */
export function effortLabel(effort?: Schemas['Effort'] | null): string | null {
  if (!effort) return null
  const rounds = effort.rounds === 1 ? '1 round' : `${effort.rounds} rounds`
  const tokens =
    effort.tokensIn != null && effort.tokensOut != null
      ? `, ${count.format(effort.tokensIn)} tokens in and ${count.format(effort.tokensOut)} out`
      : ''
  const time = effort.millis < 1000 ? `${effort.millis} ms` : `${(effort.millis / 1000).toFixed(1)} s`
  return `${rounds}${tokens}, ${time}`
}
