import { CreditCard } from 'lucide-react'
import { SimplePage } from '@/components/layout/simple-page'

export default function CheckoutPage() {
  return (
    <SimplePage
      title="Pro Marketing Strategy Plan"
      documentTitle="Checkout"
      eyebrow="Checkout opens soon"
      icon={<CreditCard className="size-7" aria-hidden="true" />}
    >
      <p>
        Secure checkout for the $99 one-time Pro plan is nearly ready: a detailed 90-day roadmap, done-for-you content
        templates, a competitor analysis report and lifetime access. In the meantime, start with your free plan.
      </p>
    </SimplePage>
  )
}
