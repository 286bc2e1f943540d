/**
 * The build-time renderer (vite build --ssr): scripts/prerender.mjs calls `render` for each
 * public page and writes the HTML into dist/, so crawlers and the first paint need no
 * JavaScript. In the browser these pages are never hydrated: islands.ts makes their few
 * interactive parts live.
 */
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'
import { FigureItem, TestimonialCard } from '@/features/landing/components/testimonials'
import { CategoryChip } from '@/features/blog/components/category-chips'
import { FeaturedPost } from '@/features/blog/components/featured-post'
import { PostCard } from '@/features/blog/components/post-card'
import { postPlaceholders } from '@/features/blog/model'
import BlogPage, { BLOG_LIST_SLOTS } from '@/pages/blog'
import BlogPostPage from '@/pages/blog-post'
import HomePage from '@/pages/home'
import PrivacyPolicyPage from '@/pages/privacy-policy'
import TermsPage from '@/pages/terms'

export { postPlaceholders } from '@/features/blog/model'
export { site } from '@/content/site'
export { BLOG_FEED, OG_IMAGE, pageMeta, postMeta } from '@/content/seo'

function publicPage(path: string): ReactNode {
  if (path === '/') return <HomePage />
  if (path === '/blog') return <BlogPage list={BLOG_LIST_SLOTS} />
  // Every post's page: the server fills in the post and the cards of two more to read.
  if (path === '/blog/{slug}') return <BlogPostPage post={postPlaceholders('POST')} related="__PLANSMITH_SLOT_RELATED__" />
  if (path === '/privacy-policy') return <PrivacyPolicyPage />
  if (path === '/terms') return <TermsPage />
  throw new Error(`prerender: ${path} is not a public page`)
}

/** The page's HTML for `path` (`/blog/{slug}`: the template of every post's page). */
export async function render(path: string): Promise<string> {
  return renderNode(publicPage(path))
}

/**
 * The pieces the server repeats for the operator's content, each with placeholders for its
 * fields (`__PLANSMITH_F_VALUE__`...), which the server fills in, escaped, per entry.
 */
export async function fragments(): Promise<Record<string, string>> {
  const testimonial = {
    quote: '__PLANSMITH_T_QUOTE__',
    name: '__PLANSMITH_T_NAME__',
    role: '__PLANSMITH_T_ROLE__',
    initials: '__PLANSMITH_T_INITIALS__',
  }
  return {
    figure: await renderNode(<FigureItem figure={{ value: '__PLANSMITH_F_VALUE__', label: '__PLANSMITH_F_LABEL__' }} />),
    testimonial: await renderNode(<TestimonialCard item={testimonial} />),
    'testimonial-photo': await renderNode(<TestimonialCard item={{ ...testimonial, photoUrl: '__PLANSMITH_T_PHOTO__' }} />),
    'post-card': await renderNode(<PostCard post={postPlaceholders('P')} className="__PLANSMITH_P_SPAN__" />),
    'featured-post': await renderNode(<FeaturedPost post={postPlaceholders('P')} />),
    'category-chip': await renderNode(<CategoryChip name="__PLANSMITH_C_NAME__" slug="__PLANSMITH_C_SLUG__" />),
  }
}

async function renderNode(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node, {
    // One complete document: no boundary split out and swapped in by an inline script
    // (the CSP allows none, and there is nothing to stream at build time).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  })
  return new Response(prelude).text()
}
