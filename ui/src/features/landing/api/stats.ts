import { apiPaths, throwIfResNotOk } from '@/lib/http'

/** GET /api/leads/stats: `generatedToday` for the hero, `totalPlans` for the dashboard. */
export type LeadStats = { totalPlans?: number; generatedToday?: number }

export async function fetchLeadStats(signal?: AbortSignal): Promise<LeadStats> {
  const res = await fetch(apiPaths.stats, { credentials: 'include', signal })
  await throwIfResNotOk(res)
  return (await res.json()) as LeadStats
}

/** The hero's number: the real count, or the fallback only when the field is missing. */
export function deliveredToday(stats: LeadStats | undefined, fallback: number): number | undefined {
  if (stats === undefined) return undefined
  return typeof stats.generatedToday === 'number' ? stats.generatedToday : fallback
}
