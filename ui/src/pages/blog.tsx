import { Rss } from 'lucide-react'
import { PageFooter } from '@/components/layout/page-footer'
import { PageHeader } from '@/components/layout/page-header'
import { Button } from '@/components/ui/button'
import type { ReactNode } from 'react'
import { BLOG_FEED } from '@/content/seo'
import { site } from '@/content/site'
import { CategoryChip, CategoryChips } from '@/features/blog/components/category-chips'
import { FeaturedPost } from '@/features/blog/components/featured-post'
import { NewsletterBox } from '@/features/blog/components/newsletter-box'
import { NewsletterNotices } from '@/features/blog/components/newsletter-notice'
import { PostCard } from '@/features/blog/components/post-card'
import { cardSpan, countLabel, listHeading } from '@/features/blog/filter'
import type { BlogPost } from '@/features/blog/model'

/** What the list shows: the server fills it from the posts (`BLOG_LIST_SLOTS`). */
export type BlogList = { chips: ReactNode; featured: ReactNode; cards: ReactNode; count: ReactNode }

/** Where the server puts the chips, the featured post, the cards and the count label. */
export const BLOG_LIST_SLOTS: BlogList = {
  chips: '__PLANSMITH_SLOT_CHIPS__',
  featured: '__PLANSMITH_SLOT_FEATURED__',
  cards: '__PLANSMITH_SLOT_POSTS__',
  count: '__PLANSMITH_BLOG_COUNT__',
}

/**
 * The list for `posts` as the server lays it out: a chip per category in order of appearance,
 * the first featured post on its own, the others as cards. (Tests render it with their own.)
 */
export function blogListOf(posts: readonly BlogPost[]): BlogList {
  const featured = posts.find((post) => post.featured)
  const others = posts.filter((post) => post !== featured)
  const categories = [...new Map(posts.map((post) => [post.categorySlug, post.category])).entries()]
  return {
    chips: categories.map(([slug, name]) => <CategoryChip key={slug} name={name} slug={slug} />),
    featured: featured ? <FeaturedPost post={featured} /> : null,
    cards: others.map((post, index) => <PostCard key={post.slug} post={post} className={cardSpan(index, others.length)} />),
    count: countLabel(posts.length, null),
  }
}

/**
 * The article list. It arrives with every article; the chips filter it in the browser
 * (`?category=` keeps the choice), and the newsletter's e-mail links land here with
 * `?newsletter=<outcome>` (see features/blog/islands.ts).
 */
export default function BlogPage({ list }: { list: BlogList }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageHeader />
      <main className="flex-1">
        <section aria-labelledby="blog-heading" className="bg-gradient-to-b from-indigo-50/80 via-white to-white">
          <div className="mx-auto max-w-6xl px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20 lg:px-8">
            <NewsletterNotices />
            <div>
              <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Marketing guides</p>
              <h1 id="blog-heading" className="mt-2 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
                The {site.name} Blog
              </h1>
              <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">
                Practical, no-fluff advice for solo founders and small businesses: strategy, growth, SEO, social media, content and e-mail,
                written for people who do their own marketing in a few hours a week.
              </p>
              <p className="mt-4">
                <a
                  href={BLOG_FEED.path}
                  type="application/atom+xml"
                  className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <Rss className="size-4" aria-hidden="true" />
                  Follow in your feed reader
                </a>
              </p>
            </div>
            <CategoryChips className="mt-9 justify-center">{list.chips}</CategoryChips>
            <p className="sr-only" aria-live="polite" data-testid="blog-count" data-blog-count="">
              {list.count}
            </p>
          </div>
        </section>

        <div className="mx-auto max-w-6xl space-y-16 px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
          <div className="space-y-16" data-blog-posts="">
            {list.featured}
            <section aria-labelledby="posts-heading" data-blog-others="">
              <h2 id="posts-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {listHeading(null)}
              </h2>
              <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">{list.cards}</div>
            </section>
          </div>

          <div hidden data-blog-empty="" className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
            <p className="text-lg font-semibold text-slate-900">
              No <span data-blog-empty-category="" /> articles yet.
            </p>
            <p className="mt-2 text-slate-600">We’re writing them now. Meanwhile, there’s plenty to read in the other topics.</p>
            <Button variant="outline" className="mt-6" data-category="all">
              Show all articles
            </Button>
          </div>

          <NewsletterBox />
        </div>
      </main>
      <PageFooter />
    </div>
  )
}
