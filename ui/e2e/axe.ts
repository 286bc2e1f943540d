import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Runs axe-core on what the page shows now (or only on `within`, e.g. an open dialog, which
 * hides the rest of the page) and fails with a readable list of violations.
 */
export async function expectNoViolations(page: Page, screen: string, within?: string) {
  await page.evaluate(() => document.fonts.ready)
  // The plan e-mail's preview is the e-mail itself, in a sandboxed frame without scripts, where
  // axe cannot run: the desk around it is checked.
  const axe = new AxeBuilder({ page }).exclude('[data-testid="plan-preview"]')
  if (within) axe.include(within)
  const { violations } = await axe.analyze()
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  )
  expect(report, `axe violations on ${screen}`).toEqual([])
}
