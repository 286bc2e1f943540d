/**
 * The one way the UI talks to the server: `apiRequest` for every call (reads, writes, admin
 * calls with their token), `ApiError` for any non-OK answer, `userMessage` for the words to
 * show. The shapes sent and received are the generated ones in `api/schema.d.ts`. Free of
 * React, so the public pages' small script can use it too; api-client.ts builds the app's
 * query client on it and admin-api.ts adds the admin's token.
 */
import type { components } from './api/schema'

/** Every shape the API sends or receives, as its OpenAPI document declares it. */
export type Schemas = components['schemas']

/** Paths of the calls made by more than one feature. Query keys are path segments. */
export const apiPaths = {
  leads: '/api/leads',
  stats: '/api/leads/stats',
} as const

/**
 * A non-OK response. Its `message` is `${status}: ${body || statusText}`.
 * The raw body is kept so callers can show the server's own `message`.
 */
export class ApiError extends Error {
  readonly status: number
  readonly body: string

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }

  /** The JSON body, when the server sent one. */
  get json(): unknown {
    try {
      return JSON.parse(this.body)
    } catch {
      return undefined
    }
  }

  /** The server's own `{message}`, when it sent one. */
  get serverMessage(): string | undefined {
    const json = this.json
    if (json && typeof json === 'object' && 'message' in json) {
      const message = (json as { message: unknown }).message
      if (typeof message === 'string' && message.trim()) return message
    }
    return undefined
  }
}

export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const body = await res.text().catch(() => '')
    throw new ApiError(res.status, body, res.statusText)
  }
}

export type RequestOptions = {
  /** Sent as `Authorization: Bearer <token>` (the admin's calls). */
  token?: string
  signal?: AbortSignal
}

/**
 * Any call: a JSON body and its content type only when there is a payload; cookies included.
 * A non-OK answer throws `ApiError`.
 */
export async function apiRequest(method: string, url: string, data?: unknown, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {}
  if (data !== undefined) headers['Content-Type'] = 'application/json'
  if (options.token) headers.Authorization = `Bearer ${options.token}`
  const res = await fetch(url, {
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
    signal: options.signal,
  })
  await throwIfResNotOk(res)
  return res
}

/** `apiRequest`, answered with its JSON body. */
export async function apiJson<T>(method: string, url: string, data?: unknown, options?: RequestOptions): Promise<T> {
  const res = await apiRequest(method, url, data, options)
  return (await res.json()) as T
}

/**
 * Words fit for a person: the server's own `message` when it sent one, else `fallback` (a
 * status line or a network failure carries nothing meant for people).
 */
export function userMessage(error: unknown): string | undefined
export function userMessage(error: unknown, fallback: string): string
export function userMessage(error: unknown, fallback?: string): string | undefined {
  return (error instanceof ApiError ? error.serverMessage : undefined) ?? fallback
}
