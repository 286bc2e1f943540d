import { useQueryClient } from '@tanstack/react-query'
import { Download, Inbox, LoaderCircle, RefreshCw, Search, SearchX, TriangleAlert, X } from 'lucide-react'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { AdminShell } from '@/components/layout/admin-shell'
import { Button } from '@/components/ui/button'
import { Pager, pageRange, usePageParam } from '@/components/ui/pager'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { refreshAdminData } from '@/lib/admin-api'
import { apiPaths } from '@/lib/api-client'
import { useNow } from '@/lib/datetime'
import { userMessage } from '@/lib/http'
import { cn } from '@/lib/utils'
import { downloadLeadsCsv, LEADS_PAGE_SIZE, useLeads } from '../api/leads'
import { usePlanFollowing } from '../api/plan-pages'
import { useStats } from '../api/stats'
import { LeadCard } from './lead-card'

export const EMPTY_TEXT = 'No submissions yet'
export const SEARCH_DEBOUNCE_MS = 300
export const FOLLOWING_LABEL = 'Following their plan this week'

const numberFormat = new Intl.NumberFormat()

/** The value, once it has stopped changing for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return debounced
}

function StatTile({
  label,
  value,
  loading,
  detail,
  title,
  className,
  testId,
}: {
  label: string
  value: number | undefined
  loading: boolean
  /** Beside the value, smaller: "of 12 live". */
  detail?: string
  /** What the figure counts, on hover. */
  title?: string
  className?: string
  testId?: string
}) {
  return (
    <div
      className={cn('min-w-32 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xs', className)}
      title={title}
      data-testid={testId}
    >
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">
        {value !== undefined ? numberFormat.format(value) : loading ? <span className="text-slate-300">—</span> : '—'}
        {value !== undefined && detail ? <span className="ml-1.5 text-sm font-medium text-slate-600">{detail}</span> : null}
      </dd>
    </div>
  )
}

function LeadSkeleton() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-xs" aria-hidden="true">
      <div className="h-4 w-48 animate-pulse rounded bg-slate-200" />
      <div className="mt-2 h-3 w-64 animate-pulse rounded bg-slate-100" />
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        {[0, 1, 2].map((column) => (
          <div key={column} className="grid gap-2">
            <div className="h-3 w-24 animate-pulse rounded bg-slate-200" />
            <div className="h-3 w-full animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-5/6 animate-pulse rounded bg-slate-100" />
            <div className="h-3 w-2/3 animate-pulse rounded bg-slate-100" />
          </div>
        ))}
      </div>
    </div>
  )
}

/** `ordersTile`: the way to Orders beside the counts (the orders feature's, given by the page). */
export function Dashboard({ ordersTile }: { ordersTile?: ReactNode }) {
  const queryClient = useQueryClient()
  const { page, params, setParams, goToPage } = usePageParam()
  const search = params.get('q') ?? ''
  const [text, setText] = useState(search)
  const debounced = useDebounced(text, SEARCH_DEBOUNCE_MS)
  const searchId = useId()
  const now = useNow()

  // Typing settles into the address (so a reload or a shared link keeps it); a new search starts at page 1.
  useEffect(() => {
    if (debounced.trim() === search.trim()) return
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (debounced.trim()) next.set('q', debounced)
        else next.delete('q')
        next.delete('page')
        return next
      },
      { replace: true },
    )
  }, [debounced, search, setParams])

  const stats = useStats()
  const following = usePlanFollowing()
  const leads = useLeads({ page, search })
  const total = leads.data?.total ?? 0
  const rows = leads.data?.leads ?? []
  const { pageCount, first, last } = pageRange(page, LEADS_PAGE_SIZE, total, rows.length)

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [apiPaths.stats] })
    void refreshAdminData(queryClient)
  }

  const refreshing = (leads.isFetching && !leads.isPending) || stats.isFetching

  const [exporting, setExporting] = useState(false)
  const onExport = async () => {
    setExporting(true)
    try {
      await downloadLeadsCsv(search)
    } catch (error) {
      toast({ title: 'Failed to export the leads', description: userMessage(error, 'Failed to export the leads'), variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }

  return (
    <AdminShell
      title="Survey Submissions"
      description="Every survey answer, newest first. Each free plan is promised within 24 hours."
      actions={
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => void onExport()} disabled={exporting}>
            {exporting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
            <span className="max-sm:sr-only">{search.trim() ? 'Export matches (CSV)' : 'Export CSV'}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={refresh} disabled={refreshing}>
            <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
            <span className="max-sm:sr-only">Refresh</span>
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4 xl:flex-row xl:items-end xl:justify-between">
        <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap">
          <dl className="contents">
            <StatTile label="Total" value={stats.data?.totalPlans} loading={stats.isPending} />
            <StatTile label="Today" value={stats.data?.generatedToday} loading={stats.isPending} />
            <StatTile
              label={FOLLOWING_LABEL}
              value={following.data?.thisWeek}
              loading={following.isPending}
              detail={following.data ? `of ${numberFormat.format(following.data.live)} live` : undefined}
              title="Plan pages that ticked a task or were opened in the last 7 days, of the plan pages whose link is on"
              className="col-span-2 sm:col-span-1 sm:w-48"
              testId="following-tile"
            />
          </dl>
          {ordersTile}
        </div>
        <div className="grid w-full gap-1.5 md:max-w-sm">
          <Label htmlFor={searchId}>Search submissions</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <Input
              id={searchId}
              type="search"
              inputMode="search"
              autoComplete="off"
              maxLength={200}
              placeholder="Business name or e-mail"
              className="h-10 pr-10 pl-9 text-sm [&::-webkit-search-cancel-button]:hidden"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && text) {
                  event.preventDefault()
                  setText('')
                }
              }}
            />
            {text ? (
              <button
                type="button"
                aria-label="Clear search"
                className="absolute top-1/2 right-1.5 grid size-7 -translate-y-1/2 place-items-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                onClick={() => setText('')}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            ) : null}
          </div>
        </div>
      </div>

      <section aria-labelledby="submissions-heading" className="mt-6">
        <div className="flex min-h-6 flex-wrap items-center justify-between gap-2">
          <h2 id="submissions-heading" className="sr-only">
            Submissions
          </h2>
          <p className="text-sm text-slate-600" aria-live="polite">
            {leads.isSuccess && total > 0
              ? `Showing ${numberFormat.format(first)}–${numberFormat.format(last)} of ${numberFormat.format(total)} ${
                  search ? (total === 1 ? 'match' : 'matches') : total === 1 ? 'submission' : 'submissions'
                }`
              : ''}
          </p>
          {leads.isFetching && !leads.isPending ? (
            <span className="text-xs text-slate-500" role="status">
              Updating…
            </span>
          ) : null}
        </div>

        <div className="mt-3">
          {leads.isPending ? (
            <div className="grid gap-4" role="status" aria-label="Loading submissions">
              <LeadSkeleton />
              <LeadSkeleton />
            </div>
          ) : leads.isError ? (
            <div
              role="alert"
              className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="flex items-center gap-2 font-medium">
                <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
                {leads.error.message}
              </p>
              <Button variant="outline" size="sm" onClick={() => void leads.refetch()}>
                Try again
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
              {page > 1 ? (
                <>
                  <Inbox className="mx-auto size-8 text-slate-400" aria-hidden="true" />
                  <p className="mt-3 font-medium text-slate-900">Nothing on page {page}</p>
                  <Button className="mt-4" variant="outline" size="sm" onClick={() => goToPage(1)}>
                    Go to the first page
                  </Button>
                </>
              ) : search ? (
                <>
                  <SearchX className="mx-auto size-8 text-slate-400" aria-hidden="true" />
                  <p className="mt-3 font-medium text-slate-900">No submissions match “{search}”</p>
                  <p className="mt-1 text-sm text-slate-600">Try part of the business name or the e-mail address.</p>
                </>
              ) : (
                <>
                  <Inbox className="mx-auto size-8 text-slate-400" aria-hidden="true" />
                  <p className="mt-3 font-medium text-slate-900">{EMPTY_TEXT}</p>
                  <p className="mt-1 text-sm text-slate-600">New survey answers appear here as soon as they arrive.</p>
                </>
              )}
            </div>
          ) : (
            <ul className={cn('grid gap-4', leads.isPlaceholderData && 'opacity-60 transition-opacity')}>
              {rows.map((lead) => (
                <li key={lead.id}>
                  <LeadCard lead={lead} now={now} />
                </li>
              ))}
            </ul>
          )}
        </div>

        {leads.isSuccess ? <Pager page={page} pageCount={pageCount} onPage={goToPage} /> : null}
      </section>
    </AdminShell>
  )
}
