import { findPost, loadPostBody, type BlogPost } from '@/content/blog/posts'

const cache = new Map<string, Promise<string>>()

/**
 * The body's promise, one per post for the page's lifetime, as React's `use()` needs.
 * A failed load is forgotten so that trying again fetches it afresh.
 */
export function postBody(post: Pick<BlogPost, 'slug'>): Promise<string> {
  let promise = cache.get(post.slug)
  if (!promise) {
    promise = loadPostBody(post)
    promise.catch(() => cache.delete(post.slug))
    cache.set(post.slug, promise)
  }
  return promise
}

/** Starts fetching a body ahead of a click (pointer over or focus on a link to it). */
export function prefetchPostBody(post: Pick<BlogPost, 'slug'>) {
  postBody(post).catch(() => {})
}

/** The same for a link to an article (`/blog/3`), as prerendered links report it. */
export function prefetchPostBodyAt(href: string) {
  const post = findPost(/^\/blog\/(\d+)$/.exec(href)?.[1])
  if (post) prefetchPostBody(post)
}
