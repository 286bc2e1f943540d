import { BLOG_IMAGE_SIZE, type BlogPost } from '../model'

/**
 * A post's picture at its true size (so nothing shifts as it loads). `eager`: it is the
 * page's largest paint, fetched first; otherwise it waits until it is near the view.
 */
export function PostImage({ post, eager = false, className }: { post: BlogPost; eager?: boolean; className: string }) {
  return (
    <img
      src={post.image}
      alt={post.imageAlt}
      width={BLOG_IMAGE_SIZE.width}
      height={BLOG_IMAGE_SIZE.height}
      {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
      decoding="async"
      className={className}
    />
  )
}
