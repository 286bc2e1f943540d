/**
 * The blog: six static articles, id 1 featured.
 *
 * To edit an article, change its entry here (what lists and headers show) and its body in
 * `bodies/<slug>.html` (plain HTML, rendered as given; use h2/h3, p, ul/ol, blockquote,
 * strong/em, code). Covers live in `src/assets/blog/<slug>.svg`, 1200×630.
 *
 * Only the blog pages import this module, so none of it reaches the landing page's bundle;
 * each body is its own chunk, fetched when its article opens.
 */
import customerQuestionsImage from '@/assets/blog/customer-questions-content.svg'
import emailListImage from '@/assets/blog/email-list-from-zero.svg'
import first100Image from '@/assets/blog/first-100-customers.svg'
import localSeoImage from '@/assets/blog/local-seo-weekend.svg'
import onePagePlanImage from '@/assets/blog/one-page-marketing-plan.svg'
import socialRoutineImage from '@/assets/blog/social-media-routine.svg'

export { BLOG_CATEGORIES, type BlogCategory } from './categories'
import type { BlogCategory } from './categories'

export type BlogPost = {
  id: number
  /** File name of the body in `bodies/` (without `.html`), also the cover's file name. */
  slug: string
  title: string
  excerpt: string
  author: string
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string
  readTime: string
  category: BlogCategory
  /** URL of the cover illustration (a hashed asset). */
  image: string
  /** What the cover shows, for people who cannot see it. */
  imageAlt: string
  featured: boolean
}

/** Every cover is drawn at this size; pages pass it on as width/height so nothing jumps. */
export const BLOG_IMAGE_SIZE = { width: 1200, height: 630 } as const

const author = 'Marketing Expert'

export const blogPosts: readonly BlogPost[] = [
  {
    id: 1,
    slug: 'one-page-marketing-plan',
    title: 'The One-Page Marketing Plan: Plan Your Next 90 Days in an Afternoon',
    excerpt:
      'Most small businesses don’t fail for lack of tactics; they fail for lack of focus. Fit a whole quarter of marketing on one page: one customer, one offer, two channels and a weekly rhythm you can keep.',
    author,
    date: '2025-01-14',
    readTime: '5 min read',
    category: 'Marketing Strategy',
    image: onePagePlanImage,
    imageAlt: 'A one-page plan with ticked checklist items beside a target and a quarterly timeline.',
    featured: true,
  },
  {
    id: 2,
    slug: 'first-100-customers',
    title: 'Your First 100 Customers: 7 Unscalable Tactics That Actually Work',
    excerpt:
      'Growth hacks built for millions of users won’t find your first hundred customers. These seven hands-on tactics will, from warm introductions to partner swaps, and they cost time rather than money.',
    author,
    date: '2025-01-07',
    readTime: '4 min read',
    category: 'Growth Hacking',
    image: first100Image,
    imageAlt: 'A growth curve rising over a bar chart towards the number 100, with new customers joining.',
    featured: false,
  },
  {
    id: 3,
    slug: 'local-seo-weekend',
    title: 'Local SEO in a Weekend: A Checklist for Small Businesses',
    excerpt:
      'If your customers search for “near me”, a weekend of focused work can put you ahead of bigger competitors. The checklist: your Google Business Profile, consistent listings, reviews and pages that answer real searches.',
    author,
    date: '2024-12-17',
    readTime: '4 min read',
    category: 'SEO',
    image: localSeoImage,
    imageAlt: 'A map pin on a street map below a search bar, next to a four-star review card.',
    featured: false,
  },
  {
    id: 4,
    slug: 'social-media-routine',
    title: 'One Platform, Five Hours a Week: A Social Media Routine That Sticks',
    excerpt:
      'You don’t need to be everywhere. Pick the platform your customers actually use, build three content pillars and follow a weekly routine that fits in five hours, with time left for real conversations.',
    author,
    date: '2024-12-03',
    readTime: '4 min read',
    category: 'Social Media',
    image: socialRoutineImage,
    imageAlt: 'A phone showing a social post, surrounded by comment bubbles, a heart and a rising chart.',
    featured: false,
  },
  {
    id: 5,
    slug: 'customer-questions-content',
    title: 'Turn Customer Questions Into a Content Engine',
    excerpt:
      'Your best content ideas are already in your inbox. Collect the questions customers ask, answer them better than anyone else, and turn each answer into a week of posts, e-mails and sales material.',
    author,
    date: '2024-11-19',
    readTime: '4 min read',
    category: 'Content Marketing',
    image: customerQuestionsImage,
    imageAlt: 'A question mark in a speech bubble branching out into an article, a video and an e-mail.',
    featured: false,
  },
  {
    id: 6,
    slug: 'email-list-from-zero',
    title: 'Build Your Email List From Zero: Lead Magnets, Welcome Sequences and Your First Campaign',
    excerpt:
      'Social platforms rent you an audience; an e-mail list is one you own. Get your first 100 subscribers, write a welcome sequence that sells without being pushy, and keep landing in the inbox.',
    author,
    date: '2024-11-05',
    readTime: '4 min read',
    category: 'Email Marketing',
    image: emailListImage,
    imageAlt: 'An envelope with a green tick beside a growing list of subscriber cards.',
    featured: false,
  },
]

/** The post with this route id (`/blog/:id`), or undefined for anything else ("2abc", "07", "-1"...). */
export function findPost(id: string | number | undefined): BlogPost | undefined {
  const key = String(id ?? '')
  if (!/^[1-9]\d*$/.test(key)) return undefined
  return blogPosts.find((post) => post.id === Number(key))
}

const bodies = import.meta.glob<string>('./bodies/*.html', { query: '?raw', import: 'default' })

/** Loads an article's HTML body (its own chunk). */
export function loadPostBody(post: Pick<BlogPost, 'slug'>): Promise<string> {
  const load = bodies[`./bodies/${post.slug}.html`]
  if (!load) return Promise.reject(new Error(`No body for the blog post "${post.slug}"`))
  return load()
}
