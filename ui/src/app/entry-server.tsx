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
import { PlanKpiCard } from '@/features/plan-page/components/plan-kpi'
import { PlanMail } from '@/features/plan-page/components/plan-mail'
import { PlanTaskItem } from '@/features/plan-page/components/plan-task'
import { PlanWeekItem } from '@/features/plan-page/components/plan-week'
import { KPI_SLOTS, PLAN_PAGE_SLOTS, TASK_SLOTS, WEEK_SLOTS } from '@/features/plan-page/model'
import BlogPage, { BLOG_LIST_SLOTS } from '@/pages/blog'
import BlogPostPage from '@/pages/blog-post'
import HomePage from '@/pages/home'
import PlanPage from '@/pages/plan-page'
import PrivacyPolicyPage from '@/pages/privacy-policy'
import TermsPage from '@/pages/terms'

export { postPlaceholders } from '@/features/blog/model'
export { site } from '@/content/site'
export { BLOG_FEED, OG_IMAGE, pageMeta, postMeta } from '@/content/seo'
export { planPageMeta } from '@/pages/plan-page'

function publicPage(path: string): ReactNode {
  if (path === '/') return <HomePage />
  if (path === '/blog') return <BlogPage list={BLOG_LIST_SLOTS} />
  // Every post's page: the server fills in the post and the cards of two more to read.
  if (path === '/blog/{slug}') return <BlogPostPage post={postPlaceholders('POST')} related="__PLANSMITH_SLOT_RELATED__" />
  if (path === '/privacy-policy') return <PrivacyPolicyPage />
  if (path === '/terms') return <TermsPage />
  // Every founder's plan page: the server fills in their plan, its weeks, tasks and KPIs.
  if (path === '/plan/{token}') return <PlanPage slots={PLAN_PAGE_SLOTS} />
  throw new Error(`prerender: ${path} is not a public page`)
}

/** The page's HTML for `path` (`/blog/{slug}`, `/plan/{token}`: the templates of every post's and plan's page). */
export async function render(path: string): Promise<string> {
  return renderNode(publicPage(path))
}

/**
 * The pieces the server repeats for the operator's content and a founder's plan page, each
 * with placeholders for its fields (`__PLANSMITH_F_VALUE__`...), which the server fills in,
 * escaped, per entry.
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
    // The plan page's pieces, filled per task, week and KPI; the Monday e-mails' state is one of three.
    'plan-task': await renderNode(<PlanTaskItem task={TASK_SLOTS} />),
    'plan-week': await renderNode(<PlanWeekItem week={WEEK_SLOTS} />),
    'plan-kpi': await renderNode(<PlanKpiCard kpi={KPI_SLOTS} />),
    'plan-mail-on': await renderNode(<PlanMail state="on" token={PLAN_PAGE_SLOTS.token} />),
    'plan-mail-paused': await renderNode(<PlanMail state="paused" token={PLAN_PAGE_SLOTS.token} />),
    'plan-mail-off': await renderNode(<PlanMail state="off" token={PLAN_PAGE_SLOTS.token} />),
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
