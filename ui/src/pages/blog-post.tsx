import { FileText } from 'lucide-react'
import { Link } from 'wouter'
import { SimplePage } from '@/components/layout/simple-page'
import { Button } from '@/components/ui/button'

export default function BlogPostPage() {
  return (
    <SimplePage
      title="This article is almost ready"
      documentTitle="Blog"
      eyebrow="Coming soon"
      icon={<FileText className="size-7" aria-hidden="true" />}
      actions={
        <>
          <Button asChild size="lg">
            <Link href="/blog">Back to the blog</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/">Go to the home page</Link>
          </Button>
        </>
      }
    >
      <p>We’re putting the finishing touches on our articles. Check back soon for hands-on marketing advice.</p>
    </SimplePage>
  )
}
