import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useSearchParams } from 'wouter'
import { Button } from './button'

/** A page number read from `?page=`: a whole number from 1, else 1. */
export function readPage(value: string | null): number {
  const page = Number(value)
  return Number.isInteger(page) && page >= 1 ? page : 1
}

/**
 * The address's `?page=` and the rest of its query, and a way to another page that puts the
 * page number in the address and takes keyboard focus and the view back to the list's top.
 */
export function usePageParam() {
  const [params, setParams] = useSearchParams()
  const page = readPage(params.get('page'))
  const goToPage = (next: number) => {
    setParams((prev) => {
      const updated = new URLSearchParams(prev)
      if (next <= 1) updated.delete('page')
      else updated.set('page', String(next))
      return updated
    })
    document.getElementById('admin-main')?.focus({ preventScroll: true })
    window.scrollTo({ top: 0 })
  }
  return { page, params, setParams, goToPage }
}

/** Where `rows` of a `total` sit when `page` holds `pageSize`: the page count and the 1-based first and last row shown (0 and 0 when none). */
export function pageRange(page: number, pageSize: number, total: number, rows: number) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const first = total === 0 || rows === 0 ? 0 : (page - 1) * pageSize + 1
  const last = first === 0 ? 0 : first + rows - 1
  return { pageCount, first, last }
}

/** Previous / "Page n of m" / Next, for a list of more than one page. */
export function Pager({ page, pageCount, onPage }: { page: number; pageCount: number; onPage: (page: number) => void }) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <p className="text-sm text-slate-600" aria-current="page">
        Page {page} of {pageCount}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  )
}
