import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { Checkbox } from '@/components/ui/checkbox'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Textarea } from '@/components/ui/textarea'
import { cn } from '@/lib/utils'
import { MAX_CHALLENGES, OTHER_CHALLENGE, type StepDefinition } from '../questions'
import { challengesFull, useSurveyStore } from '../store'

const questionClass = 'block text-xl leading-snug font-semibold tracking-tight text-slate-900 sm:text-[1.35rem]'
const helpClass = 'mt-1.5 text-sm text-slate-600'

/**
 * Radix radios and checkboxes ignore Enter (per WAI-ARIA); in the survey,
 * Enter on a choice means "Next", as it does in a text box.
 */
function submitOnEnter(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Enter') return
  // Text boxes inside the group submit the form on Enter by themselves.
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return
  event.preventDefault()
  event.currentTarget.closest('form')?.requestSubmit()
}

export function StepField({ definition, errorId }: { definition: StepDefinition; errorId: string }) {
  const form = useSurveyStore((state) => state.form)
  const error = useSurveyStore((state) => state.error)
  const setText = useSurveyStore((state) => state.setText)
  const setSellLocation = useSurveyStore((state) => state.setSellLocation)
  const toggleListValue = useSurveyStore((state) => state.toggleListValue)
  const setOtherChallenge = useSurveyStore((state) => state.setOtherChallenge)

  const baseId = useId()
  const inputId = `${baseId}-input`
  const questionId = `${baseId}-question`
  const helpId = `${baseId}-help`
  const describedBy = [definition.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  const invalid = error ? true : undefined
  const required = definition.required ? true : undefined

  const help = definition.help ? (
    <p id={helpId} className={helpClass}>
      {definition.help}
    </p>
  ) : null

  switch (definition.kind) {
    case 'text':
    case 'email':
    case 'textarea': {
      const field = definition.field
      const shared = {
        id: inputId,
        'data-autofocus': true,
        className: 'mt-5',
        placeholder: definition.placeholder,
        value: form[field],
        onChange: (event: { target: { value: string } }) => setText(field, event.target.value),
        'aria-describedby': describedBy,
        'aria-invalid': invalid,
        'aria-required': required,
      }
      const isEmail = definition.kind === 'email'
      return (
        <div>
          <Label htmlFor={inputId} className={questionClass}>
            {definition.question}
          </Label>
          {help}
          {definition.kind === 'textarea' ? (
            <Textarea
              {...shared}
              maxLength={2000}
              rows={4}
              onKeyDown={(event) => {
                // Enter writes a new line here; Ctrl/⌘+Enter moves on.
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault()
                  event.currentTarget.form?.requestSubmit()
                }
              }}
            />
          ) : (
            <Input
              {...shared}
              type={isEmail ? 'email' : 'text'}
              inputMode={isEmail ? 'email' : definition.kind === 'text' ? definition.inputMode : undefined}
              autoComplete={isEmail ? 'email' : definition.autoComplete}
              maxLength={definition.kind === 'text' ? definition.maxLength : 254}
              spellCheck={isEmail ? false : undefined}
              enterKeyHint={isEmail ? 'send' : 'next'}
            />
          )}
        </div>
      )
    }
    case 'radio': {
      const value = form[definition.field]
      const isSellLocation = definition.field === 'sellLocation'
      const focusValue = value || definition.options[0]?.value
      return (
        <fieldset>
          <legend id={questionId} className={questionClass}>
            {definition.question}
          </legend>
          {help}
          <RadioGroup
            className="mt-5"
            value={value}
            onValueChange={(next) => (isSellLocation ? setSellLocation(next) : setText(definition.field, next))}
            aria-labelledby={questionId}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required={required}
            onKeyDown={submitOnEnter}
          >
            {definition.options.map((option) => {
              const id = `${baseId}-${option.value}`
              return (
                <ChoiceLabel key={option.value} htmlFor={id} label={option.label} hint={option.hint}>
                  <RadioGroupItem id={id} value={option.value} data-autofocus={option.value === focusValue || undefined} />
                </ChoiceLabel>
              )
            })}
          </RadioGroup>
          {isSellLocation && value === 'locally' ? (
            <div className="mt-5 rounded-xl bg-slate-50 p-4">
              <Label htmlFor={`${baseId}-location`}>Which town, city or area do you serve? (optional)</Label>
              <Input
                id={`${baseId}-location`}
                className="mt-2"
                placeholder="e.g. Leeds and nearby towns"
                autoComplete="address-level2"
                value={form.specificLocation}
                onChange={(event) => setText('specificLocation', event.target.value)}
                maxLength={120}
              />
            </div>
          ) : null}
        </fieldset>
      )
    }
    case 'checkboxes':
    case 'challenges': {
      const isChallenges = definition.kind === 'challenges'
      const selected = form[definition.field]
      const full = isChallenges && challengesFull(selected)
      const otherChecked = selected.includes(OTHER_CHALLENGE)
      const otherId = `${baseId}-${OTHER_CHALLENGE}`
      return (
        <fieldset aria-describedby={describedBy}>
          <legend id={questionId} className={questionClass}>
            {definition.question}
          </legend>
          {help}
          {isChallenges ? (
            <p className="mt-1 text-sm font-medium text-indigo-700" aria-live="polite">
              {selected.length} of {MAX_CHALLENGES} selected
            </p>
          ) : null}
          <div className="mt-5 grid gap-2.5 sm:grid-cols-2">
            {definition.options.map((option, index) => {
              const id = `${baseId}-${option.value}`
              const checked = selected.includes(option.value)
              const disabled = full && !checked
              return (
                <ChoiceLabel key={option.value} htmlFor={id} label={option.label} hint={option.hint} disabled={disabled}>
                  <Checkbox
                    id={id}
                    checked={checked}
                    disabled={disabled}
                    onCheckedChange={() => toggleListValue(definition.field, option.value)}
                    aria-invalid={invalid}
                    data-autofocus={index === 0 || undefined}
                    onKeyDown={submitOnEnter}
                  />
                </ChoiceLabel>
              )
            })}
            {isChallenges ? (
              <div
                className={cn(
                  'rounded-xl border border-slate-200 bg-white px-4 py-3 sm:col-span-2',
                  otherChecked && 'border-indigo-600 bg-indigo-50 ring-1 ring-indigo-600',
                  full && !otherChecked && 'bg-slate-50',
                )}
              >
                <div className="flex items-center gap-3">
                  <Checkbox
                    id={otherId}
                    checked={otherChecked}
                    disabled={full && !otherChecked}
                    onCheckedChange={() => toggleListValue('marketingChallenges', OTHER_CHALLENGE)}
                    onKeyDown={submitOnEnter}
                  />
                  <Label htmlFor={otherId} className={cn('text-[0.95rem]', full && !otherChecked ? 'text-slate-500' : 'cursor-pointer')}>
                    Other
                  </Label>
                </div>
                <Label htmlFor={`${otherId}-text`} className="mt-3 block text-sm font-normal text-slate-700">
                  Describe your other challenge
                </Label>
                <Input
                  id={`${otherId}-text`}
                  className="mt-1.5 h-10"
                  placeholder="e.g. A big chain just opened next door"
                  value={form.otherChallenge}
                  disabled={full && !otherChecked}
                  onChange={(event) => setOtherChallenge(event.target.value)}
                  maxLength={300}
                  aria-invalid={error && otherChecked && !form.otherChallenge.trim() ? true : undefined}
                />
              </div>
            ) : null}
          </div>
        </fieldset>
      )
    }
  }
}

function ChoiceLabel({
  htmlFor,
  label,
  hint,
  disabled = false,
  children,
}: {
  htmlFor: string
  label: string
  hint?: string
  disabled?: boolean
  children: ReactNode
}) {
  return (
    <Label
      htmlFor={htmlFor}
      className={cn(
        'flex min-h-14 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-slate-900 transition-colors',
        'has-[[data-state=checked]]:border-indigo-600 has-[[data-state=checked]]:bg-indigo-50 has-[[data-state=checked]]:ring-1 has-[[data-state=checked]]:ring-indigo-600',
        'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-600',
        disabled ? 'cursor-not-allowed bg-slate-50 text-slate-500' : 'cursor-pointer hover:border-indigo-300 hover:bg-indigo-50/40',
      )}
    >
      {children}
      <span className="grid gap-0.5">
        <span className="text-[0.95rem] font-medium">{label}</span>
        {hint ? <span className="text-sm font-normal text-slate-600">{hint}</span> : null}
      </span>
    </Label>
  )
}
