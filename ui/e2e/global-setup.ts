import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startFakeStripe } from './fake-stripe'

const DEFAULT_BIN = fileURLToPath(new URL('../../target/debug/plansmith', import.meta.url))
const DEFAULT_PYTHON = fileURLToPath(new URL('../../target/test-venv/bin/python', import.meta.url))
const SMTP_SINK = fileURLToPath(new URL('../../tests/smtp_sink.py', import.meta.url))
const STARTUP_TIMEOUT_MS = 60_000

/** The admin the admin specs sign in as (created with the CLI before the server starts). */
export const E2E_ADMIN_USERNAME = 'e2e-admin'
/** Stripe test keys the server is started with; the fake Stripe API accepts only this secret. */
export const E2E_STRIPE_PUBLISHABLE_KEY = 'pk_test_e2e_plansmith'

/** Where plans are sent from; the sink records what arrives. */
export const E2E_MAIL_FROM = 'plans@plansmith.test'

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') return reject(new Error('no port assigned'))
      server.close(() => resolvePort(address.port))
    })
  })
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done()
    child.once('exit', () => done())
  })
}

async function waitForHealthy(baseURL: string, child: ChildProcess, logFile: string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS
  let lastError = 'no answer yet'
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`plansmith exited early (${child.exitCode ?? child.signalCode}):\n${readFileSync(logFile, 'utf8')}`)
    }
    try {
      const res = await fetch(`${baseURL}/healthz`)
      if (res.status === 200) return
      lastError = `status ${res.status}`
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error)
    }
    // Poll, never sleep a fixed "long enough".
    await new Promise((next) => setTimeout(next, 100))
  }
  throw new Error(`plansmith did not become healthy within ${STARTUP_TIMEOUT_MS} ms (${lastError}):\n${readFileSync(logFile, 'utf8')}`)
}

/** Runs a command to completion, feeding `input` on stdin; rejects with its output when it fails. */
function run(command: string, args: string[], options: { input?: string; env?: NodeJS.ProcessEnv; cwd?: string }) {
  return new Promise<void>((resolveRun, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['pipe', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolveRun()
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal}):\n${output}`))
    })
    child.stdin.end(options.input ?? '')
  })
}

/**
 * Starts tests/smtp_sink.py (a real SMTP server, aiosmtpd) on a free port. It writes each accepted
 * message to `dir` as <n>.json and exits when its stdin closes, so it cannot outlive this process.
 */
async function startSmtpSink(dir: string, logFile: string): Promise<{ child: ChildProcess; port: number }> {
  const python = process.env.PLANSMITH_TEST_PYTHON ? resolve(process.env.PLANSMITH_TEST_PYTHON) : DEFAULT_PYTHON
  if (!existsSync(python)) {
    throw new Error(
      `Python for the SMTP sink not found at ${python}. Run tests/run-all.sh once (it creates target/test-venv with aiosmtpd) or set PLANSMITH_TEST_PYTHON.`,
    )
  }
  const port = await freePort()
  const child = spawn(python, [SMTP_SINK, '--port', String(port), '--dir', dir], { stdio: ['pipe', 'pipe', 'pipe'] })
  const log = createWriteStream(logFile)
  child.stderr?.pipe(log)
  await new Promise<void>((ready, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the SMTP sink did not print READY within ${STARTUP_TIMEOUT_MS} ms:\n${output}`))
    }, STARTUP_TIMEOUT_MS)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      log.write(chunk)
      if (output.includes('READY')) {
        clearTimeout(timer)
        ready()
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(
        new Error(`the SMTP sink exited early (${code ?? signal}):\n${output}${existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''}`),
      )
    })
  })
  return { child, port }
}

/** The binary under test. */
export function plansmithBin(): string {
  return process.env.PLANSMITH_BIN ? resolve(process.env.PLANSMITH_BIN) : DEFAULT_BIN
}

/**
 * Starts `plansmith serve` on a free port with a fresh database in `workDir`, and waits until it
 * answers. Specs that need a server of their own (another content folder) start one this way,
 * with the settings of the shared one (`PLANSMITH_E2E_SERVER_ENV`) plus their own.
 */
export async function startPlansmith(workDir: string, env: NodeJS.ProcessEnv) {
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`
  const logFile = join(workDir, 'server.log')
  const log = createWriteStream(logFile)
  const child = spawn(plansmithBin(), ['serve', '--bind', `127.0.0.1:${port}`, '--db', join(workDir, 'plansmith.db')], {
    cwd: workDir,
    env: { PLANSMITH_SITE_URL: baseURL, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  const stop = async () => {
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited(child)
    clearTimeout(timer)
    log.end()
  }
  try {
    await waitForHealthy(baseURL, child, logFile)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  return { baseURL, logFile, stop }
}

export default async function globalSetup() {
  const bin = plansmithBin()
  if (!existsSync(bin)) {
    throw new Error(`plansmith binary not found at ${bin}. Build it (cargo build) or set PLANSMITH_BIN.`)
  }
  const workDir = mkdtempSync(join(tmpdir(), 'plansmith-e2e-'))
  const db = join(workDir, 'plansmith.db')
  const logFile = join(workDir, 'server.log')
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`

  const mailDir = join(workDir, 'mail')
  mkdirSync(mailDir)
  const sink = await startSmtpSink(mailDir, join(workDir, 'smtp-sink.log'))
  const stopSink = async () => {
    sink.child.stdin?.end()
    sink.child.kill('SIGTERM')
    const timer = setTimeout(() => sink.child.kill('SIGKILL'), 5_000)
    await exited(sink.child)
    clearTimeout(timer)
  }

  const env = { ...process.env }
  // The flags below decide; stray settings from the shell must not.
  for (const name of [
    'PLANSMITH_BIND',
    'PLANSMITH_DB',
    'PLANSMITH_CONFIG',
    'PLANSMITH_SMTP_URL',
    'PLANSMITH_MAIL_FROM',
    'PLANSMITH_ADMIN_EMAIL',
    'PLANSMITH_AI_BASE_URL',
    'PLANSMITH_AI_MODEL',
    'PLANSMITH_AI_API_KEY',
    'PLANSMITH_JWT_SECRET',
    'PLANSMITH_STRIPE_SECRET_KEY',
    'PLANSMITH_STRIPE_PUBLISHABLE_KEY',
    'PLANSMITH_STRIPE_WEBHOOK_SECRET',
    'PLANSMITH_STRIPE_API_BASE',
    'PLANSMITH_SITE_URL',
    'PLANSMITH_ANALYTICS_SCRIPT_URL',
    'PLANSMITH_ANALYTICS_SITE_ID',
  ]) {
    delete env[name]
  }
  // Plans really leave by SMTP (to the sink); the specs submit more surveys than a visitor would.
  env.PLANSMITH_SMTP_URL = `smtp://127.0.0.1:${sink.port}`
  env.PLANSMITH_MAIL_FROM = E2E_MAIL_FROM
  env.PLANSMITH_LEAD_RATE_LIMIT = '0'
  // The specs sign the admin in more often than the default 10 logins an hour allow.
  env.PLANSMITH_LOGIN_RATE_LIMIT = '100'
  // Canonical links, Open Graph URLs and the sitemap name the server the tests talk to.
  env.PLANSMITH_SITE_URL = baseURL

  // Payments go to a local stand-in for api.stripe.com (nothing leaves the machine).
  const stripeSecretKey = `sk_test_e2e_${randomBytes(12).toString('hex')}`
  const fakeStripe = await startFakeStripe(stripeSecretKey)
  const stopStripe = () =>
    new Promise<void>((done) => {
      fakeStripe.server.close(() => done())
      fakeStripe.server.closeAllConnections()
    })
  env.PLANSMITH_STRIPE_SECRET_KEY = stripeSecretKey
  env.PLANSMITH_STRIPE_PUBLISHABLE_KEY = E2E_STRIPE_PUBLISHABLE_KEY
  env.PLANSMITH_STRIPE_WEBHOOK_SECRET = `whsec_e2e_${randomBytes(16).toString('hex')}`
  env.PLANSMITH_STRIPE_API_BASE = fakeStripe.baseURL

  // An admin to sign in as, made the way an operator would (password on stdin, never in argv).
  const adminPassword = `e2e-${randomBytes(18).toString('base64url')}`
  try {
    await run(bin, ['create-admin', E2E_ADMIN_USERNAME, '--password-stdin', '--db', db], {
      input: `${adminPassword}\n`,
      env,
      cwd: workDir,
    })
  } catch (error) {
    await stopSink()
    await stopStripe()
    throw error
  }

  const log = createWriteStream(logFile)
  const child = spawn(bin, ['serve', '--bind', `127.0.0.1:${port}`, '--db', db], {
    cwd: workDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)

  try {
    await waitForHealthy(baseURL, child, logFile)
  } catch (error) {
    child.kill('SIGKILL')
    await stopSink()
    await stopStripe()
    throw error
  }

  process.env.PLANSMITH_BASE_URL = baseURL
  // What a spec's own server needs to reach the same SMTP sink and fake Stripe.
  process.env.PLANSMITH_E2E_SERVER_ENV = JSON.stringify(
    Object.fromEntries(Object.entries(env).filter(([name]) => name.startsWith('PLANSMITH_') && name !== 'PLANSMITH_SITE_URL')),
  )
  process.env.PLANSMITH_E2E_SERVER_LOG = logFile
  process.env.PLANSMITH_E2E_MAIL_DIR = mailDir
  process.env.PLANSMITH_E2E_ADMIN_USERNAME = E2E_ADMIN_USERNAME
  process.env.PLANSMITH_E2E_ADMIN_PASSWORD = adminPassword
  process.env.PLANSMITH_E2E_STRIPE_API = fakeStripe.baseURL
  process.env.PLANSMITH_E2E_STRIPE_PUBLISHABLE_KEY = E2E_STRIPE_PUBLISHABLE_KEY

  return async () => {
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited(child)
    clearTimeout(timer)
    await stopSink()
    await stopStripe()
    log.end()
    if (process.env.PLANSMITH_E2E_KEEP !== '1') rmSync(workDir, { recursive: true, force: true })
  }
}
