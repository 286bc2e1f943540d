import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminJson, adminPaths, refreshAdminData } from '@/lib/admin-api'
import type { Schemas } from '@/lib/http'

/** `again` confirms another draft for a lead whose plan already went out (the server answers 409 without it). */
export function generateStrategy({ leadId, again = false }: { leadId: number; again?: boolean }): Promise<Schemas['Strategy']> {
  return adminJson<Schemas['Strategy']>('POST', adminPaths.generateStrategy, again ? { leadId, again } : { leadId })
}

/** POST /api/generate-strategy: a fresh draft for one lead, queued for review. */
export function useGenerateStrategy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: generateStrategy,
    onSuccess: () => {
      // The lead's "Plan Generated" and the review queue both change.
      void refreshAdminData(queryClient)
    },
  })
}
