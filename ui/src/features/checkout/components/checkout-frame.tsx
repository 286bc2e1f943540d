import { useEffect, useRef, type ReactNode } from 'react'
import { PageHeader } from '@/components/layout/page-header'
import { site } from '@/content/site'
import { useDocumentTitle } from '@/lib/use-document-title'

export const supportLinkClass =
  'rounded font-medium text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'

/** The checkout's page: the reading pages' header (brand, a way home), a quiet footer with the support address. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  useDocumentTitle('Checkout')
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-indigo-50/70 via-white to-white">
      <PageHeader />
      <main className="flex flex-1 py-10 sm:py-14">
        {/* The same column as the header, so the page lines up with the brand. */}
        <div className="mx-auto flex w-full max-w-6xl flex-col px-4 sm:px-6 lg:px-8">{children}</div>
      </main>
      <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600">
        Questions about your purchase?{' '}
        <a className={supportLinkClass} href={`mailto:${site.supportEmail}`}>
          {site.supportEmail}
        </a>
      </footer>
    </div>
  )
}

/** A centred message that replaces the checkout (preparing, payments not set up, a failure). */
export function CheckoutMessage({
  icon,
  title,
  children,
  actions,
  tone = 'default',
  testId,
  focusTitle = false,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
  actions?: ReactNode
  tone?: 'default' | 'warning' | 'success'
  testId?: string
  /** Move focus to the title when shown, so a screen reader announces the new state. */
  focusTitle?: boolean
}) {
  const titleRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus({ preventScroll: true })
  }, [focusTitle])
  const iconTone =
    tone === 'warning'
      ? 'bg-amber-100 text-amber-800'
      : tone === 'success'
        ? 'bg-emerald-100 text-emerald-700'
        : 'bg-indigo-100 text-indigo-700'
  return (
    <div className="m-auto w-full max-w-xl" data-testid={testId}>
      <div className="rounded-3xl border border-slate-200 bg-white px-6 py-10 text-center shadow-xl shadow-indigo-900/5 sm:px-12 sm:py-12">
        <div className={`mx-auto grid size-14 place-items-center rounded-2xl ${iconTone}`}>{icon}</div>
        <h1
          ref={titleRef}
          tabIndex={-1}
          className="mt-6 text-2xl font-bold tracking-tight text-balance text-slate-900 outline-none sm:text-3xl"
        >
          {title}
        </h1>
        <div className="mt-4 text-base leading-relaxed text-slate-600">{children}</div>
        {actions ? (
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">{actions}</div>
        ) : null}
      </div>
    </div>
  )
}
