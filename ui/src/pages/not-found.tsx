import { Compass } from 'lucide-react'
import { Link } from 'wouter'
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
            <Link href="/">Go to the home page</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/blog">Read the blog</Link>
          </Button>
        </>
      }
    >
      <p>
        We couldn’t find the page you were looking for. It may have moved, or the link may be mistyped. Your free
        marketing plan is still just 17 questions away.
      </p>
    </SimplePage>
  )
}
