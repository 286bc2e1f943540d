import { Compass } from 'lucide-react'
import { SimplePage } from '@/components/layout/simple-page'
import { Button } from '@/components/ui/button'

export default function NotFoundPage() {
  return (
    <SimplePage
      title="Page not found"
      eyebrow="Error 404"
      icon={<Compass className="size-7" aria-hidden="true" />}
      actions={
        <>
          <Button asChild size="lg">
            <a href="/">Go to the home page</a>
          </Button>
          <Button asChild size="lg" variant="outline">
            <a href="/blog">Read the blog</a>
          </Button>
        </>
      }
    >
      <p>
        We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped. Your free marketing plan is still
        just 17 questions away.
      </p>
    </SimplePage>
  )
}
