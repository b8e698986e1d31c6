import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests: Debian's Chromium drives the built app (dist/) with its real
 * service worker, served by the bundled API in test mode on one origin.
 */
const PORT = Number(process.env.BC_E2E_PORT ?? 4391)
/** The built app to serve (default dist/); lets parallel runs test their own build. */
const DIST = process.env.BC_E2E_DIST ? ` --dist ${JSON.stringify(process.env.BC_E2E_DIST)}` : ''
export const BASE_URL = `http://localhost:${PORT}`
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const chromium = {
  executablePath,
  args: ['--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

export default defineConfig({
  testDir: './specs',
  outputDir: './.results',
  // One worker: the specs share one API whose data they reset.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    locale: 'pl-PL',
    timezoneId: 'UTC',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined, launchOptions: chromium },
    },
    {
      name: 'phone',
      grep: /@phone/,
      use: { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true, launchOptions: chromium },
    },
  ],
  webServer: {
    command: `npx tsx src/server/main.ts --serve-app --test-mode --port ${PORT}${DIST}`,
    cwd: '..',
    url: `${BASE_URL}/api/all-companies`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // Sample and new accounts' password hashes at the tests' cost (src/server/password.ts): each sign-in checks one.
    env: { BC_TEST_FAST_PASSWORDS: '1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
