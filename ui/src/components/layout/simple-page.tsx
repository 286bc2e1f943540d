import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { site } from '@/content/site'
import { useDocumentTitle } from '@/lib/use-document-title'
import { PageHeader } from './page-header'

/**
 * The frame for pages outside the landing page: brand header, one h1, a way home.
 */
export function SimplePage({
  title,
  documentTitle,
  eyebrow,
  icon,
  children,
  actions,
}: {
  title: string
  documentTitle?: string
  eyebrow?: string
  icon?: ReactNode
  children: ReactNode
  actions?: ReactNode
}) {
  useDocumentTitle(documentTitle ?? title)
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-indigo-50/70 via-white to-white">
      <PageHeader className="border-slate-200/80 bg-white/80 backdrop-blur" />
      <main className="flex flex-1 items-center px-4 py-16 sm:px-6 sm:py-24">
        <div className="mx-auto w-full max-w-xl text-center">
          {icon ? <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-indigo-100 text-indigo-700">{icon}</div> : null}
          {eyebrow ? <p className="mt-6 text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p> : null}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
          <div className="mt-5 text-lg leading-relaxed text-slate-600">{children}</div>
          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            {actions ?? (
              <Button asChild size="lg">
                <a href="/">Go to the home page</a>
              </Button>
            )}
          </div>
        </div>
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} {site.name} ·{' '}
        <a
          className="rounded underline-offset-4 hover:text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
          href={`mailto:${site.supportEmail}`}
        >
          {site.supportEmail}
        </a>
      </footer>
    </div>
  )
}
