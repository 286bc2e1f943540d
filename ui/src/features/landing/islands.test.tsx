import { act, screen, waitFor } from '@testing-library/react'
import { LEAD_SUBMITTED_EVENT } from '@/lib/events'
import HomePage from '@/pages/home'
import { jsonResponse, renderPrerendered, stubFetch } from '@/test/prerendered'
import { bindLiveCount, bindMenu, bindSectionLinks, LIVE_COUNT_REFRESH_MS } from './islands'

async function renderHome(bind: (root: Element) => void) {
  const view = await renderPrerendered(<HomePage />, { url: '/' })
  bind(view.container)
  return view
}

afterEach(() => {
  vi.useRealTimers()
  document.documentElement.classList.remove('layout-all')
})

describe('the live count', () => {
  it('shows the real number, zero included', async () => {
    stubFetch(() => jsonResponse(200, { totalPlans: 5, generatedToday: 0 }))
    await renderHome(bindLiveCount)
    await waitFor(() => expect(screen.getByTestId('hero-live-count')).toHaveTextContent('0 marketing toolkits delivered today'))
    expect(screen.queryByLabelText('Loading today’s count')).toBeNull()
  })

  it('falls back to 2847 only when the count is missing', async () => {
    stubFetch(() => jsonResponse(200, { totalPlans: 5 }))
    await renderHome(bindLiveCount)
    await waitFor(() => expect(screen.getByTestId('hero-count')).toHaveTextContent('2847'))
  })

  it('goes away when there is no answer to show', async () => {
    stubFetch(() => jsonResponse(500, { message: 'database is locked' }))
    await renderHome(bindLiveCount)
    await waitFor(() => expect(screen.getByTestId('hero-live-count')).not.toBeVisible())
  })

  it('reads the count again every 30 seconds while the page is visible, and after a survey is submitted', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] })
    let today = 3
    const fetchMock = stubFetch(() => jsonResponse(200, { totalPlans: 9, generatedToday: today }))
    await renderHome(bindLiveCount)
    await waitFor(() => expect(screen.getByTestId('hero-count')).toHaveTextContent('3'))

    today = 4
    act(() => vi.advanceTimersByTime(LIVE_COUNT_REFRESH_MS))
    await waitFor(() => expect(screen.getByTestId('hero-count')).toHaveTextContent('4'))

    today = 5
    window.dispatchEvent(new Event(LEAD_SUBMITTED_EVENT))
    await waitFor(() => expect(screen.getByTestId('hero-count')).toHaveTextContent('5'))
    expect(new Set(fetchMock.mock.calls.map(([url]) => url))).toEqual(new Set(['/api/leads/stats']))
  })

  it('keeps the last number when a later read fails', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] })
    let fail = false
    stubFetch(() => (fail ? jsonResponse(503, {}) : jsonResponse(200, { generatedToday: 7 })))
    await renderHome(bindLiveCount)
    await waitFor(() => expect(screen.getByTestId('hero-count')).toHaveTextContent('7'))
    fail = true
    act(() => vi.advanceTimersByTime(LIVE_COUNT_REFRESH_MS))
    await act(async () => {})
    expect(screen.getByTestId('hero-live-count')).toBeVisible()
    expect(screen.getByTestId('hero-count')).toHaveTextContent('7')
  })
})

describe('the header', () => {
  it('scrolls to a section, with every section laid out first, and moves the focus there', async () => {
    const scrolled: string[] = []
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      // Sections laid out only near the viewport would move the target as they render.
      expect(document.documentElement).toHaveClass('layout-all')
      scrolled.push(this.id)
    })
    const { user } = await renderHome(bindSectionLinks)
    await user.click(screen.getByRole('navigation', { name: 'Main' }).querySelector('[data-scroll-to="pricing"]')!)
    expect(scrolled).toEqual(['pricing'])
    expect(document.getElementById('pricing')).toHaveFocus()
    expect(window.location.hash).toBe('#pricing')

    // An in-page link in the footer does the same, without a jump of its own.
    await user.click(screen.getByRole('contentinfo').querySelector('a[href="#features"]')!)
    expect(scrolled).toEqual(['pricing', 'features'])
  })

  it('opens and closes the phone menu, which also closes when a section is chosen', async () => {
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {})
    const { user } = await renderHome((root) => {
      bindMenu(root)
      bindSectionLinks(root)
    })
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAccessibleName('Close menu')
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    expect(menu).toBeVisible()

    await user.click(menu.querySelector('[data-scroll-to="features"]')!)
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
    expect(toggle).toHaveAccessibleName('Open menu')
    expect(document.getElementById('features')).toHaveFocus()
  })
})
