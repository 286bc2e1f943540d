import { scrollToSection } from './utils'

type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>

/**
 * Where a click on `anchor` should take the visitor without a page load, as wouter's <Link>
 * would; null when the browser should follow it itself: another site, mailto:, a new tab or
 * window (modifier keys, `target`), a download, or a #section of the page already shown.
 */
export function inAppTarget(anchor: HTMLAnchorElement, click: Click): URL | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, window.location.href)
  if (url.origin !== window.location.origin) return null
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search
  if (samePage && url.hash) return null
  return url
}

/** Opens `path` in the app, then scrolls to the section `id` once the page has rendered it. */
export function navigateToSection(navigate: (to: string) => void, path: string, id: string) {
  navigate(path)
  let frames = 0
  const scrollWhenReady = () => {
    if (document.getElementById(id)) scrollToSection(id)
    else if (++frames < 120) requestAnimationFrame(scrollWhenReady)
  }
  requestAnimationFrame(scrollWhenReady)
}
