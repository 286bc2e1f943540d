import { expect, test as base, type Page } from '@playwright/test'

export { expect }

/** Every page talks to the server that global-setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const baseURL = process.env.PLANSMITH_BASE_URL
    if (!baseURL) throw new Error('PLANSMITH_BASE_URL is not set: run through playwright.config.ts (global setup)')
    await use(baseURL)
  },
  // A click before a page's script has made its buttons live would be lost, so each load
  // waits for it (`<html data-hydrated>`), as a person waits for a page to be ready. The
  // deadline only catches a page that never gets there.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      const ready = async () => {
        if (new URL(page.url()).pathname.startsWith('/api/')) return
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
      }
      page.goto = async (...args: Parameters<typeof goto>) => {
        const response = await goto(...args)
        await ready()
        return response
      }
      page.reload = async (...args: Parameters<typeof reload>) => {
        const response = await reload(...args)
        await ready()
        return response
      }
    }
    await use(page)
  },
})

export const screenshotDir = new URL('../test-results/screenshots/', import.meta.url)

/**
 * Waits until the page's script has made its parts live (`<html data-hydrated>`): before that
 * its buttons and forms are plain HTML.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
}
