import { defineConfig } from '@playwright/test'

/**
 * End-to-end tests against the real `plansmith` binary (which embeds ui/dist:
 * run `npm run build` and rebuild the binary first). e2e/global-setup.ts starts it
 * on a free port with a fresh database and stops it afterwards.
 *
 * No browser is downloaded: Debian's Chromium is used (override with CHROMIUM_PATH).
 */
export default defineConfig({
  testDir: './e2e',
  // Lighthouse is its own suite (`npm run lighthouse`), so `npm run e2e` stays quick.
  testIgnore: process.env.PLANSMITH_LIGHTHOUSE === '1' ? [] : ['**/lighthouse.spec.ts'],
  globalSetup: './e2e/global-setup.ts',
  outputDir: './test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  // Deadlines that only catch a hang, never a slow machine: the CI host's CPU is shared, and in
  // one run a 17-step survey that takes 11 s here took 59 s during a spell of heavy steal.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
