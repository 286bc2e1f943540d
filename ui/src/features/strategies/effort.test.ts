import { describe, expect, it } from 'vitest'
import { effortLabel } from './effort'

describe('effortLabel', () => {
  it('gives rounds, the provider tokens and the time', () => {
    expect(effortLabel({ rounds: 2, tokensIn: 14210, tokensOut: 6032, millis: 41_300 })).toBe(
      '2 rounds, 14,210 tokens in and 6,032 out, 41.3 s',
    )
  })

  it('leaves out tokens the built-in planner does not spend', () => {
    expect(effortLabel({ rounds: 1, millis: 4 })).toBe('1 round, 4 ms')
  })

  it('says nothing for drafts stored before it was recorded', () => {
    expect(effortLabel(undefined)).toBeNull()
  })
})
