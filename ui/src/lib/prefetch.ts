/**
 * Runs `load` once the browser is idle (or after a short delay where there is no idle
 * callback): for fetching the code of the page a visitor is likely to open next.
 */
export function prefetchWhenIdle(load: () => Promise<unknown>) {
  const run = () => {
    load().catch(() => {
      // A prefetch that fails costs nothing: the real navigation tries again.
    })
  }
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 3000 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(run, 1500)
  return () => window.clearTimeout(timer)
}
