import { site } from '@/content/site'
import { cn } from '@/lib/utils'

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" className="fill-indigo-600" />
      <path
        d="M9 22.5 14.5 17l3.5 3.5L24 13M19.5 12.5H24V17"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The brand link to the home page. */
export function BrandLink({ className }: { className?: string }) {
  return (
    <a
      href="/"
      className={cn(
        'inline-flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600',
        className,
      )}
    >
      <BrandMark />
      {site.name}
    </a>
  )
}

/** This year, as the page was built; the page's script brings it up to date (`data-current-year`). */
export function CurrentYear() {
  return <span data-current-year="">{new Date().getFullYear()}</span>
}
