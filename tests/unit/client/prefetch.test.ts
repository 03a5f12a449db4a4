/** Page-data prefetch: 1 s after load, not on a connection that saves data or is very slow; one request per navigation. */
import type { LoaderFunctionArgs } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { payloadLoader, prefetchPayload } from '../../../client/payload'
import { PREFETCH_DELAY_MS, schedulePrefetch, shouldPrefetch } from '../../../client/prefetch'
import { sessionChanged, rootDataReloaded } from '../../../client/state/session'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('whether to prefetch', () => {
  it('does on a fast or unknown connection', () => {
    expect(shouldPrefetch(undefined)).toBe(true)
    expect(shouldPrefetch({ effectiveType: '4g' })).toBe(true)
    expect(shouldPrefetch({ effectiveType: '3g', saveData: false })).toBe(true)
  })

  it("does not when the connection saves data or is very slow ('slow-2g', '2g')", () => {
    expect(shouldPrefetch({ saveData: true, effectiveType: '4g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: 'slow-2g' })).toBe(false)
    expect(shouldPrefetch({ effectiveType: '2g' })).toBe(false)
  })
})

describe('scheduling', () => {
  function stubPage(links: Array<{ href: string; top: number }>) {
    vi.stubGlobal('innerHeight', 800)
    vi.stubGlobal('innerWidth', 1280)
    vi.stubGlobal('location', { origin: 'https://shop.test', href: 'https://shop.test/' })
    vi.stubGlobal('document', {
      readyState: 'complete',
      querySelectorAll: () =>
        links.map(({ href, top }) => ({
          href,
          origin: new URL(href).origin,
          getBoundingClientRect: () => ({ width: 100, top, bottom: top + 20, left: 10, right: 110 }),
        })),
    })
  }

  it('prefetches the primary links in view one second after load', () => {
    vi.useFakeTimers()
    stubPage([
      { href: 'https://shop.test/arbeitsjacken', top: 10 },
      { href: 'https://shop.test/hosen', top: 10 },
      { href: 'https://shop.test/unten', top: 2000 },
      { href: 'https://elsewhere.test/x', top: 10 },
    ])
    const prefetch = vi.fn()
    schedulePrefetch(prefetch, { effectiveType: '4g' })
    vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1)
    expect(prefetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(prefetch.mock.calls.map(([href]) => href)).toEqual([
      'https://shop.test/arbeitsjacken',
      'https://shop.test/hosen',
    ])
  })

  it('prefetches nothing on a very slow connection', () => {
    vi.useFakeTimers()
    stubPage([{ href: 'https://shop.test/arbeitsjacken', top: 10 }])
    const prefetch = vi.fn()
    schedulePrefetch(prefetch, { effectiveType: 'slow-2g' })
    vi.advanceTimersByTime(10 * PREFETCH_DELAY_MS)
    expect(prefetch).not.toHaveBeenCalled()
  })
})

describe('a prefetched payload', () => {
  const answer = { loaderData: { 'catch-all': { id: 'x' } }, errors: null }
  const args = (page: string) =>
    ({ request: new Request(page), params: {}, context: {} }) as unknown as LoaderFunctionArgs

  function stubFetch() {
    const urls: string[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url)
        return Response.json(answer)
      }),
    )
    return urls
  }

  it('is the navigation’s one request', async () => {
    const urls = stubFetch()
    prefetchPayload('https://shop.test/jacken')
    expect(await payloadLoader('catch-all')(args('https://shop.test/jacken'))).toEqual({ id: 'x' })
    expect(urls).toEqual(['/jacken/_payload.json'])
  })

  it('is not used after the session changed (prices may differ)', async () => {
    const urls = stubFetch()
    prefetchPayload('https://shop.test/hosen')
    sessionChanged()
    rootDataReloaded()
    await payloadLoader('catch-all')(args('https://shop.test/hosen'))
    expect(urls).toEqual(['/hosen/_payload.json', '/hosen/_payload.json'])
  })
})
