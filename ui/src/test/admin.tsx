import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/lib/api-client'
import type { Schemas } from '@/lib/http'

/** Test helpers for the admin screens: a fake server behind fetch, and a router in memory. */

export type Call = { method: string; url: string; headers: Record<string, string>; body: unknown }
export type Reply = { status?: number; body?: unknown; headers?: Record<string, string> } | Error
type Handler = (call: Call) => Reply | Promise<Reply>

export function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

/**
 * Installs a fetch that answers from `routes` ("METHOD /path" → handler; the path
 * without its query) and records every call. An unknown route answers 404.
 */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const method = (init?.method ?? 'GET').toUpperCase()
    const headers = Object.fromEntries(new Headers(init?.headers).entries())
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const call = { method, url, headers, body }
    calls.push(call)
    const handler = routes[`${method} ${url.split('?')[0]}`]
    if (!handler) return json(404, { message: 'Not found' })
    const reply = await handler(call)
    if (reply instanceof Error) throw reply
    return json(reply.status ?? 200, reply.body, reply.headers)
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}

export function renderWithRouter(ui: ReactNode, { path = '/', search = '' }: { path?: string; search?: string } = {}) {
  const location = memoryLocation({ path, searchPath: search, record: true })
  const queryClient = createQueryClient()
  const user = userEvent.setup()
  const result = render(
    <AppProviders queryClient={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  )
  return { ...result, user, location, queryClient }
}

/** A lead as GET /api/admin/leads lists it, submitted two hours ago, with every answer. */
export function sampleLead(id: number, overrides: Partial<Schemas['LeadView']> = {}): Schemas['LeadView'] {
  return {
    id,
    businessName: `Shop ${id}`,
    businessType: 'online-store',
    sellLocation: 'locally',
    specificLocation: 'Leeds',
    businessOffering: 'Handmade candles',
    businessStage: 'established',
    website: 'candles.example.com',
    idealCustomer: 'Gift buyers',
    problemSolved: 'Last-minute gifts',
    successVision: null,
    primaryGoal: 'increase-sales',
    timeAvailable: '3-5-hours',
    marketingBudget: '50-200',
    brandTone: 'friendly',
    marketingSupport: 'some-help',
    platforms: ['instagram', 'email'],
    marketingChallenges: ['traffic-no-sales', 'other'],
    otherChallenge: 'Seasonal sales',
    currentMarketing: ['social-media'],
    email: `shop${id}@example.com`,
    planGenerated: false,
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    planSentAt: null,
    latestStrategyStatus: null,
    ...overrides,
  }
}
