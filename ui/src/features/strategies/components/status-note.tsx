import type { ReactNode } from 'react'
import { formatDateTime } from '@/lib/datetime'
import type { Strategy } from '../types'

function Meta({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>
}

/** Who did what and when, as far as the strategy says. */
export function StatusNote({ strategy }: { strategy: Strategy }) {
  const by = (name?: string | null) => (name ? ` by ${name}` : '')
  switch (strategy.status) {
    case 'pending_review':
      return <Meta>Draft awaiting review. Edit it if needed, then approve or reject it.</Meta>
    case 'approved':
      return (
        <Meta>
          Approved{by(strategy.reviewedBy)}
          {strategy.reviewedAt ? ` on ${formatDateTime(strategy.reviewedAt)}` : ''}. Ready to send to the customer.
        </Meta>
      )
    case 'rejected':
      return (
        <Meta>
          Rejected{by(strategy.reviewedBy)}
          {strategy.reviewedAt ? ` on ${formatDateTime(strategy.reviewedAt)}` : ''}
          {strategy.rejectReason ? ` — ${strategy.rejectReason}` : ''}.
        </Meta>
      )
    case 'sent':
      return (
        <Meta>
          Sent to the customer{by(strategy.sentBy)}
          {strategy.sentAt ? ` on ${formatDateTime(strategy.sentAt)}` : ''}.
        </Meta>
      )
    default:
      return null
  }
}

export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 px-4 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4 sm:px-5">
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  )
}
