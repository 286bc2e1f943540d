import { create } from 'zustand'
import type { Schemas } from '@/lib/http'
import {
  MAX_CHALLENGES,
  NO_CURRENT_MARKETING,
  OTHER_CHALLENGE,
  steps,
  TOTAL_STEPS,
  type ListField,
  type SurveyForm,
  type TextField,
} from './questions'

export { TOTAL_STEPS }

export const FIRST_STEP = 1

export function createEmptyForm(): SurveyForm {
  return {
    businessName: '',
    businessType: '',
    sellLocation: '',
    specificLocation: '',
    businessOffering: '',
    businessStage: '',
    website: '',
    idealCustomer: '',
    problemSolved: '',
    primaryGoal: '',
    timeAvailable: '',
    marketingBudget: '',
    brandTone: '',
    marketingSupport: '',
    platforms: [],
    marketingChallenges: [],
    otherChallenge: '',
    currentMarketing: [],
    email: '',
  }
}

// ---------------------------------------------------------------------------
// Pure rules (unit-tested in store.test.ts)
// ---------------------------------------------------------------------------

export function nextStep(step: number): number {
  return Math.min(Math.max(step + 1, FIRST_STEP), TOTAL_STEPS)
}

export function previousStep(step: number): number {
  return Math.max(Math.min(step - 1, TOTAL_STEPS), FIRST_STEP)
}

export function progressPercent(step: number): number {
  return Math.round((step / TOTAL_STEPS) * 100)
}

/** Adds or removes a value in a multi-select list. */
export function toggleValue(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value]
}

/** "Nothing yet" excludes every other answer, and any other answer excludes it. */
export function toggleCurrentMarketing(list: readonly string[], value: string): string[] {
  if (list.includes(value)) return list.filter((item) => item !== value)
  if (value === NO_CURRENT_MARKETING) return [NO_CURRENT_MARKETING]
  return [...list.filter((item) => item !== NO_CURRENT_MARKETING), value]
}

export function challengesFull(list: readonly string[]): boolean {
  return list.length >= MAX_CHALLENGES
}

/**
 * Step 15: at most 2 challenges, 'other' included. Selecting a third does nothing;
 * unselecting 'other' also empties its text so the two never disagree.
 */
export function toggleChallenge(form: SurveyForm, value: string): SurveyForm {
  const list = form.marketingChallenges
  if (list.includes(value)) {
    return {
      ...form,
      marketingChallenges: list.filter((item) => item !== value),
      otherChallenge: value === OTHER_CHALLENGE ? '' : form.otherChallenge,
    }
  }
  if (challengesFull(list)) return form
  return { ...form, marketingChallenges: [...list, value] }
}

/**
 * Typing in the Other box adds 'other' when there is room; clearing it removes 'other'.
 */
export function setOtherChallenge(form: SurveyForm, text: string): SurveyForm {
  const list = form.marketingChallenges
  const hasOther = list.includes(OTHER_CHALLENGE)
  if (text.trim() === '') {
    return { ...form, otherChallenge: text, marketingChallenges: list.filter((item) => item !== OTHER_CHALLENGE) }
  }
  if (!hasOther && !challengesFull(list)) {
    return { ...form, otherChallenge: text, marketingChallenges: [...list, OTHER_CHALLENGE] }
  }
  return { ...form, otherChallenge: text }
}

/** The specific location belongs only to local businesses. */
export function setSellLocation(form: SurveyForm, value: string): SurveyForm {
  return { ...form, sellLocation: value, specificLocation: value === 'locally' ? form.specificLocation : '' }
}

/** A pragmatic syntax check: one @, a dotted domain, no spaces. The server checks again. */
export function isValidEmail(value: string): boolean {
  const email = value.trim()
  if (email.length > 254) return false
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email)
}

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address'
export const OTHER_CHALLENGE_MISSING_MESSAGE = 'Please describe your other challenge'

/** What is missing on a step, or null when the step may be left. */
export function validateStep(step: number, form: SurveyForm): string | null {
  const definition = steps[step - 1]
  if (!definition) return null
  const value = form[definition.field]
  const empty = Array.isArray(value) ? value.length === 0 : value.trim() === ''
  if (definition.required && empty) return definition.required
  if (definition.kind === 'challenges' && form.marketingChallenges.includes(OTHER_CHALLENGE) && !form.otherChallenge.trim()) {
    return OTHER_CHALLENGE_MISSING_MESSAGE
  }
  if (definition.kind === 'email' && !isValidEmail(form.email)) return INVALID_EMAIL_MESSAGE
  return null
}

/** The first step (1-based) that is not answered yet, or null when every step is. */
export function firstInvalidStep(form: SurveyForm): { step: number; message: string } | null {
  for (let step = FIRST_STEP; step <= TOTAL_STEPS; step++) {
    const message = validateStep(step, form)
    if (message) return { step, message }
  }
  return null
}

/** The body of POST /api/leads, as the API document declares it. */
export type LeadPayload = Schemas['LeadInput']

/**
 * The JSON body for POST /api/leads: trimmed text, the location only for local sellers. The
 * choices hold the option values of questions.ts, which are the document's enum values.
 */
export function toLeadPayload(form: SurveyForm, faxNumber = ''): LeadPayload {
  const text = (value: string) => value.trim()
  const hasOther = form.marketingChallenges.includes(OTHER_CHALLENGE)
  return {
    businessName: text(form.businessName),
    businessType: form.businessType,
    sellLocation: form.sellLocation,
    specificLocation: form.sellLocation === 'locally' ? text(form.specificLocation) : '',
    businessOffering: text(form.businessOffering),
    businessStage: form.businessStage,
    website: text(form.website),
    idealCustomer: text(form.idealCustomer),
    problemSolved: text(form.problemSolved),
    primaryGoal: form.primaryGoal,
    timeAvailable: form.timeAvailable,
    marketingBudget: form.marketingBudget,
    brandTone: form.brandTone,
    marketingSupport: form.marketingSupport,
    platforms: [...form.platforms],
    marketingChallenges: [...form.marketingChallenges],
    otherChallenge: hasOther ? text(form.otherChallenge) : '',
    currentMarketing: [...form.currentMarketing],
    email: text(form.email),
    faxNumber,
  } as LeadPayload
}

// ---------------------------------------------------------------------------
// Store
// ---------------------------------------------------------------------------

export type SurveyState = {
  step: number
  form: SurveyForm
  /** The message for the current step after a refused Next/submit. */
  error: string | null
  submitted: boolean
  setText: (field: TextField, value: string) => void
  setSellLocation: (value: string) => void
  toggleListValue: (field: ListField, value: string) => void
  setOtherChallenge: (text: string) => void
  /** Validates the current step; moves on and returns null, or stays and returns the message. */
  goNext: () => string | null
  goPrevious: () => void
  /** Jumps to a step (used when a submit finds an earlier step unanswered). */
  goTo: (step: number, error?: string | null) => void
  setError: (error: string | null) => void
  markSubmitted: () => void
  reset: () => void
}

const initialState = () => ({ step: FIRST_STEP, form: createEmptyForm(), error: null, submitted: false })

export const useSurveyStore = create<SurveyState>()((set, get) => ({
  ...initialState(),
  setText: (field, value) => set((state) => ({ form: { ...state.form, [field]: value }, error: null })),
  setSellLocation: (value) => set((state) => ({ form: setSellLocation(state.form, value), error: null })),
  toggleListValue: (field, value) =>
    set((state) => {
      const form = state.form
      if (field === 'marketingChallenges') return { form: toggleChallenge(form, value), error: null }
      if (field === 'currentMarketing') {
        return { form: { ...form, currentMarketing: toggleCurrentMarketing(form.currentMarketing, value) }, error: null }
      }
      return { form: { ...form, [field]: toggleValue(form[field], value) }, error: null }
    }),
  setOtherChallenge: (text) => set((state) => ({ form: setOtherChallenge(state.form, text), error: null })),
  goNext: () => {
    const { step, form } = get()
    const error = validateStep(step, form)
    if (error) {
      set({ error })
      return error
    }
    set({ step: nextStep(step), error: null })
    return null
  },
  goPrevious: () => set((state) => ({ step: previousStep(state.step), error: null })),
  goTo: (step, error = null) => set({ step: Math.min(Math.max(step, FIRST_STEP), TOTAL_STEPS), error }),
  setError: (error) => set({ error }),
  markSubmitted: () => set({ submitted: true, error: null }),
  reset: () => set(initialState()),
}))
