import { signInWithToken, submitSurvey } from './admin-helpers'
import { expectNoViolations } from './axe'
import { expect, test } from './fixtures'

test('the public pages have no axe violations', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'marketing toolkits delivered today'],
    ['/blog', 'The Plansmith Blog'],
    ['/blog/one-page-marketing-plan', 'The One-Page Marketing Plan'],
    ['/blog/42', 'Post Not Found'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/no-such-page', 'Page not found'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByText(heading).first()).toBeVisible()
    await page.waitForLoadState('networkidle')
    await expectNoViolations(page, path)
  }
  // A filtered list and the newsletter's own states.
  await page.goto('/blog?category=seo')
  await expect(page.getByTestId('blog-count')).toHaveText(/in SEO/)
  await expectNoViolations(page, '/blog?category=seo')
})

test('the survey dialog has no axe violations at its steps', async ({ page }) => {
  test.setTimeout(180_000)
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Get Started' }).click()
  const dialog = page.getByRole('dialog', { name: 'Get Your Free Marketing Plan' })
  const next = async (step: number) => {
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(dialog.getByText(`Step ${step} of 17`)).toBeVisible()
  }
  await expect(dialog.getByText('Step 1 of 17')).toBeVisible()
  await expectNoViolations(page, 'survey step 1', '[role="dialog"]')

  // A refused answer shows its message.
  await dialog.getByRole('button', { name: 'Next' }).click()
  await expect(dialog.getByRole('alert')).toBeVisible()
  await expectNoViolations(page, 'survey step 1 with an error', '[role="dialog"]')

  await dialog.getByLabel('What’s the name of your business?').fill('Bloom & Crumb Bakery')
  await next(2)
  await expectNoViolations(page, 'survey step 2 (radio)', '[role="dialog"]')
  await dialog.getByText('Food & beverage').click()
  await next(3)
  await dialog.getByText('Locally', { exact: true }).click()
  await expect(dialog.getByLabel(/Which town, city or area/)).toBeVisible()
  await expectNoViolations(page, 'survey step 3 (location box)', '[role="dialog"]')
  await dialog.getByLabel(/Which town, city or area/).fill('Leeds')
  await next(4)
  await expectNoViolations(page, 'survey step 4 (textarea)', '[role="dialog"]')
  await dialog.getByLabel('What do you offer?').fill('Sourdough bread and celebration cakes, baked fresh every morning.')
  await next(5)
  await dialog.getByText('Recently launched').click()
  await next(6)
  await next(7)
  await dialog.getByLabel('Who is your ideal customer?').fill('Busy parents nearby who want good bread.')
  await next(8)
  await dialog.getByLabel('What problem do you solve for them?').fill('Fresh bread is hard to find on weekday mornings.')
  await next(9)
  await dialog.getByText('Get my first customers').click()
  await next(10)
  await dialog.getByText('3–5 hours a week').click()
  await next(11)
  await dialog.getByText('$50–200 a month').click()
  await next(12)
  await dialog.getByText('Friendly', { exact: true }).click()
  await next(13)
  await dialog.getByText('I’ll do it myself').click()
  await next(14)
  await dialog.getByText('Instagram').click()
  await expectNoViolations(page, 'survey step 14 (checkboxes)', '[role="dialog"]')
  await next(15)
  await dialog.getByText('I don’t have enough time').click()
  await dialog.getByLabel('Describe your other challenge').fill('A supermarket bakery opened nearby')
  await expect(dialog.getByText('2 of 2 selected')).toBeVisible()
  await expectNoViolations(page, 'survey step 15 (limit of 2 reached, other)', '[role="dialog"]')
  await next(16)
  await dialog.getByText('Posting on social media').click()
  await next(17)
  await expectNoViolations(page, 'survey step 17 (e-mail)', '[role="dialog"]')
  await dialog.getByLabel('Drop your email to get your free plan:').fill(`a11y+${Date.now()}@bloomandcrumb.example.com`)
  await dialog.getByRole('button', { name: 'Get My Free Plan' }).click()
  await expect(dialog.getByRole('button', { name: 'Done' })).toBeVisible()
  await expectNoViolations(page, 'survey thank-you view', '[role="dialog"]')
})

test('the admin screens have no axe violations', async ({ page, request }) => {
  await page.goto('/admin/login')
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  await expectNoViolations(page, '/admin/login')

  const stamp = Date.now().toString(36)
  await submitSurvey(request, { businessName: `Axe Pottery ${stamp}`, email: `axe+${stamp}@pottery.example.com` })
  await signInWithToken(page, request)

  await page.goto('/admin')
  await expect(page.getByTestId('lead-card').first()).toBeVisible()
  await expectNoViolations(page, '/admin')

  await page.goto('/admin/strategies')
  const item = page
    .getByTestId('strategy-item')
    .filter({ hasText: `Axe Pottery ${stamp}` })
    .first()
  await expect(item).toBeVisible({ timeout: 60_000 })
  await expectNoViolations(page, '/admin/strategies')
  await item.click()
  const pane = page.getByRole('region', { name: 'Strategy review' })
  await expect(pane.frameLocator('[data-testid="plan-preview"]').locator('body')).not.toBeEmpty()
  await expectNoViolations(page, '/admin/strategies with a strategy open')
  await pane.getByRole('button', { name: 'Edit' }).click()
  await expect(pane.getByRole('textbox', { name: 'Strategy text' })).toBeVisible()
  await expectNoViolations(page, '/admin/strategies editing beside the preview')
  await pane.getByRole('button', { name: 'Cancel' }).click()
  await pane.getByRole('tab', { name: 'Customer Details' }).click()
  await expectNoViolations(page, '/admin/strategies customer details')

  await page.goto('/admin/subscribers')
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscribers' })).toBeVisible()
  await expectNoViolations(page, '/admin/subscribers')

  await page.goto('/admin/traffic')
  await expect(page.getByRole('heading', { level: 1, name: 'Traffic' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoViolations(page, '/admin/traffic')
})

test('the checkout page has no axe violations', async ({ page }) => {
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expectNoViolations(page, '/checkout')
})
