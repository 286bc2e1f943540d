import type { ComponentProps } from 'react'
import { cn } from '@/lib/utils'
// prose.css is imported by app/main.tsx: the prerendered articles must not wait for it.

/**
 * Long-form text (articles, the privacy policy) set for reading. Pass `html` for trusted,
 * bundled markup (the blog's own article bodies), or children.
 */
export function Prose({ className, html, children, ...props }: ComponentProps<'div'> & { html?: string }) {
  if (html !== undefined) {
    return <div data-slot="prose" className={cn('prose', className)} dangerouslySetInnerHTML={{ __html: html }} {...props} />
  }
  return (
    <div data-slot="prose" className={cn('prose', className)} {...props}>
      {children}
    </div>
  )
}
