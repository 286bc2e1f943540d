import { screen, waitFor, within } from '@testing-library/react'
import { jsonResponse, stubFetch } from '@/test/prerendered'
import { bindPlanPage, STATUS_SAVED_MS } from './islands'
import { renderPlanPage, SAMPLE_TOKEN } from './test-page'

const api = `/api/plan-pages/${SAMPLE_TOKEN}`

async function renderBound() {
  const view = await renderPlanPage()
  bindPlanPage(view.container)
  return view
}

/** The two boxes of week 3's third task: this week's list, then its week. */
const reviewBoxes = () => screen.getAllByRole('checkbox', { name: 'Week 3: ask five customers for a review' }) as HTMLInputElement[]
const weekDone = (week: number) => document.querySelector(`[data-plan-week="${week}"] [data-plan-week-done]`)
const progress = () => screen.getByRole('progressbar', { name: 'Your progress' }) as HTMLProgressElement

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('ticking a task', () => {
  it('saves it, ticks its other box and shows the server’s counts', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { ticked: 4, total: 39, weekTicked: 2, weekTotal: 3 }))
    const { user } = await renderBound()
    const [top, inWeek] = reviewBoxes()

    await user.click(top!)
    expect(top).toBeChecked()
    expect(inWeek).toBeChecked()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(`${api}/tasks/3/2`)
    expect(init?.method).toBe('PUT')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
    expect(JSON.parse(String(init?.body))).toEqual({ done: true })

    await waitFor(() => expect(document.querySelector('[data-plan-done]')).toHaveTextContent('4 of 39 tasks done'))
    expect(progress().value).toBe(10)
    expect(progress()).toHaveAccessibleDescription('4 of 39 tasks done · 10%')
    expect(weekDone(3)).toHaveTextContent('2 of 3 done')
    expect(weekDone(2)).toHaveTextContent('1 of 3 done')
  })

  it('unticks from the week’s list too, by its label, with the keyboard', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { ticked: 2, total: 39, weekTicked: 0, weekTotal: 3 }))
    const { user } = await renderBound()
    const [top, inWeek] = screen.getAllByRole('checkbox', { name: 'Week 3: post 3 reels <showing a repair>' })
    expect(top).toBeChecked()

    inWeek!.focus()
    await user.keyboard(' ')
    expect(top).not.toBeChecked()
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ done: false })
    expect(fetchMock.mock.calls[0]![0]).toBe(`${api}/tasks/3/1`)
    await waitFor(() => expect(weekDone(3)).toHaveTextContent('0 of 3 done'))
    expect(progress().value).toBe(5)

    await user.click(document.querySelector('label[for="plan-task-w1-2"]')!)
    expect(fetchMock.mock.calls[1]![0]).toBe(`${api}/tasks/1/2`)
  })

  it('puts both boxes back and says why when the server refuses', async () => {
    stubFetch(() => jsonResponse(404, { message: 'This plan page is no longer available.' }))
    const { user } = await renderBound()
    await user.click(reviewBoxes()[0]!)

    const status = screen.getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('This plan page is no longer available.'))
    expect(reviewBoxes().map((box) => box.checked)).toEqual([false, false])
    expect(weekDone(3)).toHaveTextContent('1 of 3 done')
  })

  it('keeps a server fault or a lost connection in plain words', async () => {
    stubFetch(() => jsonResponse(500, { message: 'database is locked' }))
    const { user } = await renderBound()
    await user.click(reviewBoxes()[1]!)
    const status = screen.getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('We couldn’t save that tick. Please try again in a moment.'))
    expect(reviewBoxes()[1]).not.toBeChecked()

    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    await user.click(reviewBoxes()[0]!)
    await waitFor(() => expect(status).toHaveTextContent('We couldn’t reach the server.'))
    expect(reviewBoxes().map((box) => box.checked)).toEqual([false, false])
  })

  it('sends a task’s saves one after another, so the last tap is the one kept', async () => {
    const answers: Array<(response: Response) => void> = []
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => answers.push(resolve)))
    const { user } = await renderBound()
    const [top] = reviewBoxes()

    await user.click(top!)
    await user.click(top!)
    expect(top).not.toBeChecked()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    answers[0]!(jsonResponse(200, { ticked: 4, total: 39, weekTicked: 2, weekTotal: 3 }))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    expect(JSON.parse(String(fetchMock.mock.calls[1]![1]?.body))).toEqual({ done: false })
    // Only the last tap's answer is shown.
    expect(weekDone(3)).toHaveTextContent('1 of 3 done')
    answers[1]!(jsonResponse(500, {}))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We couldn’t save that tick.'))
    // The server kept the first tap: the boxes show it.
    expect(reviewBoxes().map((box) => box.checked)).toEqual([true, true])
  })

  it('goes back to the box as the page came when every save of a task fails', async () => {
    const answers: Array<(response: Response) => void> = []
    const fetchMock = stubFetch(() => new Promise<Response>((resolve) => answers.push(resolve)))
    const { user } = await renderBound()
    const [top] = reviewBoxes()
    await user.click(top!)
    await user.click(top!)
    answers[0]!(jsonResponse(503, {}))
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    answers[1]!(jsonResponse(503, {}))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We couldn’t save that tick.'))
    expect(reviewBoxes().map((box) => box.checked)).toEqual([false, false])
  })
})

describe('writing a KPI’s figure', () => {
  const field = (day: number, metric = 'Google profile views') =>
    screen.getByRole('spinbutton', { name: `Day ${day}: your figure for ${metric}` }) as HTMLInputElement

  it('saves it when the field is left and says Saved for a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }))
    const { user } = await renderBound()
    expect(field(30).value).toBe('95')

    await user.type(field(60), '212.5')
    expect(fetchMock).not.toHaveBeenCalled()
    await user.tab()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(`${api}/figures/0/60`)
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toEqual({ value: 212.5 })
    const status = screen.getByRole('status')
    await waitFor(() => expect(status).toHaveTextContent('Saved'))
    vi.advanceTimersByTime(STATUS_SAVED_MS + 10)
    expect(status).toBeEmptyDOMElement()
  })

  it('clears a figure whose field is emptied', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }))
    const { user } = await renderBound()
    await user.clear(field(30))
    await user.tab()
    expect(fetchMock.mock.calls[0]![0]).toBe(`${api}/figures/0/30`)
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ value: null })
  })

  it('shows the server’s reason under the KPI and marks the field until a figure is saved', async () => {
    stubFetch(() => jsonResponse(400, { message: 'A figure cannot be below zero.', field: 'value' }))
    const { user } = await renderBound()
    await user.type(field(90, 'Conversion rate'), '-2')
    await user.tab()

    const input = field(90, 'Conversion rate')
    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'))
    expect(screen.getByRole('status')).toHaveTextContent('A figure cannot be below zero.')
    expect(input).toHaveAccessibleDescription('Target: 2.5% A figure cannot be below zero.')
    const card = input.closest('[data-plan-kpi]') as HTMLElement
    expect(within(card).getByText('A figure cannot be below zero.')).toBeVisible()

    stubFetch(() => new Response(null, { status: 204 }))
    await user.clear(input)
    await user.type(input, '2')
    await user.tab()
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'))
    expect(input).toHaveAccessibleDescription('Target: 2.5%')
    expect(within(card).queryByText('A figure cannot be below zero.')).toBeNull()
  })

  it('keeps a lost connection out of the field’s description', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
    const { user } = await renderBound()
    await user.type(field(60), '3')
    await user.tab()
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('We couldn’t reach the server.'))
    expect(field(60)).not.toHaveAttribute('aria-invalid')
  })
})

describe('on another page', () => {
  it('binds nothing', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}))
    const view = await renderPlanPage()
    const main = view.container.querySelector('main')!
    main.removeAttribute('data-plan-token')
    bindPlanPage(view.container)
    await view.user.click(reviewBoxes()[0]!)
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
