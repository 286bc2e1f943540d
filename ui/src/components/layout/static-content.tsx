import { useState, type FocusEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { inAppTarget, navigateToSection } from '@/lib/app-links'

// True while the app takes over the prerendered HTML of the page it was loaded on.
let takingOverPrerendered = false

/** Called by main.tsx before hydrating, and once the first page is live (router.tsx). */
export function setTakingOverPrerendered(value: boolean) {
  takingOverPrerendered = value
}

function linkIn(event: { target: EventTarget }): HTMLAnchorElement | null {
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null
  return anchor instanceof HTMLAnchorElement ? anchor : null
}

/**
 * Content with no behaviour but links: on the page the visitor landed on, its prerendered
 * HTML is kept as it is instead of being hydrated, which spares a phone the work of walking
 * every static section before the page responds. Reached by client-side navigation, it
 * renders normally.
 *
 * Kept as HTML, its links still stay in the app: one listener here navigates as a <Link>
 * would (and reaches a `/#section` as the footers' links do), and `onLinkIntent` hears of a
 * pointer over or focus on one, for prefetching. Give it a `key` that changes with what the
 * children show, so that new content is rendered rather than the prerendered HTML kept.
 */
export function StaticContent({
  children,
  className,
  onLinkIntent,
}: {
  children: ReactNode
  className?: string
  onLinkIntent?: (href: string) => void
}) {
  const [keepPrerendered] = useState(() => takingOverPrerendered)
  const [, navigate] = useLocation()
  if (!keepPrerendered) return <div className={className}>{children}</div>

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = linkIn(event)
    const url = anchor && inAppTarget(anchor, event)
    if (!url) return
    event.preventDefault()
    const path = `${url.pathname}${url.search}`
    if (url.hash) navigateToSection(navigate, path, decodeURIComponent(url.hash.slice(1)))
    else navigate(path)
  }
  const onIntent = onLinkIntent
    ? (event: PointerEvent<HTMLDivElement> | FocusEvent<HTMLDivElement>) => {
        const href = linkIn(event)?.getAttribute('href')
        if (href) onLinkIntent(href)
      }
    : undefined
  return (
    // Hydration leaves an element with `dangerouslySetInnerHTML` and its server children alone.
    <div
      className={className}
      onClick={onClick}
      onPointerOver={onIntent}
      onFocus={onIntent}
      dangerouslySetInnerHTML={{ __html: '' }}
      suppressHydrationWarning
    />
  )
}
