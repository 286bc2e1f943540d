import { screen, waitFor, within } from '@testing-library/react'
import { Route, Switch } from 'wouter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToastStore } from '@/components/ui/use-toast'
import { useAdminGuard, useAdminSession } from '@/lib/admin-session'
import { fakeServer, renderWithRouter, type Call } from '@/test/admin'
import type { Strategy } from '../types'
import { StrategyReview } from './strategy-review'

const TOKEN = 'test-token'

function strategy(id: number, status: Strategy['status'], overrides: Partial<Strategy> = {}): Strategy {
  return {
    id,
    leadId: 100 + id,
    status,
    strategy: `# Plan ${id}\n\n## Summary\nA plan for business ${id}.`,
    createdAt: '2025-03-01T09:00:00Z',
    reviewedAt: status === 'pending_review' ? null : '2025-03-01T10:00:00Z',
    sentAt: status === 'sent' ? '2025-03-01T11:00:00Z' : null,
    rejectReason: status === 'rejected' ? 'Quality review' : null,
    reviewedBy: status === 'pending_review' ? null : 'ada',
    sentBy: status === 'sent' ? 'ada' : null,
    createdBy: 'system',
    generator: 'built-in planner',
    lead: {
      businessName: `Business ${id}`,
      email: `owner${id}@example.com`,
      businessType: 'food-beverage',
      businessStage: 'launched',
      primaryGoal: 'get-first-customers',
      createdAt: '2025-03-01T08:00:00Z',
    },
    ...overrides,
  }
}

/** A tiny in-memory version of the strategies API, with the server's status machine. */
function server(initial: Strategy[]) {
  const store = new Map(initial.map((item) => [item.id, { ...item }]))
  const idOf = (call: Call) => Number(call.url.split('/')[4])
  const transition = (from: Strategy['status'], to: Strategy['status']) => (call: Call) => {
    const item = store.get(idOf(call))
    if (!item) return { status: 404, body: { message: 'Strategy not found' } }
    if (item.status !== from) return { status: 409, body: { message: `Strategy is ${item.status}` } }
    item.status = to
    if (to === 'rejected') item.rejectReason = (call.body as { reason: string }).reason
    return { body: item }
  }
  const routes: Record<string, (call: Call) => unknown> = {
    'GET /api/admin/strategies/pending': () => ({
      body: [...store.values()].filter((item) => item.status === 'pending_review' || item.status === 'approved'),
    }),
    'GET /api/admin/strategies': (call) => {
      const shown = new URL(call.url, 'http://x').searchParams.get('status')
      return { body: [...store.values()].filter((item) => shown === 'all' || item.status === shown).reverse() }
    },
  }
  for (const item of initial) {
    const base = `/api/admin/strategies/${item.id}`
    routes[`GET ${base}`] = (call) => ({ body: store.get(idOf(call)) })
    routes[`POST ${base}/approve`] = transition('pending_review', 'approved')
    routes[`POST ${base}/reject`] = transition('pending_review', 'rejected')
    routes[`POST ${base}/send`] = (call) => {
      // A second plan to the same address needs a reason, as on the server.
      const current = store.get(idOf(call))!
      if (current.previousSend && !(call.body as { reason?: string } | undefined)?.reason) {
        return { status: 409, body: { message: 'give the reason' } }
      }
      return transition('approved', 'sent')(call)
    }
    routes[`POST ${base}/preview`] = (call) => {
      const text = (call.body as { strategy: string }).strategy
      return { body: { subject: 'Your marketing plan', html: `<html><body><p>${text}</p></body></html>`, text } }
    }
    routes[`PUT ${base}`] = (call) => {
      const current = store.get(idOf(call))!
      if (current.status !== 'pending_review') return { status: 409, body: { message: 'Not editable' } }
      current.strategy = (call.body as { strategy: string }).strategy
      return { body: current }
    }
  }
  return { store, ...fakeServer(routes as never) }
}

/** What the plan pane shows: the e-mail preview's HTML. */
async function shownPlan(pane: HTMLElement) {
  const frame = await within(pane).findByTestId('plan-preview')
  return frame.getAttribute('srcdoc') ?? ''
}

function Page() {
  const token = useAdminGuard()
  return token ? <StrategyReview /> : null
}

function renderReview(search = '') {
  return renderWithRouter(
    <Switch>
      <Route path="/admin/strategies" component={Page} />
      <Route path="/admin/login">login page</Route>
    </Switch>,
    { path: '/admin/strategies', search },
  )
}

function toastTexts() {
  return useToastStore.getState().toasts.map((toast) => [toast.title, toast.description ?? null])
}

function detailPane() {
  return screen.getByRole('region', { name: 'Strategy review' })
}

function pendingCalls(calls: Call[]) {
  return calls.filter((call) => call.url.startsWith('/api/admin/strategies/pending?')).length
}

beforeEach(() => {
  useToastStore.setState({ toasts: [] })
  useAdminSession.getState().signIn({ token: TOKEN, username: 'ada' })
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the strategies list', () => {
  it('lists pending strategies with a count, names, status, and asks for a pick', async () => {
    server([strategy(1, 'pending_review'), strategy(2, 'approved')])
    renderReview()
    const list = await screen.findByRole('list', { name: 'Strategies awaiting review or sending' })
    expect(screen.getByRole('heading', { name: 'Pending Strategies' })).toBeInTheDocument()
    expect(screen.getByTestId('pending-count')).toHaveTextContent('2')
    const items = within(list).getAllByRole('link')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Business 1')
    expect(items[0]).toHaveTextContent('owner1@example.com')
    expect(items[0]).toHaveTextContent('Food & beverage')
    expect(items[0]).toHaveTextContent('Pending review')
    expect(items[1]).toHaveTextContent('Business 2')
    expect(items[1]).toHaveTextContent('Approved')
    expect(screen.getAllByText('Select a strategy from the list to review').length).toBeGreaterThan(0)
  })

  it('pages a long queue 50 at a time, counting them all, and keeps the page when one is opened', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/strategies/pending': (call) => {
        const page = Number(new URL(call.url, 'http://x').searchParams.get('page'))
        const first = (page - 1) * 50 + 1
        const count = page === 3 ? 20 : 50
        return { body: Array.from({ length: count }, (_, i) => strategy(first + i, 'pending_review')), headers: { 'X-Total-Count': '120' } }
      },
    })
    const { user } = renderReview('page=3')
    const list = await screen.findByRole('list', { name: 'Strategies awaiting review or sending' })
    expect(calls.at(-1)!.url).toBe('/api/admin/strategies/pending?page=3&pageSize=50')
    expect(screen.getByTestId('pending-count')).toHaveTextContent('120')
    const items = within(list).getAllByRole('link')
    expect(items).toHaveLength(20)
    expect(items[0]).toHaveTextContent('Business 101')
    expect(items[0]).toHaveAttribute('href', '/admin/strategies?id=101&page=3')
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument()
    await waitFor(() => expect(calls.at(-1)!.url).toBe('/api/admin/strategies/pending?page=2&pageSize=50'))
  })

  it('says so when nothing is pending', async () => {
    server([])
    renderReview()
    expect(await screen.findByText('No pending strategies to review')).toBeInTheDocument()
    expect(screen.getByTestId('pending-count')).toHaveTextContent('0')
  })

  it('tells the admin when the list fails to load', async () => {
    fakeServer({ 'GET /api/admin/strategies/pending': () => ({ status: 500, body: { message: 'boom' } }) })
    renderReview()
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load pending strategies')
    await waitFor(() => expect(toastTexts()).toContainEqual(['Failed to load pending strategies', null]))
  })

  it('sends the bearer token with every call', async () => {
    const { calls } = server([strategy(1, 'pending_review')])
    renderReview()
    await screen.findByText('Business 1')
    expect(calls[0].headers.authorization).toBe(`Bearer ${TOKEN}`)
  })

  it('goes to the login page when the server answers 401', async () => {
    fakeServer({ 'GET /api/admin/strategies/pending': () => ({ status: 401, body: { message: 'Token expired' } }) })
    const { location } = renderReview()
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(localStorage.getItem('adminToken')).toBeNull()
    expect(location.history.at(-1)).toBe('/admin/login')
  })
})

describe('the actions each state allows', () => {
  it('picking a strategy shows its text, and pending_review offers Edit, Reject and Approve', async () => {
    server([strategy(1, 'pending_review')])
    const { user, location } = renderReview()
    await user.click(await screen.findByRole('link', { name: /Business 1/ }))
    expect(location.history.at(-1)).toBe('/admin/strategies?id=1')
    const pane = detailPane()
    await waitFor(async () => expect(await shownPlan(pane)).toContain('A plan for business 1.'))
    expect(within(pane).getByRole('tab', { name: 'Strategy Content' })).toHaveAttribute('aria-selected', 'true')
    // The Markdown, preformatted, is one click away.
    await user.click(within(pane).getByRole('button', { name: 'Markdown' }))
    expect(within(pane).getByTestId('strategy-text')).toHaveTextContent('A plan for business 1.')
    for (const name of ['Edit', 'Reject', 'Approve']) expect(within(pane).getByRole('button', { name })).toBeEnabled()
    expect(within(pane).queryByRole('button', { name: 'Send to Customer' })).toBeNull()
  })

  it('approved offers only Send to Customer', async () => {
    server([strategy(2, 'approved')])
    renderReview('id=2')
    const pane = detailPane()
    expect(await within(pane).findByRole('button', { name: 'Send to Customer' })).toBeEnabled()
    for (const name of ['Edit', 'Reject', 'Approve']) expect(within(pane).queryByRole('button', { name })).toBeNull()
  })

  it.each(['sent', 'rejected'] as const)('%s offers no action', async (status) => {
    server([strategy(3, status)])
    renderReview('id=3')
    const pane = detailPane()
    await within(pane).findByTestId('plan-preview')
    for (const name of ['Edit', 'Reject', 'Approve', 'Send to Customer']) {
      expect(within(pane).queryByRole('button', { name })).toBeNull()
    }
  })

  it('Approve moves the draft to approved, says so and reloads the list', async () => {
    const { calls } = server([strategy(1, 'pending_review')])
    const { user } = renderReview('id=1')
    const pane = detailPane()
    await user.click(await within(pane).findByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(toastTexts()).toContainEqual(['Strategy approved successfully', null]))
    const approve = calls.find((call) => call.url === '/api/admin/strategies/1/approve')!
    expect(approve).toMatchObject({ method: 'POST', body: undefined })
    expect(approve.headers.authorization).toBe(`Bearer ${TOKEN}`)
    expect(await within(pane).findByRole('button', { name: 'Send to Customer' })).toBeInTheDocument()
    await waitFor(() => expect(pendingCalls(calls)).toBe(2))
  })

  it("Reject gives the reason 'Quality review' and the draft leaves the list", async () => {
    const { calls } = server([strategy(1, 'pending_review'), strategy(2, 'pending_review')])
    const { user } = renderReview('id=1')
    const pane = detailPane()
    await user.click(await within(pane).findByRole('button', { name: 'Reject' }))
    await waitFor(() => expect(toastTexts()).toContainEqual(['Strategy rejected successfully', null]))
    expect(calls.find((call) => call.url === '/api/admin/strategies/1/reject')?.body).toEqual({ reason: 'Quality review' })
    await waitFor(() => expect(screen.getByTestId('pending-count')).toHaveTextContent('1'))
    expect(within(pane).getByTestId('strategy-status')).toHaveTextContent('Rejected')
  })

  it('Send to Customer sends, says so, and the strategy leaves the list', async () => {
    const { calls } = server([strategy(2, 'approved')])
    const { user } = renderReview('id=2')
    const pane = detailPane()
    await user.click(await within(pane).findByRole('button', { name: 'Send to Customer' }))
    await waitFor(() => expect(toastTexts()).toContainEqual(['Strategy sent to customer successfully', null]))
    expect(calls.some((call) => call.method === 'POST' && call.url === '/api/admin/strategies/2/send')).toBe(true)
    expect(await screen.findByText('No pending strategies to review')).toBeInTheDocument()
    expect(within(pane).getByTestId('strategy-status')).toHaveTextContent('Sent')
    expect(within(pane).queryByRole('button', { name: 'Send to Customer' })).toBeNull()
  })

  it('a refused action says it failed, with the server’s reason, and reloads the list', async () => {
    const { store, calls } = server([strategy(1, 'pending_review')])
    const { user } = renderReview('id=1')
    const pane = detailPane()
    const approve = await within(pane).findByRole('button', { name: 'Approve' })
    store.get(1)!.status = 'rejected' // someone else got there first
    await user.click(approve)
    await waitFor(() => expect(toastTexts()).toContainEqual(['Failed to approve strategy', 'Strategy is rejected']))
    await waitFor(() => expect(pendingCalls(calls)).toBe(2))
    expect(await screen.findByText('No pending strategies to review')).toBeInTheDocument()
  })

  it.each([
    ['Reject', 'Failed to reject strategy', 'reject'],
    ['Send to Customer', 'Failed to send strategy', 'send'],
  ] as const)('%s failing shows %s', async (button, message, path) => {
    const status = path === 'send' ? 'approved' : 'pending_review'
    fakeServer({
      'GET /api/admin/strategies/pending': () => ({ body: [strategy(1, status)] }),
      'GET /api/admin/strategies/1': () => ({ body: strategy(1, status) }),
      [`POST /api/admin/strategies/1/${path}`]: () => new TypeError('Failed to fetch'),
    })
    const { user } = renderReview('id=1')
    await user.click(await within(detailPane()).findByRole('button', { name: button }))
    await waitFor(() => expect(toastTexts()).toContainEqual([message, null]))
  })

  it('Edit opens the text in a box; Save PUTs it and shows the new text', async () => {
    const { calls } = server([strategy(1, 'pending_review')])
    const { user } = renderReview('id=1')
    const pane = detailPane()
    await user.click(await within(pane).findByRole('button', { name: 'Edit' }))
    const box = within(pane).getByRole('textbox', { name: 'Strategy text' })
    expect(box).toHaveValue(strategy(1, 'pending_review').strategy)
    // While editing, the draft cannot be approved or rejected.
    expect(within(pane).queryByRole('button', { name: 'Approve' })).toBeNull()
    await user.clear(box)
    expect(within(pane).getByRole('alert')).toHaveTextContent('The strategy cannot be empty.')
    expect(within(pane).getByRole('button', { name: 'Save' })).toBeDisabled()
    await user.type(box, 'Call ten neighbours this week.')
    await user.click(within(pane).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(toastTexts()).toContainEqual(['Strategy saved successfully', null]))
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/admin/strategies/1',
      body: { strategy: 'Call ten neighbours this week.' },
    })
    await waitFor(async () => expect(await shownPlan(pane)).toContain('Call ten neighbours this week.'))
    expect(within(pane).getByRole('button', { name: 'Approve' })).toBeInTheDocument()
  })

  it('Cancel leaves the text as it was', async () => {
    const { calls } = server([strategy(1, 'pending_review')])
    const { user } = renderReview('id=1')
    const pane = detailPane()
    await user.click(await within(pane).findByRole('button', { name: 'Edit' }))
    await user.type(within(pane).getByRole('textbox', { name: 'Strategy text' }), ' more')
    await user.click(within(pane).getByRole('button', { name: 'Cancel' }))
    await waitFor(async () => expect(await shownPlan(pane)).toContain('A plan for business 1.'))
    expect(await shownPlan(pane)).not.toContain('more')
    expect(calls.some((call) => call.method === 'PUT')).toBe(false)
  })

  it('the editor sits beside the e-mail preview, which follows the text', async () => {
    const { calls } = server([strategy(1, 'pending_review')])
    const { user } = renderReview('id=1')
    const pane = detailPane()
    await user.click(await within(pane).findByRole('button', { name: 'Edit' }))
    const box = within(pane).getByRole('textbox', { name: 'Strategy text' })
    await user.type(box, ' Bake on Fridays.')
    await waitFor(async () => expect(await shownPlan(pane)).toContain('Bake on Fridays.'), { timeout: 3000 })
    expect(calls.filter((call) => call.url === '/api/admin/strategies/1/preview').at(-1)?.body).toEqual({
      strategy: `${strategy(1, 'pending_review').strategy} Bake on Fridays.`,
    })
    // On a phone the two take turns.
    await user.click(within(pane).getByRole('button', { name: 'Preview' }))
    expect(within(pane).getByRole('button', { name: 'Preview' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('a second plan to an address that already got one asks for the reason, and sends it', async () => {
    const previousSend = { strategyId: 1, sentAt: '2025-02-01T10:00:00Z', sentBy: 'ada' }
    const { calls } = server([strategy(2, 'approved', { previousSend })])
    const { user } = renderReview('id=2')
    const pane = detailPane()
    expect(await within(pane).findByTestId('previous-send')).toHaveTextContent('Plan #1 already went to this address')
    await user.click(within(pane).getByRole('button', { name: 'Send to Customer' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send a second plan to this address?' })
    const send = within(dialog).getByRole('button', { name: 'Send the second plan' })
    expect(send).toBeDisabled()
    expect(calls.some((call) => call.url.endsWith('/send'))).toBe(false)
    await user.type(within(dialog).getByRole('textbox', { name: 'Why this address gets a second plan' }), 'New prices')
    await user.click(send)
    await waitFor(() => expect(toastTexts()).toContainEqual(['Strategy sent to customer successfully', null]))
    expect(calls.find((call) => call.url === '/api/admin/strategies/2/send')?.body).toEqual({ reason: 'New prices' })
  })

  it('the list shows sent and rejected plans when asked, newest first', async () => {
    server([strategy(1, 'sent'), strategy(2, 'rejected'), strategy(3, 'pending_review')])
    const { user, location } = renderReview()
    await screen.findByRole('link', { name: /Business 3/ })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'sent')
    expect(location.history.at(-1)).toBe('/admin/strategies?show=sent')
    expect(await screen.findByRole('heading', { name: 'Sent Plans' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /Business 1/ })).toHaveAttribute('href', '/admin/strategies?show=sent&id=1')
    expect(screen.queryByRole('link', { name: /Business 3/ })).toBeNull()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all')
    const links = await screen.findAllByTestId('strategy-item')
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Business 3'),
      expect.stringContaining('Business 2'),
      expect.stringContaining('Business 1'),
    ])
  })

  it('Customer Details shows the lead', async () => {
    server([strategy(1, 'pending_review')])
    const { user } = renderReview('id=1')
    const pane = detailPane()
    await user.click(await within(pane).findByRole('tab', { name: 'Customer Details' }))
    const panel = within(pane).getByRole('tabpanel')
    expect(panel).toHaveTextContent('Business 1')
    expect(panel).toHaveTextContent('owner1@example.com')
    expect(panel).toHaveTextContent('Food & beverage')
    expect(panel).toHaveTextContent('Recently launched (0–6 months)')
    expect(panel).toHaveTextContent('Get my first customers')
    expect(panel).toHaveTextContent('Survey completed')
    expect(panel).not.toHaveTextContent('N/A')
  })

  it('a strategy that fails to load says so', async () => {
    fakeServer({
      'GET /api/admin/strategies/pending': () => ({ body: [] }),
      'GET /api/admin/strategies/9': () => ({ status: 500, body: { message: 'database is locked' } }),
    })
    renderReview('id=9')
    expect(await within(detailPane()).findByRole('alert')).toHaveTextContent('Failed to load strategy details')
    await waitFor(() => expect(toastTexts()).toContainEqual(['Failed to load strategy details', 'database is locked']))
  })
})
