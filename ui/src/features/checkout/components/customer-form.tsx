import { ArrowRight } from 'lucide-react'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
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
  /** The server's word on the address (400 with field email). */
  serverError?: string | null
  onSubmit: (customer: Customer) => void
  onCancel?: () => void
}) {
  const id = useId()
  const emailRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState(initial?.email ?? '')
  const [name, setName] = useState(initial?.name ?? '')
  const [error, setError] = useState<string | null>(serverError ?? null)

  useEffect(() => {
    if (serverError) {
      setError(serverError)
      emailRef.current?.focus()
    }
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
  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="customer-form">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Where should we send your plan?
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-600">
        Your Pro plan and your receipt go to this address. Use the one you gave in the survey and the plan builds on
        your answers.
      </p>
      <div className="mt-6 grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email address</Label>
          <Input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder="you@example.com"
            required
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
            id={`${id}-name`}
            name="name"
            autoComplete="organization"
            placeholder="Bloom & Crumb Bakery"
            maxLength={200}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
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
