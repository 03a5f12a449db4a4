/**
 * Upstream mode end to end (decision 034): the storefront with STORE_API_URL and the secret access key,
 * against the Shopware stand-in (tests/upstream/worker.ts) behind the tests' fault proxy, and against the
 * same stand-in answering as a vanilla Shopware without our plugin (vanilla.spec.ts). One worker, the
 * browser journey on both and the fault pages; `npm test` runs it after the main browser tests.
 */
import { defineConfig } from '@playwright/test'
import main from './playwright.config'
import { UPSTREAM_TEST_ACCESS_KEY } from './tests/upstream/access-key'
import { UPSTREAM_CALL_TIMEOUT_MS } from './tests/upstream/fault-proxy'
import { UPSTREAM_PORTS, VANILLA_PORTS } from './tests/upstream/ports'

export default defineConfig({
  testDir: 'tests/upstream',
  timeout: 60_000,
  expect: main.expect,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: main.reporter,
  use: { ...main.use, baseURL: `http://127.0.0.1:${UPSTREAM_PORTS.storefront}` },
  webServer: [
    {
      command: 'node_modules/.bin/tsx scripts/start-upstream.ts --fresh',
      url: `http://127.0.0.1:${UPSTREAM_PORTS.storefront}/robots.txt`,
      env: {
        PORT: String(UPSTREAM_PORTS.storefront),
        UPSTREAM_PORT: String(UPSTREAM_PORTS.upstream),
        // The storefront calls the fault proxy the tests run (tests/upstream/fault-proxy.ts), which forwards to the stand-in.
        STORE_API_URL: `http://127.0.0.1:${UPSTREAM_PORTS.proxy}/store-api`,
        STORE_API_ACCESS_KEY: UPSTREAM_TEST_ACCESS_KEY,
        // Short, so a call held past it (the proxy's slow fault) answers the 408 page in seconds, not 2 × 10 s.
        STORE_API_TIMEOUT_MS: String(UPSTREAM_CALL_TIMEOUT_MS),
        UPSTREAM_STATE_DIR: '.wrangler/e2e-upstream',
      },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // A vanilla Shopware without the storefront's plugin (tests/upstream/vanilla-shopware.ts), called directly.
    {
      command: 'node_modules/.bin/tsx scripts/start-upstream.ts --fresh --vanilla',
      url: `http://127.0.0.1:${VANILLA_PORTS.storefront}/robots.txt`,
      env: {
        PORT: String(VANILLA_PORTS.storefront),
        UPSTREAM_PORT: String(VANILLA_PORTS.upstream),
        STORE_API_ACCESS_KEY: UPSTREAM_TEST_ACCESS_KEY,
        UPSTREAM_STATE_DIR: '.wrangler/e2e-vanilla',
      },
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
