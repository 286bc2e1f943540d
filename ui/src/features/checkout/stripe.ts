import { useQuery } from '@tanstack/react-query'
// The pure entry point does not touch the page until loadStripe is called: Stripe.js is fetched
// only when a visitor reaches the payment step of /checkout.
import { loadStripe } from '@stripe/stripe-js/pure'
import type { Stripe } from '@stripe/stripe-js'

/** Long enough for a slow phone connection, short enough that nobody waits on a network that drops packets. */
export const STRIPE_LOAD_TIMEOUT_MS = 15_000

export class StripeLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'StripeLoadError'
  }
}

/** Loads Stripe.js and makes the client for `publishableKey`, or fails within `timeoutMs`. */
export function loadStripeWithTimeout(publishableKey: string, timeoutMs = STRIPE_LOAD_TIMEOUT_MS): Promise<Stripe> {
  return new Promise<Stripe>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new StripeLoadError(`Stripe.js did not load within ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    )
    loadStripe(publishableKey).then(
      (stripe) => {
        clearTimeout(timer)
        if (stripe) resolve(stripe)
        else reject(new StripeLoadError('Stripe.js is not available in this environment'))
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new StripeLoadError('Stripe.js failed to load', { cause: error }))
      },
    )
  })
}

/** The Stripe client, loaded once per key; `refetch` tries again after a failure. */
export function useStripeClient(publishableKey: string | null | undefined, timeoutMs = STRIPE_LOAD_TIMEOUT_MS) {
  return useQuery<Stripe, StripeLoadError>({
    queryKey: ['stripe-js', publishableKey],
    queryFn: () => loadStripeWithTimeout(publishableKey!, timeoutMs),
    enabled: typeof publishableKey === 'string' && publishableKey !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    // A Stripe instance is a live object (iframes, listeners): keep it as is.
    structuralSharing: false,
  })
}
