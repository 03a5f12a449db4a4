/** Telling the page's own requests apart in browser tests, and holding their answers. */
import type { Page, Request } from '@playwright/test'

/** A payload the page prefetched a second after load (decision 032), not one a navigation asked for. */
export const isPrefetch = (request: Request): boolean => request.headers().purpose === 'prefetch'

/**
 * Holds the answers to requests matching `pattern` until `release()`: the page can be seen while its
 * request is on its way (a busy button, a list still loading).
 * @example const held = await holdAnswers(page, '**\/store-api/shopping-lists'); …; held.release()
 */
export async function holdAnswers(page: Page, pattern: string): Promise<{ release: () => void }> {
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return { release }
}
