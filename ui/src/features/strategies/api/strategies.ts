import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { adminFetch, adminJson, adminPaths, readPage, refreshAdminData } from '@/lib/admin-api'
import { REJECT_REASON } from '@/lib/strategy-status'
import type { Strategy } from '../types'

export function strategyKey(id: number) {
  return [adminPaths.strategy(id)] as const
}

export const PENDING_PAGE_SIZE = 50

export type PendingPage = { strategies: Strategy[]; total: number }

export function pendingUrl(page: number): string {
  return `${adminPaths.pendingStrategies}?${new URLSearchParams({ page: String(page), pageSize: String(PENDING_PAGE_SIZE) })}`
}

/** One page of GET /api/admin/strategies/pending; `X-Total-Count` says how many wait in all. */
export async function fetchPending(page: number, signal?: AbortSignal): Promise<PendingPage> {
  const res = await adminFetch('GET', pendingUrl(page), undefined, signal)
  const { rows: strategies, total } = await readPage<Strategy>(res)
  return { strategies, total }
}

/** pending_review and approved, oldest first, each with its lead; paging keeps the rows shown until the next arrive. */
export function usePendingStrategies(page: number) {
  return useQuery({
    queryKey: [adminPaths.pendingStrategies, { page }],
    queryFn: ({ signal }) => fetchPending(page, signal),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/admin/strategies/{id}; the list's copy shows meanwhile. */
export function useStrategy(id: number | null, fromList?: Strategy) {
  return useQuery({
    queryKey: strategyKey(id ?? 0),
    queryFn: ({ signal }) => adminJson<Strategy>('GET', adminPaths.strategy(id ?? 0), undefined, signal),
    enabled: id !== null,
    placeholderData: fromList,
  })
}

export type StrategyAction = { kind: 'approve' } | { kind: 'reject' } | { kind: 'send' } | { kind: 'update'; text: string }

export function runAction(id: number, action: StrategyAction): Promise<Strategy> {
  switch (action.kind) {
    case 'approve':
      return adminJson<Strategy>('POST', adminPaths.approve(id))
    case 'reject':
      // The UI always gives the same reason.
      return adminJson<Strategy>('POST', adminPaths.reject(id), { reason: REJECT_REASON })
    case 'send':
      return adminJson<Strategy>('POST', adminPaths.send(id))
    case 'update':
      return adminJson<Strategy>('PUT', adminPaths.strategy(id), { strategy: action.text })
  }
}

function settle(queryClient: QueryClient, id: number, updated?: Strategy) {
  if (updated) queryClient.setQueryData(strategyKey(id), updated)
  // The list reloads after each action (and the dashboard's statuses change too).
  void refreshAdminData(queryClient)
}

/** Approve, reject, send or save an edit; whatever happens, the list reloads. */
export function useStrategyAction(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: StrategyAction) => runAction(id, action),
    onSuccess: (updated) => {
      settle(queryClient, id, updated)
    },
    // A refused transition (409) means the list on screen was out of date.
    onError: () => {
      settle(queryClient, id)
    },
  })
}
