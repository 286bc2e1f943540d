import { ShieldCheck } from 'lucide-react'
import { SimplePage } from '@/components/layout/simple-page'
import { site } from '@/content/site'

export default function PrivacyPolicyPage() {
  return (
    <SimplePage title="Privacy Policy" eyebrow="Being updated" icon={<ShieldCheck className="size-7" aria-hidden="true" />}>
      <p>
        Our full privacy policy is being published here shortly. We only use your answers to prepare your marketing
        plan, and we never sell your data. Questions? Write to{' '}
        <a className="font-medium text-indigo-700 underline underline-offset-4" href={`mailto:${site.supportEmail}`}>
          {site.supportEmail}
        </a>
        .
      </p>
    </SimplePage>
  )
}
