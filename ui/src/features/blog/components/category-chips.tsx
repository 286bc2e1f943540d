import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

/** The pressed and the other chips' look; the filter in the browser swaps them. */
export const CHIP_PRESSED = 'border-indigo-600 bg-indigo-600 text-white shadow-sm'
export const CHIP_UNPRESSED = 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50 hover:text-slate-900'

/** One chip: a toggle button, pressed when it is the filter. `slug` 'all' stands for All. */
export function CategoryChip({ name, slug, pressed = false }: { name: string; slug: string; pressed?: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      data-category={slug}
      data-chip=""
      className={cn(
        'inline-flex h-9 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        pressed ? CHIP_PRESSED : CHIP_UNPRESSED,
      )}
    >
      {name}
    </button>
  )
}

/** 'All' (pressed), then a chip per category of the posts (`children`). */
export function CategoryChips({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="group" aria-label="Filter articles by category" className={cn('flex flex-wrap gap-2', className)}>
      <CategoryChip name="All" slug="all" pressed />
      {children}
    </div>
  )
}
