import { BLOG_CATEGORIES, type BlogCategory } from '@/content/blog/categories'
import type { BlogPost } from '@/content/blog/posts'

/** A chip: 'All' or one category. */
export type CategoryFilter = 'All' | BlogCategory

export const CATEGORY_FILTERS: readonly CategoryFilter[] = ['All', ...BLOG_CATEGORIES]

/** The address form of a category, for `/blog?category=...` ("Email Marketing" → "email-marketing"). */
export function categorySlug(category: CategoryFilter): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

/** The chip a `?category=` value names; anything unknown (or missing) means 'All'. */
export function categoryFromSlug(slug: string | null | undefined): CategoryFilter {
  if (!slug) return 'All'
  return CATEGORY_FILTERS.find((category) => categorySlug(category) === slug.toLowerCase()) ?? 'All'
}

export type FilteredPosts = {
  /** The featured post, shown only under 'All' or its own category. */
  featured: BlogPost | undefined
  /** The other posts in the chosen category, in their listed order. */
  others: BlogPost[]
  /** How many posts the filter shows in all. */
  total: number
}

export function filterPosts(posts: readonly BlogPost[], filter: CategoryFilter): FilteredPosts {
  const matches = (post: BlogPost) => filter === 'All' || post.category === filter
  const featured = posts.find((post) => post.featured && matches(post))
  const others = posts.filter((post) => !post.featured && matches(post))
  return { featured, others, total: others.length + (featured ? 1 : 0) }
}

/**
 * Desktop columns (of 6) for each card, so an uneven count fills its rows: five posts sit
 * as two wide cards over three, four as two pairs.
 */
export function cardSpan(index: number, count: number) {
  const wide = count % 3 === 2 ? 2 : count % 3 === 1 ? Math.min(count, 4) : 0
  return index < wide ? 'lg:col-span-3' : 'lg:col-span-2'
}

/** What a screen reader hears after a chip is pressed. */
export function countLabel(total: number, filter: CategoryFilter) {
  const articles = `${total} ${total === 1 ? 'article' : 'articles'}`
  return filter === 'All' ? `Showing all ${articles}` : `Showing ${articles} in ${filter}`
}

/** The heading over the grid of cards. */
export function listHeading(filter: CategoryFilter) {
  return filter === 'All' ? 'Latest articles' : `${filter} articles`
}
