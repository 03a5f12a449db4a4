/**
 * message-403-ajax: a call the page makes through /store-api that finds the session ended is
 * announced once, by the client, with "Try again" and the login back to this page; a visitor who never
 * logged in is not told their session ended. Failures are injected as the proxy's answers (fetch stubbed).
 */
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type Notification, notificationsAtom } from '../../../client/state/notifications'
import {
  announceSessionEnd,
  announcesSessionEnd,
  loginHref,
  type NoticePage,
  repeatable,
  SESSION_END_KEY,
  tryAgain,
} from '../../../client/state/session-end-notice'
import { onRefusal, type Refusal } from '../../../client/state/store-api'
import { storeApiWishlist } from '../../../client/state/wishlist'
import type { Session } from '../../../client/types'

const NOT_LOGGED_IN = 'CHECKOUT__CUSTOMER_NOT_LOGGED_IN'
const base: Session = { taxState: 'gross', priceDisplay: 'gross', area: 'private', customer: null }
const customer: Session = { ...base, customer: { id: 'c1', firstName: 'Max', guest: false } }
const guestCheckout: Session = { ...base, customer: { id: 'g1', guest: true } }

const refused = (code: string) =>
  Response.json({ errors: [{ status: '403', code, title: 'Forbidden', detail: 'No.' }] }, { status: 403 })

/** The proxy's answers, in order; every request the page sends is kept. */
function stubProxy(...answers: Array<() => Response>) {
  const sent: Request[] = []
  vi.stubGlobal('location', { origin: 'https://shop.test' })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push(request)
      const answer = answers.shift()
      if (!answer) throw new Error('no answer left')
      return answer()
    }),
  )
  return sent
}

/** The refusals the client reports while the test runs, announced as the page's hook does. */
function hearRefusals(session: Session, page: NoticePage) {
  const store = createStore()
  const heard: Refusal[] = []
  const announced: Array<Promise<boolean>> = []
  const stop = onRefusal((refusal) => {
    heard.push(refusal)
    announced.push(announceSessionEnd(store, refusal, session, page))
  })
  return { store, heard, announced, stop }
}

const fakePage = (prefix = '/en-GB', pathname = '/en-GB/arbeitsjacken', search = '?p=2') => {
  const page: NoticePage & { reloads: number } = {
    prefix,
    pathname,
    search,
    reloads: 0,
    reload: () => void page.reloads++,
  }
  return page
}

const shown = (store: ReturnType<typeof createStore>): Notification[] => store.get(notificationsAtom)
const action = (notification: Notification | undefined, key: string) =>
  notification?.actions?.find((a) => a.key === key)

let stop: (() => void) | undefined
beforeEach(() => {
  stop = undefined
})
afterEach(() => {
  stop?.()
  vi.unstubAllGlobals()
})

describe('when the session counts as ended', () => {
  it('an ended-session code while the page shows a logged-in customer', () => {
    expect(announcesSessionEnd(NOT_LOGGED_IN, customer)).toBe(true)
    expect(announcesSessionEnd('STOREFRONT__CROSS_ORIGIN', customer)).toBe(true)
  })

  it('never for a visitor who was not logged in (a guest checkout session included)', () => {
    expect(announcesSessionEnd(NOT_LOGGED_IN, base)).toBe(false)
    expect(announcesSessionEnd(NOT_LOGGED_IN, guestCheckout)).toBe(false)
  })

  it('never for another refusal or one without a code', () => {
    expect(announcesSessionEnd('SHOPPING_LIST__FORBIDDEN', customer)).toBe(false)
    expect(announcesSessionEnd(undefined, customer)).toBe(false)
  })
})

describe('the notice through the browser client', () => {
  it("a customer's wishlist add refused as logged out: one persistent danger notice, try again and the login", async () => {
    const sent = stubProxy(() => refused(NOT_LOGGED_IN))
    const page = fakePage()
    const heard = hearRefusals(customer, page)
    stop = heard.stop
    await expect(storeApiWishlist('lang').add('p1')).rejects.toMatchObject({ status: 403 })
    await vi.waitFor(() => expect(heard.heard).toHaveLength(1))

    expect(sent).toHaveLength(1)
    expect(await heard.announced[0]).toBe(true)
    const [notice] = shown(heard.store)
    expect(notice).toMatchObject({ type: 'danger', key: SESSION_END_KEY, lifetime: 'persistent' })
    expect(SESSION_END_KEY).toBe('error.403-ajax')
    expect(action(notice, 'header.login')).toEqual({
      key: 'header.login',
      href: '/en-GB/login?redirectTo=%2Farbeitsjacken%3Fp%3D2',
    })
    expect(action(notice, 'error.retry')).toBeDefined()
  })

  it('a visitor who never logged in hears nothing of an ended session', async () => {
    stubProxy(() => refused(NOT_LOGGED_IN))
    const heard = hearRefusals(base, fakePage())
    stop = heard.stop
    await expect(storeApiWishlist('lang').add('p1')).rejects.toMatchObject({ status: 403 })
    await vi.waitFor(() => expect(heard.heard).toHaveLength(1))
    expect(await heard.announced[0]).toBe(false)
    expect(shown(heard.store)).toEqual([])
  })

  it('other failures are no refusal: nothing is reported', async () => {
    stubProxy(
      () => Response.json({ errors: [{ status: '400', code: 'FRAMEWORK__INVALID_UUID' }] }, { status: 400 }),
      () => new Response(null, { status: 500 }),
    )
    const heard = hearRefusals(customer, fakePage())
    stop = heard.stop
    await expect(storeApiWishlist('lang').add('p1')).rejects.toMatchObject({ status: 400 })
    await expect(storeApiWishlist('lang').remove('p1')).rejects.toMatchObject({ status: 500 })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(heard.heard).toEqual([])
    expect(shown(heard.store)).toEqual([])
  })

  it('"Try again" sends the write once more; refused again, the notice comes back (announced anew)', async () => {
    const sent = stubProxy(
      () => refused(NOT_LOGGED_IN),
      () => refused(NOT_LOGGED_IN),
    )
    const page = fakePage('', '/arbeitsjacken', '')
    const heard = hearRefusals(customer, page)
    stop = heard.stop
    await expect(storeApiWishlist('lang').add('p1')).rejects.toMatchObject({ status: 403 })
    await vi.waitFor(() => expect(heard.heard).toHaveLength(1))
    await heard.announced[0]
    const first = shown(heard.store)[0]!
    expect(action(first, 'header.login')).toMatchObject({ href: '/login?redirectTo=%2Farbeitsjacken' })

    await tryAgain(heard.heard[0]!, page)
    await vi.waitFor(() => expect(heard.heard).toHaveLength(2))
    expect(await heard.announced[1]).toBe(true)
    expect(sent.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      'POST /store-api/customer/wishlist/add/p1',
      'POST /store-api/customer/wishlist/add/p1',
    ])
    expect(page.reloads).toBe(0)
    const again = shown(heard.store)
    expect(again).toHaveLength(1)
    expect(again[0]!.id).not.toBe(first.id)
  })

  it('"Try again" that goes through: a tagged answer refreshed the page already, any other reloads it', async () => {
    const sent = stubProxy(
      () => refused(NOT_LOGGED_IN),
      () => new Response(null, { status: 204 }),
    )
    const page = fakePage()
    const heard = hearRefusals(customer, page)
    stop = heard.stop
    await expect(storeApiWishlist('lang').add('p1')).rejects.toMatchObject({ status: 403 })
    await vi.waitFor(() => expect(heard.heard).toHaveLength(1))
    await tryAgain(heard.heard[0]!, page)
    expect(sent).toHaveLength(2)
    expect(page.reloads).toBe(1)

    const tagged: Refusal = {
      response: refused(NOT_LOGGED_IN),
      request: new Request('https://shop.test/store-api/checkout/cart/line-item', {
        method: 'POST',
        body: JSON.stringify({ items: [{ id: 'p1', referencedId: 'p1', type: 'product', quantity: 1 }] }),
      }),
      send: async (request) => {
        expect(await request.json()).toMatchObject({ items: [{ id: 'p1', quantity: 1 }] })
        return Response.json({}, { headers: { 'x-storefront-refresh': 'cart' } })
      },
    }
    await tryAgain(tagged, page)
    expect(page.reloads).toBe(1)
  })

  it('a read is not sent again: "Try again" reloads the page', async () => {
    const send = vi.fn(async () => new Response(null, { status: 204 }))
    const page = fakePage()
    const read: Refusal = {
      response: refused(NOT_LOGGED_IN),
      request: new Request('https://shop.test/store-api/customer/wishlist', { method: 'POST', body: '{}' }),
      send,
    }
    expect(repeatable(read.request)).toBe(false)
    await tryAgain(read, page)
    expect(send).not.toHaveBeenCalled()
    expect(page.reloads).toBe(1)
  })

  it('the notice\'s "Try again" button runs the repeat', async () => {
    stubProxy(
      () => refused('STOREFRONT__CROSS_ORIGIN'),
      () => new Response(null, { status: 204 }),
    )
    const page = fakePage()
    const heard = hearRefusals(customer, page)
    stop = heard.stop
    await expect(storeApiWishlist('lang').remove('p1')).rejects.toMatchObject({ status: 403 })
    await vi.waitFor(() => expect(shown(heard.store)).toHaveLength(1))
    const retry = action(shown(heard.store)[0], 'error.retry')
    if (!retry || !('run' in retry)) throw new Error('no try-again action')
    retry.run()
    await vi.waitFor(() => expect(page.reloads).toBe(1))
  })
})

describe('the login link', () => {
  it('comes back to the page below its locale prefix, in the page locale', () => {
    expect(loginHref({ prefix: '', pathname: '/arbeitsjacken', search: '' })).toBe('/login?redirectTo=%2Farbeitsjacken')
    expect(loginHref({ prefix: '/en-GB', pathname: '/en-GB/wishlist', search: '?p=1' })).toBe(
      '/en-GB/login?redirectTo=%2Fwishlist%3Fp%3D1',
    )
    expect(loginHref({ prefix: '/en-GB', pathname: '/en-GB', search: '' })).toBe('/en-GB/login?redirectTo=%2F')
  })
})
