import { render, screen, within } from '@testing-library/react'
import { PostCard } from '@/features/blog/components/post-card'
import { testPosts } from '@/test/blog-posts'
import { renderPrerendered } from '@/test/prerendered'
import BlogPostPage from './blog-post'
import PostNotFoundPage from './post-not-found'

describe('an article', () => {
  it('shows its image, category, date, read time, title, author, Share, body and call to action', async () => {
    const related = testPosts.slice(3).map((post) => <PostCard key={post.slug} post={post} />)
    await renderPrerendered(<BlogPostPage post={testPosts[2]!} related={related} />, { url: '/blog/local-seo-weekend' })
    const title = screen.getByRole('heading', { level: 1, name: 'Local SEO in a Weekend' })
    const header = within(title.closest('header')!)
    // The drawn cover says nothing the title does not: it is left out of the accessibility tree.
    const cover = document.querySelector('main img[src^="/content/covers/local-seo-weekend.png"]')
    expect(cover).toHaveAttribute('alt', '')
    expect(cover).toHaveAttribute('width', '1200')
    expect(header.getByRole('link', { name: 'SEO' })).toHaveAttribute('href', '/blog?category=seo')
    expect(header.getByText('October 27, 2026')).toHaveAttribute('datetime', '2026-10-27')
    expect(header.getByText('4 min read')).toBeInTheDocument()
    expect(header.getByTestId('post-author')).toHaveTextContent('Marketing Expert')
    expect(header.getByRole('button', { name: 'Share' })).toBeInTheDocument()
    // The body is in the prerendered HTML, not loaded afterwards.
    expect(screen.getByRole('heading', { level: 2, name: 'Saturday morning: your Google Business Profile' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to Put This Into Action?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Get My Free Plan/ })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: /^Read More about One Platform/ })).toHaveAttribute('href', '/blog/social-media-routine')
  })

  it('says Post Not Found for an unknown id, with a way back to the blog', () => {
    render(<PostNotFoundPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
  })
})
