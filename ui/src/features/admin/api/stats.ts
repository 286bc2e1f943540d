import { useQuery } from '@tanstack/react-query'
import { apiPaths } from '@/lib/api-client'

export type Stats = { totalPlans: number; generatedToday: number }

/** GET /api/leads/stats, a public call made without the token: the dashboard's Total and Today. */
export function useStats() {
  return useQuery<Stats | null>({ queryKey: [apiPaths.stats] })
}
