import { RotateCw } from 'lucide-react'
import { Component, Suspense, use, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Prose } from '@/components/ui/prose'
import type { BlogPost } from '@/content/blog/posts'
import { postBody } from '../post-body'

function Body({ post }: { post: BlogPost }) {
  const html = use(postBody(post))
  return <Prose html={html} />
}

/** Grey lines where the text will be, about as tall, so the page below does not jump far. */
function BodySkeleton() {
  return (
    <div role="status" className="min-h-[60vh] animate-pulse space-y-4 motion-reduce:animate-none">
      <span className="sr-only">Loading the article…</span>
      {Array.from({ length: 4 }, (_, block) => (
        <div key={block} className="space-y-3 pb-4">
          <div className="h-4 rounded bg-slate-200" />
          <div className="h-4 rounded bg-slate-200" />
          <div className="h-4 w-4/5 rounded bg-slate-200" />
        </div>
      ))}
    </div>
  )
}

class LoadBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

/**
 * The article's HTML body (SPEC §2: rendered as given; it is our own bundled content), loaded
 * as its own chunk. If that download fails, the reader can try again without a reload.
 */
export function ArticleBody({ post }: { post: BlogPost }) {
  const [attempt, setAttempt] = useState(0)
  return (
    <LoadBoundary
      key={`${post.id}-${attempt}`}
      fallback={
        <div role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
          <p className="font-semibold">This article didn’t load.</p>
          <p className="mt-1 text-sm">Check your connection, then try again.</p>
          <Button
            variant="outline"
            className="mt-4"
            onClick={() => setAttempt((n) => n + 1)}
          >
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      }
    >
      <Suspense fallback={<BodySkeleton />}>
        <Body post={post} />
      </Suspense>
    </LoadBoundary>
  )
}
