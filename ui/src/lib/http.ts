/**
 * The one way the UI talks to the server: `apiRequest` for writes, `ApiError` for any non-OK
 * answer, `userMessage` for the words to show. Free of React, so the public pages' small
 * script can use it too; api-client.ts builds the app's query client on it.
 */

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
}

export async function throwIfResNotOk(res: Response) {
  if (!res.ok) {
    const body = await res.text().catch(() => '')
    throw new ApiError(res.status, body, res.statusText)
  }
}

/** A write: JSON body and content type only when there is a payload; cookies included. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  })
  await throwIfResNotOk(res)
  return res
}

/**
 * A message fit for a person: the server's JSON `message` when there is one,
 * else the `${status}: ...` text; for anything that is not an HTTP error, the fallback.
 */
export function userMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const json = error.json
    if (json && typeof json === 'object' && 'message' in json) {
      const message = (json as { message: unknown }).message
      if (typeof message === 'string' && message.trim()) return message
    }
    return error.message
  }
  // Network failures and the like carry no message meant for people.
  return fallback
}
