import { useEffect } from 'react'
import { useSearchParams } from 'wouter'
import { PageFooter } from '@/components/layout/page-footer'
import { PageHeader } from '@/components/layout/page-header'
import { StaticContent } from '@/components/layout/static-content'
import { Button } from '@/components/ui/button'
import { blogPosts } from '@/content/blog/posts'
import { pageMeta } from '@/content/seo'
import { CategoryChips } from '@/features/blog/components/category-chips'
import { FeaturedPost } from '@/features/blog/components/featured-post'
import { NewsletterBox } from '@/features/blog/components/newsletter-box'
import { NewsletterNotice, newsletterOutcome } from '@/features/blog/components/newsletter-notice'
import { PostCard } from '@/features/blog/components/post-card'
import { categoryFromSlug, categorySlug, filterPosts, type CategoryFilter } from '@/features/blog/filter'
import { prefetchPostBodyAt } from '@/features/blog/post-body'
import { prefetchWhenIdle } from '@/lib/prefetch'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useScrollToTop } from '@/lib/use-scroll-to-top'

/**
 * Desktop columns (of 6) for each card, so an uneven count fills its rows: five posts sit
 * as two wide cards over three, four as two pairs.
 */
function cardSpan(index: number, count: number) {
  const wide = count % 3 === 2 ? 2 : count % 3 === 1 ? Math.min(count, 4) : 0
  return index < wide ? 'lg:col-span-3' : 'lg:col-span-2'
}

function countLabel(total: number, filter: CategoryFilter) {
  const articles = `${total} ${total === 1 ? 'article' : 'articles'}`
  return filter === 'All' ? `Showing all ${articles}` : `Showing ${articles} in ${filter}`
}

/**
 * The article list (SPEC §2 "Blog list"); the chips filter it (DESIGN), kept in `?category=`.
 * The newsletter's confirm and unsubscribe links land here with `?newsletter=<outcome>`.
 */
export default function BlogPage() {
  useDocumentTitle(pageMeta.blog.title, { full: true, description: pageMeta.blog.description })
  useScrollToTop()
  // Most visitors open an article next: have its page ready.
  useEffect(() => prefetchWhenIdle(() => import('./blog-post')), [])
  const [searchParams, setSearchParams] = useSearchParams()
  const filter = categoryFromSlug(searchParams.get('category'))
  const { featured, others, total } = filterPosts(blogPosts, filter)
  const outcome = newsletterOutcome(searchParams.get('newsletter'))

  const choose = (category: CategoryFilter) => {
    setSearchParams(category === 'All' ? {} : { category: categorySlug(category) }, { replace: true })
  }
  const dismissNotice = () => {
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous)
        next.delete('newsletter')
        return next
      },
      { replace: true },
    )
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <PageHeader />
      <main className="flex-1">
        <section aria-labelledby="blog-heading" className="bg-gradient-to-b from-indigo-50/80 via-white to-white">
          <div className="mx-auto max-w-6xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20 lg:px-8">
            {outcome ? (
              <div className="mb-10">
                <NewsletterNotice outcome={outcome} onDismiss={dismissNotice} />
              </div>
            ) : null}
            <StaticContent>
              <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Marketing guides</p>
              <h1 id="blog-heading" className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
                The Plansmith Blog
              </h1>
              <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
                Practical, no-fluff advice for solo founders and small businesses: strategy, growth, SEO, social media,
                content and e-mail, written for people who do their own marketing in a few hours a week.
              </p>
            </StaticContent>
            <CategoryChips value={filter} onChange={choose} className="mt-9 justify-center" />
            <p className="sr-only" aria-live="polite" data-testid="blog-count">
              {countLabel(total, filter)}
            </p>
          </div>
        </section>

        <div className="mx-auto max-w-6xl space-y-16 px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
          {total > 0 ? (
            // Keyed by the filter: the list a chip shows is rendered, not the prerendered one kept.
            <StaticContent key={filter} className="space-y-16" onLinkIntent={prefetchPostBodyAt}>
              {featured ? <FeaturedPost post={featured} /> : null}

              {others.length > 0 ? (
                <section aria-labelledby="posts-heading">
                  <h2 id="posts-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                    {filter === 'All' ? 'Latest articles' : `${filter} articles`}
                  </h2>
                  <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
                    {others.map((post, index) => (
                      <PostCard key={post.id} post={post} className={cardSpan(index, others.length)} />
                    ))}
                  </div>
                </section>
              ) : null}
            </StaticContent>
          ) : null}

          {total === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
              <p className="text-lg font-semibold text-slate-900">No {filter} articles yet.</p>
              <p className="mt-2 text-slate-600">We’re writing them now. Meanwhile, there’s plenty to read in the other topics.</p>
              <Button variant="outline" className="mt-6" onClick={() => choose('All')}>
                Show all articles
              </Button>
            </div>
          ) : null}

          <NewsletterBox />
        </div>
      </main>
      <PageFooter />
    </div>
  )
}
