import type { BadgeTone } from '@/components/ui/badge'
import type { Schemas } from './http'

/** A plan's status: pending_review → approved → sent, or rejected. */
export type StrategyStatus = Schemas['StrategyStatus']

const labels: Record<StrategyStatus, string> = {
  pending_review: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  sent: 'Sent',
}

const tones: Record<StrategyStatus, BadgeTone> = {
  pending_review: 'warning',
  approved: 'accent',
  rejected: 'danger',
  sent: 'success',
}

export function statusLabel(status: string): string {
  return labels[status as StrategyStatus] ?? status
}

export function statusTone(status: string): BadgeTone {
  return tones[status as StrategyStatus] ?? 'neutral'
}

/** The reason the UI always gives when rejecting. */
export const REJECT_REASON = 'Quality review'
