/**
 * The Chromium the browser tests (and Lighthouse) drive: CHROMIUM_PATH when set, else Playwright's own
 * where it is installed (`npx playwright install chromium`), else a system Chromium or Chrome (Debian's
 * `apt-get install -y chromium`, a Mac's applications). None found: an error that says how to get one.
 */
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'

/** System browsers tried in order, after Playwright's own. */
export const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

export interface ChromiumLookup {
  env?: Record<string, string | undefined>
  exists?: (file: string) => boolean
  /** Where Playwright keeps its own Chromium (it may not be installed). */
  bundled?: () => string
}

/**
 * The executable to launch.
 * @example findChromium() // '/root/.cache/ms-playwright/chromium-1200/chrome-linux/chrome' or '/usr/bin/chromium'
 */
export function findChromium({
  env = process.env,
  exists = existsSync,
  bundled = () => chromium.executablePath(),
}: ChromiumLookup = {}): string {
  const chosen = env.CHROMIUM_PATH?.trim()
  if (chosen) {
    if (!exists(chosen)) throw new Error(`CHROMIUM_PATH names ${chosen}, which does not exist.`)
    return chosen
  }
  let own = ''
  try {
    own = bundled()
  } catch {
    // Playwright names no browser for this platform: only a system one will do.
  }
  const found = [own, ...SYSTEM_CHROMIUMS].find((file) => file && exists(file))
  if (found) return found
  throw new Error(
    [
      'The browser tests need Chromium, and none was found. Either:',
      '  npx playwright install chromium        (Playwright’s own)',
      '  apt-get install -y chromium            (Debian or Ubuntu: /usr/bin/chromium)',
      '  or set CHROMIUM_PATH to a Chromium or Chrome executable.',
      `Looked for: ${[own, ...SYSTEM_CHROMIUMS].filter(Boolean).join(', ')}`,
    ].join('\n'),
  )
}
