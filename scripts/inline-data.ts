/**
 * Inline data per page type: the bytes of `window.__BOOT__` plus `__staticRouterHydrationData` in each
 * page's HTML, raw and brotli (budget: ≤ 20 KB raw per page type). Needs a running shop:
 * `BASE=http://127.0.0.1:8787 npx tsx scripts/inline-data.ts [--locale en-GB]`.
 */
import { brotliCompressSync } from 'node:zlib'
import { DEMO_CUSTOMERS, DEMO_PASSWORD } from '../embedded/seed/customer/customers'

const BASE = process.env.BASE ?? 'http://127.0.0.1:8787'
const locale = process.argv.includes('--locale') ? process.argv[process.argv.indexOf('--locale') + 1]! : 'de-DE'
const prefix = locale === 'de-DE' ? '' : `/${locale}`
const BROWSER = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36', origin: BASE }

/** A cookie jar of one shopper: every answer's Set-Cookie is kept for the next request. */
function shopper() {
  const jar = new Map<string, string>()
  return async (path: string, init: RequestInit = {}) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const response = await fetch(BASE + path, {
      redirect: 'manual',
      ...init,
      headers: { ...BROWSER, ...(cookie ? { cookie } : {}), ...(init.headers as Record<string, string>) },
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      jar.set(pair!.slice(0, at), pair!.slice(at + 1))
    }
    return response
  }
}

/** The inline data script's text (boot and router state). */
export function inlineData(html: string): string {
  return [...html.matchAll(/<script(?: nonce="[^"]*")?>(window\.__BOOT__[\s\S]*?)<\/script>/g)]
    .map((m) => m[1]!)
    .join('')
}

const form = (values: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(values).toString(),
})

/** A German catalog or content page's path in the measured locale (its loader's alternates). */
async function localized(germanPath: string): Promise<string> {
  const url = `${BASE}${germanPath === '/' ? '' : germanPath}/_payload.json`
  const payload = (await (await fetch(url, { headers: { accept: 'application/json' } })).json()) as any
  return payload.loaderData['catch-all'].alternates[locale]
}

async function main() {
  const guest = shopper()
  const listing = (await (
    await fetch(`${BASE}/arbeitsjacken/_payload.json`, { headers: { accept: 'application/json' } })
  ).json()) as any
  const product = listing.loaderData['catch-all'].listing.elements[0]
  const pages: Array<[string, string, ReturnType<typeof shopper>]> = [
    ['home', `${prefix}/`, guest],
    ['listing', await localized('/arbeitsjacken'), guest],
    ['product', await localized(`/${product.seoUrls[0].seoPathInfo}`), guest],
    ['search', `${prefix}/search?search=jacke`, guest],
    ['CMS page', await localized('/aktionen/sicherheitswochen'), guest],
    ['lexicon', await localized('/lexikon'), guest],
    ['blog', await localized('/blog'), guest],
    ['login', `${prefix}/login`, guest],
    ['register', `${prefix}/register`, guest],
  ]
  const customer = shopper()
  await customer(
    `${prefix}/login`,
    form({ email: DEMO_CUSTOMERS.private.email, password: DEMO_PASSWORD, redirectTo: '/account' }),
  )
  await customer('/store-api/checkout/cart/line-item', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ items: [{ type: 'product', referencedId: product.id, quantity: 1 }] }),
  })
  pages.push(
    ['cart', `${prefix}/checkout/cart`, customer],
    ['checkout address', `${prefix}/checkout`, customer],
    ['account overview', `${prefix}/account`, customer],
  )
  console.log('page               status   raw bytes   brotli bytes')
  for (const [name, path, get] of pages) {
    const response = await get(path)
    const data = inlineData(await response.text())
    const brotli = brotliCompressSync(Buffer.from(data)).length
    console.log(
      `${name.padEnd(18)} ${String(response.status).padStart(6)} ${String(Buffer.byteLength(data)).padStart(11)} ${String(brotli).padStart(14)}`,
    )
  }
}

await main()
