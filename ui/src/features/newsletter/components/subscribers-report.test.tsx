import { screen, waitFor, within } from '@testing-library/react'
import { Route, Switch } from 'wouter'
import { beforeEach, describe, expect, it } from 'vitest'
import AdminSubscribersPage from '@/pages/admin-subscribers'
import { useAdminSession } from '@/lib/admin-session'
import { fakeServer, renderWithRouter } from '@/test/admin'

function renderPage(search = '') {
  return renderWithRouter(
    <Switch>
      <Route path="/admin/subscribers" component={AdminSubscribersPage} />
    </Switch>,
    { path: '/admin/subscribers', search },
  )
}

beforeEach(() => {
  useAdminSession.getState().signIn({ token: 'tok', username: 'ada' })
})

describe('/admin/subscribers', () => {
  it('lists the confirmed subscribers, shows the others when asked, and counts them all', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/subscribers': (call) => {
        const status = new URL(call.url, 'http://x').searchParams.get('status')
        const rows =
          status === 'all'
            ? [
                { email: 'a@example.com', status: 'confirmed', createdAt: '2026-11-01T10:00:00Z' },
                { email: 'b@example.com', status: 'pending', createdAt: '2026-11-02T10:00:00Z' },
              ]
            : [{ email: 'a@example.com', status: 'confirmed', createdAt: '2026-11-01T10:00:00Z' }]
        return { body: rows, headers: { 'X-Total-Count': String(rows.length) } }
      },
    })
    const { user, location } = renderPage()
    const list = await screen.findByTestId('subscribers')
    expect(within(list).getByText('a@example.com')).toBeInTheDocument()
    expect(screen.getByTestId('subscriber-count')).toHaveTextContent('1 subscriber')
    expect(calls[0].url).toBe('/api/admin/subscribers?status=confirmed&page=1&pageSize=50')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all')
    expect(location.history.at(-1)).toBe('/admin/subscribers?status=all')
    await waitFor(() => expect(screen.getByTestId('subscriber-count')).toHaveTextContent('2 subscribers'))
    expect(within(screen.getByTestId('subscribers')).getByText('Not confirmed yet')).toBeInTheDocument()
  })
})
