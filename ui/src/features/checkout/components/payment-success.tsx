import { CircleCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { checkout } from '@/content/checkout'
import { site } from '@/content/site'
import { CheckoutMessage, supportLinkClass } from './checkout-frame'

export const SUCCESS_TITLE = 'Payment Successful!'

/**
 * The view after Stripe sends the buyer back. What it says is a thank-you; the order is
 * marked paid by Stripe's webhook on the server, never by this redirect.
 */
export function PaymentSuccess({ email }: { email: string | null }) {
  return (
    <CheckoutMessage
      focusTitle
      tone="success"
      icon={<CircleCheck className="size-8" aria-hidden="true" />}
      title={SUCCESS_TITLE}
      testId="payment-success"
      actions={
        <Button asChild size="lg">
          <a href="/">Return to Home</a>
        </Button>
      }
    >
      <p>
        Thank you for buying the {checkout.productName}.{' '}
        {email ? (
          <>
            Your strategy package arrives by e-mail at <strong className="font-semibold text-slate-900">{email}</strong> within 5 minutes.
          </>
        ) : (
          'Your strategy package arrives by e-mail within 5 minutes.'
        )}
      </p>
      <p className="mt-4 text-sm">
        Nothing after a few minutes? Check your spam folder, or write to{' '}
        <a className={supportLinkClass} href={`mailto:${site.supportEmail}`}>
          {site.supportEmail}
        </a>
        .
      </p>
    </CheckoutMessage>
  )
}
