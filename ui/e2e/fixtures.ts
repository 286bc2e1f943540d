import { test as base } from '@playwright/test'

export { expect } from '@playwright/test'

/** Every page talks to the server that global-setup started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const baseURL = process.env.PLANSMITH_BASE_URL
    if (!baseURL) throw new Error('PLANSMITH_BASE_URL is not set: run through playwright.config.ts (global setup)')
    await use(baseURL)
  },
})

export const screenshotDir = new URL('../test-results/screenshots/', import.meta.url)
