import { Prose } from '@/components/ui/prose'
import type { BlogPost } from '../model'

/** The article's body: HTML the server rendered from the post's Markdown and sanitised. */
export function ArticleBody({ post }: { post: Pick<BlogPost, 'bodyHtml'> }) {
  return <Prose html={post.bodyHtml} />
}
