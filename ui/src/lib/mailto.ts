/**
 * `mailto:` and the address, each side of the `@` percent-encoded (RFC 6068), so an address
 * whose local part holds `?`, `&` or `#` (all allowed in one) stays one address and cannot
 * add a `bcc=` or a body to the draft.
 */
export function mailtoHref(email: string): string {
  const address = email
    .trim()
    .split('@')
    .map((part) => encodeURIComponent(part))
    .join('@')
  return `mailto:${address}`
}
