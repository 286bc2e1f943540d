import { site } from '@/content/site'
import { mailtoHref } from '@/lib/mailto'

/** The greeting's name: the business, or 'there' when it has none. */
export function greetingName(businessName: string | null | undefined): string {
  const name = businessName?.trim()
  return name ? name : 'there'
}

/**
 * A mailto: link that opens a draft to the customer, greeting them by business name.
 * RFC 6068: subject and body are percent-encoded (spaces as %20, never '+').
 */
export function customerMailto(email: string, businessName: string | null | undefined): string {
  const subject = `Your marketing plan from ${site.name}`
  const body = [
    `Hi ${greetingName(businessName)},`,
    '',
    `Thank you for taking the ${site.name} survey.`,
    '',
    '',
    'Best regards,',
    `The ${site.name} team`,
  ].join('\r\n')
  return `${mailtoHref(email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
