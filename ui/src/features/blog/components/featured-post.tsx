import { Star } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { BlogPost } from '../model'
import { PostMeta } from './post-meta'
import { postHref, ReadMoreLink } from './read-more-link'
import { PostImage } from './post-image'

/** The featured article: a wide card with the 'Featured Article' badge. */
export function FeaturedPost({ post }: { post: BlogPost }) {
  return (
    <article
      data-post-category={post.categorySlug}
      aria-labelledby="featured-post-title"
      className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-lg shadow-indigo-900/5 lg:grid-cols-[1.1fr_1fr]"
    >
      <div className="relative aspect-[40/21] bg-indigo-50 lg:aspect-auto lg:min-h-96">
        <PostImage post={post} eager className="absolute inset-0 size-full object-cover" />
      </div>
      <div className="flex flex-col justify-center p-6 sm:p-8 lg:p-10">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="warning">
            <Star aria-hidden="true" className="fill-current" />
            Featured Article
          </Badge>
          <Badge tone="accent">{post.category}</Badge>
        </div>
        <h2
          id="featured-post-title"
          className="mt-4 text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
        >
          <a
            href={postHref(post)}
            className="rounded hover:text-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            {post.title}
          </a>
        </h2>
        <p className="mt-4 text-base leading-relaxed text-slate-600 sm:text-lg">{post.excerpt}</p>
        <PostMeta post={post} className="mt-5" />
        <ReadMoreLink post={post} className="mt-6 self-start text-base" />
      </div>
    </article>
  )
}
