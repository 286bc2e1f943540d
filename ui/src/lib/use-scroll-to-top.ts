import { useEffect } from 'react'

// The last back/forward navigation. Those should land where the visitor was, so the
// browser's own scroll restoration is left alone for them.
let lastPopState = -Infinity
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    lastPopState = performance.now()
  })
}

/**
 * Starts a page at its top when it is reached by a link (client-side routing keeps the
 * previous page's scroll position otherwise). `key` names what is shown, e.g. the article id.
 */
export function useScrollToTop(key?: unknown) {
  useEffect(() => {
    if (performance.now() - lastPopState < 1000) return
    if (window.location.hash) return
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [key])
}
