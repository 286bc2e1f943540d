import { useQuery } from '@tanstack/react-query'
import { adminJson, adminPaths } from '@/lib/admin-api'
import type { Schemas } from '@/lib/http'
import { formatMoney } from '@/lib/money'
import { site } from '@/content/site'

/** GET /api/admin/orders/summary: totals over every order (Orders, and its tile on the dashboard). */
export type OrdersSummary = Schemas['OrdersSummaryView']

export function useOrdersSummary() {
  return useQuery({
    queryKey: [adminPaths.ordersSummary],
    queryFn: ({ signal }) => adminJson<OrdersSummary>('GET', adminPaths.ordersSummary, undefined, signal),
  })
}

/** "$297.00", or "$99.00 + €50.00" across currencies; nothing yet in the Pro price's currency. */
export function formatRevenue(revenue: OrdersSummary['revenue']): string {
  if (revenue.length === 0) return formatMoney(0, site.price.currency)
  return revenue.map((entry) => formatMoney(entry.netCents, entry.currency)).join(' + ')
}
