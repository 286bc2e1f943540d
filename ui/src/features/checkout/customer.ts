/**
 * Who is buying, and where the visit stands, read from the address and from what the survey
 * left in local storage, and the query parameters Stripe's return carries.
 */

/** The keys the survey writes after a successful submit (features/survey/components/survey-dialog.tsx). */
export const STORED_EMAIL_KEY = 'userEmail'
export const STORED_NAME_KEY = 'userBusinessName'

export const CHECKOUT_PATH = '/checkout'

export type Customer = { email: string; name: string }

/** A pragmatic syntax check: one @, a dotted domain, no spaces. The server checks again. */
export function isValidEmail(value: string): boolean {
  const email = value.trim()
  if (email.length > 254) return false
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)
}

/** What is wrong with a typed address, or null when it may be sent. */
export function validateEmail(value: string): string | null {
  if (value.trim() === '') return 'Please enter your email address.'
  if (!isValidEmail(value)) return 'Please enter a valid email address, like you@example.com.'
  return null
}

function readStorage(key: string): string {
  try {
    return window.localStorage.getItem(key)?.trim() ?? ''
  } catch {
    // Storage can be blocked (privacy settings); the visitor can still type the address.
    return ''
  }
}

/**
 * The address query wins (it is what the return from the payment provider carries), then local
 * storage. The name follows the e-mail's source, so a name from the query is never paired with
 * another visitor's stored e-mail. Null when no valid e-mail is known.
 */
export function knownCustomer(search: URLSearchParams): Customer | null {
  const queryEmail = search.get('email')?.trim() ?? ''
  if (isValidEmail(queryEmail)) return { email: queryEmail, name: search.get('name')?.trim() ?? '' }
  const storedEmail = readStorage(STORED_EMAIL_KEY)
  if (isValidEmail(storedEmail)) return { email: storedEmail, name: readStorage(STORED_NAME_KEY) }
  return null
}

/** The return from the payment provider, or a page already rewritten to say so. */
export function isSuccessfulReturn(search: URLSearchParams): boolean {
  return search.get('redirect_status') === 'succeeded' || search.get('success') === 'true'
}

/** The provider says the payment did not go through (a redirect-based method was declined or abandoned). */
export function isFailedReturn(search: URLSearchParams): boolean {
  return search.get('redirect_status') === 'failed'
}

function customerQuery(email: string | null | undefined, name: string | null | undefined): URLSearchParams {
  const query = new URLSearchParams()
  if (email?.trim()) query.set('email', email.trim())
  if (name?.trim()) query.set('name', name.trim())
  return query
}

/**
 * The address the success view settles on: `success=true` plus e-mail and name when present. The
 * payment intent's id and client secret never stay in the address bar (or the browser history).
 */
export function successAddress(search: URLSearchParams): string {
  const query = new URLSearchParams({ success: 'true' })
  for (const [key, value] of customerQuery(search.get('email'), search.get('name'))) query.set(key, value)
  return `${CHECKOUT_PATH}?${query.toString()}`
}

/** The checkout address with only the customer's details: what stays after a failed return. */
export function checkoutAddress(search: URLSearchParams): string {
  const query = customerQuery(search.get('email'), search.get('name')).toString()
  return query ? `${CHECKOUT_PATH}?${query}` : CHECKOUT_PATH
}

/** Where the payment provider sends the buyer back: /checkout on this origin, carrying e-mail and name. */
export function returnUrl(origin: string, customer: Customer): string {
  const query = customerQuery(customer.email, customer.name).toString()
  return `${origin}${CHECKOUT_PATH}${query ? `?${query}` : ''}`
}
