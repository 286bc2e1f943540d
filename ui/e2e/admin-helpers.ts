import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect } from './fixtures'

/** The admin global-setup created with `plansmith create-admin`. */
export function adminCredentials() {
  const username = process.env.PLANSMITH_E2E_ADMIN_USERNAME
  const password = process.env.PLANSMITH_E2E_ADMIN_PASSWORD
  if (!username || !password) throw new Error('No e2e admin: run through playwright.config.ts (global setup)')
  return { username, password }
}

/** The sample survey every suite submits (`tests/fixtures/survey.json`): complete and valid. */
export const sampleSurvey: Record<string, unknown> & { specificLocation: string } = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../tests/fixtures/survey.json', import.meta.url)), 'utf8'),
)

/** The sample survey under another business name and e-mail, as the dialog would send it. */
export function surveyAnswers(overrides: { businessName: string; email: string }) {
  return { ...sampleSurvey, ...overrides }
}

/** A visitor's survey submission, straight to the API. */
export async function submitSurvey(request: APIRequestContext, answers: { businessName: string; email: string }) {
  const res = await request.post('/api/leads', { data: surveyAnswers(answers) })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { id: number }).id
}

/** Signs in through the API and hands the page the token, as the login screen would. */
export async function signInWithToken(page: Page, request: APIRequestContext) {
  const res = await request.post('/api/admin/login', { data: adminCredentials() })
  expect(res.status(), await res.text()).toBe(200)
  const body = (await res.json()) as { token: string; username?: string; expiresAt?: string }
  await page.addInitScript((session) => {
    localStorage.setItem('adminToken', session.token)
    if (session.username) localStorage.setItem('adminUsername', session.username)
    if (session.expiresAt) localStorage.setItem('adminTokenExpiresAt', session.expiresAt)
  }, body)
  return body.token
}

/** A bearer token for the admin's API calls, signed in through the API. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/admin/login', { data: adminCredentials() })
  expect(res.status(), await res.text()).toBe(200)
  return ((await res.json()) as { token: string }).token
}

/** A founder's plan page, opened by sending their plan: its lead, its address (`/plan/{token}`) and the token. */
export type SentPlanPage = { leadId: number; path: string; token: string }

/**
 * The id of a lead's automatic draft, once the server has written it: a survey is answered at
 * once and its draft written beside, so a test that goes to the desk waits for it as an admin
 * would press Refresh.
 */
export async function waitForDraft(request: APIRequestContext, leadId: number): Promise<number> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` }
  let strategyId: number | undefined
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/admin/leads/${leadId}/strategies`, { headers })
        expect(res.status(), await res.text()).toBe(200)
        strategyId = ((await res.json()) as { id: number; status: string }[]).find((plan) => plan.status === 'pending_review')?.id
        return strategyId !== undefined
      },
      { timeout: 60_000, intervals: [100, 250, 500, 1000], message: 'the automatic draft is written' },
    )
    .toBe(true)
  return strategyId!
}

/**
 * A visitor's survey, its automatic draft approved and sent by the admin through the API, as
 * the review desk would; the plan page's address is read from the plan e-mail the founder gets.
 */
export async function sendPlanPage(request: APIRequestContext, answers: { businessName: string; email: string }): Promise<SentPlanPage> {
  const leadId = await submitSurvey(request, answers)
  const strategyId = await waitForDraft(request, leadId)
  const headers = { Authorization: `Bearer ${await adminToken(request)}` }
  for (const step of ['approve', 'send']) {
    const res = await request.post(`/api/admin/strategies/${strategyId}/${step}`, { headers })
    expect(res.status(), `${step}: ${await res.text()}`).toBe(200)
  }
  const mail = await waitForMail((message) => message.rcpt_tos.includes(answers.email) && /\/plan\/[0-9a-f]{48}\b/.test(message.text))
  const token = /\/plan\/([0-9a-f]{48})\b/.exec(mail.text)![1]!
  return { leadId, path: `/plan/${token}`, token }
}

// ---------------------------------------------------------------------------
// Mail that reached the SMTP sink
// ---------------------------------------------------------------------------

export type SunkMail = { mail_from: string; rcpt_tos: string[]; data: string; subject: string; text: string }

function decodeQuotedPrintable(body: string): Buffer {
  const bytes: number[] = []
  const soft = body.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i]
    const hex = soft.slice(i + 1, i + 3)
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(char, 'utf8'))
    }
  }
  return Buffer.from(bytes)
}

/** RFC 2047 encoded-words (=?utf-8?B?...?= / =?utf-8?Q?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    )
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/)
  const head = at === -1 ? raw : raw.slice(0, at)
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

/** Every text/* part of a MIME message, decoded (base64 or quoted-printable) and joined. */
export function mimeText(raw: string): string {
  const { headers, body } = splitMessage(raw)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => mimeText(part.replace(/^\r?\n/, '')))
      .join('\n')
  }
  if (!/^text\//i.test(type)) return ''
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8')
  return body
}

/** The decoded part of `raw` with this content type (`text/html`), or '' when it has none. */
export function mimePart(raw: string, wanted: string): string {
  const { headers, body } = splitMessage(raw)
  const type = headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) continue
      const found = mimePart(part.replace(/^\r?\n/, ''), wanted)
      if (found) return found
    }
    return ''
  }
  return type.toLowerCase().startsWith(wanted) ? mimeText(raw) : ''
}

export function readSunkMail(): SunkMail[] {
  const dir = process.env.PLANSMITH_E2E_MAIL_DIR
  if (!dir) throw new Error('PLANSMITH_E2E_MAIL_DIR is not set: run through playwright.config.ts (global setup)')
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => {
      const record = JSON.parse(readFileSync(join(dir, name), 'utf8')) as Omit<SunkMail, 'subject' | 'text'>
      const subject = decodeHeader(splitMessage(record.data).headers.get('subject') ?? '')
      return { ...record, subject, text: mimeText(record.data) }
    })
}

/** Waits (polling, never a fixed sleep) for a message the SMTP sink accepted that matches. */
export async function waitForMail(match: (mail: SunkMail) => boolean, timeout = 60_000): Promise<SunkMail> {
  let found: SunkMail | undefined
  await expect
    .poll(
      () => {
        found = readSunkMail().find(match)
        return found !== undefined
      },
      { timeout, intervals: [100, 250, 500, 1000], message: 'the plan e-mail reaches the SMTP sink' },
    )
    .toBe(true)
  return found!
}
