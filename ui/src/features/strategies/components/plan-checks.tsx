import { CircleCheck, Info, TriangleAlert } from 'lucide-react'
import type { Strategy } from '../types'

/**
 * Why the built-in planner wrote a draft the AI provider was asked for (it failed, or the
 * day's automatic drafts were used up).
 */
function GeneratorNote({ note }: { note: string }) {
  return (
    <p
      data-testid="generator-note"
      className="flex items-start gap-2 border-b border-slate-100 bg-slate-50 px-4 py-2.5 text-sm text-slate-700 sm:px-5"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {note}
    </p>
  )
}

/**
 * The consistency checker's report on a drafted plan: whether it keeps the founder's time,
 * money, platforms and order, and what to fix where it does not, below the note on who wrote
 * it. Nothing shows for a plan written as text only (an older draft).
 */
export function PlanChecks({ checks, note }: { checks: Strategy['checks']; note?: Strategy['generatorNote'] }) {
  return (
    <>
      {note ? <GeneratorNote note={note} /> : null}
      <CheckReport checks={checks} />
    </>
  )
}

function CheckReport({ checks }: { checks: Strategy['checks'] }) {
  if (!checks) return null
  if (checks.length === 0) {
    return (
      <p
        data-testid="plan-checks"
        className="flex items-center gap-2 border-b border-slate-100 px-4 py-2.5 text-sm text-emerald-800 sm:px-5"
      >
        <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
        The plan keeps the answers: hours, budget, platforms and the order of the steps all check out.
      </p>
    )
  }
  return (
    <div
      data-testid="plan-checks"
      role="note"
      className="grid gap-1.5 border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:px-5"
    >
      <p className="flex items-center gap-2 font-medium">
        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
        {checks.length === 1 ? 'One thing in this plan breaks the answers' : `${checks.length} things in this plan break the answers`}; fix
        them in the text before approving:
      </p>
      <ul className="ml-6 list-disc">
        {checks.map((check, index) => (
          <li key={index}>{check.message}</li>
        ))}
      </ul>
    </div>
  )
}
