import { lazy, Suspense, useEffect, type ReactNode } from 'react'
import { Route, Switch } from 'wouter'
import NotFoundPage from '@/pages/not-found'

// The app holds the admin area, the checkout and the 404 pages, each loaded on demand. The
// public pages (/, /blog, /blog/{slug}, /privacy-policy, /terms) are not part of it: they are
// prerendered documents with a script of their own (islands.ts).
const AdminPage = lazy(() => import('@/pages/admin'))
const AdminLoginPage = lazy(() => import('@/pages/admin-login'))
const AdminStrategiesPage = lazy(() => import('@/pages/admin-strategies'))
const AdminTrafficPage = lazy(() => import('@/pages/admin-traffic'))
const AdminOrdersPage = lazy(() => import('@/pages/admin-orders'))
const AdminSubscribersPage = lazy(() => import('@/pages/admin-subscribers'))
const CheckoutPage = lazy(() => import('@/pages/checkout'))
const PostNotFoundPage = lazy(() => import('@/pages/post-not-found'))

function PageFallback() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600" />
      <span className="sr-only">Loading…</span>
    </div>
  )
}

// The path this document was loaded for.
const documentPath = typeof window === 'undefined' ? '' : window.location.pathname

/**
 * A public page reached from inside the app: load it as the document it is. Were this
 * document itself served for it, the server has no such page (`missing` says so), and a
 * reload would only loop.
 */
function LoadDocument({ missing }: { missing: ReactNode }) {
  const reached = window.location.pathname !== documentPath
  useEffect(() => {
    if (reached) window.location.reload()
  }, [reached])
  return reached ? <PageFallback /> : missing
}

function PublicDocument() {
  return <LoadDocument missing={<NotFoundPage />} />
}

function BlogPostRoute() {
  return <LoadDocument missing={<PostNotFoundPage />} />
}

/**
 * Marks the document once the page's code has loaded and rendered (`<html data-hydrated>`),
 * which end-to-end tests wait for before they click. Renders nothing.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

/** The app's routes; anything else is the 404 page (the server answers it with status 404). */
export function AppRouter() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path="/admin" component={AdminPage} />
        <Route path="/admin/login" component={AdminLoginPage} />
        <Route path="/admin/strategies" component={AdminStrategiesPage} />
        <Route path="/admin/traffic" component={AdminTrafficPage} />
        <Route path="/admin/orders" component={AdminOrdersPage} />
        <Route path="/admin/subscribers" component={AdminSubscribersPage} />
        <Route path="/checkout" component={CheckoutPage} />
        <Route path="/blog/:id" component={BlogPostRoute} />
        <Route path="/" component={PublicDocument} />
        <Route path="/blog" component={PublicDocument} />
        <Route path="/privacy-policy" component={PublicDocument} />
        <Route path="/terms" component={PublicDocument} />
        <Route component={NotFoundPage} />
      </Switch>
      <HydratedMark />
    </Suspense>
  )
}
