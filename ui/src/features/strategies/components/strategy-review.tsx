import { useQueryClient } from '@tanstack/react-query'
import { ClipboardList, RefreshCw } from 'lucide-react'
import { useEffect } from 'react'
import { useLocation, useSearchParams } from 'wouter'
import { AdminShell } from '@/components/layout/admin-shell'
import { Button } from '@/components/ui/button'
import { Pager, pageRange, usePageParam } from '@/components/ui/pager'
import { toast } from '@/components/ui/use-toast'
import { isUnauthorized, refreshAdminData } from '@/lib/admin-api'
import { useNow } from '@/lib/datetime'
import { cn } from '@/lib/utils'
import { PENDING_PAGE_SIZE, useStrategies, type Shown } from '../api/strategies'
import { StrategyDetail } from './strategy-detail'
import { LIST_TEXT, readShown, StrategyList } from './strategy-list'

export const LOAD_LIST_FAILED = 'Failed to load pending strategies'

function readId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * /admin/strategies: the queue on the left, the picked strategy on the right
 * The pick lives in the address (?id=) so reloads and links keep it.
 */
export function StrategyReview() {
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const [, navigate] = useLocation()
  const selectedId = readId(params.get('id'))
  const { page, goToPage } = usePageParam()
  const shown = readShown(params.get('show'))
  const pending = useStrategies(shown, page)
  const listHref = (next: Shown, nextPage = 1) => {
    const query = new URLSearchParams()
    if (next !== 'open') query.set('show', next)
    if (nextPage > 1) query.set('page', String(nextPage))
    const text = query.toString()
    return text ? `/admin/strategies?${text}` : '/admin/strategies'
  }
  const strategies = pending.data?.strategies
  const total = pending.data?.total ?? 0
  const { pageCount } = pageRange(page, PENDING_PAGE_SIZE, total, strategies?.length ?? 0)
  const now = useNow()

  useEffect(() => {
    if (pending.isError && !isUnauthorized(pending.error)) {
      toast({ title: LOAD_LIST_FAILED, variant: 'destructive' })
    }
  }, [pending.isError, pending.error, pending.errorUpdatedAt])

  const fromList = strategies?.find((strategy) => strategy.id === selectedId)
  const refreshing = pending.isFetching && !pending.isPending

  return (
    <AdminShell
      wide
      title="Strategy Review"
      description="Read each AI draft, edit it if it needs it, approve it, then send it to the customer."
      actions={
        <Button variant="outline" size="sm" onClick={() => void refreshAdminData(queryClient)} disabled={refreshing}>
          <RefreshCw className={cn(refreshing && 'animate-spin')} aria-hidden="true" />
          <span className="max-sm:sr-only">Refresh</span>
        </Button>
      }
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:h-[calc(100dvh-13rem)] lg:min-h-[32rem] lg:grid-cols-[minmax(20rem,24rem)_minmax(0,1fr)]">
        {/* On phones one pane at a time: the list, or the picked strategy. */}
        <div className={cn('min-h-0 lg:flex lg:flex-col', selectedId !== null ? 'hidden' : 'flex flex-col')}>
          <StrategyList
            strategies={strategies}
            total={total}
            page={page}
            footer={
              pending.isSuccess && pageCount > 1 ? (
                <div className="border-t border-slate-200 px-4 pb-3">
                  <Pager page={page} pageCount={pageCount} onPage={goToPage} />
                </div>
              ) : null
            }
            isPending={pending.isPending}
            isError={pending.isError}
            onRetry={() => void pending.refetch()}
            selectedId={selectedId}
            now={now}
            shown={shown}
            onShow={(next) => navigate(listHref(next))}
          />
        </div>
        <div className={cn('min-h-0 lg:flex lg:flex-col', selectedId !== null ? 'flex flex-col' : 'hidden')}>
          {selectedId !== null ? (
            <StrategyDetail key={selectedId} id={selectedId} fromList={fromList} onBack={() => navigate(listHref(shown, page))} />
          ) : (
            <div className="grid flex-1 place-items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
              <div>
                <ClipboardList className="mx-auto size-9 text-slate-400" aria-hidden="true" />
                <p className="mt-3 font-medium text-slate-700">{LIST_TEXT.pick}</p>
                <p className="mt-1 text-sm text-slate-600">
                  {shown === 'open' ? 'Oldest first: the top one has waited longest.' : 'Newest first.'}
                </p>
              </div>
            </div>
          )}
        </div>
      </div>
    </AdminShell>
  )
}
