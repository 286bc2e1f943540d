import { site } from '@/content/site'
import { cn } from '@/lib/utils'

/**
 * The operator's logo, or the built-in mark drawn in the accent colour: both are served by the
 * server at `site.logoUrl`, so the build holds neither.
 */
export function BrandMark({ className }: { className?: string }) {
  return <img src={site.logoUrl} alt="" width={32} height={32} className={cn('size-8 shrink-0 object-contain', className)} />
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
