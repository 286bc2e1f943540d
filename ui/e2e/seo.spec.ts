import { gzipSync } from 'node:zlib'
import { expect, test } from './fixtures'

const publicPages = [
  ['/', 'Stop guessing. Get a marketing plan'],
  ['/blog', 'Featured Article'],
  ['/blog/one-page-marketing-plan', 'Plan Your Next 90 Days in an Afternoon'],
  ['/privacy-policy', 'Information We Collect'],
  ['/terms', '30-Day Money-Back Guarantee'],
] as const

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the public pages show their content and head in the first HTML', async ({ page, baseURL }) => {
    for (const [path, text] of publicPages) {
      await page.goto(path)
      await expect(page.getByRole('main').getByText(text).first()).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`)
      // A post's link preview is its own picture: the example posts' are covers drawn in the accent colour.
      const slug = path.startsWith('/blog/') ? path.slice('/blog/'.length) : null
      const preview = slug ? new RegExp(`^${baseURL}/content/covers/${slug}\\.png\\?v=[0-9a-f]+$`) : `${baseURL}/og-image.png`
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', preview)
    }
    // An article's body is there too, not a loading placeholder.
    await page.goto('/blog/local-seo-weekend')
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expect(page.getByText('Loading the article')).toHaveCount(0)
  })
})

test('the public pages run without errors, and their links and buttons work', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  for (const [path, text] of publicPages) {
    await page.goto(path)
    await expect(page.getByText(text).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
  }
  expect(problems).toEqual([])

  // Each public page is a document of its own, with its own title.
  await page.goto('/blog')
  await page
    .getByRole('link', { name: /Read More/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
  await expect(page).toHaveTitle(/— The Plansmith Blog$/)
  await page.getByRole('link', { name: 'Back to home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.locator('section#how-it-works h2')).toHaveText('A plan in your inbox in three steps')
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
  await expect(page.getByRole('dialog', { name: 'Get Your Free Marketing Plan' })).toBeVisible()
  expect(problems).toEqual([])

  // From inside the app (the 404 page, whose own 404 the console reports), a link to a public
  // page loads that page.
  await page.goto('/nope')
  problems.length = 0
  await page.getByRole('link', { name: 'Read the blog' }).click()
  await expect(page.getByText('Featured Article')).toBeVisible()
  expect(problems).toEqual([])
})

test('each page has its own title', async ({ page }) => {
  const titles = new Map<string, string>()
  for (const path of [
    '/',
    '/blog',
    '/blog/one-page-marketing-plan',
    '/blog/first-100-customers',
    '/privacy-policy',
    '/checkout',
    '/admin/login',
    '/nope',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    titles.set(path, await page.title())
  }
  expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(titles.size)
  expect(titles.get('/nope')).toBe('Page not found — Plansmith')
})

for (const id of ['how-it-works', 'features', 'pricing']) {
  test(`a direct load of /#${id} shows that section`, async ({ page }) => {
    await page.goto(`/#${id}`)
    await page.waitForLoadState('networkidle')
    await page.evaluate(() => document.fonts.ready)
    const section = page.locator(`section#${id}`)
    await expect(section).toBeInViewport()
    // Its heading is near the top of the window, below the sticky header, not merely peeking in.
    // Polled: the position is read as the page settles, not at one arbitrary moment of it.
    await expect.poll(() => section.evaluate((element) => Math.abs(element.getBoundingClientRect().top))).toBeLessThan(80)
  })
}

/** JavaScript a public page loads before anyone touches it, gzipped. Printed; over budget fails. */
const JS_BEFORE_INTERACTION_BUDGET = 50 * 1024

for (const [path] of publicPages) {
  test(`${path} loads at most 50 KB of JavaScript before any interaction, gzipped`, async ({ page }) => {
    const reads: Promise<[string, number]>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return
      reads.push(response.body().then((body) => [new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length]))
    })
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    if (path === '/') await expect(page.getByTestId('hero-count')).toHaveText(/^\d+$/)
    const scripts = new Map(await Promise.all(reads))
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0)
    const listing = [...scripts].map(([file, size]) => `${file} ${(size / 1024).toFixed(1)} KB`).join(', ')
    console.log(`${path}: JavaScript before interaction ${(total / 1024).toFixed(1)} KB gzipped (${listing})`)
    expect(scripts.size).toBeGreaterThan(0)
    expect(total, listing).toBeLessThanOrEqual(JS_BEFORE_INTERACTION_BUDGET)
  })
}

test('robots.txt and the sitemap point at this site', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/', '/blog', '/blog/one-page-marketing-plan', '/blog/email-list-from-zero', '/privacy-policy', '/terms'])
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`)
})
