/**
 * Shopping lists beyond the list itself: lines into the cart through the cart's own add
 * path (its rules and errors), the read-only share link by mail and by token, quote requests stored,
 * confirmed by mail and shown on the list; and the proxy passing the calls to a real Shopware unchanged.
 */
import { env } from 'cloudflare:test'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_IDS } from '../../../shared/constants'
import { planProduct } from '../../seed/catalog/products'
import { ORIGIN, request } from '../../../tests/worker/helpers'
import { TEST_SEED } from '../../../tests/worker/setup'
import { LIMITERS, SHOPPING_LIST_SHARES_PER_HOUR } from '../../platform/throttle-windows'
import { SHOP_ORIGIN, call, errorsOf, latestMailTo, loginAs, loginToken, mailsTo, plainProduct } from './fixtures'

type Headers = Record<string, string>
interface Line {
  id: string
  productId: string
  quantity: number
}
interface List {
  id: string
  customerId: string | null
  shareToken?: string | null
  name: string
  price: { taxStatus: string; totalPrice: number }
  lineItems: Line[]
  quote: Quote | null
}
interface Quote {
  id: string
  quoteNumber: string
  status: string
  comment: string | null
  createdAt: string
  lineItemCount: number
  apiAlias: string
}
interface Cart {
  lineItems: Array<{ referencedId: string; quantity: number }>
  errors: Record<string, { messageKey: string }>
  price: { taxStatus: string }
}

const post = (headers: Headers, path: string, body?: unknown) => call('POST', path, body, headers)

async function json<T>(response: Response, status = 200): Promise<T> {
  expect([response.status, response.status === status ? '' : await response.text()]).toEqual([status, ''])
  return (await response.json()) as T
}

async function failure(response: Response) {
  const errors = await errorsOf(response)
  return errors.map((e) => `${response.status} ${e.code}@${e.source?.pointer ?? ''} ${e.detail}`)
}

const PLAIN = plainProduct().variant.id
/** A product sold from 5 pieces in steps of 5 (a warning vest), not an outlet piece, with ample stock. */
const vest = Array.from({ length: TEST_SEED.products }, (_, i) => planProduct(i + 1)).find(
  (p) => p.minPurchase === 5 && p.purchaseSteps === 5 && !p.outlet && p.variants.some((v) => v.stock > 100),
)!
const VEST = vest.variants.find((v) => v.stock > 100)!.id

/** A new list of the session's customer with `lines` (variant id → quantity), read back. */
async function listWith(headers: Headers, lines: Record<string, number>, name = 'Liste'): Promise<List> {
  const list = await json<List>(await post(headers, '/shopping-list', { name }))
  const lineItems = Object.fromEntries(Object.entries(lines).map(([id, quantity]) => [id, { quantity }]))
  if (Object.keys(lines).length)
    expect((await post(headers, `/shopping-list/${list.id}/add`, { lineItems })).status).toBe(204)
  return json<List>(await post(headers, `/asx-shopping-list/${list.id}`, {}))
}

const cartOf = async (headers: Headers) => json<Cart>(await call('GET', '/checkout/cart', undefined, headers))

describe('add to cart', () => {
  let firma: Headers

  beforeAll(async () => {
    firma = { 'sw-context-token': await loginToken('firma@example.com') }
  })

  it("puts the lines into the session's cart (204) by the cart's rules, with their errors on the next cart read", async () => {
    const list = await listWith(firma, { [PLAIN]: 2, [VEST]: 3 })
    const ids = list.lineItems.map((l) => l.id)
    expect((await post(firma, '/asx-shopping-lists/add-to-cart', { ids })).status).toBe(204)
    const cart = await cartOf(firma)
    // The minimum purchase of 5 raises the 3 of the list, as any add to the cart would.
    expect(Object.fromEntries(cart.lineItems.map((l) => [l.referencedId, l.quantity]))).toEqual({
      [PLAIN]: 2,
      [VEST]: 5,
    })
    expect(Object.values(cart.errors).map((e) => e.messageKey)).toContain('min-order-quantity')
    expect(cart.price.taxStatus).toBe('net')
    // Shown once, then consumed, as the cart's persistent errors are.
    expect(Object.values((await cartOf(firma)).errors).map((e) => e.messageKey)).not.toContain('min-order-quantity')
    // The list itself is unchanged.
    const after = await json<List>(await post(firma, `/asx-shopping-list/${list.id}`, {}))
    expect(Object.fromEntries(after.lineItems.map((l) => [l.productId, l.quantity]))).toEqual({ [PLAIN]: 2, [VEST]: 3 })
  })

  it('takes the quantities given per line, stacking on what the cart holds', async () => {
    const list = await listWith(firma, { [PLAIN]: 1 })
    const [line] = list.lineItems
    const before = (await cartOf(firma)).lineItems.find((l) => l.referencedId === PLAIN)?.quantity ?? 0
    const response = await post(firma, '/asx-shopping-lists/add-to-cart', {
      ids: [line.id],
      quantities: { [line.id]: 4 },
    })
    expect(response.status).toBe(204)
    expect((await cartOf(firma)).lineItems.find((l) => l.referencedId === PLAIN)?.quantity).toBe(before + 4)
  })

  it('refuses no ids, a blank id and a quantity below 1', async () => {
    const list = await listWith(firma, { [PLAIN]: 1 })
    const [line] = list.lineItems
    for (const ids of [undefined, []])
      expect(await failure(await post(firma, '/asx-shopping-lists/add-to-cart', { ids }))).toEqual([
        '400 VIOLATION::IS_BLANK_ERROR@/ids At least one item ID or product ID is required',
      ])
    expect(await failure(await post(firma, '/asx-shopping-lists/add-to-cart', { ids: [''] }))).toEqual([
      '400 VIOLATION::IS_BLANK_ERROR@/ids/0 Item ID is required',
    ])
    expect(
      await failure(
        await post(firma, '/asx-shopping-lists/add-to-cart', { ids: [line.id], quantities: { [line.id]: 0 } }),
      ),
    ).toEqual([`400 VIOLATION::TOO_LOW_ERROR@/quantities/${line.id} Quantity must be at least 1`])
  })

  it("leaves another customer's cart alone when their line ids are unknown to this customer", async () => {
    const other = { 'sw-context-token': await loginToken('kunde4@example.com') }
    const list = await listWith(firma, { [PLAIN]: 1 })
    const response = await post(other, '/asx-shopping-lists/add-to-cart', { ids: [list.lineItems[0].id] })
    expect(response.status).toBe(404)
    expect((await cartOf(other)).lineItems).toEqual([])
  })
})

describe('sharing', () => {
  let firma: Headers
  let list: List

  beforeAll(async () => {
    firma = await loginAs('business')
    list = await listWith(firma, { [PLAIN]: 2 }, 'Baustelle Süd')
  })

  it('mails the read-only link with the message (200 success) and keeps one stable share token', async () => {
    const colleague = 'kollege@example.com'
    const body = { frontendsDomain: SHOP_ORIGIN, message: 'Bitte bis Freitag bestellen', recipientEmail: colleague }
    const answer = await json(await post(firma, `/asx-shopping-list/${list.id}/send-email`, body))
    expect(answer).toEqual({ success: true, apiAlias: 'array_struct' })
    const owner = await json<List>(await post(firma, `/asx-shopping-list/${list.id}`, {}))
    expect(owner.shareToken).toMatch(/^[0-9a-f]{32}$/)
    const mail = (await latestMailTo(colleague))!
    expect(mail.kind).toBe('shopping-list-share')
    expect(mail.links).toEqual([`${SHOP_ORIGIN}/shopping-list/${list.id}?share=${owner.shareToken}`])
    expect(mail.subject).toContain('Baustelle Süd')
    expect(mail.text).toContain('Bitte bis Freitag bestellen')
    expect(mail.text).toContain(mail.links[0])
    await json(await post(firma, `/asx-shopping-list/${list.id}/send-email`, body))
    expect((await mailsTo(colleague)).map((m) => m.links[0])).toEqual([mail.links[0], mail.links[0]])
  })

  it("sends to the customer's own address by default, in the session's language with its URL prefix", async () => {
    const english = { ...firma, 'sw-language-id': LANGUAGE_IDS['en-GB'] }
    await json(await post(english, `/asx-shopping-list/${list.id}/send-email`, { frontendsDomain: SHOP_ORIGIN }))
    const mail = (await latestMailTo('firma@example.com'))!
    expect(mail.subject).toContain('shares the shopping list')
    expect(mail.links[0]).toMatch(new RegExp(`^${SHOP_ORIGIN}/en-GB/shopping-list/${list.id}\\?share=`))
  })

  it("refuses a domain that is not the shop's, a bad address and a long message", async () => {
    const send = (body: unknown) => post(firma, `/asx-shopping-list/${list.id}/send-email`, body)
    expect(await failure(await send({ frontendsDomain: 'https://evil.example' }))).toEqual([
      "400 VIOLATION::INVALID_DOMAIN@/frontendsDomain The domain is not one of the shop's domains.",
    ])
    expect((await failure(await send({})))[0]).toMatch(/^400 VIOLATION::IS_BLANK_ERROR@\/frontendsDomain /)
    // A domain or recipient that is no text is a type violation, not a blank one.
    expect(await failure(await send({ frontendsDomain: 443, recipientEmail: ['a@example.com'] }))).toEqual([
      '400 VIOLATION::INVALID_TYPE_ERROR@/frontendsDomain This value should be of type string.',
      '400 VIOLATION::INVALID_TYPE_ERROR@/recipientEmail This value should be of type string.',
    ])
    expect(await failure(await send({ frontendsDomain: SHOP_ORIGIN, recipientEmail: 'kein-mail' }))).toEqual([
      '400 VIOLATION::INVALID_FORMAT_ERROR@/recipientEmail This value is not a valid email address.',
    ])
    expect((await failure(await send({ frontendsDomain: SHOP_ORIGIN, message: 'x'.repeat(1001) })))[0]).toMatch(
      /^400 VIOLATION::TOO_LONG_ERROR@\/message /,
    )
  })

  it('lets anyone with the token read the list, read-only: no owner, no token, gross prices without a business session', async () => {
    const { shareToken } = await json<List>(await post(firma, `/asx-shopping-list/${list.id}`, {}))
    const stranger = await json<List & Record<string, unknown>>(
      await call('POST', `/asx-shopping-list/${list.id}`, { shareToken }),
    )
    expect(stranger.customerId).toBeNull()
    expect('shareToken' in stranger).toBe(false)
    expect(stranger.name).toBe('Baustelle Süd')
    expect(stranger.lineItems.map((l) => [l.productId, l.quantity])).toEqual([[PLAIN, 2]])
    expect(stranger.price.taxStatus).toBe('gross')
    const byQuery = await json<List>(await call('POST', `/asx-shopping-list/${list.id}?share=${shareToken}`, {}))
    expect(byQuery.id).toBe(list.id)
    // A private customer reads it too (the receiver of a shared list), in gross prices.
    const privat = await json<List>(
      await post(await loginAs('private'), `/asx-shopping-list/${list.id}`, { shareToken }),
    )
    expect(privat.price.taxStatus).toBe('gross')
  })

  it('answers a wrong token, or a token for another list, with 404', async () => {
    const wrong = await call('POST', `/asx-shopping-list/${list.id}`, { shareToken: 'f'.repeat(32) })
    expect(await failure(wrong)).toEqual(['404 SHOPPING_LIST__NOT_FOUND@/id Shopping list not found'])
    const { shareToken } = await json<List>(await post(firma, `/asx-shopping-list/${list.id}`, {}))
    const otherList = await listWith(firma, {})
    expect((await call('POST', `/asx-shopping-list/${otherList.id}`, { shareToken })).status).toBe(404)
  })
})

describe('the share mail throttle (per customer and per recipient, from any client)', () => {
  const LIMIT = SHOPPING_LIST_SHARES_PER_HOUR
  let other: Headers
  let list: List

  beforeAll(async () => {
    other = { 'sw-context-token': await loginToken('kunde4@example.com') }
    list = await listWith(other, { [PLAIN]: 1 }, 'Throttle')
  })

  const share = (headers: Headers, recipientEmail: string, overrides = {}) =>
    call(
      'POST',
      `/asx-shopping-list/${list.id}/send-email`,
      { frontendsDomain: SHOP_ORIGIN, recipientEmail, message: 'Bitte ansehen' },
      headers,
      overrides,
    )

  /** Shopware's 429 envelope whose Retry-After names the same seconds as its meta, within the hour. */
  async function expectRateLimited(response: Response) {
    expect(response.status).toBe(429)
    const seconds = Number(response.headers.get('retry-after'))
    expect(seconds).toBeGreaterThanOrEqual(1)
    expect(seconds).toBeLessThanOrEqual(3600)
    expect(await errorsOf(response)).toEqual([
      expect.objectContaining({
        status: '429',
        code: 'FRAMEWORK__RATE_LIMIT_EXCEEDED',
        detail: `Too many requests, try again in ${seconds} seconds.`,
        meta: { parameters: { seconds } },
      }),
    ])
  }

  it(`sends ${LIMIT} share mails of a customer an hour, a parallel burst included, then 429 with Retry-After and no mail`, async () => {
    expect(LIMITERS.shoppingListShare.windows).toEqual([{ limit: LIMIT, seconds: 3600 }])
    // Each call comes from its own client address: the customer is counted, not the address.
    const recipients = Array.from({ length: LIMIT + 3 }, (_, i) => `burst${i}@example.com`)
    const answers = await Promise.all(recipients.map((to) => share(other, to)))
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(LIMIT).fill(200), 429, 429, 429])
    for (const answer of answers) if (answer.status === 429) await expectRateLimited(answer)
    const sent = await Promise.all(recipients.map(async (to) => (await mailsTo(to)).length))
    expect(sent.reduce((a, b) => a + b)).toBe(LIMIT)
    await expectRateLimited(await share(other, 'later@example.com'))
    expect(await mailsTo('later@example.com')).toEqual([])
    // Only the mails are held back: the list still reads.
    expect((await post(other, `/asx-shopping-list/${list.id}`, {})).status).toBe(200)
  })

  it(`sends ${LIMIT} share mails to one address an hour, whoever sends them`, async () => {
    const firma = await loginAs('business')
    const own = await listWith(firma, { [PLAIN]: 1 })
    const send = (to: string) =>
      post(firma, `/asx-shopping-list/${own.id}/send-email`, { frontendsDomain: SHOP_ORIGIN, recipientEmail: to })
    // The address had its mails from other senders already: the recipient's counter is full.
    const inbox = 'Einkauf@Example.com'
    const key = JSON.stringify([LIMITERS.shoppingListShareRecipient.key, inbox.toLowerCase(), null])
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key))
    const name = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
    const counter = env.THROTTLE!.get(env.THROTTLE!.idFromName(name))
    for (let i = 0; i < LIMIT; i++) expect(await counter.count('shoppingListShareRecipient')).toBe(0)
    await expectRateLimited(await send(inbox))
    expect(await mailsTo(inbox)).toEqual([])
    expect((await send('kollegin@example.com')).status).toBe(200)
  })

  it('counts in the process the same way when the THROTTLE binding is absent', async () => {
    const noBinding = { THROTTLE: undefined }
    for (let i = 0; i < LIMIT; i++) expect((await share(other, `local${i}@example.com`, noBinding)).status).toBe(200)
    await expectRateLimited(await share(other, 'local-last@example.com', noBinding))
    expect(await mailsTo('local-last@example.com')).toEqual([])
  })
})

describe('quote requests', () => {
  let firma: Headers

  beforeAll(async () => {
    firma = await loginAs('business')
  })

  it('refuses an empty list', async () => {
    const list = await listWith(firma, {})
    expect(await failure(await post(firma, `/asx-shopping-list/${list.id}/request-quote`, {}))).toEqual([
      '400 SHOPPING_LIST__EMPTY@/ The shopping list is empty',
    ])
  })

  it('stores the request with a snapshot of lines and prices, confirms it by mail and shows it on the list', async () => {
    const list = await listWith(firma, { [PLAIN]: 3, [VEST]: 10 }, 'Angebot Team Nord')
    const quote = await json<Quote>(
      await post(firma, `/asx-shopping-list/${list.id}/request-quote`, { comment: 'Lieferung bis KW 12' }),
    )
    expect(quote).toMatchObject({
      status: 'requested',
      comment: 'Lieferung bis KW 12',
      lineItemCount: 2,
      apiAlias: 'asx_shopping_list_quote',
    })
    expect(quote.quoteNumber).toMatch(/^\d+$/)
    const read = await json<List>(await post(firma, `/asx-shopping-list/${list.id}`, {}))
    expect(read.quote).toEqual(quote)
    const stored = await env.DB.prepare('SELECT line_items AS lines, price FROM shopping_list_quote WHERE id = ?')
      .bind(quote.id)
      .first<{ lines: string; price: string }>()
    const lines = JSON.parse(stored!.lines) as Array<{ productId: string; quantity: number; unitPrice: number }>
    expect(Object.fromEntries(lines.map((l) => [l.productId, l.quantity]))).toEqual({ [PLAIN]: 3, [VEST]: 10 })
    expect(JSON.parse(stored!.price)).toMatchObject({ taxStatus: 'net', totalPrice: read.price.totalPrice })
    const mail = (await latestMailTo('firma@example.com'))!
    expect(mail.kind).toBe('shopping-list-quote')
    expect(mail.subject).toContain(quote.quoteNumber)
    expect(mail.text).toContain('Lieferung bis KW 12')
    expect(mail.links).toEqual([`${SHOP_ORIGIN}/shopping-list/${list.id}`])
    const next = await json<Quote>(await post(firma, `/asx-shopping-list/${list.id}/request-quote`, {}))
    expect(Number(next.quoteNumber)).toBe(Number(quote.quoteNumber) + 1)
    expect((await json<List>(await post(firma, `/asx-shopping-list/${list.id}`, {}))).quote).toEqual(next)
  })
})

describe('the proxy to a real Shopware', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('passes the shopping-list calls through unchanged: path, method and body', async () => {
    const seen: Request[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
      seen.push(new Request(input, init))
      return Response.json({ success: true })
    })
    const upstream = { STORE_API_URL: 'https://shop.example/store-api', STORE_API_ACCESS_KEY: 'SWSCTESTKEY' }
    const id = 'a'.repeat(32)
    const calls: Array<[string, string, string]> = [
      ['POST', '/shopping-lists', '{"limit":5}'],
      ['POST', `/shopping-list/${id}/add`, `{"lineItems":{"${id}":{"quantity":2}}}`],
      ['DELETE', '/shopping-list', `{"ids":["${id}"]}`],
      ['PATCH', `/asx-shopping-list/${id}/change-name`, '{"name":"Neu"}'],
      ['POST', '/asx-shopping-lists/add-to-cart', `{"ids":["${id}"]}`],
      ['POST', `/asx-shopping-list/${id}/send-email`, `{"frontendsDomain":"${ORIGIN}"}`],
    ]
    const headers = { 'content-type': 'application/json', origin: ORIGIN }
    // The first plugin call learns which plugin routes the shop has (worker/store-api/capabilities.ts):
    // its probes go first, once; then only the calls themselves are counted.
    await request(`/store-api${calls[3]![1]}`, { method: calls[3]![0], headers, body: calls[3]![2] }, upstream)
    seen.length = 0
    for (const [method, path, body] of calls) {
      const response = await request(`/store-api${path}`, { method, headers, body }, upstream)
      expect([path, response.status]).toEqual([path, 200])
      // Adding a list to the cart changes the cart: the client refreshes it as after any cart call.
      const refresh = path.endsWith('/add-to-cart') ? 'cart' : null
      expect([path, response.headers.get('x-storefront-refresh')]).toEqual([path, refresh])
    }
    expect(await Promise.all(seen.map(async (r) => [r.method, new URL(r.url).pathname, await r.text()]))).toEqual(
      calls.map(([method, path, body]) => [method, `/store-api${path}`, body]),
    )
  })
})
