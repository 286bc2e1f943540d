import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sendPlanPage, signInWithToken, submitSurvey } from './admin-helpers'
import { expect, screenshotDir, test } from './fixtures'

const dir = fileURLToPath(screenshotDir)

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

const sampleOrders = [
  ['Ada Lovelace', 'ada@analytical.example.com', 'paid', 0, null, '2026-03-05T09:11:00Z', null, 7],
  ['', 'no.name@example.com', 'pending', 0, null, null, null, null],
  ['Grace Hopper', 'grace@cobol.example.com', 'failed', 0, 'Your card was declined.', null, null, 3],
  [
    'Katherine Johnson',
    'katherine.johnson@orbital-mechanics.example.com',
    'partially_refunded',
    4900,
    null,
    '2026-03-02T09:14:00Z',
    '2026-03-03T12:30:00Z',
    null,
  ],
  ['Alan Turing', 'alan@bombe.example.com', 'refunded', 9900, null, '2026-03-01T09:15:00Z', '2026-03-02T09:45:00Z', 1],
].map(([customerName, email, status, refunded, failureMessage, paidAt, refundedAt, leadId], i) => ({
  id: 100 - i,
  email,
  customerName,
  amountCents: 9900,
  currency: 'usd',
  status,
  amountRefundedCents: refunded,
  failureMessage,
  leadId,
  paymentIntentId: `pi_sample_${i}`,
  createdAt: `2026-03-0${5 - i}T09:1${i}:00Z`,
  updatedAt: refundedAt ?? paidAt ?? `2026-03-0${5 - i}T09:1${i}:00Z`,
  paidAt,
  refundedAt,
}))

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true })
})

for (const viewport of viewports) {
  test(`admin screenshots at ${viewport.width}x${viewport.height}`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const shot = async (name: string, fullPage = false) => {
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({ path: `${dir}/${name}-${viewport.name}.png`, fullPage })
    }

    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await shot('admin-login', true)

    const stamp = `${viewport.name}-${Date.now().toString(36)}`
    await submitSurvey(request, { businessName: `Saltmarsh Studio ${stamp}`, email: `hello+${stamp}@saltmarsh.example.com` })
    await signInWithToken(page, request)

    await page.goto('/admin')
    await expect(page.getByTestId('lead-card').first()).toBeVisible()
    await shot('admin-dashboard')
    await shot('admin-dashboard-full', true)

    // A lead whose founder is following their plan: ticks, a visit, the Monday e-mails.
    const following = await sendPlanPage(request, {
      businessName: `Tidepool Yoga ${stamp}`,
      email: `studio+${stamp}@tidepool.example.com`,
    })
    for (const task of [0, 1, 2]) {
      const tick = await request.put(`/api/plan-pages/${following.token}/tasks/1/${task}`, { data: { done: true } })
      expect(tick.status()).toBe(200)
    }
    expect((await request.get(following.path)).status()).toBe(200)
    await page.goto(`/admin?q=${encodeURIComponent(`Tidepool Yoga ${stamp}`)}`)
    const card = page.getByTestId('lead-card').filter({ hasText: `Tidepool Yoga ${stamp}` })
    await expect(card.getByRole('progressbar', { name: /^3 of \d+ tasks ticked$/ })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await shot('admin-dashboard-plan-page', true)
    await page.evaluate(() => document.fonts.ready)
    await card.screenshot({ path: `${dir}/admin-lead-plan-page-${viewport.name}.png` })
    await card.getByRole('button', { name: 'Turn off the link' }).click()
    await expect(page.getByRole('dialog', { name: /plan link\?$/ })).toBeVisible()
    await shot('admin-lead-plan-page-turn-off')
    await page.keyboard.press('Escape')

    await page.goto('/admin/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
    await expect(
      page.getByText('No orders yet').or(page.getByTestId(viewport.name === 'phone' ? 'order-card' : 'order-row').first()),
    ).toBeVisible()
    await expect(page.getByLabel('Order totals')).not.toContainText('—')
    await shot('admin-orders', true)

    // Real orders need Stripe in the e2e server; to see the filled table and cards, the two calls
    // are answered here with one order of each status.
    await page.route('**/api/admin/orders/summary', (route) =>
      route.fulfill({
        json: { paidOrders: 2, pendingOrders: 1, failedOrders: 1, refundedOrders: 2, revenue: [{ currency: 'usd', netCents: 14_900 }] },
      }),
    )
    await page.route('**/api/admin/orders?*', (route) =>
      route.fulfill({ json: sampleOrders, headers: { 'X-Total-Count': String(sampleOrders.length) } }),
    )
    await page.reload()
    await expect(page.getByTestId(viewport.name === 'phone' ? 'order-card' : 'order-row')).toHaveCount(sampleOrders.length)
    // Long addresses wrap or are cut short; nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await shot('admin-orders-filled', true)
    await page.unrouteAll()

    await page.goto('/admin/subscribers')
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await shot('admin-subscribers', true)

    await page.goto('/admin/strategies')
    const item = page
      .getByTestId('strategy-item')
      .filter({ hasText: `Saltmarsh Studio ${stamp}` })
      .first()
    await expect(item).toBeVisible({ timeout: 60_000 })
    await shot('admin-strategies', true)

    await item.click()
    const pane = page.getByRole('region', { name: 'Strategy review' })
    await expect(pane.frameLocator('[data-testid="plan-preview"]').locator('body')).not.toBeEmpty()
    // Who wrote the draft, in how many rounds and how long it took.
    await expect(pane.getByTestId('written-by')).toContainText(/by the built-in planner \(\d+(\.\d)? m?s\)/)
    await shot('admin-strategy')
    await pane.getByRole('button', { name: 'Edit' }).click()
    await expect(pane.getByRole('textbox', { name: 'Strategy text' })).toBeVisible()
    // On a desktop the e-mail preview sits beside the editor; on a phone it is one tap away.
    if (viewport.name === 'desktop') await expect(pane.getByTestId('plan-preview')).toBeVisible()
    await shot('admin-strategy-edit')
    if (viewport.name === 'phone') {
      await pane.getByRole('button', { name: 'Preview' }).click()
      await expect(pane.getByTestId('plan-preview')).toBeVisible()
      await shot('admin-strategy-edit-preview')
    }
    await pane.getByRole('button', { name: 'Cancel' }).click()
    await pane.getByRole('tab', { name: 'Customer Details' }).click()
    await expect(pane.getByRole('tabpanel')).toContainText(`Saltmarsh Studio ${stamp}`)
    await shot('admin-strategy-customer')
  })
}
