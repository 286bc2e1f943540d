import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { adminFetch, adminPaths, isUnauthorized, NoAdminTokenError, readPage } from '@/lib/admin-api'
import { attachmentName, saveBlob } from '@/lib/download'
import type { Lead } from '../types'

export const LEADS_PAGE_SIZE = 50

export type LeadsQuery = { page: number; search: string }
export type LeadsPage = { leads: Lead[]; total: number }

/** The three ways the leads call fails, as the admin reads them. */
export const LEADS_ERRORS = {
  noToken: 'No authentication token',
  auth: 'Authentication failed',
  other: 'Failed to fetch leads',
} as const

export class LeadsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'LeadsError'
  }
}

export function leadsUrl({ page, search }: LeadsQuery): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(LEADS_PAGE_SIZE) })
  const text = search.trim()
  if (text) params.set('search', text)
  return `${adminPaths.leads}?${params}`
}

export async function fetchLeads(query: LeadsQuery, signal?: AbortSignal): Promise<LeadsPage> {
  let res: Response
  try {
    res = await adminFetch('GET', leadsUrl(query), undefined, signal)
  } catch (error) {
    if (error instanceof NoAdminTokenError) throw new LeadsError(LEADS_ERRORS.noToken, { cause: error })
    if (isUnauthorized(error)) throw new LeadsError(LEADS_ERRORS.auth, { cause: error })
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new LeadsError(LEADS_ERRORS.other, { cause: error })
  }
  const { rows: leads, total } = await readPage<Lead>(res)
  return { leads, total }
}

export function leadsQueryKey(query: LeadsQuery) {
  return [adminPaths.leads, { page: query.page, search: query.search.trim() }] as const
}

export function useLeads(query: LeadsQuery, enabled = true) {
  return useQuery({
    queryKey: leadsQueryKey(query),
    queryFn: ({ signal }) => fetchLeads(query, signal),
    // Paging and searching keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    enabled,
  })
}

/** GET /api/admin/leads/export for `search`: every matching lead as CSV, saved as a download. */
export async function downloadLeadsCsv(search: string): Promise<void> {
  const text = search.trim()
  const url = text ? `${adminPaths.leadsExport}?${new URLSearchParams({ search: text })}` : adminPaths.leadsExport
  const res = await adminFetch('GET', url)
  saveBlob(await res.blob(), attachmentName(res.headers.get('Content-Disposition'), 'leads.csv'))
}
