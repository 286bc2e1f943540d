import { useQuery } from '@tanstack/react-query'
import { adminJson, adminPaths } from './admin-api'
import { formatMoney } from './money'

/** GET /api/admin/orders/summary: totals over every order (shared by the dashboard and Orders). */
export type OrdersSummary = {
  /** Paid orders, partly refunded ones included. */
  paidOrders: number
  pendingOrders: number
  failedOrders: number
  /** Fully or partly refunded orders. */
  refundedOrders: number
  /** Charged minus refunded, one entry per currency; empty before the first payment. */
  revenue: { currency: string; netCents: number }[]
}

export function useOrdersSummary() {
  return useQuery({
    queryKey: [adminPaths.ordersSummary],
    queryFn: ({ signal }) => adminJson<OrdersSummary>('GET', adminPaths.ordersSummary, undefined, signal),
  })
}

/** "$297.00", or "$99.00 + €50.00" across currencies; "$0.00" before any payment. */
export function formatRevenue(revenue: OrdersSummary['revenue']): string {
  if (revenue.length === 0) return formatMoney(0, 'usd')
  return revenue.map((entry) => formatMoney(entry.netCents, entry.currency)).join(' + ')
}
