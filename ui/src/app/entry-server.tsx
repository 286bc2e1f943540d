/**
 * The build-time renderer (vite build --ssr): scripts/prerender.mjs calls `render` for each
 * public page and writes the HTML into dist/, so crawlers and the first paint need no
 * JavaScript. The browser then hydrates the same tree (main.tsx).
 */
import { prerender } from 'react-dom/static'
import { Router } from 'wouter'
import { App } from './app'

export { blogPosts } from '@/content/blog/posts'
export { site } from '@/content/site'
export { OG_IMAGE, pageMeta, postMeta } from '@/content/seo'

/** The app's HTML for `path`, after every lazy page and article body has loaded. */
export async function render(path: string): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath={path} ssrSearch="">
      <App />
    </Router>,
    // One complete document: no boundary split out and swapped in by an inline script
    // (the CSP allows none, and there is nothing to stream at build time).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}
