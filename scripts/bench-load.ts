/**
 * The mixed-traffic section of `npm run bench` (decision 030): browsing (home, listing, product, search,
 * a page payload, suggestions) and cart traffic (add, read, remove through /store-api) at once, each of the
 * connections with its own guest session. Loopback only; prints requests, errors, p50/p99 and req/s, in all and per
 * kind of request.
 * BENCH_LOAD_SECONDS sets the length (default 60), BENCH_LOAD_CONNECTIONS the connections (default 50).
 */
import autocannon from 'autocannon'
import { LANGUAGE_IDS } from '../shared/constants'
import { SUGGEST_PATH } from '../worker/ssr/suggest'
import { percentile } from './bench-stats'

/** What a connection keeps between its requests: its session cookie, when its current request left. */
type Session = { cookie?: string; sent?: number }

/** One request of a connection's round, named by what the shopper does. */
interface LoadRequest {
  kind: string
  method: 'GET' | 'POST' | 'PATCH'
  path: string
  headers?: Record<string, string>
  body?: string
  onResponse?: (
    status: number,
    body: string,
    context: object,
    headers?: Record<string, string | string[] | undefined>,
  ) => void
}

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
  const requests: LoadRequest[] = [
    // The connection's own session, started as a browser's first write starts it: its answer sets the
    // cookie the rest send (a read's token is nobody's session: decision 055).
    {
      kind: 'session (PATCH context)',
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
    { kind: 'home', method: 'GET', path: '/' },
    { kind: 'listing', method: 'GET', path: pages.listingPath },
    { kind: 'product', method: 'GET', path: pages.productPath },
    { kind: 'search', method: 'GET', path: '/search?search=jacke' },
    {
      kind: 'add to cart',
      method: 'POST',
      path: '/store-api/checkout/cart/line-item',
      body: JSON.stringify({ items: [item] }),
      headers: json,
    },
    { kind: 'cart page', method: 'GET', path: '/checkout/cart' },
    { kind: 'listing page 2 (payload)', method: 'GET', path: `${pages.listingPath}/_payload.json?p=2` },
    { kind: 'search suggest', method: 'GET', path: `${SUGGEST_PATH}?search=jacke` },
    {
      kind: 'remove from cart',
      method: 'POST',
      path: '/store-api/checkout/cart/line-item/delete',
      body: JSON.stringify({ ids: [pages.productId] }),
      headers: json,
    },
  ]
  // Each answer's time, by kind: from when the connection sent the request to its last byte.
  const times = new Map<string, number[]>(requests.map((request) => [request.kind, []]))
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: browser,
    requests: requests.map(({ kind, onResponse, ...request }) => ({
      ...request,
      setupRequest: (req, context) => {
        const session = context as Session
        session.sent = performance.now()
        return {
          ...req,
          headers: { ...browser, ...req.headers, cookie: `locale=de-DE${session.cookie ? `; ${session.cookie}` : ''}` },
        }
      },
      onResponse: (status, body, context, headers) => {
        const session = context as Session
        if (session.sent !== undefined) times.get(kind)!.push(performance.now() - session.sent)
        onResponse?.(status, body, context, headers)
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
  console.log('\nper kind                     answers   req/s   p50 ms   p99 ms')
  for (const [kind, samples] of times)
    console.log(
      `${kind.padEnd(27)} ${String(samples.length).padStart(9)} ${(samples.length / seconds).toFixed(1).padStart(7)} ${percentile(samples, 50).toFixed(0).padStart(8)} ${percentile(samples, 99).toFixed(0).padStart(8)}`,
    )
}
