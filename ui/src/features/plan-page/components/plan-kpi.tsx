import { KPI_DAYS, type PlanKpi } from '../model'

/**
 * One KPI (`plan-kpi`): what to count and how, and a figure to write at day 30, 60 and 90 beside
 * each target. Three narrow columns, so it fits a phone; each field is named for its day and
 * the metric. The page's script saves a figure when it changes.
 */
export function PlanKpiCard({ kpi }: { kpi: PlanKpi }) {
  const base = `plan-kpi-${kpi.index}`
  return (
    <div data-plan-kpi={kpi.index} className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <h3 className="text-base font-semibold text-pretty text-slate-900">{kpi.metric}</h3>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 empty:hidden">{kpi.unit}</span>
      </div>
      <p className="mt-1 text-sm text-pretty text-slate-600 empty:hidden">{kpi.how}</p>
      <div className="mt-4 grid grid-cols-3 gap-2 sm:gap-4">
        {KPI_DAYS.map((day) => {
          const id = `${base}-day-${day}`
          return (
            <div key={day} className="flex min-w-0 flex-col">
              <label htmlFor={id} className="text-sm font-semibold text-slate-800">
                Day {day}
                <span className="sr-only">: your figure for {kpi.metric}</span>
              </label>
              <p id={`${id}-target`} className="text-xs text-slate-600 wrap-anywhere">
                Target: {kpi.targets[day]}
              </p>
              <input
                id={id}
                type="number"
                inputMode="decimal"
                step="any"
                min="0"
                autoComplete="off"
                defaultValue={kpi.values[day]}
                aria-describedby={`${id}-target`}
                className="mt-1.5 h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2.5 text-base text-slate-900 tabular-nums shadow-xs focus-visible:border-indigo-600 focus-visible:ring-3 focus-visible:ring-indigo-600/25 focus-visible:outline-none aria-invalid:border-red-600 aria-invalid:ring-3 aria-invalid:ring-red-600/20"
                data-plan-figure=""
                data-kpi={kpi.index}
                data-day={String(day)}
              />
            </div>
          )
        })}
      </div>
      <p id={`${base}-error`} hidden data-plan-figure-error="" className="mt-3 text-sm font-medium text-red-700" />
    </div>
  )
}
