import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/lib/api-client'

/** The checkout with the app's providers, on a router held in memory that records the address. */
export async function renderCheckout(ui: ReactNode, { search = '' }: { search?: string } = {}) {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  const location = memoryLocation({ path: '/checkout', searchPath: search, record: true })
  const user = userEvent.setup()
  let result: ReturnType<typeof render> | undefined
  await act(async () => {
    result = render(
      <AppProviders queryClient={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </AppProviders>,
    )
  })
  return { ...result!, user, location }
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** A promise with its resolve exposed, for holding a response back. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (reason: unknown) => void = () => {}
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>

/**
 * fetch answering by path: GET /api/config and POST /api/create-payment-intent as given; anything
 * else (analytics) is a 204. Every call is recorded.
 */
export function stubApi(routes: { config?: Handler; intent?: Handler }) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url
    if (url === '/api/config' && routes.config) return routes.config(init)
    if (url === '/api/create-payment-intent' && routes.intent) return routes.intent(init)
    return new Response(null, { status: 204 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    fetchMock,
    intentCalls: () =>
      fetchMock.mock.calls
        .filter(([input]) => input === '/api/create-payment-intent')
        .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) as unknown })),
  }
}
