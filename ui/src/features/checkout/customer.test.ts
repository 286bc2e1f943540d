import { checkoutAddress, isSuccessfulReturn, knownCustomer, returnUrl, successAddress, validateEmail } from './customer'

const q = (s: string) => new URLSearchParams(s)

describe('checkout addresses and customer', () => {
  it('recognises a successful return by redirect_status or success', () => {
    expect(isSuccessfulReturn(q('redirect_status=succeeded'))).toBe(true)
    expect(isSuccessfulReturn(q('success=true'))).toBe(true)
    expect(isSuccessfulReturn(q('redirect_status=failed'))).toBe(false)
    expect(isSuccessfulReturn(q('redirect_status=processing'))).toBe(false)
    expect(isSuccessfulReturn(q('success=1'))).toBe(false)
  })

  it('keeps e-mail and name in the success address and drops the payment intent', () => {
    expect(successAddress(q('payment_intent=pi_1&payment_intent_client_secret=s&redirect_status=succeeded'))).toBe('/checkout?success=true')
    expect(successAddress(q('email=a%40b.co&name=A+%26+B&payment_intent_client_secret=s&success=true'))).toBe(
      '/checkout?success=true&email=a%40b.co&name=A+%26+B',
    )
    expect(checkoutAddress(q('payment_intent=pi_1&redirect_status=failed'))).toBe('/checkout')
  })

  it('builds the return address on this origin with e-mail and name', () => {
    expect(returnUrl('https://plans.example', { email: 'a@b.co', name: '' })).toBe('https://plans.example/checkout?email=a%40b.co')
  })

  it('ignores an invalid e-mail in the address and in storage', () => {
    localStorage.setItem('userEmail', 'not-an-email')
    expect(knownCustomer(q('email=nope'))).toBeNull()
    localStorage.setItem('userEmail', 'stored@b.co')
    expect(knownCustomer(q('email=nope&name=Query'))).toEqual({ email: 'stored@b.co', name: '' })
  })

  it('explains what is wrong with a typed address', () => {
    expect(validateEmail('  ')).toBe('Please enter your email address.')
    expect(validateEmail('a@b')).toMatch(/valid email/)
    expect(validateEmail(' a@b.co ')).toBeNull()
  })
})
