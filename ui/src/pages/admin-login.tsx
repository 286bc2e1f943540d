import { LockKeyhole } from 'lucide-react'
import { SimplePage } from '@/components/layout/simple-page'

export default function AdminLoginPage() {
  return (
    <SimplePage title="Admin sign-in" documentTitle="Admin sign-in" eyebrow="Admin · Coming soon" icon={<LockKeyhole className="size-7" aria-hidden="true" />}>
      <p>
        Sign-in for Plansmith strategists opens here soon. Until then, new plans are waiting safely in the review
        queue.
      </p>
    </SimplePage>
  )
}
