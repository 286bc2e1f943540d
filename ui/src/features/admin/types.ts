import type { StrategyStatus } from '@/lib/strategy-status'

/** A survey submission as GET /api/admin/leads returns it. */
export type Lead = {
  id: number
  businessName: string
  businessType: string
  sellLocation: string
  specificLocation: string | null
  businessOffering: string
  businessStage: string
  website: string | null
  idealCustomer: string
  problemSolved: string
  successVision: string | null
  primaryGoal: string
  timeAvailable: string
  marketingBudget: string
  brandTone: string
  marketingSupport: string
  platforms: string[]
  marketingChallenges: string[]
  otherChallenge: string | null
  currentMarketing: string[]
  email: string
  planGenerated: boolean
  /** RFC 3339, UTC. */
  createdAt: string
  planSentAt: string | null
  latestStrategyStatus: StrategyStatus | null
}

export type LoginResponse = { token: string; expiresAt?: string | null; username?: string | null }
