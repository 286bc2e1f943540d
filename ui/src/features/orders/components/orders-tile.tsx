import { ChevronRight, Receipt } from 'lucide-react'
import { Link } from 'wouter'
import { formatRevenue, useOrdersSummary } from '../api/summary'

const numberFormat = new Intl.NumberFormat()

/** The way to Orders from the dashboard, with the paid count and revenue at a glance. */
export function OrdersTile() {
  const summary = useOrdersSummary()
  const paid = summary.data?.paidOrders
  return (
    <Link
      href="/admin/orders"
      data-testid="orders-tile"
      className="group col-span-2 flex min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xs transition-colors hover:border-indigo-300 hover:bg-indigo-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:min-w-56"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-indigo-50 text-indigo-700" aria-hidden="true">
        <Receipt className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-xs font-medium tracking-wide text-slate-500 uppercase">Pro orders</span>
        <span className="block truncate text-sm text-slate-900">
          {summary.data ? (
            <>
              <span className="font-semibold tabular-nums">{numberFormat.format(paid ?? 0)}</span> paid ·{' '}
              <span className="font-semibold tabular-nums">{formatRevenue(summary.data.revenue)}</span> revenue
            </>
          ) : (
            <span className="text-slate-600">{summary.isPending ? 'Loading…' : 'View orders'}</span>
          )}
        </span>
      </span>
      <ChevronRight
        className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
        aria-hidden="true"
      />
    </Link>
  )
}
