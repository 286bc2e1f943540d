import { useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client'
import type { Customer } from '../customer'

export const CREATE_PAYMENT_INTENT_PATH = '/api/create-payment-intent'

const NETWORK_MESSAGE = 'We couldn’t reach the server. Check your connection and try again.'
const SERVER_MESSAGE = 'Something went wrong while starting your checkout. Please try again in a moment.'
const BUSY_MESSAGE = 'Too many checkout attempts in a short time. Please wait a minute and try again.'

/** Why no payment could be started, in words for the buyer. */
export class PaymentIntentError extends Error {
  /** `not-configured` (503), `invalid` (400, the server names the field), or anything else. */
  readonly kind: 'not-configured' | 'invalid' | 'failed'
  readonly field: string | undefined

  constructor(kind: PaymentIntentError['kind'], message: string, field?: string) {
    super(message)
    this.name = 'PaymentIntentError'
    this.kind = kind
    this.field = field
  }
}

/**
 * POST {email, customerName} → `{clientSecret}`. The amount is fixed on the server.
 * 400 `{message, field}` for a bad e-mail, 503 when payments are not set up, 502 when Stripe
 * failed, 429 when rate limited.
 */
export async function createPaymentIntent(customer: Customer): Promise<string> {
  let res: Response
  try {
    res = await apiRequest('POST', CREATE_PAYMENT_INTENT_PATH, { email: customer.email, customerName: customer.name })
  } catch (error) {
    // The failure is logged; the page explains it rather than waiting forever.
    console.error('Creating the payment intent failed:', error)
    if (!(error instanceof ApiError)) throw new PaymentIntentError('failed', NETWORK_MESSAGE)
    const body = error.json as { message?: unknown; field?: unknown } | undefined
    const message = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined
    if (error.status === 503) throw new PaymentIntentError('not-configured', message ?? 'Payments are not set up yet.')
    if (error.status === 400) {
      const field = typeof body?.field === 'string' ? body.field : undefined
      throw new PaymentIntentError('invalid', message ?? 'Please check your email address.', field)
    }
    if (error.status === 429) throw new PaymentIntentError('failed', BUSY_MESSAGE)
    throw new PaymentIntentError('failed', error.status === 502 && message ? message : SERVER_MESSAGE)
  }
  const body = (await res.json().catch(() => null)) as { clientSecret?: unknown } | null
  if (typeof body?.clientSecret !== 'string' || body.clientSecret === '') {
    console.error('The payment intent answer carried no clientSecret:', body)
    throw new PaymentIntentError('failed', SERVER_MESSAGE)
  }
  return body.clientSecret
}

/**
 * The client secret for this buyer. A query rather than a mutation so that the one request is
 * shared by every render (React runs effects twice in development) and a revisit within the
 * cache time reuses the same PaymentIntent; never retried on its own.
 */
export function usePaymentIntent(customer: Customer | null, enabled: boolean) {
  return useQuery<string, PaymentIntentError>({
    queryKey: [CREATE_PAYMENT_INTENT_PATH, customer?.email ?? '', customer?.name ?? ''],
    queryFn: () => createPaymentIntent(customer!),
    enabled: enabled && customer !== null,
    retry: false,
    staleTime: Infinity,
  })
}
