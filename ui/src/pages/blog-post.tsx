import type { ReactNode } from 'react'
import { PageFooter } from '@/components/layout/page-footer'
import { PageHeader } from '@/components/layout/page-header'
import { BlogArticle } from '@/features/blog/components/blog-article'
import type { BlogPost } from '@/features/blog/model'

/** `/blog/{slug}`: the server renders one per post. An unknown slug gets the app's 'Post Not Found'. */
export default function BlogPostPage({ post, related }: { post: BlogPost; related: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageHeader />
      <main className="flex-1">
        <BlogArticle post={post} related={related} />
      </main>
      <PageFooter />
    </div>
  )
}
