import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminJson, adminPaths } from '@/lib/admin-api'
import type { Schemas } from '@/lib/http'

export type DayTraffic = Schemas['DayTraffic']
export type NamedCount = Schemas['Count']
/** In `funnel`, `steps[i]` is the number of visitors who reached step i + 1. */
export type Traffic = Schemas['Traffic']

export const TRAFFIC_RANGES = [7, 30, 90] as const
export type TrafficRange = (typeof TRAFFIC_RANGES)[number]
export const DEFAULT_RANGE: TrafficRange = 30

export function trafficUrl(days: number): string {
  return `${adminPaths.traffic}?days=${days}`
}

/** GET /api/admin/traffic?days=N with the admin token; a 401 ends the session (admin-api). */
export function useTraffic(days: TrafficRange) {
  return useQuery({
    queryKey: [adminPaths.traffic, { days }],
    queryFn: ({ signal }) => adminJson<Traffic>('GET', trafficUrl(days), undefined, signal),
    placeholderData: keepPreviousData,
  })
}
