/** The browser's form action: one POST to the page payload, its redirect, its data, and the session change it announces. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'
import { followRedirect, payloadAction, payloadLoader, withoutBasename } from '../../../client/payload'
import { rootDataReloaded, rootDataStale } from '../../../client/state/session'

afterEach(() => {
  vi.unstubAllGlobals()
  rootDataReloaded()
})

const page = 'https://shop.test/en-GB/login?redirectTo=%2Faccount'
function post(fields: Record<string, string>) {
  const request = new Request(page, { method: 'POST', body: new URLSearchParams(fields) })
  return { request, params: {}, context: {} } as unknown as ActionFunctionArgs
}

function stubFetch(answer: unknown, status = 200) {
  const calls: Array<{ url: string; method?: string; body: unknown }> = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, body: init.body })
      return Response.json(answer, { status })
    }),
  )
  return calls
}

describe('payloadAction', () => {
  it('posts the form to the payload URL and follows the redirect below the locale prefix, marking the session changed', async () => {
    const calls = stubFetch({ redirect: '/en-GB/account', session: true })
    const thrown = await Promise.resolve(payloadAction('/en-GB')(post({ email: 'a@b.de', password: 'x' }))).catch(
      (e: unknown) => e,
    )
    expect(calls).toHaveLength(1)
    expect(calls[0]!.url).toBe('/en-GB/login/_payload.json?redirectTo=%2Faccount')
    expect(calls[0]!.method).toBe('POST')
    expect((calls[0]!.body as FormData).get('email')).toBe('a@b.de')
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('location')).toBe('/account')
    expect(rootDataStale()).toBe(true)
  })

  it('returns the action data with its status, and serves the loaders after it from the same answer', async () => {
    const answer = {
      actionData: {
        login: { errors: { fields: {}, form: { key: 'auth.badCredentials' } }, values: { email: 'a@b.de' } },
      },
      loaderData: { root: { languageId: 'en' }, login: { redirectTo: '/account' } },
      errors: null,
      status: 400,
    }
    const calls = stubFetch(answer, 400)
    const result = (await payloadAction('/en-GB')(post({ email: 'a@b.de', password: 'x' }))) as {
      data: unknown
      init: { status: number }
    }
    expect(result.data).toEqual(answer.actionData.login)
    expect(result.init.status).toBe(400)
    expect(rootDataStale()).toBe(false)
    const loaderArgs = { request: new Request(page), params: {}, context: {} } as unknown as LoaderFunctionArgs
    expect(await payloadLoader('login')(loaderArgs)).toEqual({ redirectTo: '/account' })
    expect(calls).toHaveLength(1)
  })
})

describe('payloadLoader redirect', () => {
  const loaderArgs = (url: string) =>
    ({ request: new Request(url), params: {}, context: {} }) as unknown as LoaderFunctionArgs

  it("follows requireLogin's redirect as a client navigation below the locale prefix, no document load", async () => {
    stubFetch({ redirect: '/en-GB/login?redirectTo=%2Faccount' })
    const thrown = await Promise.resolve(
      payloadLoader('account', '/en-GB')(loaderArgs('https://shop.test/en-GB/account')),
    ).catch((e: unknown) => e)
    expect((thrown as Response).status).toBe(302)
    expect((thrown as Response).headers.get('location')).toBe('/login?redirectTo=%2Faccount')
    expect((thrown as Response).headers.get('X-Remix-Reload-Document')).toBeNull()
    expect(rootDataStale()).toBe(false)
  })

  it('marks the header data stale when the redirect renewed the session', async () => {
    stubFetch({ redirect: '/login?redirectTo=%2Faccount', session: true })
    const thrown = await Promise.resolve(payloadLoader('account')(loaderArgs('https://shop.test/account'))).catch(
      (e: unknown) => e,
    )
    expect((thrown as Response).headers.get('location')).toBe('/login?redirectTo=%2Faccount')
    expect(rootDataStale()).toBe(true)
  })
})

describe('followRedirect', () => {
  const reloads = (response: Response) => response.headers.get('X-Remix-Reload-Document') === 'true'

  it('stays in the router for a page of the same origin and locale', () => {
    const german = followRedirect('/login?redirectTo=%2Faccount', 'https://shop.test/account', '/')
    expect([german.headers.get('location'), reloads(german)]).toEqual(['/login?redirectTo=%2Faccount', false])
    const absolute = followRedirect('https://shop.test/en-GB/login#top', 'https://shop.test/en-GB/account', '/en-GB')
    expect([absolute.headers.get('location'), reloads(absolute)]).toEqual(['/login#top', false])
  })

  it('loads the document for another origin or another locale (another router)', () => {
    const elsewhere = followRedirect('https://pay.example.com/checkout', 'https://shop.test/account', '/')
    expect([elsewhere.headers.get('location'), reloads(elsewhere)]).toEqual(['https://pay.example.com/checkout', true])
    const english = followRedirect('/en-GB/login', 'https://shop.test/account', '/')
    expect([english.headers.get('location'), reloads(english)]).toEqual(['https://shop.test/en-GB/login', true])
    const german = followRedirect('/login', 'https://shop.test/en-GB/account', '/en-GB')
    expect([german.headers.get('location'), reloads(german)]).toEqual(['https://shop.test/login', true])
  })

  it("loads the document for a path the worker answers itself (the payment provider's page)", () => {
    const provider = followRedirect('https://shop.test/payment-provider/t0k', 'https://shop.test/checkout', '/')
    expect([provider.headers.get('location'), reloads(provider)]).toEqual([
      'https://shop.test/payment-provider/t0k',
      true,
    ])
  })
})

describe('withoutBasename', () => {
  it('takes the locale prefix off, and only a whole prefix', () => {
    expect(withoutBasename('/en-GB/account', '/en-GB')).toBe('/account')
    expect(withoutBasename('/en-GB', '/en-GB')).toBe('/')
    expect(withoutBasename('/en-GB?x=1', '/en-GB')).toBe('/?x=1')
    expect(withoutBasename('/en-GBx', '/en-GB')).toBe('/en-GBx')
    expect(withoutBasename('/account', '/')).toBe('/account')
  })
})
