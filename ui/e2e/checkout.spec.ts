import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, screenshotDir, test } from './fixtures'
import { STRIPE_JS_STUB, serveStripeJs, stripeRequests } from './stripe-js-stub'

const dir = fileURLToPath(screenshotDir)

/** Stripe's test cards: this one is declined, any other is accepted by the stub. */
const DECLINED_CARD = '4000 0000 0000 0002'
const GOOD_CARD = '4242 4242 4242 4242'

function uniqueEmail() {
  return `buyer+${Date.now()}-${Math.floor(Math.random() * 1e6)}@bloomandcrumb.example.com`
}

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true })
})

test('the Pro checkout: e-mail, order summary, Stripe’s form, a declined card, then a paid return', async ({ page }) => {
  const stripeJs = await serveStripeJs(page)
  const email = uniqueEmail()

  // Nothing of Stripe loads before checkout.
  await page.goto('/')
  await expect(page.getByTestId('hero-count')).toBeVisible()
  expect(stripeJs).toHaveLength(0)
  await page.getByRole('link', { name: 'Get Pro Tools' }).click()
  await expect(page).toHaveURL(/\/checkout$/)

  // No survey in this browser: the page asks where the plan goes before asking Stripe for anything.
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeVisible()
  const emailField = page.getByLabel('Email address')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter your email address.')
  const before = (await stripeRequests()).length
  await emailField.fill(email)
  await page.getByLabel(/Your name or business name/).fill('Bloom & Crumb Bakery')
  await page.getByRole('button', { name: 'Continue to payment' }).click()

  // The server made a $99.00 PaymentIntent at (fake) Stripe, in Stripe's wire format.
  const form = page.getByTestId('stripe-payment-element')
  await expect(form).toBeVisible()
  const made = (await stripeRequests()).slice(before)
  expect(made).toHaveLength(1)
  const request = made[0]!
  expect(request.status).toBe(200)
  expect(request.path).toBe('/v1/payment_intents')
  expect(request.authorization).toMatch(/^Bearer sk_test_e2e_/)
  expect(request.contentType).toContain('application/x-www-form-urlencoded')
  expect(request.idempotencyKey).toBeTruthy()
  expect(request.form.amount).toBe('9900')
  expect(request.form.currency).toBe('usd')
  expect(request.form.receipt_email).toBe(email)
  expect(Object.entries(request.form).some(([key, value]) => key.startsWith('metadata[') && value === email)).toBe(true)

  // Stripe.js was loaded for this page, with the server's publishable key and the secret it made.
  expect(stripeJs.length).toBeGreaterThan(0)
  const stub = await page.evaluate(() => (window as unknown as { __stripeStub: { key: string; clientSecret: string } }).__stripeStub)
  expect(stub.key).toBe(process.env.PLANSMITH_E2E_STRIPE_PUBLISHABLE_KEY)
  expect(stub.clientSecret).toMatch(/^pi_[0-9a-f]+_secret_[0-9a-f]+$/)

  const summary = page.getByTestId('order-summary')
  await expect(summary.getByText('Pro Marketing Strategy Plan')).toBeVisible()
  await expect(summary.getByText('$99.00').first()).toBeVisible()
  await expect(summary.getByText(/90-day roadmap/)).toBeVisible()
  await expect(summary.getByText('Done-for-you content templates')).toBeVisible()
  await expect(summary.getByText(/custom competitor analysis report/)).toBeVisible()
  await expect(summary.getByText(/Lifetime access with no recurring fees/)).toBeVisible()
  await expect(summary.getByText('30-day money-back guarantee')).toBeVisible()
  await expect(page.getByTestId('checkout-email')).toHaveText(email)

  // A declined card: "Processing Payment..." while Stripe answers, then the toast with its message.
  await form.getByLabel('Card number').fill(DECLINED_CARD)
  await page.getByRole('button', { name: 'Complete Purchase - $99' }).click()
  await expect(page.getByRole('button', { name: 'Processing Payment...' })).toBeDisabled()
  const toast = page.locator('[data-slot="toast"]')
  await expect(toast).toContainText('Payment Failed')
  await expect(toast).toContainText('Your card was declined.')
  await expect(page.getByRole('button', { name: 'Complete Purchase - $99' })).toBeEnabled()

  // A good card: Stripe sends the buyer back to /checkout, which thanks them and tidies the address.
  await form.getByLabel('Card number').fill(GOOD_CARD)
  await page.getByRole('button', { name: 'Complete Purchase - $99' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByText(/arrives by e-mail at/)).toContainText(`${email} within 5 minutes`)
  const settled = new URL(page.url())
  expect(settled.pathname).toBe('/checkout')
  expect(Object.fromEntries(settled.searchParams)).toEqual({ success: 'true', email, name: 'Bloom & Crumb Bakery' })
  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
})

test('the landing page loads nothing of the checkout or of Stripe', async ({ page }) => {
  const stripeJs = await serveStripeJs(page)
  const scripts: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByTestId('hero-count')).toBeVisible()
  // Scroll through the page so everything it loads on the way (tooltips near the prices) loads.
  await page.getByRole('heading', { name: 'Simple, honest pricing' }).scrollIntoViewIfNeeded()
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((path) => /checkout/.test(path))).toEqual([])
  const bodies = await Promise.all(scripts.map((path) => page.evaluate((url) => fetch(url).then((res) => res.text()), path)))
  expect(bodies.some((text) => text.includes('js.stripe.com') || text.includes('Complete Your Purchase'))).toBe(false)
  expect(stripeJs).toHaveLength(0)
})

test('the return from Stripe shows the success view and rewrites the address', async ({ page }) => {
  const stripeJs = await serveStripeJs(page)
  await page.goto(
    '/checkout?email=owner%40bloomandcrumb.example.com&name=Bloom&payment_intent=pi_3abc&payment_intent_client_secret=pi_3abc_secret_def&redirect_status=succeeded',
  )
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible()
  await expect(page.getByText(/within 5 minutes/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  await expect(page).toHaveURL(/\/checkout\?success=true&email=owner%40bloomandcrumb\.example\.com&name=Bloom$/)
  // The redirect itself asks Stripe for nothing.
  expect(stripeJs).toHaveLength(0)
  // Back does not return to the address with the client secret: it was replaced, not pushed.
  await page.goBack()
  expect(page.url()).not.toContain('payment_intent')
})

test('Stripe.js failing to load says so, and Try again loads it', async ({ page }) => {
  let blocked = true
  await page.route('https://js.stripe.com/**', async (route) => {
    if (blocked) await route.abort('connectionrefused')
    else await route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS_STUB })
  })
  await page.goto(`/checkout?email=${encodeURIComponent(uniqueEmail())}`)
  const failure = page.getByTestId('stripe-failed')
  await expect(failure).toBeVisible()
  await expect(failure.getByText('The secure payment form could not load')).toBeVisible()
  await expect(failure.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
  await expect(page.getByTestId('order-summary')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete Purchase - $99' })).toHaveCount(0)

  blocked = false
  await failure.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByTestId('stripe-payment-element')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Complete Purchase - $99' })).toBeVisible()
})

test('with payments not configured the page says so and offers the way home and support', async ({ page }) => {
  // The server under test has Stripe keys; its /api/config answer is replaced by the unconfigured one.
  await page.route('**/api/config', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ stripePublishableKey: null }) }),
  )
  const stripeJs = await serveStripeJs(page)
  const intents: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/create-payment-intent')) intents.push(request.url())
  })
  await page.goto(`/checkout?email=${encodeURIComponent(uniqueEmail())}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Online payments are not set up yet' })).toBeVisible()
  await expect(page.getByText('Preparing your checkout...')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Email support' })).toHaveAttribute('href', /^mailto:/)
  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(stripeJs).toHaveLength(0)
  expect(intents).toHaveLength(0)
})

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const) {
  test(`checkout screenshots at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await serveStripeJs(page)

    await page.goto('/checkout')
    await expect(page.getByLabel('Email address')).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `${dir}/checkout-email-${viewport.name}.png`, fullPage: true })

    await page.goto(`/checkout?email=${encodeURIComponent(uniqueEmail())}&name=Bloom+%26+Crumb+Bakery`)
    await expect(page.getByTestId('stripe-payment-element')).toBeVisible()
    await expect(page.getByTestId('payment-element-placeholder')).toHaveCount(0)
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `${dir}/checkout-${viewport.name}.png`, fullPage: true })

    await page.goto('/checkout?success=true&email=owner%40bloomandcrumb.example.com')
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
    await page.screenshot({ path: `${dir}/checkout-success-${viewport.name}.png`, fullPage: true })

    await page.route('https://js.stripe.com/**', (route) => route.abort('connectionrefused'))
    await page.goto(`/checkout?email=${encodeURIComponent(uniqueEmail())}`)
    await expect(page.getByTestId('stripe-failed')).toBeVisible()
    await page.screenshot({ path: `${dir}/checkout-stripe-failed-${viewport.name}.png`, fullPage: true })

    await page.route('**/api/config', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ stripePublishableKey: null }) }),
    )
    await page.goto('/checkout')
    await expect(page.getByRole('heading', { name: 'Online payments are not set up yet' })).toBeVisible()
    await page.screenshot({ path: `${dir}/checkout-not-configured-${viewport.name}.png`, fullPage: true })
  })
}
