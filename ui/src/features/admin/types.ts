import type { Schemas } from '@/lib/http'

/** A survey submission as GET /api/admin/leads returns it (timestamps are RFC 3339, UTC). */
export type Lead = Schemas['LeadView']

export type LoginResponse = Schemas['LoginResponse']
