import { act, screen, waitFor, within } from '@testing-library/react'
import { useToastStore } from '@/components/ui/use-toast'
import { STORED_EMAIL_KEY, STORED_NAME_KEY } from '../customer'
import { deferred, jsonResponse, renderCheckout, stubApi } from '../testing'
import { CheckoutScreen } from './checkout-screen'

// loadStripe never settles under jsdom (it waits for a <script> to load): both Stripe packages
// are replaced. The fake Elements hands the Stripe instance it was given to useStripe, so the
// tests see that the loaded client is the one that confirms.
const stripeMock = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmPayment: vi.fn(),
  elementsOptions: [] as unknown[],
  paymentElementLoadError: false,
  paymentElementThrows: false,
}))

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeMock.loadStripe }))

vi.mock('@stripe/react-stripe-js', async () => {
  const React = await import('react')
  const StripeContext = React.createContext<{ stripe: unknown; elements: unknown } | null>(null)
  return {
    Elements: ({ stripe, options, children }: { stripe: unknown; options: unknown; children: React.ReactNode }) => {
      const [value] = React.useState(() => {
        stripeMock.elementsOptions.push(options)
        return { stripe, elements: { fake: 'elements' } }
      })
      return React.createElement(StripeContext.Provider, { value }, children)
    },
    PaymentElement: ({ onReady, onLoadError }: { onReady?: () => void; onLoadError?: (event: unknown) => void }) => {
      if (stripeMock.paymentElementThrows) throw new Error('Invalid prop `stripe` supplied to `Elements`.')
      // It reports once, when it mounts, as Stripe's does, with the handlers of that moment.
      const report = React.useEffectEvent(() => {
        if (stripeMock.paymentElementLoadError) onLoadError?.({ elementType: 'payment', error: { message: 'bad' } })
        else onReady?.()
      })
      React.useEffect(() => report(), [])
      return React.createElement('div', { 'data-testid': 'payment-element' }, 'Card number')
    },
    useStripe: () => React.useContext(StripeContext)?.stripe ?? null,
    useElements: () => React.useContext(StripeContext)?.elements ?? null,
  }
})

const PK = 'pk_test_123'
const SECRET = 'pi_123_secret_456'
const fakeStripe = { confirmPayment: stripeMock.confirmPayment }

function configured() {
  return () => jsonResponse(200, { stripePublishableKey: PK })
}

beforeAll(async () => {
  // The toast region is a lazy chunk; have it transformed before a test waits for a toast.
  await import('@/components/ui/toaster')
})

beforeEach(() => {
  stripeMock.loadStripe.mockReset()
  stripeMock.loadStripe.mockResolvedValue(fakeStripe)
  stripeMock.confirmPayment.mockReset()
  stripeMock.elementsOptions = []
  stripeMock.paymentElementLoadError = false
  stripeMock.paymentElementThrows = false
  useToastStore.setState({ toasts: [] })
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the checkout', () => {
  it('says it is preparing until the client secret arrives, then shows the summary and the payment form', async () => {
    const intent = deferred<Response>()
    const api = stubApi({ config: configured(), intent: () => intent.promise })
    await renderCheckout(<CheckoutScreen />, { search: 'email=owner%40bakery.example&name=Bloom+%26+Crumb' })

    expect(await screen.findByText('Preparing your checkout...')).toBeInTheDocument()
    await waitFor(() => expect(api.intentCalls()).toHaveLength(1))
    expect(api.intentCalls()[0]).toEqual({
      method: 'POST',
      body: { email: 'owner@bakery.example', customerName: 'Bloom & Crumb' },
    })
    expect(screen.queryByRole('heading', { name: 'Complete Your Purchase' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Complete Purchase/ })).toBeNull()

    await act(async () => intent.resolve(jsonResponse(200, { clientSecret: SECRET })))

    expect(await screen.findByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeInTheDocument()
    expect(screen.queryByText('Preparing your checkout...')).toBeNull()
    const summary = screen.getByTestId('order-summary')
    expect(within(summary).getByText('Pro Marketing Strategy Plan')).toBeInTheDocument()
    expect(within(summary).getAllByText('$99.00').length).toBeGreaterThan(0)
    for (const item of [
      /90-day roadmap/,
      /Done-for-you content templates/,
      /custom competitor analysis report/,
      /Lifetime access with no recurring fees/,
    ]) {
      expect(within(summary).getByText(item)).toBeInTheDocument()
    }
    expect(screen.getByText('30-day money-back guarantee')).toBeInTheDocument()
    expect(await screen.findByTestId('payment-element')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Complete Purchase - $99' })).toBeEnabled()
    expect(screen.getByTestId('checkout-email')).toHaveTextContent('owner@bakery.example')
    // Stripe is loaded with the server's key and given the secret the server made.
    expect(stripeMock.loadStripe).toHaveBeenCalledWith(PK)
    expect(stripeMock.elementsOptions).toEqual([expect.objectContaining({ clientSecret: SECRET })])
    expect(api.intentCalls()).toHaveLength(1)
  })

  it('says plainly that payments are not set up when the server has no Stripe key, and loads nothing', async () => {
    const api = stubApi({ config: () => jsonResponse(200, { stripePublishableKey: null }) })
    await renderCheckout(<CheckoutScreen />, { search: 'email=owner%40bakery.example' })

    expect(await screen.findByRole('heading', { name: 'Online payments are not set up yet' })).toBeInTheDocument()
    expect(screen.getByText(/can’t be bought online right now/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Email support' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:support@plansmith\.app/),
    )
    expect(screen.queryByText('Preparing your checkout...')).toBeNull()
    expect(api.intentCalls()).toHaveLength(0)
    expect(stripeMock.loadStripe).not.toHaveBeenCalled()
  })

  it('shows the same message when the server answers 503 to the payment request', async () => {
    stubApi({ config: configured(), intent: () => jsonResponse(503, { message: 'Payments are not configured.' }) })
    await renderCheckout(<CheckoutScreen />, { search: 'email=owner%40bakery.example' })
    expect(await screen.findByRole('heading', { name: 'Online payments are not set up yet' })).toBeInTheDocument()
  })

  it('explains a Stripe failure (502) with a way to try again instead of waiting forever', async () => {
    let answer = jsonResponse(502, { message: 'The payment provider is unavailable. Please try again.' })
    const api = stubApi({ config: configured(), intent: () => answer })
    const { user } = await renderCheckout(<CheckoutScreen />, { search: 'email=owner%40bakery.example' })

    expect(await screen.findByRole('heading', { name: 'We couldn’t start your checkout' })).toBeInTheDocument()
    expect(screen.getByText(/The payment provider is unavailable/)).toBeInTheDocument()
    answer = jsonResponse(200, { clientSecret: SECRET })
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Complete Purchase - $99' })).toBeInTheDocument()
    expect(api.intentCalls()).toHaveLength(2)
  })

  it('says the secure payment form could not load when Stripe.js fails, and loads it again on request', async () => {
    stripeMock.loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'))
    stubApi({ config: configured(), intent: () => jsonResponse(200, { clientSecret: SECRET }) })
    const { user } = await renderCheckout(<CheckoutScreen />, { search: 'email=owner%40bakery.example' })

    const alert = await screen.findByTestId('stripe-failed')
    expect(alert).toHaveAttribute('role', 'alert')
    expect(within(alert).getByText('The secure payment form could not load')).toBeInTheDocument()
    expect(within(alert).getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/')
    // The order summary stays: the visitor still sees what they were buying.
    expect(screen.getByRole('heading', { name: 'Complete Your Purchase' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Complete Purchase - $99' })).toBeNull()

    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Complete Purchase - $99' })).toBeInTheDocument()
    expect(screen.queryByTestId('stripe-failed')).toBeNull()
    expect(stripeMock.loadStripe).toHaveBeenCalledTimes(2)
  })

  it('says the same when the Payment Element itself cannot load', async () => {
    stripeMock.paymentElementLoadError = true
    stubApi({ config: configured(), intent: () => jsonResponse(200, { clientSecret: SECRET }) })
    await renderCheckout(<CheckoutScreen />, { search: 'email=owner%40bakery.example' })
    expect(await screen.findByText('The secure payment form could not load')).toBeInTheDocument()
  })

  it('says the same, instead of a blank page, when Stripe’s React layer throws', async () => {
    stripeMock.paymentElementThrows = true
    stubApi({ config: configured(), intent: () => jsonResponse(200, { clientSecret: SECRET }) })
    const { user } = await renderCheckout(<CheckoutScreen />, { search: 'email=owner%40bakery.example' })
    expect(await screen.findByText('The secure payment form could not load')).toBeInTheDocument()
    expect(screen.getByTestId('order-summary')).toBeInTheDocument()
    stripeMock.paymentElementThrows = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('button', { name: 'Complete Purchase - $99' })).toBeInTheDocument()
  })

  it('confirms with Stripe, reads Processing Payment... meanwhile, and shows a Payment Failed toast with Stripe’s message', async () => {
    const confirmation = deferred<{ error?: { message: string } }>()
    stripeMock.confirmPayment.mockReturnValue(confirmation.promise)
    stubApi({ config: configured(), intent: () => jsonResponse(200, { clientSecret: SECRET }) })
    const { user } = await renderCheckout(<CheckoutScreen />, {
      search: 'email=owner%40bakery.example&name=Bloom+%26+Crumb',
    })

    await user.click(await screen.findByRole('button', { name: 'Complete Purchase - $99' }))
    expect(await screen.findByRole('button', { name: 'Processing Payment...' })).toBeDisabled()
    expect(stripeMock.confirmPayment).toHaveBeenCalledTimes(1)
    expect(stripeMock.confirmPayment).toHaveBeenCalledWith({
      elements: { fake: 'elements' },
      confirmParams: {
        return_url: `${window.location.origin}/checkout?email=owner%40bakery.example&name=Bloom+%26+Crumb`,
      },
    })
    // A second click while confirming does nothing.
    await user.click(screen.getByRole('button', { name: 'Processing Payment...' }))
    expect(stripeMock.confirmPayment).toHaveBeenCalledTimes(1)

    await act(async () => confirmation.resolve({ error: { message: 'Your card was declined.' } }))

    expect(await screen.findByText('Payment Failed', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument()
    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', title: 'Payment Failed' })
    expect(screen.getByRole('button', { name: 'Complete Purchase - $99' })).toBeEnabled()
  })

  it('takes e-mail and name from the address before local storage', async () => {
    localStorage.setItem(STORED_EMAIL_KEY, 'stored@bakery.example')
    localStorage.setItem(STORED_NAME_KEY, 'Stored Bakery')
    const api = stubApi({ config: configured(), intent: () => jsonResponse(200, { clientSecret: SECRET }) })
    await renderCheckout(<CheckoutScreen />, { search: 'email=query%40bakery.example&name=Query+Bakery' })
    await waitFor(() => expect(api.intentCalls()).toHaveLength(1))
    expect(api.intentCalls()[0]!.body).toEqual({ email: 'query@bakery.example', customerName: 'Query Bakery' })
  })

  it('falls back to what the survey stored in local storage', async () => {
    localStorage.setItem(STORED_EMAIL_KEY, 'stored@bakery.example')
    localStorage.setItem(STORED_NAME_KEY, 'Stored Bakery')
    const api = stubApi({ config: configured(), intent: () => jsonResponse(200, { clientSecret: SECRET }) })
    await renderCheckout(<CheckoutScreen />)
    await waitFor(() => expect(api.intentCalls()).toHaveLength(1))
    expect(api.intentCalls()[0]!.body).toEqual({ email: 'stored@bakery.example', customerName: 'Stored Bakery' })
    expect(await screen.findByTestId('checkout-email')).toHaveTextContent('stored@bakery.example')
  })

  it('asks for e-mail and name when none is known, checks the address, then requests the payment', async () => {
    const api = stubApi({ config: configured(), intent: () => jsonResponse(200, { clientSecret: SECRET }) })
    const { user } = await renderCheckout(<CheckoutScreen />)

    const email = await screen.findByLabelText('Email address')
    expect(email).toHaveAttribute('type', 'email')
    const name = screen.getByLabelText(/Your name or business name/)
    expect(screen.getByTestId('order-summary')).toBeInTheDocument()
    expect(api.intentCalls()).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address.')
    expect(email).toHaveFocus()
    expect(email).toHaveAttribute('aria-invalid', 'true')

    await user.type(email, 'owner@bakery')
    await user.keyboard('{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address')
    expect(api.intentCalls()).toHaveLength(0)

    await user.type(email, '.example')
    await user.type(name, '  Bloom & Crumb ')
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    expect(await screen.findByRole('button', { name: 'Complete Purchase - $99' })).toBeInTheDocument()
    expect(api.intentCalls()).toEqual([{ method: 'POST', body: { email: 'owner@bakery.example', customerName: 'Bloom & Crumb' } }])
  })

  it('shows the server’s refusal of the address in the form', async () => {
    const api = stubApi({
      config: configured(),
      intent: (init) =>
        JSON.parse(String(init?.body)).email === 'typo@bakery.exampel'
          ? jsonResponse(400, { message: 'That email address does not look deliverable.', field: 'email' })
          : jsonResponse(200, { clientSecret: SECRET }),
    })
    const { user } = await renderCheckout(<CheckoutScreen />, { search: 'email=typo%40bakery.exampel' })

    expect(await screen.findByRole('alert')).toHaveTextContent('That email address does not look deliverable.')
    const email = screen.getByLabelText('Email address')
    expect(email).toHaveValue('typo@bakery.exampel')
    await user.clear(email)
    await user.type(email, 'owner@bakery.example')
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    expect(await screen.findByRole('button', { name: 'Complete Purchase - $99' })).toBeInTheDocument()
    expect(api.intentCalls().map((call) => (call.body as { email: string }).email)).toEqual(['typo@bakery.exampel', 'owner@bakery.example'])
  })

  it('shows a refused name under the name field', async () => {
    stubApi({
      config: configured(),
      intent: (init) =>
        (JSON.parse(String(init?.body)) as { customerName: string }).customerName.length > 100
          ? jsonResponse(400, { message: 'Please keep the name under 100 characters', field: 'customerName' })
          : jsonResponse(200, { clientSecret: SECRET }),
    })
    const { user } = await renderCheckout(<CheckoutScreen />, { search: `email=owner%40bakery.example&name=${'x'.repeat(120)}` })
    expect(await screen.findByRole('alert')).toHaveTextContent('Please keep the name under 100 characters')
    const name = screen.getByLabelText(/Your name or business name/)
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveFocus()
    expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid')
    await user.clear(name)
    await user.type(name, 'Bloom{Enter}')
    expect(await screen.findByRole('button', { name: 'Complete Purchase - $99' })).toBeInTheDocument()
  })

  it('lets the buyer change the address, which asks for a new payment', async () => {
    const api = stubApi({ config: configured(), intent: () => jsonResponse(200, { clientSecret: SECRET }) })
    const { user } = await renderCheckout(<CheckoutScreen />, { search: 'email=owner%40bakery.example' })
    await user.click(await screen.findByRole('button', { name: 'Change email address' }))
    const email = screen.getByLabelText('Email address')
    expect(email).toHaveValue('owner@bakery.example')
    await user.clear(email)
    await user.type(email, 'new@bakery.example{Enter}')
    expect(await screen.findByTestId('checkout-email')).toHaveTextContent('new@bakery.example')
    expect(api.intentCalls()).toHaveLength(2)
  })
})

describe('the return from Stripe', () => {
  it('shows Payment Successful! and rewrites the address to success=true without the payment intent', async () => {
    const api = stubApi({ config: configured(), intent: () => jsonResponse(200, { clientSecret: SECRET }) })
    const { location } = await renderCheckout(<CheckoutScreen />, {
      search:
        'email=owner%40bakery.example&name=Bloom&payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_456&redirect_status=succeeded',
    })

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument()
    expect(screen.getByText(/arrives by e-mail at/)).toHaveTextContent(
      'Your strategy package arrives by e-mail at owner@bakery.example within 5 minutes.',
    )
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
    await waitFor(() => expect(location.history).toHaveLength(1))
    expect(location.history).toEqual(['/checkout?success=true&email=owner%40bakery.example&name=Bloom'])
    // The redirect marks nothing and asks for nothing.
    expect(api.intentCalls()).toHaveLength(0)
    expect(stripeMock.loadStripe).not.toHaveBeenCalled()
  })

  it('shows the success view for success=true alone, and keeps that address', async () => {
    stubApi({ config: configured() })
    const { location } = await renderCheckout(<CheckoutScreen />, { search: 'success=true' })
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument()
    expect(screen.getByText(/arrives by e-mail within 5 minutes/)).toBeInTheDocument()
    expect(location.history).toEqual(['/checkout?success=true'])
  })

  it('does not show success for a failed redirect: a Payment Failed toast, and the form again', async () => {
    const api = stubApi({ config: configured(), intent: () => jsonResponse(200, { clientSecret: SECRET }) })
    const { location } = await renderCheckout(<CheckoutScreen />, {
      search: 'email=owner%40bakery.example&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_2&redirect_status=failed',
    })
    expect(await screen.findByText('Payment Failed', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByText('Payment Successful!')).toBeNull()
    expect(await screen.findByRole('button', { name: 'Complete Purchase - $99' })).toBeInTheDocument()
    expect(location.history).toEqual(['/checkout?email=owner%40bakery.example'])
    expect(api.intentCalls()).toHaveLength(1)
  })
})
