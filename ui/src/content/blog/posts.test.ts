import { BLOG_CATEGORIES, blogPosts, findPost, loadPostBody } from './posts'

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length

describe('the blog posts', () => {
  it('are six, ids 1 to 6, with id 1 the only featured one', () => {
    expect(blogPosts.map((post) => post.id)).toEqual([1, 2, 3, 4, 5, 6])
    expect(blogPosts.filter((post) => post.featured).map((post) => post.id)).toEqual([1])
  })

  it('cover each category once, by the Marketing Expert', () => {
    expect(blogPosts.map((post) => post.category).sort()).toEqual([...BLOG_CATEGORIES].sort())
    for (const post of blogPosts) {
      expect(post.author).toBe('Marketing Expert')
      expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(post.imageAlt.length).toBeGreaterThan(20)
      expect(post.image).toBeTruthy()
    }
  })

  it.each(blogPosts.map((post) => [post.id, post] as const))(
    'post %i has a real body of 600+ words, headed from h2, and an honest read time',
    async (_id, post) => {
      const body = await loadPostBody(post)
      const count = words(body)
      expect(count).toBeGreaterThanOrEqual(600)
      expect(body).not.toMatch(/<h1[\s>]/i)
      expect(body).toMatch(/<h2>/)
      expect(body).not.toMatch(/lorem ipsum/i)
      const minutes = Number(post.readTime.match(/^(\d+) min read$/)?.[1])
      expect(Math.abs(minutes - count / 200)).toBeLessThanOrEqual(1)
    },
  )
})

describe('finding a post by its route id', () => {
  it('finds the six posts', () => {
    for (const id of ['1', '2', '3', '4', '5', '6']) expect(findPost(id)?.id).toBe(Number(id))
    expect(findPost(3)?.category).toBe('SEO')
  })

  it('finds nothing for an unknown or malformed id', () => {
    for (const id of ['0', '7', '99', '-1', '1.0', '01', '2abc', 'one', '', ' 1', undefined]) {
      expect(findPost(id), String(id)).toBeUndefined()
    }
  })
})
