import { useQueryClient } from '@tanstack/react-query'
import { CheckCircle2, Clock, Receipt, RefreshCw, TriangleAlert, Undo2, XCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { AdminShell } from '@/components/layout/admin-shell'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Pager, pageRange, usePageParam } from '@/components/ui/pager'
import { adminPaths, isUnauthorized } from '@/lib/admin-api'
import { formatDateTime } from '@/lib/datetime'
import { formatMoney } from '@/lib/money'
import { formatRevenue, useOrdersSummary } from '../api/summary'
import { cn } from '@/lib/utils'
import { ORDERS_PAGE_SIZE, useOrders, type Order } from '../api/orders'
import { orderStatusLabel, orderStatusTone } from '../status'
import { mailtoHref } from '@/lib/mailto'

export const EMPTY_TEXT = 'No orders yet'
export const ERROR_TEXT = 'Failed to load orders'

const numberFormat = new Intl.NumberFormat()

const statusIcons = {
  pending: Clock,
  paid: CheckCircle2,
  failed: XCircle,
  refunded: Undo2,
  partially_refunded: Undo2,
} as const

export function OrdersReport() {
  const queryClient = useQueryClient()
  const { page, goToPage } = usePageParam()
  const orders = useOrders(page)
  const summary = useOrdersSummary()

  const total = orders.data?.total ?? 0
  const rows = orders.data?.orders ?? []
  const { pageCount, first, last } = pageRange(page, ORDERS_PAGE_SIZE, total, rows.length)

  const refreshing = (orders.isFetching && !orders.isPending) || (summary.isFetching && !summary.isPending)
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [adminPaths.orders] })
    void queryClient.invalidateQueries({ queryKey: [adminPaths.ordersSummary] })
  }

  return (
    <AdminShell
      title="Orders"
      description="Pro plan purchases, newest first. Stripe's webhooks set each status."
      actions={
        <Button variant="outline" size="sm" onClick={refresh} disabled={refreshing}>
          <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          <span className="max-sm:sr-only">Refresh</span>
        </Button>
      }
    >
      <dl aria-label="Order totals" className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={summary.isPending || undefined}>
        <Tile
          label="Paid orders"
          value={summary.data ? numberFormat.format(summary.data.paidOrders) : undefined}
          hint="partly refunded included"
        />
        <Tile label="Revenue" value={summary.data ? formatRevenue(summary.data.revenue) : undefined} hint="net of refunds" />
        <Tile label="Pending" value={summary.data ? numberFormat.format(summary.data.pendingOrders) : undefined} hint="awaiting payment" />
        <Tile label="Refunded" value={summary.data ? numberFormat.format(summary.data.refundedOrders) : undefined} hint="fully or partly" />
      </dl>

      <section aria-labelledby="orders-heading" className="mt-6">
        <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
          <h2 id="orders-heading" className="text-base font-semibold text-slate-900">
            All orders
          </h2>
          <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
            {orders.isSuccess && first > 0
              ? `Showing ${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(total)} ${
                  total === 1 ? 'order' : 'orders'
                }`
              : ''}
          </p>
        </div>

        <div className="mt-3">
          {orders.isPending ? (
            <OrdersSkeleton />
          ) : orders.isError && !orders.data ? (
            isUnauthorized(orders.error) ? null : (
              <div
                role="alert"
                className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="flex items-center gap-2 font-medium">
                  <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
                  {ERROR_TEXT}
                </p>
                <Button variant="outline" size="sm" onClick={() => void orders.refetch()}>
                  <RefreshCw aria-hidden="true" />
                  Try again
                </Button>
              </div>
            )
          ) : rows.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              <Receipt className="size-8 text-slate-400" aria-hidden="true" />
              {page > 1 && total > 0 ? (
                <>
                  <p className="mt-3 font-medium text-slate-900">Nothing on page {page}</p>
                  <Button className="mt-4" variant="outline" size="sm" onClick={() => goToPage(1)}>
                    Go to the first page
                  </Button>
                </>
              ) : (
                <>
                  <p className="mt-3 font-medium text-slate-900">{EMPTY_TEXT}</p>
                  <p className="mt-1 max-w-md text-sm text-slate-600">
                    Orders arrive from Stripe when a customer buys the Pro plan at checkout, once payments are configured.
                  </p>
                </>
              )}
            </div>
          ) : (
            <div className={cn('transition-opacity', orders.isPlaceholderData && 'opacity-60')} aria-busy={orders.isFetching || undefined}>
              <OrdersTable orders={rows} />
              <OrderCards orders={rows} />
            </div>
          )}
        </div>

        {orders.isSuccess ? <Pager page={page} pageCount={pageCount} onPage={goToPage} /> : null}
      </section>
    </AdminShell>
  )
}

function Tile({ label, value, hint }: { label: string; value: string | undefined; hint?: string }) {
  return (
    <div className="min-w-0 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xs">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 truncate text-2xl font-semibold text-slate-900 tabular-nums">
        {value ?? <span className="text-slate-300">—</span>}
      </dd>
      {hint ? <dd className="text-xs text-slate-500">{hint}</dd> : null}
    </div>
  )
}

export function OrderStatusBadge({ status }: { status: string }) {
  const Icon = statusIcons[status as keyof typeof statusIcons] ?? Clock
  return (
    <Badge tone={orderStatusTone(status)} data-status={status}>
      <Icon aria-hidden="true" />
      {orderStatusLabel(status)}
    </Badge>
  )
}

function When({ value }: { value?: string | null }) {
  if (!value) return <span className="text-slate-400">—</span>
  return <time dateTime={value}>{formatDateTime(value)}</time>
}

/** In the table long names and addresses are cut short (the full address is the link's title); on cards they wrap. */
function Customer({ order, wrap = false }: { order: Order; wrap?: boolean }) {
  const fit = wrap ? '[overflow-wrap:anywhere]' : 'truncate'
  if (!order.email) {
    // The buyer's data was erased on request; the order stays for the accounts.
    return <p className="text-slate-500 italic">Erased on request</p>
  }
  return (
    <div className="min-w-0">
      {order.customerName ? <p className={cn(fit, 'font-medium text-slate-900')}>{order.customerName}</p> : null}
      <p className={cn(fit, order.customerName ? 'text-slate-600' : 'font-medium text-slate-900')}>
        <a
          href={mailtoHref(order.email)}
          title={wrap ? undefined : order.email}
          className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          {order.email}
        </a>
      </p>
      {order.leadId !== null ? (
        <Link
          href={`/admin?q=${encodeURIComponent(order.email)}`}
          className="mt-0.5 inline-block rounded-sm text-xs font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          Survey answers
        </Link>
      ) : null}
    </div>
  )
}

function Amount({ order }: { order: Order }) {
  return (
    <>
      <span className="font-medium text-slate-900 tabular-nums">{formatMoney(order.amountCents, order.currency)}</span>
      {order.amountRefundedCents > 0 ? (
        <span className="block text-xs text-slate-500 tabular-nums">{formatMoney(order.amountRefundedCents, order.currency)} refunded</span>
      ) : null}
    </>
  )
}

function Status({ order }: { order: Order }) {
  return (
    <>
      <OrderStatusBadge status={order.status} />
      {order.status === 'failed' && order.failureMessage ? (
        <p className="mt-1 text-xs text-red-800" data-testid="failure-message">
          {order.failureMessage}
        </p>
      ) : null}
      {order.needsAttention ? (
        <p className="mt-1 text-xs font-medium text-amber-900" data-testid="needs-attention">
          Needs attention, not fulfilled: {order.needsAttention}
        </p>
      ) : null}
    </>
  )
}

/** Desktop and tablet: one row per order. */
function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Orders, newest first</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Date
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Customer
            </th>
            <th scope="col" className="px-4 py-2.5 text-right font-medium">
              Amount
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Status
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Paid
            </th>
            <th scope="col" className="px-4 py-2.5 font-medium">
              Refunded
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((order) => (
            <tr key={order.id} data-testid="order-row" className="align-top hover:bg-slate-50/60">
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <When value={order.createdAt} />
              </td>
              <td className="max-w-72 px-4 py-3">
                <Customer order={order} />
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap">
                <Amount order={order} />
              </td>
              <td className="max-w-64 px-4 py-3">
                <Status order={order} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <When value={order.paidAt} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <When value={order.refundedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Phones: the same facts as stacked cards (the table is hidden below md). */
function OrderCards({ orders }: { orders: Order[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3 md:hidden" aria-label="Orders">
      {orders.map((order) => (
        <li key={order.id} data-testid="order-card" className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-xs">
          <div className="flex items-start justify-between gap-3">
            <Customer order={order} wrap />
            <div className="shrink-0 text-right">
              <Amount order={order} />
            </div>
          </div>
          <div className="mt-3">
            <Status order={order} />
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-xs">
            <CardFact label="Ordered">
              <When value={order.createdAt} />
            </CardFact>
            {order.paidAt ? (
              <CardFact label="Paid">
                <When value={order.paidAt} />
              </CardFact>
            ) : null}
            {order.refundedAt ? (
              <CardFact label="Refunded">
                <When value={order.refundedAt} />
              </CardFact>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  )
}

function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-800">{children}</dd>
    </>
  )
}

function OrdersSkeleton() {
  return (
    <div role="status" aria-live="polite" className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
      <span className="sr-only">Loading orders…</span>
      <div className="h-10 border-b border-slate-200 bg-slate-50" aria-hidden="true" />
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex items-center gap-4 border-b border-slate-100 px-4 py-4 last:border-b-0" aria-hidden="true">
          <div className="h-3 w-24 animate-pulse rounded bg-slate-200" />
          <div className="grid flex-1 gap-2">
            <div className="h-3 w-40 max-w-full animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-56 max-w-full animate-pulse rounded bg-slate-100" />
          </div>
          <div className="hidden h-5 w-16 animate-pulse rounded-full bg-slate-100 sm:block" />
          <div className="h-3 w-14 animate-pulse rounded bg-slate-200" />
        </div>
      ))}
    </div>
  )
}
