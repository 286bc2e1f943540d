import { ApiError, apiRequest } from '@/lib/http'

export const NEWSLETTER_SUBSCRIBE_PATH = '/api/newsletter/subscribe'

/** Shown when the server accepted the address but said nothing itself. */
export const SUBSCRIBED_FALLBACK_MESSAGE = 'Check your inbox to confirm your subscription.'
const NETWORK_MESSAGE = 'We couldn’t reach the server. Check your connection and try again.'
const SERVER_MESSAGE = 'Something went wrong on our side. Please try again in a moment.'

/** Why a subscription did not go through: the words to show and whether they are about the address. */
export class SubscribeError extends Error {
  readonly field: string | undefined
  readonly status: number | undefined

  constructor(message: string, field?: string, status?: number) {
    super(message)
    this.name = 'SubscribeError'
    this.field = field
    this.status = status
  }
}

/**
 * POST {email}. 202 → the server's `message` (a confirmation e-mail is on its way: double
 * opt-in); 400 → `{message, field}`; 429 → `{message}`; anything else is a generic failure.
 */
export async function subscribeToNewsletter(email: string): Promise<string> {
  let res: Response
  try {
    res = await apiRequest('POST', NEWSLETTER_SUBSCRIBE_PATH, { email })
  } catch (error) {
    if (!(error instanceof ApiError)) throw new SubscribeError(NETWORK_MESSAGE)
    const body = error.json as { message?: unknown; field?: unknown } | undefined
    const message = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined
    const field = typeof body?.field === 'string' ? body.field : undefined
    // Server faults carry nothing a visitor can act on.
    if (error.status >= 500 || !message) throw new SubscribeError(SERVER_MESSAGE, undefined, error.status)
    throw new SubscribeError(message, field, error.status)
  }
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' && body.message.trim() ? body.message : SUBSCRIBED_FALLBACK_MESSAGE
}
