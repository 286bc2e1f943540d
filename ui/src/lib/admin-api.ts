import type { QueryClient } from '@tanstack/react-query'
import { toast } from '@/components/ui/use-toast'
import { ApiError } from './api-client'
import { currentAdminToken, useAdminSession } from './admin-session'

/** Admin call paths (the contract shared by the admin and strategies features). */
export const adminPaths = {
  login: '/api/admin/login',
  leads: '/api/admin/leads',
  generateStrategy: '/api/generate-strategy',
  pendingStrategies: '/api/admin/strategies/pending',
  strategy: (id: number | string) => `/api/admin/strategies/${id}`,
  approve: (id: number | string) => `/api/admin/strategies/${id}/approve`,
  reject: (id: number | string) => `/api/admin/strategies/${id}/reject`,
  send: (id: number | string) => `/api/admin/strategies/${id}/send`,
  traffic: '/api/admin/traffic',
  orders: '/api/admin/orders',
  ordersSummary: '/api/admin/orders/summary',
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
 * fetch with the bearer token, cookies included, JSON body and content
 * type only when there is a payload. Non-OK answers throw ApiError.
 */
export async function adminFetch(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<Response> {
  const token = currentAdminToken()
  if (!token) {
    endSession()
    throw new NoAdminTokenError()
  }
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
  if (data !== undefined) headers['Content-Type'] = 'application/json'
  const res = await fetch(url, {
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal,
  })
  if (!res.ok) {
    const body = await res.text().catch(() => '')
    if (res.status === 401) endSession()
    throw new ApiError(res.status, body, res.statusText)
  }
  return res
}

export async function adminJson<T>(method: string, url: string, data?: unknown, signal?: AbortSignal): Promise<T> {
  const res = await adminFetch(method, url, data, signal)
  return (await res.json()) as T
}

/** The server's own `{message}` from an error answer, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  const json = error.json
  if (json && typeof json === 'object' && 'message' in json) {
    const message = (json as { message: unknown }).message
    if (typeof message === 'string' && message.trim()) return message
  }
  return undefined
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
