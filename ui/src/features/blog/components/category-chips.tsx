import { cn } from '@/lib/utils'
import { CATEGORY_FILTERS, categorySlug, type CategoryFilter } from '../filter'

/** The pressed and the other chips' look; the filter in the browser swaps them. */
export const CHIP_PRESSED = 'border-indigo-600 bg-indigo-600 text-white shadow-sm'
export const CHIP_UNPRESSED = 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50 hover:text-slate-900'

/** The seven category chips, 'All' first. Toggle buttons: the pressed one is the filter. */
export function CategoryChips({ value, className }: { value: CategoryFilter; className?: string }) {
  return (
    <div role="group" aria-label="Filter articles by category" className={cn('flex flex-wrap gap-2', className)}>
      {CATEGORY_FILTERS.map((category) => {
        const pressed = category === value
        return (
          <button
            key={category}
            type="button"
            aria-pressed={pressed}
            data-category={categorySlug(category)}
            data-chip=""
            className={cn(
              'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
              pressed ? CHIP_PRESSED : CHIP_UNPRESSED,
            )}
          >
            {category}
          </button>
        )
      })}
    </div>
  )
}
