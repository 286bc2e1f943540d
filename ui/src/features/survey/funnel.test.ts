import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SurveyFunnel } from './funnel'

const original = navigator.sendBeacon
const sent: unknown[] = []

beforeEach(() => {
  sent.length = 0
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    writable: true,
    value: vi.fn((_url: string, data: Blob) => {
      sent.push(data)
      return true
    }),
  })
})

afterEach(() => {
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: original })
})

async function events() {
  return Promise.all(sent.map(async (blob) => JSON.parse(await (blob as Blob).text())))
}

describe('SurveyFunnel', () => {
  it('counts a step only the first time it is reached', () => {
    const funnel = new SurveyFunnel()
    expect(funnel.reachFirstTime(1)).toBe(true)
    expect(funnel.reachFirstTime(2)).toBe(true)
    expect(funnel.reachFirstTime(1)).toBe(false)
    expect(funnel.reachFirstTime(2)).toBe(false)
    expect(funnel.reachFirstTime(3)).toBe(true)
  })

  it('reports opened with step 1, new steps once, and submitted; reopening starts over', async () => {
    window.history.replaceState(null, '', '/blog')
    const funnel = new SurveyFunnel()
    funnel.open(1)
    funnel.reach(1)
    funnel.reach(2)
    funnel.reach(1) // back
    funnel.reach(2) // forward again
    funnel.reach(3)
    funnel.submitted()
    funnel.open(1) // still open: not a new session
    funnel.close()
    funnel.open(1)
    expect(await events()).toEqual([
      { type: 'survey_opened', path: '/blog' },
      { type: 'survey_step', path: '/blog', step: 1 },
      { type: 'survey_step', path: '/blog', step: 2 },
      { type: 'survey_step', path: '/blog', step: 3 },
      { type: 'survey_submitted', path: '/blog' },
      { type: 'survey_opened', path: '/blog' },
      { type: 'survey_step', path: '/blog', step: 1 },
    ])
    window.history.replaceState(null, '', '/')
  })
})
