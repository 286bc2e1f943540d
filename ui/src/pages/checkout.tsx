import { CheckoutScreen } from '@/features/checkout/components/checkout-screen'
import { useScrollToTop } from '@/lib/use-scroll-to-top'

/** /checkout: the Pro plan purchase and the return from Stripe. */
export default function CheckoutPage() {
  useScrollToTop()
  return <CheckoutScreen />
}
