/**
 * An operator's own site: a server started with a content folder that changes the brand, the
 * support address, the logo, the accent colour, the legal identity, the testimonials and
 * figures, the price (149 EUR) and the terms. No page, title, Open Graph tag, e-mail or checkout
 * amount may still show one of ours.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { waitForMail } from './admin-helpers'
import { expect, screenshotDir, test } from './fixtures'
import { startPlansmith } from './global-setup'
import { serveStripeJs, stripeRequests } from './stripe-js-stub'

const SITE_TOML = `
brand_name = "Northwind Plans"
support_email = "customer.success.team@northwind-marketing-plans.example"
legal_name = "Northwind Plans Ltd"
postal_address = "1 Harbour Street, Bristol BS1 4AA, United Kingdom"
logo = "logo.svg"
og_image = "preview.png"
accent_color = "#0f766e"

[pro]
price = "149.00"
currency = "EUR"

[[figures]]
value = "120+"
label = "bakeries and cafés planned"

[[testimonials]]
quote = "The first plan that fit the hours I actually have."
name = "Jo Baker"
role = "Owner, Rye & Salt"
photo = "jo.svg"

[[testimonials]]
quote = "We stopped posting everywhere and started selling."
name = "Sam Ortiz"
role = "Founder, Ortiz Roasters"
`
const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0f766e"/></svg>'
const PHOTO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#fde68a"/></svg>'
/** A 1×1 PNG, standing in for a 1200×630 preview picture. */
const PREVIEW = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const TERMS = '# Terms of Northwind Plans\n\nOur own terms, in **Markdown**. <script>window.__owned = true</script>\n'

/** Anything of ours an operator's page must not show. */
const DEFAULTS = [/Plansmith/, /plansmith\.app/, /\$\d/, /US dollars/, /Priya Nair|Daniel Okafor|Marta Lindqvist/, /__PLANSMITH_/]
const PAGES = ['/', '/blog', '/blog/one-page-marketing-plan', '/privacy-policy', '/terms', '/checkout', '/admin/login', '/no-such-page']
const TEAL = 'rgb(15, 118, 110)'

let server: Awaited<ReturnType<typeof startPlansmith>>
let workDir: string

test.beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'plansmith-brand-'))
  const content = join(workDir, 'content')
  mkdirSync(content)
  writeFileSync(join(content, 'site.toml'), SITE_TOML)
  writeFileSync(join(content, 'logo.svg'), LOGO)
  writeFileSync(join(content, 'jo.svg'), PHOTO)
  writeFileSync(join(content, 'preview.png'), PREVIEW)
  writeFileSync(join(content, 'terms.md'), TERMS)
  const shared = JSON.parse(process.env.PLANSMITH_E2E_SERVER_ENV ?? '{}') as Record<string, string>
  server = await startPlansmith(workDir, {
    ...process.env,
    ...shared,
    PLANSMITH_CONTENT_DIR: content,
    PLANSMITH_MAIL_FROM: 'plans@northwind.example',
  })
})

test.afterAll(async () => {
  await server?.stop()
  if (process.env.PLANSMITH_E2E_KEEP !== '1') rmSync(workDir, { recursive: true, force: true })
})

function withoutDefaults(what: string, text: string) {
  for (const pattern of DEFAULTS) expect(text, `${what} shows ${pattern}`).not.toMatch(pattern)
}

test('every page arrives with the operator’s brand and nothing of ours', async ({ request }) => {
  for (const path of PAGES) {
    const response = await request.get(`${server.baseURL}${path}`)
    const html = await response.text()
    withoutDefaults(`the HTML of ${path}`, html)
    expect(html, path).toContain('Northwind Plans')
  }
  const sitemap = await (await request.get(`${server.baseURL}/sitemap.xml`)).text()
  expect(sitemap).toContain(`${server.baseURL}/terms`)
  withoutDefaults('sitemap.xml', sitemap)

  const home = await (await request.get(`${server.baseURL}/`)).text()
  expect(home).toContain('<meta property="og:site_name" content="Northwind Plans" />')
  expect(home).toMatch(/<title>Northwind Plans — /)
  expect(home).toContain('<meta name="theme-color" content="#0f766e" />')
  const preview = /<meta property="og:image" content="([^"]+)" \/>/.exec(home)?.[1]
  expect(preview).toMatch(new RegExp(`^${server.baseURL}/content/preview\\.png\\?v=[0-9a-f]+$`))
  const picture = await request.get(preview!)
  expect(picture.headers()['content-type']).toBe('image/png')
  expect(Buffer.from(await picture.body()).equals(PREVIEW)).toBe(true)
})

test('in Chromium: logo, colour, figures, testimonials, price and the legal pages', async ({ page }) => {
  await page.goto(`${server.baseURL}/`)
  await expect(page).toHaveTitle(/^Northwind Plans — /)
  const logo = page.locator('header img').first()
  await expect(logo).toHaveAttribute('src', /^\/content\/logo\.svg\?v=[0-9a-f]+$/)
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Northwind Plans' })).toBeVisible()
  // The accent colour replaced the palette's indigo.
  const cta = page.getByRole('button', { name: /Get My Free Plan/ }).first()
  expect(await cta.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(TEAL)

  const results = page.locator('#results')
  await results.scrollIntoViewIfNeeded()
  await expect(results.getByText('120+')).toBeVisible()
  await expect(results.getByText('bakeries and cafés planned')).toBeVisible()
  await expect(results.getByText('“The first plan that fit the hours I actually have.”')).toBeVisible()
  await expect(results.getByText('Owner, Rye & Salt')).toBeVisible()
  await expect(results.getByText('Sam Ortiz')).toBeVisible()
  await expect(results.locator('img[src^="/content/jo.svg?v="]')).toHaveCount(1)
  await expect(results.getByRole('listitem')).toHaveCount(2)

  const pricing = page.locator('#pricing')
  await expect(pricing.getByText('€149', { exact: true })).toBeVisible()
  await expect(pricing.getByText('€0', { exact: true })).toBeVisible()
  withoutDefaults('the landing page as shown', await page.locator('body').innerText())
  await page.screenshot({ path: `${fileURLToPath(screenshotDir)}/branded-home.png` })

  await page.goto(`${server.baseURL}/terms`)
  await expect(page.getByTestId('legal-identity')).toHaveText(
    'This site is run by Northwind Plans Ltd, 1 Harbour Street, Bristol BS1 4AA, United Kingdom.',
  )
  await expect(page.getByRole('heading', { level: 2, name: 'Terms of Northwind Plans' })).toBeVisible()
  await expect(page.locator('main strong', { hasText: 'Markdown' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __owned?: boolean }).__owned)).toBeUndefined()

  await page.goto(`${server.baseURL}/privacy-policy`)
  await expect(page.getByTestId('legal-identity')).toContainText('Northwind Plans Ltd, 1 Harbour Street')
  await expect(page.getByRole('link', { name: 'customer.success.team@northwind-marketing-plans.example' }).first()).toBeVisible()
  withoutDefaults('the privacy policy as shown', await page.locator('body').innerText())
})

/** A phone shows the whole page, a long support address included: nothing scrolls sideways. */
test('the landing page fits a phone at 360, 390 and 414 px', async ({ page }) => {
  for (const width of [360, 390, 414]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto(`${server.baseURL}/`)
    const widest = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(widest, `the page at ${width} px`).toBeLessThanOrEqual(width)
    // The example card's lines wrap instead of being cut off.
    const cut = await page.evaluate(() =>
      Array.from(document.querySelectorAll('main li p'))
        .filter((p) => p.scrollWidth > p.clientWidth + 1)
        .map((p) => p.textContent),
    )
    expect(cut, `lines cut off at ${width} px`).toEqual([])
  }
})

test('checkout charges the configured 149 EUR and says so', async ({ page }) => {
  await serveStripeJs(page)
  const email = `buyer+${Date.now()}@rye-and-salt.example`
  await page.goto(`${server.baseURL}/checkout`)
  await expect(page).toHaveTitle('Checkout — Northwind Plans')
  const summary = page.getByTestId('order-summary')
  await expect(summary.getByText('€149.00').first()).toBeVisible()
  const before = (await stripeRequests()).length
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await expect(page.getByTestId('stripe-payment-element')).toBeVisible()
  const made = (await stripeRequests()).slice(before)
  expect(made).toHaveLength(1)
  expect(made[0]!.form.amount).toBe('14900')
  expect(made[0]!.form.currency).toBe('eur')
  await expect(page.getByRole('button', { name: 'Complete Purchase - €149' })).toBeVisible()
  await expect(page.getByText('You will be charged €149.00 EUR once.')).toBeVisible()
  withoutDefaults('the checkout as shown', await page.locator('body').innerText())
})

test('the survey confirmation e-mail carries the brand and the legal identity', async ({ request }) => {
  const email = `owner+${Date.now()}@rye-and-salt.example`
  const answers = JSON.parse(readFileSync(new URL('../../tests/plans/b2b-saas-idea.answers.json', import.meta.url), 'utf8'))
  const response = await request.post(`${server.baseURL}/api/leads`, { data: { ...answers, email } })
  expect(response.status()).toBe(201)
  const mail = await waitForMail((m) => m.rcpt_tos.includes(email))
  expect(mail.data).toMatch(/^From: "?Northwind Plans"? </m)
  expect(mail.text).toContain('Northwind Plans Ltd, 1 Harbour Street, Bristol BS1 4AA, United Kingdom')
  expect(mail.text).toContain('customer.success.team@northwind-marketing-plans.example')
  withoutDefaults('the confirmation e-mail', `${mail.subject}\n${mail.text}`)
})
