/** The KV throttle behind Shopware's limiters: each window counts on its own, the longest decides the wait. */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LIMITERS, countAttempt } from '../../../../worker/embedded/platform/throttle'

describe('countAttempt', () => {
  it('allows 3 in 10 s and 5 in 60 s (newsletter_form), answering the seconds to wait', async () => {
    const t0 = 1_000_000
    const at = (seconds: number) =>
      countAttempt(env.CACHE, 'test:a', LIMITERS.newsletterForm.windows, t0 + seconds * 1000)
    expect([await at(0), await at(1), await at(2)]).toEqual([0, 0, 0])
    expect(await at(3)).toBe(7)
    // The 10 s window is over; the 60 s window allows two more.
    expect([await at(11), await at(12)]).toEqual([0, 0])
    expect(await at(13)).toBe(47)
    expect(await at(61)).toBe(0)
  })

  it('counts each key on its own', async () => {
    for (let i = 0; i < 10; i++) expect(await countAttempt(env.CACHE, 'test:b', LIMITERS.login.windows, 5_000)).toBe(0)
    expect(await countAttempt(env.CACHE, 'test:b', LIMITERS.login.windows, 5_000)).toBe(10)
    expect(await countAttempt(env.CACHE, 'test:c', LIMITERS.login.windows, 5_000)).toBe(0)
  })
})
