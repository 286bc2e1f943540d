import type { QueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/use-toast'
import { ApiError, apiRequest } from './http'
import { currentAdminToken, useAdminSession } from './admin-session'

/** Admin call paths (the contract shared by the admin and strategies features). */
export const adminPaths = {
  login: '/api/admin/login',
  leads: '/api/admin/leads',
  leadsExport: '/api/admin/leads/export',
  generateStrategy: '/api/generate-strategy',
  pendingStrategies: '/api/admin/strategies/pending',
  strategies: '/api/admin/strategies',
  draftWriter: '/api/admin/strategies/writer',
  leadStrategies: (leadId: number | string) => `/api/admin/leads/${leadId}/strategies`,
  preview: (id: number | string) => `/api/admin/strategies/${id}/preview`,
  strategy: (id: number | string) => `/api/admin/strategies/${id}`,
  approve: (id: number | string) => `/api/admin/strategies/${id}/approve`,
  reject: (id: number | string) => `/api/admin/strategies/${id}/reject`,
  send: (id: number | string) => `/api/admin/strategies/${id}/send`,
  traffic: '/api/admin/traffic',
  orders: '/api/admin/orders',
  subscribers: '/api/admin/subscribers',
  subscribersExport: '/api/admin/subscribers/export',
  ordersSummary: '/api/admin/orders/summary',
  exportPerson: '/api/admin/people/export',
  erasePerson: '/api/admin/people/erase',
  planFollowing: '/api/admin/plan-pages/following',
  revokePlanPage: (leadId: number | string) => `/api/admin/leads/${leadId}/plan-page/revoke`,
} as const

/** Every admin query key starts with a path under this prefix. */
export const ADMIN_QUERY_PREFIX = '/api/admin'

/** Raised before any request when there is no token to send. */
export class NoAdminTokenError extends Error {
  constructor() {
    super('No authentication token')
    this.name = 'NoAdminTokenError'
  }
}

/**
 * A 401 ends the session: the token is dropped, which sends guarded pages to
 * the login page, and the admin is told why once.
 */
function endSession() {
  if (useAdminSession.getState().signOut()) {
    toast({
      title: 'Authentication failed',
      description: 'Your session has ended. Please sign in again.',
      variant: 'destructive',
    })
  }
}

/**
 * An admin call: `apiRequest` with the session's token. A 401 ends the session; any other
 * non-OK answer throws `ApiError` as usual.
 */
export async function adminFetch(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
  const token = currentAdminToken()
  if (!token) {
    endSession()
    throw new NoAdminTokenError()
  }
  try {
    return await apiRequest(method, url, data, { token, signal })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endSession()
    throw error
  }
}

/** A page of an admin list and how many rows there are in all (`X-Total-Count`, else the rows on the page). */
export async function readPage<T>(res: Response): Promise<{ rows: T[]; total: number }> {
  const rows = (await res.json()) as T[]
  const header = res.headers.get('X-Total-Count')?.trim()
  const total = header && /^\d+$/.test(header) ? Number(header) : rows.length
  return { rows, total }
}

export async function adminJson<T>(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await adminFetch(method, url, data, signal)
  return (await res.json()) as T
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof NoAdminTokenError || (error instanceof ApiError && error.status === 401)
}

/** Drops every cached admin answer (a new sign-in starts clean). */
export function forgetAdminData(queryClient: QueryClient) {
  queryClient.removeQueries({
    predicate: (query) => {
      const head = query.queryKey[0]
      return typeof head === 'string' && (head.startsWith(ADMIN_QUERY_PREFIX) || head === adminPaths.generateStrategy)
    },
  })
}

/** Marks every cached admin answer stale and refetches what is on screen. */
export function refreshAdminData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => {
      const head = query.queryKey[0]
      return typeof head === 'string' && head.startsWith(ADMIN_QUERY_PREFIX)
    },
  })
}
