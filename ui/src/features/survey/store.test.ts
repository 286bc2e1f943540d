import { beforeEach, describe, expect, it } from 'vitest'
import { steps, TOTAL_STEPS } from './questions'
import {
  createEmptyForm,
  firstInvalidStep,
  isValidEmail,
  nextStep,
  previousStep,
  progressPercent,
  setOtherChallenge,
  setSellLocation,
  toggleChallenge,
  toggleCurrentMarketing,
  toLeadPayload,
  useSurveyStore,
  validateStep,
} from './store'
import type { SurveyForm } from './questions'

function completeForm(overrides: Partial<SurveyForm> = {}): SurveyForm {
  return {
    ...createEmptyForm(),
    businessName: 'Bloom & Crumb',
    businessType: 'food-beverage',
    sellLocation: 'locally',
    specificLocation: 'Leeds',
    businessOffering: 'Sourdough and cakes',
    businessStage: 'launched',
    website: '',
    idealCustomer: 'Busy parents nearby',
    problemSolved: 'Good bread on weekday mornings',
    primaryGoal: 'get-first-customers',
    timeAvailable: '3-5-hours',
    marketingBudget: '50-200',
    brandTone: 'friendly',
    marketingSupport: 'diy',
    platforms: ['instagram'],
    marketingChallenges: ['not-enough-time'],
    otherChallenge: '',
    currentMarketing: ['none'],
    email: 'owner@bloomandcrumb.com',
    ...overrides,
  }
}

describe('survey navigation', () => {
  it('has 17 steps', () => {
    expect(TOTAL_STEPS).toBe(17)
    expect(steps).toHaveLength(17)
  })

  it('next moves forward and stops at 17', () => {
    expect(nextStep(1)).toBe(2)
    expect(nextStep(16)).toBe(17)
    expect(nextStep(17)).toBe(17)
  })

  it('previous moves back and stops at 1', () => {
    expect(previousStep(2)).toBe(1)
    expect(previousStep(1)).toBe(1)
    expect(previousStep(17)).toBe(16)
  })

  it('progress is step / 17 as a rounded percentage', () => {
    expect(progressPercent(1)).toBe(6)
    expect(progressPercent(9)).toBe(53)
    expect(progressPercent(17)).toBe(100)
  })
})

describe('survey store', () => {
  beforeEach(() => useSurveyStore.getState().reset())

  it('refuses Next on an unanswered step and says what is missing', () => {
    const error = useSurveyStore.getState().goNext()
    expect(error).toBe('Please enter your business name')
    expect(useSurveyStore.getState().step).toBe(1)
    expect(useSurveyStore.getState().error).toBe('Please enter your business name')
  })

  it('moves on once the step is answered, and clears the message on typing', () => {
    const store = useSurveyStore.getState()
    store.goNext()
    store.setText('businessName', 'Bloom & Crumb')
    expect(useSurveyStore.getState().error).toBeNull()
    expect(useSurveyStore.getState().goNext()).toBeNull()
    expect(useSurveyStore.getState().step).toBe(2)
    useSurveyStore.getState().goPrevious()
    useSurveyStore.getState().goPrevious()
    expect(useSurveyStore.getState().step).toBe(1)
  })

  it('reset (closing the dialog) returns to step 1 with empty answers and no success flag', () => {
    const store = useSurveyStore.getState()
    store.setText('businessName', 'Bloom & Crumb')
    store.goNext()
    store.toggleListValue('platforms', 'instagram')
    store.markSubmitted()
    useSurveyStore.getState().reset()
    const state = useSurveyStore.getState()
    expect(state.step).toBe(1)
    expect(state.submitted).toBe(false)
    expect(state.error).toBeNull()
    expect(state.form).toEqual(createEmptyForm())
  })

  it('goTo stays within 1..17', () => {
    useSurveyStore.getState().goTo(40)
    expect(useSurveyStore.getState().step).toBe(17)
    useSurveyStore.getState().goTo(-3)
    expect(useSurveyStore.getState().step).toBe(1)
  })
})

describe('challenge selection (step 15)', () => {
  it('allows at most 2 challenges', () => {
    let form = createEmptyForm()
    form = toggleChallenge(form, 'not-enough-time')
    form = toggleChallenge(form, 'budget-too-small')
    form = toggleChallenge(form, 'traffic-no-sales')
    expect(form.marketingChallenges).toEqual(['not-enough-time', 'budget-too-small'])
  })

  it('unselecting frees a slot', () => {
    let form = toggleChallenge(toggleChallenge(createEmptyForm(), 'a'), 'b')
    form = toggleChallenge(form, 'a')
    form = toggleChallenge(form, 'c')
    expect(form.marketingChallenges).toEqual(['b', 'c'])
  })

  it('Other counts towards the cap', () => {
    let form = setOtherChallenge(createEmptyForm(), 'A new competitor')
    form = toggleChallenge(form, 'not-enough-time')
    form = toggleChallenge(form, 'budget-too-small')
    expect(form.marketingChallenges).toEqual(['other', 'not-enough-time'])
  })

  it('typing in the Other box adds "other" when there is room', () => {
    const form = setOtherChallenge(toggleChallenge(createEmptyForm(), 'not-enough-time'), 'Seasonal demand')
    expect(form.marketingChallenges).toEqual(['not-enough-time', 'other'])
    expect(form.otherChallenge).toBe('Seasonal demand')
  })

  it('typing in the Other box does not add "other" when 2 are already chosen', () => {
    let form = toggleChallenge(toggleChallenge(createEmptyForm(), 'not-enough-time'), 'budget-too-small')
    form = setOtherChallenge(form, 'Seasonal demand')
    expect(form.marketingChallenges).toEqual(['not-enough-time', 'budget-too-small'])
  })

  it('typing more does not add "other" twice', () => {
    let form = setOtherChallenge(createEmptyForm(), 'S')
    form = setOtherChallenge(form, 'Se')
    expect(form.marketingChallenges).toEqual(['other'])
  })

  it('clearing the Other box removes "other"', () => {
    let form = setOtherChallenge(createEmptyForm(), 'Seasonal demand')
    form = setOtherChallenge(form, '')
    expect(form.marketingChallenges).toEqual([])
    form = setOtherChallenge(setOtherChallenge(form, 'x'), '   ')
    expect(form.marketingChallenges).toEqual([])
  })

  it('unticking Other empties its text', () => {
    let form = setOtherChallenge(createEmptyForm(), 'Seasonal demand')
    form = toggleChallenge(form, 'other')
    expect(form.marketingChallenges).toEqual([])
    expect(form.otherChallenge).toBe('')
  })
})

describe('other answer rules', () => {
  it('"Nothing yet" excludes the other current-marketing answers', () => {
    expect(toggleCurrentMarketing(['website', 'email'], 'none')).toEqual(['none'])
    expect(toggleCurrentMarketing(['none'], 'website')).toEqual(['website'])
    expect(toggleCurrentMarketing(['website'], 'website')).toEqual([])
  })

  it('the specific location is kept only for local sellers', () => {
    const local = { ...createEmptyForm(), sellLocation: 'locally', specificLocation: 'Leeds' }
    expect(setSellLocation(local, 'online-only').specificLocation).toBe('')
    expect(setSellLocation(local, 'locally').specificLocation).toBe('Leeds')
  })
})

describe('required answers', () => {
  const cases: Array<[number, keyof SurveyForm, string]> = [
    [1, 'businessName', 'Please enter your business name'],
    [2, 'businessType', 'Please choose your business type'],
    [3, 'sellLocation', 'Please choose where you sell'],
    [4, 'businessOffering', 'Please tell us what you offer'],
    [5, 'businessStage', 'Please choose your business stage'],
    [7, 'idealCustomer', 'Please describe your ideal customer'],
    [8, 'problemSolved', 'Please describe the problem you solve'],
    [9, 'primaryGoal', 'Please choose your main goal'],
    [10, 'timeAvailable', 'Please choose how much time you have each week'],
    [11, 'marketingBudget', 'Please choose your monthly budget'],
    [12, 'brandTone', 'Please choose your brand tone'],
    [13, 'marketingSupport', 'Please choose how much help you want'],
    [14, 'platforms', 'Please choose at least one platform'],
    [15, 'marketingChallenges', 'Please choose at least one challenge'],
    [16, 'currentMarketing', 'Please choose what you do today, or “Nothing yet”'],
    [17, 'email', 'Please enter your email address'],
  ]

  it.each(cases)('step %i requires %s', (step, field, message) => {
    const empty = Array.isArray(createEmptyForm()[field]) ? [] : ''
    expect(validateStep(step, completeForm({ [field]: empty }))).toBe(message)
    expect(validateStep(step, completeForm())).toBeNull()
  })

  it('whitespace is not an answer', () => {
    expect(validateStep(1, completeForm({ businessName: '   ' }))).toBe('Please enter your business name')
  })

  it('the website, the location and the Other text are optional', () => {
    expect(validateStep(6, completeForm({ website: '' }))).toBeNull()
    expect(validateStep(3, completeForm({ specificLocation: '' }))).toBeNull()
    expect(validateStep(15, completeForm({ otherChallenge: '' }))).toBeNull()
  })

  it('a ticked Other needs its description', () => {
    const form = completeForm({ marketingChallenges: ['other'], otherChallenge: '' })
    expect(validateStep(15, form)).toBe('Please describe your other challenge')
  })

  it('steps outside 1..17 have nothing to check', () => {
    expect(validateStep(0, createEmptyForm())).toBeNull()
    expect(validateStep(18, createEmptyForm())).toBeNull()
  })

  it('firstInvalidStep finds the earliest unanswered step', () => {
    expect(firstInvalidStep(completeForm())).toBeNull()
    expect(firstInvalidStep(completeForm({ brandTone: '', email: '' }))).toEqual({
      step: 12,
      message: 'Please choose your brand tone',
    })
  })
})

describe('e-mail check', () => {
  it.each(['owner@bloomandcrumb.com', 'a.b+plans@mail.example.co.uk', '  padded@example.org  '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true)
  })

  it.each(['', 'owner', 'owner@', '@example.com', 'owner@example', 'two words@example.com', 'a@b@c.com', 'owner@.com'])(
    'rejects %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false)
    },
  )

  it('step 17 reports a malformed address', () => {
    expect(validateStep(17, completeForm({ email: 'owner@example' }))).toBe('Please enter a valid email address')
  })
})

describe('lead payload', () => {
  it('trims text and sends the honeypot', () => {
    const payload = toLeadPayload(completeForm({ businessName: '  Bloom  ', email: ' a@b.co ' }))
    expect(payload.businessName).toBe('Bloom')
    expect(payload.email).toBe('a@b.co')
    expect(payload.faxNumber).toBe('')
  })

  it('drops the location for non-local sellers and the Other text without "other"', () => {
    const payload = toLeadPayload(completeForm({ sellLocation: 'nationally', specificLocation: 'Leeds', otherChallenge: 'stale text' }))
    expect(payload.specificLocation).toBe('')
    expect(payload.otherChallenge).toBe('')
  })

  it('contains exactly the fields of the API contract', () => {
    expect(Object.keys(toLeadPayload(completeForm())).sort()).toEqual(
      [
        'businessName',
        'businessType',
        'sellLocation',
        'specificLocation',
        'businessOffering',
        'businessStage',
        'website',
        'idealCustomer',
        'problemSolved',
        'primaryGoal',
        'timeAvailable',
        'marketingBudget',
        'brandTone',
        'marketingSupport',
        'platforms',
        'marketingChallenges',
        'otherChallenge',
        'currentMarketing',
        'email',
        'faxNumber',
      ].sort(),
    )
  })
})
