import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { adminFetch, adminJson, adminPaths, readPage, refreshAdminData } from '@/lib/admin-api'
import type { Schemas } from '@/lib/http'
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

/** Which strategies the desk lists: those awaiting review or sending (oldest first), or one status (newest first). */
export type Shown = 'open' | 'sent' | 'rejected' | 'all'

export function listUrl(shown: Exclude<Shown, 'open'>, page: number): string {
  return `${adminPaths.strategies}?${new URLSearchParams({ status: shown, page: String(page), pageSize: String(PENDING_PAGE_SIZE) })}`
}

/** One page of the desk's list: the queue, or GET /api/admin/strategies?status= for the others. */
export function useStrategies(shown: Shown, page: number) {
  return useQuery({
    queryKey: shown === 'open' ? [adminPaths.pendingStrategies, { page }] : [adminPaths.strategies, { shown, page }],
    queryFn: async ({ signal }): Promise<PendingPage> => {
      if (shown === 'open') return fetchPending(page, signal)
      const res = await adminFetch('GET', listUrl(shown, page), undefined, signal)
      const { rows: strategies, total } = await readPage<Strategy>(res)
      return { strategies, total }
    },
    placeholderData: keepPreviousData,
  })
}

export type Preview = Schemas['Preview']

/** POST /api/admin/strategies/{id}/preview: the plan e-mail for `text`, as the founder will receive it. */
export function usePreview(id: number, text: string) {
  return useQuery({
    queryKey: [adminPaths.preview(id), text],
    queryFn: ({ signal }) => adminJson<Preview>('POST', adminPaths.preview(id), { strategy: text }, signal),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
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

export type StrategyAction = { kind: 'approve' } | { kind: 'reject' } | { kind: 'send'; reason?: string } | { kind: 'update'; text: string }

export function runAction(id: number, action: StrategyAction): Promise<Strategy> {
  switch (action.kind) {
    case 'approve':
      return adminJson<Strategy>('POST', adminPaths.approve(id))
    case 'reject':
      // The UI always gives the same reason.
      return adminJson<Strategy>('POST', adminPaths.reject(id), { reason: REJECT_REASON })
    case 'send':
      // A second plan to the same address carries the strategist's reason.
      return adminJson<Strategy>('POST', adminPaths.send(id), action.reason ? { reason: action.reason } : undefined)
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
