import { useState, type ReactNode } from 'react'

// True while the app takes over the prerendered HTML of the page it was loaded on.
let takingOverPrerendered = false

/** Called by main.tsx before hydrating, and once the first page is live (router.tsx). */
export function setTakingOverPrerendered(value: boolean) {
  takingOverPrerendered = value
}

/**
 * Content with no behaviour (no handlers, no state): on the page the visitor landed on, its
 * prerendered HTML is kept as it is instead of being hydrated, which spares a phone the work
 * of walking every static section before the page responds. Reached by client-side
 * navigation, it renders normally.
 */
export function StaticContent({ children }: { children: ReactNode }) {
  const [keepPrerendered] = useState(() => takingOverPrerendered)
  if (keepPrerendered) {
    // Hydration leaves an element with `dangerouslySetInnerHTML` and its server children alone.
    return <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
  }
  return <div>{children}</div>
}
