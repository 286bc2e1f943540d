import { ArrowRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { closingCta } from '@/content/landing'

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-heading" className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-indigo-700 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-indigo-500/40 blur-2xl" />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-28 -left-20 size-72 rounded-full bg-violet-500/30 blur-2xl"
        />
        <div className="relative">
          <h2 id="closing-cta-heading" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
            {closingCta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-indigo-100">{closingCta.body}</p>
          <Button size="lg" variant="inverse" className="mt-8" data-survey-open="">
            {closingCta.cta}
            <ArrowRight aria-hidden="true" />
          </Button>
          <p className="mt-4 text-sm text-indigo-100">{closingCta.note}</p>
        </div>
      </div>
    </section>
  )
}
