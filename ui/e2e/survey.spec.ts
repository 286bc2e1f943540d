import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, screenshotDir, test } from './fixtures'

const dialogName = 'Get Your Free Marketing Plan'

async function heroCount(page: Page): Promise<number> {
  const count = page.getByTestId('hero-count')
  await expect(count).toHaveText(/^\d+$/)
  return Number(await count.textContent())
}

async function next(page: Page, expectedStep: number) {
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText(`Step ${expectedStep} of 17`)).toBeVisible()
}

test('a visitor completes the survey and gets the thank-you view', async ({ page }) => {
  const email = `owner+${Date.now()}@bloomandcrumb.example.com`
  await page.goto('/')
  await expect(page).toHaveTitle(/Plansmith/)
  await expect(page.getByText('marketing toolkits delivered today')).toBeVisible()
  const before = await heroCount(page)

  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
  const dialog = page.getByRole('dialog', { name: dialogName })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Answer a few questions to get your personalized strategy')).toBeVisible()
  await expect(dialog.getByText('Step 1 of 17')).toBeVisible()
  await expect(dialog.getByText('6%')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled()

  // 1: an empty answer is refused with a reason.
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your business name')
  await dialog.getByLabel('What’s the name of your business?').fill('Bloom & Crumb Bakery')
  await next(page, 2)

  await dialog.getByText('Food & beverage').click()
  await next(page, 3)

  await dialog.getByText('Locally', { exact: true }).click()
  await dialog.getByLabel(/Which town, city or area/).fill('Leeds')
  await next(page, 4)

  await dialog.getByLabel('What do you offer?').fill('Sourdough bread and celebration cakes, baked fresh every morning.')
  await next(page, 5)

  await dialog.getByText('Recently launched').click()
  await next(page, 6)

  await dialog.getByLabel('What’s your website? (optional)').fill('bloomandcrumb.example.com')
  await next(page, 7)

  await dialog.getByLabel('Who is your ideal customer?').fill('Busy parents nearby who want good bread.')
  await next(page, 8)

  await dialog.getByLabel('What problem do you solve for them?').fill('Fresh bread is hard to find on weekday mornings.')
  await next(page, 9)

  await dialog.getByText('Get my first customers').click()
  await next(page, 10)

  await dialog.getByText('3–5 hours a week').click()
  await next(page, 11)

  await dialog.getByText('$50–200 a month').click()
  await next(page, 12)

  await dialog.getByText('Friendly', { exact: true }).click()
  await next(page, 13)

  await dialog.getByText('I’ll do it myself').click()
  await next(page, 14)

  await dialog.getByText('Instagram').click()
  await dialog.getByText('E-mail newsletter').click()
  await next(page, 15)

  await dialog.getByText('I don’t have enough time').click()
  await dialog.getByLabel('Describe your other challenge').fill('A supermarket bakery opened nearby')
  await expect(dialog.getByText('2 of 2 selected')).toBeVisible()
  await expect(dialog.getByRole('checkbox', { name: 'My budget is too small' })).toBeDisabled()
  await next(page, 16)

  await dialog.getByText('Posting on social media').click()
  await next(page, 17)

  await expect(dialog.getByText('100%')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0)
  const emailInput = dialog.getByLabel('Drop your email to get your free plan:')
  await emailInput.fill('owner@bloomandcrumb')
  await dialog.getByRole('button', { name: 'Get My Free Plan' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid email address')
  await emailInput.fill(email)
  await dialog.getByRole('button', { name: 'Get My Free Plan' }).click()

  await expect(
    dialog.getByText('We will send you the free strategy within 24 hours. Check your email for your custom marketing plan!'),
  ).toBeVisible()
  // While the dialog is open, Radix hides the rest of the page from the accessibility tree
  // (the toast is announced through its own live region), so find it by its slot.
  const toast = page.locator('[data-slot="toast"]')
  await expect(toast).toContainText('Thank you!')
  await expect(toast).toContainText('We will send you the free strategy within 24 hours.')
  mkdirSync(fileURLToPath(screenshotDir), { recursive: true })
  await page.screenshot({ path: fileURLToPath(new URL('survey-thank-you-desktop.png', screenshotDir)) })

  expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBe(email)
  expect(await page.evaluate(() => localStorage.getItem('userBusinessName'))).toBe('Bloom & Crumb Bakery')

  // The stats query is invalidated on success: the hero shows one more.
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('hero-count')).toHaveText(String(before + 1))

  // A fresh visit agrees, and reopening starts from scratch.
  await page.reload()
  await expect(page.getByTestId('hero-count')).toHaveText(String(before + 1))
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
  await expect(page.getByText('Step 1 of 17')).toBeVisible()
  await expect(page.getByLabel('What’s the name of your business?')).toHaveValue('')
})

test('the survey works with the keyboard alone', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Step 1 of 17')).toBeVisible()
  await expect(page.getByLabel('What’s the name of your business?')).toBeFocused()
  await page.keyboard.type('Keyboard Co')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Step 2 of 17')).toBeVisible()
  // Radio groups: arrow keys choose, Enter moves on.
  await expect(page.getByRole('radio', { name: /Food & beverage/ })).toBeFocused()
  // Radix moves focus in a timeout after keydown and checks the item only while the arrow key is still
  // down, so the key is held until the browser has acted on it (a fixed 50 ms press raced on a busy CI box).
  await page.keyboard.down('ArrowDown')
  await expect(page.getByRole('radio', { name: /Beauty & wellness/ })).toBeChecked()
  await page.keyboard.up('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Step 3 of 17')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test.describe('on a phone on a slow network', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true })

  test('the survey opens on the first tap, its code loading only then', async ({ page }) => {
    // Lighthouse's mobile profile (slow 4G, as applied to DevTools) and its 4x CPU slowdown.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })

    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(
      scripts.some((file) => file.includes('survey-root')),
      scripts.join(', '),
    ).toBe(false)

    // One tap: nothing loaded ahead of it, and no second tap needed.
    await page
      .getByRole('main')
      .getByRole('button', { name: /Get My Free Plan/ })
      .first()
      .tap()
    const dialog = page.getByRole('dialog', { name: dialogName })
    await expect(dialog).toBeVisible({ timeout: 60_000 })
    await expect(dialog.getByText('Step 1 of 17')).toBeVisible()
    await expect(dialog.getByLabel('What’s the name of your business?')).toBeFocused()
    // Full screen on a phone.
    const box = await dialog.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(370)
  })
})
