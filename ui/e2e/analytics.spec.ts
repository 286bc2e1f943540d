import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext } from '@playwright/test'
import { adminCredentials, signInWithToken } from './admin-helpers'
import { expect, screenshotDir, test } from './fixtures'

type Traffic = {
  days: { day: string; views: number; visitors: number }[]
  topPages: { name: string; views: number }[]
  referrers: { name: string; views: number }[]
  funnel: { opened: number; steps: number[]; submitted: number }
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: adminCredentials() })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

async function traffic(request: APIRequestContext, token: string): Promise<Traffic> {
  const res = await request.get('/api/admin/traffic?days=7', { headers: { Authorization: `Bearer ${token}` } })
  expect(res.status(), await res.text()).toBe(200)
  return (await res.json()) as Traffic
}

const views = (report: Traffic, path: string) => report.topPages.find((page) => page.name === path)?.views ?? 0

test('page views and the survey funnel reach the admin Traffic view', async ({ browser, page, request, baseURL }) => {
  const token = await adminToken(request)
  const before = await traffic(request, token)
  const stamp = Date.now().toString(36)
  const referrerHost = `news-${stamp}.example.com`

  // A visitor of their own (the server tells visitors apart by address and browser).
  const visitor = await browser.newContext({
    baseURL,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 e2e/${stamp}`,
  })
  const tab = await visitor.newPage()
  await tab.goto('/', { referer: `https://${referrerHost}/story` })
  await expect(tab.getByText('marketing toolkits delivered today')).toBeVisible()
  await tab.goto('/blog')
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible()
  await tab.goto('/')
  await tab.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
  const dialog = tab.getByRole('dialog', { name: 'Get Your Free Marketing Plan' })
  await expect(dialog.getByText('Step 1 of 17')).toBeVisible()
  await dialog.getByLabel('What’s the name of your business?').fill('Tide & Thyme')
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText('Step 2 of 17')).toBeVisible()
  await dialog.getByText('Food & beverage').click()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText('Step 3 of 17')).toBeVisible()
  // Back and forward again: a step counts once per dialog session.
  await dialog.getByRole('button', { name: 'Previous' }).click()
  await expect(dialog.getByText('Step 2 of 17')).toBeVisible()
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByText('Step 3 of 17')).toBeVisible()

  // Beacons are sent in the background: wait until the report has them.
  let after = before
  await expect
    .poll(
      async () => {
        after = await traffic(request, token)
        return after.funnel.steps[2]
      },
      { message: 'the survey steps are recorded', intervals: [100, 250, 500, 1000] },
    )
    .toBe(before.funnel.steps[2]! + 1)
  await visitor.close()

  expect(views(after, '/')).toBe(views(before, '/') + 2)
  expect(views(after, '/blog')).toBe(views(before, '/blog') + 1)
  expect(after.referrers.find((referrer) => referrer.name === referrerHost)?.views).toBe(1)
  expect(after.funnel.opened).toBe(before.funnel.opened + 1)
  expect(after.funnel.steps.slice(0, 3)).toEqual(before.funnel.steps.slice(0, 3).map((count) => count + 1))
  expect(after.funnel.steps.slice(3)).toEqual(before.funnel.steps.slice(3))
  expect(after.funnel.submitted).toBe(before.funnel.submitted)

  // The admin finds it under Traffic.
  await signInWithToken(page, request)
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Traffic' }).click()
  await expect(page).toHaveURL(/\/admin\/traffic$/)
  await expect(page.getByRole('heading', { name: 'Traffic', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: '7 days' }).click()
  await expect(page).toHaveURL(/\/admin\/traffic\?days=7$/)

  const pages = page.getByRole('region', { name: 'Top pages' })
  await expect(pages.getByRole('row', { name: `/ ${views(after, '/')}`, exact: true })).toBeVisible()
  await expect(pages.getByRole('row', { name: `/blog ${views(after, '/blog')}`, exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Referrers' }).getByText(referrerHost)).toBeVisible()
  const total = after.days.reduce((sum, day) => sum + day.views, 0)
  await expect(page.locator('dl div').filter({ hasText: 'Page views' }).locator('dd')).toHaveText(total.toLocaleString('en-US'))

  const funnel = page.getByTestId('survey-funnel')
  const cells = (stage: string) => funnel.getByRole('row', { name: new RegExp(`^${stage} `) }).getByRole('cell')
  const share = (count: number) => `${after.funnel.opened > 0 ? Math.round((count / after.funnel.opened) * 100) : 0}%`
  await expect(cells('Opened')).toHaveText([String(after.funnel.opened), '100%'])
  for (const step of [1, 2, 3, 4]) {
    const count = after.funnel.steps[step - 1]!
    await expect(cells(`Step ${step}`)).toHaveText([String(count), share(count)])
  }
  await expect(cells('Submitted')).toHaveText([String(after.funnel.submitted), share(after.funnel.submitted)])

  const dir = fileURLToPath(screenshotDir)
  mkdirSync(dir, { recursive: true })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const viewport of [
    { name: 'phone', width: 375, height: 812 },
    { name: 'desktop', width: 1440, height: 900 },
  ]) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({ path: `${dir}/admin-traffic-${viewport.name}.png`, fullPage: true })
  }
})
