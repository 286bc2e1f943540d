import { loadStripeWithTimeout, STRIPE_LOAD_TIMEOUT_MS, StripeLoadError } from './stripe'

const loadStripe = vi.hoisted(() => vi.fn())
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }))

afterEach(() => {
  vi.useRealTimers()
})

describe('loading Stripe.js', () => {
  it('gives up after the timeout when the script never answers (a network that drops packets)', async () => {
    vi.useFakeTimers()
    loadStripe.mockReturnValue(new Promise(() => {}))
    const result = loadStripeWithTimeout('pk_test_1')
    const settled = vi.fn()
    result.catch(settled)
    await vi.advanceTimersByTimeAsync(STRIPE_LOAD_TIMEOUT_MS - 1)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(result).rejects.toBeInstanceOf(StripeLoadError)
    expect(STRIPE_LOAD_TIMEOUT_MS).toBe(15_000)
  })

  it('reports a rejected load as a load error, and a missing Stripe too', async () => {
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
    await expect(loadStripeWithTimeout('pk_test_1')).rejects.toThrow('Stripe.js failed to load')
    loadStripe.mockResolvedValueOnce(null)
    await expect(loadStripeWithTimeout('pk_test_1')).rejects.toBeInstanceOf(StripeLoadError)
  })

  it('hands back the client made with the key', async () => {
    const client = { confirmPayment: vi.fn() }
    loadStripe.mockResolvedValueOnce(client)
    await expect(loadStripeWithTimeout('pk_test_1')).resolves.toBe(client)
    expect(loadStripe).toHaveBeenLastCalledWith('pk_test_1')
  })
})
