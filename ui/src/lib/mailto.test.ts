import { describe, expect, it } from 'vitest'
import { mailtoHref } from './mailto'

describe('mailtoHref', () => {
  it('keeps a plain address as it is', () => {
    expect(mailtoHref('owner@bloom.example.com')).toBe('mailto:owner@bloom.example.com')
  })

  it('encodes what would add fields to the draft', () => {
    const href = mailtoHref('a?bcc=victim@example.com')
    expect(href).toBe('mailto:a%3Fbcc%3Dvictim@example.com')
    expect(new URL(href).search).toBe('')
    expect(mailtoHref('x&body=hi#y@example.com')).toBe('mailto:x%26body%3Dhi%23y@example.com')
  })
})
