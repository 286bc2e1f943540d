import { lazy, Suspense, useEffect } from 'react'
import { Route, Switch } from 'wouter'
import { setTakingOverPrerendered } from '@/components/layout/static-content'
import NotFoundPage from '@/pages/not-found'

// Every page's code loads on demand, the landing page's too: the entry carries no page, so
// the blog does not parse the landing page, and no page's start-up runs in the same task
// as React's own.
const HomePage = lazy(() => import('@/pages/home'))
const BlogPage = lazy(() => import('@/pages/blog'))
const BlogPostPage = lazy(() => import('@/pages/blog-post'))
const AdminPage = lazy(() => import('@/pages/admin'))
const AdminLoginPage = lazy(() => import('@/pages/admin-login'))
const AdminStrategiesPage = lazy(() => import('@/pages/admin-strategies'))
const AdminTrafficPage = lazy(() => import('@/pages/admin-traffic'))
const AdminOrdersPage = lazy(() => import('@/pages/admin-orders'))
const CheckoutPage = lazy(() => import('@/pages/checkout'))
const PrivacyPolicyPage = lazy(() => import('@/pages/privacy-policy'))

function PageFallback() {
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
      <span className="size-8 animate-spin rounded-full border-4 border-indigo-200 border-t-indigo-600" />
      <span className="sr-only">Loading…</span>
    </div>
  )
}

/**
 * Marks the document once the page's code has loaded and taken over the prerendered HTML
 * (`<html data-hydrated>`): until then a click on a prerendered button does nothing, which
 * end-to-end tests must wait out. Renders nothing.
 */
function HydratedMark() {
  useEffect(() => {
    setTakingOverPrerendered(false)
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

/** The routes of SPEC §2; anything else is the 404 page (the server answers it with status 404). */
export function AppRouter() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/blog" component={BlogPage} />
        <Route path="/blog/:id" component={BlogPostPage} />
        <Route path="/admin" component={AdminPage} />
        <Route path="/admin/login" component={AdminLoginPage} />
        <Route path="/admin/strategies" component={AdminStrategiesPage} />
        <Route path="/admin/traffic" component={AdminTrafficPage} />
        <Route path="/admin/orders" component={AdminOrdersPage} />
        <Route path="/checkout" component={CheckoutPage} />
        <Route path="/privacy-policy" component={PrivacyPolicyPage} />
        <Route component={NotFoundPage} />
      </Switch>
      <HydratedMark />
    </Suspense>
  )
}
