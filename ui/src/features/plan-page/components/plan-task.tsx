import { CHECKED_SLOT, type PlanTask } from '../model'

/**
 * One task with its checkbox (`plan-task`). The whole row is the label's target, so a thumb
 * finds it on a phone; the minutes and cost describe the box. The server turns
 * `data-plan-checked="__PLANSMITH_K_CHECKED__"` into `checked=""` or removes it; the page's
 * script (../islands.ts) saves a tick and keeps a task's two boxes (this week, its week) alike.
 */
export function PlanTaskItem({ task }: { task: PlanTask }) {
  const id = `plan-task-${task.id}`
  const metaId = `${id}-meta`
  return (
    <div className="group/task relative flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3 transition-colors has-checked:border-emerald-200 has-checked:bg-emerald-50/70 has-focus-visible:ring-2 has-focus-visible:ring-indigo-600 sm:p-4">
      <input
        type="checkbox"
        id={id}
        // The page says what is ticked: no browser restoring a box from an earlier visit.
        autoComplete="off"
        aria-describedby={metaId}
        className="relative z-10 mt-px size-6 shrink-0 cursor-pointer accent-indigo-600 focus-visible:outline-none"
        data-plan-task=""
        data-week={task.week}
        data-task={task.index}
        data-plan-checked={CHECKED_SLOT}
      />
      <div className="min-w-0 flex-1">
        {/* Stretched over the row: a tap anywhere on it ticks the box. */}
        <label
          htmlFor={id}
          className="block cursor-pointer text-base leading-snug font-medium text-pretty text-slate-900 decoration-slate-400 after:absolute after:inset-0 after:rounded-xl group-has-checked/task:text-slate-600 group-has-checked/task:line-through"
        >
          {task.text}
        </label>
        <p id={metaId} className="mt-1 text-sm text-slate-600 empty:hidden">
          {task.meta}
        </p>
      </div>
    </div>
  )
}
