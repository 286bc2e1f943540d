import { BarChart3, RefreshCw, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { useSearchParams } from 'wouter'
import { AdminShell } from '@/components/layout/admin-shell'
import { Button } from '@/components/ui/button'
import { isUnauthorized } from '@/lib/admin-api'
import { cn } from '@/lib/utils'
import { DEFAULT_RANGE, TRAFFIC_RANGES, useTraffic, type NamedCount, type Traffic, type TrafficRange } from '../api/traffic'
import { fillDays, funnelRows, isEmptyReport } from '../report'

export const EMPTY_TEXT = 'No visits recorded yet'
export const ERROR_TEXT = 'Failed to load traffic'

const numberFormat = new Intl.NumberFormat()
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' })

function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date)
}

function readRange(value: string | null): TrafficRange {
  const days = Number(value)
  return (TRAFFIC_RANGES as readonly number[]).includes(days) ? (days as TrafficRange) : DEFAULT_RANGE
}

export function TrafficReport() {
  const [params, setParams] = useSearchParams()
  const range = readRange(params.get('days'))
  const query = useTraffic(range)

  const setRange = (days: TrafficRange) => setParams(days === DEFAULT_RANGE ? {} : { days: String(days) }, { replace: true })

  return (
    <AdminShell title="Traffic" description="Page views, visitors and the survey funnel. No cookies; admin pages and bots are not counted.">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">Showing the last {range} days</p>
        <RangePicker value={range} onChange={setRange} />
      </div>
      {query.data ? (
        <div className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')} aria-busy={query.isFetching || undefined}>
          <Report traffic={query.data} range={range} />
        </div>
      ) : query.isError ? (
        isUnauthorized(query.error) ? null : (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-sm text-red-800">
            <p className="flex items-center gap-2 font-medium">
              <TriangleAlert className="size-4" aria-hidden="true" />
              {ERROR_TEXT}
            </p>
            <Button variant="outline" size="sm" onClick={() => query.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        )
      ) : (
        <div role="status" aria-live="polite" className="grid gap-4">
          <span className="sr-only">Loading traffic…</span>
          <div className="h-72 animate-pulse rounded-xl border border-slate-200 bg-white" />
          <div className="grid gap-4 lg:grid-cols-2">
            <div className="h-48 animate-pulse rounded-xl border border-slate-200 bg-white" />
            <div className="h-48 animate-pulse rounded-xl border border-slate-200 bg-white" />
          </div>
        </div>
      )}
    </AdminShell>
  )
}

function RangePicker({ value, onChange }: { value: TrafficRange; onChange: (days: TrafficRange) => void }) {
  return (
    <div role="group" aria-label="Date range" className="inline-flex rounded-lg border border-slate-200 bg-white p-0.5 shadow-xs">
      {TRAFFIC_RANGES.map((days) => (
        <button
          key={days}
          type="button"
          aria-pressed={value === days}
          onClick={() => onChange(days)}
          className={cn(
            'h-8 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            value === days ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
          )}
        >
          {days} days
        </button>
      ))}
    </div>
  )
}

function Panel({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id} className={cn('min-w-0 rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5', className)}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

function Tile({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xs">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{numberFormat.format(value)}</dd>
      {hint ? <dd className="text-xs text-slate-500">{hint}</dd> : null}
    </div>
  )
}

function Report({ traffic, range }: { traffic: Traffic; range: TrafficRange }) {
  if (isEmptyReport(traffic)) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
        <BarChart3 className="size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 text-base font-medium text-slate-900">{EMPTY_TEXT}</p>
        <p className="mt-1 max-w-sm text-sm text-slate-600">
          Page views and survey progress appear here once visitors arrive (the last {range} days are shown).
        </p>
      </div>
    )
  }
  const views = traffic.days.reduce((sum, day) => sum + day.views, 0)
  const visitors = traffic.days.reduce((sum, day) => sum + day.visitors, 0)
  return (
    <div className="grid gap-4 sm:gap-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Tile label="Page views" value={views} />
        <Tile label="Visitors" value={visitors} hint="counted per day" />
        <Tile label="Survey opened" value={traffic.funnel.opened} />
        <Tile label="Survey submitted" value={traffic.funnel.submitted} />
      </dl>
      <DailyPanel traffic={traffic} range={range} />
      <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        <Panel title="Top pages">
          <CountList rows={traffic.topPages} empty="No page views in this range" label="Page" />
        </Panel>
        <Panel title="Referrers">
          <CountList rows={traffic.referrers} empty="No referrers in this range (direct visits only)" label="Referrer" />
        </Panel>
      </div>
      <FunnelPanel funnel={traffic.funnel} />
    </div>
  )
}

function DailyPanel({ traffic, range }: { traffic: Traffic; range: TrafficRange }) {
  const days = fillDays(traffic.days, range)
  const max = Math.max(1, ...days.map((day) => day.views))
  const recorded = [...traffic.days].filter((day) => day.views > 0).sort((a, b) => b.day.localeCompare(a.day))
  const first = days[0]
  const last = days[days.length - 1]
  return (
    <Panel title="Views and visitors per day">
      <div className="mb-3 flex flex-wrap items-center gap-4 text-xs text-slate-600" aria-hidden="true">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-indigo-600" /> Views
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm bg-sky-300" /> Visitors
        </span>
        <span className="ml-auto tabular-nums">Peak {numberFormat.format(max)} views</span>
      </div>
      {/* The chart is a picture of the table below, which carries the numbers for screen readers. */}
      <div
        role="img"
        aria-label={`Bar chart of daily page views and visitors over the last ${range} days; the numbers are in the table below.`}
        className="flex h-48 items-end gap-px border-b border-slate-200 sm:gap-0.5"
        data-testid="traffic-chart"
      >
        {days.map((day) => (
          <div
            key={day.day}
            className="group relative flex h-full min-w-0 flex-1 items-end justify-center gap-px"
            title={`${formatDay(day.day)}: ${day.views} views, ${day.visitors} visitors`}
          >
            <div className="w-full max-w-6 rounded-t-sm bg-indigo-600" style={{ height: `${(day.views / max) * 100}%` }} />
            <div className="w-full max-w-6 rounded-t-sm bg-sky-300" style={{ height: `${(day.visitors / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <div className="mt-1.5 flex justify-between text-xs text-slate-500 tabular-nums" aria-hidden="true">
        <span>{first ? formatDay(first.day) : ''}</span>
        <span>{last ? formatDay(last.day) : ''}</span>
      </div>
      <div className="mt-5 max-h-72 overflow-y-auto rounded-lg border border-slate-200">
        <table className="w-full text-sm">
          <caption className="sr-only">Page views and visitors per day, newest first (days with visits only)</caption>
          <thead className="sticky top-0 bg-slate-50 text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Day
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Views
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Visitors
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {recorded.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-3 py-3 text-slate-500">
                  No page views in this range
                </td>
              </tr>
            ) : (
              recorded.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className="px-3 py-2 text-left font-normal text-slate-700">
                    <time dateTime={day.day}>{formatDay(day.day)}</time>
                  </th>
                  <td className="px-3 py-2 text-right text-slate-900 tabular-nums">{numberFormat.format(day.views)}</td>
                  <td className="px-3 py-2 text-right text-slate-900 tabular-nums">{numberFormat.format(day.visitors)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </Panel>
  )
}

function CountList({ rows, empty, label }: { rows: NamedCount[]; empty: string; label: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-500">{empty}</p>
  const max = Math.max(1, ...rows.map((row) => row.views))
  return (
    <table className="w-full table-fixed text-sm">
      <colgroup>
        <col />
        <col className="w-16" />
      </colgroup>
      <thead className="sr-only">
        <tr>
          <th scope="col">{label}</th>
          <th scope="col">Views</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" className="py-1 pr-3 text-left font-normal">
              <div className="relative overflow-hidden rounded-md">
                <div
                  className="absolute inset-y-0 left-0 bg-indigo-50"
                  style={{ width: `${(row.views / max) * 100}%` }}
                  aria-hidden="true"
                />
                <span className="relative block truncate px-2 py-1 text-slate-800" title={row.name}>
                  {row.name}
                </span>
              </div>
            </th>
            <td className="py-1 text-right font-medium text-slate-900 tabular-nums">{numberFormat.format(row.views)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function FunnelPanel({ funnel }: { funnel: Traffic['funnel'] }) {
  const rows = funnelRows(funnel)
  return (
    <Panel title="Survey funnel">
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        Visitors who opened the survey, reached each step and submitted it; percentages are of those who opened it.
      </p>
      <table className="w-full text-sm" data-testid="survey-funnel">
        <caption className="sr-only">Survey funnel</caption>
        <thead className="text-left text-xs font-medium tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="w-20 py-1.5 pr-3 sm:w-24">
              Stage
            </th>
            <th scope="col" className="py-1.5">
              <span className="sr-only">Bar</span>
            </th>
            <th scope="col" className="w-18 py-1.5 pl-3 text-right sm:w-20">
              Visitors
            </th>
            <th scope="col" className="w-16 py-1.5 pl-3 text-right">
              Share
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={cn(row.label === 'Submitted' || row.label === 'Opened' ? 'font-semibold' : '')}>
              <th scope="row" className="py-1 pr-3 text-left font-[inherit] whitespace-nowrap text-slate-800">
                {row.label}
              </th>
              <td className="py-1" aria-hidden="true">
                <div className="h-3 rounded-full bg-slate-100">
                  <div
                    className={cn('h-3 rounded-full', row.label === 'Submitted' ? 'bg-emerald-500' : 'bg-indigo-500')}
                    style={{ width: `${row.percent}%` }}
                  />
                </div>
              </td>
              <td className="py-1 pl-3 text-right text-slate-900 tabular-nums">{numberFormat.format(row.count)}</td>
              <td className="py-1 pl-3 text-right text-slate-600 tabular-nums">{row.percent}%</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  )
}
