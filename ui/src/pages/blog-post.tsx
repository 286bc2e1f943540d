import { FileQuestion } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useParams } from 'wouter'
import { PageFooter } from '@/components/layout/page-footer'
import { PageHeader } from '@/components/layout/page-header'
import { SimplePage } from '@/components/layout/simple-page'
import { Button } from '@/components/ui/button'
import { findPost, type BlogPost } from '@/content/blog/posts'
import { postMeta } from '@/content/seo'
import { BlogArticle } from '@/features/blog/components/blog-article'
import { prefetchWhenIdle } from '@/lib/prefetch'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useScrollToTop } from '@/lib/use-scroll-to-top'

function PostNotFound() {
  return (
    <SimplePage
      title="Post Not Found"
      eyebrow="Blog"
      icon={<FileQuestion className="size-7" aria-hidden="true" />}
      actions={
        <Button asChild size="lg">
          <Link href="/blog">Back to Blog</Link>
        </Button>
      }
    >
      <p>This article doesn’t exist or has moved. The blog has all our guides, sorted by topic.</p>
    </SimplePage>
  )
}

function PostPage({ post }: { post: BlogPost }) {
  const meta = postMeta(post)
  useDocumentTitle(meta.title, { full: true, description: meta.description })
  // "All articles" and the category badge lead to the list: have it ready.
  useEffect(() => prefetchWhenIdle(() => import('./blog')), [])
  return (
    <div className="flex min-h-dvh flex-col">
      <PageHeader />
      <main className="flex-1">
        <BlogArticle key={post.id} post={post} />
      </main>
      <PageFooter />
    </div>
  )
}

/** `/blog/:id` (SPEC §2 "Blog article"); an unknown id gets 'Post Not Found'. */
export default function BlogPostPage() {
  const { id } = useParams<{ id: string }>()
  useScrollToTop(id)
  const post = findPost(id)
  return post ? <PostPage post={post} /> : <PostNotFound />
}
