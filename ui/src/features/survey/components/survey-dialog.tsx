import { ArrowLeft, ArrowRight, CheckCircle2, CircleAlert, Loader2, MailCheck } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Progress } from '@/components/ui/progress'
import { toast } from '@/components/ui/use-toast'
import { ApiError, userMessage } from '@/lib/api-client'
import { useSubmitLead } from '../api/submit-lead'
import { SurveyFunnel } from '../funnel'
import { steps, TOTAL_STEPS, type SurveyForm } from '../questions'
import { firstInvalidStep, progressPercent, toLeadPayload, useSurveyStore } from '../store'
import { StepField } from './step-field'

export const SUBMIT_FAILED_MESSAGE = 'Failed to generate marketing plan. Please try again.'
export const THANK_YOU_MESSAGE = 'We will send you the free strategy within 24 hours. Check your email for your custom marketing plan!'

/** Where the server's 400 `field` is asked, so a rejected answer can be shown in place. */
function stepOfField(field: unknown): number | null {
  if (typeof field !== 'string') return null
  const index = steps.findIndex(
    (step) =>
      step.field === field ||
      (field === 'specificLocation' && step.field === 'sellLocation') ||
      (field === 'otherChallenge' && step.field === 'marketingChallenges'),
  )
  return index === -1 ? null : index + 1
}

function rememberVisitor(form: SurveyForm) {
  try {
    localStorage.setItem('userEmail', form.email.trim())
    localStorage.setItem('userBusinessName', form.businessName.trim())
  } catch {
    // Storage can be unavailable (private mode, quota); the plan is on its way regardless.
  }
}

export function SurveyDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where the keyboard focus goes when the dialog closes: the button that opened it. */
  returnFocusTo?: HTMLElement | null
}) {
  const step = useSurveyStore((state) => state.step)
  const error = useSurveyStore((state) => state.error)
  const submitted = useSurveyStore((state) => state.submitted)
  const reset = useSurveyStore((state) => state.reset)
  const mutation = useSubmitLead()
  const [funnel] = useState(() => new SurveyFunnel())

  // The funnel: opened (with step 1), each step the first time it is reached, submitted.
  useEffect(() => {
    if (open) funnel.open(useSurveyStore.getState().step)
    else funnel.close()
  }, [open, funnel])
  useEffect(() => {
    if (open && !submitted) funnel.reach(step)
  }, [open, submitted, step, funnel])

  const handleOpenChange = (next: boolean) => {
    if (!next) {
      reset()
      mutation.reset()
    }
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        className="sm:max-w-2xl"
        onOpenAutoFocus={(event) => {
          // Start in the first answer, not on the close button.
          event.preventDefault()
          focusFirstControl()
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.isConnected) return
          event.preventDefault()
          returnFocusTo.focus()
        }}
      >
        <div className="shrink-0 border-b border-slate-200 px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
          <DialogTitle className="pr-10 text-xl sm:text-2xl">Get Your Free Marketing Plan</DialogTitle>
          <DialogDescription className="mt-1 pr-10">Answer a few questions to get your personalized strategy</DialogDescription>
          {!submitted ? (
            <div className="mt-4">
              <div className="mb-2 flex items-center justify-between text-sm font-medium">
                <span className="text-slate-700" data-testid="survey-step-counter">
                  Step {step} of {TOTAL_STEPS}
                </span>
                <span className="text-indigo-700" data-testid="survey-percent">
                  {progressPercent(step)}%
                </span>
              </div>
              <Progress value={progressPercent(step)} aria-label="Survey progress" />
            </div>
          ) : null}
        </div>
        {submitted ? <ThankYou /> : <SurveyStepForm step={step} error={error} mutation={mutation} onSubmitted={() => funnel.submitted()} />}
      </DialogContent>
    </Dialog>
  )
}

const FOCUS_SELECTOR = '[data-survey-field] [data-autofocus]:not(:disabled)'

function focusFirstControl() {
  // Runs after React commits the new step.
  requestAnimationFrame(() => {
    document.querySelector<HTMLElement>(FOCUS_SELECTOR)?.focus()
  })
}

function SurveyStepForm({
  step,
  error,
  mutation,
  onSubmitted,
}: {
  step: number
  error: string | null
  mutation: ReturnType<typeof useSubmitLead>
  onSubmitted: () => void
}) {
  const goNext = useSurveyStore((state) => state.goNext)
  const goPrevious = useSurveyStore((state) => state.goPrevious)
  const goTo = useSurveyStore((state) => state.goTo)
  const markSubmitted = useSurveyStore((state) => state.markSubmitted)
  const errorId = useId()
  const [faxNumber, setFaxNumber] = useState('')
  const previousStepRef = useRef(step)

  // New step: put the keyboard where the answer goes.
  useEffect(() => {
    if (previousStepRef.current !== step) {
      previousStepRef.current = step
      focusFirstControl()
    }
  }, [step])

  const definition = steps[step - 1]
  const isLast = step === TOTAL_STEPS
  const pending = mutation.isPending

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    if (!isLast) {
      if (goNext()) focusFirstControl()
      return
    }
    const { form } = useSurveyStore.getState()
    const missing = firstInvalidStep(form)
    if (missing) {
      goTo(missing.step, missing.message)
      focusFirstControl()
      return
    }
    mutation.mutate(toLeadPayload(form, faxNumber), {
      onSuccess: () => {
        rememberVisitor(form)
        markSubmitted()
        onSubmitted()
        toast({
          title: 'Thank you!',
          description: 'We will send you the free strategy within 24 hours.',
          variant: 'success',
        })
      },
      onError: (err) => {
        const message = userMessage(err, SUBMIT_FAILED_MESSAGE)
        toast({ title: 'Error', description: message, variant: 'destructive' })
        if (err instanceof ApiError && err.status === 400) {
          const json = err.json as { field?: unknown } | undefined
          const fieldStep = stepOfField(json?.field)
          if (fieldStep) {
            goTo(fieldStep, message)
            focusFirstControl()
          }
        }
      },
    })
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-6 sm:px-8 sm:py-7" data-survey-field>
        {definition ? (
          // Keyed by step so each question mounts fresh (ids, focus, scroll position).
          <StepField key={step} definition={definition} errorId={errorId} />
        ) : (
          <p className="text-slate-600">This step is not available. Please go back.</p>
        )}
        {error ? (
          <p id={errorId} role="alert" className="mt-4 flex items-center gap-2 text-sm font-medium text-red-700">
            <CircleAlert className="size-4.5 shrink-0" aria-hidden="true" />
            {error}
          </p>
        ) : null}
        {/* Honeypot: invisible to people and assistive technology; bots that fill every field get caught. */}
        <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${errorId}-fax`}>Fax number</label>
          <input
            id={`${errorId}-fax`}
            name="faxNumber"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            value={faxNumber}
            onChange={(event) => setFaxNumber(event.target.value)}
          />
        </div>
      </div>
      <div className="flex shrink-0 items-center justify-between gap-3 border-t border-slate-200 bg-slate-50/80 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:rounded-b-2xl sm:px-8">
        <Button variant="outline" onClick={goPrevious} disabled={step === 1 || pending}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        {isLast ? (
          <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
            {pending ? (
              <>
                <Loader2 className="animate-spin" aria-hidden="true" />
                Generating...
              </>
            ) : (
              'Get My Free Plan'
            )}
          </Button>
        ) : (
          <Button type="submit" size="lg">
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </form>
  )
}

function ThankYou() {
  const email = useSurveyStore((state) => state.form.email.trim())
  return (
    <div className="flex flex-1 flex-col items-center justify-center overflow-y-auto px-6 py-10 text-center sm:px-10">
      <div className="grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <CheckCircle2 className="size-9" aria-hidden="true" />
      </div>
      <h3 className="mt-5 text-2xl font-semibold tracking-tight text-slate-900">You’re all set!</h3>
      <p className="mt-3 max-w-md text-base text-slate-700" data-testid="survey-thank-you">
        {THANK_YOU_MESSAGE}
      </p>
      {email ? (
        <p className="mt-4 inline-flex max-w-full flex-wrap items-center justify-center gap-x-2 rounded-2xl bg-slate-100 px-4 py-1.5 text-sm text-slate-700">
          <MailCheck className="size-4 text-indigo-600" aria-hidden="true" />
          Sending to <span className="font-medium break-all text-slate-900">{email}</span>
        </p>
      ) : null}
      <p className="mt-6 max-w-md text-sm text-slate-600">
        A marketing strategist reviews every plan before it goes out. Keep an eye on your spam folder just in case.
      </p>
      <DialogClose asChild>
        <Button size="lg" className="mt-8">
          Done
        </Button>
      </DialogClose>
    </div>
  )
}
