/** End-to-end tests in Chromium (tests/chromium.ts) against the real worker (production build, seeded state of its own). */
import { defineConfig, devices } from '@playwright/test'
import { findChromium } from './tests/chromium'

const port = Number(process.env.E2E_PORT ?? 8790)
/** The tag manager the e2e shop is configured with (no such container exists; its script never loads offline). */
export const E2E_TAG_MANAGER_ID = 'GTM-E2E0001'
const E2E_CONSENT = { name: 'consent', value: 'necessary' }

export default defineConfig({
  testDir: 'tests/e2e',
  // Twice what the longest journey needs on a quiet machine (~30 s): a busy CI machine with two
  // workers and the worker's own server on 2 cores stretches a journey by half again, and no test
  // may fail for that alone. A test that needs more than half of this is split.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: every action with the page's DOM before and after. Without the film
    // strip of screenshots: on two cores its screencast costs the browser a sixth of its CPU in every test.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true },
    ...devices['Desktop Chrome'],
    // The shop runs with a tag manager, so the consent banner and its rules are part of every page; the
    // shopper of every test but the consent spec's has chosen "necessary only", so the banner asks them
    // nothing and nothing of the tag manager loads (tests/e2e/consent.spec.ts starts without a choice).
    storageState: {
      cookies: [
        {
          ...E2E_CONSENT,
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    launchOptions: {
      executablePath: findChromium(),
      args: [
        '--headless',
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
  // The maintenance switch closes the whole shop (decision 033): its spec runs after every other one.
  projects: [
    { name: 'shop', testIgnore: /maintenance\.spec\.ts$/ },
    { name: 'maintenance', testMatch: /maintenance\.spec\.ts$/, dependencies: ['shop'] },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx scripts/start.ts --fresh',
    url: `http://127.0.0.1:${port}/robots.txt`,
    env: { PORT: String(port), STOREFRONT_STATE_DIR: '.wrangler/e2e-state', TAG_MANAGER_ID: E2E_TAG_MANAGER_ID },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
