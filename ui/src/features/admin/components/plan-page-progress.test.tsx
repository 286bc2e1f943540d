import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@/components/ui/use-toast'
import { useAdminSession } from '@/lib/admin-session'
import { fakeServer, renderWithRouter, sampleLead } from '@/test/admin'
import type { PlanPageProgress } from '../api/plan-pages'
import { Dashboard, FOLLOWING_LABEL } from './dashboard'
import { mondayEmailsText, planWeekText, tickedText } from './plan-page-progress'

const TOKEN = 'a1'.repeat(24)
const HOUR = 3_600_000

function progress(overrides: Partial<PlanPageProgress> = {}): PlanPageProgress {
  return {
    path: `/plan/${TOKEN}`,
    startsOn: '2026-11-16',
    week: 3,
    ticked: 5,
    total: 40,
    visits: 7,
    lastVisitAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    emailsSent: 4,
    emailsOpened: 2,
    mondayEmails: 'on',
    revokedAt: null,
    ...overrides,
  }
}

function sentLead(id: number, planPage: PlanPageProgress | null = progress()) {
  return sampleLead(id, {
    planGenerated: true,
    latestStrategyStatus: 'sent',
    planSentAt: new Date(Date.now() - 24 * HOUR).toISOString(),
    planPage,
  })
}

const stats = { 'GET /api/leads/stats': () => ({ body: { totalPlans: 12, generatedToday: 1 } }) }

function toastTexts() {
  return useToastStore.getState().toasts.map((toast) => [toast.title, toast.description ?? null])
}

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  // After user-event's setup, which installs its own clipboard stub.
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true })
}

beforeEach(() => {
  useToastStore.setState({ toasts: [] })
  useAdminSession.getState().signIn({ token: 'jwt-3', username: 'ada' })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the words of a plan page', () => {
  it('names the week, the start before week 1 and the end after week 13', () => {
    expect(planWeekText({ week: 3, startsOn: '2026-11-16' })).toBe('Week 3 of 13')
    expect(planWeekText({ week: 13, startsOn: '2026-11-16' })).toBe('Week 13 of 13')
    // The calendar date as written, whatever the reader's time zone.
    const monday = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' })
    expect(planWeekText({ week: 0, startsOn: '2026-12-07' })).toBe(`Starts ${monday.format(Date.UTC(2026, 11, 7))}`)
    expect(planWeekText({ week: 14, startsOn: '2026-08-03' })).toBe('Finished')
  })

  it('counts the ticks', () => {
    expect(tickedText(5, 40)).toBe('5 of 40 tasks ticked')
    expect(tickedText(0, 1)).toBe('0 of 1 task ticked')
  })

  it.each([
    ['on', 'on · 4 sent · opened from 2'],
    ['paused', 'paused after three quiet weeks · 4 sent · opened from 2'],
    ['stopped', 'stopped by the founder · 4 sent · opened from 2'],
    ['ended', 'ended after week 13 · 4 sent · opened from 2'],
    ['revoked', 'link turned off · 4 sent · opened from 2'],
  ])('says what the Monday e-mails are doing when they are %s', (state, text) => {
    expect(mondayEmailsText({ mondayEmails: state, emailsSent: 4, emailsOpened: 2 })).toBe(text)
  })
})

describe('a lead card with a plan page', () => {
  it('shows the week, the ticks as a progress bar, the last visit and the Monday e-mails', async () => {
    fakeServer({ ...stats, 'GET /api/admin/leads': () => ({ body: [sentLead(5), sampleLead(4)] }) })
    renderWithRouter(<Dashboard />, { path: '/admin' })
    const [withPage, without] = await screen.findAllByTestId('lead-card')
    expect(within(without).queryByRole('region', { name: 'Plan page' })).toBeNull()

    const section = within(withPage).getByRole('region', { name: 'Plan page' })
    const page = within(section)
    expect(page.getByText('Week 3 of 13')).toBeInTheDocument()
    const bar = page.getByRole('progressbar', { name: '5 of 40 tasks ticked' })
    expect(bar).toHaveAttribute('aria-valuenow', '13')
    expect(bar).toHaveAttribute('aria-valuetext', '5 of 40 tasks ticked')
    expect(page.getByText('Last visit').nextElementSibling).toHaveTextContent(
      `${new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' }).format(-2, 'hour')} · 7 visits`,
    )
    expect(page.getByText('Monday e-mails').nextElementSibling).toHaveTextContent('on · 4 sent · opened from 2')
    // The founder's link is copied, never offered as a link: opening it would count as their visit.
    expect(section.querySelector(`a[href*="${TOKEN}"]`)).toBeNull()
    expect(page.getByRole('button', { name: 'Copy the founder’s link' })).toBeInTheDocument()
    expect(page.getByRole('button', { name: 'Turn off the link' })).toBeInTheDocument()
  })

  it('says when a page was never opened', async () => {
    fakeServer({
      ...stats,
      'GET /api/admin/leads': () => ({ body: [sentLead(5, progress({ week: 0, visits: 0, lastVisitAt: null, ticked: 0 }))] }),
    })
    renderWithRouter(<Dashboard />, { path: '/admin' })
    const section = await screen.findByRole('region', { name: 'Plan page' })
    expect(within(section).getByText(/^Starts /)).toBeInTheDocument()
    expect(within(section).getByText('Last visit').nextElementSibling).toHaveTextContent('Not opened yet')
    expect(within(section).getByRole('progressbar', { name: '0 of 40 tasks ticked' })).toHaveAttribute('aria-valuenow', '0')
  })

  it('copies the whole link of the page on this site', async () => {
    fakeServer({ ...stats, 'GET /api/admin/leads': () => ({ body: [sentLead(5)] }) })
    const { user } = renderWithRouter(<Dashboard />, { path: '/admin' })
    const copy = await screen.findByRole('button', { name: 'Copy the founder’s link' })
    const writeText = vi.fn().mockResolvedValue(undefined)
    setClipboard({ writeText })
    await user.click(copy)
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/plan/${TOKEN}`)
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(['Link copied', 'Give it to the founder only: anyone with it can open their plan.']),
    )
  })

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    fakeServer({ ...stats, 'GET /api/admin/leads': () => ({ body: [sentLead(5)] }) })
    const { user } = renderWithRouter(<Dashboard />, { path: '/admin' })
    const copy = await screen.findByRole('button', { name: 'Copy the founder’s link' })
    setClipboard(undefined)
    document.execCommand = vi.fn().mockReturnValue(false)
    await user.click(copy)
    await waitFor(() =>
      expect(toastTexts()).toContainEqual(['Could not copy the link', `Copy it from here: ${window.location.origin}/plan/${TOKEN}`]),
    )
  })

  it('turns the link off after a confirmation, then shows the lead as the server has it', async () => {
    let revoked = false
    const { calls } = fakeServer({
      ...stats,
      'GET /api/admin/leads': () => ({
        body: [sentLead(5, revoked ? progress({ mondayEmails: 'revoked', revokedAt: new Date().toISOString() }) : progress())],
      }),
      'GET /api/admin/plan-pages/following': () => ({ body: { thisWeek: revoked ? 0 : 1, live: revoked ? 0 : 1 } }),
      'POST /api/admin/leads/5/plan-page/revoke': () => {
        revoked = true
        return { body: { revoked: 1 } }
      },
    })
    const { user } = renderWithRouter(<Dashboard />, { path: '/admin' })
    await user.click(await screen.findByRole('button', { name: 'Turn off the link' }))
    const dialog = await screen.findByRole('dialog', { name: 'Turn off Shop 5’s plan link?' })
    expect(dialog).toHaveTextContent('the Monday e-mails stop')

    // Cancel changes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'Turn off the link' })).toHaveFocus()
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await user.keyboard('{Enter}')
    const again = await screen.findByRole('dialog', { name: 'Turn off Shop 5’s plan link?' })
    await user.click(within(again).getByRole('button', { name: 'Turn off the link' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const post = calls.find((call) => call.method === 'POST')!
    expect(post.url).toBe('/api/admin/leads/5/plan-page/revoke')
    expect(post.headers.authorization).toBe('Bearer jwt-3')
    expect(toastTexts()).toContainEqual(['Link turned off', 'Shop 5’s plan page no longer opens, and its Monday e-mails have stopped.'])

    // The leads and the tile were asked again: the card shows the link off, with nothing left to press.
    const section = screen.getByRole('region', { name: 'Plan page' })
    expect(within(section).getByText('Monday e-mails').nextElementSibling).toHaveTextContent('link turned off · 4 sent · opened from 2')
    expect(within(section).getByText(/the founder’s link no longer opens the page/)).toBeInTheDocument()
    expect(within(section).queryByRole('button')).toBeNull()
    // The focus stays in the card, on what changed.
    expect(section).toHaveFocus()
    expect(screen.getByTestId('following-tile')).toHaveTextContent('0of 0 live')
  })

  it('says why a turn-off failed and keeps the dialog open', async () => {
    fakeServer({
      ...stats,
      'GET /api/admin/leads': () => ({ body: [sentLead(5)] }),
      'POST /api/admin/leads/5/plan-page/revoke': () => ({ status: 404, body: { message: 'Lead 5 has no plan page to turn off' } }),
    })
    const { user } = renderWithRouter(<Dashboard />, { path: '/admin' })
    await user.click(await screen.findByRole('button', { name: 'Turn off the link' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Turn off the link' }))
    await waitFor(() => expect(toastTexts()).toContainEqual(['Failed to turn off the link', 'Lead 5 has no plan page to turn off']))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})

describe('the dashboard tile', () => {
  it('counts the founders following their plan this week, of the live pages', async () => {
    const { calls } = fakeServer({
      ...stats,
      'GET /api/admin/leads': () => ({ body: [] }),
      'GET /api/admin/plan-pages/following': () => ({ body: { thisWeek: 3, live: 12 } }),
    })
    renderWithRouter(<Dashboard />, { path: '/admin' })
    const tile = await screen.findByTestId('following-tile')
    const value = within(tile).getByText(FOLLOWING_LABEL, { selector: 'dt' }).nextElementSibling!
    await waitFor(() => expect(value).toHaveTextContent('3of 12 live'))
    expect(calls.find((call) => call.url === '/api/admin/plan-pages/following')?.headers.authorization).toBe('Bearer jwt-3')
  })

  it('shows a dash when the count cannot be had', async () => {
    fakeServer({
      ...stats,
      'GET /api/admin/leads': () => ({ body: [] }),
      'GET /api/admin/plan-pages/following': () => ({ status: 500, body: { message: 'db down' } }),
    })
    renderWithRouter(<Dashboard />, { path: '/admin' })
    await screen.findByText('No submissions yet')
    const tile = screen.getByTestId('following-tile')
    await waitFor(() => expect(within(tile).getByText(FOLLOWING_LABEL, { selector: 'dt' }).nextElementSibling).toHaveTextContent('—'))
  })
})
