import { Suspense, use } from 'react'
import { Prose } from '@/components/ui/prose'
import type { BlogPost } from '@/content/blog/posts'
import { postBody } from '../post-body'

function Body({ post }: { post: BlogPost }) {
  const html = use(postBody(post))
  return <Prose html={html} />
}

/**
 * The article's HTML body, rendered as given (it is our own bundled content). Each body is a
 * module of its own; the page is prerendered once it has loaded, so readers get it in the HTML.
 */
export function ArticleBody({ post }: { post: BlogPost }) {
  return (
    <Suspense>
      <Body post={post} />
    </Suspense>
  )
}
