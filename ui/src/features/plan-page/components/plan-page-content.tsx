import { Lock } from 'lucide-react'
import { Prose } from '@/components/ui/prose'
import type { PlanPageSlots } from '../model'
import { PlanCalendar } from './plan-calendar'
import { PlanProgress } from './plan-progress'
import { ProOffer } from './pro-offer'

/** Long tables (the budget, the KPIs) wrap inside a phone's width instead of scrolling sideways. */
const bodyTables =
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-xs [&_table]:hyphens-auto sm:[&_table]:text-sm [&_td]:border-b [&_td]:border-slate-200 [&_td]:px-1.5 [&_td]:py-2 [&_td]:align-top [&_td]:break-words [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:px-1.5 [&_th]:py-2 [&_th]:text-left [&_th]:align-bottom [&_th]:font-semibold [&_th]:break-words [&_th]:text-slate-900 sm:[&_td]:px-3 sm:[&_th]:px-3'

const sectionHeading = 'text-xl font-bold tracking-tight text-slate-900 sm:text-2xl'

/**
 * The plan page's content, for the `<main>` that carries its token: where the founder stands,
 * this week's tasks with the Pro package beside them, the 13 weeks, the KPIs' figures, the
 * calendar and the Monday e-mails, then the whole plan. The slots are the server's
 * (`PLAN_PAGE_SLOTS`); the live parts are bound by ../islands.ts.
 */
export function PlanPageContent({ slots }: { slots: PlanPageSlots }) {
  return (
    <>
      <div className="bg-gradient-to-b from-indigo-50/80 via-white to-white">
        <div className="mx-auto max-w-3xl px-4 pt-10 pb-6 sm:px-6 sm:pt-14">
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold tracking-wide text-indigo-700 uppercase">
            <Lock className="size-3.5" aria-hidden="true" />
            Your private plan
          </p>
          <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            Your marketing plan for {slots.business}
          </h1>
          <p className="mt-3 text-lg font-medium text-indigo-800">{slots.week}</p>
          <p className="mt-2 text-slate-600">
            Only people with this link can open this page. Bookmark it to come back; your ticks and figures are saved as you go.
          </p>
          <div className="mt-6">
            <PlanProgress done={slots.done} percent={slots.percent} />
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-3xl gap-12 px-4 pb-20 sm:px-6 sm:pb-24">
        <section aria-labelledby="plan-now-heading" className="grid gap-6">
          <div>
            <h2 id="plan-now-heading" className={sectionHeading}>
              This week’s tasks
            </h2>
            <p className="mt-2 text-base text-pretty text-slate-700 empty:hidden">{slots.focus}</p>
            <div role="group" aria-labelledby="plan-now-heading" className="mt-4 grid gap-2">
              {slots.tasks}
            </div>
          </div>
          <ProOffer price={slots.price} />
        </section>

        <section aria-labelledby="plan-weeks-heading">
          <h2 id="plan-weeks-heading" className={sectionHeading}>
            Your 13 weeks
          </h2>
          <p className="mt-2 text-slate-700">Open a week to see its tasks and tick them.</p>
          <div className="mt-4 grid gap-2">{slots.weeks}</div>
        </section>

        <section aria-labelledby="plan-kpis-heading">
          <h2 id="plan-kpis-heading" className={sectionHeading}>
            Your figures
          </h2>
          <p className="mt-2 text-slate-700">
            Write down each figure when you reach day 30, 60 and 90, next to its target. It is saved when you leave the field.
          </p>
          <div className="mt-4 grid gap-4">{slots.kpis}</div>
        </section>

        <div className="grid gap-4 md:grid-cols-2">
          <PlanCalendar token={slots.token} />
          <section
            id="monday-emails"
            aria-labelledby="plan-mail-heading"
            className="min-w-0 scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
          >
            <h2 id="plan-mail-heading" className="text-lg font-semibold text-slate-900">
              Monday e-mails
            </h2>
            <div className="mt-3">{slots.mail}</div>
          </section>
        </div>

        <section aria-labelledby="plan-whole-heading" className="border-t border-slate-200 pt-12">
          <h2 id="plan-whole-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Your whole plan
          </h2>
          <p className="mt-2 text-slate-700">Everything in your plan, to come back to whenever you need it.</p>
          <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
            <Prose html={slots.body} className={bodyTables} />
          </div>
        </section>
      </div>

      {/* Says when a tick or a figure was saved, or why not; announced politely. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
        <p
          role="status"
          aria-live="polite"
          data-plan-status=""
          className="max-w-md rounded-lg bg-slate-900 px-4 py-3 text-center text-sm font-medium text-white shadow-lg empty:bg-transparent empty:p-0 empty:shadow-none data-[tone=error]:bg-red-700"
        />
      </div>
    </>
  )
}
