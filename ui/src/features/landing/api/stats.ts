import { apiJson, apiPaths, type Schemas } from '@/lib/http'

/**
 * GET /api/leads/stats: `generatedToday` for the hero, `totalPlans` for the dashboard. Read
 * as possibly partial: the page keeps working if a field is ever missing.
 */
export type LeadStats = Partial<Schemas['Stats']>

export function fetchLeadStats(signal?: AbortSignal): Promise<LeadStats> {
  return apiJson<LeadStats>('GET', apiPaths.stats, undefined, { signal })
}

/** The hero's number: the real count, or the fallback only when the field is missing. */
export function deliveredToday(stats: LeadStats | undefined, fallback: number): number | undefined {
  if (stats === undefined) return undefined
  return typeof stats.generatedToday === 'number' ? stats.generatedToday : fallback
}
