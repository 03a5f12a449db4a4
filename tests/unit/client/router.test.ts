/**
 * The browser's data router (client/router.ts) on a window of its own: hydration, navigations and what
 * they load, submissions, redirects, route errors, fetchers, Back, and scroll positions per entry.
 */
import { data, isRouteErrorResponse, redirect, redirectDocument, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { createLeanRouter } from '../../../client/router'

/** A window with a history of its own: entries, pushState/replaceState, go() firing popstate. */
function fakeWindow(href: string) {
  const entries: Array<{ url: string; state: unknown }> = [{ url: href, state: null }]
  let index = 0
  const popListeners = new Set<() => void>()
  const documentLoads: string[] = []
  let replaced = 0
  const current = () => new URL(entries[index]!.url)
  const win = {
    get location() {
      const url = current()
      return {
        origin: url.origin,
        href: url.href,
        pathname: url.pathname,
        search: url.search,
        hash: url.hash,
        assign: (to: string) => documentLoads.push(`assign ${to}`),
        replace: (to: string) => documentLoads.push(`replace ${to}`),
      }
    },
    history: {
      get state() {
        return entries[index]!.state
      },
      pushState(state: unknown, _title: string, to: string) {
        entries.splice(index + 1)
        entries.push({ url: new URL(to, current()).href, state })
        index++
      },
      replaceState(state: unknown, _title: string, to?: string) {
        replaced++
        entries[index] = { url: to ? new URL(to, current()).href : entries[index]!.url, state }
      },
      go(delta: number) {
        index += delta
        for (const listener of popListeners) listener()
      },
    },
    addEventListener: (_type: string, listener: () => void) => popListeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => popListeners.delete(listener),
  }
  return {
    window: win as unknown as Window,
    entries: () => entries.map((e) => new URL(e.url).pathname),
    documentLoads,
    replaced: () => replaced,
  }
}

const Boundary = () => null

function shop(start = 'https://shop.test/en-GB/detail/1') {
  const calls: string[] = []
  let rootStale = false
  const gates = new Map<string, Promise<void>>()
  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      ErrorBoundary: Boundary,
      loader: () => {
        calls.push('root')
        return { header: 'fresh' }
      },
      shouldRevalidate: () => rootStale,
      children: [
        {
          id: 'pages',
          ErrorBoundary: Boundary,
          children: [
            {
              id: 'product',
              path: 'detail/:id',
              loader: async ({ request, params }) => {
                calls.push(`product ${params.id} ${new URL(request.url).pathname}${new URL(request.url).search}`)
                await gates.get(params.id!)
                if (request.signal.aborted) calls.push(`aborted ${params.id}`)
                return { id: params.id }
              },
            },
            {
              id: 'login',
              path: 'login',
              loader: () => ({ page: 'login' }),
              action: async ({ request }) => {
                const form = await request.formData()
                calls.push(`login ${request.method} ${form.get('email')}`)
                if (form.get('password') !== 'secret') return data({ error: 'wrong' }, { status: 400 })
                rootStale = true
                throw redirect('/account')
              },
            },
            { id: 'account', path: 'account', loader: () => ({ page: 'account' }) },
            {
              id: 'gone',
              path: 'gone',
              loader: () => {
                throw data({ message: 'not found' }, { status: 404, statusText: 'Not Found' })
              },
            },
            {
              id: 'elsewhere',
              path: 'elsewhere',
              loader: () => {
                throw redirectDocument('/de-DE/anderswo')
              },
            },
            {
              id: 'logout',
              path: 'account/logout',
              action: async ({ request }) => {
                calls.push(`logout ${request.headers.get('content-type')} [${[...(await request.formData()).keys()]}]`)
                throw redirect('/')
              },
            },
            {
              id: 'newsletter',
              path: 'newsletter',
              action: async ({ request }) => ({ subscribed: (await request.formData()).get('email') }),
            },
          ],
        },
      ],
    },
  ]
  const browser = fakeWindow(start)
  const router = createLeanRouter(routes, {
    basename: '/en-GB',
    hydrationData: { loaderData: { root: { header: 'hydrated' }, product: { id: '1' } } },
    window: browser.window,
  })
  return { router, calls, browser, gates, stale: () => rootStale }
}

const form = (fields: Record<string, string>) => {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return body
}

describe('the lean data router', () => {
  it('starts from the hydration data, its route errors revived', () => {
    const { router } = shop()
    expect(router.state.loaderData).toEqual({ root: { header: 'hydrated' }, product: { id: '1' } })
    expect(router.state.matches.map((m) => m.route.id)).toEqual(['root', 'pages', 'product'])
    expect(router.state.navigation.state).toBe('idle')

    const browser = fakeWindow('https://shop.test/en-GB/gone')
    const failed = createLeanRouter([{ id: 'root', path: '/', children: [{ id: 'gone', path: 'gone' }] }], {
      basename: '/en-GB',
      hydrationData: {
        loaderData: {},
        errors: { root: { __type: 'RouteErrorResponse', status: 404, statusText: 'Not Found', data: 'gone' } },
      },
      window: browser.window,
    })
    const error = failed.state.errors?.root
    expect(isRouteErrorResponse(error) && error.status).toBe(404)
  })

  it('navigates with one loader run below the locale prefix, the root left alone, the entry pushed', async () => {
    const { router, calls, browser } = shop()
    const states: string[] = []
    router.subscribe((state) => states.push(state.navigation.state))
    await router.navigate('/detail/2?o=red')
    expect(calls).toEqual(['product 2 /en-GB/detail/2?o=red'])
    expect(router.state.loaderData).toEqual({ root: { header: 'hydrated' }, product: { id: '2' } })
    expect(router.state.location.pathname).toBe('/en-GB/detail/2')
    expect(router.state.historyAction).toBe('PUSH')
    expect(browser.entries()).toEqual(['/en-GB/detail/1', '/en-GB/detail/2'])
    expect(states).toEqual(['loading', 'idle'])
    // A relative link resolves against the page it is on.
    await router.navigate('?o=blue')
    expect(calls.at(-1)).toBe('product 2 /en-GB/detail/2?o=blue')
  })

  it('a newer navigation aborts the one in flight, which never shows', async () => {
    const { router, calls, gates } = shop()
    let open!: () => void
    gates.set('slow', new Promise((resolve) => (open = resolve)))
    const slow = router.navigate('/detail/slow')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toEqual(['product slow /en-GB/detail/slow'])
    await router.navigate('/detail/3')
    open()
    await slow
    expect(calls).toContain('aborted slow')
    expect(router.state.loaderData.product).toEqual({ id: '3' })
    expect(router.state.location.pathname).toBe('/en-GB/detail/3')
  })

  it('a submission runs the action; a 400 shows its data without reloading the page, a redirect goes on', async () => {
    const { router, calls, browser } = shop('https://shop.test/en-GB/login')
    await router.navigate('/login', { formMethod: 'post', formData: form({ email: 'a@b.c', password: 'no' }) })
    expect(calls).toEqual(['login POST a@b.c'])
    expect(router.state.actionData).toEqual({ login: { error: 'wrong' } })
    // Posted to the page it is on: the entry is replaced, not added.
    expect(browser.entries()).toEqual(['/en-GB/login'])

    await router.navigate('/login', { formMethod: 'post', formData: form({ email: 'a@b.c', password: 'secret' }) })
    expect(router.state.location.pathname).toBe('/en-GB/account')
    expect(router.state.loaderData.account).toEqual({ page: 'account' })
    // The session changed: the root's shouldRevalidate asked for its data again.
    expect(calls).toContain('root')
    expect(router.state.loaderData.root).toEqual({ header: 'fresh' })
    expect(router.state.actionData).toBeNull()
    expect(browser.entries()).toEqual(['/en-GB/login', '/en-GB/account'])
  })

  it('a form without fields posts URL-encoded, as the browser would', async () => {
    const { router, calls } = shop()
    await router.navigate('/account/logout', { formMethod: 'post', formData: new FormData() })
    expect(calls).toEqual(['logout application/x-www-form-urlencoded;charset=UTF-8 []'])
    expect(router.state.location.pathname).toBe('/en-GB')
  })

  it("shows each route's ErrorBoundary as its error element", () => {
    const { router } = shop()
    const boundaries = router.state.matches.map((m) => [m.route.id, !!m.route.errorElement, m.route.hasErrorBoundary])
    expect(boundaries).toEqual([
      ['root', true, true],
      ['pages', true, true],
      ['product', false, false],
    ])
  })

  it('a thrown 404 shows at the nearest error boundary; redirectDocument loads a document', async () => {
    const { router, browser } = shop()
    await router.navigate('/gone')
    const error = router.state.errors?.pages
    expect(isRouteErrorResponse(error) && [error.status, error.data]).toEqual([404, { message: 'not found' }])
    expect(router.state.loaderData.root).toEqual({ header: 'hydrated' })
    await router.navigate('/detail/4')
    expect(router.state.errors).toBeNull()

    void router.navigate('/elsewhere')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(browser.documentLoads).toEqual(['assign https://shop.test/de-DE/anderswo'])
  })

  it("a fetcher submits to a route's action and keeps its answer; the page stays", async () => {
    const { router } = shop()
    const seen: string[] = []
    router.subscribe((state) => seen.push(state.fetchers.get('news')?.state ?? 'none'))
    await router.fetch('news', 'product', '/newsletter', { formMethod: 'post', formData: form({ email: 'x@y.z' }) })
    expect(router.state.fetchers.get('news')).toMatchObject({ state: 'idle', data: { subscribed: 'x@y.z' } })
    expect(seen[0]).toBe('submitting')
    expect(router.state.location.pathname).toBe('/en-GB/detail/1')
  })

  it('Back loads the page again without a new entry, and restores where the shopper was', async () => {
    const { router, calls, browser } = shop()
    const positions: Record<string, number> = {}
    let y = 640
    router.enableScrollRestoration(positions, () => y)
    await router.navigate('/detail/5')
    expect(router.state.restoreScrollPosition).toBeNull()
    y = 0
    browser.window.history.go(-1)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(router.state.location.pathname).toBe('/en-GB/detail/1')
    expect(router.state.historyAction).toBe('POP')
    expect(calls.at(-1)).toBe('product 1 /en-GB/detail/1')
    expect(router.state.restoreScrollPosition).toBe(640)
    expect(browser.entries()).toEqual(['/en-GB/detail/1', '/en-GB/detail/5'])
  })

  it('gives an entry a document load made a key of its own, in one replaceState; a kept key stays', () => {
    const keyOf = (browser: ReturnType<typeof fakeWindow>) =>
      (browser.window.history.state as { key?: string; idx?: number } | null) ?? {}
    const routes: RouteObject[] = [{ id: 'root', path: '/' }]
    const hydrationData = { loaderData: {} }
    const first = fakeWindow('https://shop.test/')
    const firstRouter = createLeanRouter(routes, { hydrationData, window: first.window })
    const second = fakeWindow('https://shop.test/')
    const secondRouter = createLeanRouter(routes, { hydrationData, window: second.window })
    // Two pages opened as documents: each its own key (React Router would name both "default", and scroll
    // positions kept by key would be shared), written once with the history's index.
    expect(firstRouter.state.location.key).not.toBe('default')
    expect(firstRouter.state.location.key).not.toBe(secondRouter.state.location.key)
    expect(keyOf(first)).toEqual({ key: firstRouter.state.location.key, idx: 0 })
    expect(first.replaced()).toBe(1)
    // A reload of an entry keeps its key (and with it its scroll position), and writes nothing.
    const reloaded = fakeWindow('https://shop.test/')
    reloaded.window.history.replaceState({ usr: null, key: 'kept1234', idx: 3 }, '')
    const reloadedRouter = createLeanRouter(routes, { hydrationData, window: reloaded.window })
    expect(reloadedRouter.state.location.key).toBe('kept1234')
    expect(reloaded.replaced()).toBe(1)
  })

  it('revalidates the page in place', async () => {
    const { router, calls } = shop()
    const states: string[] = []
    router.subscribe((state) => states.push(state.revalidation))
    await router.revalidate()
    expect(calls).toEqual(['product 1 /en-GB/detail/1'])
    expect(states).toEqual(['loading', 'idle'])
    expect(router.state.restoreScrollPosition).toBe(false)
  })
})
