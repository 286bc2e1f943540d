import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Download, LoaderCircle, Mail } from 'lucide-react'
import { useState } from 'react'
import { AdminShell } from '@/components/layout/admin-shell'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Pager, pageRange, usePageParam } from '@/components/ui/pager'
import { toast } from '@/components/ui/use-toast'
import { adminFetch, adminPaths, readPage } from '@/lib/admin-api'
import { formatDateTime } from '@/lib/datetime'
import { attachmentName, saveBlob } from '@/lib/download'
import type { Schemas } from '@/lib/http'
import { userMessage } from '@/lib/http'

type Subscriber = Schemas['Subscriber']
type Status = Schemas['SubscriberStatus']

const PAGE_SIZE = 50

const SHOWN: Record<Status, string> = {
  confirmed: 'Confirmed',
  pending: 'Not confirmed yet',
  unsubscribed: 'Unsubscribed',
  all: 'All',
}

function readStatus(value: string | null): Status {
  return value === 'pending' || value === 'unsubscribed' || value === 'all' ? value : 'confirmed'
}

/** /admin/subscribers: the newsletter's subscribers, confirmed ones first in mind, and their CSV. */
export function SubscribersReport() {
  const { page, params, setParams, goToPage } = usePageParam()
  const status = readStatus(params.get('status'))
  const [exporting, setExporting] = useState(false)
  const query = useQuery({
    queryKey: [adminPaths.subscribers, { status, page }],
    queryFn: async ({ signal }) => {
      const url = `${adminPaths.subscribers}?${new URLSearchParams({ status, page: String(page), pageSize: String(PAGE_SIZE) })}`
      return readPage<Subscriber>(await adminFetch('GET', url, undefined, signal))
    },
    placeholderData: keepPreviousData,
  })
  const rows = query.data?.rows ?? []
  const total = query.data?.total ?? 0
  const { pageCount } = pageRange(page, PAGE_SIZE, total, rows.length)

  const onExport = async () => {
    setExporting(true)
    try {
      const res = await adminFetch('GET', `${adminPaths.subscribersExport}?${new URLSearchParams({ status })}`)
      saveBlob(await res.blob(), attachmentName(res.headers.get('Content-Disposition'), 'subscribers.csv'))
    } catch (error) {
      toast({ title: 'Failed to export the subscribers', description: userMessage(error), variant: 'destructive' })
    } finally {
      setExporting(false)
    }
  }

  return (
    <AdminShell
      title="Newsletter Subscribers"
      description="Who signed up on the blog. Only confirmed addresses may be sent a newsletter."
      actions={
        <Button variant="outline" size="sm" onClick={() => void onExport()} disabled={exporting}>
          {exporting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
          Export CSV
        </Button>
      }
    >
      <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-xs">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-4 py-3">
          <label className="flex items-center gap-2 text-sm text-slate-700">
            Show
            <select
              value={status}
              onChange={(event) =>
                setParams((prev) => {
                  const next = new URLSearchParams(prev)
                  next.set('status', event.target.value)
                  next.delete('page')
                  return next
                })
              }
              className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {(Object.keys(SHOWN) as Status[]).map((value) => (
                <option key={value} value={value}>
                  {SHOWN[value]}
                </option>
              ))}
            </select>
          </label>
          <Badge tone="neutral" data-testid="subscriber-count">
            {query.isPending ? '…' : `${total} ${total === 1 ? 'subscriber' : 'subscribers'}`}
          </Badge>
        </div>
        {query.isPending ? (
          <p role="status" className="flex items-center gap-2 px-4 py-6 text-sm text-slate-600">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Loading the subscribers…
          </p>
        ) : query.isError ? (
          <p role="alert" className="px-4 py-6 text-sm text-red-800">
            The subscribers could not be loaded.
          </p>
        ) : rows.length === 0 ? (
          <div className="px-4 py-10 text-center">
            <Mail className="mx-auto size-7 text-slate-400" aria-hidden="true" />
            <p className="mt-2 text-sm font-medium text-slate-700">No subscribers here yet</p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Subscribers" data-testid="subscribers">
            {rows.map((row) => (
              <li key={row.email} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span className="text-sm font-medium break-all text-slate-900">{row.email}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <Badge tone={row.status === 'confirmed' ? 'success' : row.status === 'pending' ? 'warning' : 'neutral'}>
                    {SHOWN[row.status as Status] ?? row.status}
                  </Badge>
                  <span>
                    Signed up <time dateTime={row.createdAt}>{formatDateTime(row.createdAt)}</time>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 ? (
          <div className="border-t border-slate-200 px-4 pb-3">
            <Pager page={page} pageCount={pageCount} onPage={goToPage} />
          </div>
        ) : null}
      </div>
    </AdminShell>
  )
}
