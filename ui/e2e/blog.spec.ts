import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, hydrated, screenshotDir, test } from './fixtures'

const SUBSCRIBE = '**/api/newsletter/subscribe'

async function chips(page: Page) {
  return page.getByRole('group', { name: 'Filter articles by category' })
}

test('the blog lists the featured article and five others, each with Read More', async ({ page }) => {
  const response = await page.goto('/blog')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1, name: 'The Plansmith Blog' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  await expect(page).toHaveTitle(/The Plansmith Blog/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Practical marketing guides/)

  const featured = page.getByRole('article').filter({ hasText: 'Featured Article' })
  await expect(featured).toHaveCount(1)
  await expect(featured.getByRole('heading', { level: 2 })).toHaveText(
    'The One-Page Marketing Plan: Plan Your Next 90 Days in an Afternoon',
  )
  await expect(page.getByRole('article')).toHaveCount(6)
  await expect(page.getByRole('link', { name: /^Read More/ })).toHaveCount(6)
  await expect((await chips(page)).getByRole('button')).toHaveText([
    'All',
    'Marketing Strategy',
    'Growth Hacking',
    'SEO',
    'Social Media',
    'Content Marketing',
    'Email Marketing',
  ])

  // Covers are drawn in the accent colour (a PNG per post, decorative: the title says what it
  // is about), local, loaded and sized up front.
  const covers = await page.getByRole('article').locator('img').all()
  expect(covers).toHaveLength(6)
  for (const image of covers) {
    await image.scrollIntoViewIfNeeded()
    await expect(image).toHaveAttribute('src', /^\/content\/covers\/[a-z0-9-]+\.png\?v=[0-9a-f]+$/)
    await expect(image).toHaveAttribute('alt', '')
    await expect(image).toHaveAttribute('width', '1200')
    await expect(image).toHaveAttribute('height', '630')
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
})

test('the blog links its Atom feed, which a feed app can read', async ({ page, request }) => {
  await page.goto('/blog')
  const link = page.getByRole('link', { name: 'Follow in your feed reader' })
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', '/blog/feed.xml')
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', /\/blog\/feed\.xml$/)
  const feed = await request.get('/blog/feed.xml')
  expect(feed.status()).toBe(200)
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const xml = await feed.text()
  expect(xml.match(/<entry>/g)).toHaveLength(6)
  expect(xml).toContain('<title>The One-Page Marketing Plan: Plan Your Next 90 Days in an Afternoon</title>')
})

test('a category chip filters the articles and the address keeps it', async ({ page }) => {
  await page.goto('/blog')
  await hydrated(page)
  const row = await chips(page)
  await row.getByRole('button', { name: 'SEO' }).click()
  await expect(row.getByRole('button', { name: 'SEO' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page).toHaveURL(/\/blog\?category=seo$/)
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByRole('article').getByRole('heading')).toHaveText('Local SEO in a Weekend: A Checklist for Small Businesses')
  await expect(page.getByText('Featured Article')).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name: 'SEO articles' })).toBeVisible()

  await row.getByRole('button', { name: 'Marketing Strategy' }).click()
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(page.getByText('Featured Article')).toBeVisible()

  await page.reload()
  await expect(row.getByRole('button', { name: 'Marketing Strategy' })).toHaveAttribute('aria-pressed', 'true')
  await row.getByRole('button', { name: 'All' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('article')).toHaveCount(6)
})

test('Read More opens the article with all its parts', async ({ page }) => {
  await page.goto('/blog')
  await hydrated(page)
  await page.getByRole('link', { name: /^Read More about Local SEO in a Weekend/ }).click()
  await expect(page).toHaveURL(/\/blog\/local-seo-weekend$/)

  const title = 'Local SEO in a Weekend: A Checklist for Small Businesses'
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page).toHaveTitle(`${title} — The Plansmith Blog`)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /near me/)
  const header = page.locator('article header')
  await expect(header.getByRole('link', { name: 'SEO' })).toBeVisible()
  await expect(header.getByText('October 27, 2026')).toBeVisible()
  await expect(header.getByText('4 min read')).toBeVisible()
  await expect(header.getByText('Marketing Expert')).toBeVisible()
  await expect(header.getByRole('button', { name: 'Share' })).toBeVisible()
  const cover = page.locator('article img[src^="/content/covers/local-seo-weekend.png?v="]')
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

  await expect(page.getByRole('heading', { level: 2, name: 'Saturday morning: your Google Business Profile' })).toBeVisible()
  await expect(page.locator('.prose li').first()).toBeVisible()
  const cta = page.getByRole('region', { name: 'Ready to Put This Into Action?' })
  await expect(cta).toBeVisible()
  await expect(cta.getByRole('link', { name: /Get My Free Plan/ })).toHaveAttribute('href', '/')

  // Opened from further down the list, the article still starts at its top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0)

  await page.getByRole('link', { name: 'All articles', exact: true }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('Share copies the article link when there is no share sheet', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  // Desktop Chromium on Linux has no Web Share; make sure of it.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
  })
  await page.goto('/blog/one-page-marketing-plan')
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/one-page-marketing-plan`)
})

test('Share uses the share sheet where the browser has one', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: ShareData[] = []
    Object.assign(window, { __shared: shared })
    Object.defineProperty(Navigator.prototype, 'share', {
      configurable: true,
      value: async (data: ShareData) => {
        shared.push(data)
      },
    })
  })
  await page.goto('/blog/first-100-customers')
  await page.getByRole('button', { name: 'Share' }).click()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared))
    .toEqual([
      expect.objectContaining({ url: expect.stringMatching(/\/blog\/first-100-customers$/), title: expect.stringContaining('First 100') }),
    ])
  await expect(page.getByText('Link copied')).toHaveCount(0)
})

test('an unknown article says Post Not Found and leads back to the blog', async ({ page }) => {
  for (const path of ['/blog/999', '/blog/abc']) {
    const response = await page.goto(path)
    // A real 404 for crawlers (no "soft 404"); the app still shows its page.
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible()
  }
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.getByRole('heading', { level: 1, name: 'The Plansmith Blog' })).toBeVisible()
})

test('the newsletter box subscribes and shows the confirmation', async ({ page, request }) => {
  // The real endpoint answers an empty address with 400; a binary without it gets a stand-in.
  const probe = await request.post('/api/newsletter/subscribe', { data: {} })
  const live = probe.status() === 400
  if (!live) {
    await page.route(SUBSCRIBE, (route) =>
      route.fulfill({
        status: 202,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Check your inbox to confirm your subscription.' }),
      }),
    )
  }
  await page.goto('/blog')
  await hydrated(page)
  const requests: string[] = []
  page.on('request', (req) => {
    if (req.url().endsWith('/api/newsletter/subscribe')) requests.push(req.postData() ?? '')
  })
  await page.getByLabel('Email address').fill('reader@bloomandcrumb.example')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByTestId('newsletter-success')).toHaveText('Check your inbox to confirm your subscription.')
  await expect(page.getByText('No spam. Unsubscribe anytime.')).toBeVisible()
  expect(requests.map((body) => JSON.parse(body))).toEqual([{ email: 'reader@bloomandcrumb.example' }])
})

test('the newsletter box explains a bad address in place', async ({ page }) => {
  let calls = 0
  await page.route(SUBSCRIBE, (route) => {
    calls += 1
    return route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too many sign-ups from your network. Please try again in 5 minutes.' }),
    })
  })
  await page.goto('/blog')
  await hydrated(page)
  const field = page.getByLabel('Email address')
  await field.fill('not-an-address')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address, like name@example.com.')
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toBeFocused()
  expect(calls).toBe(0)

  // The server's own refusal shows in the same place.
  await field.fill('reader@example.com')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('alert')).toHaveText('Too many sign-ups from your network. Please try again in 5 minutes.')
  expect(calls).toBe(1)
})

test('newsletter e-mail links land on the blog with their outcome', async ({ page }) => {
  await page.goto('/blog?newsletter=confirmed')
  await expect(page.getByRole('status').filter({ hasText: 'You’re subscribed!' })).toBeVisible()
  await page.goto('/blog?newsletter=unsubscribed')
  await expect(page.getByText('You’re unsubscribed.')).toBeVisible()
  await page.getByRole('button', { name: 'Dismiss' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('the blog footer links home, to the blog and to support', async ({ page }) => {
  await page.goto('/blog')
  await hydrated(page)
  const footer = page.getByRole('contentinfo')
  for (const [name, href] of [
    ['How It Works', '/#how-it-works'],
    ['Features', '/#features'],
    ['Pricing', '/#pricing'],
    ['Blog', '/blog'],
    ['Contact Us', 'mailto:support@plansmith.app'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  await expect(footer.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', /^mailto:support@plansmith\.app\?subject=/)

  await footer.getByRole('link', { name: 'Pricing' }).click()
  await expect(page).toHaveURL(/\/#pricing$/)
  await expect(page.getByRole('heading', { name: 'Simple, honest pricing' })).toBeInViewport()
})

test('the landing page loads nothing of the blog', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByTestId('hero-count')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((path) => /blog|post|prose|marketing-plan|local-seo/.test(path))).toEqual([])
  const bodies = await Promise.all(scripts.map((path) => page.evaluate((url) => fetch(url).then((res) => res.text()), path)))
  expect(bodies.some((text) => text.includes('Local SEO in a Weekend'))).toBe(false)
})

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

for (const viewport of viewports) {
  test(`blog screenshots at ${viewport.width}x${viewport.height}`, async ({ page }) => {
    const dir = fileURLToPath(screenshotDir)
    mkdirSync(dir, { recursive: true })
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.emulateMedia({ reducedMotion: 'reduce' })

    await page.goto('/blog')

    await hydrated(page)
    await expect(page.getByText('Featured Article')).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    for (const image of await page.locator('img').all()) await image.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${dir}/blog-${viewport.name}.png`, fullPage: true })

    await page.goto('/blog/one-page-marketing-plan')
    await expect(page.getByRole('region', { name: 'Ready to Put This Into Action?' })).toBeVisible()
    await expect(page.locator('.prose h2').first()).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    for (const image of await page.locator('img').all()) await image.scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${dir}/blog-post-${viewport.name}.png`, fullPage: true })
  })
}
