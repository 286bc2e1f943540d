import { useQuery } from '@tanstack/react-query'
import { apiPaths } from '@/lib/api-client'
import type { Schemas } from '@/lib/http'

export type Stats = Schemas['Stats']

/** GET /api/leads/stats, a public call made without the token: the dashboard's Total and Today. */
export function useStats() {
  return useQuery<Stats | null>({ queryKey: [apiPaths.stats] })
}
