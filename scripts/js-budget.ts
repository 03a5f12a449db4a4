/**
 * `npx tsx scripts/js-budget.ts [--base URL]`: the JavaScript a first visit loads, per page type. Against a
 * running shop (`npm start`) it reads each page's HTML as a shopper gets it (logged in where the page
 * needs it, with a product in the cart for the cart and checkout pages), takes the files its
 * `<script type="module" src>` and `<link rel="modulepreload">` name, and prints their size compressed as
 * the edge serves them (brotli quality 11) and gzip -9, against the 100 KB brotli budget.
 * Exits 1 when a page type is over budget.
 */
import { parseArgs } from 'node:util'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { CONTEXT_TOKEN_COOKIE } from '../shared/constants'
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../embedded/seed/customer/customers'

const BUDGET_BROTLI = 100 * 1024

interface PageJs {
  files: string[]
  brotli: number
  gzip: number
}

/** The JavaScript files a page's HTML makes the browser load before it runs: the entry and its preloads. */
export function scriptFilesOf(html: string): string[] {
  const entry = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!)
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]!)
  return [...new Set([...entry, ...preloads])]
}

const compressed = new Map<string, Promise<{ brotli: number; gzip: number }>>()
function sizeOf(base: string, file: string) {
  let size = compressed.get(file)
  if (!size) {
    size = fetch(base + file).then(async (response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`)
      const bytes = Buffer.from(await response.arrayBuffer())
      return { brotli: brotliCompressSync(bytes).length, gzip: gzipSync(bytes, { level: 9 }).length }
    })
    compressed.set(file, size)
  }
  return size
}

async function pageJs(base: string, path: string, token?: string): Promise<PageJs> {
  const response = await fetch(base + path, {
    headers: { accept: 'text/html', ...(token ? { cookie: `${CONTEXT_TOKEN_COOKIE}=${token}` } : {}) },
    redirect: 'manual',
  })
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${response.headers.get('location') ?? ''}`)
  const files = scriptFilesOf(await response.text())
  const sizes = await Promise.all(files.map((file) => sizeOf(base, file)))
  return {
    files,
    brotli: sizes.reduce((sum, s) => sum + s.brotli, 0),
    gzip: sizes.reduce((sum, s) => sum + s.gzip, 0),
  }
}

async function storeApi(base: string, path: string, body: unknown, token?: string): Promise<Response> {
  const response = await fetch(`${base}/store-api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'sw-access-key': 'js-budget',
      ...(token ? { 'sw-context-token': token } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 300)}`)
  return response
}

/** A logged-in session of a demo customer with one product in its cart. */
async function shopperWithCart(base: string, email: string, productId: string): Promise<string> {
  const login = await storeApi(base, '/account/login', { username: email, password: DEMO_PASSWORD })
  const token = login.headers.get('sw-context-token')
  if (!token) throw new Error('login answered no context token')
  await storeApi(
    base,
    '/checkout/cart/line-item',
    { items: [{ type: 'product', referencedId: productId, quantity: 1 }] },
    token,
  )
  return token
}

async function main(argv: string[]) {
  const { values } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    options: { base: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? '8787'}` } },
  })
  const base = values.base.replace(/\/+$/, '')
  const listingPath = '/arbeitsjacken'
  const listing = (await (await fetch(`${base}${listingPath}/_payload.json`)).json()) as any
  const product = listing.loaderData['catch-all'].listing.elements[0]
  const business = await shopperWithCart(base, DEMO_CUSTOMERS.business.email, product.id)

  const pages: Array<[string, string, string?]> = [
    ['home', '/'],
    ['listing', listingPath],
    ['product', `/${product.seoUrls[0].seoPathInfo}`],
    ['search', '/search?search=jacke'],
    ['cms page', '/informationen/groessentabelle'],
    ['landing page', '/aktionen/sicherheitswochen'],
    ['lexicon', '/lexikon'],
    ['blog', '/blog'],
    ['cart', '/checkout/cart', business],
    ['checkout address', '/checkout', business],
    ['checkout payment', '/checkout/shipping-payment', business],
    ['checkout confirm', '/checkout/confirm', business],
    ['login', '/login'],
    ['register', '/register'],
    ['account', '/account', business],
    ['account profile', '/account/profile', business],
    ['account addresses', '/account/address', business],
    ['account orders', '/account/order', business],
    ['wishlist', '/wishlist', business],
    ['shopping lists', '/account/shopping-lists', business],
  ]
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9)
  console.log('page type           brotli      gzip  files')
  let over = 0
  for (const [name, path, token] of pages) {
    const js = await pageJs(base, path, token)
    if (js.brotli > BUDGET_BROTLI) over++
    const mark = js.brotli > BUDGET_BROTLI ? ' OVER' : ''
    console.log(`${name.padEnd(18)} ${kb(js.brotli)} ${kb(js.gzip)}  ${js.files.length}${mark}`)
    if (process.env.JS_BUDGET_FILES) console.log(`  ${js.files.join(' ')}`)
  }
  console.log(
    `\nBudget ${kb(BUDGET_BROTLI).trim()} brotli per first visit: ${over ? `${over} page type(s) over` : 'all within'}`,
  )
  process.exit(over ? 1 : 0)
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error)
  process.exit(1)
})
