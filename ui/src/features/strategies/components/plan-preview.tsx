import { LoaderCircle, TriangleAlert } from 'lucide-react'
import { useDeferredValue, useEffect, useState } from 'react'
import { cn } from '@/lib/utils'
import { usePreview } from '../api/strategies'

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms)
    return () => window.clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The plan e-mail exactly as the customer will receive it: the server renders `text` with the
 * renderer that sends it, and the HTML shows in a sandboxed frame (no scripts, no styles leaking
 * either way). While the strategist types, it follows a moment behind.
 */
export function PlanPreview({ id, text, className }: { id: number; text: string; className?: string }) {
  const settled = useSettled(useDeferredValue(text), 400)
  const preview = usePreview(id, settled)
  const html = preview.data?.html
  return (
    <div className={cn('relative flex min-h-0 flex-col', className)}>
      {preview.data ? (
        <p className="border-b border-slate-100 px-4 py-2 text-xs text-slate-600 sm:px-5">
          <span className="font-medium text-slate-700">Subject:</span> {preview.data.subject}
        </p>
      ) : null}
      {html ? (
        <iframe
          title="The plan e-mail as the customer will see it"
          data-testid="plan-preview"
          sandbox=""
          srcDoc={html}
          className={cn('min-h-[60dvh] w-full flex-1 bg-white lg:min-h-0', preview.isFetching && 'opacity-80')}
        />
      ) : preview.isError ? (
        <p role="alert" className="flex items-center gap-2 p-5 text-sm text-red-800">
          <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
          The preview could not be loaded.
        </p>
      ) : (
        <p role="status" className="flex items-center gap-2 p-5 text-sm text-slate-600">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          Loading the preview…
        </p>
      )}
    </div>
  )
}
