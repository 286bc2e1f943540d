import { describe, expect, it } from 'vitest'
import { blogPosts } from '@/content/blog/posts'
import { formatPostDate } from './post-meta'

describe('formatPostDate', () => {
  it('writes the date out in English, as Intl would in UTC', () => {
    expect(formatPostDate('2025-01-14')).toBe('January 14, 2025')
    expect(formatPostDate('2024-12-03')).toBe('December 3, 2024')
  })

  it('agrees with Intl for every post', () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })
    for (const post of blogPosts) {
      expect(formatPostDate(post.date)).toBe(intl.format(new Date(`${post.date}T00:00:00Z`)))
    }
  })
})
