import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { sendPlanPage, type SentPlanPage } from './admin-helpers'
import { expect, screenshotDir, test } from './fixtures'

const dir = fileURLToPath(screenshotDir)

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true })
})

/** A founder's plan page a few ticks and a figure in, for its screenshots. */
let planPage: SentPlanPage | undefined
async function seededPlanPage(request: Parameters<typeof sendPlanPage>[0]): Promise<SentPlanPage> {
  if (planPage) return planPage
  const stamp = Date.now().toString(36)
  planPage = await sendPlanPage(request, { businessName: `Fernhill Bakery ${stamp}`, email: `hello+${stamp}@fernhill.example.com` })
  const api = `/api/plan-pages/${planPage.token}`
  for (const task of [0, 2]) expect((await request.put(`${api}/tasks/1/${task}`, { data: { done: true } })).status()).toBe(200)
  expect((await request.put(`${api}/figures/0/30`, { data: { value: 140 } })).status()).toBe(204)
  return planPage
}

for (const viewport of viewports) {
  test(`screenshots at ${viewport.width}x${viewport.height}`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.getByTestId('hero-count')).toBeVisible()
    await page.evaluate(() => document.fonts.ready)
    // The sections below the hero are laid out only as they near the viewport; a capture of
    // the whole page needs every one of them (the class in-page navigation adds).
    await page.evaluate(() => document.documentElement.classList.add('layout-all'))
    await page.screenshot({ path: `${dir}/landing-${viewport.name}.png`, fullPage: true })

    await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
    const dialog = page.getByRole('dialog', { name: 'Get Your Free Marketing Plan' })
    await dialog.getByLabel('What’s the name of your business?').fill('Bloom & Crumb Bakery')
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByText('Food & beverage').click()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByText('Locally', { exact: true }).click()
    await expect(dialog.getByText('Step 3 of 17')).toBeVisible()
    await page.screenshot({ path: `${dir}/survey-step-${viewport.name}.png` })

    // A refused Next shows its message in place.
    await dialog.getByRole('button', { name: 'Next' }).click()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByRole('alert')).toBeVisible()
    await page.screenshot({ path: `${dir}/survey-error-${viewport.name}.png` })

    for (const [name, path, heading] of [
      ['blog', '/blog', 'The Plansmith Blog'],
      ['blog-post', '/blog/one-page-marketing-plan', 'The One-Page Marketing Plan'],
      ['privacy', '/privacy-policy', 'Privacy Policy'],
      ['checkout', '/checkout', null],
    ] as const) {
      await page.goto(path)
      const h1 = page.getByRole('heading', { level: 1 })
      await expect(heading ? h1.filter({ hasText: heading }) : h1).toBeVisible()
      await page.waitForLoadState('networkidle')
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({ path: `${dir}/${name}-${viewport.name}.png`, fullPage: true })
    }

    // A founder's plan page: this week's ticked and open tasks, the weeks, a figure written.
    const { path } = await seededPlanPage(request)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Your marketing plan for Fernhill Bakery')
    await page.evaluate(() => document.fonts.ready)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: `${dir}/plan-page-${viewport.name}.png`, fullPage: true })
    await page.screenshot({ path: `${dir}/plan-page-top-${viewport.name}.png` })

    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.screenshot({ path: `${dir}/not-found-${viewport.name}.png` })
  })
}
