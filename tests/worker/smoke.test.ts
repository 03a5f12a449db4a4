import { SELF, env } from 'cloudflare:test'
import { expect, it } from 'vitest'
it('boots', async () => {
  expect(await (await SELF.fetch('http://x/')).text()).toBe('placeholder')
  expect((await env.DB.prepare('select 1 as one').first())?.one).toBe(1)
})
