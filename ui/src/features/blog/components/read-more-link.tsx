import { ArrowRight } from 'lucide-react'
import type { BlogPost } from '../model'
import { cn } from '@/lib/utils'

/** Where a post lives. */
export function postHref(post: Pick<BlogPost, 'slug'>) {
  return `/blog/${post.slug}`
}

/** 'Read More', named after its article for screen readers and link lists. */
export function ReadMoreLink({ post, className }: { post: BlogPost; className?: string }) {
  return (
    <a
      href={postHref(post)}
      className={cn(
        'group/read inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
        className,
      )}
    >
      Read More <span className="sr-only">about {post.title}</span>
      <ArrowRight
        className="size-4 transition-transform group-hover/read:translate-x-0.5 motion-reduce:transition-none"
        aria-hidden="true"
      />
    </a>
  )
}
