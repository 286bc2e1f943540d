import { useEffect } from 'react'
import { site } from '@/content/site'

/**
 * Sets the tab title for a route: "Page — Plansmith", or the given full title. With a
 * `description`, the page's meta description says it too while the route is shown (and goes
 * back to the previous one, index.html's, when it leaves).
 */
export function useDocumentTitle(title: string, { full = false, description }: { full?: boolean; description?: string } = {}) {
  useEffect(() => {
    document.title = full ? title : `${title} — ${site.name}`
  }, [title, full])

  useEffect(() => {
    if (description === undefined) return
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    const created = meta === null
    if (meta === null) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.appendChild(meta)
    }
    const previous = meta.content
    meta.content = description
    const element = meta
    return () => {
      if (created) element.remove()
      else element.content = previous
    }
  }, [description])
}
