import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminFetch, adminPaths, readPage } from '@/lib/admin-api'
import type { Schemas } from '@/lib/http'

export const ORDERS_PAGE_SIZE = 50

/** One Pro plan order as GET /api/admin/orders lists it (timestamps are UTC ISO strings). */
export type Order = Schemas['OrderView']
export type OrderStatus = Schemas['OrderStatus']

export type OrdersPage = { orders: Order[]; total: number }

export function ordersUrl(page: number): string {
  return `${adminPaths.orders}?${new URLSearchParams({ page: String(page), pageSize: String(ORDERS_PAGE_SIZE) })}`
}

/** One page, newest first; `X-Total-Count` says how many orders there are in all. */
export async function fetchOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  const res = await adminFetch('GET', ordersUrl(page), undefined, signal)
  const { rows: orders, total } = await readPage<Order>(res)
  return { orders, total }
}

/** A 401 ends the session (admin-api); paging keeps the current rows until the next arrive. */
export function useOrders(page: number) {
  return useQuery({
    queryKey: [adminPaths.orders, { page }],
    queryFn: ({ signal }) => fetchOrders(page, signal),
    placeholderData: keepPreviousData,
  })
}
