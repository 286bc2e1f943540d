import { expect, test } from './fixtures'

test('the API docs show the published document, within the CSP, on a phone and a desktop', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/api/docs')
    // Operations from the document, grouped under its tags, and the labels it publishes.
    await expect(page.getByText('/leads/stats').first()).toBeVisible()
    await expect(page.getByRole('heading', { name: /PlanPages/ })).toBeVisible()
    await page.screenshot({ path: `test-results/api-docs-${viewport.width}.png` })
  }
  expect(problems, 'console errors (a CSP refusal shows here)').toEqual([])
})
