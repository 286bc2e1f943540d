import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** What the fake Stripe API saw of one request, for the specs to check (GET /__requests). */
export type RecordedStripeRequest = {
  method: string
  path: string
  authorization: string | null
  idempotencyKey: string | null
  contentType: string | null
  form: Record<string, string>
  status: number
}

function stripeError(res: ServerResponse, status: number, type: string, message: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(7).toString('hex')}` })
  res.end(JSON.stringify({ error: { type, message, ...extra } }))
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => resolve(body))
    req.on('error', reject)
  })
}

/** Stripe's form encoding nests with brackets: metadata[email]=... → {email: ...}. */
function nested(form: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(form)) {
    const match = key.match(new RegExp(`^${prefix}\\[([^\\]]+)\\]$`))
    if (match) out[match[1]!] = value
  }
  return out
}

/**
 * A tiny stand-in for api.stripe.com that speaks its wire format: bearer secret key,
 * form-encoded body, Idempotency-Key, a PaymentIntent object back. A repeated idempotency key
 * gets the same PaymentIntent, as Stripe does.
 */
export async function startFakeStripe(secretKey: string): Promise<{ server: Server; baseURL: string }> {
  const requests: RecordedStripeRequest[] = []
  const byIdempotencyKey = new Map<string, unknown>()

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-stripe')
    if (req.method === 'GET' && url.pathname === '/__requests') {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(requests))
      return
    }
    const body = await readBody(req)
    const contentType = req.headers['content-type'] ?? null
    const form = Object.fromEntries(new URLSearchParams(body))
    const record: RecordedStripeRequest = {
      method: req.method ?? '',
      path: url.pathname,
      authorization: req.headers.authorization ?? null,
      idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
      contentType,
      form,
      status: 0,
    }
    requests.push(record)
    const fail = (status: number, type: string, message: string, extra?: Record<string, string>) => {
      record.status = status
      stripeError(res, status, type, message, extra)
    }

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return fail(401, 'invalid_request_error', 'Invalid API Key provided.')
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/payment_intents') {
      return fail(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname}).`)
    }
    if (!contentType?.startsWith('application/x-www-form-urlencoded')) {
      return fail(400, 'invalid_request_error', `Invalid content type ${contentType}; expected a form-encoded body.`)
    }
    if (!record.idempotencyKey) {
      return fail(400, 'invalid_request_error', 'This test API requires an Idempotency-Key header.')
    }
    const cached = byIdempotencyKey.get(record.idempotencyKey)
    if (cached) {
      record.status = 200
      res.writeHead(200, { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' })
      res.end(JSON.stringify(cached))
      return
    }
    const amount = Number(form.amount)
    if (!Number.isInteger(amount) || amount <= 0) return fail(400, 'invalid_request_error', 'Invalid integer: amount', { param: 'amount' })
    if (!form.currency) return fail(400, 'invalid_request_error', 'Missing required param: currency.', { param: 'currency' })

    const id = `pi_${randomBytes(12).toString('hex')}`
    const intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      automatic_payment_methods: { enabled: true },
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic_async',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      confirmation_method: 'automatic',
      created: Math.floor(Date.now() / 1000),
      currency: form.currency,
      customer: null,
      description: form.description ?? null,
      last_payment_error: null,
      livemode: false,
      metadata: nested(form, 'metadata'),
      next_action: null,
      payment_method: null,
      payment_method_types: ['card'],
      receipt_email: form.receipt_email ?? null,
      status: 'requires_payment_method',
    }
    byIdempotencyKey.set(record.idempotencyKey, intent)
    record.status = 200
    res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(7).toString('hex')}` })
    res.end(JSON.stringify(intent))
  })

  await new Promise<void>((ready, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => ready())
  })
  const { port } = server.address() as AddressInfo
  return { server, baseURL: `http://127.0.0.1:${port}/` }
}
