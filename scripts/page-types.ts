/**
 * Every page type of the shop, one German page each, as the per-page budgets measure them: the JavaScript
 * of a first visit (scripts/js-budget.ts) and Lighthouse (scripts/bench-lighthouse.ts). A private page is
 * visited by a logged-in business customer with a product in the cart (`shopperWithCart`), so the cart and
 * every checkout step have something to show.
 */
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../embedded/seed/customer/customers'

export interface BudgetPage {
  name: string
  path: string
  /** Needs the shopper's session (cart, checkout, account). */
  private: boolean
  /** For the index: SEO is only judged there (private pages, search, login and register are noindex). */
  indexable: boolean
}

/** The catalog page whose first product the private pages put in the cart, and whose products the product page shows. */
export const LISTING_PATH = '/arbeitsjacken'

/** The products of the listing's first page, as its payload carries them. */
export async function listedProducts(base: string): Promise<any[]> {
  const listing = (await (await fetch(`${base}${LISTING_PATH}/_payload.json`)).json()) as any
  return listing.loaderData['catch-all'].listing.elements
}

/** A listed product's page. */
export const productPathOf = (product: { seoUrls: Array<{ seoPathInfo: string }> }) =>
  `/${product.seoUrls[0]!.seoPathInfo}`

/** The listing's first product: its id and its page. */
export async function firstListedProduct(base: string): Promise<{ id: string; path: string }> {
  const [product] = await listedProducts(base)
  return { id: product.id, path: productPathOf(product) }
}

/** The page types, German, in the order a shopper meets them. */
export function budgetPages(productPath: string): BudgetPage[] {
  const page = (name: string, path: string, indexable: boolean, isPrivate = false): BudgetPage => ({
    name,
    path,
    indexable,
    private: isPrivate,
  })
  return [
    page('home', '/', true),
    page('listing', LISTING_PATH, true),
    page('product', productPath, true),
    page('search', '/search?search=jacke', false),
    page('cms page', '/informationen/groessentabelle', true),
    page('landing page', '/aktionen/sicherheitswochen', true),
    page('lexicon', '/lexikon', true),
    page('blog', '/blog', true),
    page('cart', '/checkout/cart', false, true),
    page('checkout address', '/checkout', false, true),
    page('checkout payment', '/checkout/shipping-payment', false, true),
    page('checkout confirm', '/checkout/confirm', false, true),
    page('login', '/login', false),
    page('register', '/register', false),
    page('account', '/account', false, true),
    page('account profile', '/account/profile', false, true),
    page('account addresses', '/account/address', false, true),
    page('account orders', '/account/order', false, true),
    page('wishlist', '/wishlist', false, true),
    page('shopping lists', '/account/shopping-lists', false, true),
  ]
}

async function storeApi(base: string, path: string, body: unknown, token?: string): Promise<Response> {
  const response = await fetch(`${base}/store-api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'sw-access-key': 'page-budgets',
      ...(token ? { 'sw-context-token': token } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 300)}`)
  return response
}

/** A logged-in session of the demo business customer with `productId` in its cart: its context token. */
export async function shopperWithCart(base: string, productId: string): Promise<string> {
  const login = await storeApi(base, '/account/login', {
    username: DEMO_CUSTOMERS.business.email,
    password: DEMO_PASSWORD,
  })
  const token = login.headers.get('sw-context-token')
  if (!token) throw new Error('login answered no context token')
  await storeApi(base, '/checkout/cart/line-item', oneOf(productId), token)
  return token
}

/** The body of a cart call that adds one piece of `productId` (POST /checkout/cart/line-item). */
export const oneOf = (productId: string) => ({ items: [{ type: 'product', referencedId: productId, quantity: 1 }] })
