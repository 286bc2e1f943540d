import { describe, expect, it } from 'vitest'
import { customerMailto, greetingName } from './mailto'

function parse(link: string) {
  const [address, query] = link.replace(/^mailto:/, '').split('?')
  const params = Object.fromEntries(
    query.split('&').map((pair) => {
      const [key, value] = pair.split('=')
      return [key, decodeURIComponent(value)]
    }),
  )
  return { address: decodeURIComponent(address), ...params } as { address: string; subject: string; body: string }
}

describe('customerMailto', () => {
  it('greets the business by name', () => {
    const mail = parse(customerMailto('owner@bloom.example.com', 'Bloom & Crumb'))
    expect(mail.address).toBe('owner@bloom.example.com')
    expect(mail.body.startsWith('Hi Bloom & Crumb,')).toBe(true)
    expect(mail.subject).toBe('Your marketing plan from Plansmith')
  })

  it("greets 'there' when the business has no name", () => {
    expect(parse(customerMailto('a@b.example', '')).body.startsWith('Hi there,')).toBe(true)
    expect(parse(customerMailto('a@b.example', '   ')).body.startsWith('Hi there,')).toBe(true)
    expect(parse(customerMailto('a@b.example', null)).body.startsWith('Hi there,')).toBe(true)
    expect(greetingName(undefined)).toBe('there')
  })

  it('percent-encodes so names and addresses cannot break the link', () => {
    const link = customerMailto('first+tag@x.example', 'Fish & Chips? 100%')
    expect(link).toContain('first%2Btag@x.example')
    expect(link).not.toContain(' ')
    expect(link).toContain('%20') // spaces as %20, never '+'
    expect(parse(link).body.startsWith('Hi Fish & Chips? 100%,')).toBe(true)
    expect(link.split('?')).toHaveLength(2)
  })
})
