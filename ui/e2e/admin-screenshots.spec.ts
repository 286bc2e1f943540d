import { mkdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { signInWithToken, submitSurvey } from './admin-helpers'
import { expect, screenshotDir, test } from './fixtures'

const dir = fileURLToPath(screenshotDir)

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

test.beforeAll(() => {
  mkdirSync(dir, { recursive: true })
})

for (const viewport of viewports) {
  test(`admin screenshots at ${viewport.width}x${viewport.height}`, async ({ page, request }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const shot = async (name: string, fullPage = false) => {
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({ path: `${dir}/${name}-${viewport.name}.png`, fullPage })
    }

    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await shot('admin-login', true)

    const stamp = `${viewport.name}-${Date.now().toString(36)}`
    await submitSurvey(request, { businessName: `Saltmarsh Studio ${stamp}`, email: `hello+${stamp}@saltmarsh.example.com` })
    await signInWithToken(page, request)

    await page.goto('/admin')
    await expect(page.getByTestId('lead-card').first()).toBeVisible()
    await shot('admin-dashboard')
    await shot('admin-dashboard-full', true)

    await page.goto('/admin/orders')
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
    await expect(page.getByText('No orders yet').or(page.getByTestId(viewport.name === 'phone' ? 'order-card' : 'order-row').first())).toBeVisible()
    await expect(page.getByLabel('Order totals')).not.toContainText('—')
    await shot('admin-orders', true)

    await page.goto('/admin/strategies')
    const item = page.getByTestId('strategy-item').filter({ hasText: `Saltmarsh Studio ${stamp}` }).first()
    await expect(item).toBeVisible({ timeout: 20_000 })
    await shot('admin-strategies', true)

    await item.click()
    const pane = page.getByRole('region', { name: 'Strategy review' })
    await expect(pane.getByTestId('strategy-text')).not.toBeEmpty()
    await shot('admin-strategy')
    await pane.getByRole('button', { name: 'Edit' }).click()
    await expect(pane.getByRole('textbox', { name: 'Strategy text' })).toBeVisible()
    await shot('admin-strategy-edit')
    await pane.getByRole('button', { name: 'Cancel' }).click()
    await pane.getByRole('tab', { name: 'Customer Details' }).click()
    await expect(pane.getByRole('tabpanel')).toContainText(`Saltmarsh Studio ${stamp}`)
    await shot('admin-strategy-customer')
  })
}
