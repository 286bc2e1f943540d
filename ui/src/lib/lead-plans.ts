import { useQuery } from '@tanstack/react-query'
import { adminJson, adminPaths } from './admin-api'
import type { Schemas } from './http'

export type LeadPlan = Schemas['Strategy']

/** GET /api/admin/leads/{id}/strategies: every plan of a lead, newest first, with who did what. */
export function useLeadPlans(leadId: number, enabled = true) {
  return useQuery({
    queryKey: [adminPaths.leadStrategies(leadId)],
    queryFn: ({ signal }) => adminJson<LeadPlan[]>('GET', adminPaths.leadStrategies(leadId), undefined, signal),
    enabled,
  })
}

export type DraftWriter = Schemas['DraftWriter']

/** GET /api/admin/strategies/writer: who writes a draft asked for now. */
export function useDraftWriter() {
  return useQuery({
    queryKey: [adminPaths.draftWriter],
    queryFn: ({ signal }) => adminJson<DraftWriter>('GET', adminPaths.draftWriter, undefined, signal),
    staleTime: Infinity,
  })
}

/** What the draft button says: "Draft with the built-in planner", "Draft with AI: gpt-4o". */
export function draftLabel(writer: DraftWriter | undefined): string {
  if (!writer) return 'Draft a plan'
  return writer.ai ? `Draft with AI: ${writer.name}` : 'Draft with the built-in planner'
}

/** One line per thing done to a plan: "Approved by ana". */
export function eventLabel(action: string, actor: string): string {
  const by = actor === 'system' ? 'automatically' : `by ${actor}`
  switch (action) {
    case 'generated':
      return `Drafted ${by}`
    case 'edited':
      return `Edited ${by}`
    case 'approved':
      return `Approved ${by}`
    case 'rejected':
      return `Rejected ${by}`
    case 'sent':
      return `Sent to the customer ${by}`
    default:
      return `${action} ${by}`
  }
}
