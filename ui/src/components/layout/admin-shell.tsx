import { useQueryClient } from '@tanstack/react-query'
import { BarChart3, ClipboardCheck, Inbox, LogOut, Mail, Receipt } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'wouter'
import { Button } from '@/components/ui/button'
import { site } from '@/content/site'
import { forgetAdminData } from '@/lib/admin-api'
import { ADMIN_LOGIN_PATH, useAdminSession } from '@/lib/admin-session'
import { useDocumentTitle } from '@/lib/use-document-title'
import { cn } from '@/lib/utils'
import { BrandMark } from './brand'

const nav = [
  { href: '/admin', label: 'Submissions', icon: Inbox },
  { href: '/admin/strategies', label: 'Strategy Review', short: 'Review', icon: ClipboardCheck },
  { href: '/admin/traffic', label: 'Traffic', icon: BarChart3 },
  { href: '/admin/orders', label: 'Orders', icon: Receipt },
  { href: '/admin/subscribers', label: 'Subscribers', short: 'Newsletter', icon: Mail },
] as const

/**
 * The frame of the signed-in admin pages: a quiet bar with the sections and
 * Logout, then a wide work area. Denser than the marketing pages (DESIGN.md).
 */
export function AdminShell({
  title,
  description,
  actions,
  children,
  wide = false,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
  /** Use the full width (the two-pane review desk). */
  wide?: boolean
}) {
  useDocumentTitle(title)
  const [location, navigate] = useLocation()
  const username = useAdminSession((state) => state.username)
  const queryClient = useQueryClient()

  const logout = () => {
    useAdminSession.getState().signOut()
    forgetAdminData(queryClient)
    navigate(ADMIN_LOGIN_PATH, { replace: true })
  }

  const container = cn('mx-auto w-full px-4 sm:px-6 lg:px-8', wide ? 'max-w-[1600px]' : 'max-w-7xl')

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 text-sm font-medium text-indigo-700 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className={cn(container, 'flex h-14 items-center gap-3')}>
          <Link
            href="/admin"
            className="inline-flex items-center gap-2 rounded-lg text-base font-bold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
          >
            <BrandMark className="size-7" />
            <span>{site.name}</span>
            <span className="rounded-md bg-slate-100 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-slate-600 uppercase">
              Admin
            </span>
          </Link>
          <nav aria-label="Admin" className="ml-4 hidden items-center gap-1 md:flex">
            {nav.map((item) => (
              <NavLink key={item.href} {...item} active={location === item.href} />
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            {username ? (
              <span className="hidden text-sm text-slate-600 lg:inline">
                Signed in as <span className="font-medium text-slate-900">{username}</span>
              </span>
            ) : null}
            <Button variant="outline" size="sm" onClick={logout}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </div>
        {/* On phones the sections sit in their own row, as even tabs. */}
        <nav aria-label="Admin sections" className="border-t border-slate-100 md:hidden">
          <div className={cn(container, 'grid grid-cols-4 gap-1 py-1.5')}>
            {nav.map((item) => (
              <NavLink
                key={item.href}
                {...item}
                // Four even tabs fit a 375px phone only with the short names.
                label={'short' in item ? item.short : item.label}
                ariaLabel={'short' in item ? item.label : undefined}
                active={location === item.href}
                className="justify-center gap-1.5 px-1.5 text-[13px] whitespace-nowrap [&>svg]:hidden min-[400px]:[&>svg]:block"
              />
            ))}
          </div>
        </nav>
      </header>
      <main id="admin-main" tabIndex={-1} className="flex-1 outline-none">
        <div className={cn(container, 'py-6 sm:py-8')}>
          <div className="flex items-start justify-between gap-4 sm:items-end">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
              {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
            </div>
            {actions ? <div className="flex shrink-0 flex-wrap items-center justify-end gap-2">{actions}</div> : null}
          </div>
          <div className="mt-6">{children}</div>
        </div>
      </main>
    </div>
  )
}

function NavLink({
  href,
  label,
  icon: Icon,
  active,
  className,
  ariaLabel,
}: {
  href: string
  label: string
  ariaLabel?: string
  icon: typeof Inbox
  active: boolean
  className?: string
}) {
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      aria-label={ariaLabel}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        active ? 'bg-indigo-50 text-indigo-800' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {label}
    </Link>
  )
}
