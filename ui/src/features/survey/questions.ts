/**
 * The 17 survey steps and the answer enumerations.
 * Values are the wire format the server validates; labels are what people read.
 */

import { site } from '@/content/site'
import { budgetLabels } from '@/lib/money'

export type Option = { value: string; label: string; hint?: string }

export const businessTypes = [
  { value: 'food-beverage', label: 'Food & beverage', hint: 'Café, bakery, food truck, catering' },
  { value: 'beauty-wellness', label: 'Beauty & wellness', hint: 'Salon, spa, fitness, therapy' },
  { value: 'coaching', label: 'Coaching or consulting', hint: 'Life, business or career coaching' },
  { value: 'freelance', label: 'Freelance services', hint: 'Design, writing, development, photography' },
  { value: 'online-store', label: 'Online store', hint: 'E-commerce, handmade, digital products' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly Option[]

export const sellLocations = [
  { value: 'locally', label: 'Locally', hint: 'Customers in my town or region' },
  { value: 'nationally', label: 'Nationally', hint: 'Customers across my country' },
  { value: 'online-only', label: 'Online only', hint: 'Anyone, anywhere' },
] as const satisfies readonly Option[]

export const businessStages = [
  { value: 'idea', label: 'Just an idea', hint: 'Not selling yet' },
  { value: 'launched', label: 'Recently launched', hint: '0–6 months in' },
  { value: 'established', label: 'Established', hint: 'More than 6 months in' },
] as const satisfies readonly Option[]

export const primaryGoals = [
  { value: 'get-first-customers', label: 'Get my first customers' },
  { value: 'grow-audience', label: 'Grow my audience' },
  { value: 'increase-sales', label: 'Increase sales' },
  { value: 'brand-awareness', label: 'Build brand awareness' },
] as const satisfies readonly Option[]

export const timeOptions = [
  { value: '1-2-hours', label: '1–2 hours a week' },
  { value: '3-5-hours', label: '3–5 hours a week' },
  { value: '6-10-hours', label: '6–10 hours a week' },
  { value: '10-plus-hours', label: 'More than 10 hours a week' },
] as const satisfies readonly Option[]

/** The answers' values stay as they are; their labels are in the operator's currency. */
const budgets = budgetLabels(site.currency)
export const budgetOptions = [
  { value: '0-50', label: budgets['0-50'] },
  { value: '50-200', label: budgets['50-200'] },
  { value: '200-500', label: budgets['200-500'] },
  { value: '500-plus', label: budgets['500-plus'] },
] as const satisfies readonly Option[]

export const brandTones = [
  { value: 'professional', label: 'Professional', hint: 'Polished, expert, trustworthy' },
  { value: 'friendly', label: 'Friendly', hint: 'Warm, helpful, approachable' },
  { value: 'casual', label: 'Casual', hint: 'Relaxed, chatty, down-to-earth' },
  { value: 'bold', label: 'Bold', hint: 'Confident, punchy, stands out' },
] as const satisfies readonly Option[]

export const supportOptions = [
  { value: 'diy', label: 'I’ll do it myself', hint: 'Give me a clear plan to follow' },
  { value: 'some-help', label: 'Some help', hint: 'Templates and guidance for the hard parts' },
  { value: 'full-help', label: 'Done for me', hint: 'I’d rather someone ran it for me' },
] as const satisfies readonly Option[]

export const platformOptions = [
  { value: 'instagram', label: 'Instagram' },
  { value: 'facebook', label: 'Facebook' },
  { value: 'tiktok', label: 'TikTok' },
  { value: 'linkedin', label: 'LinkedIn' },
  { value: 'email', label: 'E-mail newsletter' },
  { value: 'google-ads', label: 'Google Ads' },
] as const satisfies readonly Option[]

export const challengeOptions = [
  { value: 'dont-know-where-to-start', label: 'I don’t know where to start' },
  { value: 'audience-doesnt-know-me', label: 'My audience doesn’t know me yet' },
  { value: 'traffic-no-sales', label: 'I get traffic but no sales' },
  { value: 'marketing-not-consistent', label: 'My marketing isn’t consistent' },
  { value: 'not-enough-time', label: 'I don’t have enough time' },
  { value: 'budget-too-small', label: 'My budget is too small' },
] as const satisfies readonly Option[]

export const OTHER_CHALLENGE = 'other'
export const MAX_CHALLENGES = 2

export const currentMarketingOptions = [
  { value: 'social-media', label: 'Posting on social media' },
  { value: 'website', label: 'A website' },
  { value: 'email', label: 'E-mail marketing' },
  { value: 'ads', label: 'Paid ads' },
  { value: 'networking', label: 'Networking & word of mouth' },
  { value: 'none', label: 'Nothing yet' },
] as const satisfies readonly Option[]

export const NO_CURRENT_MARKETING = 'none'

/** The survey form exactly as it is sent to POST /api/leads (minus the honeypot). */
export type SurveyForm = {
  businessName: string
  businessType: string
  sellLocation: string
  specificLocation: string
  businessOffering: string
  businessStage: string
  website: string
  idealCustomer: string
  problemSolved: string
  primaryGoal: string
  timeAvailable: string
  marketingBudget: string
  brandTone: string
  marketingSupport: string
  platforms: string[]
  marketingChallenges: string[]
  otherChallenge: string
  currentMarketing: string[]
  email: string
}

export type TextField = {
  [K in keyof SurveyForm]: SurveyForm[K] extends string ? K : never
}[keyof SurveyForm]

export type ListField = 'platforms' | 'marketingChallenges' | 'currentMarketing'

type StepBase = {
  /** The question, shown as the input's visible label or the group's legend. */
  question: string
  help?: string
  /** Shown when Next is pressed without an answer; absent for optional steps. */
  required?: string
}

export type StepDefinition = StepBase &
  (
    | {
        kind: 'text'
        field: TextField
        placeholder?: string
        autoComplete?: string
        inputMode?: 'url' | 'text'
        /** The server's length cap for the field. */
        maxLength: number
      }
    | { kind: 'textarea'; field: TextField; placeholder?: string }
    | { kind: 'radio'; field: TextField; options: readonly Option[] }
    | { kind: 'checkboxes'; field: ListField; options: readonly Option[] }
    | { kind: 'challenges'; field: 'marketingChallenges'; options: readonly Option[] }
    | { kind: 'email'; field: 'email'; placeholder?: string }
  )

export const steps: readonly StepDefinition[] = [
  {
    kind: 'text',
    field: 'businessName',
    question: 'What’s the name of your business?',
    help: 'A working name is fine if you haven’t settled on one yet.',
    placeholder: 'e.g. Bloom & Crumb Bakery',
    autoComplete: 'organization',
    maxLength: 120,
    required: 'Please enter your business name',
  },
  {
    kind: 'radio',
    field: 'businessType',
    question: 'What type of business is it?',
    options: businessTypes,
    required: 'Please choose your business type',
  },
  {
    kind: 'radio',
    field: 'sellLocation',
    question: 'Where do you sell?',
    options: sellLocations,
    required: 'Please choose where you sell',
  },
  {
    kind: 'textarea',
    field: 'businessOffering',
    question: 'What do you offer?',
    help: 'Your main products or services, in a sentence or two.',
    placeholder: 'e.g. Sourdough bread and celebration cakes, baked fresh every morning',
    required: 'Please tell us what you offer',
  },
  {
    kind: 'radio',
    field: 'businessStage',
    question: 'What stage is your business at?',
    options: businessStages,
    required: 'Please choose your business stage',
  },
  {
    kind: 'text',
    field: 'website',
    question: 'What’s your website? (optional)',
    help: 'Leave it blank if you don’t have one yet.',
    placeholder: 'e.g. bloomandcrumb.com',
    autoComplete: 'url',
    inputMode: 'url',
    maxLength: 300,
  },
  {
    kind: 'textarea',
    field: 'idealCustomer',
    question: 'Who is your ideal customer?',
    help: 'Age, situation, what they care about — whatever you know.',
    placeholder: 'e.g. Busy parents nearby who want good bread without the supermarket',
    required: 'Please describe your ideal customer',
  },
  {
    kind: 'textarea',
    field: 'problemSolved',
    question: 'What problem do you solve for them?',
    placeholder: 'e.g. Fresh, properly baked bread is hard to find on a weekday morning',
    required: 'Please describe the problem you solve',
  },
  {
    kind: 'radio',
    field: 'primaryGoal',
    question: 'What’s your main goal right now?',
    options: primaryGoals,
    required: 'Please choose your main goal',
  },
  {
    kind: 'radio',
    field: 'timeAvailable',
    question: 'How much time can you spend on marketing each week?',
    options: timeOptions,
    required: 'Please choose how much time you have each week',
  },
  {
    kind: 'radio',
    field: 'marketingBudget',
    question: 'What’s your monthly marketing budget?',
    options: budgetOptions,
    required: 'Please choose your monthly budget',
  },
  {
    kind: 'radio',
    field: 'brandTone',
    question: 'How should your brand sound?',
    options: brandTones,
    required: 'Please choose your brand tone',
  },
  {
    kind: 'radio',
    field: 'marketingSupport',
    question: 'How much help do you want with marketing?',
    options: supportOptions,
    required: 'Please choose how much help you want',
  },
  {
    kind: 'checkboxes',
    field: 'platforms',
    question: 'Which platforms do you want to use?',
    help: 'Choose all that apply.',
    options: platformOptions,
    required: 'Please choose at least one platform',
  },
  {
    kind: 'challenges',
    field: 'marketingChallenges',
    question: 'What are your biggest marketing challenges?',
    help: 'Choose up to 2.',
    options: challengeOptions,
    required: 'Please choose at least one challenge',
  },
  {
    kind: 'checkboxes',
    field: 'currentMarketing',
    question: 'What are you doing for marketing today?',
    help: 'Choose all that apply.',
    options: currentMarketingOptions,
    required: 'Please choose what you do today, or “Nothing yet”',
  },
  {
    kind: 'email',
    field: 'email',
    question: 'Drop your email to get your free plan:',
    help: 'We’ll send your personalised plan here within 24 hours.',
    placeholder: 'you@yourbusiness.com',
    required: 'Please enter your email address',
  },
]

export const TOTAL_STEPS = steps.length
