import { useQuery } from '@tanstack/react-query'
import type { Schemas } from '@/lib/http'

export const CONFIG_PATH = '/api/config'

/** GET /api/config: the Stripe publishable key, or null when payments are not configured. */
export type PublicConfig = Schemas['PublicConfig']

export function usePublicConfig() {
  // The default query function GETs the key joined by '/'.
  return useQuery<PublicConfig>({ queryKey: [CONFIG_PATH] })
}
