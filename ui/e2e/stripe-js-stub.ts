import type { Page } from '@playwright/test'
import type { RecordedStripeRequest } from './fake-stripe'

/**
 * A stand-in for https://js.stripe.com/<release>/stripe.js (the network is closed here). It keeps
 * Stripe's shape as @stripe/react-stripe-js uses it: Stripe(key) → elements(options) →
 * create('payment') → mount(node), on/off('ready'), destroy; confirmPayment({elements,
 * confirmParams}). The "Payment Element" is a plain labelled form; confirmPayment declines the
 * test card 4000 0000 0000 0002 (after a short pause, like a real round trip) and otherwise
 * "redirects" to return_url the way Stripe does, with payment_intent, its client secret and
 * redirect_status=succeeded.
 */
export const STRIPE_JS_STUB = String.raw`
(function () {
  var state = (window.__stripeStub = { key: null, clientSecret: null, confirmCalls: [] })
  function Stripe(key) {
    state.key = key
    function unsupported() {
      return Promise.reject(new Error('not supported by the test stub'))
    }
    return {
      // @stripe/react-stripe-js recognises a Stripe instance by these.
      createToken: unsupported,
      createPaymentMethod: unsupported,
      confirmCardPayment: unsupported,
      elements: function (options) {
        state.clientSecret = options && options.clientSecret
        return {
          update: function () {},
          create: function (type) {
            var handlers = {}
            var mounted = false
            function emit(name, event) {
              ;(handlers[name] || []).slice().forEach(function (cb) { cb(event) })
            }
            return {
              mount: function (target) {
                var node = typeof target === 'string' ? document.querySelector(target) : target
                node.innerHTML =
                  '<div data-testid="stripe-payment-element" style="display:grid;gap:12px;font:14px system-ui,sans-serif;color:#0f172a">' +
                  '<label style="display:grid;gap:6px">Card number<input name="cardnumber" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234" style="height:44px;box-sizing:border-box;width:100%;min-width:0;border:1px solid #cbd5e1;border-radius:8px;padding:0 12px;font:inherit"></label>' +
                  '<div style="display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px">' +
                  '<label style="display:grid;gap:6px">Expiration date<input name="exp-date" autocomplete="cc-exp" placeholder="MM / YY" style="height:44px;box-sizing:border-box;width:100%;min-width:0;border:1px solid #cbd5e1;border-radius:8px;padding:0 12px;font:inherit"></label>' +
                  '<label style="display:grid;gap:6px">Security code<input name="cvc" autocomplete="cc-csc" placeholder="CVC" style="height:44px;box-sizing:border-box;width:100%;min-width:0;border:1px solid #cbd5e1;border-radius:8px;padding:0 12px;font:inherit"></label>' +
                  '</div>' +
                  '<label style="display:grid;gap:6px">Country<select name="country" style="height:44px;box-sizing:border-box;width:100%;min-width:0;border:1px solid #cbd5e1;border-radius:8px;padding:0 12px;font:inherit;background:#fff"><option>United States</option></select></label>' +
                  '</div>'
                mounted = true
                setTimeout(function () { emit('ready', { elementType: type }) }, 50)
              },
              on: function (name, cb) {
                ;(handlers[name] = handlers[name] || []).push(cb)
                if (name === 'ready' && mounted) setTimeout(function () { cb({ elementType: type }) }, 0)
              },
              off: function (name, cb) {
                handlers[name] = (handlers[name] || []).filter(function (h) { return h !== cb })
              },
              update: function () {},
              unmount: function () {},
              destroy: function () {},
            }
          },
        }
      },
      confirmPayment: function (params) {
        state.confirmCalls.push({ returnUrl: params.confirmParams && params.confirmParams.return_url })
        var input = document.querySelector('input[name="cardnumber"]')
        var card = input ? input.value.replace(/\s+/g, '') : ''
        return new Promise(function (resolve) {
          setTimeout(function () {
            if (card === '' || card === '4000000000000002') {
              resolve({
                error: {
                  type: 'card_error',
                  code: 'card_declined',
                  message: card === '' ? 'Your card number is incomplete.' : 'Your card was declined.',
                },
              })
              return
            }
            var url = new URL(params.confirmParams.return_url)
            url.searchParams.set('payment_intent', state.clientSecret.split('_secret_')[0])
            url.searchParams.set('payment_intent_client_secret', state.clientSecret)
            url.searchParams.set('redirect_status', 'succeeded')
            window.location.assign(url.toString())
          }, 400)
        })
      },
    }
  }
  Stripe.version = 'endive'
  window.Stripe = Stripe
})()
`

/** Serves the stub for every Stripe.js request and counts them. */
export async function serveStripeJs(page: Page) {
  const requested: string[] = []
  await page.route('https://js.stripe.com/**', async (route) => {
    requested.push(route.request().url())
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: STRIPE_JS_STUB })
  })
  return requested
}

export async function stripeRequests(): Promise<RecordedStripeRequest[]> {
  const base = process.env.PLANSMITH_E2E_STRIPE_API
  if (!base) throw new Error('PLANSMITH_E2E_STRIPE_API is not set: run through playwright.config.ts (global setup)')
  return (await (await fetch(new URL('__requests', base))).json()) as RecordedStripeRequest[]
}
