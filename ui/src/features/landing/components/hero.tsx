import { ArrowRight, BadgeCheck, Check, ClipboardList, KeyRound, Lightbulb, Map, Users } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { RegionEnd } from '@/components/layout/legal-document'
import { hero } from '@/content/landing'
import { site } from '@/content/site'

const previewIcons = [Lightbulb, Map, KeyRound]

/**
 * "N marketing toolkits delivered today". Prerendered with a placeholder where the number goes;
 * `bindLiveCount` (../islands.ts) fills it in and keeps it current.
 */
function LiveCount() {
  return (
    <p
      className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 shadow-xs"
      data-testid="hero-live-count"
      data-live-count=""
    >
      <span className="relative flex size-2.5" aria-hidden="true">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
        <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
      </span>
      <span className="inline-block h-4 w-52 animate-pulse rounded bg-slate-200" aria-label="Loading today’s count" data-when="loading" />
      <span hidden data-when="loaded">
        <span className="font-semibold text-slate-900" data-testid="hero-count" />
        {` ${hero.eyebrowSuffix}`}
      </span>
    </p>
  )
}

export function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-indigo-50/80 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-40 -z-0 mx-auto h-[28rem] max-w-4xl rounded-full bg-indigo-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl grid-cols-1 items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:gap-16 lg:px-8 lg:pt-24 lg:pb-24">
        <div>
          <LiveCount />
          <div>
            <h1 className="mt-6 text-4xl leading-[1.1] font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.4rem]">
              {hero.title}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">{hero.lead}</p>
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" data-survey-open="">
              {hero.primaryCta}
              <ArrowRight aria-hidden="true" />
            </Button>
            <Button size="lg" variant="outline" data-scroll-to="how-it-works">
              {hero.secondaryCta}
            </Button>
          </div>
          <div>
            <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
              {hero.reassurance.map((item) => (
                <li key={item} className="inline-flex items-center gap-1.5">
                  <Check className="size-4 text-emerald-600" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
            <div data-region="landing-trust">
              {site.landing.trust && (
                <p className="mt-8 inline-flex items-center gap-2 text-sm font-medium text-slate-700">
                  <Users className="size-4 text-indigo-600" aria-hidden="true" />
                  {site.landing.trust}
                </p>
              )}
              <RegionEnd name="landing-trust" />
            </div>
          </div>
        </div>
        <div className="min-w-0" data-region="landing-example">
          {site.landing.example && <PlanPreview example={site.landing.example} />}
          <RegionEnd name="landing-example" />
        </div>
      </div>
    </section>
  )
}

/** The operator's example plan (site.toml's [landing.example]), shown as an example. */
function PlanPreview({ example }: { example: NonNullable<typeof site.landing.example> }) {
  const { preview } = hero
  return (
    <div className="relative isolate mx-auto w-full max-w-md min-w-0 lg:max-w-none" aria-hidden="true">
      <div>
        <div className="absolute -inset-4 -z-10 rotate-2 rounded-3xl bg-indigo-100/70" />
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-indigo-900/5 sm:p-7">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p className="text-xs font-semibold tracking-wider text-indigo-700 uppercase">{preview.heading}</p>
              <p className="mt-1 text-lg font-semibold text-slate-900">{example.business}</p>
              <p className="text-sm text-slate-600">{example.subtitle}</p>
            </div>
            <div className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-600">
              <ClipboardList className="size-5" />
            </div>
          </div>
          <ul className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-3">
            {preview.labels.map((label, index) => {
              const Icon = previewIcons[index] ?? Lightbulb
              return (
                <li key={label} className="flex min-w-0 gap-3 rounded-xl border border-slate-100 bg-slate-50/70 p-3.5">
                  <div className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-indigo-600 shadow-xs">
                    <Icon className="size-4.5" />
                  </div>
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-slate-900">{label}</p>
                    <p className="text-sm break-words text-slate-600">{example.details[index]}</p>
                  </div>
                </li>
              )
            })}
          </ul>
          <div className="mt-5 flex items-center justify-between border-t border-slate-100 pt-4">
            <span className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700">
              <BadgeCheck className="size-4" />
              {preview.reviewed}
            </span>
            <span className="text-xs text-slate-500">Week 1 of 13</span>
          </div>
          <div className="mt-3 h-1.5 overflow-hidden rounded-full bg-slate-100">
            <div className="h-full w-[8%] rounded-full bg-indigo-600" />
          </div>
        </div>
      </div>
    </div>
  )
}
