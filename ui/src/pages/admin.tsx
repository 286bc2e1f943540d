import { LayoutDashboard } from 'lucide-react'
import { SimplePage } from '@/components/layout/simple-page'

export default function AdminPage() {
  return (
    <SimplePage title="Survey Submissions" documentTitle="Admin" eyebrow="Admin · Coming soon" icon={<LayoutDashboard className="size-7" aria-hidden="true" />}>
      <p>The strategist’s dashboard for reviewing survey submissions is being set up.</p>
    </SimplePage>
  )
}
