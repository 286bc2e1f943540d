/** Client-side checks for the newsletter box; the server checks again and has the last word. */

export const EMAIL_REQUIRED_MESSAGE = 'Please enter your email address.'
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address, like name@example.com.'

/** The message to show for this input, or null when it is worth sending. */
export function validateNewsletterEmail(value: string): string | null {
  const email = value.trim()
  if (!email) return EMAIL_REQUIRED_MESSAGE
  if (email.length > 254 || !/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)) return EMAIL_INVALID_MESSAGE
  return null
}
