import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminJson, adminPaths } from '@/lib/admin-api'

export type DayTraffic = { day: string; views: number; visitors: number }
export type NamedCount = { name: string; views: number }
export type Traffic = {
  days: DayTraffic[]
  topPages: NamedCount[]
  referrers: NamedCount[]
  /** `steps[i]` is the number of visitors who reached step i + 1. */
  funnel: { opened: number; steps: number[]; submitted: number }
}

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
