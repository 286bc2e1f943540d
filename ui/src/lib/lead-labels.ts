import { site } from '@/content/site'
import { enumLabels } from './api/labels'
import { budgetLabels } from './money'
import type { Schemas } from './http'

/**
 * Human labels for the survey's answer enumerations, as the admin reads them: the server's
 * own, generated from the API document (the type below fails to compile when one is
 * missing). An unknown value is shown as it is rather than hidden.
 */

export const leadLabels = {
  businessType: enumLabels.BusinessType,
  sellLocation: enumLabels.SellLocation,
  businessStage: enumLabels.BusinessStage,
  primaryGoal: enumLabels.PrimaryGoal,
  timeAvailable: enumLabels.TimeAvailable,
  // The server's labels carry no currency: the operator's is added here.
  marketingBudget: budgetLabels(site.currency),
  brandTone: enumLabels.BrandTone,
  marketingSupport: enumLabels.MarketingSupport,
  platforms: enumLabels.Platform,
  marketingChallenges: enumLabels.Challenge,
  currentMarketing: enumLabels.CurrentMarketing,
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
