import { ClosingCta } from '@/features/landing/components/closing-cta'
import { Comparison } from '@/features/landing/components/comparison'
import { Features } from '@/features/landing/components/features'
import { Hero } from '@/features/landing/components/hero'
import { HowItWorks } from '@/features/landing/components/how-it-works'
import { Pricing } from '@/features/landing/components/pricing'
import { SiteFooter } from '@/features/landing/components/site-footer'
import { SiteHeader } from '@/features/landing/components/site-header'
import { Testimonials } from '@/features/landing/components/testimonials'

/**
 * The landing page, prerendered. Its live parts (the buttons that open the survey, the live
 * count, the header's section links and menu, the price tooltips) are bound by
 * features/landing/islands.ts; the survey itself loads when a visitor shows intent.
 */
export default function HomePage() {
  return (
    <>
      <SiteHeader />
      <main>
        <Hero />
        <div>
          <HowItWorks />
          <Comparison />
          <Features />
          <Testimonials />
        </div>
        <Pricing />
        <ClosingCta />
      </main>
      <SiteFooter />
    </>
  )
}
