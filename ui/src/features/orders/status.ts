import type { BadgeTone } from '@/components/ui/badge'
import type { OrderStatus } from './api/orders'

const labels: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
}

const tones: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  refunded: 'neutral',
  partially_refunded: 'accent',
}

/** What the admin reads for a status; an unknown one is shown as the server sent it. */
export function orderStatusLabel(status: string): string {
  return labels[status as OrderStatus] ?? status.replace(/_/g, ' ')
}

export function orderStatusTone(status: string): BadgeTone {
  return tones[status as OrderStatus] ?? 'neutral'
}
