import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminJson, adminPaths, refreshAdminData } from '@/lib/admin-api'
import { saveBlob } from '@/lib/download'
import type { Schemas } from '@/lib/http'

export type Erased = Schemas['Erased']

/** POST /api/admin/people/export: everything stored about the address, as one JSON document. */
export function exportPerson(email: string): Promise<unknown> {
  return adminJson<unknown>('POST', adminPaths.exportPerson, { email })
}

/** The file name an export is saved under: the address made safe for a file name. */
export function exportFileName(email: string, today = new Date()): string {
  const safe = email.toLowerCase().replace(/[^a-z0-9.@_-]+/g, '_')
  return `personal-data-${safe}-${today.toISOString().slice(0, 10)}.json`
}

/** Saves `document` as a JSON file in the browser's downloads. */
export function saveJson(document: unknown, fileName: string) {
  saveBlob(new Blob([JSON.stringify(document, null, 2)], { type: 'application/json' }), fileName)
}

/** POST /api/admin/people/erase; the leads list and the queues change. */
export function useErasePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (email: string) => adminJson<Erased>('POST', adminPaths.erasePerson, { email }),
    onSuccess: () => void refreshAdminData(queryClient),
  })
}

/** "2 leads, 2 plan drafts, 5 e-mails, the newsletter subscription; 1 order kept without name or address". */
export function describeErased(erased: Erased): string {
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  const parts = [
    plural(erased.leads, 'survey', 'surveys'),
    plural(erased.strategies, 'plan draft', 'plan drafts'),
    plural(erased.emails, 'e-mail', 'e-mails'),
  ]
  if (erased.newsletterSubscriptions > 0) parts.push('the newsletter subscription')
  const kept = erased.ordersAnonymised > 0 ? `; ${plural(erased.ordersAnonymised, 'order', 'orders')} kept without name or address` : ''
  return `${parts.join(', ')}${kept}`
}
