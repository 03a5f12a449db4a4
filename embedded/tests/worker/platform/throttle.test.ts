/**
 * The request throttles behind Shopware's limiters: the window arithmetic (each window counts on its own,
 * the longest wait decides), the Durable Object that counts one key's attempts one after another, and
 * the login limiter end to end: a parallel burst is held to the limit exactly, every 429 says
 * Retry-After (also through the storefront's proxy), a successful login resets, each client has its own
 * counter and a username of any size in bytes is counted.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { type Counter, countWindows, LIMITERS } from '../../../platform/throttle-windows'
import { DEMO_CUSTOMERS } from '../../../seed'
import { ORIGIN, request } from '../../../../tests/worker/helpers'
import { SHOP_ORIGIN, call, errorsOf } from '../fixtures'

const login = (username: string, password: string, ip: string) =>
  call('POST', '/account/login', { username, password }, { 'cf-connecting-ip': ip })

/** A 429 in Shopware's envelope whose Retry-After names the same seconds as its meta (at least 1). */
async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429)
  const seconds = Number(response.headers.get('retry-after'))
  expect(seconds).toBeGreaterThanOrEqual(1)
  expect(seconds).toBeLessThanOrEqual(LIMITERS.login.windows[0]!.seconds)
  const [error] = await errorsOf(response)
  expect(error).toMatchObject({
    status: '429',
    code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED',
    meta: { parameters: { seconds } },
  })
}

describe('countWindows', () => {
  it('allows 3 in 10 s and 5 in 60 s (newsletter_form), answering the seconds to wait', () => {
    const t0 = 1_000_000
    let stored: Counter[] | undefined
    const at = (seconds: number) => {
      const next = countWindows(stored, LIMITERS.newsletterForm.windows, t0 + seconds * 1000)
      if (!next.wait) stored = next.counters
      return next.wait
    }
    expect([at(0), at(1), at(2)]).toEqual([0, 0, 0])
    expect(at(3)).toBe(7)
    // The 10 s window is over; the 60 s window allows two more.
    expect([at(11), at(12)]).toEqual([0, 0])
    expect(at(13)).toBe(47)
    expect(at(61)).toBe(0)
  })

  it('names a started window and when the last one ends, and never counts a refused attempt', () => {
    const first = countWindows(undefined, LIMITERS.newsletterForm.windows, 0)
    expect(first).toEqual({
      wait: 0,
      counters: [
        { count: 1, resetAt: 10_000 },
        { count: 1, resetAt: 60_000 },
      ],
      started: true,
      expiresAt: 60_000,
    })
    expect(countWindows(first.counters, LIMITERS.newsletterForm.windows, 1_000).started).toBe(false)
    const full = [{ count: 10, resetAt: 10_000 }]
    expect(countWindows(full, LIMITERS.login.windows, 9_001)).toMatchObject({ wait: 1, counters: full })
  })
})

describe('RequestThrottle (one Durable Object per counter key)', () => {
  const stubOf = (name: string) => env.THROTTLE!.get(env.THROTTLE!.idFromName(name))

  it('counts a key up to its limit, refuses with the seconds to wait, and forgets on reset', async () => {
    const stub = stubOf('test:object')
    for (let i = 0; i < 10; i++) expect(await stub.count('login')).toBe(0)
    const wait = await stub.count('login')
    expect(wait).toBeGreaterThanOrEqual(1)
    expect(wait).toBeLessThanOrEqual(10)
    expect(await stubOf('test:other').count('login')).toBe(0)
    await stub.reset()
    expect(await stub.count('login')).toBe(0)
  })

  it('counts parallel calls one after another: exactly the limit gets through', async () => {
    const stub = stubOf('test:parallel')
    const waits = await Promise.all(Array.from({ length: 25 }, () => stub.count('login')))
    expect(waits.filter((w) => w === 0)).toHaveLength(10)
    expect(waits.filter((w) => w > 0)).toHaveLength(15)
  })

  it('keeps its windows until the longest ends, then its alarm deletes them', async () => {
    const stub = stubOf('test:alarm')
    await stub.count('newsletterForm')
    const kept = () => runInDurableObject(stub, (_, state) => state.storage.kv.get<Counter[]>('counters'))
    const alarmAt = () => runInDurableObject(stub, (_, state) => state.storage.getAlarm())
    const counters = await kept()
    expect(counters).toHaveLength(2)
    expect(await alarmAt()).toBe(counters![1]!.resetAt)
    // An alarm before the end (a new window started meanwhile) keeps the windows and waits again.
    expect(await runDurableObjectAlarm(stub)).toBe(true)
    expect(await kept()).toEqual(counters)
    expect(await alarmAt()).toBe(counters![1]!.resetAt)
    // Once every window has ended, nothing is kept.
    await runInDurableObject(stub, (_, state) =>
      state.storage.kv.put(
        'counters',
        counters!.map((c) => ({ ...c, resetAt: Date.now() - 1 })),
      ),
    )
    expect(await runDurableObjectAlarm(stub)).toBe(true)
    expect(await kept()).toBeUndefined()
    expect(await alarmAt()).toBeNull()
  })
})

describe('the login limiter (10 attempts per email and client within 10 s)', () => {
  it('holds a parallel burst of 25 wrong logins to 10 answers 401 and 15 answers 429 with Retry-After', async () => {
    const ip = '10.52.0.1'
    const answers = await Promise.all(Array.from({ length: 25 }, () => login('burst@example.com', 'wrong', ip)))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.filter((s) => s === 429)).toHaveLength(15)
    for (const answer of answers) if (answer.status === 429) await expectRateLimited(answer)
    // The counts are the Durable Object's, named by the SHA-256 of limiter, email and client.
    const key = JSON.stringify(['login', 'burst@example.com', ip])
    const name = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key)))]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')
    const object = env.THROTTLE!.get(env.THROTTLE!.idFromName(name))
    const kept = await runInDurableObject(object, (_, state) => state.storage.kv.get<Counter[]>('counters'))
    expect(kept?.map((c) => c.count)).toEqual([10])
    // The next attempt in turn is refused too; another client is not held back by this one.
    await expectRateLimited(await login('burst@example.com', 'wrong', ip))
    expect((await login('burst@example.com', 'wrong', '10.52.0.2')).status).toBe(401)
    // Nor is another email of the same client (the email counts in any letter case as one).
    expect((await login('other@example.com', 'wrong', ip)).status).toBe(401)
    await expectRateLimited(await login('BURST@example.com', 'wrong', ip))
  })

  it('starts over after a successful login', async () => {
    const ip = '10.52.0.3'
    const { email, password } = DEMO_CUSTOMERS.private
    for (let i = 0; i < 9; i++) expect((await login(email, 'wrong', ip)).status).toBe(401)
    expect((await login(email, password, ip)).status).toBe(200)
    for (let i = 0; i < 10; i++) expect((await login(email, 'wrong', ip)).status).toBe(401)
    await expectRateLimited(await login(email, 'wrong', ip))
  })

  it('counts a username whatever its size in bytes: never a 500 for a long key', async () => {
    // 255 characters (the longest username login takes) of 498 UTF-8 bytes: over KV's 512-byte key limit
    // with the limiter's prefix and the client, which answered 500 while the counters were KV keys.
    const wide = `${'ä'.repeat(243)}@example.com`
    expect(wide).toHaveLength(255)
    const answers = await Promise.all(Array.from({ length: 11 }, () => login(wide, 'wrong', '10.52.0.4')))
    expect(answers.map((r) => r.status).sort()).toEqual([...Array(10).fill(401), 429])
    // Longer than any customer's email: refused as too long before anything is counted.
    const long = `${'a'.repeat(588)}@example.com`
    expect(long).toHaveLength(600)
    expect((await login(long, 'wrong', '10.52.0.6')).status).toBe(400)
  })

  it('says Retry-After through the storefront’s Store API proxy too', async () => {
    const attempt = () =>
      request('/store-api/account/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': '10.52.0.5' },
        body: JSON.stringify({ username: 'proxy@example.com', password: 'wrong' }),
      })
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401)
    await expectRateLimited(await attempt())
  })
})

describe('the other limiters', () => {
  it('say Retry-After with their own refusal too (newsletter_form: the fourth subscribe of a client within 10 s)', async () => {
    const subscribe = (email: string) =>
      call(
        'POST',
        '/newsletter/subscribe',
        { option: 'subscribe', storefrontUrl: SHOP_ORIGIN, email },
        { 'cf-connecting-ip': '10.52.1.1' },
      )
    for (let i = 0; i < 3; i++) expect((await subscribe(`news${i}@example.com`)).status).toBe(200)
    const refused = await subscribe('news3@example.com')
    expect(refused.status).toBe(429)
    const [error] = await errorsOf(refused)
    expect(error!.code).toBe('CONTENT__NEWSLETTER_RECIPIENT_THROTTLED')
    expect(Number(refused.headers.get('retry-after'))).toBe(error!.meta?.parameters?.seconds)
  })
})
