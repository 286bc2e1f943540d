import { Badge } from '@/components/ui/badge'
import type { BlogPost } from '../model'
import { cn } from '@/lib/utils'
import { PostMeta } from './post-meta'
import { postHref, ReadMoreLink } from './read-more-link'
import { PostImage } from './post-image'

/** An article in a grid, under the grid's h2. */
export function PostCard({ post, className }: { post: BlogPost; className?: string }) {
  return (
    <article
      data-post-category={post.categorySlug}
      className={cn(
        'flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md',
        className,
      )}
    >
      <PostImage post={post} className="aspect-[40/21] h-auto w-full border-b border-slate-100 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <Badge tone="accent" className="self-start">
          {post.category}
        </Badge>
        <h3 className="mt-3 text-lg leading-snug font-semibold text-balance text-slate-900">
          <a
            href={postHref(post)}
            className="rounded hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {post.title}
          </a>
        </h3>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <PostMeta post={post} className="gap-x-3 text-xs" />
          <ReadMoreLink post={post} />
        </div>
      </div>
    </article>
  )
}
