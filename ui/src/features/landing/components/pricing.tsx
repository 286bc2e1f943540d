import { Check, Info, Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { pricing } from '@/content/landing'
import { cn } from '@/lib/utils'
import { Section } from './section'

function FeatureList({ items, tone = 'default' }: { items: readonly string[]; tone?: 'default' | 'muted' }) {
  return (
    <ul className="mt-6 grid gap-3 text-sm">
      {items.map((item) => (
        <li key={item} className={cn('flex gap-2.5', tone === 'muted' ? 'text-slate-600' : 'text-slate-700')}>
          <Check className={cn('mt-0.5 size-4 shrink-0', tone === 'muted' ? 'text-slate-500' : 'text-indigo-600')} aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  )
}

export function Pricing() {
  const { free, pro, service } = pricing
  return (
    <Section id="pricing" eyebrow="Pricing" title={pricing.title} lead={pricing.lead}>
      <div className="mt-14 grid items-start gap-6 lg:grid-cols-3">
        {/* Free */}
        <article id="free-plan" className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-xs">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{free.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{free.description}</p>
            <p className="mt-6 flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight text-slate-900">{free.price}</span>
              <span className="text-sm text-slate-600">{free.cadence}</span>
            </p>
            <FeatureList items={free.features} />
          </div>
          <div className="mt-auto pt-8">
            <Button variant="outline" size="lg" className="w-full" data-survey-open="">
              {free.cta}
            </Button>
            <p className="mt-3 text-center text-xs text-slate-600">{free.note}</p>
          </div>
        </article>

        {/* Pro */}
        <article
          id="pro-tools"
          className="relative flex h-full flex-col rounded-2xl border-2 border-indigo-600 bg-white p-7 shadow-xl shadow-indigo-900/10 lg:-mt-4 lg:pb-11"
        >
          <div>
            <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white shadow-sm">
              <Sparkles className="size-3.5" aria-hidden="true" />
              {pro.badge}
            </p>
            <h3 className="text-lg font-semibold text-slate-900">{pro.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{pro.description}</p>
          </div>
          <div className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-4xl font-bold tracking-tight text-slate-900">{pro.price}</span>
            <span className="text-sm font-medium text-slate-700">{pro.cadence}</span>
            <s className="text-sm text-slate-600 empty:hidden">{pro.worth}</s>
            <button
              type="button"
              data-tooltip={pro.tooltip}
              className="grid size-6 place-items-center self-center rounded-full text-slate-500 hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
              aria-label="About the Pro price"
            >
              <Info className="size-4" aria-hidden="true" />
            </button>
          </div>
          <div>
            <p className="mt-1 text-sm font-medium text-emerald-700">Lifetime access</p>
            <FeatureList items={pro.features} />
          </div>
          <div className="mt-auto pt-8">
            <Button asChild size="lg" className="w-full">
              <a href="/checkout">{pro.cta}</a>
            </Button>
          </div>
        </article>

        {/* Full Execution Service */}
        <article className="flex h-full flex-col rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-7">
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{service.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{service.description}</p>
            <p className="mt-6 flex items-baseline gap-1 has-[>span:first-child:empty]:hidden">
              <span className="text-4xl font-bold tracking-tight text-slate-900">{service.price}</span>
              <span className="text-sm text-slate-600">{service.cadence}</span>
            </p>
            <FeatureList items={service.features} tone="muted" />
          </div>
          <div className="mt-auto pt-8">
            {/* A disabled button gets no pointer or focus events; the wrapper carries the tooltip. */}
            <span
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the keyboard's way to the tooltip that says why the button is disabled
              tabIndex={0}
              data-tooltip={service.tooltip}
              className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              <Button size="lg" variant="secondary" className="w-full" disabled>
                {service.cta}
              </Button>
            </span>
          </div>
        </article>
      </div>
    </Section>
  )
}
