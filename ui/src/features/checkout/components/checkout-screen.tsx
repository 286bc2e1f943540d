import { Elements } from '@stripe/react-stripe-js'
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js'
import { CircleAlert, CreditCard, Loader2, Mail, RefreshCw, WifiOff } from 'lucide-react'
import { Component, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useLocation, useSearch, useSearchParams } from 'wouter'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { site } from '@/content/site'
import { usePublicConfig } from '../api/config'
import { usePaymentIntent } from '../api/payment-intent'
import { checkoutAddress, isFailedReturn, isSuccessfulReturn, knownCustomer, successAddress, type Customer } from '../customer'
import { useStripeClient } from '../stripe'
import { CheckoutFrame, CheckoutMessage, supportLinkClass } from './checkout-frame'
import { CustomerForm } from './customer-form'
import { OrderSummary } from './order-summary'
import { PAYMENT_FAILED_TITLE, PaymentForm } from './payment-form'
import { PaymentSuccess } from './payment-success'

export const PREPARING_TEXT = 'Preparing your checkout...'
export const CHECKOUT_TITLE = 'Complete Your Purchase'
export const NOT_CONFIGURED_TITLE = 'Online payments are not set up yet'
export const STRIPE_FAILED_TITLE = 'The secure payment form could not load'
export const START_FAILED_TITLE = 'We couldn’t start your checkout'

/** /checkout: the return from Stripe, or the purchase itself. */
export function CheckoutScreen() {
  const [searchParams] = useSearchParams()
  const search = useSearch()
  const [path, navigate] = useLocation()
  const success = isSuccessfulReturn(searchParams)
  const failed = isFailedReturn(searchParams)
  const address = success ? successAddress(searchParams) : failed ? checkoutAddress(searchParams) : null

  // The address settles on `success=true` and loses the payment intent's secret.
  const current = search ? `${path}?${search}` : path
  useEffect(() => {
    if (address !== null && address !== current) navigate(address, { replace: true })
  }, [address, current, navigate])

  const failureShown = useRef(false)
  useEffect(() => {
    if (!failed || failureShown.current) return
    failureShown.current = true
    toast({
      variant: 'destructive',
      title: PAYMENT_FAILED_TITLE,
      description: 'Your payment was not completed. Please try again or choose another payment method.',
    })
  }, [failed])

  return (
    <CheckoutFrame>
      {success ? <PaymentSuccess email={knownCustomer(searchParams)?.email ?? null} /> : <Purchase search={searchParams} />}
    </CheckoutFrame>
  )
}

function Preparing() {
  return (
    <div className="m-auto grid justify-items-center gap-4 py-16 text-center" role="status" data-testid="checkout-preparing">
      <Loader2 className="size-10 animate-spin text-indigo-600 motion-reduce:animate-none" aria-hidden="true" />
      <p className="text-lg font-medium text-slate-700">{PREPARING_TEXT}</p>
    </div>
  )
}

function HomeButton({ variant = 'outline' }: { variant?: 'outline' | 'default' }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <a href="/">Go to the home page</a>
    </Button>
  )
}

function NotConfigured() {
  return (
    <CheckoutMessage
      tone="warning"
      focusTitle
      testId="payments-not-configured"
      icon={<CreditCard className="size-7" aria-hidden="true" />}
      title={NOT_CONFIGURED_TITLE}
      actions={
        <>
          <HomeButton variant="default" />
          <Button asChild size="lg" variant="outline">
            <a href={`mailto:${site.supportEmail}?subject=${encodeURIComponent('Buying the Pro plan')}`}>
              <Mail aria-hidden="true" />
              Email support
            </a>
          </Button>
        </>
      }
    >
      <p>
        The Pro Marketing Strategy Plan can’t be bought online right now. Write to{' '}
        <a className={supportLinkClass} href={`mailto:${site.supportEmail}`}>
          {site.supportEmail}
        </a>{' '}
        and we will help you get it, or start with the free plan in the meantime.
      </p>
    </CheckoutMessage>
  )
}

/** Stripe.js or the Payment Element did not load: say so, offer another try and the way home. */
function StripeFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-left" data-testid="stripe-failed">
      <div className="flex gap-3">
        <WifiOff className="mt-0.5 size-5 shrink-0 text-amber-800" aria-hidden="true" />
        <div>
          <h2 className="font-semibold text-amber-950">{STRIPE_FAILED_TITLE}</h2>
          <p className="mt-1 text-sm leading-relaxed text-amber-900">
            Stripe, our payment provider, could not be reached from your browser. Check your connection, turn off any blocker for
            js.stripe.com, and try again. Nothing has been charged.
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button type="button" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          Try again
        </Button>
        <Button asChild variant="outline">
          <a href="/">Go to the home page</a>
        </Button>
      </div>
    </div>
  )
}

function StartFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <CheckoutMessage
      tone="warning"
      focusTitle
      testId="checkout-start-failed"
      icon={<CircleAlert className="size-7" aria-hidden="true" />}
      title={START_FAILED_TITLE}
      actions={
        <>
          <Button type="button" size="lg" onClick={onRetry}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
          <HomeButton />
        </>
      }
    >
      <p>{message} Nothing has been charged.</p>
    </CheckoutMessage>
  )
}

const appearance: StripeElementsOptions['appearance'] = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#4f46e5',
    colorText: '#0f172a',
    colorDanger: '#b91c1c',
    borderRadius: '8px',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
}

/** Stripe.js throwing while the form is built (an unexpected version, say) is a load failure too, not a blank page. */
class StripeBoundary extends Component<{ children: ReactNode; onError: () => void }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error('The Stripe payment form failed:', error)
    this.props.onError()
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}

/** Stripe's form for this PaymentIntent; a load failure is reported upwards. */
function StripePayment({ stripe, clientSecret, customer }: { stripe: Stripe; clientSecret: string; customer: Customer }) {
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  const options = useMemo<StripeElementsOptions>(() => ({ clientSecret, appearance }), [clientSecret])
  if (failed) {
    return (
      <StripeFailed
        onRetry={() => {
          setFailed(false)
          setAttempt((n) => n + 1)
        }}
      />
    )
  }
  return (
    <StripeBoundary key={`${clientSecret}:${attempt}`} onError={() => setFailed(true)}>
      <Elements stripe={stripe} options={options}>
        <PaymentForm customer={customer} onLoadError={() => setFailed(true)} />
      </Elements>
    </StripeBoundary>
  )
}

function LoadingPaymentForm() {
  return (
    <div className="grid min-h-[15rem] place-items-center rounded-xl bg-slate-50 text-sm text-slate-600" role="status">
      <span className="inline-flex items-center gap-2">
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
        Loading the secure payment form…
      </span>
    </div>
  )
}

function Purchase({ search }: { search: URLSearchParams }) {
  const [customer, setCustomer] = useState<Customer | null>(() => knownCustomer(search))
  const [editing, setEditing] = useState(() => customer === null)
  const config = usePublicConfig()
  const publishableKey = config.data?.stripePublishableKey ?? null
  const configured = config.isSuccess && publishableKey !== null && publishableKey !== ''
  const intent = usePaymentIntent(customer, configured && !editing)
  const stripe = useStripeClient(configured ? publishableKey : null)
  // The server refused a field (400): back to the form, with its words in place.
  const refused = useMemo(
    () => (intent.error?.kind === 'invalid' ? { field: intent.error.field, message: intent.error.message } : null),
    [intent.error],
  )

  if (config.isPending) return <Preparing />
  if (config.isError) {
    return (
      <StartFailed message="We couldn’t reach the server. Check your connection and try again." onRetry={() => void config.refetch()} />
    )
  }
  if (!configured || intent.error?.kind === 'not-configured') return <NotConfigured />

  if (editing || refused) {
    return (
      <CheckoutLayout>
        <CustomerForm
          initial={customer}
          serverError={refused}
          onCancel={customer !== null && !refused ? () => setEditing(false) : undefined}
          onSubmit={(next) => {
            const same = customer !== null && next.email === customer.email && next.name === customer.name
            setCustomer(next)
            setEditing(false)
            // The same details after a refusal: ask again rather than show the cached refusal.
            if (same && intent.isError) void intent.refetch()
          }}
        />
      </CheckoutLayout>
    )
  }

  if (intent.isError) return <StartFailed message={intent.error.message} onRetry={() => void intent.refetch()} />
  if (intent.isPending || customer === null) return <Preparing />

  return (
    <CheckoutLayout>
      <h2 className="text-lg font-semibold text-slate-900">Payment details</h2>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl bg-slate-50 px-4 py-3 text-sm">
        <p className="min-w-0 text-slate-600">
          Plan and receipt go to{' '}
          <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900" data-testid="checkout-email">
            {customer.email}
          </strong>
        </p>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0"
          aria-label="Change email address"
          onClick={() => setEditing(true)}
        >
          Change
        </Button>
      </div>
      <div className="mt-6">
        {stripe.isError ? (
          <StripeFailed onRetry={() => void stripe.refetch()} />
        ) : stripe.isPending ? (
          <LoadingPaymentForm />
        ) : (
          <StripePayment stripe={stripe.data} clientSecret={intent.data} customer={customer} />
        )}
      </div>
    </CheckoutLayout>
  )
}

/** The purchase: title, the payment column and the order summary beside it (above it on phones). */
function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <div className="w-full">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">Checkout</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{CHECKOUT_TITLE}</h1>
        <p className="mt-3 text-base leading-relaxed text-slate-600 sm:text-lg">
          One payment, lifetime access. Your strategy package arrives by e-mail within minutes.
        </p>
      </div>
      <div className="mt-8 grid grid-cols-1 items-start gap-6 lg:mt-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-8">
        <section
          aria-label="Payment"
          className="order-2 rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-indigo-900/5 sm:p-7 lg:order-1"
        >
          {children}
        </section>
        <div className="order-1 lg:sticky lg:top-6 lg:order-2">
          <OrderSummary />
        </div>
      </div>
    </div>
  )
}
