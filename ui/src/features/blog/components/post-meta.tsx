import { CalendarDays, Clock } from 'lucide-react'
import { cn } from '@/lib/utils'
import type { BlogPost } from '../model'

/** Date and read time, e.g. "January 14, 2025 · 5 min read". */
export function PostMeta({ post, className }: { post: Pick<BlogPost, 'date' | 'dateText' | 'readTime'>; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600', className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
        <time dateTime={post.date}>{post.dateText}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="size-4 text-slate-500" aria-hidden="true" />
        {post.readTime}
      </span>
    </p>
  )
}
