import { ArrowLeft, PenLine } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import type { ReactNode } from 'react'
import type { BlogPost } from '../model'
import { ArticleBody } from './article-body'
import { ArticleCta } from './article-cta'
import { PostMeta } from './post-meta'
import { ShareButton } from './share-button'
import { PostImage } from './post-image'

/**
 * One article: header, cover, body, a call to action, and more to read (`related`: post
 * cards, the two posts after this one, which the server chooses).
 */
export function BlogArticle({ post, related }: { post: BlogPost; related: ReactNode }) {
  return (
    <>
      <article className="pb-16 sm:pb-20">
        <header className="bg-gradient-to-b from-indigo-50/80 via-white to-white">
          <div className="mx-auto max-w-3xl px-4 pt-8 sm:px-6 sm:pt-12">
            <div>
              <a
                href="/blog"
                className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <ArrowLeft className="size-4" aria-hidden="true" />
                All articles
              </a>
              <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2">
                <a
                  href={`/blog?category=${post.categorySlug}`}
                  className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <Badge tone="accent" className="hover:bg-indigo-100">
                    {post.category}
                  </Badge>
                </a>
                <PostMeta post={post} />
              </div>
              <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl lg:text-[2.75rem]">
                {post.title}
              </h1>
              {/* Empty when the excerpt is the body's first paragraph, which follows below. */}
              <p className="mt-5 text-lg leading-relaxed text-slate-600 empty:hidden sm:text-xl">{post.lede}</p>
            </div>
            <div className="mt-8 flex items-center justify-between gap-4 border-y border-slate-200 py-4">
              <div className="flex items-center gap-3">
                <span className="grid size-11 shrink-0 place-items-center rounded-full bg-indigo-100 text-indigo-700">
                  <PenLine className="size-5" aria-hidden="true" />
                </span>
                <p className="text-sm leading-tight">
                  <span className="block text-slate-600">Written by</span>
                  <span className="mt-0.5 block font-semibold text-slate-900" data-testid="post-author">
                    {post.author}
                  </span>
                </p>
              </div>
              <ShareButton title={post.title} text={post.excerpt} />
            </div>
          </div>
        </header>
        {/* Kept as prerendered, the body needs no download of its own before the page responds. */}
        <div>
          <div className="mx-auto mt-8 max-w-4xl px-4 sm:mt-10 sm:px-6">
            <PostImage post={post} eager className="h-auto w-full rounded-2xl border border-slate-200 shadow-sm sm:rounded-3xl" />
          </div>
          <div className="mx-auto mt-10 max-w-3xl px-4 sm:mt-14 sm:px-6">
            <ArticleBody post={post} />
          </div>
          <div className="mx-auto mt-16 max-w-4xl px-4 sm:px-6">
            <ArticleCta />
          </div>
        </div>
      </article>
      <section aria-labelledby="keep-reading-heading" className="border-t border-slate-200 bg-slate-50/70 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="keep-reading-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              Keep reading
            </h2>
            <a
              href="/blog"
              className="rounded text-sm font-semibold text-indigo-700 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
            >
              See all articles
            </a>
          </div>
          <div className="mt-8 grid gap-6 md:grid-cols-2">{related}</div>
        </div>
      </section>
    </>
  )
}
