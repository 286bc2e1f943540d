import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { Link, Router } from 'wouter'
import { setTakingOverPrerendered, StaticContent } from './static-content'

/** At build time (`ssr`, prerendered at /blog as entry-server.tsx does) or in the browser. */
function page({ ssr = false, onLinkIntent }: { ssr?: boolean; onLinkIntent?: (href: string) => void } = {}) {
  return (
    <Router {...(ssr ? { ssrPath: '/blog' } : {})}>
      <StaticContent onLinkIntent={onLinkIntent}>
        <p>Prerendered text</p>
        <Link href="/blog/3">Read More</Link>
        <a href="/#pricing">Pricing</a>
        <a href="#contents">Contents</a>
        <a href="mailto:support@plansmith.app">Contact Us</a>
      </StaticContent>
    </Router>
  )
}

const where = () => `${window.location.pathname}${window.location.search}${window.location.hash}`

/**
 * Clicks `link`; true when the browser would follow it itself (the app left the click alone).
 * The browser's part is then cancelled: jsdom cannot load another document.
 */
function browserFollows(link: HTMLElement, init?: MouseEventInit) {
  let followed = false
  const after = (event: Event) => {
    followed = !event.defaultPrevented
    event.preventDefault()
  }
  document.addEventListener('click', after)
  fireEvent.click(link, init)
  document.removeEventListener('click', after)
  return followed
}

describe('StaticContent', () => {
  let root: Root | undefined
  beforeEach(() => window.history.replaceState(null, '', '/blog'))
  afterEach(() => {
    cleanup()
    act(() => root?.unmount())
    root = undefined
    document.body.innerHTML = ''
    setTakingOverPrerendered(false)
    window.history.replaceState(null, '', '/')
  })

  /** The page as the visitor lands on it: prerendered HTML, then taken over. */
  function landOn(onLinkIntent?: (href: string) => void) {
    const container = document.createElement('div')
    container.innerHTML = renderToString(page({ ssr: true }))
    document.body.append(container)
    const text = screen.getByText('Prerendered text')
    setTakingOverPrerendered(true)
    act(() => {
      root = hydrateRoot(container, page({ onLinkIntent }))
    })
    return text
  }

  it('keeps the prerendered HTML on the page the visitor landed on', () => {
    const text = landOn()
    expect(screen.getByText('Prerendered text')).toBe(text)
  })

  it('follows its links inside the app, as <Link> does', () => {
    landOn()
    expect(browserFollows(screen.getByRole('link', { name: 'Read More' }))).toBe(false)
    expect(where()).toBe('/blog/3')
  })

  it('takes a link to a landing section to the landing page', () => {
    landOn()
    expect(browserFollows(screen.getByRole('link', { name: 'Pricing' }))).toBe(false)
    expect(window.location.pathname).toBe('/')
  })

  it('leaves new tabs, in-page anchors and other schemes to the browser', () => {
    landOn()
    expect(browserFollows(screen.getByRole('link', { name: 'Read More' }), { ctrlKey: true })).toBe(true)
    expect(browserFollows(screen.getByRole('link', { name: 'Contact Us' }))).toBe(true)
    expect(browserFollows(screen.getByRole('link', { name: 'Contents' }))).toBe(true)
    expect(where()).toBe('/blog')
  })

  it('reports a pointer over a link, for prefetching', () => {
    const intents: string[] = []
    landOn((href) => intents.push(href))
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Read More' }))
    fireEvent.pointerOver(screen.getByText('Prerendered text'))
    expect(intents).toEqual(['/blog/3'])
  })

  it('renders its children when reached by navigation', () => {
    render(page())
    expect(screen.getByText('Prerendered text')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Read More' })).toHaveAttribute('href', '/blog/3')
  })
})
