import { describe, expect, it } from 'vitest'
import { effortLabel } from './effort'

describe('effortLabel', () => {
  it('gives rounds, the provider tokens and the time', () => {
    expect(effortLabel({ rounds: 2, tokensIn: 14210, tokensOut: 6032, millis: 41_300 })).toBe(
      '2 rounds, 14,210 tokens in and 6,032 out, 41.3 s',
    )
  })

  it('gives only the time for the built-in planner, which is not asked in rounds', () => {
    expect(effortLabel({ millis: 4 })).toBe('4 ms')
  })

  it('leaves out tokens a provider did not report', () => {
    expect(effortLabel({ rounds: 1, millis: 52_000 })).toBe('1 round, 52.0 s')
  })

  it('says nothing for drafts stored before it was recorded', () => {
    expect(effortLabel(undefined)).toBeNull()
  })
})
