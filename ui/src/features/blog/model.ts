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
  /** Given, or the body's first paragraph as plain text (cards, previews, the feed). */
  excerpt: string
  /** The excerpt under the article's title when it was given; empty when it is the body's first paragraph. */
  lede: string
  author: string
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string
  /** The date as written, "January 14, 2025". */
  dateText: string
  readTime: string
  category: string
  /** The category in addresses, "email-marketing". */
  categorySlug: string
  /** The picture's address: the post's own, or its cover drawn in the accent colour. */
  image: string
  /** What the picture shows, for people who cannot see it (empty for a drawn cover: it shows nothing). */
  imageAlt: string
  /** The picture link previews show (never SVG: the drawn cover stands in for one). */
  preview: string
  /** What the preview shows, or the title. */
  previewAlt: string
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
    lede: field('LEDE'),
    author: field('AUTHOR'),
    date: field('DATE'),
    dateText: field('DATE_TEXT'),
    readTime: field('READ_TIME'),
    category: field('CATEGORY'),
    categorySlug: field('CATEGORY_SLUG'),
    image: field('IMAGE'),
    imageAlt: field('IMAGE_ALT'),
    preview: field('PREVIEW'),
    previewAlt: field('PREVIEW_ALT'),
    featured: false,
    bodyHtml: field('BODY'),
  }
}
