/**
 * What the platform costs under the worker-time ratio (decision 051): a D1 round trip and a Cache
 * API lookup in this machine's workerd, measured in an isolate of their own (Miniflare, the same
 * workerd and compatibility settings as the shop's, read from wrangler.toml), so the bench can say how much of "twice the bare render" a product page's
 * reads use before any of the shop's own code runs.
 */
import path from 'node:path'
import { Miniflare } from 'miniflare'
import { percentile } from './bench-stats'

const CALLS = 100
const REPEATS = 15

const SCRIPT = `export default {
  async fetch(request, env) {
    const url = new URL(request.url)
    const n = Number(url.searchParams.get('n'))
    if (url.pathname === '/d1') for (let i = 0; i < n; i++) await env.DB.prepare('SELECT ?1 AS v').bind(i).first()
    if (url.pathname === '/cache') for (let i = 0; i < n; i++) await caches.default.match('https://shop.test/p/' + i)
    return new Response('ok')
  },
}`

export interface PlatformFloor {
  /** One D1 statement's round trip from a worker, ms. */
  d1RoundTrip: number
  /** One Cache API lookup that misses, ms. */
  cacheLookup: number
}

/** Median cost per call: `n` calls in one request, less the same request with none, over `n`. */
async function perCall(mf: Miniflare, path: string): Promise<number> {
  const time = async (n: number) => {
    const start = performance.now()
    await (await mf.dispatchFetch(`http://localhost${path}?n=${n}`)).text()
    return performance.now() - start
  }
  for (let i = 0; i < 3; i++) await time(CALLS)
  const costs: number[] = []
  for (let i = 0; i < REPEATS; i++) costs.push(((await time(CALLS)) - (await time(0))) / CALLS)
  return percentile(costs, 50)
}

export async function platformFloor(): Promise<PlatformFloor> {
  const { unstable_readConfig } = await import('wrangler')
  const shop = unstable_readConfig({ config: path.resolve(import.meta.dirname, '../wrangler.toml') })
  const mf = new Miniflare({
    modules: true,
    script: SCRIPT,
    d1Databases: ['DB'],
    compatibilityDate: shop.compatibility_date,
    compatibilityFlags: shop.compatibility_flags,
  })
  try {
    return { d1RoundTrip: await perCall(mf, '/d1'), cacheLookup: await perCall(mf, '/cache') }
  } finally {
    await mf.dispose()
  }
}
