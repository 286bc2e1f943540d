import { ChevronDown } from 'lucide-react'
import type { PlanWeek } from '../model'

/**
 * One of the 13 weeks (`plan-week`): its dates, focus and ticked count, opening to its tasks
 * so that any week can be ticked. `data-state` (past, current, ahead) sets its look: the
 * current week stands out, past weeks step back.
 */
export function PlanWeekItem({ week }: { week: PlanWeek }) {
  return (
    <details
      data-plan-week={week.week}
      data-state={week.state}
      className="group/week rounded-2xl border border-slate-200 bg-white data-[state=current]:border-indigo-300 data-[state=current]:bg-indigo-50/40 data-[state=current]:ring-1 data-[state=current]:ring-indigo-300 data-[state=past]:bg-slate-50"
    >
      <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 rounded-2xl px-4 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-semibold text-slate-900 group-data-[state=past]/week:text-slate-700">Week {week.week}</span>
            <span className="text-sm text-slate-600">{week.dates}</span>
            <span className="hidden rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white group-data-[state=current]/week:inline-block">
              This week
            </span>
          </span>
          <span className="mt-0.5 block text-sm text-pretty text-slate-600 empty:hidden">{week.focus}</span>
        </span>
        <span data-plan-week-done="" className="shrink-0 text-sm font-medium text-slate-700 tabular-nums">
          {week.done}
        </span>
        <ChevronDown className="size-5 shrink-0 text-slate-500 transition-transform group-open/week:rotate-180" aria-hidden="true" />
      </summary>
      <div className="grid gap-2 border-t border-slate-200 p-3 sm:p-4">{week.tasks}</div>
    </details>
  )
}
