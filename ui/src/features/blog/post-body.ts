import { loadPostBody, type BlogPost } from '@/content/blog/posts'

const cache = new Map<string, Promise<string>>()

/** The body's promise, one per post, as React's `use()` needs while the page is prerendered. */
export function postBody(post: Pick<BlogPost, 'slug'>): Promise<string> {
  let promise = cache.get(post.slug)
  if (!promise) {
    promise = loadPostBody(post)
    cache.set(post.slug, promise)
  }
  return promise
}
