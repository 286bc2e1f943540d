import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPaths, apiRequest } from '@/lib/api-client'
import { LEAD_SUBMITTED_EVENT } from '@/lib/events'
import type { Schemas } from '@/lib/http'
import type { LeadPayload } from '../store'

export type CreatedLead = Schemas['LeadCreated']

export async function submitLead(payload: LeadPayload): Promise<CreatedLead | null> {
  const res = await apiRequest('POST', apiPaths.leads, payload)
  // The UI does not depend on the body; read it when it is JSON.
  return (await res.json().catch(() => null)) as CreatedLead | null
}

export function useSubmitLead() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: submitLead,
    onSuccess: () => {
      // A new lead changes "delivered today": refresh the hero count.
      void queryClient.invalidateQueries({ queryKey: [apiPaths.stats] })
      window.dispatchEvent(new Event(LEAD_SUBMITTED_EVENT))
    },
  })
}
