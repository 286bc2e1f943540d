import { lazy, Suspense, useEffect, useState } from 'react'
import { Comparison } from '@/features/landing/components/comparison'
import { ClosingCta } from '@/features/landing/components/closing-cta'
import { Features } from '@/features/landing/components/features'
import { Hero } from '@/features/landing/components/hero'
import { HowItWorks } from '@/features/landing/components/how-it-works'
import { Pricing } from '@/features/landing/components/pricing'
import { SiteFooter } from '@/features/landing/components/site-footer'
import { SiteHeader } from '@/features/landing/components/site-header'
import { Testimonials } from '@/features/landing/components/testimonials'
import { StaticContent } from '@/components/layout/static-content'
import { pageMeta } from '@/content/seo'
import type { SurveyCta } from '@/features/landing/survey-cta'
import { useDocumentTitle } from '@/lib/use-document-title'

// The survey (dialog, form controls, 17 steps) loads when a visitor shows intent,
// which keeps the landing page's first load small.
const loadSurvey = () => import('@/features/survey/components/survey-dialog')
const SurveyDialog = lazy(() => loadSurvey().then((module) => ({ default: module.SurveyDialog })))

/**
 * A direct load of `/#pricing` (or another section): go to the section once the page is up,
 * and again once the web font has settled the layout, unless the visitor has scrolled since.
 */
function useScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    const target = id ? document.getElementById(id) : null
    if (!target) return
    // Instant, never animated: an animation still running when the font check below reads the
    // position would look like the visitor scrolling away.
    target.scrollIntoView({ block: 'start', behavior: 'instant' })
    const settled = window.scrollY
    let cancelled = false
    void document.fonts?.ready.then(() => {
      if (!cancelled && window.scrollY === settled) target.scrollIntoView({ block: 'start', behavior: 'instant' })
    })
    return () => {
      cancelled = true
    }
  }, [])
}

export default function HomePage() {
  useDocumentTitle(pageMeta.home.title, { full: true, description: pageMeta.home.description })
  useScrollToHash()
  const [surveyOpen, setSurveyOpen] = useState(false)
  const [surveyMounted, setSurveyMounted] = useState(false)

  const prefetch = () => {
    void loadSurvey()
  }
  const cta: SurveyCta = {
    onClick: () => {
      setSurveyMounted(true)
      setSurveyOpen(true)
    },
    onPointerEnter: prefetch,
    onFocus: prefetch,
  }

  return (
    <>
      <SiteHeader surveyCta={cta} />
      <main>
        <Hero surveyCta={cta} />
        <StaticContent>
          <HowItWorks />
          <Comparison />
          <Features />
          <Testimonials />
        </StaticContent>
        <Pricing surveyCta={cta} />
        <ClosingCta surveyCta={cta} />
      </main>
      <SiteFooter />
      {surveyMounted ? (
        <Suspense fallback={null}>
          <SurveyDialog open={surveyOpen} onOpenChange={setSurveyOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
