import { useEffect } from 'react'
import { site } from '@/content/site'

/** Sets the tab title for a route: "Page — Plansmith", or the given full title. */
export function useDocumentTitle(title: string, { full = false }: { full?: boolean } = {}) {
  useEffect(() => {
    document.title = full ? title : `${title} — ${site.name}`
  }, [title, full])
}
