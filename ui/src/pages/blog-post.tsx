import { PageFooter } from '@/components/layout/page-footer'
import { PageHeader } from '@/components/layout/page-header'
import type { BlogPost } from '@/content/blog/posts'
import { BlogArticle } from '@/features/blog/components/blog-article'

/** `/blog/{id}`, prerendered for each article. An unknown id gets the app's 'Post Not Found'. */
export default function BlogPostPage({ post }: { post: BlogPost }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PageHeader />
      <main className="flex-1">
        <BlogArticle post={post} />
      </main>
      <PageFooter />
    </div>
  )
}
