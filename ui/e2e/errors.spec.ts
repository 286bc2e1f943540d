import { expect, test } from './fixtures'

/** Jumps the survey to its last step with every earlier answer given. */
async function answerEverything(page: import('@playwright/test').Page) {
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Marketing Plan' })
  const next = () => dialog.getByRole('button', { name: 'Next' }).click()
  await dialog.getByLabel('What’s the name of your business?').fill('Failing Fixtures Ltd')
  await next()
  await dialog.getByText('Freelance services').click()
  await next()
  await dialog.getByText('Online only').click()
  await next()
  await dialog.getByLabel('What do you offer?').fill('Test fixtures')
  await next()
  await dialog.getByText('Established').click()
  await next()
  await next()
  await dialog.getByLabel('Who is your ideal customer?').fill('Testers')
  await next()
  await dialog.getByLabel('What problem do you solve for them?').fill('Flaky tests')
  await next()
  await dialog.getByText('Increase sales').click()
  await next()
  await dialog.getByText('1–2 hours a week').click()
  await next()
  await dialog.getByText('$0–50 a month').click()
  await next()
  await dialog.getByText('Bold', { exact: true }).click()
  await next()
  await dialog.getByText('Some help').click()
  await next()
  await dialog.getByText('LinkedIn').click()
  await next()
  await dialog.getByText('I get traffic but no sales').click()
  await next()
  await dialog.getByText('Nothing yet').click()
  await next()
  await expect(dialog.getByText('Step 17 of 17')).toBeVisible()
  return dialog
}

test('a server error shows the Error toast and keeps the dialog open with the answers', async ({ page }) => {
  await page.route('**/api/leads', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'The plan service is temporarily unavailable' }),
    })
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Get Started' }).click()
  const dialog = await answerEverything(page)
  await dialog.getByLabel('Drop your email to get your free plan:').fill('owner@failing.example.com')
  await dialog.getByRole('button', { name: 'Get My Free Plan' }).click()

  // While the dialog is open, Radix hides the rest of the page from the accessibility tree
  // (the toast is announced through its own live region), so find it by its slot.
  const toast = page.locator('[data-slot="toast"]')
  await expect(toast).toContainText('Error')
  await expect(toast).toContainText('The plan service is temporarily unavailable')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Step 17 of 17')).toBeVisible()
  await expect(dialog.getByLabel('Drop your email to get your free plan:')).toHaveValue('owner@failing.example.com')
  await expect(dialog.getByRole('button', { name: 'Get My Free Plan' })).toBeEnabled()
  expect(await page.evaluate(() => localStorage.getItem('userEmail'))).toBeNull()

  // Answers are kept: going back shows them.
  await dialog.getByRole('button', { name: 'Previous' }).click()
  await expect(dialog.getByRole('checkbox', { name: 'Nothing yet' })).toBeChecked()
})

test('a rejected answer (400) names the problem and returns to its step', async ({ page }) => {
  await page.route('**/api/leads', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback()
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Please choose your business type', field: 'businessType' }),
    })
  })
  await page.goto('/')
  await page.getByRole('button', { name: 'Get Started' }).click()
  const dialog = await answerEverything(page)
  await dialog.getByLabel('Drop your email to get your free plan:').fill('owner@failing.example.com')
  await dialog.getByRole('button', { name: 'Get My Free Plan' }).click()

  await expect(page.locator('[data-slot="toast"]')).toContainText('Error')
  await expect(dialog.getByText('Step 2 of 17')).toBeVisible()
  await expect(dialog.getByRole('alert')).toHaveText('Please choose your business type')
})

test('an unknown path answers 404 and shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await expect(page).toHaveTitle(/Page not found/)
  await page.getByRole('link', { name: 'Go to the home page' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the placeholder routes load their own chunks and link home', async ({ page }) => {
  for (const [path, heading] of [
    ['/blog', 'The Plansmith Blog'],
    ['/checkout', 'Complete Your Purchase'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/admin/login', 'Admin sign-in'],
  ] as const) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible()
  }
})
