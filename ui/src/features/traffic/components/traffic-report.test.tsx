import { screen, waitFor, within } from '@testing-library/react'
import { Route, Switch } from 'wouter'
import { beforeEach, describe, expect, it } from 'vitest'
import AdminTrafficPage from '@/pages/admin-traffic'
import { useAdminSession } from '@/lib/admin-session'
import { fakeServer, renderWithRouter } from '@/test/admin'
import type { Traffic } from '../api/traffic'
import { fillDays, funnelRows, percentOf } from '../report'
import { EMPTY_TEXT } from './traffic-report'

function today(offset = 0) {
  const now = new Date()
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() - offset)).toISOString().slice(0, 10)
}

const report: Traffic = {
  days: [
    { day: today(1), views: 12, visitors: 5 },
    { day: today(0), views: 30, visitors: 9 },
  ],
  topPages: [
    { name: '/', views: 31 },
    { name: '/blog', views: 11 },
  ],
  referrers: [{ name: 'news.example.com', views: 4 }],
  funnel: { opened: 8, steps: [8, 6, 4, ...Array(14).fill(1)], submitted: 1 },
}

function renderPage(search = '') {
  return renderWithRouter(
    <Switch>
      <Route path="/admin/traffic" component={AdminTrafficPage} />
      <Route path="/admin/login">login page</Route>
    </Switch>,
    { path: '/admin/traffic', search },
  )
}

beforeEach(() => {
  useAdminSession.getState().signIn({ token: 'tok', username: 'ada' })
})

describe('traffic report rules', () => {
  it('gives each funnel stage its share of those who opened', () => {
    const rows = funnelRows({ opened: 8, steps: [8, 6, 3], submitted: 1 }, 3)
    expect(rows.map((row) => [row.label, row.count, row.percent])).toEqual([
      ['Opened', 8, 100],
      ['Step 1', 8, 100],
      ['Step 2', 6, 75],
      ['Step 3', 3, 38],
      ['Submitted', 1, 13],
    ])
    expect(percentOf(5, 0)).toBe(0)
  })

  it('fills the days without visits with zeros', () => {
    const days = fillDays([{ day: '2026-03-02', views: 4, visitors: 2 }], 3, new Date(2026, 2, 3))
    expect(days).toEqual([
      { day: '2026-03-01', views: 0, visitors: 0 },
      { day: '2026-03-02', views: 4, visitors: 2 },
      { day: '2026-03-03', views: 0, visitors: 0 },
    ])
  })
})

describe('the Traffic page', () => {
  it('shows totals, the daily table, top pages, referrers and the funnel with percentages', async () => {
    const { calls } = fakeServer({ 'GET /api/admin/traffic': () => ({ body: report }) })
    renderPage()
    const funnel = await screen.findByTestId('survey-funnel')
    expect(calls[0]!.url).toBe('/api/admin/traffic?days=30')
    expect(calls[0]!.headers.authorization).toBe('Bearer tok')
    expect(screen.getByRole('heading', { name: 'Traffic', level: 1 })).toBeInTheDocument()

    const row = (name: string) => within(funnel).getByRole('row', { name: new RegExp(`^${name}\\b`) })
    expect(
      within(row('Opened'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '100%'])
    expect(
      within(row('Step 2'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6', '75%'])
    expect(
      within(row('Step 3'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['4', '50%'])
    expect(
      within(row('Submitted'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '13%'])

    const tiles = screen.getByText('Page views').closest('div')!
    expect(tiles).toHaveTextContent('42')
    const pages = screen.getByRole('region', { name: 'Top pages' })
    expect(within(pages).getByRole('row', { name: '/blog 11' })).toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: 'Referrers' })).getByText('news.example.com')).toBeInTheDocument()
    const daily = screen.getByRole('region', { name: 'Views and visitors per day' })
    expect(within(daily).getByRole('img')).toBeInTheDocument()
    // Newest first: header row, today, yesterday.
    const rows = within(daily).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '9'])
  })

  it('asks for another range when the admin picks one', async () => {
    const { calls } = fakeServer({ 'GET /api/admin/traffic': () => ({ body: report }) })
    const { user, location } = renderPage()
    await screen.findByTestId('survey-funnel')
    await user.click(screen.getByRole('button', { name: '7 days' }))
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/admin/traffic?days=7'))
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
    expect(location.history.at(-1)).toBe('/admin/traffic?days=7')
  })

  it('says so when nothing was recorded', async () => {
    fakeServer({
      'GET /api/admin/traffic': () => ({
        body: { days: [], topPages: [], referrers: [], funnel: { opened: 0, steps: Array(17).fill(0), submitted: 0 } },
      }),
    })
    renderPage()
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument()
    expect(screen.queryByTestId('survey-funnel')).not.toBeInTheDocument()
  })

  it('sends a visitor without a token to the login page, and a 401 ends the session', async () => {
    fakeServer({ 'GET /api/admin/traffic': () => ({ status: 401, body: { message: 'Unauthorized' } }) })
    renderPage()
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(useAdminSession.getState().token).toBeNull()
    expect(localStorage.getItem('adminToken')).toBeNull()
  })
})
