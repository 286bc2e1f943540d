import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'

/**
 * Puts a page into the document as the build prerenders it (static HTML, no React attached)
 * at the address `url`, for a test of the plain DOM code that makes its parts live.
 * Returns the page's container: bind the islands to it.
 */
export async function renderPrerendered(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  window.history.replaceState(null, '', url)
  // As the build does: one complete document, no boundary left to swap in by script.
  const { prelude } = await prerender(ui, { progressiveChunkSize: Number.POSITIVE_INFINITY })
  const container = document.createElement('div')
  container.innerHTML = await new Response(prelude).text()
  document.body.replaceChildren(container)
  return { container, user: userEvent.setup() }
}

export function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/** Replaces `fetch` with a mock answering `reply()`; vitest's `unstubAllGlobals` puts it back. */
export function stubFetch(reply: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(async (input) => reply(String(input)))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
