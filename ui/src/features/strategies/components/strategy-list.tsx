import type React from 'react'
import { AlertTriangle, Clock, Inbox, TriangleAlert } from 'lucide-react'
import { Link } from 'wouter'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatDate } from '@/lib/datetime'
import { labelOf } from '@/lib/lead-labels'
import { planDeadline } from '@/lib/plan-deadline'
import { statusLabel, statusTone } from '@/lib/strategy-status'
import { cn } from '@/lib/utils'
import type { Shown } from '../api/strategies'
import type { Strategy } from '../types'

export const LIST_TEXT = {
  title: 'Pending Strategies',
  empty: 'No pending strategies to review',
  unknownBusiness: 'Unknown Business',
  pick: 'Select a strategy from the list to review',
} as const

/** What each of the list's views is called, and says when it is empty. */
export const SHOWN_TEXT: Record<Shown, { option: string; title: string; empty: string }> = {
  open: { option: 'Awaiting review or sending', title: LIST_TEXT.title, empty: LIST_TEXT.empty },
  sent: { option: 'Sent', title: 'Sent Plans', empty: 'No plan sent yet' },
  rejected: { option: 'Rejected', title: 'Rejected Drafts', empty: 'No rejected drafts' },
  all: { option: 'All', title: 'All Plans', empty: 'No plans yet' },
}

export function readShown(value: string | null): Shown {
  return value === 'sent' || value === 'rejected' || value === 'all' ? value : 'open'
}

/** The review desk with strategy `id` open, on page `page` of the list it was picked from. */
export function reviewHref(id: number, page = 1, shown: Shown = 'open') {
  const params = new URLSearchParams()
  if (shown !== 'open') params.set('show', shown)
  params.set('id', String(id))
  if (page > 1) params.set('page', String(page))
  return `/admin/strategies?${params}`
}

const separator = (
  <span aria-hidden="true" className="text-slate-300">
    ·
  </span>
)

/** Time left of the customer's 24-hour promise, counted from the survey. */
function Deadline({ createdAt, now }: { createdAt: string | null | undefined; now: number }) {
  if (!createdAt) return null
  const deadline = planDeadline(createdAt, null, now)
  if (deadline.state === 'overdue') {
    return (
      <span className="inline-flex items-center gap-1 font-medium text-red-700">
        <AlertTriangle className="size-3.5" aria-hidden="true" />
        {deadline.label}
      </span>
    )
  }
  if (deadline.state === 'remaining') {
    return (
      <span className={cn('inline-flex items-center gap-1', deadline.dueSoon ? 'font-medium text-amber-800' : 'text-slate-600')}>
        <Clock className="size-3.5" aria-hidden="true" />
        {deadline.label}
      </span>
    )
  }
  return null
}

export function StrategyList({
  strategies,
  total,
  page = 1,
  isPending,
  isError,
  onRetry,
  selectedId,
  now,
  footer,
  shown = 'open',
  onShow,
}: {
  strategies: Strategy[] | undefined
  /** How many wait in all, across pages. */
  total?: number
  page?: number
  isPending: boolean
  isError: boolean
  onRetry: () => void
  selectedId: number | null
  now: number
  footer?: React.ReactNode
  /** Which strategies are listed, and how to list others. */
  shown?: Shown
  onShow?: (shown: Shown) => void
}) {
  const count = total ?? strategies?.length ?? 0
  const text = SHOWN_TEXT[shown]
  return (
    <section
      aria-labelledby="pending-heading"
      className="flex min-h-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs"
    >
      <div className="border-b border-slate-200 px-4 py-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="pending-heading" className="text-sm font-semibold text-slate-900">
            {text.title}
          </h2>
          <Badge tone={count > 0 ? 'accent' : 'neutral'} data-testid="pending-count">
            <span className="sr-only">Count: </span>
            {isPending ? '…' : count}
          </Badge>
        </div>
        {onShow ? (
          <label className="mt-2 flex items-center gap-2 text-xs text-slate-700">
            Show
            <select
              value={shown}
              onChange={(event) => onShow(readShown(event.target.value))}
              className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {(Object.keys(SHOWN_TEXT) as Shown[]).map((value) => (
                <option key={value} value={value}>
                  {SHOWN_TEXT[value].option}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {!isPending && count > 0 ? <p className="mt-1 text-xs text-slate-600 lg:hidden">{LIST_TEXT.pick}</p> : null}
      </div>

      {isPending ? (
        <ul className="divide-y divide-slate-100" role="status" aria-label="Loading pending strategies">
          {[0, 1, 2].map((row) => (
            <li key={row} className="grid gap-2 px-4 py-3.5" aria-hidden="true">
              <div className="h-3.5 w-40 animate-pulse rounded bg-slate-200" />
              <div className="h-3 w-52 animate-pulse rounded bg-slate-100" />
              <div className="h-3 w-32 animate-pulse rounded bg-slate-100" />
            </li>
          ))}
        </ul>
      ) : isError && !strategies ? (
        <div role="alert" className="grid justify-items-start gap-3 px-4 py-5 text-sm text-red-800">
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Failed to load {shown === 'open' ? 'pending strategies' : text.title.toLowerCase()}
          </p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : count === 0 ? (
        <div className="px-4 py-10 text-center">
          <Inbox className="mx-auto size-7 text-slate-400" aria-hidden="true" />
          <p className="mt-2 text-sm font-medium text-slate-700">{text.empty}</p>
        </div>
      ) : (
        <ul
          className="min-h-0 divide-y divide-slate-100 overflow-y-auto"
          aria-label={shown === 'open' ? 'Strategies awaiting review or sending' : text.title}
        >
          {strategies!.map((strategy) => {
            const selected = strategy.id === selectedId
            const name = strategy.lead?.businessName?.trim() || LIST_TEXT.unknownBusiness
            return (
              <li key={strategy.id}>
                <Link
                  href={reviewHref(strategy.id, page, shown)}
                  aria-current={selected ? 'true' : undefined}
                  data-testid="strategy-item"
                  className={cn(
                    'relative block px-4 py-3 transition-colors outline-none focus-visible:z-10 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-inset',
                    selected ? 'bg-indigo-50' : 'hover:bg-slate-50',
                  )}
                >
                  {selected ? <span className="absolute inset-y-0 left-0 w-1 bg-indigo-600" aria-hidden="true" /> : null}
                  <span className="flex items-start justify-between gap-2">
                    <span className="min-w-0 text-sm font-semibold break-words text-slate-900">{name}</span>
                    <Badge tone={statusTone(strategy.status)}>{statusLabel(strategy.status)}</Badge>
                  </span>
                  <span className="mt-0.5 block truncate text-sm text-slate-600">{strategy.lead?.email || '—'}</span>
                  <span className="mt-1.5 flex flex-wrap items-center justify-between gap-x-3 gap-y-0.5 text-xs text-slate-600">
                    <span className="flex flex-wrap items-center gap-x-2">
                      <span>{labelOf('businessType', strategy.lead?.businessType) || 'Type not given'}</span>
                      {separator}
                      <time dateTime={strategy.createdAt}>{formatDate(strategy.createdAt)}</time>
                    </span>
                    {strategy.status === 'pending_review' || strategy.status === 'approved' ? (
                      <Deadline createdAt={strategy.lead?.createdAt} now={now} />
                    ) : null}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
      {footer}
    </section>
  )
}
