import { sendPlanPage, signInWithToken } from './admin-helpers'
import { expectNoViolations } from './axe'
import { expect, hydrated, test } from './fixtures'

/** A phone in the hand: a narrow screen that is touched. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

test('a founder follows their plan on a phone, and the operator sees it and can turn the link off', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const stamp = Date.now().toString(36)
  const businessName = `Harbour Lane Ceramics ${stamp}`
  const email = `maker+${stamp}@harbourlane.example.com`
  const { path } = await sendPlanPage(request, { businessName, email })

  // The link from the e-mail opens the plan, private and unindexed.
  const response = await page.goto(path)
  expect(response?.status()).toBe(200)
  expect(response?.headers()['cache-control']).toBe('private, no-store')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Your marketing plan for ${businessName}`)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

  const progress = page.locator('[data-plan-done]')
  const total = Number(/of (\d+) tasks? done/.exec((await progress.textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThan(2)
  await expect(progress).toHaveText(`0 of ${total} tasks done`)

  const now = page.getByRole('group', { name: 'This week’s tasks' })
  const boxes = now.getByRole('checkbox')
  expect(await boxes.count()).toBeGreaterThanOrEqual(2)
  const [first, second] = [boxes.nth(0), boxes.nth(1)]
  const week = await first.getAttribute('data-week')

  // A tap on the task's words ticks its box (the whole row is the target).
  await now.locator('label').first().tap()
  await expect(first).toBeChecked()
  await expect(progress).toHaveText(`1 of ${total} tasks done`)

  // The next task by keyboard: Tab from the first box, Space.
  await first.focus()
  await page.keyboard.press('Tab')
  await expect(second).toBeFocused()
  await page.keyboard.press('Space')
  await expect(second).toBeChecked()
  await expect(progress).toHaveText(`2 of ${total} tasks done`)

  // Both were saved: a reload finds them ticked, here and in their week, with the counts.
  await page.reload()
  await expect(first).toBeChecked()
  await expect(second).toBeChecked()
  await expect(progress).toHaveText(`2 of ${total} tasks done`)
  const percent = Math.floor((2 * 100) / total)
  await expect(page.locator('progress[data-plan-percent]')).toHaveJSProperty('value', percent)
  const weekItem = page.locator(`[data-plan-week="${week}"]`)
  await expect(weekItem.locator('[data-plan-week-done]')).toHaveText(/^2 of \d+ done$/)
  await weekItem.locator('summary').tap()
  await expect(weekItem.getByRole('checkbox').nth(0)).toBeChecked()
  await expect(weekItem.getByRole('checkbox').nth(1)).toBeChecked()

  // A KPI's figure is saved when the field is left, and is there after a reload.
  const figures = page.getByRole('region', { name: 'Your figures' })
  const day30 = figures.getByLabel(/^Day 30: your figure for /).first()
  await day30.tap()
  await day30.fill('42')
  await day30.press('Tab')
  await expect(page.locator('[data-plan-status]')).toHaveText('Saved')
  await page.reload()
  await expect(day30).toHaveValue('42')

  // A figure the server refuses says why, under its KPI, and the field says it is wrong.
  const day60 = figures.getByLabel(/^Day 60: your figure for /).first()
  await day60.fill('-5')
  await day60.press('Tab')
  const refusal = 'A figure is a number from 0 to 1,000,000,000,000'
  await expect(day60).toHaveAttribute('aria-invalid', 'true')
  await expect(day60).toHaveAccessibleDescription(new RegExp(refusal))
  await expect(page.locator('[data-plan-figure-error]:not([hidden])')).toHaveText(refusal)
  await expectNoViolations(page, 'the plan page with a refused figure')

  // The Monday e-mails stop with the page's button, and the page comes back saying so.
  const mail = page.getByRole('region', { name: 'Monday e-mails' })
  await mail.getByRole('button', { name: 'Stop the Monday e-mails' }).tap()
  await expect(page).toHaveURL(new RegExp(`${path}#monday-emails$`))
  await hydrated(page)
  await expect(mail).toContainText('You stopped the Monday e-mails.')
  await expect(mail.getByRole('button', { name: 'Send them again' })).toBeVisible()
  await expect(mail).toBeInViewport()
  await expectNoViolations(page, 'the plan page')

  // The operator sees the founder's progress on the lead.
  await signInWithToken(page, request)
  await page.goto(`/admin?q=${stamp}`)
  const card = page.getByTestId('lead-card').filter({ hasText: businessName })
  const section = card.getByRole('region', { name: 'Plan page' })
  await expect(section.getByRole('progressbar', { name: `2 of ${total} tasks ticked` })).toBeVisible()
  await expect(section.getByTestId('plan-page-week')).toHaveText(/^(Starts \S.*|Week \d+ of 13)$/)
  await expect(section.getByText('Last visit').locator('xpath=following-sibling::dd[1]')).toContainText(/ago|now/)
  await expect(section.getByTestId('plan-page-emails')).toHaveText('stopped by the founder · 0 sent · opened from 0')
  await expect(page.getByTestId('following-tile')).toContainText(/of \d+ live/)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoViolations(page, '/admin with a plan page on a lead')

  // The link is copied, whole, for the admin to hand on.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await section.getByRole('button', { name: 'Copy the founder’s link' }).tap()
  await expect(page.locator('[data-slot="toast"]')).toContainText('Link copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`)

  // Turning it off asks first, then the page is gone.
  await section.getByRole('button', { name: 'Turn off the link' }).tap()
  const dialog = page.getByRole('dialog', { name: `Turn off ${businessName}’s plan link?` })
  await expectNoViolations(page, 'the turn-off dialog')
  await dialog.getByRole('button', { name: 'Turn off the link' }).tap()
  await expect(dialog).toBeHidden()
  await expect(page.locator('[data-slot="toast"]')).toContainText('Link turned off')
  await expect(section.getByTestId('plan-page-emails')).toHaveText('link turned off · 0 sent · opened from 0')
  await expect(section.getByRole('button')).toHaveCount(0)

  const gone = await request.get(path)
  expect(gone.status()).toBe(404)
  expect(await gone.text()).toContain('This plan link does not work')
  const tick = await request.put(`/api/plan-pages/${path.slice('/plan/'.length)}/tasks/${week}/0`, { data: { done: false } })
  expect(tick.status()).toBe(404)
})
