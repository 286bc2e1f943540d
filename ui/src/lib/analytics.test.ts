import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_PATH, reportPageView, resetPageViews, track } from './analytics'

const original = navigator.sendBeacon
const beacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>()
const fetchMock = vi.fn<typeof fetch>()

function setBeacon(value: typeof navigator.sendBeacon | undefined) {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value })
}

async function beaconBody(call: number): Promise<unknown> {
  const blob = beacon.mock.calls[call]![1] as Blob
  expect(blob.type).toBe('application/json')
  return JSON.parse(await blob.text())
}

beforeEach(() => {
  beacon.mockReset().mockReturnValue(true)
  fetchMock.mockReset().mockResolvedValue(new Response(null, { status: 204 }))
  setBeacon(beacon)
  vi.stubGlobal('fetch', fetchMock)
  resetPageViews()
})

afterEach(() => {
  setBeacon(original)
  vi.unstubAllGlobals()
})

describe('track', () => {
  it('sends the event as a JSON beacon', async () => {
    track({ type: 'survey_step', path: '/', step: 3 })
    expect(beacon).toHaveBeenCalledTimes(1)
    expect(beacon.mock.calls[0]![0]).toBe(ANALYTICS_PATH)
    expect(await beaconBody(0)).toEqual({ type: 'survey_step', path: '/', step: 3 })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('falls back to a keepalive fetch when there is no sendBeacon', () => {
    setBeacon(undefined)
    track({ type: 'pageview', path: '/blog' })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe(ANALYTICS_PATH)
    expect(init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'application/json' } })
    expect(JSON.parse(init!.body as string)).toEqual({ type: 'pageview', path: '/blog' })
  })

  it('falls back to fetch when the beacon is refused', () => {
    beacon.mockReturnValue(false)
    track({ type: 'survey_opened', path: '/' })
    expect(beacon).toHaveBeenCalledTimes(1)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('skips admin pages', () => {
    track({ type: 'pageview', path: '/admin' })
    track({ type: 'pageview', path: '/admin/traffic' })
    expect(beacon).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
    track({ type: 'pageview', path: '/administration' })
    expect(beacon).toHaveBeenCalledTimes(1)
  })

  it('never sends a plan page’s address, which is its secret', () => {
    const token = '0123456789abcdef0123456789abcdef0123456789abcdef'
    track({ type: 'pageview', path: `/plan/${token}` })
    reportPageView(`/plan/${token}`)
    expect(beacon).not.toHaveBeenCalled()
    expect(fetchMock).not.toHaveBeenCalled()
    track({ type: 'pageview', path: '/planning' })
    expect(beacon).toHaveBeenCalledTimes(1)
  })

  it('never throws, whatever the browser does', () => {
    beacon.mockImplementation(() => {
      throw new TypeError('blocked')
    })
    expect(() => track({ type: 'pageview', path: '/' })).not.toThrow()
    beacon.mockReturnValue(false)
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(() => track({ type: 'pageview', path: '/' })).not.toThrow()
  })
})

describe('page views', () => {
  it('sends the referrer with the first page view only, and each route change once', async () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://news.example.com/item?id=1')
    reportPageView('/')
    reportPageView('/') // the same route again (a re-render) is not a new view
    reportPageView('/blog')
    reportPageView('/admin') // not counted
    reportPageView('/')
    expect(beacon).toHaveBeenCalledTimes(3)
    expect(await beaconBody(0)).toEqual({ type: 'pageview', path: '/', referrer: 'https://news.example.com/item?id=1' })
    expect(await beaconBody(1)).toEqual({ type: 'pageview', path: '/blog' })
    expect(await beaconBody(2)).toEqual({ type: 'pageview', path: '/' })
  })

  it('wait for the browser to be idle, or for the page to be left', async () => {
    const idle: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
    reportPageView('/')
    expect(beacon).not.toHaveBeenCalled()
    idle[0]!({ didTimeout: false, timeRemaining: () => 10 })
    expect(await beaconBody(0)).toEqual({ type: 'pageview', path: '/' })

    reportPageView('/blog')
    window.dispatchEvent(new Event('pagehide'))
    expect(await beaconBody(1)).toEqual({ type: 'pageview', path: '/blog' })
    idle[1]!({ didTimeout: false, timeRemaining: () => 10 })
    expect(beacon).toHaveBeenCalledTimes(2)
  })
})
