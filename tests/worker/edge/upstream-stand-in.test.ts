/**
 * The test upstream of decision 034 (tests/upstream/worker.ts): the embedded Store API behind Shopware's
 * access-key check, so the upstream-mode browser run proves the storefront sends the key on every call.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import upstream, { type UpstreamEnv } from '../../upstream/worker'

const KEY = 'SWSCUPSTREAMSTANDINKEY00000001'

async function call(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext()
  const stand = { ...env, ACCESS_KEY: KEY } as UpstreamEnv
  const response = await upstream.fetch(new Request(`http://upstream.test${path}`, { headers }), stand, ctx)
  await waitOnExecutionContext(ctx)
  return response
}

describe('the upstream stand-in', () => {
  it('refuses a Store API call without sw-access-key as Shopware does: 401 with its error shape', async () => {
    const response = await call('/store-api/context')
    expect(response.status).toBe(401)
    expect(response.headers.get('www-authenticate')).toBe('header')
    expect(await response.json()).toEqual({
      errors: [{ code: '0', status: '401', title: 'Unauthorized', detail: 'Header "sw-access-key" is required.' }],
    })
  })

  it('answers a wrong key, or a key of another origin, 412 FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND', async () => {
    for (const key of ['SWSCSOMEONEELSESKEY0000000001', 'SWIAINTEGRATIONKEY00000000001']) {
      const response = await call('/store-api/context', { 'sw-access-key': key })
      expect(response.status).toBe(412)
      const body = (await response.json()) as { errors: Array<{ code: string; detail: string }> }
      expect(body.errors[0]).toMatchObject({
        code: 'FRAMEWORK__ROUTING_SALES_CHANNEL_NOT_FOUND',
        detail: 'No matching sales channel found.',
      })
    }
  })

  it('serves the embedded Store API to the right key', async () => {
    const response = await call('/store-api/context', { 'sw-access-key': KEY })
    expect(response.status).toBe(200)
    expect(((await response.json()) as { apiAlias: string }).apiAlias).toBe('sales_channel_context')
  })
})
