/** POST /api/analytics/events: first-party, cookie-free (the server hashes the visitor). */
export const ANALYTICS_PATH = '/api/analytics/events'

export type AnalyticsEvent =
  | { type: 'pageview'; path: string; referrer?: string }
  | { type: 'survey_opened' | 'survey_submitted'; path: string }
  | { type: 'survey_step'; path: string; step: number }

/** The admin area is never counted (the server drops it too; this saves the request). */
export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/')
}

/** A founder's plan page: its address is the secret that opens it, so it is never sent anywhere. */
export function isPlanPagePath(path: string): boolean {
  return path === '/plan' || path.startsWith('/plan/')
}

/** Pages no event is sent from: the admin area and the plan pages. */
export function isUncountedPath(path: string): boolean {
  return isAdminPath(path) || isPlanPagePath(path)
}

/** Sends one event without waiting for it and without ever throwing: analytics must not break a page. */
export function track(event: AnalyticsEvent): void {
  try {
    if (isUncountedPath(event.path)) return
    const body = JSON.stringify(event)
    if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(ANALYTICS_PATH, new Blob([body], { type: 'application/json' }))) return
    }
    fetch(ANALYTICS_PATH, {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body,
    }).catch(() => {})
  } catch {
    // No analytics rather than a broken page.
  }
}

/** The path of the current page, for events raised outside the router (the survey). */
export function currentPath(): string {
  return typeof window !== 'undefined' ? window.location.pathname : '/'
}

/**
 * Runs `send` when the browser is next idle, or as the page is left if that comes first. A
 * beacon costs a phone several milliseconds; a page view is sent as the app takes over the
 * page, which is busy enough without it.
 */
function whenIdle(send: () => void): void {
  if (typeof window.requestIdleCallback !== 'function') {
    send()
    return
  }
  let sent = false
  const once = () => {
    if (sent) return
    sent = true
    window.removeEventListener('pagehide', once)
    send()
  }
  window.requestIdleCallback(once, { timeout: 2000 })
  window.addEventListener('pagehide', once)
}

let lastPath: string | null = null
let referrerSent = false

/** Reports a page view for `path` unless it is the one just reported; the referrer goes with the first only. */
export function reportPageView(path: string): void {
  if (path === lastPath) return
  lastPath = path
  if (isUncountedPath(path)) return
  const referrer = referrerSent ? '' : document.referrer
  referrerSent = true
  whenIdle(() => track(referrer ? { type: 'pageview', path, referrer } : { type: 'pageview', path }))
}

/** For tests: forget the session's page views. */
export function resetPageViews(): void {
  lastPath = null
  referrerSent = false
}
