import type { BlogPost } from '@/features/blog/model'

/** Posts as the server gives them, for tests of the blog's pages and their script. */
function post(slug: string, title: string, category: string, date: string, dateText: string, featured = false): BlogPost {
  return {
    slug,
    title,
    excerpt: `What ${title} is about, in a sentence.`,
    author: 'Marketing Expert',
    date,
    dateText,
    readTime: '4 min read',
    category,
    categorySlug: category.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    image: `/content/${slug}.svg`,
    imageAlt: `The cover of ${title}.`,
    featured,
    bodyHtml: '<p>The first paragraph.</p><h2>Saturday morning: your Google Business Profile</h2><p>More.</p>',
  }
}

export const testPosts: BlogPost[] = [
  post('one-page-marketing-plan', 'The One-Page Marketing Plan', 'Marketing Strategy', '2025-01-14', 'January 14, 2025', true),
  post('first-100-customers', 'Your First 100 Customers', 'Growth Hacking', '2025-01-07', 'January 7, 2025'),
  post('local-seo-weekend', 'Local SEO in a Weekend', 'SEO', '2024-12-17', 'December 17, 2024'),
  post('social-media-routine', 'One Platform, Five Hours a Week', 'Social Media', '2024-12-03', 'December 3, 2024'),
  post('email-list-from-zero', 'Build Your Email List From Zero', 'Email Marketing', '2024-11-05', 'November 5, 2024'),
]
