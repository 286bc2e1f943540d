import { act, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppProviders } from '@/app/providers'
import { createQueryClient } from '@/lib/api-client'

/** Test helpers for the blog: the app's providers around a router held in memory. */
export function renderBlog(ui: ReactNode, { path = '/blog', search = '' }: { path?: string; search?: string } = {}) {
  // jsdom has no scrolling; the pages scroll to the top when they open.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  const location = memoryLocation({ path, searchPath: search, record: true })
  const user = userEvent.setup()
  const result = render(
    <AppProviders queryClient={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        {ui}
      </Router>
    </AppProviders>,
  )
  return { ...result, user, location }
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/**
 * renderBlog for screens that suspend on data (an article's body). React only retries a
 * component suspended inside a synchronous act() when that act is awaited, so render in an
 * async one.
 */
export async function renderBlogAndWait(...args: Parameters<typeof renderBlog>) {
  let view: ReturnType<typeof renderBlog> | undefined
  await act(async () => {
    view = renderBlog(...args)
  })
  return view!
}
