/** Writing product reviews: login required, Shopware's violations, one review per customer and product, shown at once with the rating following. */
import { env } from 'cloudflare:test'
import { beforeAll, describe, expect, it } from 'vitest'
import { customerId, productId } from '../../../seed/keys'
import { call, errorsOf, guestSession, loginAs } from '../fixtures'

type Review = { id: string; title: string; content: string; points: number; externalUser: string }
type Bucket = { key: string; count: number }

const PRODUCT = productId(5)
const review = {
  title: 'Sitzt gut',
  content: 'Die Jacke sitzt gut, hält warm und ist nach zehn Wäschen noch wie neu.',
  points: 5,
}
let alice: Record<string, string>
let bob: Record<string, string>

beforeAll(async () => {
  alice = await loginAs('private')
  bob = await loginAs('business')
})

const write = (headers: Record<string, string>, body: Record<string, unknown>, id = PRODUCT) =>
  call('POST', `/product/${id}/review`, body, headers)

async function reviews(body: Record<string, unknown> = {}) {
  const response = await call('POST', `/product/${PRODUCT}/reviews`, {
    limit: 100,
    aggregations: [{ name: 'ratingMatrix', type: 'terms', field: 'points' }],
    ...body,
  })
  return (await response.json()) as {
    elements: Review[]
    total: number
    aggregations: { ratingMatrix: { buckets: Bucket[] } }
  }
}

const productRating = () =>
  env.DB.prepare(
    'SELECT p.rating_average AS average, p.review_count AS count, (SELECT max(rating) FROM listing l WHERE l.pid = p.pid) AS listing FROM product p WHERE p.id = ?',
  )
    .bind(PRODUCT)
    .first<{ average: number | null; count: number; listing: number | null }>()
const catalogVersion = async () =>
  (await env.DB.prepare('SELECT version FROM catalog_version WHERE id = 1').first<{ version: number }>())!.version

describe('POST /product/{productId}/review', () => {
  it('refuses guests and guest sessions with CHECKOUT__CUSTOMER_NOT_LOGGED_IN', async () => {
    const response = await write({}, review)
    expect(response.status).toBe(403)
    expect((await errorsOf(response))[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
    const token = 'e'.repeat(32)
    await guestSession(customerId(4), token)
    const guest = await write({ 'sw-context-token': token }, review)
    expect(guest.status).toBe(403)
    expect((await errorsOf(guest))[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })

  it('shows the review at once, named after the customer, and the rating, count and rating matrix follow', async () => {
    const before = await reviews()
    const version = await catalogVersion()
    const response = await write(alice, review)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, apiAlias: 'array_struct' })
    const after = await reviews()
    expect(after.total).toBe(before.total + 1)
    const mine = after.elements.find((r) => r.title === review.title)!
    expect(mine).toMatchObject({ content: review.content, points: 5 })
    const first = await env.DB.prepare('SELECT first_name AS n FROM customer WHERE email = ?')
      .bind('privat@example.com')
      .first<{ n: string }>()
    expect(mine.externalUser).toBe(first!.n)
    const fives = (a: typeof before) => a.aggregations.ratingMatrix.buckets.find((b) => Number(b.key) === 5)?.count ?? 0
    expect(fives(after)).toBe(fives(before) + 1)
    const points = after.elements.map((r) => r.points)
    const average = Math.round((points.reduce((s, p) => s + p, 0) / points.length) * 100) / 100
    expect(await productRating()).toEqual({ average, count: points.length, listing: Math.round(average * 10) })
    expect(await catalogVersion()).toBe(version + 1)
    const detail = (await (await call('POST', `/product/${PRODUCT}`, {})).json()) as {
      product: { ratingAverage: number }
    }
    expect(detail.product.ratingAverage).toBe(average)
  })

  it('refuses a second review of the same product without its id (Shopware’s ENTITY_EXISTS)', async () => {
    const response = await write(alice, { ...review, title: 'Noch einmal' })
    expect(response.status).toBe(400)
    expect((await errorsOf(response))[0]).toMatchObject({
      code: 'VIOLATION::ENTITY_EXISTS',
      source: { pointer: '/customerId' },
    })
  })

  it('rewrites the customer’s own review when its id is sent; count unchanged, rating follows', async () => {
    const own = (await reviews({ filter: [{ type: 'equals', field: 'title', value: review.title }] })).elements[0]
    const total = (await reviews()).total
    const response = await write(alice, { ...review, id: own.id, title: 'Doch zu eng', points: 2 })
    expect(response.status).toBe(200)
    const after = await reviews()
    expect(after.total).toBe(total)
    expect(after.elements.find((r) => r.id === own.id)).toMatchObject({ title: 'Doch zu eng', points: 2 })
    const points = after.elements.map((r) => r.points)
    const average = Math.round((points.reduce((s, p) => s + p, 0) / points.length) * 100) / 100
    expect((await productRating())?.average).toBe(average)
  })

  it('never lets B rewrite A’s review', async () => {
    const own = (await reviews({ filter: [{ type: 'equals', field: 'title', value: 'Doch zu eng' }] })).elements[0]
    const response = await write(bob, { ...review, id: own.id, title: 'Übernommen' })
    expect(response.status).toBe(400)
    expect((await errorsOf(response))[0]).toMatchObject({
      code: 'VIOLATION::ENTITY_DOES_NOT_EXISTS',
      source: { pointer: '/id' },
    })
    expect((await reviews()).elements.find((r) => r.id === own.id)).toMatchObject({ title: 'Doch zu eng' })
    // B writes a review of their own beside it.
    expect((await write(bob, { ...review, name: 'Firma Muster' })).status).toBe(200)
    const rows = await env.DB.prepare(
      'SELECT count(*) AS n FROM product_review r JOIN product p ON p.pid = r.pid WHERE p.id = ? AND r.customer_id IS NOT NULL',
    )
      .bind(PRODUCT)
      .first<{ n: number }>()
    expect(rows?.n).toBe(2)
  })

  it('answers one violation per field: title ≥ 5, content ≥ 40, points 1..5', async () => {
    const response = await write(alice, { title: 'Gut', content: 'Kurz.', points: 0 }, productId(6))
    expect(response.status).toBe(400)
    expect((await errorsOf(response)).map((e) => [e.source?.pointer, e.code])).toEqual([
      ['/title', 'VIOLATION::TOO_SHORT_ERROR'],
      ['/content', 'VIOLATION::TOO_SHORT_ERROR'],
      ['/points', 'VIOLATION::TOO_LOW_ERROR'],
    ])
    const high = await write(alice, { ...review, points: 6 }, productId(6))
    expect((await errorsOf(high))[0]).toMatchObject({ code: 'VIOLATION::TOO_HIGH_ERROR' })
    const blank = await write(alice, { name: ' ' }, productId(6))
    expect((await errorsOf(blank)).map((e) => [e.source?.pointer, e.code])).toEqual([
      ['/name', 'VIOLATION::IS_BLANK_ERROR'],
      ['/title', 'VIOLATION::IS_BLANK_ERROR'],
      ['/content', 'VIOLATION::IS_BLANK_ERROR'],
      ['/points', 'VIOLATION::IS_BLANK_ERROR'],
    ])
  })

  it('answers 404 PRODUCT__PRODUCT_NOT_FOUND for an unknown product and 400 for a malformed id', async () => {
    const unknown = await write(alice, review, 'c'.repeat(32))
    expect(unknown.status).toBe(404)
    expect((await errorsOf(unknown))[0].code).toBe('PRODUCT__PRODUCT_NOT_FOUND')
    const malformed = await write(alice, review, 'jacke')
    expect((await errorsOf(malformed))[0].code).toBe('FRAMEWORK__INVALID_UUID')
  })
})
