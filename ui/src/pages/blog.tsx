import { BookOpen } from 'lucide-react'
import { SimplePage } from '@/components/layout/simple-page'

export default function BlogPage() {
  return (
    <SimplePage title="The Plansmith Blog" documentTitle="Blog" eyebrow="Coming soon" icon={<BookOpen className="size-7" aria-hidden="true" />}>
      <p>
        Practical marketing guides for solo founders and small businesses are on their way: content planning, local
        SEO, e-mail lists and getting your first customers without a big budget.
      </p>
    </SimplePage>
  )
}
