import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, screenshotDir, test } from './fixtures'

const sections = [
  'Information We Collect',
  'How We Use Your Information',
  'Information Sharing',
  'Data Security',
  'Your Rights',
  'Cookies',
  'Contact Us',
  'Changes to This Policy',
]

test('the privacy policy has its date and its eight sections in order', async ({ page }) => {
  const response = await page.goto('/privacy-policy')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
  await expect(page.getByText('Last updated: November 2026')).toBeVisible()
  await expect(page).toHaveTitle('Privacy Policy — Plansmith')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /survey answers/)

  const parts = page.locator('main section[id]')
  await expect(parts).toHaveCount(sections.length)
  for (const [index, name] of sections.entries()) {
    await expect(parts.nth(index).getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  }
  await expect(page.getByRole('link', { name: 'support@plansmith.app' }).first()).toHaveAttribute('href', /^mailto:support@plansmith\.app/)
  await expect(page.getByText(/never sell/i).first()).toBeVisible()
  await expect(page.getByText(/Stripe/).first()).toBeVisible()

  // The contents jump to their section.
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Cookies' }).click()
  await expect(page).toHaveURL(/#cookies$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Cookies' })).toBeInViewport()
})

const terms = [
  'These Terms',
  'The Free Marketing Plan',
  'The Pro Plan',
  '30-Day Money-Back Guarantee',
  'Using Your Plan',
  'Acceptable Use',
  'Advice, Not a Guarantee',
  'Our Responsibility',
  'Changes and Contact',
]

test('the terms of service cover the free plan, the one-time purchase and its refund, linked from every footer', async ({ page }) => {
  const response = await page.goto('/terms')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await expect(page).toHaveTitle('Terms of Service — Plansmith')
  const parts = page.locator('main section[id]')
  await expect(parts).toHaveCount(terms.length)
  for (const [index, name] of terms.entries()) {
    await expect(parts.nth(index).getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
  }
  await expect(page.getByText(/within 30 days of your purchase/)).toBeVisible()
  await expect(page.getByText(/one payment of \$99/).first()).toBeVisible()
  await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toHaveAttribute('href', '/privacy-policy')
  for (const path of ['/', '/blog', '/privacy-policy', '/terms']) {
    await page.goto(path)
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
  }
})

test('the reading pages set no cookies', async ({ page, context }) => {
  for (const path of ['/', '/blog', '/blog/one-page-marketing-plan', '/privacy-policy', '/terms']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(await context.cookies()).toEqual([])
})

for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const) {
  test(`privacy policy screenshot at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    const dir = fileURLToPath(screenshotDir)
    mkdirSync(dir, { recursive: true })
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 2, name: 'Changes to This Policy' })).toBeAttached()
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `${dir}/privacy-policy-${viewport.name}.png`, fullPage: true })
  })
}
