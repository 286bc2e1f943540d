import type { Page } from '@playwright/test'
import { mimePart, signInWithToken, submitSurvey, waitForDraft, waitForMail } from './admin-helpers'
import { expect, test } from './fixtures'

function toast(page: Page) {
  return page.locator('[data-slot="toast"]')
}

/** The HTML as a browser reads it: line endings and the whitespace between tags do not count. */
function normalised(html: string) {
  return html.replace(/\r\n/g, '\n').replace(/>\s+</g, '><').trim()
}

/** The sent e-mail with its plan page's secret link put back to the placeholder the preview shows. */
function asPreviewed(html: string) {
  return html.replace(/(plan(?:&#x2f;|\/))[0-9a-f]{48}\b/g, '$1your-private-link')
}

test('the desk previews the e-mail the founder gets, refuses a second plan without a reason, and keeps every plan on the lead', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const businessName = `Tidewater Kilns ${stamp}`
  const email = `owner+${stamp}@tidewater.example.com`
  await waitForDraft(request, await submitSurvey(request, { businessName, email }))
  await signInWithToken(page, request)

  // The automatic draft: approve it, read the preview, send it.
  await page.goto('/admin/strategies')
  await page.getByTestId('strategy-item').filter({ hasText: businessName }).first().click()
  const pane = page.getByRole('region', { name: 'Strategy review' })
  // The trade as the built-in planner read it, or its note that it could not.
  await expect(pane.getByTestId('trade-line').or(pane.getByTestId('generator-note'))).toContainText(/recognis/)
  await pane.getByRole('button', { name: 'Approve' }).click()
  await expect(pane.getByTestId('strategy-status')).toHaveText(/Approved/)
  const preview = pane.getByTestId('plan-preview')
  await expect(pane.frameLocator('[data-testid="plan-preview"]').locator('body')).toContainText(businessName)
  const previewHtml = (await preview.getAttribute('srcdoc')) ?? ''
  await pane.getByRole('button', { name: 'Send to Customer' }).click()
  await expect(pane.getByTestId('strategy-status')).toHaveText(/Sent/)
  const firstId = Number(new URL(page.url()).searchParams.get('id'))

  // The e-mail's HTML part is the preview's HTML, but for the founder's own plan page link.
  const mail = await waitForMail((message) => message.rcpt_tos.includes(email) && message.subject.startsWith('Your marketing plan'))
  const sentHtml = mimePart(mail.data, 'text/html')
  expect(sentHtml).not.toContain('your-private-link')
  expect(normalised(asPreviewed(sentHtml))).toBe(normalised(previewHtml))

  // Another draft for this lead asks first, and says a plan already went out.
  await page.goto(`/admin?q=${stamp}`)
  const card = page.getByTestId('lead-card').filter({ hasText: businessName })
  await card.getByRole('button', { name: 'Draft with the built-in planner' }).click()
  const ask = page.getByRole('dialog', { name: `A plan already went to ${email}` })
  await ask.getByRole('button', { name: 'Draft another plan' }).click()
  await expect(toast(page)).toContainText('Drafted by the built-in planner')

  // The second plan: the server refuses to send it without a reason...
  await page.goto('/admin/strategies')
  await page.getByTestId('strategy-item').filter({ hasText: businessName }).first().click()
  await expect(pane.getByTestId('previous-send')).toContainText(`Plan #${firstId} already went to this address`)
  await pane.getByRole('button', { name: 'Approve' }).click()
  await expect(pane.getByTestId('strategy-status')).toHaveText(/Approved/)
  const secondId = Number(new URL(page.url()).searchParams.get('id'))
  const token = await page.evaluate(() => localStorage.getItem('adminToken'))
  const refused = await request.post(`/api/admin/strategies/${secondId}/send`, { headers: { Authorization: `Bearer ${token}` } })
  expect(refused.status()).toBe(409)
  expect(((await refused.json()) as { message: string }).message).toContain('give the reason')
  // ...and the desk asks for it before sending.
  await pane.getByRole('button', { name: 'Send to Customer' }).click()
  const dialog = page.getByRole('dialog', { name: 'Send a second plan to this address?' })
  await expect(dialog.getByRole('button', { name: 'Send the second plan' })).toBeDisabled()
  const reason = `Prices changed after the call ${stamp}`
  await dialog.getByRole('textbox', { name: 'Why this address gets a second plan' }).fill(reason)
  await dialog.getByRole('button', { name: 'Send the second plan' }).click()
  await expect(pane.getByTestId('strategy-status')).toHaveText(/Sent/)

  // The lead keeps both plans with who sent them and why; the first is readable as it was sent.
  await page.goto(`/admin?q=${stamp}`)
  await card.getByText('Plans and sends').click()
  const plans = card.getByTestId('lead-plans')
  await expect(plans).toContainText(reason)
  await plans.getByRole('link', { name: `Plan #${firstId}` }).click()
  await expect(page).toHaveURL(new RegExp(`show=all&id=${firstId}$`))
  await expect(pane.getByTestId('strategy-status')).toHaveText(/Sent/)
  await expect(pane.frameLocator('[data-testid="plan-preview"]').locator('body')).toContainText(businessName)
  expect(normalised((await pane.getByTestId('plan-preview').getAttribute('srcdoc')) ?? '')).toBe(normalised(previewHtml))
})
