import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { reportPageView } from '@/lib/analytics'

/** Mounted once in the app: a page view on the first load and on every route change. */
export function PageViewReporter(): null {
  const [location] = useLocation()
  useEffect(() => {
    reportPageView(location)
  }, [location])
  return null
}
