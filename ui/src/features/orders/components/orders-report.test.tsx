import { screen, waitFor, within } from '@testing-library/react'
import { Route, Switch } from 'wouter'
import { beforeEach, describe, expect, it } from 'vitest'
import AdminOrdersPage from '@/pages/admin-orders'
import { useAdminSession } from '@/lib/admin-session'
import { formatDateTime } from '@/lib/datetime'
import { formatMoney } from '@/lib/money'
import { formatRevenue, type OrdersSummary } from '../api/summary'
import { fakeServer, renderWithRouter } from '@/test/admin'
import { ORDERS_PAGE_SIZE, type Order } from '../api/orders'
import { orderStatusLabel, orderStatusTone } from '../status'
import { EMPTY_TEXT, ERROR_TEXT } from './orders-report'

function order(overrides: Partial<Order> & Pick<Order, 'id'>): Order {
  return {
    email: `buyer${overrides.id}@example.com`,
    customerName: `Buyer ${overrides.id}`,
    amountCents: 9900,
    currency: 'usd',
    status: 'pending',
    amountRefundedCents: 0,
    failureMessage: null,
    leadId: null,
    paymentIntentId: `pi_${overrides.id}`,
    createdAt: '2026-03-02T09:15:00Z',
    updatedAt: '2026-03-02T09:15:00Z',
    paidAt: null,
    refundedAt: null,
    needsAttention: null,
    ...overrides,
  }
}

const orders: Order[] = [
  order({ id: 4, status: 'paid', customerName: 'Ada Lovelace', email: 'ada@example.com', paidAt: '2026-03-04T10:00:00Z', leadId: 7 }),
  order({ id: 3, status: 'failed', failureMessage: 'Your card was declined.' }),
  order({
    id: 2,
    status: 'partially_refunded',
    amountRefundedCents: 4900,
    paidAt: '2026-03-01T08:00:00Z',
    refundedAt: '2026-03-03T12:30:00Z',
  }),
  order({
    id: 1,
    status: 'refunded',
    customerName: '',
    amountRefundedCents: 9900,
    paidAt: '2026-02-27T08:00:00Z',
    refundedAt: '2026-02-28T08:00:00Z',
  }),
]

const summary: OrdersSummary = {
  paidOrders: 2,
  pendingOrders: 5,
  failedOrders: 1,
  refundedOrders: 2,
  revenue: [{ currency: 'usd', netCents: 14_900 }],
}

function renderPage(search = '') {
  return renderWithRouter(
    <Switch>
      <Route path="/admin/orders" component={AdminOrdersPage} />
      <Route path="/admin/login">login page</Route>
    </Switch>,
    { path: '/admin/orders', search },
  )
}

function table() {
  return screen.getByRole('table', { name: 'Orders, newest first' })
}

beforeEach(() => {
  useAdminSession.getState().signIn({ token: 'tok', username: 'ada' })
})

describe('order formatting', () => {
  it('shows cents as money in the order currency', () => {
    expect(formatMoney(9900, 'usd')).toBe('$99.00')
    expect(formatMoney(123_456, 'USD')).toBe('$1,234.56')
    expect(formatMoney(4900, 'eur')).toBe('€49.00')
    expect(formatMoney(500, 'jpy')).toBe('¥500')
    expect(formatMoney(1234, 'zz1')).toBe('12.34 ZZ1')
    expect(formatRevenue([])).toBe('$0.00')
    expect(
      formatRevenue([
        { currency: 'usd', netCents: 19_800 },
        { currency: 'eur', netCents: 5000 },
      ]),
    ).toBe('$198.00 + €50.00')
  })

  it('gives each status its own words and colour', () => {
    expect(['pending', 'paid', 'failed', 'refunded', 'partially_refunded'].map(orderStatusLabel)).toEqual([
      'Pending',
      'Paid',
      'Failed',
      'Refunded',
      'Partly refunded',
    ])
    const tones = ['pending', 'paid', 'failed', 'refunded', 'partially_refunded'].map(orderStatusTone)
    expect(new Set(tones).size).toBe(5)
    expect(orderStatusLabel('disputed_by_bank')).toBe('disputed by bank')
  })
})

describe('the Orders page', () => {
  it('lists the orders with amounts, statuses, dates and the totals', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/orders': () => ({ body: orders, headers: { 'X-Total-Count': '4' } }),
      'GET /api/admin/orders/summary': () => ({ body: summary }),
    })
    renderPage()
    await screen.findByRole('table', { name: 'Orders, newest first' })
    const list = calls.find((call) => call.url.startsWith('/api/admin/orders?'))!
    expect(list.url).toBe(`/api/admin/orders?page=1&pageSize=${ORDERS_PAGE_SIZE}`)
    expect(list.headers.authorization).toBe('Bearer tok')
    expect(screen.getByRole('heading', { name: 'Orders', level: 1 })).toBeInTheDocument()

    const totals = screen.getByLabelText('Order totals')
    const tile = (label: string) => within(totals).getByText(label, { selector: 'dt' }).parentElement!
    await waitFor(() => expect(tile('Paid orders')).toHaveTextContent('2'))
    expect(tile('Revenue')).toHaveTextContent('$149.00')
    expect(tile('Revenue')).toHaveTextContent('net of refunds')
    expect(tile('Pending')).toHaveTextContent('5')
    expect(tile('Refunded')).toHaveTextContent('2')

    const rows = within(table()).getAllByTestId('order-row')
    expect(rows).toHaveLength(4)
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
    expect(cells(rows[0]!)).toEqual([
      formatDateTime('2026-03-02T09:15:00Z'),
      'Ada Lovelaceada@example.comSurvey answers',
      '$99.00',
      'Paid',
      formatDateTime('2026-03-04T10:00:00Z'),
      '—',
    ])
    expect(within(rows[0]!).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com')
    expect(within(rows[0]!).getByRole('link', { name: 'Survey answers' })).toHaveAttribute('href', '/admin?q=ada%40example.com')
    expect(cells(rows[1]!)[3]).toBe('FailedYour card was declined.')
    expect(cells(rows[2]!)[2]).toBe('$99.00$49.00 refunded')
    expect(cells(rows[2]!)[3]).toBe('Partly refunded')
    expect(cells(rows[2]!)[5]).toBe(formatDateTime('2026-03-03T12:30:00Z'))
    // No name given: the e-mail stands alone.
    expect(cells(rows[3]!)[1]).toBe('buyer1@example.com')

    const badge = (row: HTMLElement) => row.querySelector('[data-slot="badge"]')!
    expect(badge(rows[0]!).className).toMatch(/emerald/)
    expect(badge(rows[1]!).className).toMatch(/red/)
    expect(badge(rows[2]!).className).toMatch(/indigo/)
    expect(screen.getByText('Showing 1–4 of 4 orders')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument()

    // The phone layout carries the same orders as cards.
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByTestId('order-card')
    expect(cards).toHaveLength(4)
    expect(cards[1]).toHaveTextContent('Your card was declined.')
  })

  it('shows an order whose buyer was erased without name or address', async () => {
    fakeServer({
      'GET /api/admin/orders': () => ({
        body: [order({ id: 8, status: 'paid', email: '', customerName: '' })],
        headers: { 'X-Total-Count': '1' },
      }),
      'GET /api/admin/orders/summary': () => ({ body: summary }),
    })
    renderPage()
    await screen.findByRole('table', { name: 'Orders, newest first' })
    const [row] = within(table()).getAllByTestId('order-row')
    expect(within(row!).getByText('Erased on request')).toBeInTheDocument()
    expect(within(row!).queryByRole('link')).not.toBeInTheDocument()
  })

  it('flags an order paid for another amount as needing attention, with the reason', async () => {
    const reason = 'Stripe reported 100 USD paid, but checkout asked for 9900 USD'
    fakeServer({
      'GET /api/admin/orders': () => ({ body: [order({ id: 9, needsAttention: reason })], headers: { 'X-Total-Count': '1' } }),
      'GET /api/admin/orders/summary': () => ({ body: summary }),
    })
    renderPage()
    await screen.findByRole('table', { name: 'Orders, newest first' })
    const [row] = within(table()).getAllByTestId('order-row')
    expect(within(row!).getByTestId('needs-attention')).toHaveTextContent(`Needs attention, not fulfilled: ${reason}`)
  })

  it('pages through the orders with X-Total-Count, 50 at a time', async () => {
    const { calls } = fakeServer({
      'GET /api/admin/orders': (call) => {
        const page = Number(new URL(call.url, 'http://x').searchParams.get('page'))
        const count = page === 3 ? 20 : ORDERS_PAGE_SIZE
        const rows = Array.from({ length: count }, (_, i) => order({ id: 1000 - (page - 1) * 50 - i }))
        return { body: rows, headers: { 'X-Total-Count': '120' } }
      },
      'GET /api/admin/orders/summary': () => ({ body: summary }),
    })
    const { user, location } = renderPage()
    await screen.findByText('Showing 1–50 of 120 orders')
    const pages = screen.getByRole('navigation', { name: 'Pages' })
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument()
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled()

    await user.click(within(pages).getByRole('button', { name: 'Next' }))
    await screen.findByText('Showing 51–100 of 120 orders')
    expect(calls.map((call) => call.url)).toContain(`/api/admin/orders?page=2&pageSize=${ORDERS_PAGE_SIZE}`)
    expect(location.history.at(-1)).toBe('/admin/orders?page=2')

    await user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByText('Showing 101–120 of 120 orders')
    expect(within(table()).getAllByTestId('order-row')).toHaveLength(20)
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await screen.findByText('Showing 51–100 of 120 orders')
    // Three pages of 50 rows, each drawn as a table and as cards: slow on a busy machine.
  }, 40_000)

  it('explains where orders come from when there are none', async () => {
    fakeServer({
      'GET /api/admin/orders': () => ({ body: [], headers: { 'X-Total-Count': '0' } }),
      'GET /api/admin/orders/summary': () => ({
        body: { paidOrders: 0, pendingOrders: 0, failedOrders: 0, refundedOrders: 0, revenue: [] },
      }),
    })
    renderPage()
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument()
    expect(screen.getByText(/^Orders arrive from Stripe/)).toHaveTextContent('once payments are configured')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    await waitFor(() => expect(screen.getByText('Revenue', { selector: 'dt' }).parentElement).toHaveTextContent('$0.00'))
  })

  it('shows a skeleton while loading, then an error with a retry that recovers', async () => {
    let fail = true
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    fakeServer({
      'GET /api/admin/orders': async () => {
        await gate
        return fail ? { status: 500, body: { message: 'boom' } } : { body: orders, headers: { 'X-Total-Count': '4' } }
      },
      'GET /api/admin/orders/summary': () => ({ body: summary }),
    })
    const { user } = renderPage()
    expect(await screen.findByRole('status')).toHaveTextContent('Loading orders…')
    release()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(ERROR_TEXT)
    expect(screen.queryByRole('table')).not.toBeInTheDocument()

    fail = false
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('table', { name: 'Orders, newest first' })).toBeInTheDocument()
    expect(screen.queryByText(ERROR_TEXT)).not.toBeInTheDocument()
  })

  it('sends the admin to the login page when the server refuses the token', async () => {
    fakeServer({
      'GET /api/admin/orders': () => ({ status: 401, body: { message: 'Unauthorized' } }),
      'GET /api/admin/orders/summary': () => ({ status: 401, body: { message: 'Unauthorized' } }),
    })
    renderPage()
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(useAdminSession.getState().token).toBeNull()
  })
})
