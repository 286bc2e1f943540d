import { expect, test } from './fixtures'

test('the landing page has its sections, figures and links', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  for (const figure of ['600+', '89%', '4.9/5', '60s']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible()
  }
  // The built-in claims are honest: no user count, an example shown as one, a note about review.
  await expect(page.getByText(/trusted by/i)).toHaveCount(0)
  await expect(page.getByText('An example plan')).toBeVisible()
  await expect(page.getByText('Why a person reads every plan')).toBeVisible()
  await expect(page.getByText(/no e-?mail required/i)).toHaveCount(0)
  await expect(page.getByText('Worth $2,500')).toBeVisible()
  await expect(page.getByText('Most Popular')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled()
  await expect(page.getByRole('link', { name: 'Get Pro Tools' })).toHaveAttribute('href', '/checkout')

  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/login')
  await expect(footer.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
  await expect(footer.getByRole('link', { name: 'Help Center' })).toHaveAttribute('href', /^mailto:support@plansmith\.app\?subject=/)
  await expect(footer.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '#how-it-works')
  await expect(footer.getByRole('link', { name: 'support@plansmith.app' })).toHaveAttribute('href', 'mailto:support@plansmith.app')
})

test('header buttons scroll to their sections', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/')
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: 'Pricing' }).click()
  await expect(page.getByRole('heading', { name: 'Simple, honest pricing' })).toBeInViewport()
  await header.getByRole('button', { name: 'How It Works' }).click()
  await expect(page.getByRole('heading', { name: 'A plan in your inbox in three steps' })).toBeInViewport()
  await header.getByRole('button', { name: 'Features' }).click()
  await expect(page.getByRole('heading', { name: 'Everything in your free marketing plan' })).toBeInViewport()
})

test('the Coming Soon plan explains itself in a tooltip', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/#pricing')
  await page.getByRole('heading', { name: 'Simple, honest pricing' }).scrollIntoViewIfNeeded()
  // The tooltip code loads as pricing nears the viewport (or on first hover), so
  // point at the button, away, and back, as a person's mouse would.
  const comingSoon = page.getByRole('button', { name: 'Coming Soon' })
  await comingSoon.hover({ force: true })
  await page.mouse.move(5, 5)
  await comingSoon.hover({ force: true })
  await expect(page.getByRole('tooltip')).toContainText('We’re not taking clients for this service yet')
})

test('the hero falls back to 2847 only when the count is missing', async ({ page }) => {
  await page.route('**/api/leads/stats', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ totalPlans: 5 }) }),
  )
  await page.goto('/')
  await expect(page.getByTestId('hero-live-count')).toHaveText('2847 marketing toolkits delivered today')
})

test('the hero shows the real count, zero included', async ({ page }) => {
  await page.route('**/api/leads/stats', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ totalPlans: 5, generatedToday: 0 }),
    }),
  )
  await page.goto('/')
  await expect(page.getByTestId('hero-live-count')).toHaveText('0 marketing toolkits delivered today')
})
