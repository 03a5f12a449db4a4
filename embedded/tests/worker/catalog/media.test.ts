/** Generated media (SVG pictures) and the seeded customers' credentials. */
import { createExecutionContext, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { embeddedMedia } from '../../..'
import { verifyPassword } from '../../../platform/password'
import { DEMO_CUSTOMERS, planProduct } from '../../../seed'
import { categoryMediaId } from '../../../seed/keys'

const media = (path: string) =>
  embeddedMedia.fetch(new Request(`http://shop.test${path}`), env, createExecutionContext())
const plan = planProduct(1)

describe('GET /media/:kind/:file', () => {
  it('draws a product in its colour, named in its label, cacheable forever', async () => {
    const response = await media(`/media/product/${plan.main.mediaId}.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1920" height="1920"/)
    expect(svg).toContain(`fill="${plan.main.colour.hex}"`)
    expect(svg).toContain('aria-label="Softshelljacke Nordkap"')
    // No drawn text: each picture is a document of its own in the browser, and text costs a font lookup.
    expect(svg).not.toContain('<text')
    expect(await (await media(`/media/product/${plan.main.mediaId}.svg`)).text()).toBe(svg)
  })

  it('sizes thumbnails and draws categories', async () => {
    expect(await (await media(`/media/product/${plan.main.mediaId}.svg?width=400`)).text()).toContain(
      'width="400" height="400"',
    )
    const category = await media(`/media/category/${categoryMediaId('handschuhe')}.svg`)
    expect([category.status, (await category.text()).includes('Handschuhe')]).toEqual([200, true])
  })

  it('answers unknown pictures with 404 and bad sizes with 400', async () => {
    expect((await media(`/media/product/${'0'.repeat(32)}.svg`)).status).toBe(404)
    expect((await media(`/media/category/${plan.main.mediaId}.svg`)).status).toBe(404)
    expect((await media(`/media/product/../../etc.svg`)).status).toBe(404)
    expect((await media(`/media/video/${plan.main.mediaId}.svg`)).status).toBe(404)
    expect((await media(`/media/product/${plan.main.mediaId}.png`)).status).toBe(404)
    for (const width of ['0', 'abc', '99999', '1.5'])
      expect((await media(`/media/product/${plan.main.mediaId}.svg?width=${width}`)).status).toBe(400)
  })
})

describe('seeded customers', () => {
  it('has a private and a business demo customer with PBKDF2 passwords', async () => {
    const rows = await env.DB.prepare(
      'SELECT email, account_type, password_hash, password_salt, password_iterations FROM customer WHERE email IN (?, ?) ORDER BY email',
    )
      .bind(DEMO_CUSTOMERS.private.email, DEMO_CUSTOMERS.business.email)
      .all<{
        email: string
        account_type: string
        password_hash: string
        password_salt: string
        password_iterations: number
      }>()
    expect(rows.results.map((r) => [r.email, r.account_type])).toEqual([
      ['firma@example.com', 'business'],
      ['privat@example.com', 'private'],
    ])
    const [business, consumer] = rows.results
    expect(business!.password_salt).not.toBe(consumer!.password_salt)
    expect(
      await verifyPassword(
        'shopware123',
        consumer!.password_salt,
        consumer!.password_iterations,
        consumer!.password_hash,
      ),
    ).toBe(true)
    expect(
      await verifyPassword(
        'shopware124',
        consumer!.password_salt,
        consumer!.password_iterations,
        consumer!.password_hash,
      ),
    ).toBe(false)
    expect((await env.DB.prepare('SELECT count(*) AS n FROM customer').first<{ n: number }>())!.n).toBe(4)
  })
})
