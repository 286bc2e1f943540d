/**
 * How far through the plan the founder is: "5 of 40 tasks done" and a bar. The page's script
 * updates both after a tick (`data-plan-done`, `data-plan-percent`).
 */
export function PlanProgress({ done, percent }: { done: string; percent: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="plan-progress-heading" className="text-base font-semibold text-slate-900">
          Your progress
        </h2>
        <p id="plan-progress-text" className="text-sm font-medium text-slate-700 tabular-nums">
          <span data-plan-done="">{done}</span> · <span data-plan-percent="">{percent}</span>%
        </p>
      </div>
      <progress
        max={100}
        value={percent}
        aria-labelledby="plan-progress-heading"
        aria-describedby="plan-progress-text"
        data-plan-percent=""
        className="mt-3 block h-3 w-full appearance-none overflow-hidden rounded-full bg-slate-200 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-indigo-600 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-indigo-600"
      />
    </div>
  )
}
