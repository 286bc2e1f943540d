import { ArrowRight, Check } from 'lucide-react'
import { Button } from '@/components/ui/button'

const promises = ['Free', 'About 2 minutes', 'No credit card needed']

/** 'Ready to Put This Into Action?': back to the landing page and its survey. */
export function ArticleCta() {
  return (
    <section
      aria-labelledby="article-cta-heading"
      className="relative isolate overflow-clip rounded-3xl bg-indigo-700 px-6 py-10 text-center text-white shadow-xl sm:px-12 sm:py-12"
    >
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-indigo-500/40 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-28 -left-20 -z-10 size-72 rounded-full bg-violet-500/30 blur-2xl" />
      <h2 id="article-cta-heading" className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        Ready to Put This Into Action?
      </h2>
      <p className="mx-auto mt-4 max-w-xl text-base leading-relaxed text-indigo-100 sm:text-lg">
        Answer 17 quick questions and get a marketing plan made for your business: 30 content ideas, a 90-day roadmap and your top 5
        keywords, reviewed by a human strategist and in your inbox within 24 hours.
      </p>
      <Button asChild size="lg" variant="inverse" className="mt-8">
        <a href="/">
          Get My Free Plan
          <ArrowRight aria-hidden="true" />
        </a>
      </Button>
      <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm text-indigo-100">
        {promises.map((item) => (
          <li key={item} className="inline-flex items-center gap-1.5">
            <Check className="size-4" aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  )
}
