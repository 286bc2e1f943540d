import { ClipboardCheck } from 'lucide-react'
import { SimplePage } from '@/components/layout/simple-page'

export default function AdminStrategiesPage() {
  return (
    <SimplePage title="Strategy Review" documentTitle="Strategy Review" eyebrow="Admin · Coming soon" icon={<ClipboardCheck className="size-7" aria-hidden="true" />}>
      <p>The review desk, where strategists approve, reject and send plans to customers, is being set up.</p>
    </SimplePage>
  )
}
