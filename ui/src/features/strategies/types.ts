import type { StrategyStatus } from '@/lib/strategy-status'

/** The lead fields a strategy carries. */
export type StrategyLead = {
  businessName: string | null
  email: string | null
  businessType: string | null
  businessStage: string | null
  primaryGoal: string | null
  createdAt: string | null
}

export type Strategy = {
  id: number
  leadId: number
  status: StrategyStatus
  /** Markdown. */
  strategy: string
  createdAt: string
  reviewedAt: string | null
  sentAt: string | null
  rejectReason: string | null
  reviewedBy: string | null
  sentBy: string | null
  lead: StrategyLead | null
  /** "built-in planner" or the AI model; shown when present. */
  generator?: string | null
  /** The admin who asked for the draft, or "system" for automatic drafts. */
  createdBy?: string | null
}
