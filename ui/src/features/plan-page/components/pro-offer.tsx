import { ArrowRight, Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** The Pro package, offered where it helps: beside the week's tasks it would write for them. */
export function ProOffer({ price }: { price: string }) {
  return (
    <section
      aria-labelledby="plan-pro-heading"
      className="relative isolate overflow-clip rounded-2xl bg-indigo-700 px-5 py-6 text-white shadow-lg sm:px-7 sm:py-7"
    >
      <div aria-hidden="true" className="absolute -top-20 -right-20 -z-10 size-56 rounded-full bg-indigo-500/40 blur-2xl" />
      <div className="flex items-start gap-3">
        <Sparkles className="mt-1 size-5 shrink-0 text-indigo-200" aria-hidden="true" />
        <div>
          <h2 id="plan-pro-heading" className="text-lg font-bold tracking-tight text-balance sm:text-xl">
            Want these weeks’ posts written for you?
          </h2>
          <p className="mt-2 text-base leading-relaxed text-indigo-100">
            The Pro package writes every post, ad and message of this plan, ready to paste, with a calendar file.
          </p>
          <Button asChild size="lg" variant="inverse" className="mt-5 h-auto min-h-12 w-full py-3 whitespace-normal sm:w-auto">
            <a href="/checkout">
              Get the Pro package for {price}
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
          <p className="mt-3 text-sm text-indigo-100">One payment, no subscription.</p>
        </div>
      </div>
    </section>
  )
}
