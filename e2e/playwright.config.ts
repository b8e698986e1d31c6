import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests: Debian's Chromium drives the built app (dist/) with its real
 * service worker, served by the bundled API in test mode on one origin.
 */
const PORT = Number(process.env.BC_E2E_PORT ?? 4391)
/**
 * Workers, each with a bundled API of its own (port PORT + its parallel index: see fixtures.ts), so
 * one worker's data resets never reach another's tests. Two keep both cores busy: one worker waits
 * on the browser and the server about half the time.
 */
const WORKERS = Number(process.env.BC_E2E_WORKERS ?? 2)
/** The built app to serve (default dist/); lets parallel runs test their own build. */
const DIST = process.env.BC_E2E_DIST ? ` --dist ${JSON.stringify(process.env.BC_E2E_DIST)}` : ''
/** The API (and app) a worker's tests use. */
export const workerBaseUrl = (parallelIndex: number): string => `http://localhost:${PORT + parallelIndex}`
/**
 * The port of a spec's own server (pwa-update.spec.ts: 0), past the workers' ones, so
 * that a run with another BC_E2E_PORT meets none of this run's servers (by default 4395).
 */
export const ownServerPort = (index: number): number => PORT + Math.max(WORKERS, 4) + index
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const chromium = {
  executablePath,
  args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

export default defineConfig({
  testDir: './specs',
  outputDir: './.results',
  workers: WORKERS,
  // A spec's tests run in order in one worker (several go on from the state the previous one left).
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    launchOptions: chromium,
    // A trace costs about a fifth of a test's CPU (screencast and snapshots at every step): recorded on the retry of a failed test only.
    trace: 'on-first-retry',
    locale: 'pl-PL',
    timezoneId: 'UTC',
  },
  projects: [
    {
      name: 'desktop',
      // A test about the phone itself (@phone-only) runs in the phone project alone.
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined, launchOptions: chromium },
    },
    {
      name: 'phone',
      // Tests tagged @phone run here too; @phone-only ones run here alone.
      grep: /@phone/,
      use: { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    command: `npx tsx src/server/main.ts --serve-app --test-mode --port ${PORT + index}${DIST}`,
    cwd: '..',
    url: `${workerBaseUrl(index)}/api/all-companies`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Sample and new accounts' password hashes at the tests' cost (src/server/password.ts): each sign-in checks one.
    env: { BC_TEST_FAST_PASSWORDS: '1' },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
})
