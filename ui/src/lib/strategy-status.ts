import type { BadgeTone } from '@/components/ui/badge'

/** SPEC §4 "Strategy status". */
export const strategyStatuses = ['pending_review', 'approved', 'rejected', 'sent'] as const
export type StrategyStatus = (typeof strategyStatuses)[number]

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

/** SPEC §9: the reason the UI always gives when rejecting. */
export const REJECT_REASON = 'Quality review'
