/** Session sync rules: which proxy tags count, and the root data reloading once, in the shared payload request. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LoaderFunctionArgs } from 'react-router'
import { ROOT_DATA_HEADER } from '../../../shared/constants'
import { payloadHeaders, payloadLoader } from '../../../client/payload'
import { rootDataReloaded, rootDataStale, sessionChanged } from '../../../client/state/session'
import { refreshTags } from '../../../client/state/store-api'

afterEach(() => {
  vi.unstubAllGlobals()
  rootDataReloaded()
})

describe('refreshTags', () => {
  it('reads the tags the proxy sets on state-changing answers', () => {
    expect(refreshTags('cart')).toEqual(['cart'])
    expect(refreshTags('context')).toEqual(['context'])
    expect(refreshTags('cart, context')).toEqual(['cart', 'context'])
  })
  it('drops what it does not know, and a missing header is no tag', () => {
    expect(refreshTags('cart,wishlist')).toEqual(['cart'])
    expect(refreshTags('contextual')).toEqual([])
    expect(refreshTags(null)).toEqual([])
  })
})

describe('root data', () => {
  it('is fresh until the session changes, and again once reloaded', () => {
    expect(rootDataStale()).toBe(false)
    sessionChanged()
    expect(rootDataStale()).toBe(true)
    rootDataReloaded()
    expect(rootDataStale()).toBe(false)
  })

  it('asks the worker for the root data only by header', () => {
    expect(payloadHeaders(false)).toEqual({ accept: 'application/json' })
    expect(payloadHeaders(true)).toEqual({ accept: 'application/json', [ROOT_DATA_HEADER]: '1' })
  })
})

describe('payload loaders', () => {
  const page = 'https://shop.test/arbeitsjacken?p=2'
  const args = () => ({ request: new Request(page), params: {}, context: {} }) as unknown as LoaderFunctionArgs
  const answer = { loaderData: { root: { languageId: 'de' }, 'catch-all': { id: 'x' } }, errors: null }

  function stubFetch() {
    const calls: Array<{ url: string; headers: Record<string, string> }> = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, headers: init.headers as Record<string, string> })
        return Response.json(answer)
      }),
    )
    return calls
  }

  it('load the root with the page in one request after a session change, then not again', async () => {
    const calls = stubFetch()
    sessionChanged()
    const [root, leaf] = await Promise.all([payloadLoader('root')(args()), payloadLoader('catch-all')(args())])
    expect(root).toEqual({ languageId: 'de' })
    expect(leaf).toEqual({ id: 'x' })
    expect(calls).toEqual([{ url: '/arbeitsjacken/_payload.json?p=2', headers: payloadHeaders(true) }])
    expect(rootDataStale()).toBe(false)

    await new Promise((resolve) => setTimeout(resolve, 0))
    await payloadLoader('catch-all')(args())
    expect(calls[1]).toEqual({ url: '/arbeitsjacken/_payload.json?p=2', headers: payloadHeaders(false) })
  })

  it('keep the root stale when its data did not arrive', async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ loaderData: {}, errors: { root: { status: 503, data: { message: 'maintenance' } } } }),
    )
    sessionChanged()
    await expect(payloadLoader('root')(args())).rejects.toMatchObject({ init: { status: 503 } })
    expect(rootDataStale()).toBe(true)
  })
})
