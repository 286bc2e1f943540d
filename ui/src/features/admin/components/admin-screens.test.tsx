import { act, screen, waitFor, within } from '@testing-library/react'
import { Route, Switch } from 'wouter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@/components/ui/use-toast'
import { useAdminGuard, useAdminSession } from '@/lib/admin-session'
import { fakeServer, sampleLead as lead, renderWithRouter, type Call } from '@/test/admin'
import { Dashboard, SEARCH_DEBOUNCE_MS } from './dashboard'
import { LoginPage } from './login-page'

function Guarded() {
  const token = useAdminGuard()
  return token ? <Dashboard /> : null
}

function renderApp(path: string, search = '') {
  return renderWithRouter(
    <Switch>
      <Route path="/admin" component={Guarded} />
      <Route path="/admin/login" component={LoginPage} />
    </Switch>,
    { path, search },
  )
}

function toastTexts() {
  return useToastStore.getState().toasts.map((toast) => [toast.title, toast.description ?? null])
}

const stats = { 'GET /api/leads/stats': () => ({ body: { totalPlans: 1234, generatedToday: 7 } }) }

beforeEach(() => {
  useToastStore.setState({ toasts: [] })
  useAdminSession.getState().signOut()
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('/admin/login', () => {
  it('signs in, keeps the token under adminToken and goes to /admin', async () => {
    const { calls } = fakeServer({
      'POST /api/admin/login': () => ({ body: { token: 'jwt-1', expiresAt: '2999-01-01T00:00:00Z', username: 'ada' } }),
      'GET /api/admin/leads': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
      ...stats,
    })
    const { user, location } = renderApp('/admin/login')
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
    expect(screen.getByLabelText('Username')).toBeRequired()
    expect(screen.getByLabelText('Password')).toBeRequired()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
    await user.type(screen.getByLabelText('Username'), 'ada')
    await user.type(screen.getByLabelText('Password'), 'correct horse battery')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('heading', { name: 'Survey Submissions' })).toBeInTheDocument()
    expect(localStorage.getItem('adminToken')).toBe('jwt-1')
    expect(location.history.at(-1)).toBe('/admin')
    expect(toastTexts()).toContainEqual(['Login successful', 'Welcome to the admin dashboard'])
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/admin/login',
      body: { username: 'ada', password: 'correct horse battery' },
    })
    expect(calls[0].headers['content-type']).toBe('application/json')
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument()
  })

  it("reads 'Signing in...' while waiting", async () => {
    let answer: (value: { body: unknown }) => void = () => {}
    fakeServer({ 'POST /api/admin/login': () => new Promise((resolve) => (answer = resolve)) })
    const { user } = renderApp('/admin/login')
    await user.type(screen.getByLabelText('Username'), 'ada')
    await user.type(screen.getByLabelText('Password'), 'x')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await act(async () => answer({ body: { message: 'Invalid credentials' } }))
  })

  it.each([
    [401, { message: 'Invalid credentials' }, 'Invalid credentials'],
    [401, {}, 'Invalid credentials'],
    [429, { message: 'Too many attempts. Try again in 60 seconds.' }, 'Too many attempts. Try again in 60 seconds.'],
  ])('a %i answer shows Login failed with the server message', async (status, body, description) => {
    fakeServer({ 'POST /api/admin/login': () => ({ status, body }) })
    const { user } = renderApp('/admin/login')
    await user.type(screen.getByLabelText('Username'), 'ada')
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(toastTexts()).toContainEqual(['Login failed', description]))
    expect(localStorage.getItem('adminToken')).toBeNull()
    expect(screen.getByLabelText('Password')).toHaveValue('')
    expect(screen.getByLabelText('Username')).toHaveValue('ada')
  })

  it('a network failure shows Login error', async () => {
    fakeServer({ 'POST /api/admin/login': () => new TypeError('Failed to fetch') })
    const { user } = renderApp('/admin/login')
    await user.type(screen.getByLabelText('Username'), 'ada')
    await user.type(screen.getByLabelText('Password'), 'pw')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
    await waitFor(() => expect(toastTexts()).toContainEqual(['Login error', 'Something went wrong. Please try again.']))
  })
})

describe('/admin', () => {
  beforeEach(() => {
    useAdminSession.getState().signIn({ token: 'jwt-2', username: 'ada' })
  })

  it('without a token goes to the login page', async () => {
    useAdminSession.getState().signOut()
    const { location } = renderApp('/admin')
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument()
    expect(location.history).toEqual(['/admin/login'])
  })

  it('shows the counts and every part of a lead card', async () => {
    const { calls } = fakeServer({
      ...stats,
      'GET /api/admin/leads': () => ({
        body: [
          lead(2, { planGenerated: true, latestStrategyStatus: 'pending_review' }),
          lead(1, { businessName: '', website: null, specificLocation: null, sellLocation: 'online-only' }),
        ],
        headers: { 'X-Total-Count': '2' },
      }),
    })
    renderApp('/admin')
    const cards = await screen.findAllByTestId('lead-card')
    expect(cards).toHaveLength(2)
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling
    expect(stat('Total')).toHaveTextContent('1,234')
    expect(stat('Today')).toHaveTextContent('7')
    expect(calls.find((call) => call.url.startsWith('/api/admin/leads'))?.url).toBe('/api/admin/leads?page=1&pageSize=50')
    expect(calls.find((call) => call.url === '/api/leads/stats')?.headers.authorization).toBeUndefined()

    const [first, second] = cards.map((card) => within(card))
    expect(first.getByRole('heading', { name: 'Shop 2' })).toBeInTheDocument()
    expect(first.getByText('shop2@example.com')).toBeInTheDocument()
    for (const section of ['Business Details', 'Goals & Customers', 'Marketing Info']) {
      expect(first.getByRole('heading', { name: section })).toBeInTheDocument()
    }
    expect(first.getByText('Online store')).toBeInTheDocument()
    expect(first.getByText('Locally — Leeds')).toBeInTheDocument()
    expect(first.getByText('Instagram, E-mail newsletter')).toBeInTheDocument()
    expect(first.getByText('Traffic but no sales, Other: Seasonal sales')).toBeInTheDocument()
    // The survey no longer asks for a success vision: an empty one is not shown at all.
    expect(first.queryByText('Success vision')).toBeNull()
    expect(first.queryByText('Not provided')).toBeNull()
    expect(first.getByText('Plan Generated:').parentElement).toHaveTextContent('Plan Generated: Yes')
    expect(first.getByText('Pending review')).toBeInTheDocument()
    expect(first.getByText('22h left')).toBeInTheDocument()
    expect(first.getByRole('link', { name: 'Email Customer' }).getAttribute('href')).toMatch(
      /^mailto:shop2@example\.com\?.*body=Hi%20Shop%202%2C/,
    )

    expect(second.getByRole('heading', { name: 'Unnamed Business' })).toBeInTheDocument()
    expect(second.getAllByText('Not provided')).toHaveLength(1) // website
    expect(second.getByText('Online only')).toBeInTheDocument()
    expect(second.getByText('Plan Generated:').parentElement).toHaveTextContent('Plan Generated: No')
    expect(second.getByRole('link', { name: 'Email Customer' }).getAttribute('href')).toContain('body=Hi%20there%2C')
  })

  it('exports the current search as a CSV download', async () => {
    const { calls } = fakeServer({
      ...stats,
      'GET /api/admin/leads': () => ({ body: [lead(1)], headers: { 'X-Total-Count': '1' } }),
      'GET /api/admin/leads/export': () => ({
        body: 'id,email',
        headers: { 'Content-Disposition': 'attachment; filename="leads-2026-11-25.csv"' },
      }),
    })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:leads'), revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { user } = renderApp('/admin', 'q=candles')
    await screen.findAllByTestId('lead-card')
    await user.click(screen.getByRole('button', { name: 'Export matches (CSV)' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    const exported = calls.find((call) => call.url.startsWith('/api/admin/leads/export'))!
    expect(exported.url).toBe('/api/admin/leads/export?search=candles')
    expect(exported.headers.authorization).toBe('Bearer jwt-2')
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe('leads-2026-11-25.csv')
    click.mockRestore()
  })

  it('makes an overdue lead stand out and a sent one say Sent', async () => {
    fakeServer({
      ...stats,
      'GET /api/admin/leads': () => ({
        body: [
          lead(1, { createdAt: new Date(Date.now() - 27.5 * 3_600_000).toISOString() }),
          lead(2, { createdAt: new Date(Date.now() - 30 * 3_600_000).toISOString(), planSentAt: new Date().toISOString() }),
        ],
      }),
    })
    renderApp('/admin')
    const [overdue, sent] = await screen.findAllByTestId('lead-card')
    expect(within(overdue).getByText(/^Overdue by 3h 2\dm$/)).toBeInTheDocument()
    expect(overdue.className).toContain('border-red-300')
    expect(within(sent).getByText('Sent')).toBeInTheDocument()
    expect(within(sent).queryByText(/Overdue/)).toBeNull()
  })

  it("shows 'No submissions yet' when there are none", async () => {
    fakeServer({ ...stats, 'GET /api/admin/leads': () => ({ body: [], headers: { 'X-Total-Count': '0' } }) })
    renderApp('/admin')
    expect(await screen.findByText('No submissions yet')).toBeInTheDocument()
  })

  it("shows 'Failed to fetch leads' when the call fails", async () => {
    fakeServer({ ...stats, 'GET /api/admin/leads': () => ({ status: 500, body: { message: 'db down' } }) })
    renderApp('/admin')
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch leads')
  })

  it('a 401 from the leads call clears the token and goes to the login page', async () => {
    fakeServer({ ...stats, 'GET /api/admin/leads': () => ({ status: 401, body: { message: 'Token expired' } }) })
    const { location } = renderApp('/admin')
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument()
    expect(localStorage.getItem('adminToken')).toBeNull()
    expect(location.history.at(-1)).toBe('/admin/login')
    expect(toastTexts()).toContainEqual(['Authentication failed', 'Your session has ended. Please sign in again.'])
  })

  it('Logout clears the token and goes to the login page', async () => {
    fakeServer({ ...stats, 'GET /api/admin/leads': () => ({ body: [] }) })
    const { user, location } = renderApp('/admin')
    await screen.findByText('No submissions yet')
    await user.click(screen.getByRole('button', { name: 'Logout' }))
    expect(await screen.findByRole('heading', { name: 'Admin sign-in' })).toBeInTheDocument()
    expect(localStorage.getItem('adminToken')).toBeNull()
    expect(location.history.at(-1)).toBe('/admin/login')
  })

  const builtIn = { 'GET /api/admin/strategies/writer': () => ({ body: { name: 'built-in planner', ai: false } }) }

  it('the draft button names who writes the draft, reads Generating... and then says who wrote it', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {}
    const { calls } = fakeServer({
      ...stats,
      ...builtIn,
      'GET /api/admin/leads': () => ({ body: [lead(5)] }),
      'POST /api/generate-strategy': () => new Promise((resolve) => (answer = resolve)),
    })
    const { user } = renderApp('/admin')
    await user.click(await screen.findByRole('button', { name: 'Draft with the built-in planner' }))
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled()
    const call = calls.find((item) => item.url === '/api/generate-strategy') as Call
    expect(call).toMatchObject({ method: 'POST', body: { leadId: 5 } })
    expect(call.headers.authorization).toBe('Bearer jwt-2')
    await act(async () => answer({ status: 201, body: { id: 9, leadId: 5, status: 'pending_review', generator: 'built-in planner' } }))
    await waitFor(() => expect(toastTexts()).toContainEqual(['Success', 'Drafted by the built-in planner; it is pending review.']))
    // The list reloads (Plan Generated changes).
    await waitFor(() => expect(calls.filter((item) => item.url.startsWith('/api/admin/leads'))).toHaveLength(2))
  })

  it('with an AI provider the button names its model, and the toast says when the built-in planner stood in', async () => {
    fakeServer({
      ...stats,
      'GET /api/admin/strategies/writer': () => ({ body: { name: 'gpt-4o', ai: true } }),
      'GET /api/admin/leads': () => ({ body: [lead(5)] }),
      'POST /api/generate-strategy': () => ({
        status: 201,
        body: { id: 9, leadId: 5, status: 'pending_review', generator: 'built-in planner', generatorNote: 'AI: gpt-4o timed out.' },
      }),
    })
    const { user } = renderApp('/admin')
    await user.click(await screen.findByRole('button', { name: 'Draft with AI: gpt-4o' }))
    await waitFor(() => expect(toastTexts()).toContainEqual(['Success', 'Drafted by the built-in planner. AI: gpt-4o timed out.']))
  })

  it('drafting again for a lead whose plan went out asks first, and says so to the server', async () => {
    const { calls } = fakeServer({
      ...stats,
      ...builtIn,
      'GET /api/admin/leads': () => ({
        body: [lead(5, { planGenerated: true, latestStrategyStatus: 'sent', planSentAt: new Date().toISOString() })],
      }),
      'POST /api/generate-strategy': () => ({
        status: 201,
        body: { id: 10, leadId: 5, status: 'pending_review', generator: 'built-in planner' },
      }),
    })
    const { user } = renderApp('/admin')
    await user.click(await screen.findByRole('button', { name: 'Draft with the built-in planner' }))
    const dialog = await screen.findByRole('dialog', { name: 'A plan already went to shop5@example.com' })
    expect(calls.some((item) => item.url === '/api/generate-strategy')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Draft another plan' }))
    await waitFor(() =>
      expect(calls.find((item) => item.url === '/api/generate-strategy')).toMatchObject({ body: { leadId: 5, again: true } }),
    )
  })

  it('a lead with plans lists them, newest first, with who did what', async () => {
    fakeServer({
      ...stats,
      ...builtIn,
      'GET /api/admin/leads': () => ({
        body: [lead(5, { planGenerated: true, latestStrategyStatus: 'sent', planSentAt: '2026-11-27T10:00:00Z' })],
      }),
      'GET /api/admin/leads/5/strategies': () => ({
        body: [
          {
            id: 12,
            leadId: 5,
            status: 'sent',
            generator: 'built-in planner',
            events: [
              { action: 'generated', actor: 'system', at: '2026-11-27T09:00:00Z', detail: 'built-in planner' },
              { action: 'approved', actor: 'ana', at: '2026-11-27T09:30:00Z' },
              { action: 'sent', actor: 'ana', at: '2026-11-27T10:00:00Z' },
            ],
          },
        ],
      }),
    })
    const { user } = renderApp('/admin')
    await user.click(await screen.findByText('Plans and sends'))
    const plans = await screen.findByTestId('lead-plans')
    expect(within(plans).getByRole('link', { name: 'Plan #12' })).toHaveAttribute('href', '/admin/strategies?show=all&id=12')
    expect(plans).toHaveTextContent('Drafted automatically')
    expect(plans).toHaveTextContent('Sent to the customer by ana')
  })

  it.each([
    [{ status: 502, body: { message: 'The AI provider did not answer' } }, 'The AI provider did not answer'],
    [{ status: 500, body: '' }, 'Failed to draft a plan'],
  ])('a draft failing says Error', async (reply, description) => {
    fakeServer({ ...stats, ...builtIn, 'GET /api/admin/leads': () => ({ body: [lead(5)] }), 'POST /api/generate-strategy': () => reply })
    const { user } = renderApp('/admin')
    await user.click(await screen.findByRole('button', { name: 'Draft with the built-in planner' }))
    await waitFor(() => expect(toastTexts()).toContainEqual(['Error', description]))
  })

  it('searches by name or e-mail after typing stops, and pages through X-Total-Count', async () => {
    const { calls } = fakeServer({
      ...stats,
      'GET /api/admin/leads': (call) => {
        const page = Number(new URL(call.url, 'http://x').searchParams.get('page'))
        return { body: [lead(page * 100)], headers: { 'X-Total-Count': '120' } }
      },
    })
    const { user, location } = renderApp('/admin')
    expect(await screen.findByText('Showing 1–1 of 120 submissions')).toBeInTheDocument()
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Shop 200' })).toBeInTheDocument()
    expect(location.history.at(-1)).toBe('/admin?page=2')

    const leadCalls = () => calls.filter((call) => call.url.startsWith('/api/admin/leads')).map((call) => call.url)
    const before = leadCalls().length
    await user.type(screen.getByLabelText('Search submissions'), 'bloom')
    // Nothing is asked while typing; one call once it settles, back on page 1.
    expect(leadCalls()).toHaveLength(before)
    await waitFor(() => expect(leadCalls().at(-1)).toBe('/api/admin/leads?page=1&pageSize=50&search=bloom'), {
      timeout: SEARCH_DEBOUNCE_MS + 1000,
    })
    expect(leadCalls()).toHaveLength(before + 1)
    expect(location.history.at(-1)).toBe('/admin?q=bloom')
  })
})
