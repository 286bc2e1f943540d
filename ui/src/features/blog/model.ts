/**
 * A blog post as the pages show it. Posts are the operator's (Markdown in the content folder,
 * over the examples embedded in the binary) and the server renders them: the build renders
 * each piece of the blog once with placeholders (`postPlaceholders`), and the server repeats
 * and fills those pieces per post.
 */
export type BlogPost = {
  /** Its address: `/blog/{slug}`. */
  slug: string
  title: string
  excerpt: string
  author: string
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string
  /** The date as written, "January 14, 2025". */
  dateText: string
  readTime: string
  category: string
  /** The category in addresses, "email-marketing". */
  categorySlug: string
  /** The cover's address. */
  image: string
  /** What the cover shows, for people who cannot see it. */
  imageAlt: string
  featured: boolean
  /** The article as sanitised HTML. */
  bodyHtml: string
}

/** Covers are shown at this size (pages pass it on as width/height so nothing jumps). */
export const BLOG_IMAGE_SIZE = { width: 1200, height: 630 } as const

/** A post whose every field is a placeholder `__PLANSMITH_{prefix}_{FIELD}__`. */
export function postPlaceholders(prefix: 'P' | 'POST'): BlogPost {
  const field = (name: string) => `__PLANSMITH_${prefix}_${name}__`
  return {
    slug: field('SLUG'),
    title: field('TITLE'),
    excerpt: field('EXCERPT'),
    author: field('AUTHOR'),
    date: field('DATE'),
    dateText: field('DATE_TEXT'),
    readTime: field('READ_TIME'),
    category: field('CATEGORY'),
    categorySlug: field('CATEGORY_SLUG'),
    image: field('IMAGE'),
    imageAlt: field('IMAGE_ALT'),
    featured: false,
    bodyHtml: field('BODY'),
  }
}
