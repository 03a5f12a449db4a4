/**
 * The operator's maintenance switch in a browser (decision 033): the KV key closes the embedded shop,
 * pages show the maintenance page in both languages with Retry-After and the client's maintenance flag,
 * and deleting the key opens the shop again. The switch closes the whole shop, so these run in order.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { expect, test } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '../..')
const STATE_DIR = '.wrangler/e2e-state'
const KEY = 'storefront:maintenance'

/** `wrangler kv key …` against the running shop's local state, as an operator does it with `--local`. */
function kv(...args: string[]): void {
  execFileSync(
    path.join(root, 'node_modules/.bin/wrangler'),
    ['kv', 'key', ...args, '--binding', 'CACHE', '--local', '--persist-to', STATE_DIR],
    {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
    },
  )
}

test.describe.configure({ mode: 'serial' })

test.describe('maintenance switch', () => {
  test.use({ locale: 'de-DE' })
  test.beforeAll(() => kv('put', KEY, 'true'))
  // Restore the open shop whatever happened.
  test.afterAll(() => kv('delete', KEY))

  test('shows Wartungsmodus with 503, Retry-After and sets the client’s maintenance flag', async ({ page }) => {
    const response = await page.goto('/')
    expect(response!.status()).toBe(503)
    expect(Number(response!.headers()['retry-after'])).toBeGreaterThan(0)
    await expect(page.getByRole('heading', { level: 1, name: 'Wartungsmodus' })).toBeVisible()
    await expect(page.getByText('The sales channel is in maintenance mode.')).toBeVisible()
    await expect(page.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1)
    // Set by the hydrated client, not by the server's markup.
    await expect(page.locator('html')).toHaveAttribute('data-maintenance', '')
  })

  test('shows Maintenance mode in English', async ({ page }) => {
    const response = await page.goto('/en-GB')
    expect(response!.status()).toBe(503)
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance mode' })).toBeVisible()
  })

  test('opens again when the operator deletes the key', async ({ page }) => {
    kv('delete', KEY)
    const response = await page.goto('/')
    expect(response!.status()).toBe(200)
    await expect(page.locator('html')).not.toHaveAttribute('data-maintenance', '')
  })
})
