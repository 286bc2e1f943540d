import { FileQuestion } from 'lucide-react'
import { SimplePage } from '@/components/layout/simple-page'
import { Button } from '@/components/ui/button'

/** `/blog/{id}` for an id that names no article (the server answers it with status 404). */
export default function PostNotFoundPage() {
  return (
    <SimplePage
      title="Post Not Found"
      eyebrow="Blog"
      icon={<FileQuestion className="size-7" aria-hidden="true" />}
      actions={
        <Button asChild size="lg">
          <a href="/blog">Back to Blog</a>
        </Button>
      }
    >
      <p>This article doesn’t exist or has moved. The blog has all our guides, sorted by topic.</p>
    </SimplePage>
  )
}
