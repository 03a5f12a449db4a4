/**
 * The request throttles without their Durable Object binding (the Node-side conformance harness reaches
 * D1 through wrangler's platform proxy, where the class cannot run, and leaves the binding out): they
 * count in the process, as exactly as the Durable Object does.
 */
import { describe, expect, it } from 'vitest'
import type { HonoContext } from '../../platform/context'
import { ApiError } from '../../platform/errors'
import { countRequest, resetRequests, throttle } from '../../platform/throttle'

/** The little of a Hono context the throttle reads and writes: the client's address, the answer's headers. */
function contextOf(ip: string) {
  const headers = new Headers()
  const c = {
    env: {},
    req: { header: (name: string) => (name === 'cf-connecting-ip' ? ip : undefined) },
    header: (name: string, value: string) => headers.set(name, value),
  } as unknown as HonoContext
  return { c, headers }
}

describe('the throttles in a Node process', () => {
  it('hold a parallel burst of 25 logins to 10, each refusal with its Retry-After', async () => {
    const waits = await Promise.all(
      Array.from({ length: 25 }, () => countRequest(contextOf('10.53.0.1').c, 'login', 'burst@example.com')),
    )
    expect(waits.filter((w) => w === 0)).toHaveLength(10)
    expect(waits.filter((w) => w >= 1 && w <= 10)).toHaveLength(15)
    const { c, headers } = contextOf('10.53.0.1')
    const refused = await throttle(c, 'login', 'BURST@example.com').catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(ApiError)
    expect((refused as ApiError).errors[0]).toMatchObject({ status: '429', code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED' })
    expect(Number(headers.get('retry-after'))).toBe((refused as ApiError).errors[0]!.meta?.parameters?.seconds)
  })

  it('count each client and each limiter on its own, and forget on reset', async () => {
    const other = contextOf('10.53.0.2')
    expect(await countRequest(other.c, 'login', 'burst@example.com')).toBe(0)
    expect(other.headers.has('retry-after')).toBe(false)
    expect(await countRequest(contextOf('10.53.0.1').c, 'resetPassword', 'burst@example.com')).toBe(0)
    await resetRequests(contextOf('10.53.0.1').c, 'login', 'burst@example.com')
    expect(await countRequest(contextOf('10.53.0.1').c, 'login', 'burst@example.com')).toBe(0)
  })

  it('count a subject of any length', async () => {
    const long = `${'a'.repeat(588)}@example.com`
    for (let i = 0; i < 10; i++) expect(await countRequest(contextOf('10.53.0.3').c, 'login', long)).toBe(0)
    expect(await countRequest(contextOf('10.53.0.3').c, 'login', long)).toBeGreaterThan(0)
  })
})
