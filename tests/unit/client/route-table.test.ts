/** The route table is the one registry: views and worker loaders follow it by convention, and a slip fails here. */
import { describe, expect, it } from 'vitest'
import { PAGES, postsPayload } from '../../../client/routes/table'
import { loadView, VIEWS, viewFiles, viewModule } from '../../../client/routes/views'
import {
  collectActions,
  collectLoaders,
  serverRoutes,
  WORKER_ACTIONS,
  WORKER_LOADED,
} from '../../../worker/ssr/loaders'

describe('route table', () => {
  it('finds one page.tsx per on-demand view, and no other', () => {
    expect(viewFiles().sort()).toEqual(VIEWS.map((view) => `./${view}/page.tsx`).sort())
  })

  it('names each view by its Vite manifest key', () => {
    expect(viewModule('category')).toBe('client/routes/category/page.tsx')
  })

  it('loads every view a page names', async () => {
    for (const view of PAGES.flatMap((page) => (page.view ? [page.view] : []))) {
      expect(typeof (await loadView(view))).toBe('function')
    }
  })

  it('gives the worker a loader for the root and every server-loaded page', () => {
    const pages = serverRoutes[0]!.children![0]!.children!
    expect(serverRoutes[0]!.loader).toBeTypeOf('function')
    for (const page of pages) {
      expect(typeof page.loader === 'function', page.id).toBe(WORKER_LOADED.includes(page.id as never))
    }
  })

  it('refuses a route without its loader, a loader without its route, and two loaders for one route', () => {
    const loader = () => null
    const all = Object.fromEntries(WORKER_LOADED.map((id) => [id, loader]))
    expect(() => collectLoaders({ a: all })).not.toThrow()
    expect(() => collectLoaders({ a: { ...all, home: undefined } })).toThrow(/home/)
    expect(() => collectLoaders({ a: { ...all, cart: loader } })).toThrow(/no route cart/)
    expect(() => collectLoaders({ a: all, b: { home: loader } })).toThrow(/second loader for route home/)
  })

  it('gives the worker an action for every form page, and only for those', () => {
    const pages = serverRoutes[0]!.children![0]!.children!
    expect(WORKER_ACTIONS).toContain('login')
    for (const page of pages) {
      expect(typeof page.action === 'function', page.id).toBe(WORKER_ACTIONS.includes(page.id as never))
    }
    const action = () => null
    const all = Object.fromEntries(WORKER_ACTIONS.map((id) => [id, action]))
    expect(() => collectActions({ a: all })).not.toThrow()
    expect(() => collectActions({ a: { ...all, login: undefined } })).toThrow(/login/)
    expect(() => collectActions({ a: { ...all, home: action } })).toThrow(/no route home runs its action/)
    expect(() => collectActions({ a: all, b: { login: action } })).toThrow(/second action for route login/)
  })

  it('gives the browser a payload action for form pages, but not the cart, whose view changes the cart itself', () => {
    expect(postsPayload('login')).toBe(true)
    expect(postsPayload('checkout-confirm')).toBe(true)
    // The cart's forms are real POSTs before hydration only: its action still runs on the worker.
    expect(postsPayload('cart')).toBe(false)
    expect(WORKER_ACTIONS).toContain('cart')
  })
})
