import { LoaderCircle } from 'lucide-react'
import { Link } from 'wouter'
import { Badge } from '@/components/ui/badge'
import { formatDateTime } from '@/lib/datetime'
import { eventLabel, useLeadPlans } from '@/lib/lead-plans'
import { statusLabel, statusTone } from '@/lib/strategy-status'

/** The desk with plan `id` open, listed among every status. */
export function planHref(id: number) {
  return `/admin/strategies?show=all&id=${id}`
}

/**
 * A lead's plans, newest first: each with its status, who wrote it, every step taken on it
 * (with the reason for a second plan), and a link to read it on the review desk as it was sent.
 */
export function LeadPlans({ leadId, current }: { leadId: number; current?: number }) {
  const plans = useLeadPlans(leadId)
  if (plans.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        Loading the plans…
      </p>
    )
  }
  if (plans.isError) return <p className="text-sm text-red-800">The plans could not be loaded.</p>
  if (plans.data.length === 0) return <p className="text-sm text-slate-600">No plan drafted yet.</p>
  return (
    <ol className="grid gap-3" aria-label="Plans, newest first" data-testid="lead-plans">
      {plans.data.map((plan) => (
        <li key={plan.id} className="rounded-lg border border-slate-200 px-3 py-2.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            {plan.id === current ? (
              <span className="font-medium text-slate-900">Plan #{plan.id} (this one)</span>
            ) : (
              <Link
                href={planHref(plan.id)}
                className="rounded font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                Plan #{plan.id}
              </Link>
            )}
            <Badge tone={statusTone(plan.status)}>{statusLabel(plan.status)}</Badge>
            <span className="text-xs text-slate-600">by the {plan.generator}</span>
          </p>
          <ul className="mt-1.5 grid gap-0.5 text-xs text-slate-600">
            {(plan.events ?? []).map((event, index) => (
              <li key={index}>
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>: {eventLabel(event.action, event.actor)}
                {event.detail && event.action !== 'generated' ? ` — ${event.detail}` : ''}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}
