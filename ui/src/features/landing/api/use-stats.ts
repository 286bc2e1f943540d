import { useQuery } from '@tanstack/react-query'
import { apiPaths } from '@/lib/api-client'

export type LeadStats = { totalPlans?: number; generatedToday?: number }

/** GET /api/leads/stats, polled every 30 s for the hero's live count (SPEC §7). */
export function useLeadStats() {
  return useQuery<LeadStats>({ queryKey: [apiPaths.stats], refetchInterval: 30_000 })
}

/** The hero's number: the real count, or the fallback only when the field is missing. */
export function deliveredToday(stats: LeadStats | undefined, fallback: number): number | undefined {
  if (stats === undefined) return undefined
  return typeof stats.generatedToday === 'number' ? stats.generatedToday : fallback
}
