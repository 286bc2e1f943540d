import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminJson, adminPaths, refreshAdminData } from '@/lib/admin-api'
import type { Schemas } from '@/lib/http'

export function generateStrategy(leadId: number): Promise<Schemas['Strategy']> {
  return adminJson<Schemas['Strategy']>('POST', adminPaths.generateStrategy, { leadId })
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
