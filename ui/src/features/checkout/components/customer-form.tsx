import { ArrowRight } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { EmailInput, Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { validateEmail, type Customer } from '../customer'

/**
 * Asked when no e-mail is known (no survey in this browser, no address in the link): where the
 * plan and the receipt go, checked here before a payment is requested.
 */
export function CustomerForm({
  initial,
  serverError,
  onSubmit,
  onCancel,
}: {
  initial: Customer | null
  /** The server's word on a field (a 400 names `email` or `customerName`). */
  serverError?: { field: string | undefined; message: string } | null
  onSubmit: (customer: Customer) => void
  onCancel?: () => void
}) {
  const id = useId()
  const emailRef = useRef<HTMLInputElement>(null)
  const nameRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState(initial?.email ?? '')
  const [name, setName] = useState(initial?.name ?? '')
  const nameRefused = serverError?.field === 'customerName'
  const [error, setError] = useState<string | null>(serverError && !nameRefused ? serverError.message : null)
  const [nameError, setNameError] = useState<string | null>(nameRefused ? serverError.message : null)

  // A new word from the server replaces the field's error as it renders, and the field with it
  // takes the focus (the first one as the form appears, as each later one arrives).
  const [shownServerError, setShownServerError] = useState(serverError)
  if (serverError !== shownServerError) {
    setShownServerError(serverError)
    if (serverError?.field === 'customerName') setNameError(serverError.message)
    else if (serverError) setError(serverError.message)
  }
  useEffect(() => {
    if (!serverError) return
    if (serverError.field === 'customerName') nameRef.current?.focus()
    else emailRef.current?.focus()
  }, [serverError])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = validateEmail(email)
    setError(problem)
    if (problem) {
      emailRef.current?.focus()
      return
    }
    onSubmit({ email: email.trim(), name: name.trim() })
  }

  const errorId = `${id}-email-error`
  const nameErrorId = `${id}-name-error`
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="customer-form">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Where should we send your plan?
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-600">
        Your Pro plan and your receipt go to this address. Use the one you gave in the survey and the plan builds on your answers.
      </p>
      <div className="mt-6 grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email address</Label>
          <EmailInput
            ref={emailRef}
            id={`${id}-email`}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value)
              if (error) setError(null)
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          {error ? (
            <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-name`}>
            Your name or business name <span className="font-normal text-slate-500">(optional)</span>
          </Label>
          <Input
            ref={nameRef}
            id={`${id}-name`}
            name="name"
            autoComplete="organization"
            placeholder="Bloom & Crumb Bakery"
            maxLength={100}
            value={name}
            onChange={(event) => {
              setName(event.target.value)
              if (nameError) setNameError(null)
            }}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? nameErrorId : undefined}
          />
          {nameError ? (
            <p id={nameErrorId} role="alert" className="text-sm font-medium text-red-700">
              {nameError}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row">
        <Button type="submit" size="lg" className="sm:flex-1">
          Continue to payment
          <ArrowRight aria-hidden="true" />
        </Button>
        {onCancel ? (
          <Button type="button" size="lg" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  )
}
