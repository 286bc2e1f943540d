import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const DEFAULT_BIN = fileURLToPath(new URL('../../target/debug/plansmith', import.meta.url))
const STARTUP_TIMEOUT_MS = 30_000

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

export default async function globalSetup() {
  const bin = process.env.PLANSMITH_BIN ? resolve(process.env.PLANSMITH_BIN) : DEFAULT_BIN
  if (!existsSync(bin)) {
    throw new Error(`plansmith binary not found at ${bin}. Build it (cargo build) or set PLANSMITH_BIN.`)
  }
  const workDir = mkdtempSync(join(tmpdir(), 'plansmith-e2e-'))
  const db = join(workDir, 'plansmith.db')
  const logFile = join(workDir, 'server.log')
  const port = await freePort()
  const baseURL = `http://127.0.0.1:${port}`

  const env = { ...process.env }
  // The flags below decide; stray settings from the shell must not.
  for (const name of ['PLANSMITH_BIND', 'PLANSMITH_DB', 'PLANSMITH_CONFIG', 'PLANSMITH_SMTP_URL']) delete env[name]

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
    throw error
  }

  process.env.PLANSMITH_BASE_URL = baseURL
  process.env.PLANSMITH_E2E_SERVER_LOG = logFile

  return async () => {
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited(child)
    clearTimeout(timer)
    log.end()
    if (process.env.PLANSMITH_E2E_KEEP !== '1') rmSync(workDir, { recursive: true, force: true })
  }
}
