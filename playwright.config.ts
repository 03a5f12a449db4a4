/** End-to-end tests in Chromium (tests/chromium.ts) against the real worker (production build, seeded state of its own). */
import { defineConfig, devices } from '@playwright/test'
import { findChromium } from './tests/chromium'

const port = Number(process.env.E2E_PORT ?? 8790)

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
    env: { PORT: String(port), STOREFRONT_STATE_DIR: '.wrangler/e2e-state' },
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
