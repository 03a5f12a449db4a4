/** Newsletter with double opt-in: subscribe, the mailed link, confirm, unsubscribe, violations, throttle, the customer flag. */
import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_IDS } from '../../../../shared/constants'
import { DEMO_CUSTOMERS } from '../../../seed'
import { ORIGIN, request } from '../../../../tests/worker/helpers'
import { SHOP_ORIGIN, call, errorsOf, guestSession, loginAs, mailsTo, registered } from '../fixtures'

/** Every call from its own client address, so only the throttle test meets the limiter. */
let clients = 0
const client = () => ({ 'cf-connecting-ip': `10.1.${++clients >> 8}.${clients & 255}` })

const subscribe = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(
    'POST',
    '/newsletter/subscribe',
    { option: 'subscribe', storefrontUrl: SHOP_ORIGIN, ...body },
    { ...client(), ...headers },
  )
const confirm = (body: unknown) => call('POST', '/newsletter/confirm', body)

async function sha1(text: string) {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text))
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('')
}

const recipient = (email: string) =>
  env.DB.prepare('SELECT status, confirmed_at AS confirmedAt FROM newsletter_recipient WHERE email = ?')
    .bind(email)
    .first<{ status: string; confirmedAt: string | null }>()
const customerFlag = async (id: string) =>
  (await env.DB.prepare('SELECT newsletter FROM customer WHERE id = ?').bind(id).first<{ newsletter: number }>())
    ?.newsletter

describe('POST /newsletter/subscribe (guest)', () => {
  it('records the recipient as notSet and mails a German opt-in link to the shop', async () => {
    const response = await subscribe({ email: 'news@example.com', firstName: 'Jo', lastName: 'Ng' })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, status: 'notSet' })
    expect(await recipient('news@example.com')).toMatchObject({ status: 'notSet', confirmedAt: null })
    const [mail] = await mailsTo('news@example.com')
    expect(mail).toMatchObject({ kind: 'newsletter-opt-in', languageId: LANGUAGE_IDS['de-DE'] })
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre Newsletter-Anmeldung')
    expect(mail.text).toContain('Hallo Jo,')
    const link = new URL(mail.links[0])
    expect(`${link.origin}${link.pathname}`).toBe(`${SHOP_ORIGIN}/newsletter-subscribe`)
    expect(link.searchParams.get('em')).toBe(await sha1('news@example.com'))
    expect(mail.text).toContain(mail.links[0])
  })

  it('writes the mail in English for an English request, to a locale-prefixed storefront URL', async () => {
    const response = await subscribe(
      { email: 'english@example.com', storefrontUrl: `${SHOP_ORIGIN}/en-GB/` },
      { 'sw-language-id': LANGUAGE_IDS['en-GB'] },
    )
    expect(response.status).toBe(200)
    const [mail] = await mailsTo('english@example.com')
    expect(mail.subject).toBe('Please confirm your newsletter subscription')
    expect(mail.links[0].startsWith(`${SHOP_ORIGIN}/en-GB/newsletter-subscribe?em=`)).toBe(true)
  })

  it('answers one violation per field, with Shopware’s codes and pointers', async () => {
    const response = await call(
      'POST',
      '/newsletter/subscribe',
      {
        email: 'not-an-email',
        option: 'sometimes',
        storefrontUrl: 'https://evil.example',
        firstName: 'J',
        lastName: 'http://x.example',
      },
      client(),
    )
    expect(response.status).toBe(400)
    const errors = await errorsOf(response)
    expect(errors.map((e) => [e.source?.pointer, e.code])).toEqual([
      ['/email', 'VIOLATION::INVALID_FORMAT_ERROR'],
      ['/option', 'VIOLATION::NO_SUCH_CHOICE_ERROR'],
      ['/firstName', 'VIOLATION::TOO_SHORT_ERROR'],
      ['/lastName', 'VIOLATION::REGEX_FAILED_ERROR'],
      ['/storefrontUrl', 'VIOLATION::NO_SUCH_CHOICE_ERROR'],
    ])
    expect(errors[0]).toMatchObject({ status: '400', detail: 'This value is not a valid email address.' })
    expect(errors[2].meta?.parameters).toMatchObject({ '{{ limit }}': 2 })
    const blank = await errorsOf(await call('POST', '/newsletter/subscribe', {}, client()))
    expect(blank.map((e) => [e.source?.pointer, e.code])).toEqual([
      ['/email', 'VIOLATION::IS_BLANK_ERROR'],
      ['/option', 'VIOLATION::IS_BLANK_ERROR'],
      ['/storefrontUrl', 'VIOLATION::IS_BLANK_ERROR'],
    ])
  })

  it('sends nothing when the storefront URL is not the shop’s (no proxy origin either)', async () => {
    const response = await call(
      'POST',
      '/newsletter/subscribe',
      { email: 'x@example.com', option: 'subscribe', storefrontUrl: SHOP_ORIGIN },
      { ...client(), 'x-forwarded-host': '' },
    )
    expect((await errorsOf(response))[0]).toMatchObject({ code: 'VIOLATION::NO_SUCH_CHOICE_ERROR' })
    expect(await mailsTo('x@example.com')).toEqual([])
  })
})

describe('POST /newsletter/confirm', () => {
  it('follows the mailed link: optIn, a welcome mail, and the customer with that email gets the flag', async () => {
    const email = DEMO_CUSTOMERS.business.email
    // Whoever asks for the mail changes nothing of the customer: a set flag stays set, none stays none.
    await env.DB.prepare('UPDATE customer SET newsletter = 1 WHERE id = ?').bind(DEMO_CUSTOMERS.business.id).run()
    await subscribe({ email })
    expect(await customerFlag(DEMO_CUSTOMERS.business.id)).toBe(1)
    await env.DB.prepare('UPDATE customer SET newsletter = 0 WHERE id = ?').bind(DEMO_CUSTOMERS.business.id).run()
    await subscribe({ email })
    expect(await customerFlag(DEMO_CUSTOMERS.business.id)).toBe(0)
    // Asking again sends a new link; only the newest one works.
    const links = (await mailsTo(email)).filter((m) => m.kind === 'newsletter-opt-in').map((m) => new URL(m.links[0]))
    const old = links[0]
    const stale = await confirm({ em: old.searchParams.get('em'), hash: old.searchParams.get('hash') })
    expect((await errorsOf(stale))[0].code).toBe('CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND')
    const link = links.at(-1)!
    const response = await confirm({ em: link.searchParams.get('em'), hash: link.searchParams.get('hash') })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, apiAlias: 'array_struct' })
    expect(await recipient(email)).toMatchObject({ status: 'optIn', confirmedAt: expect.any(String) })
    expect(await customerFlag(DEMO_CUSTOMERS.business.id)).toBe(1)
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual([
      'newsletter-opt-in',
      'newsletter-opt-in',
      'newsletter-welcome',
    ])
    // The link works once: the recipient is no longer waiting for it.
    const again = await confirm({ em: link.searchParams.get('em'), hash: link.searchParams.get('hash') })
    expect(again.status).toBe(400)
    expect((await errorsOf(again))[0]).toMatchObject({
      code: 'VIOLATION::NOT_EQUAL_ERROR',
      source: { pointer: '/status' },
    })
  })

  it('refuses an unknown hash and a wrong email hash', async () => {
    const unknown = await confirm({ em: 'x', hash: 'f'.repeat(32) })
    expect(unknown.status).toBe(400)
    expect((await errorsOf(unknown))[0].code).toBe('CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND')
    await subscribe({ email: 'wrong-em@example.com' })
    const link = new URL((await mailsTo('wrong-em@example.com'))[0].links[0])
    const wrong = await confirm({ em: await sha1('other@example.com'), hash: link.searchParams.get('hash') })
    expect((await errorsOf(wrong)).map((e) => [e.code, e.source?.pointer])).toEqual([
      ['VIOLATION::NOT_EQUAL_ERROR', '/em'],
    ])
    expect(await recipient('wrong-em@example.com')).toMatchObject({ status: 'notSet' })
  })
})

describe('a logged-in customer', () => {
  it('subscribes their own email directly (no opt-in mail), and unsubscribing clears the flag', async () => {
    const session = await loginAs('private')
    const { email, id } = DEMO_CUSTOMERS.private
    const response = await subscribe({ email }, session)
    expect(await response.json()).toEqual({ success: true, status: 'direct' })
    expect(await customerFlag(id)).toBe(1)
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['newsletter-welcome'])
    const off = await call('POST', '/newsletter/unsubscribe', { email })
    expect(await off.json()).toEqual({ success: true, apiAlias: 'array_struct' })
    expect(await recipient(email)).toMatchObject({ status: 'optOut' })
    expect(await customerFlag(id)).toBe(0)
  })

  it('still confirms by mail for an email that is not their own', async () => {
    const session = await loginAs('private')
    const response = await subscribe({ email: 'colleague@example.com' }, session)
    expect(await response.json()).toEqual({ success: true, status: 'notSet' })
    expect((await mailsTo('colleague@example.com'))[0].kind).toBe('newsletter-opt-in')
  })
})

describe('/account/newsletter-recipient', () => {
  const read = (headers: Record<string, string>, method = 'POST') =>
    call(method, '/account/newsletter-recipient', method === 'POST' ? {} : undefined, headers)
  const statusOf = async (headers: Record<string, string>, method = 'POST') => {
    const response = await read(headers, method)
    expect(response.status).toBe(200)
    const body = (await response.json()) as { status: string; apiAlias: string }
    expect(body.apiAlias).toBe('account_newsletter_recipient')
    return body.status
  }

  it('follows the own email: undefined, notSet while the opt-in mail waits, optIn, optOut', async () => {
    const me = await registered()
    const session = { 'sw-context-token': me.token }
    expect(await statusOf(session)).toBe('undefined')
    // Subscribed by someone without a session (the footer form): the opt-in mail is pending.
    await subscribe({ email: me.email })
    expect(await statusOf(session)).toBe('notSet')
    expect(await statusOf(session, 'GET')).toBe('notSet')
    const optIn = (await mailsTo(me.email)).find((m) => m.kind === 'newsletter-opt-in')
    const link = new URL(optIn!.links[0])
    await confirm({ hash: link.searchParams.get('hash'), em: link.searchParams.get('em') })
    expect(await statusOf(session)).toBe('optIn')
    await call('POST', '/newsletter/unsubscribe', { email: me.email })
    expect(await statusOf(session)).toBe('optOut')
    await subscribe({ email: me.email }, session)
    expect(await statusOf(session)).toBe('direct')
  })

  it("never tells one customer another's status, whatever the body names", async () => {
    const a = await registered()
    const b = await registered()
    await subscribe({ email: b.email })
    const asA = { 'sw-context-token': a.token }
    expect(await statusOf(asA)).toBe('undefined')
    const filtered = await call(
      'POST',
      '/account/newsletter-recipient',
      { filter: [{ type: 'equals', field: 'email', value: b.email }] },
      asA,
    )
    expect(await filtered.json()).toEqual({ status: 'undefined', apiAlias: 'account_newsletter_recipient' })
    expect(await statusOf({ 'sw-context-token': b.token })).toBe('notSet')
  })

  it('answers 403 CHECKOUT__CUSTOMER_NOT_LOGGED_IN without a customer and for a guest account', async () => {
    const anonymous = await read({})
    expect(anonymous.status).toBe(403)
    expect((await errorsOf(anonymous))[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
    const guest = await registered()
    await subscribe({ email: guest.email })
    const asGuest = await read(await guestSession(guest.id, crypto.randomUUID().replaceAll('-', '')))
    expect(asGuest.status).toBe(403)
    expect((await errorsOf(asGuest))[0].code).toBe('CHECKOUT__CUSTOMER_NOT_LOGGED_IN')
  })
})

describe('POST /newsletter/unsubscribe', () => {
  it('refuses an unknown email and a malformed one', async () => {
    const unknown = await call('POST', '/newsletter/unsubscribe', { email: 'nobody@example.com' })
    expect((await errorsOf(unknown))[0].code).toBe('CONTENT__NEWSLETTER_RECIPIENT_NOT_FOUND')
    const malformed = await call('POST', '/newsletter/unsubscribe', { email: 'nobody' })
    expect((await errorsOf(malformed))[0]).toMatchObject({ code: 'VIOLATION::INVALID_FORMAT_ERROR' })
  })
})

describe('throttle (Shopware’s newsletter_form limiter: 3 in 10 s per client)', () => {
  it('answers 429 CONTENT__NEWSLETTER_RECIPIENT_THROTTLED on the fourth subscribe of one client', async () => {
    const same = { 'cf-connecting-ip': '10.200.0.1' }
    for (let i = 0; i < 3; i++) expect((await subscribe({ email: `t${i}@example.com` }, same)).status).toBe(200)
    const refused = await subscribe({ email: 't3@example.com' }, same)
    expect(refused.status).toBe(429)
    const [error] = await errorsOf(refused)
    expect(error.code).toBe('CONTENT__NEWSLETTER_RECIPIENT_THROTTLED')
    expect(error.meta?.parameters?.seconds).toBeGreaterThan(0)
    expect(await mailsTo('t3@example.com')).toEqual([])
    // Another client is not affected.
    expect((await subscribe({ email: 't4@example.com' })).status).toBe(200)
  })
})

describe('through the storefront’s /store-api proxy', () => {
  it('accepts the shop’s own origin as storefrontUrl, refuses another, and throttles per shopper address', async () => {
    const post = (body: Record<string, unknown>, ip: string) =>
      request('/store-api/newsletter/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, 'cf-connecting-ip': ip },
        body: JSON.stringify({ option: 'subscribe', ...body }),
      })
    const ok = await post({ email: 'proxy@example.com', storefrontUrl: ORIGIN }, '10.202.0.1')
    expect(ok.status).toBe(200)
    expect((await mailsTo('proxy@example.com'))[0].links[0].startsWith(`${ORIGIN}/newsletter-subscribe?em=`)).toBe(true)
    const foreign = await post({ email: 'proxy2@example.com', storefrontUrl: 'https://evil.example' }, '10.202.0.1')
    expect((await errorsOf(foreign))[0].code).toBe('VIOLATION::NO_SUCH_CHOICE_ERROR')
    // Two more from the same address reach the limit; another address is still served.
    expect((await post({ email: 'proxy3@example.com', storefrontUrl: ORIGIN }, '10.202.0.1')).status).toBe(200)
    expect((await post({ email: 'proxy4@example.com', storefrontUrl: ORIGIN }, '10.202.0.1')).status).toBe(200)
    expect((await post({ email: 'proxy5@example.com', storefrontUrl: ORIGIN }, '10.202.0.1')).status).toBe(429)
    expect((await post({ email: 'proxy6@example.com', storefrontUrl: ORIGIN }, '10.202.0.2')).status).toBe(200)
  })

  it('names the shop’s host itself: a forwarded host the browser sends cannot make another site a storefront', async () => {
    const response = await request('/store-api/newsletter/subscribe', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        'cf-connecting-ip': '10.203.0.1',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify({ option: 'subscribe', email: 'forged@example.com', storefrontUrl: 'https://evil.example' }),
    })
    expect((await errorsOf(response))[0]).toMatchObject({
      code: 'VIOLATION::NO_SUCH_CHOICE_ERROR',
      source: { pointer: '/storefrontUrl' },
    })
    expect(await mailsTo('forged@example.com')).toEqual([])
  })
})
