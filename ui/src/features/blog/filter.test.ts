import { cardSpan, categorySlug, countLabel, listHeading } from './filter'

describe('the category filter', () => {
  it('writes categories into addresses', () => {
    expect(categorySlug('Email Marketing')).toBe('email-marketing')
    expect(categorySlug('SEO')).toBe('seo')
  })

  it('fills the rows of the grid whatever the count', () => {
    expect([0, 1, 2, 3, 4].map((i) => cardSpan(i, 5))).toEqual([
      'lg:col-span-3',
      'lg:col-span-3',
      'lg:col-span-2',
      'lg:col-span-2',
      'lg:col-span-2',
    ])
    expect([0, 1, 2, 3].map((i) => cardSpan(i, 4))).toEqual(['lg:col-span-3', 'lg:col-span-3', 'lg:col-span-3', 'lg:col-span-3'])
    expect([0, 1, 2].map((i) => cardSpan(i, 3))).toEqual(['lg:col-span-2', 'lg:col-span-2', 'lg:col-span-2'])
  })

  it('says what is shown', () => {
    expect(countLabel(6, null)).toBe('Showing all 6 articles')
    expect(countLabel(1, 'SEO')).toBe('Showing 1 article in SEO')
    expect(listHeading(null)).toBe('Latest articles')
    expect(listHeading('SEO')).toBe('SEO articles')
  })
})
