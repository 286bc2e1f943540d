import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import { Loader2, Lock } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { checkout } from '@/content/checkout'
import { site } from '@/content/site'
import { returnUrl, type Customer } from '../customer'

export const PAY_LABEL = `Complete Purchase - ${site.price.label}`
export const PROCESSING_LABEL = 'Processing Payment...'
export const PAYMENT_FAILED_TITLE = 'Payment Failed'
const PAYMENT_FAILED_FALLBACK = 'Your payment could not be processed. Please try again.'

/**
 * The Stripe Payment Element and the pay button. Stripe confirms the payment and sends the buyer
 * back to /checkout (with e-mail and name); an error stays here as a "Payment Failed" toast.
 */
export function PaymentForm({ customer, onLoadError }: { customer: Customer; onLoadError: () => void }) {
  const stripe = useStripe()
  const elements = useElements()
  const [processing, setProcessing] = useState(false)
  const [ready, setReady] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // Nothing happens until the payment client is ready.
    if (!stripe || !elements || processing) return
    setProcessing(true)
    try {
      const { error } = await stripe.confirmPayment({
        elements,
        confirmParams: { return_url: returnUrl(window.location.origin, customer) },
      })
      // Without an error Stripe is already taking the browser to the return address.
      if (error) {
        toast({ variant: 'destructive', title: PAYMENT_FAILED_TITLE, description: error.message || PAYMENT_FAILED_FALLBACK })
        setProcessing(false)
      }
    } catch (error) {
      console.error('confirmPayment threw:', error)
      toast({ variant: 'destructive', title: PAYMENT_FAILED_TITLE, description: PAYMENT_FAILED_FALLBACK })
      setProcessing(false)
    }
  }

  return (
    <form onSubmit={submit} aria-label="Payment details" data-testid="payment-form">
      <div className="relative min-h-[15rem]">
        {!ready ? (
          <div
            className="absolute inset-0 grid animate-pulse content-start gap-4 motion-reduce:animate-none"
            aria-hidden="true"
            data-testid="payment-element-placeholder"
          >
            <div className="h-4 w-24 rounded bg-slate-200" />
            <div className="h-11 rounded-lg bg-slate-100" />
            <div className="grid grid-cols-2 gap-4">
              <div className="h-11 rounded-lg bg-slate-100" />
              <div className="h-11 rounded-lg bg-slate-100" />
            </div>
            <div className="h-11 rounded-lg bg-slate-100" />
          </div>
        ) : null}
        <PaymentElement
          options={{
            layout: 'tabs',
            defaultValues: { billingDetails: { email: customer.email, name: customer.name || undefined } },
          }}
          onReady={() => setReady(true)}
          onLoadError={(event) => {
            console.error('The Payment Element failed to load:', event.error)
            onLoadError()
          }}
        />
      </div>
      <Button type="submit" size="lg" className="mt-6 w-full" disabled={processing}>
        {processing ? (
          <>
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            {PROCESSING_LABEL}
          </>
        ) : (
          <>
            <Lock aria-hidden="true" />
            {PAY_LABEL}
          </>
        )}
      </Button>
      <p className="mt-3 text-center text-xs text-slate-500">
        You will be charged {checkout.price} {checkout.currency} once. Card details go straight to Stripe and never touch our servers.
      </p>
    </form>
  )
}
