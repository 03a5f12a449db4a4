/**
 * The page types the bench measures: one German page of each, the shopper sessions the private
 * ones need (a guest with an item in the cart, a logged-in customer, both made through the shop's own
 * /store-api as a browser makes them), the English twins of the catalog pages, and further distinct pages
 * of each type for first-request (uncached) samples.
 */
import { LANGUAGE_IDS } from '../shared/constants'
import { timedGet } from './bench-http'
import { LISTING_PATH, listedProducts, productPathOf } from './page-types'

export interface PageType {
  name: string
  path: string
  /** The session cookie a private page needs (`sw-context-token=…`). */
  cookie?: string
  /** Whether the page is for the index: SEO is only judged there (cart, checkout, search, login are noindex). */
  indexable: boolean
  /** Distinct pages of the same type (this one first), for samples that are each a page's first request. */
  variants: string[]
}

export interface BenchPages {
  types: PageType[]
  productId: string
  /** The product's name as its page's <h1> shows it. */
  productName: string
  listingPath: string
  productPath: string
}

const CUSTOMER = { username: 'privat@example.com', password: 'shopware123' }
const SEARCH_TERMS = ['jacke', 'hose', 'schuh', 'handschuh', 'helm', 'weste', 'shirt', 'socken', 'brille', 'kappe']

/** POSTs to the shop's /store-api as its pages do (cookie session); answers the session cookie after the call. */
async function storeApiPost(base: string, path: string, body: unknown, cookie: string): Promise<string> {
  const response = await fetch(`${base}/store-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 300)}`)
  return sessionCookieOf(response) ?? cookie
}

function sessionCookieOf(response: Response): string | undefined {
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith('sw-context-token='))
    ?.split(';')[0]
}

/** A new session, as a browser's first write starts one (a read's token is nobody's session: decision 055). */
async function newSession(base: string): Promise<string> {
  const started = await fetch(`${base}/store-api/context`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ languageId: LANGUAGE_IDS['de-DE'] }),
  })
  const cookie = sessionCookieOf(started)
  if (!cookie) throw new Error(`PATCH /store-api/context set no session cookie (${started.status})`)
  return cookie
}

/** A guest session with one `productId` in the cart: the cart and the checkout's address step have something to show. */
export async function guestWithCart(base: string, productId: string): Promise<string> {
  const item = { type: 'product', id: productId, referencedId: productId, quantity: 1 }
  return storeApiPost(base, '/checkout/cart/line-item', { items: [item] }, await newSession(base))
}

/** A session of the seed's private customer, logged in. */
export async function customerSession(base: string): Promise<string> {
  return storeApiPost(base, '/account/login', CUSTOMER, await newSession(base))
}

/** The paths in one of the shop's sitemap files, e.g. `products` of de-DE. */
export async function sitemapPaths(base: string, kind: string, locale: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap/${locale}/${kind}-1.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
}

/** A page's twin in another locale, by its hreflang alternate link; null when it has none. */
export async function twinOf(base: string, path: string, locale: string, cookie?: string): Promise<string | null> {
  const { body } = await timedGet(base + path, [], cookie)
  const link = new RegExp(`<link rel="alternate" hrefLang="${locale}" href="([^"]+)"`).exec(body)
  return link ? new URL(link[1]!).pathname : null
}

const bothLocales = async (base: string, kind: string) =>
  [...(await sitemapPaths(base, kind, 'de-DE')), ...(await sitemapPaths(base, kind, 'en-GB'))].filter(
    (path) => path !== '/' && path !== '/en-GB',
  )

/** The page types, German, with their sessions and distinct variants. */
export async function benchPages(base: string): Promise<BenchPages> {
  const listingPath = LISTING_PATH
  const [product, inCart] = await listedProducts(base)
  const productPath = productPathOf(product)
  // Another product than the one the order bench buys, so the cart still holds what is in stock at the end.
  const [cart, account] = [await guestWithCart(base, inCart.id), await customerSession(base)]
  const products = await bothLocales(base, 'products')
  const listings = await bothLocales(base, 'categories')
  const cms = await bothLocales(base, 'landing-pages')
  const first = (path: string, rest: string[]) => [path, ...rest.filter((p) => p !== path)]
  const page = (name: string, path: string, indexable: boolean, extra: Partial<PageType> = {}): PageType => ({
    name,
    path,
    indexable,
    variants: [path],
    ...extra,
  })
  const types: PageType[] = [
    page('home', '/', true, { variants: ['/', '/en-GB'] }),
    page('listing', listingPath, true, { variants: first(listingPath, listings) }),
    page('product', productPath, true, { variants: first(productPath, products) }),
    page('search', `/search?search=${SEARCH_TERMS[0]}`, false, {
      variants: SEARCH_TERMS.map((term) => `/search?search=${term}`),
    }),
    page('CMS page', cms[0]!, true, { variants: cms }),
    page('cart', '/checkout/cart', false, { cookie: cart }),
    page('checkout address', '/checkout', false, { cookie: cart }),
    page('login', '/login', false),
    page('register', '/register', false),
    page('account overview', '/account', false, { cookie: account }),
  ]
  return {
    types,
    productId: product.id,
    productName: product.translated?.name ?? product.name,
    listingPath,
    productPath,
  }
}
