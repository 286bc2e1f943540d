import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { adminJson, adminPaths, refreshAdminData } from '@/lib/admin-api'
import type { Schemas } from '@/lib/http'

/** How a founder is following their plan, as a lead carries it. */
export type PlanPageProgress = Schemas['PlanPageProgress']
export type Following = Schemas['Following']

/** GET /api/admin/plan-pages/following: pages ticked or opened in the last 7 days, of the live ones (the dashboard's tile). */
export function usePlanFollowing() {
  return useQuery({
    queryKey: [adminPaths.planFollowing],
    queryFn: ({ signal }) => adminJson<Following>('GET', adminPaths.planFollowing, undefined, signal),
  })
}

/** POST /api/admin/leads/{id}/plan-page/revoke: the founder's link stops working, and its Monday e-mails with it. */
export function useRevokePlanPage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (leadId: number) => adminJson<Schemas['Revoked']>('POST', adminPaths.revokePlanPage(leadId)),
    // The lead's progress and the dashboard's tile both change; the call settles once the
    // card shows the link turned off.
    onSuccess: () => refreshAdminData(queryClient),
  })
}
