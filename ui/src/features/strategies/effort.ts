import type { Schemas } from '@/lib/http'

const count = new Intl.NumberFormat('en')

/**
 * What writing a draft took, as the review desk says it: "1 round, 14,210 tokens in and 6,032
 * out, 41.3 s" for an AI provider, "3 ms" for the built-in planner. Null for drafts stored
 * before it was recorded.
 */
export function effortLabel(effort?: Schemas['Effort'] | null): string | null {
  if (!effort) return null
  const parts: string[] = []
  if (effort.rounds != null) parts.push(effort.rounds === 1 ? '1 round' : `${effort.rounds} rounds`)
  if (effort.tokensIn != null && effort.tokensOut != null) {
    parts.push(`${count.format(effort.tokensIn)} tokens in and ${count.format(effort.tokensOut)} out`)
  }
  parts.push(effort.millis < 1000 ? `${effort.millis} ms` : `${(effort.millis / 1000).toFixed(1)} s`)
  return parts.join(', ')
}
