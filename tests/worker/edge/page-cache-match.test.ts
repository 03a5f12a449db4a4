/**
 * Which pages the edge cache may keep (worker/page-cache): its own patterns of the route table against
 * react-router's ranked match over the same table, for every page of the table and the paths around them.
 */
import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '../../../shared/constants'
import { localePrefix } from '../../../shared/locale'
import { PAGES } from '../../../client/routes/table'
import { isSharedPage } from '../../../worker/page-cache'
import { serverRoutes } from '../../../worker/ssr/loaders'

const ID = '0123456789abcdef0123456789abcdef'

/** What the router says: the deepest matched route's `shared` flag. */
function routerSays(pathname: string): boolean {
  const locale = LOCALES.find((l) => l !== 'de-DE' && (pathname === `/${l}` || pathname.startsWith(`/${l}/`)))
  const page = matchRoutes(serverRoutes, pathname, (locale && localePrefix(locale)) || '/')?.at(-1)?.route.id
  return PAGES.some((entry) => entry.id === page && entry.shared === true)
}

const tablePaths = PAGES.filter((page) => page.path !== '*').map(
  (page) => `/${(page.path ?? '').replace(/:[^/]+/g, ID)}`,
)
const around = tablePaths.flatMap((path) => [
  path,
  `${path}/`.replace('//', '/'),
  path.toUpperCase(),
  `${path}/more`.replace('//', '/'),
  path.split('/').slice(0, -1).join('/') || '/',
])
const seoPaths = [
  '/arbeitsjacken',
  '/arbeitsjacken/winterjacken',
  '/softshelljacke-nordkap-sw10001',
  '/x/y/z',
  '/%C3%BCber-uns',
]
const paths = [...new Set([...around, ...seoPaths])].flatMap((path) => [
  path,
  ...LOCALES.filter((l) => l !== 'de-DE').map((l) => `/${l}${path === '/' ? '' : path}`),
])

describe('shared pages', () => {
  it.each(paths)('%s: as the route table says', (path) => {
    expect(isSharedPage(path)).toBe(routerSays(path))
  })

  it('keeps catalog, content and search pages, never a shopper’s', () => {
    expect(isSharedPage('/')).toBe(true)
    expect(isSharedPage('/en-GB')).toBe(true)
    expect(isSharedPage('/softshelljacke-nordkap-sw10001')).toBe(true)
    expect(isSharedPage(`/en-GB/detail/${ID}`)).toBe(true)
    expect(isSharedPage('/checkout/cart')).toBe(false)
    expect(isSharedPage('/en-GB/account/order')).toBe(false)
    expect(isSharedPage('/wishlist')).toBe(false)
    expect(isSharedPage('/search')).toBe(true)
    expect(isSharedPage('/en-GB/search')).toBe(true)
  })
})
