import type { Schemas } from './http'

/**
 * Human labels for the survey's answer enumerations, as the admin reads them: one for every
 * value the API document declares (the type below fails to compile when one is missing).
 * An unknown value is shown as it is rather than hidden.
 */

export const leadLabels = {
  businessType: {
    'food-beverage': 'Food & beverage',
    'beauty-wellness': 'Beauty & wellness',
    coaching: 'Coaching or consulting',
    freelance: 'Freelance services',
    'online-store': 'Online store',
    other: 'Something else',
  },
  sellLocation: {
    locally: 'Locally',
    nationally: 'Nationally',
    'online-only': 'Online only',
  },
  businessStage: {
    idea: 'Just an idea',
    launched: 'Recently launched (0–6 months)',
    established: 'Established (6+ months)',
  },
  primaryGoal: {
    'get-first-customers': 'Get my first customers',
    'grow-audience': 'Grow my audience',
    'increase-sales': 'Increase sales',
    'brand-awareness': 'Build brand awareness',
  },
  timeAvailable: {
    '1-2-hours': '1–2 hours a week',
    '3-5-hours': '3–5 hours a week',
    '6-10-hours': '6–10 hours a week',
    '10-plus-hours': 'More than 10 hours a week',
  },
  marketingBudget: {
    '0-50': '$0–50 a month',
    '50-200': '$50–200 a month',
    '200-500': '$200–500 a month',
    '500-plus': '$500+ a month',
  },
  brandTone: {
    professional: 'Professional',
    friendly: 'Friendly',
    casual: 'Casual',
    bold: 'Bold',
  },
  marketingSupport: {
    diy: 'I’ll do it myself',
    'some-help': 'Some help',
    'full-help': 'Done for me',
  },
  platforms: {
    instagram: 'Instagram',
    facebook: 'Facebook',
    tiktok: 'TikTok',
    linkedin: 'LinkedIn',
    email: 'E-mail newsletter',
    'google-ads': 'Google Ads',
  },
  marketingChallenges: {
    'dont-know-where-to-start': 'Doesn’t know where to start',
    'audience-doesnt-know-me': 'Audience doesn’t know them yet',
    'traffic-no-sales': 'Traffic but no sales',
    'marketing-not-consistent': 'Marketing isn’t consistent',
    'not-enough-time': 'Not enough time',
    'budget-too-small': 'Budget is too small',
    other: 'Other',
  },
  currentMarketing: {
    'social-media': 'Social media',
    website: 'A website',
    email: 'E-mail marketing',
    ads: 'Paid ads',
    networking: 'Networking & word of mouth',
    none: 'Nothing yet',
  },
} as const satisfies {
  businessType: Record<Schemas['BusinessType'], string>
  sellLocation: Record<Schemas['SellLocation'], string>
  businessStage: Record<Schemas['BusinessStage'], string>
  primaryGoal: Record<Schemas['PrimaryGoal'], string>
  timeAvailable: Record<Schemas['TimeAvailable'], string>
  marketingBudget: Record<Schemas['MarketingBudget'], string>
  brandTone: Record<Schemas['BrandTone'], string>
  marketingSupport: Record<Schemas['MarketingSupport'], string>
  platforms: Record<Schemas['Platform'], string>
  marketingChallenges: Record<Schemas['Challenge'], string>
  currentMarketing: Record<Schemas['CurrentMarketing'], string>
}

export type LabelledField = keyof typeof leadLabels

/** The label of one answer; empty answers give '' so callers can say 'Not provided'. */
export function labelOf(field: LabelledField, value: string | null | undefined): string {
  if (!value) return ''
  const table: Record<string, string> = leadLabels[field]
  return table[value] ?? value
}

/** The labels of a list answer, joined for reading; '' when the list is empty. */
export function labelsOf(field: LabelledField, values: readonly string[] | null | undefined): string {
  if (!values || values.length === 0) return ''
  return values.map((value) => labelOf(field, value)).join(', ')
}
