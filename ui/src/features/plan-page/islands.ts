/**
 * The live parts of a founder's plan page, in plain DOM code: a tick is saved at once and the
 * progress follows; a KPI's figure is saved when its field changes. Everything else on the page
 * is HTML that needs no script (the e-mail buttons are plain forms, the weeks are <details>).
 */
import { PlanSaveError, saveFigure, saveTick, type TickProgress } from './api/plan-page'
import { doneText, KPI_DAYS, percentDone, weekDoneText, type KpiDay } from './model'

/** How long a line in the status region stays: "Saved" briefly, a failure long enough to read. */
export const STATUS_SAVED_MS = 3000
export const STATUS_ERROR_MS = 10_000

const NOT_A_NUMBER_MESSAGE = 'Please write a number, like 120 or 2.5.'

type Status = { show: (message: string, tone: 'saved' | 'error') => void }

/** Binds the plan page under `root`; does nothing on any other page. */
export function bindPlanPage(root: Document | Element = document) {
  const page = root.querySelector<HTMLElement>('[data-plan-token]')
  const token = page?.dataset.planToken
  if (!page || !token) return
  const status = statusLine(page.querySelector<HTMLElement>('[data-plan-status]'))
  bindTicks(page, token, status)
  bindFigures(page, token, status)
}

function statusLine(element: HTMLElement | null): Status {
  let timer: number | undefined
  return {
    show(message, tone) {
      if (!element) return
      window.clearTimeout(timer)
      element.textContent = message
      element.dataset.tone = tone
      timer = window.setTimeout(
        () => {
          element.textContent = ''
          delete element.dataset.tone
        },
        tone === 'error' ? STATUS_ERROR_MS : STATUS_SAVED_MS,
      )
    },
  }
}

/** A whole number from a `data-*` value, or null. */
function whole(value: string | undefined): number | null {
  const number = Number(value)
  return value && Number.isInteger(number) && number >= 0 ? number : null
}

/**
 * A task's boxes (this week's list and its week each have one) follow the last tap at once.
 * The saves of one task go out one after another, so the server ends with the last tap; when
 * the last one fails, the boxes go back to what the server last confirmed.
 */
function bindTicks(page: HTMLElement, token: string, status: Status) {
  const queues = new Map<string, Promise<unknown>>()
  const latest = new Map<string, number>()
  const confirmed = new Map<string, boolean>()
  let sequence = 0

  page.addEventListener('change', (event) => {
    const box = event.target
    if (!(box instanceof HTMLInputElement) || !box.hasAttribute('data-plan-task')) return
    const week = whole(box.dataset.week)
    const task = whole(box.dataset.task)
    if (week === null || task === null) return
    const key = `${week}/${task}`
    const boxes = [...page.querySelectorAll<HTMLInputElement>(`input[data-plan-task][data-week="${week}"][data-task="${task}"]`)]
    // As the page arrived (the server's `checked`), until a save says otherwise.
    if (!confirmed.has(key)) confirmed.set(key, box.defaultChecked)
    const done = box.checked
    for (const other of boxes) other.checked = done
    const request = ++sequence
    latest.set(key, request)

    const save = (queues.get(key) ?? Promise.resolve()).then(() => saveTick(token, week, task, done))
    queues.set(
      key,
      save.catch(() => {}),
    )
    save.then(
      (progress) => {
        confirmed.set(key, done)
        if (latest.get(key) === request) showProgress(page, week, progress)
      },
      (error: unknown) => {
        if (latest.get(key) !== request) return
        const wanted = confirmed.get(key) ?? !done
        for (const other of boxes) other.checked = wanted
        status.show(error instanceof PlanSaveError ? error.message : 'We couldn’t save that tick. Please try again.', 'error')
      },
    )
  })
}

/** The plan's count and bar, and the week's count, as the server counted them after a tick. */
export function showProgress(page: ParentNode, week: number, progress: TickProgress) {
  const { ticked, total, weekTicked, weekTotal } = progress
  for (const done of page.querySelectorAll<HTMLElement>('[data-plan-done]')) done.textContent = doneText(ticked, total)
  const percent = percentDone(ticked, total)
  for (const element of page.querySelectorAll<HTMLElement>('[data-plan-percent]')) {
    if (element instanceof HTMLProgressElement) element.value = percent
    else element.textContent = String(percent)
  }
  for (const done of page.querySelectorAll<HTMLElement>(`[data-plan-week="${week}"] [data-plan-week-done]`)) {
    done.textContent = weekDoneText(weekTicked, weekTotal)
  }
}

const isKpiDay = (day: number | null): day is KpiDay => KPI_DAYS.some((known) => known === day)

/**
 * A figure is saved when its field changes (on leaving it, or Enter); an emptied field clears
 * it. A refusal is shown under the KPI and the field is marked until it is saved.
 */
function bindFigures(page: HTMLElement, token: string, status: Status) {
  const latest = new Map<string, number>()
  let sequence = 0

  page.addEventListener('change', (event) => {
    const input = event.target
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute('data-plan-figure')) return
    const kpi = whole(input.dataset.kpi)
    const day = whole(input.dataset.day)
    if (kpi === null || !isKpiDay(day)) return
    const card = input.closest('[data-plan-kpi]')
    const error = card?.querySelector<HTMLElement>('[data-plan-figure-error]') ?? null
    const key = `${kpi}/${day}`

    // A browser leaves the value empty for text it cannot read as a number: that is no clearing.
    const raw = input.value.trim()
    const value = raw === '' ? null : Number(raw)
    if (input.validity.badInput || (value !== null && !Number.isFinite(value))) {
      latest.set(key, ++sequence)
      markFigure(input, error, NOT_A_NUMBER_MESSAGE)
      status.show(NOT_A_NUMBER_MESSAGE, 'error')
      return
    }
    const request = ++sequence
    latest.set(key, request)
    saveFigure(token, kpi, day, value).then(
      () => {
        if (latest.get(key) !== request) return
        markFigure(input, error, null)
        status.show('Saved', 'saved')
      },
      (failure: unknown) => {
        if (latest.get(key) !== request) return
        const message = failure instanceof PlanSaveError ? failure.message : 'We couldn’t save that figure. Please try again.'
        // Only the server's reason about the figure belongs under the field; a lost connection does not.
        const refused = failure instanceof PlanSaveError && failure.status !== undefined && failure.status < 500
        markFigure(input, error, refused ? message : null)
        status.show(message, 'error')
      },
    )
  })
}

/**
 * Marks a figure's field as refused, with the reason in its KPI's one error line (which speaks
 * of the field refused last), or clears the mark once it is saved (null).
 */
function markFigure(input: HTMLInputElement, error: HTMLElement | null, message: string | null) {
  if (message === null) {
    input.removeAttribute('aria-invalid')
    if (error && error.dataset.for === input.id) {
      error.hidden = true
      error.textContent = ''
      delete error.dataset.for
      describedBy(input, error.id, false)
    }
    return
  }
  input.setAttribute('aria-invalid', 'true')
  if (!error) return
  const previous = error.dataset.for && error.dataset.for !== input.id ? input.ownerDocument.getElementById(error.dataset.for) : null
  if (previous) describedBy(previous, error.id, false)
  error.textContent = message
  error.hidden = false
  error.dataset.for = input.id
  describedBy(input, error.id, true)
}

/** Adds `id` to the element's description, or takes it out. */
function describedBy(element: Element, id: string, add: boolean) {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter((known) => known && known !== id)
  if (add) ids.push(id)
  if (ids.length) element.setAttribute('aria-describedby', ids.join(' '))
  else element.removeAttribute('aria-describedby')
}
