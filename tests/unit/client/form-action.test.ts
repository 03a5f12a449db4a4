/** The browser's form action: one POST to the page payload, its redirect, its data, and the session change it announces. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router'
import { payloadAction, payloadLoader, withoutBasename } from '../../../client/payload'
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

describe('withoutBasename', () => {
  it('takes the locale prefix off, and only a whole prefix', () => {
    expect(withoutBasename('/en-GB/account', '/en-GB')).toBe('/account')
    expect(withoutBasename('/en-GB', '/en-GB')).toBe('/')
    expect(withoutBasename('/en-GB?x=1', '/en-GB')).toBe('/?x=1')
    expect(withoutBasename('/en-GBx', '/en-GB')).toBe('/en-GBx')
    expect(withoutBasename('/account', '/')).toBe('/account')
  })
})
