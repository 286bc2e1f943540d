import type { ReactNode } from 'react'
import { cn } from '@/lib/utils'

/** A landing-page section with its h2; `id` makes it an in-page anchor below the sticky header. */
export function Section({
  id,
  eyebrow,
  title,
  lead,
  className,
  children,
}: {
  id?: string
  eyebrow?: string
  title: string
  lead?: string
  className?: string
  children: ReactNode
}) {
  const headingId = id ? `${id}-heading` : undefined
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      // `deferred-section` (index.css): laid out only as it nears the viewport.
      className={cn('deferred-section scroll-mt-16 py-20 outline-none sm:py-24', className)}
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          {eyebrow ? <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p> : null}
          <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
            {title}
          </h2>
          {lead ? <p className="mt-4 text-lg leading-relaxed text-slate-600">{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  )
}
