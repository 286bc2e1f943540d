import { screen, within } from '@testing-library/react'
import { bindBlog } from '@/features/blog/islands'
import { testPosts } from '@/test/blog-posts'
import { renderPrerendered } from '@/test/prerendered'
import BlogPage, { blogListOf } from './blog'

/** The prerendered list at `/blog?search`, its chips and notices live. */
async function renderList(search = '') {
  const view = await renderPrerendered(<BlogPage list={blogListOf(testPosts)} />, { url: search ? `/blog?${search}` : '/blog' })
  bindBlog(view.container)
  return view
}

const address = () => `${window.location.pathname}${window.location.search}`

const articleTitles = () => screen.queryAllByRole('article').map((article) => within(article).getAllByRole('heading')[0]!.textContent)

describe('the blog list', () => {
  it('shows the featured article, a chip per category and the other articles with Read More', async () => {
    await renderList()
    expect(screen.getByRole('heading', { level: 1, name: 'The Plansmith Blog' })).toBeInTheDocument()
    expect(screen.getByText('Featured Article')).toBeInTheDocument()
    const chips = within(screen.getByRole('group', { name: 'Filter articles by category' })).getAllByRole('button')
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All',
      'Marketing Strategy',
      'Growth Hacking',
      'SEO',
      'Social Media',
      'Email Marketing',
    ])
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getAllByRole('article')).toHaveLength(5)
    expect(screen.getAllByRole('link', { name: /^Read More/ })).toHaveLength(5)
    expect(screen.getByRole('link', { name: /^Read More about Local SEO in a Weekend/ })).toHaveAttribute('href', '/blog/local-seo-weekend')
    expect(screen.getByTestId('blog-count')).toHaveTextContent('Showing all 5 articles')
  })

  it('links the Atom feed for feed readers', async () => {
    await renderList()
    const feed = screen.getByRole('link', { name: 'Follow in your feed reader' })
    expect(feed).toHaveAttribute('href', '/blog/feed.xml')
    expect(feed).toHaveAttribute('type', 'application/atom+xml')
  })

  it('filters by chip, keeping the featured article for All and its own category', async () => {
    const { user } = await renderList()

    await user.click(screen.getByRole('button', { name: 'SEO' }))
    expect(screen.getByRole('button', { name: 'SEO' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false')
    expect(articleTitles()).toEqual(['Local SEO in a Weekend'])
    expect(screen.getByText('Featured Article')).not.toBeVisible()
    expect(screen.getByTestId('blog-count')).toHaveTextContent('Showing 1 article in SEO')
    expect(address()).toBe('/blog?category=seo')
    expect(screen.getByRole('heading', { level: 2, name: 'SEO articles' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Marketing Strategy' }))
    expect(screen.getByText('Featured Article')).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(1)

    await user.click(screen.getByRole('button', { name: 'All' }))
    expect(screen.getAllByRole('article')).toHaveLength(5)
    expect(address()).toBe('/blog')
    expect(screen.getByRole('heading', { level: 2, name: 'Latest articles' })).toBeInTheDocument()
  })

  it('opens on the category in the address', async () => {
    await renderList('category=email-marketing')
    expect(screen.getByRole('button', { name: 'Email Marketing' })).toHaveAttribute('aria-pressed', 'true')
    expect(articleTitles()).toEqual(['Build Your Email List From Zero'])
  })

  it('tells a newsletter reader how their link went', async () => {
    const { user } = await renderList('newsletter=confirmed')
    expect(screen.getByRole('status')).toHaveTextContent('You’re subscribed!')
    // The other outcomes' notices stay hidden.
    expect(screen.getAllByRole('status')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.getByText('You’re subscribed!')).not.toBeVisible()
    expect(address()).toBe('/blog')
  })

  it('has one h1 and headings in order', async () => {
    await renderList()
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)))
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    levels.reduce((previous, level) => {
      expect(level - previous).toBeLessThanOrEqual(1)
      return level
    })
  })
})
