import { blogPosts, type BlogPost } from '@/content/blog/posts'
import { CATEGORY_FILTERS, categoryFromSlug, categorySlug, filterPosts } from './filter'

describe('the category chips', () => {
  it('are the seven chips, All first', () => {
    expect(CATEGORY_FILTERS).toEqual([
      'All',
      'Marketing Strategy',
      'Growth Hacking',
      'SEO',
      'Social Media',
      'Content Marketing',
      'Email Marketing',
    ])
  })

  it('round-trip through the address', () => {
    for (const category of CATEGORY_FILTERS) expect(categoryFromSlug(categorySlug(category))).toBe(category)
    expect(categorySlug('Email Marketing')).toBe('email-marketing')
    expect(categoryFromSlug('SEO')).toBe('SEO')
  })

  it('fall back to All for a missing or unknown category', () => {
    expect(categoryFromSlug(null)).toBe('All')
    expect(categoryFromSlug('')).toBe('All')
    expect(categoryFromSlug('astrology')).toBe('All')
  })
})

describe('filtering the posts', () => {
  it('shows the featured post and the five others under All', () => {
    const { featured, others, total } = filterPosts(blogPosts, 'All')
    expect(featured?.id).toBe(1)
    expect(others.map((post) => post.id)).toEqual([2, 3, 4, 5, 6])
    expect(total).toBe(6)
  })

  it('keeps the featured post under its own category only', () => {
    const own = filterPosts(blogPosts, 'Marketing Strategy')
    expect(own.featured?.id).toBe(1)
    expect(own.others).toEqual([])
    expect(own.total).toBe(1)

    const other = filterPosts(blogPosts, 'SEO')
    expect(other.featured).toBeUndefined()
    expect(other.others.map((post) => post.category)).toEqual(['SEO'])
    expect(other.total).toBe(1)
  })

  it('returns nothing for a category without posts', () => {
    const onlyGrowth: BlogPost[] = blogPosts.filter((post) => post.category === 'Growth Hacking')
    expect(filterPosts(onlyGrowth, 'Email Marketing')).toEqual({ featured: undefined, others: [], total: 0 })
  })
})
