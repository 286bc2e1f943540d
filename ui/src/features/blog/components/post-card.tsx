import { Link } from 'wouter'
import { Badge } from '@/components/ui/badge'
import { BLOG_IMAGE_SIZE, type BlogPost } from '@/content/blog/posts'
import { prefetchPostBody } from '../post-body'
import { PostMeta } from './post-meta'
import { postHref, ReadMoreLink } from './read-more-link'

/** An article in the grid. `headingLevel` keeps the page's outline in order. */
export function PostCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={post.image}
        alt={post.imageAlt}
        width={BLOG_IMAGE_SIZE.width}
        height={BLOG_IMAGE_SIZE.height}
        loading="lazy"
        decoding="async"
        className="aspect-[40/21] h-auto w-full border-b border-slate-100 object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge tone="accent" className="self-start">
          {post.category}
        </Badge>
        <Heading className="mt-3 text-lg leading-snug font-semibold text-balance text-slate-900">
          <Link
            href={postHref(post)}
            onPointerEnter={() => prefetchPostBody(post)}
            onFocus={() => prefetchPostBody(post)}
            className="rounded hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-5">
          <PostMeta post={post} className="gap-x-3 text-xs" />
          <ReadMoreLink post={post} />
        </div>
      </div>
    </article>
  )
}
