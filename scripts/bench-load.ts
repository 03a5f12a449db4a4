/**
 * The mixed-traffic section of `npm run bench` (decision 030): browsing (home, listing, product, a page
 * payload, suggestions) and cart traffic (add, read, remove through /store-api) at once, each of the
 * connections with its own guest session. Loopback only; prints requests, errors, p50/p99 and req/s.
 * BENCH_LOAD_SECONDS sets the length (default 60), BENCH_LOAD_CONNECTIONS the connections (default 50).
 */
import autocannon from 'autocannon'
import { LANGUAGE_IDS } from '../shared/constants'
import { SUGGEST_PATH } from '../worker/ssr/suggest'

/** What a connection keeps between its requests: its session cookie. */
type Session = { cookie?: string }

export interface LoadPages {
  listingPath: string
  productPath: string
  productId: string
}

export async function benchLoad(base: string, pages: LoadPages): Promise<void> {
  if (new URL(base).hostname !== '127.0.0.1') throw new Error('the load runs against loopback only')
  const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60)
  const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50)
  const browser = {
    'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36',
    'accept-language': 'de-DE',
    origin: base,
  }
  const json = { ...browser, 'content-type': 'application/json' }
  const item = { type: 'product', id: pages.productId, referencedId: pages.productId, quantity: 1 }
  const requests: autocannon.Request[] = [
    // The connection's own session, started as a browser's first write starts it: its answer sets the
    // cookie the rest send (a read's token is nobody's session: decision 055).
    {
      method: 'PATCH',
      path: '/store-api/context',
      headers: json,
      body: JSON.stringify({ languageId: LANGUAGE_IDS['de-DE'] }),
      onResponse: (_status, _body, context, headers) => {
        const session = context as Session
        const set = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'set-cookie')?.[1]
        const token = [set ?? []].flat().find((c) => String(c).startsWith('sw-context-token='))
        if (token && !session.cookie) session.cookie = String(token).split(';')[0]
      },
    },
    { method: 'GET', path: '/' },
    { method: 'GET', path: pages.listingPath },
    { method: 'GET', path: pages.productPath },
    {
      method: 'POST',
      path: '/store-api/checkout/cart/line-item',
      body: JSON.stringify({ items: [item] }),
      headers: json,
    },
    { method: 'GET', path: '/checkout/cart' },
    { method: 'GET', path: `${pages.listingPath}/_payload.json?p=2` },
    { method: 'GET', path: `${SUGGEST_PATH}?search=jacke` },
    {
      method: 'POST',
      path: '/store-api/checkout/cart/line-item/delete',
      body: JSON.stringify({ ids: [pages.productId] }),
      headers: json,
    },
  ]
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: browser,
    requests: requests.map((request) => ({
      ...request,
      setupRequest: (req, context) => {
        const { cookie } = context as Session
        return { ...req, headers: { ...browser, ...req.headers, cookie: `locale=de-DE${cookie ? `; ${cookie}` : ''}` } }
      },
    })),
  })
  const { latency } = result
  console.log(
    `\nMixed browsing and cart traffic on loopback (${connections} connections, ${seconds} s, ${requests.length} requests per round)\n`,
  )
  // errors: failed connections and answers later than autocannon's 10 s timeout (counted in `timeouts` too).
  console.log('requests   req/s   errors   timeouts   non-2xx   p50 ms   p99 ms')
  console.log(
    `${String(result.requests.total).padStart(8)} ${result.requests.average.toFixed(0).padStart(7)} ${String(result.errors).padStart(8)} ${String(result.timeouts).padStart(10)} ${String(result.non2xx).padStart(9)} ${String(latency.p50).padStart(8)} ${String(latency.p99).padStart(8)}`,
  )
}
