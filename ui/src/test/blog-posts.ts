import type { BlogPost } from '@/features/blog/model'

/** Posts as the server gives them, for tests of the blog's pages and their script. */
function post(slug: string, title: string, category: string, date: string, dateText: string, featured = false): BlogPost {
  return {
    slug,
    title,
    excerpt: `What ${title} is about, in a sentence.`,
    lede: `What ${title} is about, in a sentence.`,
    author: 'Marketing Expert',
    date,
    dateText,
    readTime: '4 min read',
    category,
    categorySlug: category.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    // The cover drawn in the accent colour, as a post without a picture has.
    image: `/content/covers/${slug}.png?v=0a1b2c3d4e5f`,
    imageAlt: '',
    preview: `/content/covers/${slug}.png?v=0a1b2c3d4e5f`,
    previewAlt: title,
    featured,
    bodyHtml: '<p>The first paragraph.</p><h2>Saturday morning: your Google Business Profile</h2><p>More.</p>',
  }
}

export const testPosts: BlogPost[] = [
  post('one-page-marketing-plan', 'The One-Page Marketing Plan', 'Marketing Strategy', '2026-11-17', 'November 17, 2026', true),
  post('first-100-customers', 'Your First 100 Customers', 'Growth Hacking', '2026-11-10', 'November 10, 2026'),
  post('local-seo-weekend', 'Local SEO in a Weekend', 'SEO', '2026-10-27', 'October 27, 2026'),
  post('social-media-routine', 'One Platform, Five Hours a Week', 'Social Media', '2026-10-13', 'October 13, 2026'),
  post('email-list-from-zero', 'Build Your Email List From Zero', 'Email Marketing', '2026-09-15', 'September 15, 2026'),
]
