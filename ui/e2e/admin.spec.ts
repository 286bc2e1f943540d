import type { Page } from '@playwright/test'
import { adminCredentials, sampleSurvey, signInWithToken, submitSurvey, waitForMail } from './admin-helpers'
import { expect, test } from './fixtures'

function toast(page: Page) {
  return page.locator('[data-slot="toast"]')
}

async function expectToast(page: Page, title: string, description?: string) {
  await expect(toast(page)).toContainText(title)
  if (description) await expect(toast(page)).toContainText(description)
}

test('an admin reviews, edits, approves and sends a plan, and the customer gets it by e-mail', async ({ page, request }) => {
  const stamp = Date.now().toString(36)
  const businessName = `Harbour Lights Pottery ${stamp}`
  const email = `owner+${stamp}@harbourlights.example.com`
  const sentence = `Reviewer note ${stamp}: host a Saturday open studio and invite the harbour cafes.`

  // A visitor takes the survey.
  await submitSurvey(request, { businessName, email })

  // Without a token, the dashboard sends the admin to the login page.
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByRole('heading', { name: 'Admin sign-in' })).toBeVisible()

  const { username, password } = adminCredentials()
  await page.getByLabel('Username').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expectToast(page, 'Login successful', 'Welcome to the admin dashboard')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Submissions' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeTruthy()
  await expect(page.getByText('Total', { exact: true }).locator('xpath=..')).toContainText(/\d/)

  // The submission is there (found with the search box), with its answers.
  await page.getByLabel('Search submissions').fill(stamp)
  await expect(page).toHaveURL(new RegExp(`[?&]q=${stamp}`))
  const card = page.getByTestId('lead-card').filter({ has: page.getByRole('heading', { name: businessName }) })
  await expect(card).toHaveCount(1)
  await expect(page.getByTestId('lead-card')).toHaveCount(1)
  await expect(card).toContainText(email)
  await expect(card).toContainText('Food & beverage')
  await expect(card).toContainText(`Locally — ${sampleSurvey.specificLocation}`)
  await expect(card.getByTestId('plan-deadline')).toHaveText(/\d+h( \d+m)? left$/)
  await expect(card.getByRole('link', { name: 'Email Customer' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:owner%2B${stamp}@harbourlights\\.example\\.com\\?.*Hi%20Harbour%20Lights%20Pottery%20${stamp}%2C`),
  )

  await card.getByRole('button', { name: 'Draft with the built-in planner' }).click()
  await expectToast(page, 'Success', 'Drafted by the built-in planner')
  await expect(card).toContainText('Plan Generated: Yes')

  // The review desk.
  await page.getByRole('link', { name: 'Strategy Review' }).click()
  await expect(page).toHaveURL(/\/admin\/strategies$/)
  await expect(page.getByText('Select a strategy from the list to review').last()).toBeVisible()
  const items = page.getByTestId('strategy-item').filter({ hasText: businessName })
  await expect(items.first()).toBeVisible()
  await expect(items.first()).toContainText(email)
  await expect(items.first()).toContainText('Pending review')
  const countBefore = Number(
    await page
      .getByTestId('pending-count')
      .innerText()
      .then((text) => text.replace(/\D/g, '')),
  )
  await items.first().click()

  const pane = page.getByRole('region', { name: 'Strategy review' })
  await expect(pane.getByRole('tab', { name: 'Strategy Content' })).toHaveAttribute('aria-selected', 'true')
  // The plan shows as the customer's e-mail will.
  const text = pane.frameLocator('[data-testid="plan-preview"]').locator('body')
  await expect(text).not.toBeEmpty()
  // The consistency checker's report on the built-in plan, above the text.
  await expect(pane.getByTestId('plan-checks')).toContainText('keeps every rule it ran')
  await expect(pane.getByRole('button', { name: 'Send to Customer' })).toHaveCount(0)

  // Edit: add a recognisable sentence and save it.
  await pane.getByRole('button', { name: 'Edit' }).click()
  const box = pane.getByRole('textbox', { name: 'Strategy text' })
  await expect(box).toBeFocused()
  const original = await box.inputValue()
  await box.fill(`${original.trimEnd()}\n\n${sentence}\n`)
  await pane.getByRole('button', { name: 'Save' }).click()
  await expectToast(page, 'Strategy saved successfully')
  await expect(text).toContainText(sentence)

  // Approve, then send.
  await pane.getByRole('button', { name: 'Approve' }).click()
  await expectToast(page, 'Strategy approved successfully')
  await expect(pane.getByTestId('strategy-status')).toHaveText(/Approved/)
  await expect(pane.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await pane.getByRole('button', { name: 'Send to Customer' }).click()
  await expectToast(page, 'Strategy sent to customer successfully')
  await expect(pane.getByTestId('strategy-status')).toHaveText(/Sent/)
  await expect(pane.getByRole('button', { name: 'Send to Customer' })).toHaveCount(0)
  // The list reloaded: the sent plan left it.
  await expect(page.getByTestId('pending-count')).toHaveText(new RegExp(`${countBefore - 1}$`))

  // The customer details tab.
  await pane.getByRole('tab', { name: 'Customer Details' }).click()
  const details = pane.getByRole('tabpanel')
  await expect(details).toContainText(businessName)
  await expect(details).toContainText(email)
  await expect(details).toContainText('Food & beverage')
  await expect(details).toContainText('Recently launched (0–6 months)')
  await expect(details).toContainText('Get my first customers')
  await expect(details).toContainText(/Survey completed\s*\w{3} \d{1,2}, \d{4}/)

  // The plan really left by SMTP, with the reviewer's sentence.
  // (Whitespace is flattened: the plain-text part may wrap long lines.)
  const flat = (value: string) => value.replace(/\s+/g, ' ')
  const mail = await waitForMail((message) => message.rcpt_tos.includes(email) && flat(message.text).includes(sentence))
  expect(mail.mail_from).toBe('plans@plansmith.test')
  expect(flat(`${mail.subject} ${mail.text}`)).toContain(businessName)

  // Back on the dashboard the 24-hour clock has stopped.
  await page.getByRole('link', { name: 'Submissions' }).click()
  await page.getByLabel('Search submissions').fill(stamp)
  await expect(card.getByTestId('plan-deadline')).toHaveText(/Sent$/)

  // Logout ends the session.
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/admin\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull()
  for (const path of ['/admin', '/admin/strategies']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/admin\/login$/)
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible()
  }
})

test('a wrong password shows Login failed and keeps the admin on the login page', async ({ page }) => {
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill(adminCredentials().username)
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-at-all')
  await page.getByRole('button', { name: 'Sign In' }).click()
  await expectToast(page, 'Login failed')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('')
  expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull()
})

test('a token the server does not accept sends the admin back to the login page', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('adminToken', 'tampered.token.value'))
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login$/)
  await expectToast(page, 'Authentication failed')
})

test('the login works from the keyboard alone', async ({ page }) => {
  const { username, password } = adminCredentials()
  await page.goto('/admin/login')
  await expect(page.getByLabel('Username')).toBeFocused()
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
  await page.keyboard.type(password)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Submissions' })).toBeVisible()
})

test('Reject takes a draft off the list with the reason Quality review', async ({ page, request }) => {
  const stamp = Date.now().toString(36)
  const businessName = `Quayside Yoga ${stamp}`
  const leadId = await submitSurvey(request, { businessName, email: `studio+${stamp}@quayside.example.com` })
  const token = await signInWithToken(page, request)
  const generated = await request.post('/api/generate-strategy', {
    data: { leadId },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(generated.status()).toBe(201)
  const { id } = (await generated.json()) as { id: number }

  await page.goto(`/admin/strategies?id=${id}`)
  const pane = page.getByRole('region', { name: 'Strategy review' })
  await expect(pane.getByRole('heading', { name: businessName })).toBeVisible()
  await expect(page.getByTestId('strategy-item').filter({ hasText: businessName }).first()).toBeVisible()
  const listed = page.locator(`[data-testid="strategy-item"][href$="id=${id}"]`)
  await expect(listed).toHaveAttribute('aria-current', 'true')
  await pane.getByRole('button', { name: 'Reject' }).click()
  await expectToast(page, 'Strategy rejected successfully')
  await expect(pane.getByTestId('strategy-status')).toHaveText(/Rejected/)
  await expect(pane).toContainText('Quality review')
  await expect(listed).toHaveCount(0)
  for (const name of ['Approve', 'Reject', 'Edit', 'Send to Customer']) {
    await expect(pane.getByRole('button', { name })).toHaveCount(0)
  }
})

test('the dashboard links to Orders, which explains how orders arrive while there are none', async ({ page, request }) => {
  const token = await signInWithToken(page, request)
  // The shared e2e server may have taken payments in another spec; the empty state is for a server without orders.
  const listed = await request.get('/api/admin/orders', { headers: { Authorization: `Bearer ${token}` } })
  expect(listed.status()).toBe(200)
  const total = Number(listed.headers()['x-total-count'])

  await page.goto('/admin')
  const tile = page.getByRole('link', { name: /Pro orders/ })
  await expect(tile).toContainText(/\d+ paid · \$[\d,.]+ revenue/)
  await tile.click()
  await expect(page).toHaveURL(/\/admin\/orders$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const totals = page.getByLabel('Order totals')
  await expect(totals).toContainText('Paid orders')
  await expect(totals).toContainText('Revenue')
  if (total === 0) {
    await expect(page.getByText('No orders yet')).toBeVisible()
    await expect(page.getByText(/Orders arrive from Stripe .* once payments are configured/)).toBeVisible()
    await expect(totals).toContainText('$0.00')
  } else {
    await expect(page.getByTestId('order-row').first()).toBeVisible()
  }

  // A direct load of the address works too (the server knows the route).
  const direct = await request.get('/admin/orders')
  expect(direct.status()).toBe(200)
})

test('script and SQL in a visitor’s answers are shown as typed on the dashboard and the review desk, never run', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36)
  const businessName = `Robert'); DROP TABLE leads;-- <img src=x onerror="window.__pwned=1"> ${stamp}`
  const leadId = await submitSurvey(request, { businessName, email: `bobby+${stamp}@tables.example.com` })
  const token = await signInWithToken(page, request)
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })

  await page.goto(`/admin?q=${stamp}`)
  const card = page.getByTestId('lead-card')
  await expect(card).toHaveCount(1)
  await expect(card.getByRole('heading', { name: businessName })).toBeVisible()

  const generated = await request.post('/api/generate-strategy', {
    data: { leadId },
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(generated.status()).toBe(201)
  const { id } = (await generated.json()) as { id: number }
  await page.goto(`/admin/strategies?id=${id}`)
  const pane = page.getByRole('region', { name: 'Strategy review' })
  await expect(pane.getByRole('heading', { name: businessName })).toBeVisible()

  // Nothing the visitor typed became an element or ran.
  await expect(page.locator('img[src="x"]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
})

test('an admin downloads a person’s data, then erases it after confirming', async ({ page, request }) => {
  const stamp = Date.now().toString(36)
  const businessName = `Erasable Bakery ${stamp}`
  const email = `erase+${stamp}@erasable.example.com`
  await submitSurvey(request, { businessName, email })
  await signInWithToken(page, request)
  await page.goto(`/admin?q=${stamp}`)
  const card = page.getByTestId('lead-card').filter({ has: page.getByRole('heading', { name: businessName }) })
  await expect(card).toHaveCount(1)

  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Export data' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(new RegExp(`^personal-data-erase_${stamp}@erasable\\.example\\.com-.*\\.json$`))
  const exported = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')) as {
    leads: { business_name: string }[]
  }
  expect(exported.leads[0]!.business_name).toBe(businessName)

  await card.getByRole('button', { name: 'Erase data' }).click()
  const dialog = page.getByRole('dialog', { name: `Erase everything about ${email}?` })
  await expect(dialog).toContainText('cannot be undone')
  await dialog.getByRole('button', { name: 'Erase permanently' }).click()
  await expectToast(page, 'Data erased', `${email}: 1 survey`)
  await expect(card).toHaveCount(0)
})
