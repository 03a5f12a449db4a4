/** The route table is the one registry: views and worker loaders follow it by convention, and a slip fails here. */
import { describe, expect, it } from 'vitest'
import { PAGES, postsPayload } from '../../../client/routes/table'
import { ENTITY_VIEWS, loadView, viewFiles, viewModule, viewOfFile } from '../../../client/routes/views'
import {
  collectActions,
  collectLoaders,
  serverRoutes,
  WORKER_ACTIONS,
  WORKER_LOADED,
} from '../../../worker/ssr/loaders'

describe('route table', () => {
  it('finds a page module for every view the table and the entity page name, and no other', () => {
    const named = new Set([...PAGES.flatMap((page) => (page.view ? [page.view] : [])), ...ENTITY_VIEWS])
    expect(viewFiles().map(viewOfFile).sort()).toEqual([...named].sort())
  })

  it('names each view by its Vite manifest key: its own folder, or a file in its area', () => {
    expect(viewModule('category')).toBe('client/routes/category/page.tsx')
    expect(viewModule('account/profile')).toBe('client/routes/account/profile.page.tsx')
    expect(viewOfFile('./account/profile.page.tsx')).toBe('account/profile')
    expect(viewOfFile('./cart/page.tsx')).toBe('cart')
  })

  it('refuses a view without a page module', async () => {
    await expect(loadView('account/nothing')).rejects.toThrow('No view account/nothing')
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
