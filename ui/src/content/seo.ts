/**
 * What each route tells search engines and link previews: its title, description, and
 * whether it should be indexed. The pages set their tab title from here while the app runs,
 * and the build (scripts/prerender.mjs) writes the same into each page's <head>.
 *
 * Only types come from the blog module, so the landing page's bundle stays free of it.
 */
import type { BlogPost } from '@/features/blog/model'
import { site } from '@/content/site'

export type PageMeta = {
  /** The route, e.g. "/blog" (the canonical URL is the site URL plus this). */
  path: string
  /** The whole <title>. */
  title: string
  description?: string
  /** Listed in the sitemap and open to search engines; false adds `noindex`. */
  index: boolean
  type?: 'website' | 'article'
  /** ISO date of an article. */
  published?: string
  /** The picture link previews show, when not the site's (`OG_IMAGE`): a path on the site. */
  image?: { path: string; alt: string }
  /** Links the blog's feed from the page's head. */
  feed?: boolean
}

/** The blog's Atom feed (served by the server from the posts). */
export const BLOG_FEED = {
  path: '/blog/feed.xml',
  title: `The ${site.name} Blog`,
} as const

/** The picture link previews show (a local asset: public/og-image.png, 1200×630). */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: a personalised marketing plan with a 90-day roadmap, 30 content ideas and your top 5 keywords.`,
} as const

const suffix = (title: string) => `${title} — ${site.name}`

export const pageMeta = {
  home: {
    path: '/',
    title: `${site.name} — Free personalised marketing plan for small businesses`,
    description:
      'Answer 17 quick questions and get a free, personalised marketing plan by e-mail within 24 hours: 30 content ideas, a 90-day roadmap and your top 5 keywords, reviewed by a human strategist.',
    index: true,
  },
  blog: {
    path: '/blog',
    title: `The ${site.name} Blog: practical marketing guides for solo founders`,
    description:
      'Practical marketing guides for solo founders and small businesses: strategy, growth, local SEO, social media, content and e-mail marketing you can act on in a few hours a week.',
    index: true,
    feed: true,
  },
  privacy: {
    path: '/privacy-policy',
    title: suffix('Privacy Policy'),
    description: `What ${site.name} collects when you use it, how your survey answers and e-mail address are used, who else sees them, and how to see or delete your information.`,
    index: true,
  },
  terms: {
    path: '/terms',
    title: suffix('Terms of Service'),
    description: `The terms for using ${site.name}: the free reviewed marketing plan, the one-time Pro purchase, its 30-day money-back guarantee and how you may use your plan.`,
    index: true,
  },
  admin: { path: '/admin', title: suffix('Survey Submissions'), index: false },
  adminLogin: { path: '/admin/login', title: suffix('Admin sign-in'), index: false },
  adminStrategies: { path: '/admin/strategies', title: suffix('Strategy Review'), index: false },
  adminTraffic: { path: '/admin/traffic', title: suffix('Traffic'), index: false },
  adminOrders: { path: '/admin/orders', title: suffix('Orders'), index: false },
  checkout: { path: '/checkout', title: suffix('Checkout'), index: false },
  notFound: { path: '/404', title: suffix('Page not found'), index: false },
} as const satisfies Record<string, PageMeta>

/** An article's page: its link preview shows its own picture (or its drawn cover). */
export function postMeta(post: Pick<BlogPost, 'slug' | 'title' | 'excerpt' | 'date' | 'preview' | 'previewAlt'>): PageMeta {
  return {
    path: `/blog/${post.slug}`,
    title: `${post.title} — The ${site.name} Blog`,
    description: post.excerpt,
    index: true,
    type: 'article',
    published: post.date,
    image: { path: post.preview, alt: post.previewAlt },
    feed: true,
  }
}
