import { ApiError, apiJson, apiRequest, type Schemas } from '@/lib/http'
import { planApiPath, type KpiDay } from '../model'

/** The answer to a tick: the plan's and the week's ticked tasks. */
export type TickProgress = Schemas['TickProgress']

const NETWORK_MESSAGE = 'We couldn’t reach the server. Check your connection and try again.'

/** Why a tick or a figure was not saved: the words to show, and the field the server named. */
export class PlanSaveError extends Error {
  readonly field: string | undefined
  readonly status: number | undefined

  constructor(message: string, field?: string, status?: number) {
    super(message)
    this.name = 'PlanSaveError'
    this.field = field
    this.status = status
  }
}

/** The server's `{message, field}` for a refusal; a fault or a lost connection in plain words. */
function saveError(error: unknown, fallback: string): PlanSaveError {
  if (!(error instanceof ApiError)) return new PlanSaveError(NETWORK_MESSAGE)
  const body = error.json as { message?: unknown; field?: unknown } | undefined
  const message = typeof body?.message === 'string' && body.message.trim() ? body.message : undefined
  const field = typeof body?.field === 'string' ? body.field : undefined
  // A server fault carries nothing a founder can act on.
  if (error.status >= 500 || !message) return new PlanSaveError(fallback, undefined, error.status)
  return new PlanSaveError(message, field, error.status)
}

/** PUT `{done}` for one task (`week` 1–13, `task` its place in the week from 0). */
export async function saveTick(token: string, week: number, task: number, done: boolean): Promise<TickProgress> {
  try {
    return await apiJson<TickProgress>('PUT', `${planApiPath(token)}/tasks/${week}/${task}`, { done })
  } catch (error) {
    throw saveError(error, 'We couldn’t save that tick. Please try again in a moment.')
  }
}

/** PUT `{value}` for one KPI's figure at day 30, 60 or 90; null clears it. 204 when saved. */
export async function saveFigure(token: string, kpi: number, day: KpiDay, value: number | null): Promise<void> {
  try {
    await apiRequest('PUT', `${planApiPath(token)}/figures/${kpi}/${day}`, { value })
  } catch (error) {
    throw saveError(error, 'We couldn’t save that figure. Please try again in a moment.')
  }
}
